"""55 Willy Brandt (USSR, 2 ops, starred, underlined: stays in play; Mid War).

Card text (Italian list): the USSR gains 1 VP and receives 2 Influence in West Germany.
Cancels NATO for West Germany. Cancelled by Tear Down This Wall (96).

Decisions:

* **2 influence, as the Italian list prints it.** The published English card of this
  printing gives 1 Influence; the Italian rules decide for this project (as for Korean
  War, decision D1 of docs/twilight/early_war_events.md), so the amount is the constant
  ``INFLUENCE`` (2). The worked example of play (turn 4, USSR 6) mentions only the VP.
* The VP and the influence go to the USSR whoever played the card (5.2: the USSR
  implements it, also when the US plays it for operations or headlines it). The 20 VP
  check waits for the end of the event (10.3.1).
* NATO (21): the card stays face up in ``state.in_play`` (persistent), which is what
  NATO's protection reads (``c021_nato.protects``): from then on a US-controlled West
  Germany may be couped / realigned by the USSR (and attacked by Brush War), while
  NATO keeps protecting the other US-controlled European countries. Played before NATO,
  it works the same once NATO arrives.
* Tear Down This Wall (96, Late War) cancels it: it must delete the effect
  ``willy_brandt`` (``EFFECT``) from ``state.effects`` and take 55 out of
  ``state.in_play`` (to the removed cards: a starred event that happened); NATO's
  protection of West Germany then comes back by itself. "Prevents" (the published
  text): once Tear Down This Wall is in effect (96 in ``state.in_play``, or an effect
  ``tear_down_this_wall``) the event cannot be played (``can_play`` "prohibited": 5.2,
  7.5; the card is discarded, not removed).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event
from .wording import refusal

CARD = 55
EFFECT = "willy_brandt"
TEAR_DOWN_THIS_WALL = 96
TEAR_DOWN_EFFECT = "tear_down_this_wall"
WEST_GERMANY = B.INDEX["West Germany"]
INFLUENCE = 2               # the wording below says "2"
DELUXE_INFLUENCE = 1        # the Deluxe card (docs/twilight/editions.md section 3)
VP = 1


def _can_play(state, side):
    if TEAR_DOWN_THIS_WALL in state.in_play or TEAR_DOWN_EFFECT in state.effects:
        return ("prohibited", refusal(CARD, msg("{card} (96) is in effect; the event can no "
                                                "longer be played",
                                                card=T.card(TEAR_DOWN_THIS_WALL))))
    return None


@event(CARD, can_play=_can_play)
def willy_brandt(state, side):
    state.effects[EFFECT] = {}
    if state.options.get("edition") == "deluxe":     # the Deluxe card: 1 influence
        state.add_inf(B.USSR, WEST_GERMANY, DELUXE_INFLUENCE)
        state.say(msg("{card}: the USSR gains 1 influence in West Germany; {nato} no longer "
                      "protects West Germany.", card=T.card(CARD), nato=T.card(21)))
    else:
        state.add_inf(B.USSR, WEST_GERMANY, INFLUENCE)
        state.say(msg("{card}: the USSR gains 2 influence in West Germany; {nato} no longer "
                      "protects West Germany.", card=T.card(CARD), nato=T.card(21)))
    state.gain_vp(B.USSR, VP, T.card(CARD))
