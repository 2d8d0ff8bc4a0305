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

from .. import board as B
from . import event, influence_decision

KIND = "c029_unrest"
EASTERN_EUROPE = tuple(B.REGION_COUNTRIES["Eastern Europe"])
LATE_WAR_TURN = 8


def per_country(state) -> int:
    """USSR influence removed from each chosen country: 2 in the Late War, else 1."""
    return 2 if state.turn >= LATE_WAR_TURN else 1


@event(29)
def east_european_unrest(state, side):
    n = per_country(state)
    state.say(f"East European Unrest: the {B.SIDES[side]} removes {n} USSR influence from "
              f"each of 3 countries in Eastern Europe.")
    state.push({"kind": KIND, "side": side, "left": 3, "n": n, "done": []})


def _empty(state, f):
    if f["left"] == 3:
        state.say("East European Unrest: no country of Eastern Europe has USSR influence.")


influence_decision(
    KIND, verb="unrest", rule="29 East European Unrest", whose=B.USSR,
    countries=EASTERN_EUROPE, amount=lambda s, f: -f["n"], cap=1, empty=_empty,
    allowed=lambda s, f, i: (None if s.inf[B.USSR][i] > 0
                             else f"the USSR has no influence in {B.NAMES[i]}"),
    outside="{name} is not in Eastern Europe",
    again="{name} was already chosen (3 different countries)",
    log=lambda s, f, i, n: f"East European Unrest: the USSR loses {-n} influence in "
                           f"{B.NAMES[i]}.",
    label=lambda s, f, i: f"-{f['n']} USSR in {B.NAMES[i]}",
    prompt=lambda s, f: f"{B.SIDES[f['side']]}: East European Unrest: choose a country "
                        f"of Eastern Europe where the USSR loses {f['n']} influence "
                        f"({f['left']} left)")
