"""56 Muslim Revolution (USSR, 4 ops, not starred; Mid War).

Card text (Italian list, same as the published card): remove all US Influence from two
of these countries: Sudan, Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria, Jordan.

Decisions:

* The USSR (the implementer, whoever played the card: 5.2) names two *different*
  countries of the list, one at a time (``clear:Country``); each loses all its US
  influence. Only countries that hold US influence are offered (naming an empty one
  would change nothing); with fewer than two such countries, each of them is cleared
  and the event ends; with none, no effect (the event still counts as played, 5.2
  example 3).
* The worked example of play (turn 4, US 4: the US plays it for operations, a coup in
  India, and the USSR then clears Jordan, the only listed country with US influence)
  follows this reading.
* Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, rule

CARD = 56
COUNTRIES = sorted(B.INDEX[n] for n in ("Sudan", "Iran", "Iraq", "Egypt", "Libya",
                                        "Saudi Arabia", "Syria", "Jordan"))


def _can_play(state, side):
    """The Deluxe optional card 110 AWACS Sale to Saudis prevents the event."""
    from .c110_awacs_sale_to_saudis import CARD as AWACS, prevents_muslim_revolution
    if prevents_muslim_revolution(state):
        return ("prohibited", msg("{card} (110) is in effect: {event} can no longer be "
                                  "played as an event", card=T.card(AWACS),
                                  event=T.card(CARD)))
    return None


@event(CARD, can_play=_can_play)
def muslim_revolution(state, side):
    state.push({"kind": "c056_clear", "side": side, "left": 2, "done": []})


def _has_us_influence(state, f, i):
    if state.inf[B.US][i] <= 0:
        return msg("the US has no influence in {name}", name=T.country(i))
    return None


def _all_of_it(state, f):
    # the country just chosen is the last of ``done`` (Allot appends it before the effect)
    return -state.inf[B.US][f["done"][-1]]


def _empty(state, f):
    if not f["done"]:
        state.say(msg("{card}: the US has no influence in any of the listed countries; no "
                      "effect.", card=T.card(CARD)))


influence_decision(
    "c056_clear", verb="clear", rule=rule(CARD), whose=B.US, countries=COUNTRIES,
    amount=_all_of_it, allowed=_has_us_influence, cap=1, empty=_empty,
    outside=N_("{name} is not one of Sudan, Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria, "
               "Jordan"),
    again=N_("two different countries ({name} was already chosen)"),
    log=lambda s, f, i, n: nmsg("{card}: the US loses all its {n} influence in {country}.",
                                "{card}: the US loses all its {n} influence in {country}.",
                                -n, card=T.card(CARD), country=T.country(i)),
    label=lambda s, f, i: msg("Remove all US influence from {country} ({n})",
                              country=T.country(i), n=s.inf[B.US][i]),
    prompt=lambda s, f: ask_left(B.USSR, msg("{rule}: remove all US influence from a country",
                                             rule=rule(CARD)), f["left"]))
