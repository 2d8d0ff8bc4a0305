"""Seeded randomness that belongs to the game.

A splitmix64 generator written in pure Python: its whole state is one integer, so it is
cheap to copy and to serialise, and it gives the same numbers on every CPython (3.11 here,
3.14 in Pyodide), unlike relying on the internals of :mod:`random`.

Tests can force die results: ``rng.force([6, 1])`` makes the next two ``die()`` calls
return 6 and 1 (the forced values are used instead of drawing, and still count as draws).
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state", "draws", "forced")

    def __init__(self, seed: int = 0) -> None:
        self.state = int(seed) & _MASK
        self.draws = 0          # random outcomes drawn so far (forced ones included)
        self.forced: list[int] = []

    # -- core generator -------------------------------------------------------------
    def _next64(self) -> int:
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randbelow needs n >= 1")
        self.draws += 1
        if n == 1:
            return 0
        limit = _MASK + 1 - ((_MASK + 1) % n)
        while True:
            x = self._next64()
            if x < limit:
                return x % n

    # -- what games use -------------------------------------------------------------
    def die(self, sides: int = 6) -> int:
        """Roll one die: ``1..sides``. Forced values (see :meth:`force`) come first."""
        if self.forced:
            self.draws += 1
            value = self.forced.pop(0)
            if not 1 <= value <= sides:
                raise ValueError(f"forced die value {value} is not on a d{sides}")
            return value
        return self.randbelow(sides) + 1

    def force(self, values) -> None:
        """Queue die results for the next :meth:`die` calls (for tests)."""
        self.forced.extend(int(v) for v in values)

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    # -- copying / saving -----------------------------------------------------------
    def clone(self) -> "Rng":
        other = Rng.__new__(Rng)
        other.state = self.state
        other.draws = self.draws
        other.forced = list(self.forced)
        return other

    def getstate(self) -> list:
        return [self.state, self.draws, list(self.forced)]

    def setstate(self, st) -> None:
        self.state, self.draws, forced = st
        self.forced = list(forced)
