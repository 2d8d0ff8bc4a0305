"""62 "Lone Gunman" (USSR, 1 op, starred).

Card text (Italian list, our paraphrase): the US reveals its hand; then operations are
conducted with this card normally.

Decisions taken:

* **The reveal** is a one-time look (unlike CIA Created, the card says nothing about the
  rest of the turn): ``state.reveal_hand(US)`` records the US hand *as it is now* in
  ``state.shown[US]``; the USSR view lists those cards (``opponent_revealed``) until the
  next turn begins, and cards the US draws or receives later are not shown. The log
  names them (the card makes them known to the USSR and the US knows its own hand). In
  the headline phase the US headline card, already chosen, is not part of the hand.
* **The operations** are the USSR's, with this card (as CIA Created for the US): 1
  operation with the USSR's modifiers (7.4.1: Brezhnev Doctrine +1, Red Scare/Purge -1,
  at least 1; the China Card's Asia bonus does not apply), used normally: influence,
  realignment or a coup (a coup counts military operations; DEFCON limits, NATO and the
  like apply). Not the Space Race (the event grants operations, it does not play the
  card for the Space Race). They are part of the event ("sono effettuate operazioni
  normalmente"; the 2015 English wording's "may use" is not followed, as for CIA
  Created): 6.0, all points used.
* The US playing it for operations (5.2): the USSR implements the event in the US action
  round, the reveal and the USSR's operation included; a battleground coup lowers DEFCON
  at the US's responsibility (the card's player, 8.1.3, as CIA Created, D6).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from .optional_ops import conduct_ops
from . import event

CARD = 62


@event(CARD)
def lone_gunman(state, side):
    # the reason is kept in the position (state.shown) as a message id
    state.reveal_hand(B.US, N_("Lone Gunman"))
    state.say(msg("{card}: the USSR conducts operations with this card.", card=T.card(CARD)))
    conduct_ops(state, B.USSR, CARD)      # the Deluxe text: optional
