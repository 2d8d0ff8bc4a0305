"""108 Our Man in Tehran (US, 2 ops, starred; Mid War; Deluxe optional card).

Card text (Deluxe, our paraphrase): if the US controls at least one Middle East country,
the US takes the top 5 cards of the draw pile, reveals them to the USSR only if it
discards them: it may discard any of them (their events do not happen); the rest go
back and the draw pile is reshuffled.

Decisions taken (docs/twilight/editions.md section 4, uncertain item 8):

* **Hidden information.** The cards looked at stay on top of the draw pile
  (``state.deck``, hidden) while the US decides: the decision frame ``c108_tehran``
  holds only how many cards were taken (``look``), never which, because frames are
  public. The US's view lists them (``public_view``'s ``peek``, the board's
  ``cards.peek``), nobody else's; ``view.check_views`` checks it. Looking reveals
  (undo stops here). A discarded card is shown to everybody (the discard pile).
* The US discards one card at a time (``discard:N``) and ends with ``done``; then the
  remaining cards go back and the whole draw pile is reshuffled (the draw order is new,
  so what the US saw of it means nothing any more).
* A draw pile of fewer than 5 cards: the US looks at what there is (the discards are
  not reshuffled for it). The draw pile is never empty while there are discards: the
  discards are reshuffled into a new pile as soon as it runs out (4.3,
  ``TwilightState.reshuffle_if_empty``), so the card played on a pile a deal emptied
  looks at the new pile. Both piles empty: no effect. Discarding every card left in
  the pile empties it: the discards (those included) are reshuffled at once.
* No Middle East country controlled: the condition is a prerequisite ("If the US
  controls at least one Middle East country, the US player takes..."), read like Star
  Wars' "If the US is ahead" (5.2 example 4): the US cannot choose the event, the USSR
  playing the card for operations triggers nothing, and the card is discarded, not
  removed. The twenty real Deluxe games show it (tsreplayer_14 line 313, tsreplayer_50
  lines 502 and 809: played for operations with no event, then again after a
  reshuffle). Same reading as Kitchen Debates' Deluxe text (c048).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 108
KIND = "c108_tehran"
LOOK = 5
MIDDLE_EAST = tuple(B.REGION_COUNTRIES["Middle East"])


def peeked(state) -> list:
    """The cards the US is looking at (top of the draw pile), or []."""
    f = state.stack[-1] if state.stack else None
    if f is None or f.get("kind") != KIND:
        return []
    k = f["look"] - f["gone"]
    return sorted(state.deck[len(state.deck) - k:]) if k > 0 else []


def _controls_middle_east(state, side):
    if any(B.controls(state.inf, B.US, i) for i in MIDDLE_EAST):
        return None
    return ("prerequisite", refusal(CARD, msg("the US must control a Middle East country")))


@event(CARD, can_play=_controls_middle_east)
def our_man_in_tehran(state, side):
    state.reshuffle_if_empty()
    look = min(LOOK, len(state.deck))
    if not look:
        state.say(msg("{card}: the draw pile is empty; no effect.", card=T.card(CARD)))
        return
    state.reveal()
    state.say(nmsg("{card}: the US looks at the top {n} card of the draw pile.",
                   "{card}: the US looks at the top {n} cards of the draw pile.", look,
                   card=T.card(CARD)))
    state.push({"kind": KIND, "side": B.US, "look": look, "gone": 0})


def _legal(state, f):
    return ["discard:%d" % c for c in peeked(state)] + ["done"]


def _apply(state, f, action):
    if action == "done":
        state.pop()
        state.rng.shuffle(state.deck)
        state.say(nmsg("{card}: the US puts {n} card back; the draw pile is reshuffled.",
                       "{card}: the US puts {n} cards back; the draw pile is reshuffled.",
                       f["look"] - f["gone"], card=T.card(CARD)))
        return
    card = action.number
    state.deck.remove(card)
    state.discard.append(card)
    f["gone"] += 1
    state.say(msg("{card}: the US discards {other} (its event does not happen).",
                  card=T.card(CARD), other=C.title(card)))
    if f["gone"] >= f["look"]:
        state.pop()
        state.rng.shuffle(state.deck)
        state.say(msg("{card}: the draw pile is reshuffled.", card=T.card(CARD)))
        state.reshuffle_if_empty()                 # every card of the pile discarded


decision(KIND, legal=_legal, apply=_apply,
         prompt=lambda s, f: ask(B.US, msg("{card}: discard any of the cards you look at, "
                                           "then done", card=T.card(CARD))),
         why=lambda s, f, a: refusal(CARD, msg("discard one of the cards looked at "
                                               "(discard:N) or done")),
         label=lambda s, f, a: msg("Done") if a == "done" else
         msg("Discard {card}", card=C.title(a.number)))
