"""18 Captured Nazi Scientist (both, 1 op, starred).

Card text: the player moves his Space Race marker one box forward.

"The player" is the one who implements the event (the card's player: it is an event of
both sides). The move is not a Space Race attempt: no roll, no card requirement, it does
not count against 6.4.2; the box's VP and ability are gained as in 6.4.3 / 6.4.4. At the
last box there is nothing further: the event has no effect (still played, 5.2 ex. 3).
"""

from __future__ import annotations

from .. import board as B
from .. import play as P
from .. import space as SP
from . import event


@event(18)
def captured_nazi_scientist(state, side):
    if state.space[side] >= SP.FINAL:
        state.say(f"Captured Nazi Scientist: the {B.SIDES[side]} is already at the end of "
                  f"the Space Race; no effect.")
        return
    P.space_advance(state, side, "advances with Captured Nazi Scientist")
