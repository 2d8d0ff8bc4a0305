"""98 Aldrich Ames (USSR, 4 ops, starred; Late War).

Card text (Italian list, our paraphrase): the US player must show his hand. The USSR
player then sets the order of the US cards, and the US player must play them in that
order. The US player may not play the China Card for the whole turn.

Which text: the extraction of the Italian list runs card 98 into its neighbours (its
last words, "Carta della Cina per tutto il turno", land on the next page), but the
sentence is whole once put back together, and it is the text of this printing: the
*original* Aldrich Ames, a 4-operations card (header "98 4"). Its co-designer Ananda
Gupta describes that original card as letting the Soviet player dictate the order in
which the US plays its cards, later replaced, because it slowed games down, by the
Deluxe "Aldrich Ames Remix" (3 ops: the US hand shown for the turn and the USSR discards
one card of it); see "My Favorite Card: Ananda Gupta on Aldrich Ames Remix",
sdhist.com. The Remix text is not this printing's and is **not** implemented.

Decisions taken:

* **The reveal**: the US hand at the moment the event happens is shown to the USSR
  (``state.reveal_hand``; logged, as every reveal). Cards that enter the US hand later
  are not shown. A card being played (Aldrich Ames itself when the US plays it for
  operations, a headline) is not in the hand.
* **The order**: the USSR (the implementer, whoever played the card: 5.2, 4.5 C) picks
  the revealed cards one at a time (``order:N``: "this card is the next to be played");
  the last card needs no choice. Scoring cards are ordered like the others.
* **Playing in that order** (effect ``c098_aldrich_ames``, ``until: turn``): at each US
  action round that follows, the US card played must be the first card of that order
  still in the US hand (cards that left the hand otherwise, e.g. discarded by
  Terrorism, are skipped). How the card is used is the US's choice as usual (event,
  operations, Space Race; 5.2 for an opponent's event). Cards that entered the US hand
  after the order was set come after the whole order: the US may play them freely once
  no ordered card is left. Cards the US has no round for are held as usual (4.5 D);
  the order ends with the turn (the card speaks of this turn), so held cards are free
  the next turn. The US's action rounds are taken over (``action_round_start``) by a
  play decision that offers only the allowed cards (``card:N``).
* **The China Card** cannot be played by the US for the rest of the turn (in every US
  action round, whether ordered cards remain or not). A US whose hand is empty then
  passes its action round.
* **10.1.5 over the card text** (5.5): an event never forces a player to hold a scoring
  card. When the US holds as many scoring cards as it has action rounds left (this one
  included), it may play any of its scoring cards instead of the next ordered card (as
  Quagmire does, c042).
* An optional action round (the Space Race's 8th, North Sea Oil) may be passed as usual
  (``pass``), unless the US holds a scoring card.
* **Other effects taking a US round over come first**: a Quagmire trap (the round is a
  discard, not a card play) and Missile Envy's obligation (the round must play Missile
  Envy for operations); the order resumes at the next round.
* A US hand of zero or one card: nothing to order (one card: it is the order).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..play import begin_card
from ..rules import decision, hook
from . import event
from .wording import ask, refusal, titled

CARD = 98
EFFECT = "c098_aldrich_ames"
ORDER = "c098_order"
PLAY = "c098_play"
QUAGMIRE = "c042_quagmire"                      # 42 Quagmire's trap (its data: "side")


@event(CARD)
def aldrich_ames(state, side):
    # the reason is kept in the position (state.shown) as a message id
    state.reveal_hand(B.US, N_("98 Aldrich Ames"))
    cards = sorted(state.hands[B.US])
    state.effects[EFFECT] = {"until": "turn", "order": []}
    state.say(msg("{card}: the US may not play the China Card this turn.", card=T.card(CARD)))
    if len(cards) <= 1:
        state.effects[EFFECT]["order"] = cards
        if cards:
            state.say(msg("{card}: the US has one card, {only}.", card=T.card(CARD),
                          only=titled(cards[0])))
        return
    state.push({"kind": ORDER, "side": B.USSR, "left": cards})


# ---------------------------------------------------------------- the USSR sets the order
def _numbered(k: int, card: int):
    """``"2. Fidel (8)"``: a card and its place in the order."""
    return msg("{k}. {card}", k=k, card=titled(card))


def _order_apply(state, f, action):
    order = state.effects[EFFECT]["order"]
    card = action.number
    f["left"].remove(card)
    order.append(card)
    if len(f["left"]) == 1:
        order.append(f["left"].pop())
        state.pop()
        state.say(msg("{card}: the USSR sets the order of the US cards: {order}.",
                      card=T.card(CARD),
                      order=[_numbered(k, c) for k, c in enumerate(order, 1)]))


def _order_why(state, f, action):
    return refusal(CARD, msg("choose the next US card to be played among the cards shown "
                             "({actions})",
                             actions=", ".join("order:%d" % c for c in f["left"])))


def _order_prompt(state, f):
    n = len(state.effects[EFFECT]["order"]) + 1
    card = T.card(CARD)
    if n == 1:
        question = msg("{card}: which US card is played first?", card=card)
    elif n == 2:
        question = msg("{card}: which US card is played second?", card=card)
    elif n == 3:
        question = msg("{card}: which US card is played third?", card=card)
    else:
        question = msg("{card}: which US card is played {n}th?", card=card, n=n)
    return ask(B.USSR, question)


decision(ORDER, legal=lambda s, f: ["order:%d" % c for c in f["left"]], apply=_order_apply,
         why=_order_why,
         label=lambda s, f, a: _numbered(len(s.effects[EFFECT]["order"]) + 1, a.number),
         prompt=_order_prompt)


# ---------------------------------------------------------------- the US rounds
def ordered_left(state) -> list[int]:
    """The ordered cards still in the US hand, in the USSR's order."""
    hand = state.hands[B.US]
    return [c for c in state.effects[EFFECT]["order"] if c in hand]


