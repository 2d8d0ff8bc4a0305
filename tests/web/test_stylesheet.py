"""The stylesheet's blocks all close: one unclosed ``@media`` block silently turns every
later rule into a rule of that media query (it happened once, in a merge, and the
"no layout jump" reserves then applied only in dark mode)."""

from __future__ import annotations

import re
from pathlib import Path

CSS = Path(__file__).resolve().parents[2] / "web" / "style.css"


def _code(text: str) -> str:
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)           # comments
    return re.sub(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'', '""', text)   # strings


def test_every_block_closes_and_top_level_rules_stay_top_level():
    depth = 0
    for number, line in enumerate(_code(CSS.read_text()).splitlines(), 1):
        for ch in line:
            depth += {"{": 1, "}": -1}.get(ch, 0)
            assert depth >= 0, f"style.css:{number}: a '}}' closes nothing"
        assert depth <= 3, f"style.css:{number}: blocks nested {depth} deep (unclosed?)"
    assert depth == 0, "style.css: a block is never closed"


def test_each_section_ends_at_top_level():
    """Every ``/* ---- section ---- */`` heading starts outside any block."""
    text = CSS.read_text()
    for match in re.finditer(r"/\* ---- ", text):
        before = _code(text[:match.start()])
        assert before.count("{") == before.count("}"), (
            f"style.css: the section at character {match.start()} starts inside a block")
