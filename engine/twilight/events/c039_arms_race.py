"""39 Arms Race (both, 3 ops, not starred).

Card text (Italian list): compare the two players' military operations tracks. If the
phasing player has more military operations, he gains 1 VP; if he has more *and* has met
the required amount of military operations, he gains 3 VP instead.

Decisions taken:

* "The phasing player" is the implementer: the player who plays it as an event in his
  action round, or the player who headlines it (4.5 C note: he is the phasing player
  while his headline event happens). A card of both sides: played for operations, there
  is no event (5.2).
* "More": strictly more military operations than the opponent (8.2) at the moment of
  the event; equal totals give nothing.
* "Required amount": the military operations required this turn, i.e. the current DEFCON
  level (8.2.1): met when his total is at least DEFCON, as it stands when the event
  happens (a DEFCON change later in the turn does not change the award).
* The VP are 1 or 3, never both (Italian "invece": instead).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import terms as T
from . import event

CARD = 39


def award(state, side: int) -> int:
    """The VP Arms Race gives ``side`` now (0, 1 or 3)."""
    mine, theirs = state.milops[side], state.milops[1 - side]
    if mine <= theirs:
        return 0
    return 3 if mine >= state.defcon else 1


@event(CARD)
def arms_race(state, side):
    mine, theirs = state.milops[side], state.milops[1 - side]
    vp = award(state, side)
    args = dict(card=T.card(CARD), side=T.side(side), mine=mine, enemy=T.side(1 - side),
                theirs=theirs, required=state.defcon)
    if vp:
        state.say(msg("{card}: military operations {side} {mine}, {enemy} {theirs}, "
                      "required {required}.", **args))
        state.gain_vp(side, vp, msg("{card}, requirement met", card=T.card(CARD))
                      if vp == 3 else T.card(CARD))
    else:
        state.say(msg("{card}: military operations {side} {mine}, {enemy} {theirs}, "
                      "required {required}: the {side} is not ahead, no VP.", **args))
