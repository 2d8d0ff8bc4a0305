"""25 Containment (US, 3 ops, starred).

Card: for the rest of the turn every other card the US plays for operations gets +1
operations value, to a maximum of 4.

Decisions (7.4, 7.4.1, 7.4.2; D3 of docs/twilight/early_war_events.md):

* The +1 is the US's (7.4.1): it counts for every card the US uses for operations this
  turn, whichever side's event the card bears, the China Card included (7.4, 9.7), and
  for operations an event grants "with this card" (CIA Created: 1+1 = 2, 7.4.2 example
  3); never for the USSR, not even for a US card the USSR plays. It lasts until the end
  of the turn (``{"until": "turn"}``), also when it comes from the headline or from the
  USSR playing Containment for operations (5.2: the US implements it).
* "To a maximum of 4" (D3): the value is printed + all modifiers, limited to 1..4, so
  Containment adds +1 only while the printed value plus the other modifiers in effect
  for the US (Red Scare/Purge's -1) is at most 3. Hence: 3-op card 4, 4-op card 4; under
  Red Scare a 3-op card 3 and a 4-op card 4. The scope bonuses come after the limit: the
  China Card played by the US all in Asia is 4 + 1 = 5 (9.6).
* Modified values count for every purpose (7.4.2): coup strength and military
  operations, Space Race requirements (a 1-op card can try box 1), discard requirements
  (Blockade: a 2-op card qualifies). They do not change the headline order (4.5 C uses
  the printed value).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .ops_bonus import plus_one_to_four

EFFECT = "c025_containment"


@event(25)
def containment(state, side):
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn every card the US plays for operations "
                  "gets +1 operations value (maximum 4).", card=T.card(25)))


_plus_one = hook("ops_modifier", EFFECT)(plus_one_to_four(B.US))
