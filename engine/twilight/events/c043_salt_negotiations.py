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

from .. import board as B
from .. import cards as C
from ..rules import decision, hook
from . import event

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
    state.improve_defcon(DEFCON_CHANGE, "SALT Negotiations")
    if state.defcon == before:
        state.say("SALT Negotiations: DEFCON is already 5 (8.1.2).")
    state.effects[EFFECT] = {"until": "turn"}
    state.say(f"SALT Negotiations: for the rest of the turn every coup attempt gets "
              f"{COUP_MODIFIER} for both players.")
    if searchable(state):
        state.push({"kind": "c043_search", "side": side})
    else:
        state.say("SALT Negotiations: the discard pile holds no non-scoring card to take.")


@hook("coup_modifier", EFFECT)
def _minus_one(state, side, i):
    return COUP_MODIFIER


def _legal(state, f):
    return ["salt:%d" % c for c in searchable(state)] + ["decline"]


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "decline":
        state.say(f"SALT Negotiations: the {B.SIDES[side]} takes no card from the discard "
                  f"pile.")
        return
    card = action.number
    state.discard.remove(card)
    state.hands[side].append(card)
    state.hands[side].sort()
    state.reveal()
    state.say(f"SALT Negotiations: the {B.SIDES[side]} takes {C.title(card)} from the "
              f"discard pile into its hand, showing it to the {B.SIDES[1 - side]}.")


def _why(state, f, action):
    card = action.number
    if action.verb != "salt" or card is None or card not in C.NAME:
        return "43 SALT Negotiations: take a card from the discard pile (salt:N) or decline"
    if card not in state.discard:
        return f"43 SALT Negotiations: {C.title(card)} is not in the discard pile"
    return f"43 SALT Negotiations: {C.title(card)} is a scoring card; it cannot be taken"


decision("c043_search", legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: SALT Negotiations: take a non-scoring "
                             f"card from the discard pile (shown to the opponent)?",
         label=lambda s, f, a: "Take no card" if a == "decline"
         else f"Take {C.title(a.number)}")
