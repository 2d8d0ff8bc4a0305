"""70 OAS Founded (US, 1 op, starred; Mid War).

Card text (Italian list, same as the published card): add 2 US Influence in Central
and/or South America.

Decisions: the US (the implementer, whoever played the card: 5.2) places 2 points one at
a time (``inf:Country``) in Central or South American countries; no per-country limit on
the card, so both may go to the same country. Control and adjacency do not matter
(6.1.1 exception, G5). Starred: removed once the event has happened (2.2.4).
"""

from __future__ import annotations

from .. import board as B
from . import event, influence_decision

CARD = 70
RULE = "70 OAS Founded"
COUNTRIES = sorted(B.REGION_COUNTRIES["Central America"]
                   + B.REGION_COUNTRIES["South America"])


@event(CARD)
def oas_founded(state, side):
    state.push({"kind": "c070_place", "side": side, "left": 2, "done": []})


influence_decision(
    "c070_place", rule=RULE, whose=B.US, countries=COUNTRIES, cap=None,
    outside="{name} is neither in Central nor in South America",
    log=lambda s, f, i, n: f"OAS Founded: the US gains 1 influence in {B.NAMES[i]}.",
    prompt=lambda s, f: f"US: {RULE}: add 1 influence in Central or South America "
                        f"({f['left']} left)")
