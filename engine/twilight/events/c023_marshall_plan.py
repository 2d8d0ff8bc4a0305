"""23 Marshall Plan (US, 4 ops, starred, persistent).

Card: add 1 US influence in each of 7 Western European countries not controlled by the
USSR. Allows NATO (21) to be played.

Decisions:

* Seven *different* countries, one influence each, chosen by the US (also when the USSR
  plays the card for operations, 5.2) among the Western European countries (Austria and
  Finland included, 2.1.1) not controlled by the USSR when the event begins (US
  influence added by the event cannot make a country USSR-controlled).
* With 7 or fewer such countries there is nothing to choose: each gets 1 influence
  automatically; with none the event has no effect but is played (5.2 example 3).
* The card stays in ``state.in_play`` for the rest of the game (it is underlined): that
  is what NATO's prerequisite checks. (The rulebook's example of play, turn 2 headline,
  lists 8 countries; the card says 7.)
"""

from __future__ import annotations

from .. import board as B
from ..frames import decision
from . import event

KIND = "c023_marshall"
COUNT = 7
WESTERN_EUROPE = tuple(B.REGION_COUNTRIES["Western Europe"])


@event(23)
def marshall_plan(state, side):
    targets = [i for i in WESTERN_EUROPE if not B.controls(state.inf, B.USSR, i)]
    if len(targets) <= COUNT:
        for i in targets:
            state.add_inf(B.US, i, 1)
        state.say("Marshall Plan: the US adds 1 influence in "
                  + (", ".join(B.NAMES[i] for i in targets) or "no country (all are "
                     "USSR-controlled)") + ".")
        return
    state.push({"kind": KIND, "side": side, "left": COUNT, "countries": targets,
                "done": []})


def _legal(state, f):
    return ["inf:" + B.NAMES[i] for i in f["countries"] if i not in f["done"]]


def _apply(state, f, action):
    i = B.INDEX[action[4:]]
    f["done"].append(i)
    f["left"] -= 1
    state.add_inf(B.US, i, 1)
    state.say(f"Marshall Plan: the US adds 1 influence in {B.NAMES[i]}.")
    if f["left"] <= 0:
        state.pop()


def _why(state, f, action):
    name = action.partition(":")[2]
    i = B.INDEX.get(name)
    if not action.startswith("inf:") or i is None:
        return "23 Marshall Plan: choose a country (inf:Country)"
    if i not in WESTERN_EUROPE:
        return f"23 Marshall Plan: {name} is not in Western Europe"
    if i in f["done"]:
        return f"23 Marshall Plan: one influence per country, {name} already has it"
    return f"23 Marshall Plan: {name} is controlled by the USSR"


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: f"US: Marshall Plan: add 1 influence in a Western European "
                             f"country not controlled by the USSR ({f['left']} left)",
         label=lambda s, f, a: f"+1 in {a[4:]}")
