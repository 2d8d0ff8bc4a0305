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

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, has_influence, influence_decision
from .wording import ask_left, loses_one, rule

CARD = 74
EUROPE = frozenset(B.REGION_COUNTRIES["Europe"])
COUNTRIES = [i for i in range(B.N) if i not in EUROPE]


@event(CARD)
def voice_of_america(state, side):
    state.push({"kind": "c074_remove", "side": side, "whose": B.USSR, "left": 4,
                "done": []})


def _outside(state, f, name):
    if B.INDEX.get(name) in EUROPE:
        return msg("{name} is in Europe: only USSR influence outside Europe can be removed",
                   name=T.country_named(name))
    return msg("{name} is not a country", name=T.country_named(name))


def _empty(state, f):
    if f["left"] == 4:
        state.say(msg("{card}: the USSR has no influence outside Europe; no effect.",
                      card=T.card(CARD)))


influence_decision(
    "c074_remove", verb="remove", rule=rule(CARD), whose=B.USSR, countries=COUNTRIES,
    amount=-1, allowed=has_influence, cap=2, empty=_empty, outside=_outside,
    again=N_("at most {cap} influence from each country ({name} has given 2)"),
    log=loses_one(CARD, B.USSR),
    prompt=lambda s, f: ask_left(B.US, msg("{rule}: remove 1 USSR influence outside Europe, "
                                           "at most 2 per country", rule=rule(CARD)), f["left"]))
