"""83 The Iron Lady (US, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): add 1 USSR influence in Argentina; remove all
USSR influence from the United Kingdom; Socialist Governments (7) can no longer be played
as an event; the US gains 1 VP.

Decisions taken:

* No choice; in the printed order: +1 USSR in Argentina, the UK loses all its USSR
  influence, then the US gains 1 VP (the 20 VP check waits for the end of the event,
  10.3.1). The US implements it whoever played the card (5.2, 4.5 C).
* The ban on Socialist Governments is the card lying face up beside the map
  (``state.in_play``, underlined in this edition; the engine puts it there once the event
  has happened): card 7's ``can_play`` reads ``83 in state.in_play`` ("prohibited", 7.5 and
  5.2 third bullet: the USSR cannot play it as an event, and when the US plays it for
  operations its event does not happen; the card is discarded). Nothing cancels it.
* A Socialist Governments event that happened *before* The Iron Lady stays done (the
  card prevents later plays; it undoes nothing).
* Used for operations or the Space Race by the US, nothing happens and Socialist
  Governments stays playable.
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 83
ARGENTINA = B.INDEX["Argentina"]
UK = B.INDEX["UK"]


@event(CARD)
def the_iron_lady(state, side):
    state.add_inf(B.USSR, ARGENTINA, 1)
    lost = -state.add_inf(B.USSR, UK, -state.inf[B.USSR][UK])
    state.say(nmsg("{card}: the USSR gains 1 influence in Argentina and loses all its {n} "
                   "influence in the UK; {socialist} can no longer be played as an event.",
                   "{card}: the USSR gains 1 influence in Argentina and loses all its {n} "
                   "influence in the UK; {socialist} can no longer be played as an event.",
                   lost, card=T.card(CARD), socialist=T.card(7)))
    state.gain_vp(B.US, 1, T.card(CARD))
