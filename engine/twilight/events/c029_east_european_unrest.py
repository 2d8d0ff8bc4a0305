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
from ..frames import decision
from . import event

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


def _legal(state, f):
    return ["unrest:" + B.NAMES[i] for i in EASTERN_EUROPE
            if i not in f["done"] and state.inf[B.USSR][i] > 0]


def _apply(state, f, action):
    i = B.INDEX[action[7:]]
    lost = -state.add_inf(B.USSR, i, -f["n"])
    f["done"].append(i)
    f["left"] -= 1
    state.say(f"East European Unrest: the USSR loses {lost} influence in {B.NAMES[i]}.")
    if f["left"] <= 0:
        state.pop()


def _empty(state, f):
    if f["left"] == 3:
        state.say("East European Unrest: no country of Eastern Europe has USSR influence.")


def _why(state, f, action):
    name = action.partition(":")[2]
    i = B.INDEX.get(name)
    if i is None:
        return f"29 East European Unrest: unknown country {name!r}"
    if i not in EASTERN_EUROPE:
        return f"29 East European Unrest: {name} is not in Eastern Europe"
    if i in f["done"]:
        return f"29 East European Unrest: {name} was already chosen (3 different countries)"
    return f"29 East European Unrest: the USSR has no influence in {name}"


decision(KIND, legal=_legal, apply=_apply, empty=_empty, why=_why,
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: East European Unrest: choose a country "
                             f"of Eastern Europe where the USSR loses {f['n']} influence "
                             f"({f['left']} left)",
         label=lambda s, f, a: f"-{f['n']} USSR in {a[7:]}")
