"""8 Fidel (USSR, 2 ops, starred).

Card text: remove all US influence from Cuba; the USSR adds enough influence there to
control it.

Decision: "enough to control" (2.1.7) with no US influence left means USSR influence
equal to Cuba's stability (3); USSR influence already at or above it is left unchanged.
"""

from __future__ import annotations

from .. import board as B
from . import event


def take_over(state, name: str, card: str) -> None:
    """Remove all US influence from ``name``; the USSR adds enough to control it."""
    i = B.INDEX[name]
    us = state.inf[B.US][i]
    if us:
        state.add_inf(B.US, i, -us)
        state.say(f"{card}: the US loses its {us} influence in {name}.")
    need = max(0, B.STABILITY[i] - state.inf[B.USSR][i])
    if need:
        state.add_inf(B.USSR, i, need)
        state.say(f"{card}: the USSR gains {need} influence in {name} and controls it.")
    else:
        state.say(f"{card}: the USSR already has enough influence to control {name}.")


@event(8)
def fidel(state, side):
    take_over(state, "Cuba", "Fidel")