def _rounds_left(state) -> int:
    return state.action_rounds(B.US) - state.ar_done[B.US] + (1 if state.ar_side == B.US
                                                              else 0)


def _scoring_relief(state) -> list[int]:
    """10.1.5: scoring cards the US may play out of order now."""
    scoring = sorted(c for c in state.hands[B.US] if C.SCORING[c])
    return scoring if scoring and len(scoring) >= _rounds_left(state) else []


def allowed(state) -> list[int]:
    """Cards the US may play in this action round (never the China Card)."""
    left = ordered_left(state)
    if not left:
        return sorted(state.hands[B.US])
    return [left[0]] + [c for c in _scoring_relief(state) if c != left[0]]


@hook("action_round_start", EFFECT)
def _us_round(state, side):
    if side != B.US:
        return False
    if any(f["kind"] != "call" for f in state.stack):
        return False                            # taken over already (Missile Envy)
    trap = state.effects.get(QUAGMIRE)
    if isinstance(trap, dict) and trap.get("side") == B.US:
        return False                            # Quagmire: a discard, not a card play
    china = state.china == B.US and state.china_up
    if not ordered_left(state) and not china:
        return False                            # nothing to restrict: the usual round
    state.push({"kind": PLAY, "side": B.US, "optional": state.ar > state.base_rounds()})
    return True


def _play_legal(state, f):
    acts = ["card:%d" % c for c in allowed(state)]
    if f["optional"] and not any(C.SCORING[c] for c in state.hands[B.US]):
        acts.append("pass")
    return acts


def _play_apply(state, f, action):
    state.pop()
    if action == "pass":
        state.say(msg("{side} passes (action round {round}).", side=T.side(B.US),
                      round=state.ar))
        return
    card = action.number
    state.hands[B.US].remove(card)
    begin_card(state, B.US, card)
    state.push({"kind": "use", "side": B.US, "card": card})


def _play_why(state, f, action):
    if action == "pass":
        return refusal(CARD, msg("only an optional action round may be passed, and not "
                                 "while the US holds a scoring card"))
    card = action.number
    if action.verb != "card" or card is None:
        return refusal(CARD, msg("choose the card to play (card:N)"))
    if card == C.CHINA:
        return refusal(CARD, msg("the US may not play the China Card this turn"))
    if card not in state.hands[B.US]:
        return refusal(CARD, msg("card {number} is not in the US hand", number=card))
    left = ordered_left(state)
    return refusal(CARD, msg("the US must play its cards in the order set by the USSR; next "
                             "is {card} (card:{number})", card=titled(left[0]),
                             number=left[0]))


def _play_empty(state, f):
    state.say(msg("{card}: the US may not play the China Card this turn and has no other "
                  "card: it passes action round {round}.", card=T.card(CARD), round=state.ar))


def _play_label(state, f, action):
    if action == "pass":
        return msg("Pass")
    card = action.number
    ops = C.OPS[card]
    text = nmsg("{card} ({n} op)", "{card} ({n} ops)", ops, card=T.card(card)) if ops \
        else T.card(card)
    left = ordered_left(state)
    if left and card == left[0]:
        return msg("{card} - next in the USSR's order", card=text)
    return text


def _play_prompt(state, f):
    left = ordered_left(state)
    if left:
        return ask(B.US, msg("action round {round}, turn {turn}: play {card}, next in the "
                             "order set by the USSR ({ames})", round=state.ar,
                             turn=state.turn, card=titled(left[0]), ames=T.card(CARD)))
    return ask(B.US, msg("action round {round}, turn {turn}: play a card ({ames}: not the "
                         "China Card)", round=state.ar, turn=state.turn, ames=T.card(CARD)))


decision(PLAY, legal=_play_legal, apply=_play_apply, why=_play_why, empty=_play_empty,
         label=_play_label, prompt=_play_prompt)
