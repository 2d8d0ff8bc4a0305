"""84 Reagan Bombs Libya (US, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): the US gains 1 VP for every 2 USSR influence in
Libya.

Decisions taken:

* VP = USSR influence in Libya divided by 2, rounded down (1 influence gives nothing,
  5 give 2), counted when the event happens. Influence is not removed.
* No USSR influence (or just 1): no VP; the event still counts as played and the card is
  removed (5.2, fourth bullet; example 3). The US gains the VP whoever played the card
  (5.2, 4.5 C); the 20 VP check waits for the end of the event (10.3.1).
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 84
LIBYA = B.INDEX["Libya"]


@event(CARD)
def reagan_bombs_libya(state, side):
    n = state.inf[B.USSR][LIBYA]
    vp = n // 2
    if not vp:
        state.say(nmsg("{card}: the USSR has {n} influence in Libya; no VP.",
                       "{card}: the USSR has {n} influence in Libya; no VP.", n,
                       card=T.card(CARD)))
        return
    state.gain_vp(B.US, vp, nmsg("{card}, {n} USSR influence in Libya",
                                 "{card}, {n} USSR influence in Libya", n, card=T.card(CARD)))
