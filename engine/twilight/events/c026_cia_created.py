"""26 CIA Created (US, 1 op, starred).

Card: the USSR reveals its hand for this turn; the US then conducts operations with this
card.

Decisions:

* The Italian text ("Effettuate le operazioni con questa carta normalmente") makes the
  operations part of the event, not optional: they are used like normal operations
  (influence, realignment or coup; 6.0: all points must be used), with the US's
  modifiers (7.4.2 example 3: under Containment they are 2). When the USSR plays the card
  for operations the event is implemented by the US (5.2), so the US conducts these
  operations inside the USSR's action round (a coup counts as military operations for
  the US and a battleground coup degrades DEFCON at the US's responsibility).
* The reveal (D11 of docs/twilight/early_war_events.md): "for this turn" - the US view
  (``opponent_revealed``) shows the USSR's *current* hand until the end of the turn
  (``state.shown[USSR]["live"]``: cards played leave it, cards that enter the hand later
  in the turn are shown too); ``state.shown`` is cleared when the next turn begins. The
  USSR's view never shows the US hand. The log lists the hand at the moment of the event
  (the card makes it known to the US and the USSR knows its own hand); the headline card
  the USSR has already chosen is not part of the hand.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from .optional_ops import conduct_ops
from . import event

CARD = 26


@event(CARD)
def cia_created(state, side):
    # the reason is kept in the position (state.shown) as a message id
    state.reveal_hand(B.USSR, N_("CIA Created, for this turn"))
    state.shown[B.USSR]["live"] = True
    state.say(msg("{card}: the US conducts operations with this card.", card=T.card(CARD)))
    conduct_ops(state, B.US, CARD)        # the Deluxe text: optional
