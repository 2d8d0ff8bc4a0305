'''97 "An Evil Empire" (US, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): cancels (or prevents) Flower Power. The US
gains 1 VP.

Decisions taken:

* **Cancels Flower Power** (59): if it is in play, it leaves ``state.in_play`` for the
  removed cards (a starred event that happened) and its effect ``flower_power`` ends:
  from then on a war card played by the US gives the USSR nothing. VP Flower Power gave
  before stay.
* **Prevents**: the event sets the lasting effect ``an_evil_empire`` and the card lies
  face up beside the map (underlined in this edition, ``carddata``); from then on Flower
  Power's ``can_play`` refuses its event ("prohibited", 7.5: the USSR cannot choose it,
  the US playing it for operations triggers nothing, a headlined Flower Power has no
  effect and is discarded, not removed).
* The US gains 1 VP whoever played the card (5.2, 4.5 C); the 20 VP check waits for the
  end of the event (10.3.1).
'''

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event

CARD = 97
EFFECT = "an_evil_empire"                      # read by 59 Flower Power
FLOWER_POWER = 59
FLOWER_POWER_EFFECT = "flower_power"
VP = 1


@event(CARD)
def an_evil_empire(state, side):
    if FLOWER_POWER in state.in_play or FLOWER_POWER_EFFECT in state.effects:
        if FLOWER_POWER in state.in_play:
            state.in_play.remove(FLOWER_POWER)
            state.removed.append(FLOWER_POWER)
        state.effects.pop(FLOWER_POWER_EFFECT, None)
        state.say(msg('"{card}" cancels {flower}: the card is removed from the game; US war '
                      'cards no longer give the USSR VP.', card=T.card(CARD),
                      flower=T.card(FLOWER_POWER)))
    state.effects[EFFECT] = {}
    state.say(msg('"{card}": {flower} can no longer be played as an event.', card=T.card(CARD),
                  flower=T.card(FLOWER_POWER)))
    state.gain_vp(B.US, VP, T.card(CARD))
