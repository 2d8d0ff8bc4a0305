"""85 Star Wars (US, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): if the US is ahead in the Space Race, play this
card to search the discard pile for a non-scoring card of your choice; its event happens
at once. (The published English text says the same: "pick any 1 non-scoring card and
play it immediately as an Event", as transcribed in srm88/twistr, twistr/events.go.)

Decisions taken:

* **Ahead in the Space Race** means the US marker is on a higher box than the USSR's
  (``space[US] > space[USSR]``), checked when the event would happen. Otherwise the event
  cannot happen: it is a condition of play ("play this card to ..."), handled as a
  prerequisite (``can_play``, 7.5): the US cannot choose it as an event; the USSR playing
  it for operations triggers nothing and the card goes to the **discard pile**, not
  removed (5.2, second bullet); headlined, it has no event and is discarded (D10 of
  docs/twilight/early_war_events.md).
* The US (the implementer, whoever played Star Wars: 5.2) chooses one card of the discard
  pile (``retrieve:N``): any non-scoring card whose event may happen now for the side who
  implements it. A card bearing a USSR event is implemented by the USSR, as when a card
  bearing the opponent's event is played (5.2 note); US and both-sides events by the US.
  Cards whose event cannot happen now are not offered (missing prerequisite or a ban:
  NATO without Marshall Plan / Warsaw Pact, Socialist Governments under The Iron Lady,
  OPEC after North Sea Oil, UN Intervention in the headline or with nothing to pair,
  Defectors outside the headline...). The China Card is never in the discard pile.
* The choice is mandatory when at least one card qualifies (the card has no "may"); with
  none, the event has no effect and Star Wars is still removed (5.2, fourth bullet).
* The retrieved card leaves the discard pile and its event happens at once, as an event
  played (``play.resolve_event``): afterwards it goes where an event card goes (removed if
  starred, beside the map if underlined, else back to the discard pile). The US is its
  player (it plays the card as an event; the ``card_played`` hooks see a US play), but
  DEFCON drops it causes count against the side responsible for Star Wars' own
  consequences, the player of Star Wars (8.1.3, D6 of docs/twilight/early_war_events.md;
  as for the event Five Year Plan triggers, c005): the US when it played Star Wars (the
  usual case), the USSR when it played Star Wars for operations.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import decision
from . import blocked, event
from .wording import ask, refusal, titled

CARD = 85
KIND = "c085_pick"


def us_ahead(state) -> bool:
    return state.space[B.US] > state.space[B.USSR]


def _needs_lead(state, side):
    if not us_ahead(state):
        return ("prerequisite", refusal(CARD, msg("the US must be ahead in the Space Race")))
    return None


def implementer(card: int) -> int:
    """Who carries out ``card``'s event when the US takes it with Star Wars (5.2)."""
    return B.USSR if C.is_opponents(card, B.US) else B.US


def _refusal(state, card: int):
    """Why ``card`` of the discard pile cannot be taken (None if it can)."""
    if C.SCORING[card]:
        return msg("{card} is a scoring card", card=titled(card))
    why = blocked(state, implementer(card), card)
    if why:
        return msg("the event of {card} cannot happen now ({reason})", card=titled(card),
                   reason=why[1])
    return None


def candidates(state) -> list[int]:
    return [c for c in sorted(state.discard) if _refusal(state, c) is None]


@event(CARD, can_play=_needs_lead)
def star_wars(state, side):
    if not candidates(state):
        state.say(msg("{card}: no card of the discard pile has an event that can happen now; "
                      "no effect.", card=T.card(CARD)))
        return
    state.say(msg("{card}: the US takes a non-scoring card from the discard pile; its event "
                  "happens at once.", card=T.card(CARD)))
    state.push({"kind": KIND, "side": B.US, "owner": state.defcon_owner})


def _legal(state, f):
    return ["retrieve:%d" % c for c in candidates(state)]


def _apply(state, f, action):
    from ..play import resolve_event
    state.pop()
    card = action.number
    state.discard.remove(card)
    impl = implementer(card)
    state.say(msg("{card}: the US takes {taken} from the discard pile; its {side} event "
                  "happens now.", card=T.card(CARD), taken=titled(card), side=T.side(impl)))
    resolve_event(state, card, impl, player=B.US)
    state.defcon_owner = f["owner"]              # 8.1.3: Star Wars' player is responsible


def _why(state, f, action):
    card = action.number
    if action.verb != "retrieve" or card is None or card not in C.NAME:
        return refusal(CARD, msg("choose a card of the discard pile (retrieve:N)"))
    if card not in state.discard:
        return refusal(CARD, msg("{card} is not in the discard pile", card=titled(card)))
    return refusal(CARD, _refusal(state, card) or msg("not allowed"))


def _label(state, f, action):
    card = action.number
    if C.SIDE[card] != C.BOTH:
        return msg("{card} ({side} event)", card=T.card(card), side=T.side(implementer(card)))
    return T.card(card)


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: ask(B.US, msg("{card}: take a non-scoring card from the discard "
                                           "pile (its event happens at once)",
                                           card=T.card(CARD))))
