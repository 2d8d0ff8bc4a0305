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

from .. import board as B
from . import event, influence_decision

CARD = 66
RULE = "66 Puppet Governments"
COUNTRIES = list(range(B.N))


@event(CARD)
def puppet_governments(state, side):
    state.push({"kind": "c066_place", "side": side, "left": 3, "done": []})


def _empty_country(state, f, i):
    if state.inf[B.USSR][i] or state.inf[B.US][i]:
        return (f"{B.NAMES[i]} already holds influence (USSR {state.inf[B.USSR][i]}, "
                f"US {state.inf[B.US][i]}); only countries with no influence of either "
                f"side")
    return None


def _empty(state, f):
    if f["left"] == 3:
        state.say("Puppet Governments: no country is free of influence; no effect.")


influence_decision(
    "c066_place", rule=RULE, whose=B.US, countries=COUNTRIES, cap=1,
    allowed=_empty_country, empty=_empty,
    again="1 influence in each of 3 different countries ({name} already has it)",
    log=lambda s, f, i, n: f"Puppet Governments: the US gains 1 influence in "
                           f"{B.NAMES[i]}.",
    prompt=lambda s, f: f"US: {RULE}: add 1 influence in a country with no influence of "
                        f"either side ({f['left']} left)")
