"""58 Cultural Revolution (USSR, 3 ops, starred).

Card text (Italian list, our paraphrase): the USSR claims the China Card, or gains 1 VP
if it already holds it. The published English card: if the US holds the China Card it
gives it to the USSR face up and available for play.

Decisions taken:

* US holder (face up or face down): the card passes to the USSR **face up**, playable in
  this very turn (9.4). The Italian "può reclamare" (may claim) is read with the English
  text as the event's effect, not a choice: claiming it never costs the USSR anything.
* USSR holder (face up, or face down after playing it this turn): the USSR gains 1 VP;
  the card stays as it is.
* Receiving the China Card is not playing it: Formosan Resolution stays in effect (it
  ends only when the US *plays* the China Card).
* A USSR event: the US playing it for operations gives the USSR its effect (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import china
from .. import terms as T
from . import event

CARD = 58


@event(CARD)
def cultural_revolution(state, side):
    holder = china.holder(state)
    if holder == B.US:
        state.say(msg("{card}: the USSR claims the China Card.", card=T.card(CARD)))
        china.transfer(state, B.USSR, face_up=True)
    elif holder == B.USSR:
        state.gain_vp(B.USSR, 1, msg("{card}: the USSR already holds the China Card",
                                     card=T.card(CARD)))
    else:
        state.say(msg("{card}: the China Card is being played; no effect.", card=T.card(CARD)))
