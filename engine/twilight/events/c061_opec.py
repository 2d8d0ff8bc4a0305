"""61 OPEC (USSR, 3 ops, not starred; Mid War).

Card text (Italian list, same as the published card): the USSR gains 1 VP for each of
Egypt, Iran, Libya, Saudi Arabia, Iraq, Gulf States and Venezuela it controls. Not
playable as an event once North Sea Oil (86) is in effect.

Decisions:

* Control is counted when the event happens (2.1.7); no control, no VP (the event still
  counts as played, 5.2 example 3). The VP go to the USSR whoever played the card (5.2).
* North Sea Oil (86, Late War): while it is in effect (the effect ``north_sea_oil``, or
  86 face up in ``state.in_play`` since it is an underlined card) ``can_play`` returns
  "prohibited": the USSR cannot choose the event, a US play for operations gets the
  operations only, a headline has no effect, and the card is discarded (5.2, 7.5).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event
from .wording import refusal

CARD = 61
NORTH_SEA_OIL = 86
NORTH_SEA_OIL_EFFECT = "north_sea_oil"
OIL = tuple(B.INDEX[n] for n in ("Egypt", "Iran", "Libya", "Saudi Arabia", "Iraq",
                                  "Gulf States", "Venezuela"))


def _can_play(state, side):
    if NORTH_SEA_OIL_EFFECT in state.effects or NORTH_SEA_OIL in state.in_play:
        return ("prohibited", refusal(CARD, msg("{card} (86) is in effect; the event can no "
                                                "longer be played",
                                                card=T.card(NORTH_SEA_OIL))))
    return None


@event(CARD, can_play=_can_play)
def opec(state, side):
    held = [i for i in OIL if B.controls(state.inf, B.USSR, i)]
    if held:
        state.say(nmsg("{card}: the USSR controls {countries} of the oil countries: {n} VP.",
                       "{card}: the USSR controls {countries} of the oil countries: {n} VP.",
                       len(held), card=T.card(CARD),
                       countries=[T.country(i) for i in held]))
    else:
        state.say(msg("{card}: the USSR controls none of the oil countries: 0 VP.",
                      card=T.card(CARD)))
    state.gain_vp(B.USSR, len(held), T.card(CARD))
