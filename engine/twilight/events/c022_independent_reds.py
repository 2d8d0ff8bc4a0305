"""22 Independent Reds (US, 2 ops, starred).

Card: the US adds influence in one of Yugoslavia, Romania, Bulgaria, Hungary or
Czechoslovakia until its influence there equals the USSR influence.

Decisions:

* One country only (the Italian "o", the published "either ... or").
* The US chooses (the implementer: also when the USSR plays the card for operations,
  5.2). Only the countries where the USSR has more influence than the US are offered:
  elsewhere the event could add nothing. With a single such country it is chosen
  automatically; with none the event has no effect but still counts as played (starred:
  removed, 5.2 example 3).
"""

from __future__ import annotations

from .. import board as B
from ..rules import decision
from . import event

KIND = "c022_reds"
COUNTRIES = tuple(B.INDEX[n] for n in
                  ("Yugoslavia", "Romania", "Bulgaria", "Hungary", "Czechoslovakia"))


def _targets(state):
    return [i for i in COUNTRIES if state.inf[B.USSR][i] > state.inf[B.US][i]]


def _match(state, i):
    add = state.inf[B.USSR][i] - state.inf[B.US][i]
    state.add_inf(B.US, i, add)
    state.say(f"Independent Reds: the US adds {add} influence in {B.NAMES[i]}, equal to "
              f"the USSR ({state.inf[B.USSR][i]}).")


@event(22)
def independent_reds(state, side):
    targets = _targets(state)
    if not targets:
        state.say("Independent Reds: the US already has as much influence as the USSR in "
                  "Yugoslavia, Romania, Bulgaria, Hungary and Czechoslovakia: no effect.")
    elif len(targets) == 1:
        _match(state, targets[0])
    else:
        state.push({"kind": KIND, "side": side})


def _legal(state, f):
    return ["reds:" + B.NAMES[i] for i in _targets(state)]


def _apply(state, f, action):
    state.pop()
    _match(state, B.INDEX[action.arg])


def _why(state, f, action):
    name = action.arg
    i = B.INDEX.get(name)
    if not action.verb == "reds" or i is None:
        return "22 Independent Reds: choose a country (reds:Country)"
    if i not in COUNTRIES:
        return ("22 Independent Reds: only Yugoslavia, Romania, Bulgaria, Hungary or "
                "Czechoslovakia")
    return (f"22 Independent Reds: the US already has as much influence as the USSR in "
            f"{name}")


def _label(state, f, action):
    i = B.INDEX[action.arg]
    return f"{action.arg} (+{state.inf[B.USSR][i] - state.inf[B.US][i]})"


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: "US: Independent Reds: match the USSR influence in which "
                             "country?")
