"""71 Nixon Plays the China Card (US, 2 ops, starred).

Card text (Italian list, our paraphrase): if the US holds the China Card it gains 2 VP;
otherwise the US receives the China Card now, face down and not playable at once.

Decisions taken:

* USSR holder (face up or down): the card passes to the US **face down** (the card's
  exception to 9.4); 4.5 G turns it face up at the end of the turn, so the US can play it
  from the next turn on.
* US holder (face up or face down): the US gains 2 VP, the card stays as it is.
* Receiving the China Card is not playing it: Formosan Resolution stays in effect until
  the US plays the China Card (then it is discarded, card 101).
* A US event: the USSR playing it for operations hands the China Card to the US (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import china
from .. import terms as T
from . import event

CARD = 71


@event(CARD)
def nixon_plays_the_china_card(state, side):
    holder = china.holder(state)
    if holder == B.US:
        state.gain_vp(B.US, 2, msg("{card}: the US already holds it", card=T.card(CARD)))
    elif holder == B.USSR:
        state.say(msg("{card}: the USSR gives the China Card to the US, face down (playable "
                      "from the next turn).", card=T.card(CARD)))
        china.transfer(state, B.US, face_up=False)
    else:
        state.say(msg("{card}: the China Card is being played; no effect.", card=T.card(CARD)))
