"""12 Romanian Abdication (USSR, 1 op, starred).

Card text: remove all US influence from Romania; the USSR adds enough influence there to
control it.

Decision: as Fidel (c008): USSR influence raised to Romania's stability (3) once the US
influence is gone; nothing added if it already has that much.
"""

from __future__ import annotations

from . import event
from .c008_fidel import take_over


@event(12)
def romanian_abdication(state, side):
    take_over(state, "Romania", 12)
