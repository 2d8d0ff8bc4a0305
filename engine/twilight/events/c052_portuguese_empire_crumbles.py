"""52 Portuguese Empire Crumbles (USSR, 2 ops, starred; Mid War).

Card text (Italian list, same as the published card): add 2 USSR Influence to the
Southeast African States and 2 to Angola.

Decisions:

* No choice: +2 in each country, whoever played the card (5.2: the USSR implements it,
  also when the US plays the card for operations or headlines it). Influence placed by an
  event ignores adjacency and control (6.1.1 exception; G5 of
  docs/twilight/early_war_events.md).
* Starred: removed from the game once its event has happened (2.2.4, automatic).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 52
TARGETS = (B.INDEX["SE African States"], B.INDEX["Angola"])
AMOUNT = 2                  # the wording below says "2"


@event(CARD)
def portuguese_empire_crumbles(state, side):
    for i in TARGETS:
        state.add_inf(B.USSR, i, AMOUNT)
    state.say(msg("{card}: the USSR gains 2 influence in SE African States and 2 in Angola.",
                  card=T.card(CARD)))
