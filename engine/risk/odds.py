"""Odds of Risk battles, computed from the dice (never simulated).

One battle (Step 2 - battle stages): the attacker rolls 1-3 dice, the defender 1-2;
highest against highest, then second against second; the defender wins ties. For each
pair of dice counts :data:`BATTLE` lists the exact probability of every result
(attacker losses, defender losses), counted over all 6**(a+d) equally likely rolls.

Chained battles, by dynamic programming over (attacker, defender) armies, the attacker
rolling the most dice allowed (one army always stays behind) and the defender the most
dice allowed (``defender_max``) or always 1 die:

* :func:`conquest_odds`: attacking while more than ``stop_at`` armies are in the
  attacking territory (1: until it falls, the "assault");
* :func:`keep_odds`: attacking until it falls while keeping ``keep`` armies in the
  attacking territory whatever the dice: with fewer than ``keep`` + 3 armies there the
  attacker rolls only as many dice as armies above ``keep`` (``until:N``);
* :func:`threshold_odds`: attacking while the chance of taking the territory (attacking
  until it falls, from the armies left at that moment) stays at X % or more (``odds:X``).

Both return the probability that the territory falls and the expected armies left on
both sides. They are computed from :data:`BATTLE` in floating point (the same operations
in the same order on every machine, so the same figures in CPython and Pyodide; checked
against the exact fractions in the tests), with tables that grow as larger armies are
asked for and are kept for the next question: an attack list of 50 targets, or a random
game asking before every battle whether the chance still holds, costs lookups. The exact
fractions (:func:`conquest_probability`, :func:`threshold_probability`) are the reference
for small armies; they recurse once per battle, so they are not for large ones.
"""

from __future__ import annotations

from array import array
from fractions import Fraction
from functools import lru_cache
from itertools import product

from engine.core.i18n import msg


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
# the same as floats, as tuples (attacker losses, defender losses, probability)
_BATTLE_F = {k: tuple((al, dl, float(q)) for (al, dl), q in t.items())
             for k, t in BATTLE.items()}


# ---------------------------------------------------------------- the tables
class _Table:
    """For one way of attacking: the chance of taking the territory and the expected
    armies left, for every (attackers, defenders) up to the largest asked so far.

    ``stop(a, d)`` says whether the attack stops (without taking the territory) with
    ``a`` attackers against ``d`` defenders (``d`` > 0); otherwise the attacker rolls
    ``min(3, a - keep)`` dice (``keep`` 1: the most allowed). Rows by attackers, each an
    ``array('d')`` over defenders; a cell needs only cells with fewer attackers or fewer
    defenders, so the table grows row by row and column by column without recomputing."""

    __slots__ = ("stop", "dmax", "keep", "p", "ea", "ed", "cols")

    def __init__(self, stop, dmax: bool, keep: int = 1) -> None:
        self.stop, self.dmax, self.keep = stop, dmax, keep
        self.p: list = []
        self.ea: list = []
        self.ed: list = []
        self.cols = 0

    def get(self, a: int, d: int) -> tuple[float, float, float]:
        if a >= len(self.p) or d >= self.cols:
            if (max(a + 1, len(self.p)) * max(d + 1, self.cols)) > MAX_CELLS:
                return _Table(self.stop, self.dmax, self.keep).get_small(a, d)
            self._grow(max(a + 1, len(self.p)), max(d + 1, self.cols))
        return self.p[a][d], self.ea[a][d], self.ed[a][d]

    def get_small(self, a: int, d: int) -> tuple[float, float, float]:
        """For armies beyond the kept size: a table of this one question, then dropped."""
        self._grow(a + 1, d + 1)
        return self.p[a][d], self.ea[a][d], self.ed[a][d]

    def _grow(self, rows: int, cols: int) -> None:
        for a in range(len(self.p)):
            self._fill(a, cols)
        while len(self.p) < rows:
            self.p.append(array("d"))
            self.ea.append(array("d"))
            self.ed.append(array("d"))
            self._fill(len(self.p) - 1, cols)
        self.cols = cols

    def _fill(self, a: int, cols: int) -> None:
        P, EA, ED = self.p, self.ea, self.ed
        prow, earow, edrow = P[a], EA[a], ED[a]
        stop, dmax = self.stop, self.dmax
        for d in range(len(prow), cols):
            if d == 0:
                p, ea, ed = 1.0, float(a), 0.0
            elif a < 2 or stop(a, d):
                p, ea, ed = 0.0, float(a), float(d)
            else:
                p = ea = ed = 0.0
                ad = min(3, a - self.keep)
                for al, dl, q in _BATTLE_F[(ad, min(2, d) if dmax else 1)]:
                    x, y = a - al, d - dl
                    p += q * P[x][y]
                    ea += q * EA[x][y]
                    ed += q * ED[x][y]
            prow.append(p)
            earow.append(ea)
            edrow.append(ed)


