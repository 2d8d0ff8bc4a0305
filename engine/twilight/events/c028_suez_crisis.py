"""28 Suez Crisis (USSR, 3 ops, starred).

Card: remove a total of 4 US influence from France, the UK and Israel, at most 2 from
each.

Decisions:

* The USSR chooses, one point at a time (also when the US plays the card for
  operations: the USSR implements it, 5.2).
* When fewer than 4 points can be removed under the 2-per-country cap, all of them are
  removed (automatically when there is nothing to choose); with no US influence there
  the event has no effect but is played (starred: removed, 5.2 example 3).
"""

from __future__ import annotations

from .. import board as B
from ..rules import decision
from . import event

KIND = "c028_suez"
TOTAL, PER_COUNTRY = 4, 2
COUNTRIES = tuple(B.INDEX[n] for n in ("France", "UK", "Israel"))


def _removable(state):
    return {i: min(PER_COUNTRY, state.inf[B.US][i]) for i in COUNTRIES}


@event(28)
def suez_crisis(state, side):
    can = _removable(state)
    total = sum(can.values())
    if total == 0:
        state.say("Suez Crisis: the US has no influence in France, the UK or Israel: "
                  "no effect.")
        return
    if total <= TOTAL:
        for i, n in can.items():
            if n:
                state.add_inf(B.US, i, -n)
                state.say(f"Suez Crisis: the US loses {n} influence in {B.NAMES[i]}.")
        return
    state.push({"kind": KIND, "side": side, "left": TOTAL, "done": []})


def _legal(state, f):
    return ["remove:" + B.NAMES[i] for i in COUNTRIES
            if state.inf[B.US][i] > 0 and f["done"].count(i) < PER_COUNTRY]


def _apply(state, f, action):
    i = B.INDEX[action.arg]
    f["done"].append(i)
    f["left"] -= 1
    state.add_inf(B.US, i, -1)
    state.say(f"Suez Crisis: the US loses 1 influence in {B.NAMES[i]}.")
    if f["left"] <= 0:
        state.pop()


def _why(state, f, action):
    name = action.arg
    i = B.INDEX.get(name)
    if not action.verb == "remove" or i is None:
        return "28 Suez Crisis: choose a country (remove:Country)"
    if i not in COUNTRIES:
        return "28 Suez Crisis: only from France, the UK and Israel"
    if f["done"].count(i) >= PER_COUNTRY:
        return f"28 Suez Crisis: at most {PER_COUNTRY} influence from each country ({name})"
    return f"28 Suez Crisis: the US has no influence left in {name}"


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: f"USSR: Suez Crisis: remove US influence from France, the UK "
                             f"or Israel, at most 2 each ({f['left']} left)",
         label=lambda s, f, a: f"-1 in {a.arg}")
