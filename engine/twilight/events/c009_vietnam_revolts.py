"""9 Vietnam Revolts (USSR, 2 ops, starred).

Card text: add 2 USSR influence to Vietnam. For the rest of the turn the USSR gets +1
operation on a card whose operations are all used in Southeast Asia.

Decisions taken:

* The bonus is a temporary effect (``state.effects["c009_vietnam_revolts"]``, until the
  end of the turn, 4.5) read through the ``scope_bonus`` hook: +1 that counts only while
  every point of the card is spent in Southeast Asia (like the China Card's +1 in Asia,
  9.6; both apply together when all points go to Southeast Asia, 7.4 example).
* It is the USSR's only (7.4.1): any card the USSR uses for operations (its own, a US
  card, the China Card), for influence, realignment rolls or a coup (7.4.2: the coup roll
  and the military operations count the bonus). Never the US, never the Space Race, never
  operations granted by an event without a card.
* It stacks with the other modifiers (7.4; D3 of docs/twilight/early_war_events.md): the
  bonus is added to the card's value after the printed value and the ops modifiers
  (Red Scare/Purge, Brezhnev, limited to 1..4): China Card + Red Scare + Vietnam Revolts,
  all in Southeast Asia = 4 - 1 + 1 + 1 = 5 (7.4 example); a 1-op card under Red Scare
  = 1 + 1 = 2. Discard requirements (Blockade) do not count it (no region).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 9
EFFECT = "c009_vietnam_revolts"


@event(CARD)
def vietnam_revolts(state, side):
    i = B.INDEX["Vietnam"]
    state.add_inf(B.USSR, i, 2)
    state.say(msg("{card}: the USSR gains 2 influence in Vietnam.", card=T.card(CARD)))
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn USSR cards get +1 operation when all "
                  "their operations are used in Southeast Asia.", card=T.card(CARD)))


@hook("scope_bonus", EFFECT)
def _bonus(state, side, card):
    return [["Southeast Asia", 1]] if side == B.USSR else []
