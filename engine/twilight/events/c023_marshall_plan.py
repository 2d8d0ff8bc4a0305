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

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, rule

CARD = 23
KIND = "c023_marshall"
COUNT = 7
WESTERN_EUROPE = tuple(B.REGION_COUNTRIES["Western Europe"])


@event(CARD)
def marshall_plan(state, side):
    targets = [i for i in WESTERN_EUROPE if not B.controls(state.inf, B.USSR, i)]
    if len(targets) <= COUNT:
        for i in targets:
            state.add_inf(B.US, i, 1)
        if targets:
            state.say(msg("{card}: the US adds 1 influence in {countries}.", card=T.card(CARD),
                          countries=[T.country(i) for i in targets]))
        else:
            state.say(msg("{card}: the US adds 1 influence in no country (all are "
                          "USSR-controlled).", card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": side, "left": COUNT, "countries": targets,
                "done": []})


def _outside(state, f, name):
    if B.INDEX[name] in WESTERN_EUROPE:
        return msg("{name} is controlled by the USSR", name=T.country_named(name))
    return msg("{name} is not in Western Europe", name=T.country_named(name))


influence_decision(
    KIND, rule=rule(CARD), whose=B.US, countries=lambda s, f: f["countries"], cap=1,
    allowed=lambda s, f, i: (msg("{name} is controlled by the USSR", name=T.country(i))
                             if B.controls(s.inf, B.USSR, i) else None),
    outside=_outside,
    again=N_("one influence per country, {name} already has it"),
    log=lambda s, f, i, n: msg("{card}: the US adds 1 influence in {country}.",
                               card=T.card(CARD), country=T.country(i)),
    prompt=lambda s, f: ask_left(B.US, msg("{card}: add 1 influence in a Western European "
                                           "country not controlled by the USSR",
                                           card=T.card(CARD)), f["left"]))
