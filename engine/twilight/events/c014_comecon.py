"""14 COMECON (USSR, 3 ops, starred).

Card text: add 1 USSR Influence to each of 4 countries of Eastern Europe that are not
controlled by the US.

Decisions:

* The USSR (the implementer, whoever played the card: 5.2) picks 4 *different* countries,
  one at a time (``inf:Country``), +1 each (G6 of docs/twilight/early_war_events.md).
* Each pick must be an Eastern European country not US-controlled at the moment of the
  pick (G5). Eastern Europe includes Austria and Finland (2.1.1).
* With fewer than 4 eligible countries, the USSR places in each of them and the event
  ends (5.2 example 3: no eligible country at all is no effect, the card is still removed).
"""

from __future__ import annotations

from .. import board as B
from ..frames import decision
from . import event

CARD = 14
EASTERN_EUROPE = B.REGION_COUNTRIES["Eastern Europe"]
_EE = frozenset(EASTERN_EUROPE)


@event(CARD)
def comecon(state, side):
    state.push({"kind": "c014_place", "side": side, "left": 4, "done": []})


def _legal(state, f):
    return ["inf:" + B.NAMES[i] for i in EASTERN_EUROPE
            if i not in f["done"] and not B.controls(state.inf, B.US, i)]


def _apply(state, f, action):
    i = B.INDEX[action[4:]]
    state.add_inf(B.USSR, i, 1)
    f["done"].append(i)
    f["left"] -= 1
    state.say(f"COMECON: the USSR gains 1 influence in {B.NAMES[i]}.")
    if f["left"] <= 0:
        state.pop()


def _empty(state, f):
    if f["left"] == 4:
        state.say("COMECON: every Eastern European country is US-controlled; no effect.")


def _why(state, f, action):
    name = action.partition(":")[2]
    i = B.INDEX.get(name)
    if not action.startswith("inf:") or i is None:
        return "14 COMECON: choose an Eastern European country (inf:Country)"
    if i not in _EE:
        return f"14 COMECON: {name} is not in Eastern Europe"
    if i in f["done"]:
        return f"14 COMECON: 1 influence in each of 4 different countries ({name} already has it)"
    return f"14 COMECON: {name} is controlled by the US"


decision("c014_place", legal=_legal, apply=_apply, empty=_empty, why=_why,
         prompt=lambda s, f: f"USSR: COMECON: add 1 influence in an Eastern European country "
                             f"not controlled by the US ({f['left']} left)",
         label=lambda s, f, a: f"+1 in {a[4:]}")
