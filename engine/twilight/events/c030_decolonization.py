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

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 30
KIND = "c030_decolonization"
COUNTRIES = tuple(sorted(set(B.REGION_COUNTRIES["Africa"])
                         | set(B.REGION_COUNTRIES["Southeast Asia"])))


@event(CARD)
def decolonization(state, side):
    state.say(msg("{card}: the USSR adds 1 influence to each of 4 countries in Africa and/or "
                  "Southeast Asia.", card=T.card(CARD)))
    state.push({"kind": KIND, "side": side, "left": 4, "done": []})


influence_decision(
    KIND, verb="decol", rule=rule(CARD), whose=B.USSR, countries=COUNTRIES, cap=1,
    outside=N_("{name} is neither in Africa nor in Southeast Asia"),
    again=N_("{name} already received its point (4 different countries)"),
    log=gains_one(CARD, B.USSR),
    label=lambda s, f, i: msg("+1 USSR in {country}", country=T.country(i)),
    prompt=lambda s, f: ask_left(B.USSR, msg("{card}: add 1 influence to a country in Africa "
                                             "or Southeast Asia", card=T.card(CARD)), f["left"]))
