"""Grammatical forms of names (issue 32): a translation never pastes a name after a fixed
preposition ("in Germania Occidentale" where Italian says "nella"); it asks the catalog for
the name's form, ``{country:in}``, kept as data per language in ``web/i18n/LANG.forms.po``
(context ``"<term context>|<form>"``), and the page renders it
(``engine.core.i18n.argument``).
"""
from __future__ import annotations

import gettext

import pytest

import i18n as I18N  # scripts/i18n.py (tests/conftest.py puts scripts/ on the path)
from engine.core.i18n import msg, render, term


def _strings(m):
    return [s for s in (m.string if isinstance(m.string, (list, tuple)) else [m.string]) if s]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    out = tmp_path_factory.mktemp("mo")
    I18N.compile_catalogs(out)

    def tr(lang):
        with (out / f"{lang}.mo").open("rb") as fh:
            return gettext.GNUTranslations(fh)
    return tr


@pytest.mark.parametrize("lang", I18N.LANGUAGES)
def test_every_form_a_translation_asks_for_exists_for_every_name(lang):
    """A form used by a message (``{country:in}``) is in the language's forms catalog for
    every name of the context (every country), and each form holds the catalog's name."""
    cat = I18N.read_po(I18N.I18N / f"{lang}.po", lang)
    forms = I18N.forms_catalog(lang)
    have = {}
    for m in forms or ():
        if m.id and m.string:
            ctx, form = m.context.split("|", 1)
            have.setdefault((ctx, form), {})[m.id] = m.string
    names = {}
    for m in cat:
        if m.id and m.context:
            names.setdefault(m.context, {})[m.id] = m.string
    used = {(field, form) for m in cat if m.id for s in _strings(m)
            for field, form in I18N.form_uses(s)}
    for field, form in used:
        assert any(f == form for _, f in have), \
            f"{lang}: a message asks for {{{field}:{form}}}, which no name of the catalog has"
    for (ctx, form), entries in have.items():
        missing = set(names.get(ctx, {})) - set(entries)
        assert not missing, f"{lang}: the form {form!r} of {ctx!r} lacks {sorted(missing)[:5]}"
        wrong = [(k, v) for k, v in entries.items() if names[ctx].get(k, "") not in v]
        assert not wrong, f"{lang}: forms that do not hold the catalog's name: {wrong[:5]}"


def test_italian_puts_the_article_a_country_takes(compiled):
    tr = compiled("it")
    line = msg("6.3.1: a coup needs opponent influence in the target, and {side} has none in "
               "{country}", side=term("twilight side", "US"),
               country=term("twilight country", "West Germany"))
    assert "nella Germania Occidentale" in render(line, tr)
    assert "a Cuba" in render({**line, "args": {**line["args"], "country": term(
        "twilight country", "Cuba")}}, tr)
    assert "in Francia" in render({**line, "args": {**line["args"], "country": term(
        "twilight country", "France")}}, tr)


def test_a_missing_form_writes_its_word_before_the_name():
    class Tr(gettext.NullTranslations):
        def gettext(self, text):
            return {"m": "x {c:in} y"}.get(text, text)
    assert render(msg("m", c=term("twilight country", "Cuba")), Tr()) == "x in Cuba y"
    assert render(msg("m", c="Ada"), Tr()) == "x in Ada y"


def test_the_page_gives_its_names_their_forms_too(tmp_path):
    """The page's own words take the forms of the names it shows (``lang.name``), in plain
    text and next to markup (a fresh copy of web/py/lang.py: the page's current language
    is module state)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("lang_for_forms", I18N.ROOT / "web" / "py"
                                                  / "lang.py")
    lang = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(lang)
    I18N.compile_catalogs(tmp_path)
    lang.use("it", (tmp_path / "it.mo").read_bytes())
    china, mongolia = lang.name("risk territory", "China"), lang.name("risk territory",
                                                                     "Mongolia")
    said = lang._("{territory} selected: tap a highlighted territory to attack it (from "
                  "{territory}), or tap another of yours.", territory=china)
    assert said.startswith("Hai scelto la Cina") and "(dalla Cina)" in said, said
    said = lang._("{attacker} attacks {territory} from {source} with {dice}. Roll 1 or 2 "
                  "white dice:", attacker="Rosso", territory=china, source=mongolia,
                  dice=lang.Markup("<b>3</b>"))
    assert said.startswith("Rosso attacca la Cina dalla Mongolia con <b>3</b>"), said
