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

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 14
EASTERN_EUROPE = B.REGION_COUNTRIES["Eastern Europe"]


@event(CARD)
def comecon(state, side):
    state.push({"kind": "c014_place", "side": side, "left": 4, "done": []})


def _not_us_controlled(state, f, i):
    if B.controls(state.inf, B.US, i):
        return msg("{name} is controlled by the US", name=T.country(i))
    return None


def _empty(state, f):
    if f["left"] == 4:
        state.say(msg("{card}: every Eastern European country is US-controlled; no effect.",
                      card=T.card(CARD)))


influence_decision(
    "c014_place", rule=rule(CARD), whose=B.USSR, countries=EASTERN_EUROPE,
    allowed=_not_us_controlled, cap=1, empty=_empty,
    outside=N_("{name} is not in Eastern Europe"),
    again=N_("1 influence in each of 4 different countries ({name} already has it)"),
    log=gains_one(CARD, B.USSR),
    prompt=lambda s, f: ask_left(B.USSR, msg("{card}: add 1 influence in an Eastern European "
                                             "country not controlled by the US",
                                             card=T.card(CARD)), f["left"]))
