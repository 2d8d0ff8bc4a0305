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

from .. import board as B
from . import event

CARD = 52
TARGETS = (B.INDEX["SE African States"], B.INDEX["Angola"])
AMOUNT = 2


@event(CARD)
def portuguese_empire_crumbles(state, side):
    for i in TARGETS:
        state.add_inf(B.USSR, i, AMOUNT)
    state.say(f"Portuguese Empire Crumbles: the USSR gains {AMOUNT} influence in "
              f"{B.NAMES[TARGETS[0]]} and {AMOUNT} in {B.NAMES[TARGETS[1]]}.")
