"""92 Terrorism (both sides, 2 ops, not starred; Late War).

Card text (Italian list, our paraphrase): the opponent must discard one card at random.
If the USSR plays it while the Iranian Hostage Crisis is in effect, the US must discard
two. The events of the discarded cards do not happen.

Decisions taken:

* "The opponent" is the opponent of the player who plays the card as an event (a card of
  both sides: its player implements it, in an action round or in the headline, 4.5 C).
  It is never triggered by the opponent's operations (5.2 concerns one side's events).
* **Doubled against the US** (card 82 Iranian Hostage Crisis, effect
  ``iranian_hostage_crisis``): only when the USSR plays Terrorism as its event while that
  effect exists; the US then discards two cards at random (one if it holds only one).
  The US playing Terrorism makes the USSR discard one card, Hostage Crisis or not.
  An Iranian Hostage Crisis that happens *after* Terrorism changes nothing retroactively.
* **At random** among the cards of the opponent's hand, as Five Year Plan does (the
  China Card is never part of a hand and is never discarded by an event, 9.5): one die
  with as many faces as the hand has cards, index into the sorted hand
  (``c005_five_year_plan.pick_random``; tests force it with ``state.rng.force([k])``,
  k = 1 for the lowest-numbered card). For two cards, two such picks one after the other
  (the second among the cards left).
* The discarded cards go face up to the discard pile (public, logged); their events do
  not happen (5.4; a scoring card is not scored). An empty hand: nothing to discard, the
  event still counts as played (5.2, fourth bullet) and the card is discarded.
* A card discarded this way was not played: Flower Power, Defectors' VP and the like do
  not see it. A card the opponent owed to an action round (Missile Envy) that is
  discarded ends that obligation (c049 checks the hand).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event
from .c005_five_year_plan import pick_random
from .wording import titled

CARD = 92
HOSTAGE_CRISIS = "iranian_hostage_crisis"      # set by 82 Iranian Hostage Crisis


def discards_due(state, side: int) -> int:
    """Cards the opponent of ``side`` (the player of Terrorism) must discard."""
    return 2 if side == B.USSR and HOSTAGE_CRISIS in state.effects else 1


@event(CARD)
def terrorism(state, side):
    opp = 1 - side
    n = discards_due(state, side)
    if n == 2:
        state.say(msg("{card}: the {crisis} is in effect; the US must discard two cards at "
                      "random.", card=T.card(CARD), crisis=T.card(82)))
    for k in range(n):
        card = pick_random(state, opp)
        if card is None:
            if k:
                state.say(msg("{card}: the {side} has no more card to discard.",
                              card=T.card(CARD), side=T.side(opp)))
            else:
                state.say(msg("{card}: the {side} has no card to discard.",
                              card=T.card(CARD), side=T.side(opp)))
            return
        state.discard.append(card)
        state.say(msg("{card}: the {side} discards {discarded} at random (its event does not "
                      "happen, 5.4).", card=T.card(CARD), side=T.side(opp),
                      discarded=titled(card)))
