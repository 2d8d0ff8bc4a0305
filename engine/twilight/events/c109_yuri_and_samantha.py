"""109 Yuri and Samantha (USSR, 2 ops, starred; Late War; Deluxe optional card).

Card text (Deluxe, our paraphrase): for the rest of the turn the USSR receives 1 VP for
each US coup attempt.

Decisions taken (docs/twilight/editions.md, uncertain item 7): every US coup attempt
counts, free ones too (Junta, Tear Down This Wall played by the US: "each US coup
attempt"); the VP come as the attempt is made (``before_coup``), whatever its result.
Effect ``c109_yuri_and_samantha`` until the end of the turn.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 109
EFFECT = "c109_yuri_and_samantha"


@event(CARD)
def yuri_and_samantha(state, side):
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn the USSR gains 1 VP for each US coup "
                  "attempt.", card=T.card(CARD)))


@hook("before_coup", EFFECT)
def _us_coup(state, side, i, free):
    if side == B.US:
        state.gain_vp(B.USSR, 1, T.card(CARD))