class _ChanceTable:
    """The chance alone of taking the territory attacking while more than ``n`` armies
    are in the attacking territory, for every (attackers, defenders) asked so far: the
    table a game consults before battles (``until:N``, ``odds:X``), so it is filled with
    one sum per cell over the few results of a battle."""

    __slots__ = ("n", "dmax", "p", "cols")

    def __init__(self, n: int, dmax: bool) -> None:
        self.n, self.dmax = n, dmax
        self.p: list = []
        self.cols = 0

    def get(self, a: int, d: int) -> float:
        p = self.p
        if a >= len(p) or d >= self.cols:
            rows, cols = max(a + 1, len(p)), max(d + 1, self.cols)
            if rows * cols > MAX_CELLS:
                return _ChanceTable(self.n, self.dmax)._grown(a + 1, d + 1).p[a][d]
            self._grown(rows, cols)
        return p[a][d]

    def _grown(self, rows: int, cols: int) -> "_ChanceTable":
        for a in range(len(self.p)):
            self._fill(a, cols)
        while len(self.p) < rows:
            self.p.append(array("d"))
            self._fill(len(self.p) - 1, cols)
        self.cols = cols
        return self

    def _fill(self, a: int, cols: int) -> None:
        P = self.p
        row = P[a]
        d = len(row)
        if d >= cols:
            return
        if a < 2 or a <= self.n:                    # no attack: only d == 0 is taken
            if d == 0:
                row.append(1.0)
                d = 1
            row.extend([0.0] * (cols - d))
            return
        if d == 0:
            row.append(1.0)
            d = 1
        ad = min(3, a - 1)
        if d == 1 and d < cols:                      # one defender: one die
            (al0, dl0, q0), (al1, dl1, q1) = _BATTLE_F[(ad, 1)]
            row.append(q0 * P[a - al0][1 - dl0] + q1 * P[a - al1][1 - dl1])
            d = 2
        outs = _BATTLE_F[(ad, 2 if self.dmax else 1)]
        if len(outs) == 2:
            (al0, dl0, q0), (al1, dl1, q1) = outs
            r0, r1 = P[a - al0], P[a - al1]
            for d in range(d, cols):
                row.append(q0 * r0[d - dl0] + q1 * r1[d - dl1])
        else:
            (al0, dl0, q0), (al1, dl1, q1), (al2, dl2, q2) = outs
            r0, r1, r2 = P[a - al0], P[a - al1], P[a - al2]
            for d in range(d, cols):
                row.append(q0 * r0[d - dl0] + q1 * r1[d - dl1] + q2 * r2[d - dl2])


# A table is kept up to this many cells (1000 x 1000 armies: 8 MB for a chance table,
# 24 MB for one with the expected armies); a question beyond it is answered by a table
# of its own, then dropped.
MAX_CELLS = 1_000_000
_TABLES: dict = {}


def _chances(n: int, dmax: bool) -> _ChanceTable:
    key = ("chance", n, dmax)
    t = _TABLES.get(key)
    if t is None:
        t = _TABLES[key] = _ChanceTable(n, dmax)
    return t


def _table(kind: str, value, dmax: bool) -> _Table:
    key = (kind, value, dmax)
    t = _TABLES.get(key)
    if t is None:
        keep = 1
        if kind in ("until", "keep"):
            def stop(a, d, n=value):
                return a <= n
            if kind == "keep":
                keep = value
        else:
            x = value / 100
            chance = _chances(1, dmax).get

            def stop(a, d):
                return chance(a, d) < x
        t = _TABLES[key] = _Table(stop, dmax, keep)
    return t


def _odds(values) -> dict:
    p, ea, ed = values
    return {"win": p, "attackers_left": ea, "defenders_left": ed}


def conquest_odds(attackers: int, defenders: int, stop_at: int = 1,
                  defender_max: bool = True) -> dict:
    """Odds of taking a territory holding ``defenders`` armies from one holding
    ``attackers``, attacking with the most dice allowed while more than ``stop_at``
    armies (at least 1) remain in the attacking territory.

    Returns ``{"win": p, "attackers_left": e_a, "defenders_left": e_d}``: ``p`` the
    probability that the territory falls; ``e_a`` the expected armies in the attacking
    territory when the attack ends; ``e_d`` the expected defenders left."""
    return _odds(_table("until", max(1, stop_at), defender_max).get(attackers, defenders))


