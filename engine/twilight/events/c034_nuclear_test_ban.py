"""34 Nuclear Test Ban (both, 4 ops, not starred).

Card text: the player gains VP equal to the DEFCON level minus 2, then DEFCON improves
by 2 levels.

Decisions taken:

* The implementer (the player who played it as an event, in an action round or in the
  headline: a card of both sides, 7.1) gains ``DEFCON - 2`` VP at the DEFCON level of the
  moment (0 at DEFCON 2), then DEFCON improves by 2, never above 5 (8.1.2, 8.1.7).
* Played for operations or the Space Race it has no event (a card of both sides never
  triggers an event for the opponent, 5.2). The VP are checked against 20 once the event
  is done (10.3.1).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import terms as T
from . import event

CARD = 34


@event(CARD)
def nuclear_test_ban(state, side):
    vp = max(0, state.defcon - 2)
    if vp:
        state.gain_vp(side, vp, msg("{card} at DEFCON {defcon}", card=T.card(CARD),
                                    defcon=state.defcon))
    else:
        state.say(msg("{card}: no VP for the {side} at DEFCON {defcon}.", card=T.card(CARD),
                      side=T.side(side), defcon=state.defcon))
    before = state.defcon
    state.improve_defcon(2, T.card(CARD))
    if state.defcon == before:
        state.say(msg("{card}: DEFCON is already 5 (8.1.2).", card=T.card(CARD)))
