"""51 Brezhnev Doctrine (USSR, 3 ops, starred).

Card text (Italian list): all USSR operations cards get +1 to their value for the rest of
the turn (to a maximum of 4). The published English card: "All Operations cards played by
the USSR, for the remainder of this turn, receive +1 to their Operations value (to a
maximum of 4 Operations per card)."

Decisions (the same rules as Containment, 25, for the US: 7.4, 7.4.1, 7.4.2, D3 of
docs/twilight/early_war_events.md):

* The +1 is the USSR's (7.4.1; the rules' own example under 7.4.1 is Brezhnev Doctrine:
  a card the US takes from the USSR, e.g. with Grain Sales, does not get it). It counts
  for every card the USSR uses for operations until the end of the turn (``until:
  turn``), whoever's event it bears, the China Card included (7.4, 9.7), and for
  operations an event grants "with this card" (Lone Gunman, ABM Treaty, Junta's coup).
  Also when the US plays Brezhnev Doctrine for operations (5.2: the USSR implements it)
  or in the headline.
* "To a maximum of 4": printed value + every modifier in effect for the USSR, limited to
  1..4, so the +1 counts only while the printed value plus the other modifiers (Red
  Scare/Purge's -1) is at most 3: 1 -> 2, 2 -> 3, 3 -> 4, 4 -> 4; under Red Scare/Purge
  against the USSR 1 -> 1, 2 -> 2, 3 -> 3, 4 -> 4. Scope bonuses come after the limit (China Card all in
  Asia: 4 + 1 = 5; Vietnam Revolts likewise, 9.6).
* Modified values count for every purpose (7.4.2 example 2: a 1-op card can pay Bear
  Trap's 2-op discard): coup strength, military operations, Space Race requirements,
  discard requirements. Not the headline order (4.5 C uses the printed value); Missile
  Envy compares printed values in the 2nd edition, modified ones in the Deluxe (c049).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .ops_bonus import plus_one_to_four

CARD = 51
EFFECT = "c051_brezhnev_doctrine"


@event(CARD)
def brezhnev_doctrine(state, side):
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn every card the USSR plays for operations "
                  "gets +1 operations value (maximum 4).", card=T.card(CARD)))


_plus_one = hook("ops_modifier", EFFECT)(plus_one_to_four(B.USSR))
