"""30 Decolonization (USSR, 2 ops, not starred).

Card text: add 1 USSR influence to each of 4 countries in Africa and/or Southeast Asia.

Decisions taken:

* 4 *different* countries (at most 1 point per country, G6 of
  docs/twilight/early_war_events.md), among the 18 countries of Africa and the 7 of
  Southeast Asia (2.1.1; the rest of Asia is not eligible), mixed as the USSR likes; the
  placement is mandatory (4 points: there are always enough countries). Event influence:
  no adjacency (6.1.1 exception) and no extra cost in a US-controlled country.
* The USSR places the points (it implements its own event, also when the US plays the
  card for operations, 5.2): action ``decol:Country``. It is an event, not operations:
  the Vietnam Revolts bonus does not apply.
"""

from __future__ import annotations

from .. import board as B
from ..frames import decision
from . import event

KIND = "c030_decolonization"
COUNTRIES = tuple(sorted(set(B.REGION_COUNTRIES["Africa"])
                         | set(B.REGION_COUNTRIES["Southeast Asia"])))


@event(30)
def decolonization(state, side):
    state.say("Decolonization: the USSR adds 1 influence to each of 4 countries in Africa "
              "and/or Southeast Asia.")
    state.push({"kind": KIND, "side": side, "left": 4, "done": []})


def _legal(state, f):
    return ["decol:" + B.NAMES[i] for i in COUNTRIES if i not in f["done"]]


def _apply(state, f, action):
    i = B.INDEX[action[6:]]
    state.add_inf(B.USSR, i, 1)
    f["done"].append(i)
    f["left"] -= 1
    state.say(f"Decolonization: the USSR gains 1 influence in {B.NAMES[i]}.")
    if f["left"] <= 0:
        state.pop()


def _why(state, f, action):
    verb, _, name = action.partition(":")
    i = B.INDEX.get(name)
    if verb != "decol" or i is None:
        return f"30 Decolonization: choose a country (decol:Country), not {action!r}"
    if i in f["done"]:
        return f"30 Decolonization: {name} already received its point (4 different countries)"
    return f"30 Decolonization: {name} is neither in Africa nor in Southeast Asia"


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: f"USSR: Decolonization: add 1 influence to a country in Africa "
                             f"or Southeast Asia ({f['left']} left)",
         label=lambda s, f, a: f"+1 USSR in {a[6:]}")
