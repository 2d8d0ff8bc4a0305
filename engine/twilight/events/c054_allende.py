"""54 Allende (USSR, 1 op, starred; Mid War).

Card text (Italian list, same as the published card): the USSR receives 2 Influence in
Chile.

Decisions: no choice; +2 USSR influence in Chile whoever played the card (5.2); adjacency
and control do not matter for an event's placement (6.1.1 exception). Starred: removed
once the event has happened (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 54
CHILE = B.INDEX["Chile"]
AMOUNT = 2                  # the wording below says "2"


@event(CARD)
def allende(state, side):
    state.add_inf(B.USSR, CHILE, AMOUNT)
    state.say(msg("{card}: the USSR gains 2 influence in Chile.", card=T.card(CARD)))
