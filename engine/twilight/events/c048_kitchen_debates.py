"""48 Kitchen Debates (US, 1 op, starred).

Card text (Italian list, our paraphrase): if the US controls more battleground countries
than the USSR, the US gains 2 VP (the published English card adds that the US pokes its
opponent in the chest).

Decisions taken:

* Battlegrounds of the whole map (2.1.4), counted when the event happens; control per
  2.1.7. Formosan Resolution makes Taiwan a battleground only when Asia is scored: not
  here.
* A tie or fewer: the event has no effect, but it was played (5.2 example 3): the card
  is removed all the same (starred). The poke is in the log.
* A US event: the USSR playing it for operations gives the US the VP if it qualifies
  (5.2).
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 48
VP = 2


def battlegrounds(state, side: int) -> int:
    """Battleground countries ``side`` controls now."""
    return sum(1 for i in range(B.N) if B.BATTLEGROUND[i] and B.controls(state.inf, side, i))


@event(CARD)
def kitchen_debates(state, side):
    us, ussr = battlegrounds(state, B.US), battlegrounds(state, B.USSR)
    if us > ussr:
        state.say(nmsg("{card}: the US controls {n} battleground, the USSR {ussr}; the US "
                       "pokes the USSR in the chest.",
                       "{card}: the US controls {n} battlegrounds, the USSR {ussr}; the US "
                       "pokes the USSR in the chest.", us, card=T.card(CARD), ussr=ussr))
        state.gain_vp(B.US, VP, T.card(CARD))
    else:
        state.say(nmsg("{card}: the US controls {n} battleground, the USSR {ussr}: no effect.",
                       "{card}: the US controls {n} battlegrounds, the USSR {ussr}: no effect.",
                       us, card=T.card(CARD), ussr=ussr))
