"""78 Alliance for Progress (US, 3 ops, starred; Mid War).

Card text (Italian list, same as the published card): the US gains 1 VP for each
battleground country it controls in Central and South America.

Decisions: control counted when the event happens (2.1.7). The battlegrounds (2.1.4) are
Mexico, Cuba, Panama (Central America) and Venezuela, Chile, Argentina, Brazil (South
America). None controlled: no VP, the event still counts as played and the card is
removed (5.2 example 3). The VP go to the US whoever played the card (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 78
AMERICAS = tuple(i for r in ("Central America", "South America")
                 for i in B.REGION_COUNTRIES[r] if B.BATTLEGROUND[i])


@event(CARD)
def alliance_for_progress(state, side):
    held = [i for i in AMERICAS if B.controls(state.inf, B.US, i)]
    if held:
        state.say(nmsg("{card}: the US controls {countries} in Central and South America: "
                       "{n} VP.",
                       "{card}: the US controls {countries} in Central and South America: "
                       "{n} VP.", len(held), card=T.card(CARD),
                       countries=[T.country(i) for i in held]))
    else:
        state.say(msg("{card}: the US controls no battleground in Central and South America: "
                      "0 VP.", card=T.card(CARD)))
    state.gain_vp(B.US, len(held), T.card(CARD))
