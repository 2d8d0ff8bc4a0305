"""65 Camp David Accords (US, 2 ops, starred, underlined: stays in play; Mid War).

Card text (Italian list, same as the published card): the US gains 1 VP and receives 1
Influence in Israel, Jordan and Egypt. The Arab-Israeli War (13) event can no longer be
played.

Decisions:

* No choice: +1 VP and +1 US influence in each of the three countries, whoever played
  the card (5.2).
* The card stays face up in ``state.in_play`` (persistent). Arab-Israeli War reads
  ``65 in state.in_play`` (c013_arab_israeli_war, ``can_play`` "prohibited"): the USSR
  cannot choose its event, a US play of it for operations gets the operations only, a
  headline of it has no effect, and the card is discarded (5.2 example 2, 7.5). No
  effect entry is needed: the card in play is the prohibition.
* Used for operations or the Space Race by the US, the event does not happen and the
  Arab-Israeli War stays playable.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 65
TARGETS = tuple(B.INDEX[n] for n in ("Israel", "Jordan", "Egypt"))


@event(CARD)
def camp_david_accords(state, side):
    for i in TARGETS:
        state.add_inf(B.US, i, 1)
    state.say(msg("{card}: the US gains 1 influence in Israel, Jordan and Egypt; the {war} "
                  "can no longer be played as an event.", card=T.card(CARD), war=T.card(13)))
    state.gain_vp(B.US, 1, T.card(CARD))
