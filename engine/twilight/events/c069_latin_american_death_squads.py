"""69 Latin American Death Squads (both, 2 ops, not starred).

Card text (Italian list): for the rest of the turn all the player's coup attempts in
Central and South America get +1, and the opponent's get -1.

Decisions taken:

* The player is the implementer (who plays it as an event; in the headline, who
  headlines it). Until the end of the turn (``until: turn``) every coup attempt he makes
  in a Central or South American country gets +1 on the roll, every one the opponent
  makes there -1 (6.3.2); coups with operations and free coups alike (Junta); not
  realignment rolls, not wars (Brush War), not coups elsewhere.
* It stacks with other coup modifiers (SALT Negotiations' -1 for both). Played twice in
  a turn (SALT can take it back from the discard pile) the modifiers add up: each play
  is recorded in ``effects[...]["for"]``.
* Played for operations it has no event (both sides' card, 5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 69
EFFECT = "c069_latin_american_death_squads"
AMERICAS = frozenset(B.REGION_COUNTRIES["Central America"]
                     + B.REGION_COUNTRIES["South America"])


@event(CARD)
def death_squads(state, side):
    eff = state.effects.setdefault(EFFECT, {"until": "turn", "for": []})
    eff["for"].append(side)
    state.say(msg("{card}: for the rest of the turn coup attempts in Central and South "
                  "America get +1 for the {side} and -1 for the {enemy}.", card=T.card(CARD),
                  side=T.side(side), enemy=T.side(1 - side)))


@hook("coup_modifier", EFFECT)
def _modifier(state, side, i):
    if i not in AMERICAS:
        return 0
    return sum(1 if s == side else -1 for s in state.effects[EFFECT]["for"])
