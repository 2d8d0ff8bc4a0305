"""110 AWACS Sale to Saudis (US, 3 ops, starred, stays in play; Late War; Deluxe optional).

Card text (Deluxe, our paraphrase): the US adds 2 Influence to Saudi Arabia. Muslim
Revolution may no longer be played as an event.

Decisions taken: the card stays in ``state.in_play`` for the rest of the game (the logs:
"is now in play"); Muslim Revolution's ``can_play`` reads ``110 in state.in_play``
(``prevents_muslim_revolution``): then its event is "prohibited" (7.5; the card is
discarded, not removed, and does not happen when the US plays it for operations).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 110
SAUDI_ARABIA = B.INDEX["Saudi Arabia"]


@event(CARD)
def awacs_sale_to_saudis(state, side):
    state.add_inf(B.US, SAUDI_ARABIA, 2)
    state.say(msg("{card}: the US gains 2 influence in Saudi Arabia; Muslim Revolution can "
                  "no longer be played as an event.", card=T.card(CARD)))


def prevents_muslim_revolution(state) -> bool:
    return CARD in state.in_play
