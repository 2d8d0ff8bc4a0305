"""43 SALT Negotiations (both, 3 ops, starred).

Card text (Italian list): DEFCON moves 2 levels; for the rest of the turn further coup
attempts get a -1 modifier for both players. The player may search the discard pile and
take a non-scoring card, after showing it to the opponent.

Decisions taken:

* **DEFCON +2 (improve).** The Italian list says "Diminuite lo stato DEFCON di 2 livelli",
  which by 8.1.7 would mean degrading it; the published English card of this printing
  says "Improve DEFCON two levels", as does every later printing, carddata.py and the
  issue; the card is arms limitation. A translation slip: the engine improves by 2
  (8.1.2: never above 5). ``DEFCON_CHANGE = +2``.
* **-1 to every coup roll** of either side (coups with operations and free coups, 6.3.5)
  until the end of the turn (``until: turn``); never to realignment rolls nor to wars.
  It stacks with other coup modifiers (Latin American Death Squads).
* **The discard pile** (public, 2.2.6): the implementer may take one non-scoring card
  (``salt:N``) or ``decline``. The card goes into his hand, shown to the opponent (the
  log names it: it was face up in the discard pile anyway). The China Card is never
  there; SALT itself is being played, not discarded. With no non-scoring card in the
  discard pile there is nothing to take.
* A card of both sides: played for operations, there is no event (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import cards as C
from .. import terms as T
from ..rules import decision, hook
from . import event
from .wording import ask, refusal, signed, titled

CARD = 43
EFFECT = "c043_salt_negotiations"
DEFCON_CHANGE = 2
COUP_MODIFIER = -1


def searchable(state) -> list[int]:
    """Cards of the discard pile SALT may take (non-scoring), ascending."""
    return sorted(c for c in state.discard if not C.SCORING[c])


@event(CARD)
def salt_negotiations(state, side):
    before = state.defcon
    state.improve_defcon(DEFCON_CHANGE, T.card(CARD))
    if state.defcon == before:
        state.say(msg("{card}: DEFCON is already 5 (8.1.2).", card=T.card(CARD)))
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn every coup attempt gets {mod} for both "
                  "players.", card=T.card(CARD), mod=signed(COUP_MODIFIER)))
    if searchable(state):
        state.push({"kind": "c043_search", "side": side})
    else:
        state.say(msg("{card}: the discard pile holds no non-scoring card to take.",
                      card=T.card(CARD)))


@hook("coup_modifier", EFFECT)
def _minus_one(state, side, i):
    return COUP_MODIFIER


def _legal(state, f):
    return ["salt:%d" % c for c in searchable(state)] + ["decline"]


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "decline":
        state.say(msg("{card}: the {side} takes no card from the discard pile.",
                      card=T.card(CARD), side=T.side(side)))
        return
    card = action.number
    state.discard.remove(card)
    state.hands[side].append(card)
    state.hands[side].sort()
    state.reveal()
    state.say(msg("{card}: the {side} takes {taken} from the discard pile into its hand, "
                  "showing it to the {enemy}.", card=T.card(CARD), side=T.side(side),
                  taken=titled(card), enemy=T.side(1 - side)))


def _why(state, f, action):
    card = action.number
    if action.verb != "salt" or card is None or card not in C.NAME:
        return refusal(CARD, msg("take a card from the discard pile (salt:N) or decline"))
    if card not in state.discard:
        return refusal(CARD, msg("{card} is not in the discard pile", card=titled(card)))
    return refusal(CARD, msg("{card} is a scoring card; it cannot be taken",
                             card=titled(card)))


decision("c043_search", legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: ask(f["side"], msg("{card}: take a non-scoring card from the "
                                                "discard pile (shown to the opponent)?",
                                                card=T.card(CARD))),
         label=lambda s, f, a: msg("Take no card") if a == "decline"
         else msg("Take {card}", card=titled(a.number)))
