"""8 Fidel (USSR, 2 ops, starred).

Card text: remove all US influence from Cuba; the USSR adds enough influence there to
control it.

Decision: "enough to control" (2.1.7) with no US influence left means USSR influence
equal to Cuba's stability (3); USSR influence already at or above it is left unchanged.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event


def take_over(state, name: str, card: int) -> None:
    """Remove all US influence from ``name``; the USSR adds enough to control it."""
    i = B.INDEX[name]
    country, title = T.country(i), T.card(card)
    us = state.inf[B.US][i]
    if us:
        state.add_inf(B.US, i, -us)
        state.say(nmsg("{card}: the US loses its {n} influence in {country}.",
                       "{card}: the US loses its {n} influence in {country}.", us,
                       card=title, country=country))
    need = max(0, B.STABILITY[i] - state.inf[B.USSR][i])
    if need:
        state.add_inf(B.USSR, i, need)
        state.say(nmsg("{card}: the USSR gains {n} influence in {country} and controls it.",
                       "{card}: the USSR gains {n} influence in {country} and controls it.",
                       need, card=title, country=country))
    else:
        state.say(msg("{card}: the USSR already has enough influence to control {country}.",
                      card=title, country=country))


@event(8)
def fidel(state, side):
    take_over(state, "Cuba", 8)
