"""Aldrich Ames Remix (USSR, 3 ops, starred; Late War): the Deluxe card printed as 98,
engine number 111 (it replaces 98 Aldrich Ames in a Deluxe deck, ``cards.era_cards``).

Card text (Deluxe, our paraphrase; docs/twilight/editions.md section 3): the US reveals
its hand to the USSR, face up for the rest of the turn; the USSR then chooses one card
of it, which is discarded (its event does not happen).

Decisions taken:

* The reveal is live for the rest of the turn (``state.shown[US]["live"]``, as CIA
  Created): the USSR's view shows the US hand as it is now, cards drawn later included;
  the shown hand is cleared when the next turn begins. The log names the cards (the
  reveal line of ``reveal_hand``) as every reveal does.
* The USSR (the implementer, whoever played the card) chooses the card to discard with
  ``discard:N`` among the US hand; the choice's options are computed from the hand, not
  kept in the (public) decision frame. Never the China Card (not in the hand, 9.5).
  An empty US hand: nothing to discard.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 111
KIND = "c111_discard"


@event(CARD)
def aldrich_ames_remix(state, side):
    state.reveal_hand(B.US, N_("98 Aldrich Ames Remix"))
    state.shown[B.US]["live"] = True
    if not state.hands[B.US]:
        state.say(msg("{card}: the US has no card to discard.", card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": B.USSR})


def _apply(state, f, action):
    state.pop()
    card = action.number
    state.hands[B.US].remove(card)
    state.discard.append(card)
    state.say(msg("{card}: the USSR discards {other} from the US hand (its event does not "
                  "happen).", card=T.card(CARD), other=C.title(card)))


decision(KIND, legal=lambda s, f: ["discard:%d" % c for c in sorted(s.hands[B.US])],
         apply=_apply,
         prompt=lambda s, f: ask(B.USSR, msg("{card}: choose the US card to discard",
                                             card=T.card(CARD))),
         why=lambda s, f, a: refusal(CARD, msg("choose a card of the US hand (discard:N)")),
         label=lambda s, f, a: msg("Discard {card}", card=C.title(a.number)))
