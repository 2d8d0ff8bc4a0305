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

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask_left, refusal

CARD = 28
KIND = "c028_suez"
TOTAL, PER_COUNTRY = 4, 2
COUNTRIES = tuple(B.INDEX[n] for n in ("France", "UK", "Israel"))


def _removable(state):
    return {i: min(PER_COUNTRY, state.inf[B.US][i]) for i in COUNTRIES}


def _loses(state, i, n):
    state.add_inf(B.US, i, -n)
    state.say(nmsg("{card}: the US loses {n} influence in {country}.",
                   "{card}: the US loses {n} influence in {country}.", n, card=T.card(CARD),
                   country=T.country(i)))


@event(CARD)
def suez_crisis(state, side):
    can = _removable(state)
    total = sum(can.values())
    if total == 0:
        state.say(msg("{card}: the US has no influence in France, the UK or Israel: no "
                      "effect.", card=T.card(CARD)))
        return
    if total <= TOTAL:
        for i, n in can.items():
            if n:
                _loses(state, i, n)
        return
    state.push({"kind": KIND, "side": side, "left": TOTAL, "done": []})


def _legal(state, f):
    return ["remove:" + B.NAMES[i] for i in COUNTRIES
            if state.inf[B.US][i] > 0 and f["done"].count(i) < PER_COUNTRY]


def _apply(state, f, action):
    i = B.INDEX[action.arg]
    f["done"].append(i)
    f["left"] -= 1
    _loses(state, i, 1)
    if f["left"] <= 0:
        state.pop()


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if not action.verb == "remove" or i is None:
        return refusal(CARD, msg("choose a country (remove:Country)"))
    if i not in COUNTRIES:
        return refusal(CARD, msg("only from France, the UK and Israel"))
    if f["done"].count(i) >= PER_COUNTRY:
        return refusal(CARD, msg("at most 2 influence from each country ({name})",
                                 name=T.country(i)))
    return refusal(CARD, msg("the US has no influence left in {name}", name=T.country(i)))


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: ask_left(B.USSR, msg("{card}: remove US influence from France, "
                                                  "the UK or Israel, at most 2 each",
                                                  card=T.card(CARD)), f["left"]),
         label=lambda s, f, a: msg("-1 in {country}", country=T.country_named(a.arg)))
