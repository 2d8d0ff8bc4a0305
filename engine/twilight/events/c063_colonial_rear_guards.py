"""63 Colonial Rear Guards (US, 2 ops, not starred; Mid War).

Card text (Italian list, same as the published card): add 1 US Influence to each of 4
different countries in Africa and/or Southeast Asia.

Decisions:

* The US (the implementer, whoever played the card: 5.2) picks 4 *different* countries
  of Africa or Southeast Asia (2.1.1: a subregion of Asia), one at a time
  (``inf:Country``), +1 each (G6 of docs/twilight/early_war_events.md). Control and
  adjacency do not matter (6.1.1 exception, G5).
* Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from .. import board as B
from . import event, influence_decision

CARD = 63
RULE = "63 Colonial Rear Guards"
COUNTRIES = sorted(B.REGION_COUNTRIES["Africa"] + B.REGION_COUNTRIES["Southeast Asia"])


@event(CARD)
def colonial_rear_guards(state, side):
    state.push({"kind": "c063_place", "side": side, "left": 4, "done": []})


influence_decision(
    "c063_place", rule=RULE, whose=B.US, countries=COUNTRIES, cap=1,
    outside="{name} is neither in Africa nor in Southeast Asia",
    again="1 influence in each of 4 different countries ({name} already has it)",
    log=lambda s, f, i, n: f"Colonial Rear Guards: the US gains 1 influence in "
                           f"{B.NAMES[i]}.",
    prompt=lambda s, f: f"US: {RULE}: add 1 influence in a country of Africa or Southeast "
                        f"Asia ({f['left']} left)")
