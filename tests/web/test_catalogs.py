"""The message catalogs (issue 21, docs/i18n/README.md): the template holds every message id
of the engine and the page, and each of the four languages translates all of them, with
its own plural forms and the same fields.

A message the code gains without a translation fails here: run ``python scripts/i18n.py
extract && python scripts/i18n.py update`` and translate what ``python scripts/i18n.py
missing LANG`` lists.
"""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


import i18n as I18N  # noqa: E402  (scripts/i18n.py, on the path by tests/conftest.py)
LANGUAGES = I18N.LANGUAGES
#: nplurals of each language (Babel's CLDR-derived table, as the catalogs' headers say)
NPLURALS = {"it": 3, "he": 3, "el": 2, "pl": 3}
SEEDS = {"it": "004_0cdb367d9ca608bf", "he": "000_58fb6c92f79d1119",
         "el": "002_43bb1a647b7260ea", "pl": "001_7a38743d3baa33cd"}


def _ids(cat) -> dict:
    out = {}
    for m in cat:
        if not m.id:
            continue
        key = (m.context, m.id if isinstance(m.id, str) else m.id[0])
        out[key] = m
    return out


def _fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.fixture(scope="module")
def template():
    return I18N.read_po(I18N.TEMPLATE)


def test_the_template_holds_every_message_of_the_sources(template):
    entries, _ = I18N.collect()
    want = {(ctx, s): p for (ctx, s), (p, _) in entries.items()}
    have = {key: (m.id[1] if isinstance(m.id, tuple) else None)
            for key, m in _ids(template).items()}
    missing = sorted(set(want) - set(have), key=str)
    stale = sorted(set(have) - set(want), key=str)
    assert not missing and not stale, (
        "web/i18n/messages.pot is out of date: run `python scripts/i18n.py extract && "
        f"python scripts/i18n.py update`.\nmissing: {missing[:10]}\nstale: {stale[:10]}")
    assert {k: v for k, v in want.items()} == have, "a plural form changed"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_id_is_translated(lang, template):
    cat = I18N.read_po(I18N.I18N / f"{lang}.po", lang)
    assert cat.num_plurals == NPLURALS[lang]
    have = _ids(cat)
    missing = []
    for key, m in _ids(template).items():
        t = have.get(key)
        strings = [] if t is None else (list(t.string) if isinstance(t.string, (list, tuple))
                                        else [t.string])
        if t is None or t.fuzzy or not strings or not all(strings) \
                or (isinstance(m.id, tuple) and len(strings) != NPLURALS[lang]):
            missing.append(key)
    assert not missing, (f"{lang}: {len(missing)} of {len(have)} message ids are not "
                         f"translated (python scripts/i18n.py missing {lang}), e.g. "
                         f"{missing[:5]}")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_translation_keeps_the_fields_of_its_message(lang):
    """A translation uses exactly the message's ``{fields}`` (a plural form may leave the
    count ``{n}`` out: Polish and Hebrew say "one army" in words)."""
    cat = I18N.read_po(I18N.I18N / f"{lang}.po", lang)
    wrong = []
    for m in cat:
        if not m.id or not m.string:
            continue
        if isinstance(m.id, tuple):
            want = _fields(m.id[0]) | _fields(m.id[1])
            for form in m.string:
                if form and not (want - {"n"} <= _fields(form) <= want):
                    wrong.append((m.id[0], form))
        else:
            if _fields(m.string) != _fields(m.id):
                wrong.append((m.id, m.string))
    assert not wrong, f"{lang}: fields differ: {wrong[:5]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_has_a_glossary_that_cites_its_seed(lang):
    glossary = (ROOT / "docs" / "i18n" / f"{lang}.md").read_text(encoding="utf-8")
    assert SEEDS[lang] in glossary or SEEDS[lang][:3] + "_" in glossary
    rows = [line for line in glossary.splitlines() if line.startswith("|")]
    assert len(rows) > 30, "a glossary is a table of the game's terms"


def test_hebrew_translations_carry_no_direction_marks():
    """The page isolates the arguments itself: marks typed into a catalog would double."""
    cat = I18N.read_po(I18N.I18N / "he.po", "he")
    marks = re.compile("[\u200e\u200f\u202a-\u202e\u2066-\u2069]")
    bad = [m.id for m in cat if m.id and any(
        marks.search(s or "") for s in (m.string if isinstance(m.string, (list, tuple))
                                        else [m.string]))]
    assert not bad, bad[:5]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_compiled_catalog_renders_engine_messages(lang, tmp_path):
    import gettext

    from engine.core.i18n import msg, nmsg, render
    from engine.twilight import terms as T
    I18N.compile_catalogs(tmp_path)
    with (tmp_path / f"{lang}.mo").open("rb") as fh:
        tr = gettext.GNUTranslations(fh)
    line = msg("{player}: {question}", player=T.side(0), question=msg("The game is over."))
    assert render(line, tr) != str(line) and "{" not in render(line, tr)
    defend = [render(nmsg("Defend with {n} die", "Defend with {n} dice", n), tr) for n in (1, 2)]
    english = [f"Defend with {n} di{'e' if n == 1 else 'ce'}" for n in (1, 2)]
    assert all(a != b for a, b in zip(defend, english)), defend


def test_fill_takes_only_missing_translations_from_another_version(tmp_path, monkeypatch):
    """``scripts/i18n.py fill`` merges two translators' work: an untranslated entry takes
    the other version's translation, a translated one keeps its own, plurals stay plurals."""
    from babel.messages.catalog import Catalog
    ours, theirs = Catalog(locale="pl"), Catalog(locale="pl")
    ours.add("Attack", "Atakuj")
    ours.add("Undo", "")
    ours.add(("{n} army", "{n} armies"), ("", "", ""))
    theirs.add("Attack", "Atak")
    theirs.add("Undo", "Cofnij")
    theirs.add(("{n} army", "{n} armies"), ("{n} armia", "{n} armie", "{n} armii"))
    monkeypatch.setattr(I18N, "I18N", tmp_path)
    monkeypatch.setattr(I18N, "ROOT", tmp_path)
    I18N.write_po(ours, tmp_path / "pl.po")
    I18N.write_po(theirs, tmp_path / "other.po")
    I18N.fill("pl", [str(tmp_path / "other.po")])
    got = I18N.read_po(tmp_path / "pl.po", "pl")
    assert got.get("Attack").string == "Atakuj"
    assert got.get("Undo").string == "Cofnij"
    assert tuple(got.get("{n} army").string) == ("{n} armia", "{n} armie", "{n} armii")
