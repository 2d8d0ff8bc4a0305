"""77 "Ask Not What Your Country Can Do For You" (US, 3 ops, starred).

Card text (Italian list, our paraphrase): the US may discard up to its whole hand
(scoring cards included) and draw as many replacements from the draw pile; how many
cards are discarded is decided before any replacement is drawn.

Decisions taken:

* **Choosing**: the US picks the cards one at a time (``discard:N``), each going face up
  to the discard pile at once (public, logged; 5.4: their events do not happen, a
  scoring card is not scored), then ``done``. Every discard is chosen before any card is
  drawn, which is what the card requires. ``done`` at once: no discard, no draw (still
  played: the card is removed, 5.2 example 3). The China Card is not part of the hand
  (9.5: never discarded by an event).
* **Drawing**: as many cards as were discarded, from the draw pile, reshuffling the
  discard pile (the cards just discarded included) when it runs out (4.3); if both piles
  are empty the US draws what there is. The log gives the number, never the cards.
* **10.1.5**: an event never forces a player to hold a scoring card. If the replacements
  bring the US more scoring cards than it has action rounds left to play them, those
  (drawn) scoring cards are excused at the end of the turn (effect data
  ``forced_hold``, read by the held-card check of 4.5 D / 11.1.2 in ``turn.py``); they
  stay in the hand and are played in the next turn. Scoring cards the US could have
  discarded and kept are not excused. The effect ``c077_ask_not`` lasts the turn
  whatever was drawn (its presence tells nothing about the US hand).
* A US event: the USSR playing it for operations lets the US refresh its hand in the
  USSR action round (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal, rule, titled

CARD = 77
EFFECT = "c077_ask_not"
KIND = "c077_discard"


@event(CARD)
def ask_not(state, side):
    state.push({"kind": KIND, "side": B.US, "done": []})


def _legal(state, f):
    return ["discard:%d" % c for c in sorted(state.hands[B.US])] + ["done"]


def _apply(state, f, action):
    if action != "done":
        card = action.number
        state.hands[B.US].remove(card)
        state.discard.append(card)
        f["done"].append(card)
        state.reveal()
        state.say(msg("{card}: the US discards {discarded}.", card=T.card(CARD),
                      discarded=titled(card)))
        return
    state.pop()
    count = len(f["done"])
    drawn = []
    for _ in range(count):
        card = state.draw_card()
        if card is None:
            break
        drawn.append(card)
    state.hands[B.US].extend(drawn)
    state.hands[B.US].sort()
    if len(drawn) == count:
        state.say(nmsg("{card}: the US discarded {n} card and draws {drawn}.",
                       "{card}: the US discarded {n} cards and draws {drawn}.", count,
                       card=T.card(CARD), drawn=len(drawn)))
    else:
        state.say(nmsg("{card}: the US discarded {n} card and draws {drawn} (the draw pile "
                       "and the discards ran out).",
                       "{card}: the US discarded {n} cards and draws {drawn} (the draw pile "
                       "and the discards ran out).", count, card=T.card(CARD),
                       drawn=len(drawn)))
    new_scoring = sum(1 for c in drawn if C.SCORING[c])
    held = sum(1 for c in state.hands[B.US] if C.SCORING[c])
    left = state.action_rounds(B.US) - state.ar_done[B.US]
    forced = max(0, min(new_scoring, held - left))
    state.effects[EFFECT] = {"until": "turn", "forced_hold": [0, forced]}


def _why(state, f, action):
    if action.verb == "discard":
        if action.number == C.CHINA:
            return refusal(CARD, msg("the China Card is never discarded by an event (9.5)"))
        return refusal(CARD, msg("that card is not in your hand (or was discarded already)"))
    return refusal(CARD, msg("discard cards of your hand (discard:N), then done"))


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: ask(B.US, nmsg(
             "{rule}: discard any cards of your hand (scoring cards too), then done: you "
             "draw as many ({n} discarded so far)",
             "{rule}: discard any cards of your hand (scoring cards too), then done: you "
             "draw as many ({n} discarded so far)", len(f["done"]), rule=rule(CARD))),
         label=lambda s, f, a: (msg("Done: draw {n}", n=len(f["done"])) if a == "done"
                                else msg("Discard {card}", card=T.card(a.number))))
