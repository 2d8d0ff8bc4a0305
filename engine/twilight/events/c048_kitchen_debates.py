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
* **Deluxe edition**: the card reads "If the US controls more Battleground countries than
  the USSR, the US player uses this Event to poke their opponent in the chest and receive
  2 VP": the event is *used* only under that condition, like Star Wars' "If the US is
  ahead on the Space Race" (5.2 example 4: no effect, the card goes to the discard pile).
  So in a Deluxe game the condition is a prerequisite (``can_play``, 7.5): without it the
  US cannot choose the event, the USSR playing the card for operations triggers nothing
  and the card is discarded, not removed. The twenty real Deluxe games show exactly this
  (docs/twilight/editions.md section 3: every logged Kitchen Debates event gives 2 VP,
  the card played for operations by the USSR without the condition is discarded and
  comes back after a reshuffle: tsreplayer_29, _50, _70).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from . import event
from .wording import refusal

CARD = 48
VP = 2


def battlegrounds(state, side: int) -> int:
    """Battleground countries ``side`` controls now."""
    return sum(1 for i in range(B.N) if B.BATTLEGROUND[i] and B.controls(state.inf, side, i))


def _deluxe_prerequisite(state, side):
    """Deluxe text: the event is used only if the US controls more battlegrounds."""
    if not C.is_deluxe(state.options):
        return None
    if battlegrounds(state, B.US) > battlegrounds(state, B.USSR):
        return None
    return ("prerequisite", refusal(CARD, msg("the US must control more battleground "
                                              "countries than the USSR (Deluxe text)")))


@event(CARD, can_play=_deluxe_prerequisite)
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
