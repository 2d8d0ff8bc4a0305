"""5 Five Year Plan (US, 3 ops; not starred).

Card text: the USSR discards a card at random. If it bears a US event, that event
happens at once; a USSR event or an event of both sides (scoring cards included, 5.4) is
discarded without effect.

Decisions taken:

* "At random" among the cards of the USSR hand (the China Card is never part of a hand
  and is never discarded by an event, 9.5). The card is picked with one die of as many
  faces as the hand has cards, index into the sorted hand, so tests can force it with
  ``state.rng.force([k])`` (k = 1 for the lowest-numbered card).
* An empty USSR hand: the event has no effect (still played, 5.2).
* The discarded card is public (it goes face up to the discard pile or is played): it is
  logged. The rest of the hand stays secret.
* A US event on the discarded card is resolved like a card played for its event by the
  US (``play.resolve_event``, implementer the US): starred cards are removed, persistent
  ones stay in play, a card whose event is prohibited or lacks its prerequisite (NATO
  without Marshall Plan / Warsaw Pact, 5.2, 7.5) does not happen and is discarded.
* The entry of the triggered card in ``state.resolving`` records ``discarded_from``
  (the USSR): 103 Defectors gives the US its VP when it is discarded this way during a
  Soviet action round (see its docstring for the ruling).
* DEFCON responsibility (8.1.3, "usually the phasing player"): a DEFCON drop caused by
  the triggered event is blamed on the player of Five Year Plan (e.g. Five Year Plan
  played as event by the US at DEFCON 2 discarding Duck and Cover: the US loses; played
  for operations by the USSR: the USSR loses).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import cards as C
from .. import terms as T
from . import event
from .wording import titled

CARD = 5


def pick_random(state, side: int):
    """Take a card at random out of ``side``'s hand (None if empty)."""
    hand = sorted(state.hands[side])
    if not hand:
        return None
    card = hand[state.rng.die(len(hand)) - 1]
    state.hands[side].remove(card)
    state.reveal()
    return card


@event(CARD)
def five_year_plan(state, side):
    card = pick_random(state, B.USSR)
    if card is None:
        state.say(msg("{card}: the USSR has no card to discard.", card=T.card(CARD)))
        return
    if C.SIDE[card] == B.US:
        state.say(msg("{card}: the USSR discards {discarded} at random; it is a US event and "
                      "happens now.", card=T.card(CARD), discarded=titled(card)))
        from ..play import resolve_event
        owner = state.defcon_owner
        resolve_event(state, card, B.US)
        state.resolving[-1]["discarded_from"] = B.USSR   # 103 Defectors reads it
        state.defcon_owner = owner               # 8.1.3: Five Year Plan's player
        return
    state.discard.append(card)
    if C.SCORING[card]:
        text = msg("{card}: the USSR discards {discarded} at random; a scoring card, its "
                   "event does not happen (5.4).", card=T.card(CARD), discarded=titled(card))
    elif C.SIDE[card] == B.USSR:
        text = msg("{card}: the USSR discards {discarded} at random; a USSR event, its "
                   "event does not happen (5.4).", card=T.card(CARD), discarded=titled(card))
    else:
        text = msg("{card}: the USSR discards {discarded} at random; an event of both "
                   "sides, its event does not happen (5.4).", card=T.card(CARD),
                   discarded=titled(card))
    state.say(text)
