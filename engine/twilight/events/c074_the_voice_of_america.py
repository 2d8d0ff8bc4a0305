"""74 The Voice of America (US, 2 ops, not starred; Mid War).

Card text (Italian list, same as the published card): remove 4 USSR Influence from
non-European countries, no more than 2 from any one country.

Decisions:

* The US (the implementer, whoever played the card: 5.2) removes the points one at a
  time (``remove:Country``), at most 2 from each country, only where the USSR has
  influence at that moment. "Non-European" is every country outside Europe (2.1.1,
  2.1.2: Western and Eastern Europe, Turkey, Canada, Finland and Austria all count as
  Europe): Asia, the Middle East, Africa, Central and South America.
* Mandatory up to what exists: with fewer than 4 removable points (counting the 2 per
  country limit), the US removes them all and the event ends; none at all is no effect
  (5.2 example 3; G4 / G6 of docs/twilight/early_war_events.md).
* Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from .. import board as B
from . import event, has_influence, influence_decision

CARD = 74
RULE = "74 The Voice of America"
EUROPE = frozenset(B.REGION_COUNTRIES["Europe"])
COUNTRIES = [i for i in range(B.N) if i not in EUROPE]


@event(CARD)
def voice_of_america(state, side):
    state.push({"kind": "c074_remove", "side": side, "whose": B.USSR, "left": 4,
                "done": []})


def _outside(state, f, name):
    if B.INDEX.get(name) in EUROPE:
        return f"{name} is in Europe: only USSR influence outside Europe can be removed"
    return f"{name} is not a country"


def _empty(state, f):
    if f["left"] == 4:
        state.say("The Voice of America: the USSR has no influence outside Europe; no "
                  "effect.")


influence_decision(
    "c074_remove", verb="remove", rule=RULE, whose=B.USSR, countries=COUNTRIES,
    amount=-1, allowed=has_influence, cap=2, empty=_empty, outside=_outside,
    again="at most {cap} influence from each country ({name} has given 2)",
    log=lambda s, f, i, n: f"The Voice of America: the USSR loses 1 influence in "
                           f"{B.NAMES[i]}.",
    prompt=lambda s, f: f"US: {RULE}: remove 1 USSR influence outside Europe, at most 2 "
                        f"per country ({f['left']} left)")
