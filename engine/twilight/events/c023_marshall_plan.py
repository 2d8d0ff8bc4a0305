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
from . import event, influence_decision

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


influence_decision(
    KIND, rule="23 Marshall Plan", whose=B.US, countries=lambda s, f: f["countries"], cap=1,
    allowed=lambda s, f, i: (f"{B.NAMES[i]} is controlled by the USSR"
                             if B.controls(s.inf, B.USSR, i) else None),
    outside=lambda s, f, name: (f"{name} is controlled by the USSR"
                                if B.INDEX[name] in WESTERN_EUROPE
                                else f"{name} is not in Western Europe"),
    again="one influence per country, {name} already has it",
    log=lambda s, f, i, n: f"Marshall Plan: the US adds 1 influence in {B.NAMES[i]}.",
    prompt=lambda s, f: f"US: Marshall Plan: add 1 influence in a Western European "
                        f"country not controlled by the USSR ({f['left']} left)")
