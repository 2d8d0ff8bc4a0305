"""68 John Paul II Elected Pope (US, 2 ops, starred, underlined: stays in play; Mid War).

Card text (Italian list, same as the published card): remove 2 USSR Influence from
Poland and add 1 US Influence there. Allows Solidarity (81) to be played.

Decisions:

* No choice: the USSR loses 2 influence in Poland (as much as it has, never below 0,
  G5), the US gains 1, whoever played the card (5.2).
* Solidarity (81, Late War) needs this event: the event sets the effect
  ``john_paul_ii`` (``EFFECT``) and the card stays face up in ``state.in_play``
  (persistent). Solidarity's ``can_play`` should read either. Played for operations by
  its owner or on the Space Race the event does not happen and Solidarity stays
  unplayable.
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 68
EFFECT = "john_paul_ii"
POLAND = B.INDEX["Poland"]


@event(CARD)
def john_paul_ii(state, side):
    lost = -state.add_inf(B.USSR, POLAND, -2)
    state.add_inf(B.US, POLAND, 1)
    state.effects[EFFECT] = {}
    state.say(nmsg("{card}: the USSR loses {n} influence in Poland, the US gains 1 there; "
                   "{solidarity} may now be played.",
                   "{card}: the USSR loses {n} influence in Poland, the US gains 1 there; "
                   "{solidarity} may now be played.", lost, card=T.card(CARD),
                   solidarity=T.card(81)))
