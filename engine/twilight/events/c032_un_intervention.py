"""32 UN Intervention (both, 1 op, not starred).

Card text: play this card together with a card bearing an event of the opponent; that
event is cancelled, but the player uses the card's operations value normally. The
cancelled card goes to the discard pile. Not playable in the Headline Phase.

Decisions taken (D5 of docs/twilight/early_war_events.md):

* Played as an event in an action round, UN Intervention asks the player for the paired
  card (action ``un:N``): a card of his hand whose event belongs to the opponent only
  (2.2.2). Cards of both sides, scoring cards and the China Card cannot be paired. With
  no such card the event is not offered (``can_play``: "prohibited"), but the card may
  still be used for its 1 operation or the Space Race.
* Never in the headline (card text): the headline decision does not offer it (turn.py,
  ``NOT_IN_HEADLINE``), and the event is refused if another event tries to play it during
  the headline phase.
* The paired card is played in the same action round: its event does not happen at all
  (nor anything tied to it: no Defectors VP, no Korean War DEFCON drop...); the player
  uses its operations value *with his own modifiers* (7.4.1, G7: Red Scare/Purge against
  him, Containment or Brezhnev for him, the Vietnam Revolts bonus) for influence,
  realignment rolls or a coup. Not the Space Race: the text grants operations, and the
  Space Race is played with a card (6.4.1, D5). A coup is an ordinary coup: military
  operations, DEFCON, DEFCON restrictions, NATO / US-Japan protections all apply.
* Both cards go to the discard pile (the paired card even if starred: its event did not
  happen). The paired card counts as played for operations (``card_played`` hook with
  ``how="ops"``: Flower Power still sees a US war card, G11); UN Intervention counts as
  played as an event (U2 Incident, We Will Bury You).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import cards as C
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal, rule, titled

CARD = 32
KIND = "c032_pair"
ALLOWED_KINDS = ("influence", "realign", "coup")


def pairable(state, side: int) -> list[int]:
    """Cards of ``side``'s hand that may be played with UN Intervention."""
    return [c for c in sorted(state.hands[side])
            if c != C.CHINA and C.is_opponents(c, side)]


def in_headline_phase(state) -> bool:
    """True during the headline phase (4.5 C): before the first action round."""
    return state.ar == 0


def _can_play(state, side):
    if in_headline_phase(state):
        return ("prohibited", msg("{rule} cannot be played in the Headline Phase",
                                  rule=rule(CARD)))
    if not pairable(state, side):
        return ("prohibited", msg("{rule} needs a card of your hand bearing the opponent's "
                                  "event", rule=rule(CARD)))
    return None


@event(CARD, can_play=_can_play)
def un_intervention(state, side):
    state.push({"kind": KIND, "side": side})


def _pair_legal(state, f):
    return ["un:%d" % c for c in pairable(state, f["side"])]


def _pair_apply(state, f, action):
    from ..ops import start_ops
    from ..play import begin_card
    state.pop()
    side = f["side"]
    card = action.number
    state.hands[side].remove(card)
    entry = begin_card(state, side, card)
    entry["how"] = "ops"
    entry["dest"] = "discard"
    state.say(msg("{card}: {side} plays {paired} with it: the {enemy} event is cancelled; "
                  "the card's operations are used and it goes to the discard pile.",
                  card=T.card(CARD), side=T.side(side), paired=titled(card),
                  enemy=T.side(1 - side)))
    state.push_call("end_card", card=card)
    start_ops(state, side, card, kinds=ALLOWED_KINDS)


def _pair_why(state, f, action):
    side = f["side"]
    num = action.arg
    if not action.verb == "un" or not num.isdigit() or int(num) not in C.NAME:
        return refusal(CARD, msg("choose the card to play with it (un:N)"))
    card = int(num)
    if card == C.CHINA:
        return refusal(CARD, msg("the China Card bears no opponent's event"))
    if card not in state.hands[side]:
        return refusal(CARD, msg("{card} is not in your hand", card=titled(card)))
    return refusal(CARD, msg("{card} does not bear an event of the {side} only",
                             card=titled(card), side=T.side(1 - side)))


def _pair_label(state, f, action):
    from ..ops import ops_value
    card = action.number
    return nmsg("{card} ({n} op, event cancelled)", "{card} ({n} ops, event cancelled)",
                ops_value(state, f["side"], card), card=T.card(card))


decision(KIND, legal=_pair_legal, apply=_pair_apply, why=_pair_why, label=_pair_label,
         prompt=lambda s, f: ask(f["side"], msg(
             "{card}: choose the card bearing the opponent's event to play with it (its "
             "event is cancelled, you use its operations)", card=T.card(CARD))))
