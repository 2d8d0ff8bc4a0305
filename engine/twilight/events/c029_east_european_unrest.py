"""29 East European Unrest (US, 3 ops, not starred).

Card text (Italian list; the published English card says the same): in the Early or Mid
War, remove 1 USSR influence from each of 3 countries in Eastern Europe; in the Late War,
remove 2 USSR influence from each of them.

Decisions taken:

* The era is the turn's (G14 of docs/twilight/early_war_events.md): Late War from turn 8
  on (4.1, 4.4), so 2 per country on turns 8-10, 1 before.
* The US (the implementer, whoever played the card: 5.2) picks 3 *different* countries of
  Eastern Europe (Austria and Finland included, 2.1.1) that hold USSR influence, one at a
  time (action ``unrest:Country``); each loses ``min(n, its USSR influence)`` at once.
  The removal is mandatory: 3 countries when possible, as many as have USSR influence
  otherwise (G4); with none the event has no effect but is still played (5.2 ex. 3).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, rule

CARD = 29
KIND = "c029_unrest"
EASTERN_EUROPE = tuple(B.REGION_COUNTRIES["Eastern Europe"])
LATE_WAR_TURN = 8


def per_country(state) -> int:
    """USSR influence removed from each chosen country: 2 in the Late War, else 1."""
    return 2 if state.turn >= LATE_WAR_TURN else 1


@event(CARD)
def east_european_unrest(state, side):
    n = per_country(state)
    state.say(nmsg("{card}: the {side} removes {n} USSR influence from each of 3 countries "
                   "in Eastern Europe.",
                   "{card}: the {side} removes {n} USSR influence from each of 3 countries "
                   "in Eastern Europe.", n, card=T.card(CARD), side=T.side(side)))
    state.push({"kind": KIND, "side": side, "left": 3, "n": n, "done": []})


def _empty(state, f):
    if f["left"] == 3:
        state.say(msg("{card}: no country of Eastern Europe has USSR influence.",
                      card=T.card(CARD)))


influence_decision(
    KIND, verb="unrest", rule=rule(CARD), whose=B.USSR,
    countries=EASTERN_EUROPE, amount=lambda s, f: -f["n"], cap=1, empty=_empty,
    allowed=lambda s, f, i: (None if s.inf[B.USSR][i] > 0
                             else msg("the USSR has no influence in {name}",
                                      name=T.country(i))),
    outside=N_("{name} is not in Eastern Europe"),
    again=N_("{name} was already chosen (3 different countries)"),
    log=lambda s, f, i, n: nmsg("{card}: the USSR loses {n} influence in {country}.",
                                "{card}: the USSR loses {n} influence in {country}.", -n,
                                card=T.card(CARD), country=T.country(i)),
    label=lambda s, f, i: msg("-{n} USSR in {country}", n=f["n"], country=T.country(i)),
    prompt=lambda s, f: ask_left(f["side"], msg("{card}: choose a country of Eastern Europe "
                                                "where the USSR loses {amount} influence",
                                                card=T.card(CARD), amount=f["n"]), f["left"]))
