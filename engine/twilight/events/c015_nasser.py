"""15 Nasser (USSR, 1 op, starred).

Card text: add 2 USSR Influence to Egypt; the US loses half its Influence in Egypt,
rounded up. No choices: the US loses ceil(n / 2) of its n points.
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 15
EGYPT = B.INDEX["Egypt"]


@event(CARD)
def nasser(state, side):
    state.add_inf(B.USSR, EGYPT, 2)
    n = state.inf[B.US][EGYPT]
    lost = (n + 1) // 2
    state.add_inf(B.US, EGYPT, -lost)
    state.say(nmsg("{card}: the USSR gains 2 influence in Egypt; the US loses {lost} of its "
                   "{n} (half, rounded up).",
                   "{card}: the USSR gains 2 influence in Egypt; the US loses {lost} of its "
                   "{n} (half, rounded up).", n, card=T.card(CARD), lost=lost))
