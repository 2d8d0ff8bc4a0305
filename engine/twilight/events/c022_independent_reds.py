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

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 22
KIND = "c022_reds"
COUNTRIES = tuple(B.INDEX[n] for n in
                  ("Yugoslavia", "Romania", "Bulgaria", "Hungary", "Czechoslovakia"))


def _targets(state):
    return [i for i in COUNTRIES if state.inf[B.USSR][i] > state.inf[B.US][i]]


def _match(state, i):
    add = state.inf[B.USSR][i] - state.inf[B.US][i]
    state.add_inf(B.US, i, add)
    state.say(nmsg("{card}: the US adds {n} influence in {country}, equal to the USSR "
                   "({ussr}).",
                   "{card}: the US adds {n} influence in {country}, equal to the USSR "
                   "({ussr}).", add, card=T.card(CARD), country=T.country(i),
                   ussr=state.inf[B.USSR][i]))


@event(CARD)
def independent_reds(state, side):
    targets = _targets(state)
    if not targets:
        state.say(msg("{card}: the US already has as much influence as the USSR in "
                      "Yugoslavia, Romania, Bulgaria, Hungary and Czechoslovakia: no effect.",
                      card=T.card(CARD)))
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
    i = B.INDEX.get(action.arg)
    if not action.verb == "reds" or i is None:
        return refusal(CARD, msg("choose a country (reds:Country)"))
    if i not in COUNTRIES:
        return refusal(CARD, msg("only Yugoslavia, Romania, Bulgaria, Hungary or "
                                 "Czechoslovakia"))
    return refusal(CARD, msg("the US already has as much influence as the USSR in {name}",
                             name=T.country(i)))


def _label(state, f, action):
    i = B.INDEX[action.arg]
    return msg("{country} (+{n})", country=T.country(i),
               n=state.inf[B.USSR][i] - state.inf[B.US][i])


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: ask(B.US, msg("{card}: match the USSR influence in which "
                                           "country?", card=T.card(CARD))))
