"""10 Blockade (USSR, 1 op, starred).

Card text: unless the US at once discards a card with an operations value of 3 or more,
remove all US influence from West Germany.

Decisions taken:

* The US decides (a ``discard`` frame of side US): ``discard:N`` with a card of 3+
  operations (5.3: a higher value satisfies), or ``decline`` (losing West Germany). The
  value is the card's modified value for the US (7.4.2: Containment makes a 2-op card
  enough, Red Scare/Purge can make a 3-op card too weak); scoring cards have no value and
  the China Card is never discarded (9.5). Without such a card the influence is removed.
* The discarded card's event does not happen (5.4); it goes to the discard pile.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import call
from . import event, push_discard

CARD = 10


@event(CARD)
def blockade(state, side):
    push_discard(state, B.US, min_ops=3, optional=True, then="c010_blockade")


@call("c010_blockade")
def _after(state, f):
    if f["frame"]["choice"] is not None:
        state.say(msg("{card}: the US discarded a card; West Germany keeps its US influence.",
                      card=T.card(CARD)))
        return
    i = B.INDEX["West Germany"]
    n = state.inf[B.US][i]
    state.add_inf(B.US, i, -n)
    state.say(nmsg("{card}: the US loses all its influence in West Germany ({n}).",
                   "{card}: the US loses all its influence in West Germany ({n}).", n,
                   card=T.card(CARD)))
