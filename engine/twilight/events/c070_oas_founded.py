"""70 OAS Founded (US, 1 op, starred; Mid War).

Card text (Italian list, same as the published card): add 2 US Influence in Central
and/or South America.

Decisions: the US (the implementer, whoever played the card: 5.2) places 2 points one at
a time (``inf:Country``) in Central or South American countries; no per-country limit on
the card, so both may go to the same country. Control and adjacency do not matter
(6.1.1 exception, G5). Starred: removed once the event has happened (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 70
COUNTRIES = sorted(B.REGION_COUNTRIES["Central America"]
                   + B.REGION_COUNTRIES["South America"])


@event(CARD)
def oas_founded(state, side):
    state.push({"kind": "c070_place", "side": side, "left": 2, "done": []})


influence_decision(
    "c070_place", rule=rule(CARD), whose=B.US, countries=COUNTRIES, cap=None,
    outside=N_("{name} is neither in Central nor in South America"),
    log=gains_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.US, msg("{rule}: add 1 influence in Central or South "
                                           "America", rule=rule(CARD)), f["left"]))
