"""The glossaries are the single source of the catalogs' terms (issue 32).

Each glossary (``docs/i18n/LANG.md``) ends with a table "Terms the tests check": one row
per term, with the game it holds for (``twilight``, ``risk`` or ``all``), a pattern of
the English message ids that name the term (empty: every message), the pattern the
translation must then hold, and the pattern no translation of that game may hold (the
slip a native reader saw: a second word for the same thing, a word that reads as
something else). Patterns are Python regular expressions, in backticks.

A message belongs to a game by where it is used (the catalog's ``#:`` locations, or a
``twilight ...``/``risk ...`` context); a message of the page used by every game is
checked under ``all`` only.
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

import i18n as I18N  # scripts/i18n.py (tests/conftest.py puts scripts/ on the path)

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("twilight", "risk", "demo")
#: an action code ("headline:N", "realign:Country"): English on purpose, never checked
CODE = re.compile(r"(?<![{\w])\w+:[\w:,]+")


def checked_terms(lang: str) -> list[dict]:
    text = (ROOT / "docs" / "i18n" / f"{lang}.md").read_text(encoding="utf-8")
    part = text.split("## Terms the tests check", 1)
    assert len(part) == 2, f"docs/i18n/{lang}.md has no 'Terms the tests check' table"
    rows = []
    for line in part[1].splitlines():
        if not line.startswith("|") or set(line) <= set("|- "):
            continue
        cells = [c.strip().replace("\\|", "|")
                 for c in re.split(r"(?<!\\)\|", line.strip().strip("|"))]
        if cells[0] == "game":
            continue
        game, english, says, never = cells[:4]

        def pattern(cell):
            found = re.findall(r"`([^`]+)`", cell)
            return re.compile("|".join(found)) if found else None
        rows.append({"game": game, "english": pattern(english), "says": pattern(says),
                     "never": pattern(never), "row": line})
    assert rows, f"docs/i18n/{lang}.md: the table of checked terms is empty"
    return rows


def game_of(message) -> str:
    """The game a message is used by (``all``: the page's, shared)."""
    if message.context:
        for g in GAMES:
            if message.context.startswith(g):
                return g
    games = set()
    for path, _line in message.locations:
        found = [g for g in GAMES if g in path]
        games |= set(found) if found else {"all"}
    return games.pop() if len(games) == 1 else "all"


def _english(m) -> str:
    """The English words of a message: its fields and action codes left out."""
    text = m.id if isinstance(m.id, str) else " ".join(m.id)
    return CODE.sub(" ", re.sub(r"\{[^{}]*\}", " ", text))


def _strings(m) -> list[str]:
    return [s for s in (m.string if isinstance(m.string, (list, tuple)) else [m.string]) if s]


def term_problems(lang: str) -> list[str]:
    cat = I18N.read_po(I18N.I18N / f"{lang}.po", lang)
    rows = checked_terms(lang)
    wrong = []
    for m in cat:
        if not m.id:
            continue
        game = game_of(m)
        for row in rows:
            if row["game"] not in ("all", game):
                continue
            named = row["english"] is None or row["english"].search(_english(m))
            for s in _strings(m):
                words = CODE.sub(" ", s)
                if row["never"] is not None and row["never"].search(words):
                    wrong.append(f"{_english(m)!r} -> {s!r}: {row['never'].pattern!r} "
                                 f"(glossary row {row['row']})")
                elif named and row["says"] is not None and not row["says"].search(words):
                    wrong.append(f"{_english(m)!r} -> {s!r}: lacks {row['says'].pattern!r} "
                                 f"(glossary row {row['row']})")
    return wrong


@pytest.mark.parametrize("lang", I18N.LANGUAGES)
def test_every_checked_term_is_used_as_the_glossary_says(lang):
    wrong = term_problems(lang)
    assert not wrong, f"{lang}: {len(wrong)} translations against the glossary:\n" + \
        "\n".join(wrong[:25])
