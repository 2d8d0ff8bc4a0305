"""57 ABM Treaty (both, 4 ops, not starred).

Card text (Italian list): improve DEFCON by one level, then conduct operations with this
card normally.

Decisions taken:

* The implementer (who plays it as an event, in an action round or in the headline)
  first improves DEFCON by 1 (8.1.7; never above 5, 8.1.2), *then* uses the card's
  operations: influence, realignment rolls or a coup, as normal operations (6.0: every
  point spent; 8.1.5 DEFCON limits at the new level; a coup scores military operations
  and a battleground lowers DEFCON again, 6.3.3 / 6.3.4; NATO and the like apply).
  Not the Space Race: the text says operations (as CIA Created, 26).
* "With this card": the card's operations value for the implementer, with his modifiers
  (7.4.2: Brezhnev Doctrine / Containment cannot raise 4; Red Scare/Purge makes it 3).
* Played for operations it is a plain 4-ops card (a card of both sides: no event, 5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import terms as T
from ..ops import start_ops
from . import event

CARD = 57


@event(CARD)
def abm_treaty(state, side):
    before = state.defcon
    state.improve_defcon(1, T.card(CARD))
    if state.defcon == before:
        state.say(msg("{card}: DEFCON is already 5 (8.1.2).", card=T.card(CARD)))
    state.say(msg("{card}: the {side} conducts operations with this card.", card=T.card(CARD),
                  side=T.side(side)))
    start_ops(state, side, CARD)
