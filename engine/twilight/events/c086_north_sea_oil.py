"""86 North Sea Oil (US, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): OPEC (61) can no longer be played as an event.
The US may play 8 cards this turn.

Decisions taken:

* The OPEC ban is the effect ``north_sea_oil`` in ``state.effects`` (the name card 61
  OPEC's ``can_play`` reads: "prohibited", 7.5 and 5.2 third bullet). It lasts to the end
  of the game (nothing cancels it); the card lies face up beside the map
  (``state.in_play``, underlined in this edition). An OPEC event that happened before
  stays done.
* **8 cards this turn** = 8 action rounds for the US in the turn the event happens (the
  rulebook's action-round structure, 4.5 D: one card per action round). The effect
  ``c086_north_sea_oil_rounds`` (``until: turn``) raises the US total to 8 through the
  ``action_rounds`` hook; it expires at the end of the turn (4.5). The 8th round comes
  after the USSR's 7th, and it is optional ("may"): as with the Space Race ability, the
  US may pass it unless it holds a scoring card (``optional`` rounds beyond the normal
  count, play.py). Played in the US's 7th action round, it gives the US an 8th one at
  the end of the turn; if the USSR plays it for operations, the US gets its 8th round all
  the same (5.2: the US implements the event).
* **With the Space Race ability** (6.4.4, box 8 "may take 8 action rounds"): the two do
  not add up. Both set the number of action rounds to 8, neither adds one round; a US
  player holding the ability gains nothing more from this part of the card (the hook
  returns ``max(total, 8)``). If the USSR reaches box 8 later in the turn, the US loses
  the Space Race ability but keeps the 8 rounds of North Sea Oil.
* Headlined, the 8 rounds are for the turn that is starting.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 86
EFFECT = "north_sea_oil"                       # read by 61 OPEC
ROUNDS = "c086_north_sea_oil_rounds"
US_ROUNDS = 8                                  # the wording below says "8"


@event(CARD)
def north_sea_oil(state, side):
    state.effects[EFFECT] = {}
    state.effects[ROUNDS] = {"until": "turn"}
    state.say(msg("{card}: {opec} can no longer be played as an event; the US may play 8 "
                  "cards (action rounds) this turn.", card=T.card(CARD), opec=T.card(61)))


@hook("action_rounds", ROUNDS)
def _eight_rounds(state, side, total):
    return max(total, US_ROUNDS) if side == B.US else total
