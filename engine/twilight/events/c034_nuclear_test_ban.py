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

from .. import board as B
from . import event


@event(34)
def nuclear_test_ban(state, side):
    vp = max(0, state.defcon - 2)
    if vp:
        state.gain_vp(side, vp, f"Nuclear Test Ban at DEFCON {state.defcon}")
    else:
        state.say(f"Nuclear Test Ban: no VP for the {B.SIDES[side]} at DEFCON {state.defcon}.")
    before = state.defcon
    state.improve_defcon(2, "Nuclear Test Ban")
    if state.defcon == before:
        state.say("Nuclear Test Ban: DEFCON is already 5 (8.1.2).")
