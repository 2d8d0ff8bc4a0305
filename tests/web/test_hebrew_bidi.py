"""Hebrew numbers read right in a right-to-left line (issue 32).

Every Hebrew message, its fields filled with sample values as the page fills them (each
argument wrapped in Unicode isolates, ``engine.core.i18n.render(isolate=True)``), is laid
out by the Unicode bidirectional algorithm (python-bidi) in a right-to-left paragraph. A
number written with a sign, a percent, a range or a sum (``+1``, ``2+``, ``73%``,
``1-{max}``, ``{roll}{mod} = {total}``) must appear on screen exactly as it is written,
read left to right as numbers are: "+1" must not turn into "1+", "73%" into "%73", a
range or a sum must not have its parts turned around. Hebrew says such things in words
("ועוד 1", "2 או יותר", "1 עד {max}", "{n} אחוז") or leaves the sign inside a field.
"""
from __future__ import annotations

import re

import i18n as I18N  # scripts/i18n.py (tests/conftest.py puts scripts/ on the path)
from bidi import get_display  # python-bidi (the test extra): the Unicode bidi algorithm

from engine.core.i18n import FSI, PDI

#: fields that hold a number; a field that holds a signed number (the page passes "+1")
NUMBERS = {
    "a", "b", "ar", "added", "amount", "armies", "attackers", "defenders", "bonus", "cap",
    "control", "cost", "count", "defcon", "domination", "gained", "hi", "k", "left", "limit",
    "lo", "lost", "m", "max", "n", "need", "net", "number", "ops", "other_roll",
    "other_total", "penalty", "percent", "presence", "removed", "required", "roll", "round",
    "score", "seconds", "size", "stability", "total", "turn", "value", "vp", "win", "high",
    "low", "us_ops", "ussr_ops", "us_cards", "ussr_cards", "us_hand", "ussr_hand", "drawn",
    "discarded", "rounds", "dice", "die", "attacker_loses", "defender_loses", "before",
    "after", "now", "next",
}
SIGNED = {"mod", "other_mod"}
NAME = "שם"                      # any other field: a name (a side, a card, a country...)
MARKS = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
#: a number with what belongs to it: a sign, a percent, a range, a sum, a fraction
NUMBER = re.compile(r"(?<![\w.])(?:[+\-−±]\s?)?\d+(?:\s?%)?"
                    r"(?:\s*[-+−=×/]\s*[+\-−]?\d+(?:\s?%)?)*(?:\s?[+%])?")
SIGNS = re.compile(r"[+\-−±%=×/]")


def fill(text: str) -> str:
    """``text`` with every field replaced as the page does on a right-to-left page: an
    isolated value, a different number for each numeric field."""
    k = iter(range(2, 100))

    def value(match):
        name = match.group(1).split(":")[0].split("!")[0]
        v = f"+{next(k)}" if name in SIGNED else str(next(k)) if name in NUMBERS else NAME
        return FSI + v + PDI
    return re.sub(r"\{([^{}]*)\}", value, text)


def misread(text: str) -> list[str]:
    """The numbers of ``text`` that a right-to-left line shows in another order."""
    logical = fill(text)
    shown = MARKS.sub("", get_display(logical, base_dir="R"))
    wrong = []
    for number in NUMBER.findall(MARKS.sub("", logical)):
        number = number.strip()
        if SIGNS.search(number) and number not in shown:
            wrong.append(number)
    return wrong


def test_the_check_sees_what_a_reader_sees():
    assert misread("+1 השפעה") == ["+1"]
    assert misread("5+ קלפים") == ["5+"]
    assert misread("{percent}%") == ["2%"]
    assert misread("צריך 1-{max}") == ["1-2"]
    assert misread("מטילה {roll}{mod} = {total}") == ["2+3 = 4"]
    assert misread("{n}/4 הושלמו") == ["2/4"]
    assert misread("ועוד 1 השפעה, 2 או יותר, 1 עד {max}, {percent} אחוז, ל-{defcon}") == []
    assert misread("מטילה {roll}, משנה {mod}, סך הכול {total}; DEFCON 4, צריך 4-6") == []


def _strings(m):
    return [s for s in (m.string if isinstance(m.string, (list, tuple)) else [m.string]) if s]


def test_every_hebrew_message_shows_its_numbers_in_order():
    cat = I18N.read_po(I18N.I18N / "he.po", "he")
    wrong = []
    for m in cat:
        if not m.id:
            continue
        for s in _strings(m):
            bad = misread(s)
            if bad:
                wrong.append((m.id if isinstance(m.id, str) else m.id[0], s, bad))
    assert not wrong, (f"{len(wrong)} Hebrew messages show a number turned around in a "
                       "right-to-left line (say it in words, or leave the sign in a field):\n"
                       + "\n".join(f"{i!r} -> {s!r}: {b}" for i, s, b in wrong[:20]))
