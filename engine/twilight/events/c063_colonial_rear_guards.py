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

from engine.core.i18n import N_, msg

from .. import board as B
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 63
COUNTRIES = sorted(B.REGION_COUNTRIES["Africa"] + B.REGION_COUNTRIES["Southeast Asia"])


@event(CARD)
def colonial_rear_guards(state, side):
    state.push({"kind": "c063_place", "side": side, "left": 4, "done": []})


influence_decision(
    "c063_place", rule=rule(CARD), whose=B.US, countries=COUNTRIES, cap=1,
    outside=N_("{name} is neither in Africa nor in Southeast Asia"),
    again=N_("1 influence in each of 4 different countries ({name} already has it)"),
    log=gains_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.US, msg("{rule}: add 1 influence in a country of Africa or "
                                           "Southeast Asia", rule=rule(CARD)), f["left"]))
