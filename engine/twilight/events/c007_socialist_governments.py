"""7 Socialist Governments (USSR, 3 ops; not starred).

Card text: remove a total of 3 US influence from Western Europe, at most 2 per country.
Not playable as an event while The Iron Lady (83, Late War, persistent) is in effect.

Decisions taken:

* The USSR (the implementer) chooses the points one at a time among the countries of
  Western Europe (Austria and Finland included, 2.1.1) where the US has influence.
  Fewer than 3 removable points: all of them are removed; none: no effect (still played).
* The Iron Lady check is ``83 in state.in_play`` (a ``can_play`` "prohibited" reason):
  the event is not offered (7.5), and when the US plays the card for operations the
  event does not happen (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event, push_remove

CARD = 7
IRON_LADY = 83


def _iron_lady(state, side):
    if IRON_LADY in state.in_play:
        return ("prohibited", msg("{card} (83) is in effect: {event} cannot be played as an "
                                  "event", card=T.card(IRON_LADY), event=T.card(CARD)))
    return None


@event(CARD, can_play=_iron_lady)
def socialist_governments(state, side):
    targets = [i for i in B.REGION_COUNTRIES["Western Europe"] if state.inf[B.US][i] > 0]
    if not targets:
        state.say(msg("{card}: no US influence in Western Europe.", card=T.card(CARD)))
        return
    push_remove(state, side, 3, targets, whose=B.US, max_per=2)
