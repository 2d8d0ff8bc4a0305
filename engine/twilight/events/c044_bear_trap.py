"""44 Bear Trap (US, 3 ops, starred, stays in play until escaped).

Card text (Italian list, our paraphrase): in its next action round the USSR must discard
an operations card worth 2 or more and roll less than 5; repeat this in every USSR
action round until it succeeds or has no suitable card left. Once out of suitable cards
the USSR may only play scoring cards until the next turn.

The mirror image of 42 Quagmire: the mechanism and every decision taken are in
:mod:`.c042_quagmire` (2+ operations after the 7.4 modifiers, never the China Card,
1-4 escapes and removes the card, scoring cards only when nothing can be discarded or
when 10.1.5 forbids making the USSR hold one, automatic pass with nothing to play).
"""

from __future__ import annotations

from .. import board as B
from ..rules import hook
from . import event
from .c042_quagmire import TRAPS, start_trap, take_round

CARD = 44
EFFECT = "c044_bear_trap"
TRAPS[CARD] = (EFFECT, B.USSR)


@event(CARD)
def bear_trap(state, side):
    start_trap(state, CARD)


@hook("action_round_start", EFFECT)
def _bear_trap_round(state, side):
    return take_round(state, side, CARD)
