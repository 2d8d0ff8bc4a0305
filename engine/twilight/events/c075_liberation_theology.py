"""75 Liberation Theology (USSR, 2 ops, not starred; Mid War).

Card text (Italian list, same as the published card): add 3 USSR Influence in Central
America, no more than 2 per country.

Decisions: the USSR (the implementer, whoever played the card: 5.2) places the 3 points
one at a time (``inf:Country``) in Central American countries, at most 2 in any one, so
in at least two countries. Control and adjacency do not matter (6.1.1 exception, G5).
Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from .. import board as B
from . import event, influence_decision

CARD = 75
RULE = "75 Liberation Theology"
COUNTRIES = sorted(B.REGION_COUNTRIES["Central America"])


@event(CARD)
def liberation_theology(state, side):
    state.push({"kind": "c075_place", "side": side, "left": 3, "done": []})


influence_decision(
    "c075_place", rule=RULE, whose=B.USSR, countries=COUNTRIES, cap=2,
    outside="{name} is not in Central America",
    again="at most {cap} influence per country ({name} has 2)",
    log=lambda s, f, i, n: f"Liberation Theology: the USSR gains 1 influence in "
                           f"{B.NAMES[i]}.",
    prompt=lambda s, f: f"USSR: {RULE}: add 1 influence in Central America, at most 2 per "
                        f"country ({f['left']} left)")