def keep_odds(attackers: int, defenders: int, keep: int,
              defender_max: bool = True) -> dict:
    """Odds of attacking until the territory falls while keeping ``keep`` armies (at
    least 1) in the attacking territory whatever the dice: the attacker rolls
    ``min(3, armies - keep)`` dice, so no battle can leave fewer than ``keep``, and stops
    with ``keep`` armies left. ``keep`` 1 is the attack until it falls.

    Returns ``{"win", "attackers_left", "defenders_left"}`` as :func:`conquest_odds`."""
    return _odds(_table("keep", max(1, keep), defender_max).get(attackers, defenders))


def threshold_odds(attackers: int, defenders: int, percent: int,
                   defender_max: bool = True) -> dict:
    """Odds of an attack that goes on, with the most dice allowed, only while the chance of
    taking the territory by attacking until it falls (from the armies left at that
    moment) stays at ``percent`` % or more: before every battle the chance is worked out
    again, and the attack stops as soon as it is lower.

    Returns ``{"win", "attackers_left", "defenders_left"}`` as :func:`conquest_odds`."""
    return _odds(_table("odds", percent, defender_max).get(attackers, defenders))


def chance_holds(attackers: int, defenders: int, percent: int,
                 defender_max: bool = True) -> bool:
    """Is the chance of taking the territory (attacking until it falls) ``percent`` % or
    more?"""
    return _chances(1, defender_max).get(attackers, defenders) >= percent / 100


# ---------------------------------------------------------------- exact fractions
def conquest_probability(attackers: int, defenders: int, stop_at: int = 1,
                         defender_max: bool = True) -> Fraction:
    """The exact probability of :func:`conquest_odds` (small armies: it recurses once
    per battle)."""
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


def keep_probability(attackers: int, defenders: int, keep: int,
                     defender_max: bool = True) -> Fraction:
    """The exact probability of :func:`keep_odds` (small armies)."""
    return _solve_keep(attackers, defenders, max(1, keep), defender_max)


@lru_cache(maxsize=65536)
def _solve_keep(a: int, d: int, keep: int, dmax: bool) -> Fraction:
    if d <= 0:
        return Fraction(1)
    if a <= keep or a < 2:
        return Fraction(0)
    ad = min(3, a - keep)
    dd = min(2, d) if dmax else 1
    return sum((q * _solve_keep(a - al, d - dl, keep, dmax)
                for (al, dl), q in BATTLE[(ad, dd)].items()), Fraction(0))


def threshold_probability(attackers: int, defenders: int, percent: int,
                          defender_max: bool = True) -> Fraction:
    """The exact probability of :func:`threshold_odds` (small armies)."""
    return _solve_threshold(attackers, defenders, Fraction(percent, 100), defender_max)[0]


@lru_cache(maxsize=65536)
def _solve_threshold(a: int, d: int, x: Fraction, dmax: bool) -> tuple[Fraction, ...]:
    if d <= 0:
        return Fraction(1), Fraction(a), Fraction(0)
    if a < 2 or _solve(a, d, 1, dmax)[0] < x:
        return Fraction(0), Fraction(a), Fraction(d)
    ad = min(3, a - 1)
    dd = min(2, d) if dmax else 1
    p = ea = ed = Fraction(0)
    for (al, dl), q in BATTLE[(ad, dd)].items():
        wp, wa, wd = _solve_threshold(a - al, d - dl, x, dmax)
        p += q * wp
        ea += q * wa
        ed += q * wd
    return p, ea, ed


def percent(value):
    """A percentage as a person reads it: ``75%`` (a message: some languages write
    ``75 %`` or ``%75``)."""
    return msg("{percent}%", percent=value)


def percent_text(p):
    """A probability as a player reads it (a message): '73.4%'; '0%' only when the attack
    cannot take the territory, and never '100%' (an attack may always fail): '<0.1%',
    '>99.9%'. The figure is a number (rounded to a tenth), so a page may write it with
    its language's decimal separator."""
    p = float(p)
    if p <= 0:
        return msg("{percent}%", percent=0)
    if p < 0.001:
        return msg("<{percent}%", percent=0.1)
    if p > 0.999:
        return msg(">{percent}%", percent=99.9)
    return msg("{percent}%", percent=round(p * 100, 1))
