"""67 Grain Sales to Soviets (US, 2 ops, not starred).

Card text (Italian list, our paraphrase): take a card at random from the USSR hand; play
it or give it back. If it is given back, conduct operations with this card normally.

Decisions taken:

* **The random card**: one die with as many faces as the USSR hand has cards, index into
  the sorted hand (``s.rng.force([k])`` picks the k-th lowest card number, as Five Year
  Plan). The China Card is never part of a hand (9.5). In the headline phase the USSR
  headline card, already chosen, is not in the hand.
* **Who sees it**: the US looks at the card; the USSR knows which of its cards was
  taken. So the log names it, the US decision names it, and the US view lists it among
  the USSR's known cards (``state.shown[USSR]``, merged with an earlier reveal; a "live"
  CIA Created reveal is left as it is) until the next turn begins. Nothing else of the
  USSR hand is shown. While the US decides, the card stays in the USSR hand (the frame
  only names it).
* ``grain:play``: the US plays the card as its own, in this action round: it leaves the
  USSR hand and the US chooses its use among those the card allows the US (7.1: event if
  it bears a US event or an event of both sides; operations, and then a USSR event on it
  happens, 5.2; the Space Race if 6.4 allows, counting as this turn's attempt; a scoring
  card is scored). The US is the card's player: its DEFCON drops are the US's (8.1.3),
  Defectors played this way gives no VP (not played by the USSR). Then the card goes
  where a played card goes (discard, removed if starred and its event happened, in play).
* ``grain:return``: the card goes back (it never left the USSR hand) and the US conducts
  operations with Grain Sales ("usatela per effettuare le operazioni normalmente": part
  of the event, as CIA Created; the 2015 English "may" is not followed): 2 with the US's
  modifiers (Containment +1, Red Scare/Purge -1, 7.4.1), influence, realignment or
  coup, all points used (6.0).
* **Empty USSR hand**: nothing to take; the US conducts the operations (the card's
  "return" case; the later printings' text says so).
* A US event: the USSR playing it for operations lets the US do all this inside the USSR
  action round (5.2).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from .optional_ops import conduct_ops
from ..rules import call
from . import event, push_choice
from .wording import rule, titled

CARD = 67


def pick_random(state, side: int):
    """A card of ``side``'s hand chosen at random (left in the hand), or None."""
    hand = sorted(state.hands[side])
    if not hand:
        return None
    return hand[state.rng.die(len(hand)) - 1]


def show_one(state, side: int, card: int, why: str) -> None:
    """The opponent of ``side`` now knows that ``card`` is in ``side``'s hand (``why``: a
    message id, kept in the position)."""
    sh = state.shown[side]
    if sh is None:
        state.shown[side] = {"cards": [card], "why": why}
    elif not sh.get("live") and card not in sh["cards"]:
        sh["cards"] = sorted(sh["cards"] + [card])
    state.reveal()


@event(CARD)
def grain_sales(state, side):
    card = pick_random(state, B.USSR)
    if card is None:
        state.say(msg("{card}: the USSR has no card; the US conducts operations with this "
                      "card.", card=T.card(CARD)))
        conduct_ops(state, B.US, CARD)      # the Deluxe text: optional
        return
    show_one(state, B.USSR, card, N_("Grain Sales to Soviets"))
    state.say(msg("{card}: the US takes {taken} at random from the USSR hand.",
                  card=T.card(CARD), taken=titled(card)))
    taken, grain = T.card(card), T.card(CARD)
    push_choice(state, B.US, ["grain:play", "grain:return"], "c067_choice",
                labels={"grain:play": N_("Play {card}"),
                        "grain:return": N_("Return {card} and use the operations of {grain}")},
                label_args={"grain:play": {"card": taken},
                            "grain:return": {"card": taken, "grain": grain}},
                prompt=N_("{rule}: you took {card}: play it, or return it and conduct "
                          "operations with {grain}"),
                prompt_args={"rule": rule(CARD), "card": titled(card), "grain": grain},
                card=card)


@call("c067_choice")
def _choice(state, f):
    card = f["frame"]["card"]
    if f["frame"]["choice"] == "grain:return":
        state.say(msg("{grain}: the US returns {card} to the USSR and conducts operations "
                      "with {grain}.", grain=T.card(CARD), card=titled(card)))
        conduct_ops(state, B.US, CARD)      # the Deluxe text: optional
        return
    from ..play import begin_card
    state.hands[B.USSR].remove(card)
    state.say(msg("{grain}: the US plays {card}.", grain=T.card(CARD), card=titled(card)))
    begin_card(state, B.US, card)
    state.push({"kind": "use", "side": B.US, "card": card})
