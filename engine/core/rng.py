"""Seeded randomness that belongs to the game.

A splitmix64 generator written in pure Python: its whole state is one integer, so it is
cheap to copy and to serialise, and it gives the same numbers on every CPython (3.11 here,
3.14 in Pyodide), unlike relying on the internals of :mod:`random`.

Tests can force die results: ``rng.force([6, 1])`` makes the next two ``die()`` calls
return 6 and 1 (the forced values are used instead of drawing, and still count as draws).

**Outcomes from elsewhere.** ``Rng(source)`` with an object instead of an integer seed
takes every outcome from it: ``source.below(n)`` answers each :meth:`randbelow` (a
:class:`Script` replays a list of outcomes; play across devices makes them together, see
:mod:`engine.core.remote`). A source may also answer :meth:`shuffle` of a face-down pile
(``source.shuffle(items)``) and :meth:`pick` from a hidden hand (``source.pick(seq)``);
without those, both are made of :meth:`randbelow` draws as usual, so a :class:`Script`
of the same numbers replays them.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state", "draws", "forced", "source")

    def __init__(self, seed=0) -> None:
        self.source = None if isinstance(seed, int) else seed
        self.state = int(seed) & _MASK if self.source is None else 0
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
        if self.source is not None:
            return self.source.below(n)
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
        if self.source is not None and hasattr(self.source, "shuffle"):
            self.draws += 1
            self.source.shuffle(items)
            return
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, seq):
        return seq[self.randbelow(len(seq))]

    def pick(self, seq):
        """One element of ``seq`` (a hidden hand, in its sorted order) at random, drawn
        as the die ``die(len(seq))``: the k-th element for a roll of k."""
        if self.source is not None and hasattr(self.source, "pick"):
            self.draws += 1
            return self.source.pick(seq)
        return seq[self.die(len(seq)) - 1]

    # -- copying / saving -----------------------------------------------------------
    def clone(self) -> "Rng":
        other = Rng.__new__(Rng)
        other.state = self.state
        other.draws = self.draws
        other.forced = list(self.forced)
        other.source = self.source
        return other

    def getstate(self) -> list:
        return [self.state, self.draws, list(self.forced)]

    def setstate(self, st) -> None:
        self.state, self.draws, forced = st
        self.forced = list(forced)


class Script:
    """Outcomes given in advance (a record's ``outcomes``): each :meth:`Rng.randbelow`
    takes the next one. ValueError when they run out or one is out of range."""

    __slots__ = ("values", "used")

    def __init__(self, values) -> None:
        self.values = [int(v) for v in values]
        self.used = 0

    def below(self, n: int) -> int:
        if self.used >= len(self.values):
            raise ValueError("the recorded random outcomes ran out")
        value = self.values[self.used]
        if not 0 <= value < n:
            raise ValueError(f"recorded outcome {value} is not below {n}")
        self.used += 1
        return value
