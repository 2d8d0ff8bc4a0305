"""66 Puppet Governments (US, 2 ops, starred; Mid War).

Card text (Italian list, same as the published card): the US adds 1 Influence in three
countries that currently hold no Influence of either side.

Decisions:

* The US (the implementer, whoever played the card: 5.2) picks 3 countries, one at a
  time (``inf:Country``), +1 each. Each must hold no influence of either superpower at
  the moment it is picked ("currently"); a country picked once then holds US influence,
  so three *different* countries. Any region; adjacency does not matter (6.1.1
  exception, G5). With fewer than 3 empty countries left, the event ends after the
  last one.
* Starred: removed once the event has happened (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 66
COUNTRIES = list(range(B.N))


@event(CARD)
def puppet_governments(state, side):
    state.push({"kind": "c066_place", "side": side, "left": 3, "done": []})


def _empty_country(state, f, i):
    if state.inf[B.USSR][i] or state.inf[B.US][i]:
        return msg("{name} already holds influence (USSR {ussr}, US {us}); only countries "
                   "with no influence of either side", name=T.country(i),
                   ussr=state.inf[B.USSR][i], us=state.inf[B.US][i])
    return None


def _empty(state, f):
    if f["left"] == 3:
        state.say(msg("{card}: no country is free of influence; no effect.",
                      card=T.card(CARD)))


influence_decision(
    "c066_place", rule=rule(CARD), whose=B.US, countries=COUNTRIES, cap=1,
    allowed=_empty_country, empty=_empty,
    again=N_("1 influence in each of 3 different countries ({name} already has it)"),
    log=gains_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.US, msg("{rule}: add 1 influence in a country with no "
                                           "influence of either side", rule=rule(CARD)),
                                 f["left"]))
