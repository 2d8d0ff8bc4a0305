"""17 De Gaulle Leads France (USSR, 3 ops, starred, underlined: stays in play).

Card text: remove 2 US Influence from France and add 1 USSR Influence there. Cancels
the effect of NATO (21) for France.

No choices. The US loses at most the influence it has (never below 0). The card stays
face up in ``state.in_play``; NATO's protection checks ``17 in state.in_play`` to leave
France out.
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 17
FRANCE = B.INDEX["France"]


@event(CARD)
def de_gaulle(state, side):
    lost = -state.add_inf(B.US, FRANCE, -2)
    state.add_inf(B.USSR, FRANCE, 1)
    state.say(nmsg("{card}: the US loses {n} influence in France, the USSR gains 1; {nato} "
                   "no longer protects France.",
                   "{card}: the US loses {n} influence in France, the USSR gains 1; {nato} "
                   "no longer protects France.", lost, card=T.card(CARD), nato=T.card(21)))
