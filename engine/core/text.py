"""Small text helpers shared by every game's messages."""

from __future__ import annotations


def plural(n, one: str, many: str | None = None) -> str:
    """``"1 move"``, ``"2 moves"``: the count and the word that agrees with it (``many``
    when the plural is not ``one + "s"``)."""
    word = one if n == 1 else (many if many is not None else one + "s")
    return f"{n} {word}"
