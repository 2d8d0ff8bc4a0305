"""78 Alliance for Progress (US, 3 ops, starred; Mid War).

Card text (Italian list, same as the published card): the US gains 1 VP for each
battleground country it controls in Central and South America.

Decisions: control counted when the event happens (2.1.7). The battlegrounds (2.1.4) are
Mexico, Cuba, Panama (Central America) and Venezuela, Chile, Argentina, Brazil (South
America). None controlled: no VP, the event still counts as played and the card is
removed (5.2 example 3). The VP go to the US whoever played the card (5.2).
"""

from __future__ import annotations

from .. import board as B
from . import event

CARD = 78
AMERICAS = tuple(i for r in ("Central America", "South America")
                 for i in B.REGION_COUNTRIES[r] if B.BATTLEGROUND[i])


@event(CARD)
def alliance_for_progress(state, side):
    held = [i for i in AMERICAS if B.controls(state.inf, B.US, i)]
    state.say("Alliance for Progress: the US controls "
              + (", ".join(B.NAMES[i] for i in held) or "no battleground")
              + f" in Central and South America: {len(held)} VP.")
    state.gain_vp(B.US, len(held), "Alliance for Progress")
