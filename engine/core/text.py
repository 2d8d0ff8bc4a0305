"""Small text helpers shared by every game's messages."""

from __future__ import annotations

QUOTE_LIMIT = 40


def quote(value, limit: int = QUOTE_LIMIT, *, repr_: bool = True) -> str:
    """Bad input quoted in a refusal: its ``repr`` (or its text), at most ``limit``
    characters and an ellipsis, so a 3,000-character value never makes a 3,000-character
    message (issue 25)."""
    if isinstance(value, str):           # an Action (a str) is quoted as the text it is
        value = str(value)
    text = repr(value) if repr_ else str(value)
    if len(text) <= limit:
        return text
    return text[:limit - 1] + "…"


def plural(n, one: str, many: str | None = None) -> str:
    """``"1 move"``, ``"2 moves"``: the count and the word that agrees with it (``many``
    when the plural is not ``one + "s"``). English only: messages use
    :func:`engine.core.i18n.nmsg`."""
    word = one if n == 1 else (many if many is not None else one + "s")
    return f"{n} {word}"
