"""60 U2 Incident (USSR, 3 ops, starred).

Card text (Italian list): gain 1 VP. If UN Intervention is played as an event later this
turn, gain one more VP. (Published card: "either by the US or the USSR".)

Decisions taken:

* The USSR gains 1 VP at once (the implementer: also when the US plays the card for
  operations, 5.2, or headlines it).
* For the rest of the turn (``until: turn``), the first time UN Intervention (32) is
  played as an event, by either side, the USSR gains 1 more VP: once (the text gives "one
  more VP"), when UN Intervention has been fully played (the ``card_played`` hook with
  ``how`` "event"). UN Intervention used for operations or the Space Race does not count,
  nor does one played before U2 Incident ("later this turn").
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 60
EFFECT = "c060_u2_incident"
UN_INTERVENTION = 32


@event(CARD)
def u2_incident(state, side):
    state.gain_vp(B.USSR, 1, T.card(CARD))
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: if {un} is played as an event later this turn, the USSR gains 1 "
                  "more VP.", card=T.card(CARD), un=T.card(UN_INTERVENTION)))


@hook("card_played", EFFECT)
def _un_played(state, player, card, how):
    if card == UN_INTERVENTION and how == "event":
        del state.effects[EFFECT]
        state.gain_vp(B.USSR, 1, msg("{card}: {un} played as an event", card=T.card(CARD),
                                     un=T.card(UN_INTERVENTION)))
