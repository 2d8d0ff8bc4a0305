"""4 Duck and Cover (US, 3 ops; neither starred nor persistent).

Card text (Italian list, same as the published card): degrade DEFCON by one level, then
the US gains VP equal to 5 minus the DEFCON level now in effect.

Decisions taken:

* DEFCON responsibility (8.1.3; G9/D6 of docs/twilight/early_war_events.md): the drop is
  blamed on the engine's ``defcon_owner``: the phasing player in an action round, the
  card's player in the headline. So the USSR playing Duck and Cover for operations at
  DEFCON 2 causes nuclear war and loses, and so does the US playing it as its event at
  DEFCON 2. When another event makes this one happen (Five Year Plan) the player of that
  card stays responsible (see c005).
* If the drop ends the game (DEFCON 1) nothing more happens: no VP.
* The VP are computed from the level actually reached, so a change of the drop by
  another card (``defcon_change`` hook) is respected.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event


@event(4)
def duck_and_cover(state, side):
    state.degrade_defcon(1, reason=T.card(4))
    if state.over:
        return
    vp = 5 - state.defcon
    if vp:
        state.gain_vp(B.US, vp, msg("{card}: 5 - DEFCON {defcon}", card=T.card(4),
                                    defcon=state.defcon))
    else:
        state.say(msg("{card}: DEFCON is 5, the US gains no VP.", card=T.card(4)))
