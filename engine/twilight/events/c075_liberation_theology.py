"""75 Liberation Theology (USSR, 2 ops, not starred; Mid War).

Card text (Italian list, same as the published card): add 3 USSR Influence in Central
America, no more than 2 per country.

Decisions: the USSR (the implementer, whoever played the card: 5.2) places the 3 points
one at a time (``inf:Country``) in Central American countries, at most 2 in any one, so
in at least two countries. Control and adjacency do not matter (6.1.1 exception, G5).
Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 75
COUNTRIES = sorted(B.REGION_COUNTRIES["Central America"])


@event(CARD)
def liberation_theology(state, side):
    state.push({"kind": "c075_place", "side": side, "left": 3, "done": []})


influence_decision(
    "c075_place", rule=rule(CARD), whose=B.USSR, countries=COUNTRIES, cap=2,
    outside=N_("{name} is not in Central America"),
    again=N_("at most {cap} influence per country ({name} has 2)"),
    log=gains_one(CARD, B.USSR),
    prompt=lambda s, f: ask_left(B.USSR, msg("{rule}: add 1 influence in Central America, at "
                                             "most 2 per country", rule=rule(CARD)), f["left"]))
