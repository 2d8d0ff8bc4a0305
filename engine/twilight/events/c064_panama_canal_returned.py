"""64 Panama Canal Returned (US, 1 op, starred; Mid War).

Card text (Italian list, same as the published card): add 1 US Influence to Panama, Costa
Rica and Venezuela.

Decisions: no choice; +1 US influence in each of the three countries, whoever played the
card (5.2: the US implements it, also when the USSR plays it for operations). Starred:
removed once the event has happened (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 64
TARGETS = tuple(B.INDEX[n] for n in ("Panama", "Costa Rica", "Venezuela"))


@event(CARD)
def panama_canal_returned(state, side):
    for i in TARGETS:
        state.add_inf(B.US, i, 1)
    state.say(msg("{card}: the US gains 1 influence in Panama, Costa Rica and Venezuela.",
                  card=T.card(CARD)))
