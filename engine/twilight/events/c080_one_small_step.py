"""80 "One Small Step" (both, 2 ops, not starred).

Card text (Italian list, our paraphrase): if you are behind in the Space Race, play this
card to move your marker two boxes forward, gaining the VP of the second box only.

Decisions taken:

* **Only when behind** (``can_play``: prerequisite, 7.5): the player's marker is on a
  lower box than the opponent's. Level or ahead, the event cannot be chosen (the card
  can still be used for operations or the Space Race); headlined by a player who is not
  behind, it has no effect and is discarded (D10).
* **Two boxes**: the first box is passed without its VP (and without a roll: this is not
  a Space Race attempt, 6.4.2's one-card-a-turn limit is untouched); the second box is
  entered as by a successful roll (6.4.3): its first or second VP depending on whether
  the opponent is already there. The abilities of 6.4.4 follow the markers: reaching a
  box the opponent reached first ends his ability there (logged for both boxes); a box
  the player reaches first gives him its ability.
* **End of the track** (6.4.6): from box 7 (the opponent on 8) the marker moves one box
  only, to the last; its VP is the VP of "the second box" the card speaks of: the box
  where the move ends.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import space as SP
from .. import terms as T
from . import event
from .wording import refusal

CARD = 80


_box = T.space_box


def _can_play(state, side):
    if state.space[side] < state.space[1 - side]:
        return None
    return ("prerequisite", refusal(CARD, msg("the {side} is not behind in the Space Race",
                                              side=T.side(side))))


@event(CARD, can_play=_can_play)
def one_small_step(state, side):
    from ..play import space_advance
    steps = min(2, SP.FINAL - state.space[side])
    for _ in range(steps - 1):
        box = state.space[side] + 1
        b = SP.SPACE[box]
        state.space[side] = box
        state.say(msg("{card}: the {side} passes {box} (box {number}) without its VP.",
                      card=T.card(CARD), side=T.side(side), box=_box(box), number=box))
        if b.ability and state.space[1 - side] >= box:
            state.say(msg("{side} loses the ability of {box} (6.4.4).", side=T.side(1 - side),
                          box=_box(box)))
        elif b.ability:
            state.say(msg("{side} gains the ability of {box} (6.4.4).", side=T.side(side),
                          box=_box(box)))
    space_advance(state, side, msg("{side} moves with {card}", side=T.side(side),
                                   card=T.card(CARD)))
