"""18 Captured Nazi Scientist (both, 1 op, starred).

Card text: the player moves his Space Race marker one box forward.

"The player" is the one who implements the event (the card's player: it is an event of
both sides). The move is not a Space Race attempt: no roll, no card requirement, it does
not count against 6.4.2; the box's VP and ability are gained as in 6.4.3 / 6.4.4. At the
last box there is nothing further: the event has no effect (still played, 5.2 ex. 3).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import play as P
from .. import space as SP
from .. import terms as T
from . import event

CARD = 18


@event(CARD)
def captured_nazi_scientist(state, side):
    if state.space[side] >= SP.FINAL:
        state.say(msg("{card}: the {side} is already at the end of the Space Race; no "
                      "effect.", card=T.card(CARD), side=T.side(side)))
        return
    P.space_advance(state, side, msg("{side} advances with {card}", side=T.side(side),
                                     card=T.card(CARD)))
