"""31 Red Scare/Purge (both, 4 ops, not starred).

Card text: for the rest of the turn the operations value of every card of the opponent
is reduced by 1 (to a minimum of 1).

Decisions taken (7.4, 7.4.1, 7.4.2; D3 of docs/twilight/early_war_events.md):

* The event is a temporary effect, ``state.effects["c031_red_scare_purge"]``, until the
  end of the turn (4.5; headlined, it covers every action round of the turn). Its
  ``against`` list names the side(s) that suffer it: the implementer's opponent. If both
  players play it in one turn, both suffer it.
* It acts through the ``ops_modifier`` hook: -1 on every card *the affected player uses
  for operations* (7.4.1: the modifier follows the player, never the card: a card taken
  from the opponent, the card paired with UN Intervention, the China Card (7.4, 9.7) are
  all reduced when the affected player uses them; the other player's cards never are).
* The engine's ``ops_value`` keeps the value at least 1 (the card's "minimum 1"; D3:
  printed value, +Containment/Brezhnev, -Red Scare, limited to 1..4, then the scope
  bonuses of the China Card and Vietnam Revolts: 7.4 example 4 → 3 → +1 +1 = 5).
* The reduced value counts "for every purpose" (7.4.2): coup strength and military
  operations, Space Race requirements (6.4.1), discard requirements (Blockade 5.3).
  The printed value still orders the headlines (4.5 C).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import terms as T
from ..rules import hook
from . import event

EFFECT = "c031_red_scare_purge"


@event(31)
def red_scare_purge(state, side):
    opp = 1 - side
    eff = state.effects.setdefault(EFFECT, {"until": "turn", "against": []})
    eff["against"].append(opp)
    state.say(msg("{card}: for the rest of the turn the {side}'s cards lose 1 operation "
                  "(minimum 1).", card=T.card(31), side=T.side(opp)))


@hook("ops_modifier", EFFECT)
def _minus_one(state, side, card):
    return -state.effects[EFFECT]["against"].count(side)
