"""72 Sadat Expels Soviets (US, 1 op, starred; Mid War).

Card text (Italian list, same as the published card): remove all USSR Influence from
Egypt and add 1 US Influence there.

Decisions: no choice; the USSR loses all its influence in Egypt (none is fine: the US
point is still added, 5.2 example 3), then the US gains 1, whoever played the card (5.2).
Starred: removed once the event has happened (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 72
EGYPT = B.INDEX["Egypt"]


@event(CARD)
def sadat_expels_soviets(state, side):
    n = state.inf[B.USSR][EGYPT]
    state.add_inf(B.USSR, EGYPT, -n)
    state.add_inf(B.US, EGYPT, 1)
    state.say(nmsg("{card}: the USSR loses all its {n} influence in Egypt; the US gains 1 "
                   "there.",
                   "{card}: the USSR loses all its {n} influence in Egypt; the US gains 1 "
                   "there.", n, card=T.card(CARD)))
