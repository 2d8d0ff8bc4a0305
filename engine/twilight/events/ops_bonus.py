"""The +1 operations value of the mirror cards Containment (25, the US) and Brezhnev
Doctrine (51, the USSR), "to a maximum of 4" (7.4, 7.4.1, 7.4.2; D3 of
docs/twilight/early_war_events.md). No event is registered here: each card's module makes
its ``ops_modifier`` hook with :func:`plus_one_to_four` for its side.
"""

from __future__ import annotations

from .. import cards as C
from ..rules import RULES

BONUS, CAP = 1, 4


def plus_one_to_four(side: int):
    """An ``ops_modifier`` giving every card ``side`` plays for operations +1, as long as
    the printed value plus the other modifiers in effect for that side (Red Scare/Purge's
    -1) is at most 3: the value is limited to 4 before the scope bonuses (China Card all
    in Asia: 4 + 1 = 5, 9.6)."""
    busy = []       # re-entrancy guard while the other modifiers are summed (not state)

    def modifier(state, who, card) -> int:
        if who != side or busy:
            return 0
        busy.append(1)
        try:
            before = C.OPS[card] + sum(
                fn(state, who, card) for effect, fn in RULES.hooks["ops_modifier"]
                if fn is not modifier and effect in state.effects)
        finally:
            busy.pop()
        return max(0, min(BONUS, CAP - before))
    return modifier
