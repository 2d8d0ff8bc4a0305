"""Exact odds of Risk battles, computed from the dice (never simulated).

One battle (Step 2 - battle stages): the attacker rolls 1-3 dice, the defender 1-2;
highest against highest, then second against second; the defender wins ties. For each
pair of dice counts :data:`BATTLE` lists the exact probability of every result
(attacker losses, defender losses), counted over all 6**(a+d) equally likely rolls.

:func:`conquest_odds` chains battles: the attacker keeps attacking with the most dice
allowed (one army always stays behind) while it has more than ``stop_at`` armies in the
attacking territory; the defender rolls the most dice allowed (``defender_max``) or
always 1 die. It returns the exact probability that the territory falls, and the expected
armies left on both sides, by dynamic programming over (attacker, defender) armies with
exact fractions.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from itertools import product


def _battle_table(a: int, d: int) -> dict[tuple[int, int], Fraction]:
    counts: dict[tuple[int, int], int] = {}
    for roll in product(range(1, 7), repeat=a + d):
        att = sorted(roll[:a], reverse=True)
        dfd = sorted(roll[a:], reverse=True)
        al = dl = 0
        for x, y in zip(att, dfd):
            if x > y:
                dl += 1
            else:
                al += 1
        counts[(al, dl)] = counts.get((al, dl), 0) + 1
    total = 6 ** (a + d)
    return {k: Fraction(v, total) for k, v in sorted(counts.items())}


#: (attacker dice, defender dice) -> {(attacker losses, defender losses): probability}
BATTLE = {(a, d): _battle_table(a, d) for a in (1, 2, 3) for d in (1, 2)}


def conquest_odds(attackers: int, defenders: int, stop_at: int = 1,
                  defender_max: bool = True) -> dict:
    """Odds of taking a territory holding ``defenders`` armies from one holding
    ``attackers``, attacking with the most dice allowed while more than ``stop_at``
    armies (at least 1) remain in the attacking territory.

    Returns ``{"win": p, "attackers_left": e_a, "defenders_left": e_d}``: ``p`` the exact
    probability (a float; :func:`conquest_probability` gives the Fraction) that the
    territory falls; ``e_a`` the expected armies in the attacking territory when the
    attack ends; ``e_d`` the expected defenders left."""
    p, ea, ed = _solve(attackers, defenders, max(1, stop_at), defender_max)
    return {"win": float(p), "attackers_left": float(ea), "defenders_left": float(ed)}


def conquest_probability(attackers: int, defenders: int, stop_at: int = 1,
                         defender_max: bool = True) -> Fraction:
    return _solve(attackers, defenders, max(1, stop_at), defender_max)[0]


@lru_cache(maxsize=65536)
def _solve(a: int, d: int, stop: int, dmax: bool) -> tuple[Fraction, Fraction, Fraction]:
    if d <= 0:
        return Fraction(1), Fraction(a), Fraction(0)
    if a <= stop or a < 2:
        return Fraction(0), Fraction(a), Fraction(d)
    ad = min(3, a - 1)
    dd = min(2, d) if dmax else 1
    p = ea = ed = Fraction(0)
    for (al, dl), q in BATTLE[(ad, dd)].items():
        wp, wa, wd = _solve(a - al, d - dl, stop, dmax)
        p += q * wp
        ea += q * wa
        ed += q * wd
    return p, ea, ed
