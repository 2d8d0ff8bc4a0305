"""The page's language layer (web/py/lang.py, issue 21) under CPython: which language,
plural forms through catalogs compiled as the build compiles them (Babel, CLDR's rules),
English for whatever a catalog lacks, isolation marks on a right-to-left page, and the
page's own screens with no English left in the pseudo-language."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WEB_PY = ROOT / "web" / "py"
for path in (str(ROOT), str(WEB_PY)):
    if path not in sys.path:
        sys.path.insert(0, path)

import lang  # noqa: E402
from engine.core.i18n import FSI, PDI, msg, nmsg, term  # noqa: E402

pytest.importorskip("babel")


import i18n as I18N  # noqa: E402  (scripts/i18n.py, on the path by tests/conftest.py)


def compiled(locale: str, entries: dict) -> bytes:
    """A catalog compiled as scripts/i18n.py compiles one: ``{msgid or (ctx, msgid) or
    (singular, plural): translation(s)}``."""
    from babel.messages.mofile import write_mo
    cat = I18N._catalog(locale)
    for key, value in entries.items():
        if isinstance(key, tuple) and isinstance(value, (list, tuple)):
            cat.add(key, tuple(value))
        elif isinstance(key, tuple):
            cat.add(key[1], value, context=key[0])
        else:
            cat.add(key, value)
    buffer = io.BytesIO()
    write_mo(buffer, cat, use_fuzzy=False)
    return buffer.getvalue()


@pytest.fixture(autouse=True)
def english_after():
    yield
    lang.use("en")


# ------------------------------------------------------------------ which language
def test_the_stored_choice_then_the_browser_then_english():
    assert lang.guess("pl", ["he-IL"]) == "pl"
    assert lang.guess(None, ["fr-FR", "he-IL", "it"]) == "he"
    assert lang.guess(None, ["pl_PL"]) == "pl" and lang.guess(None, ["iw"]) == "he"
    assert lang.guess("xx", ["de", "el-GR"]) == "el"
    assert lang.guess(None, ["de", "fr"]) == "en" and lang.guess(None, []) == "en"
    assert lang.guess("en-XA", ["it"]) == "en-XA"       # the tests' pseudo-language
    assert [code for code, _ in lang.LANGUAGES] == ["en", "it", "he", "el", "pl"]
    assert lang.PSEUDO not in dict(lang.LANGUAGES)      # never offered in the picker
    assert not lang.needs_catalog("en") and lang.needs_catalog("he")
    assert lang.catalog_url("he") == "./i18n/he.mo"


def test_the_head_script_follows_the_same_rule(tmp_path):
    """index.html chooses before Python starts: the same languages (written into it by
    the build from lang.py), the same key."""
    import build
    index = tmp_path / "index.html"
    index.write_text((ROOT / "web" / "index.html").read_text())
    build.fill_languages(index)
    html = index.read_text()
    codes = [code for code, _ in lang.LANGUAGES]
    assert f'const LANGS = {str(codes).replace(chr(39), chr(34)).replace(" ", "")};' in html
    assert f'PSEUDO = "{lang.PSEUDO}"' in html and f'const KEY = "{lang.KEY}"' in html
    assert 'const RTL = ["he"];' in html and lang.RTL == {"he"}
    assert "await lang.start()" in html


def test_every_text_of_index_html_has_its_message():
    html = (ROOT / "web" / "index.html").read_text()
    keys = set(re.findall(r'data-shell="([^"]+)"', html))
    assert keys and keys <= set(lang.SHELL)
    steps = re.search(r"const steps = \[([^\]]*)\]", html).group(1)
    for step in re.findall(r'"([^"]+)"', steps):
        assert step in lang.SHELL, step
    assert {"title", "boot-step", "boot-failed"} <= set(lang.SHELL)


# ------------------------------------------------------------------ plural forms
MOVES = ("{n} move", "{n} moves")


def test_polish_has_three_forms_chosen_by_cldr():
    mo = compiled("pl", {MOVES: ["{n} ruch", "{n} ruchy", "{n} ruchów"]})
    assert lang.use("pl", mo) and lang.code() == "pl"
    said = {n: lang._n(*MOVES, n) for n in (1, 2, 4, 5, 12, 14, 21, 22, 25, 102)}
    assert said == {1: "1 ruch", 2: "2 ruchy", 4: "4 ruchy", 5: "5 ruchów", 12: "12 ruchów",
                    14: "14 ruchów", 21: "21 ruchów", 22: "22 ruchy", 25: "25 ruchów",
                    102: "102 ruchy"}
    # the engine's messages go through the same catalog
    assert lang.t(nmsg(*MOVES, 3)) == "3 ruchy"


def test_hebrew_has_its_own_forms_and_isolates_arguments():
    mo = compiled("he", {MOVES: ["מהלך אחד", "שני מהלכים", "{n} מהלכים"],
                         "{player} plays {card}.": "{player} משחק את {card}.",
                         ("twilight card", "Nasser"): "נאצר"})
    assert lang.use("he", mo) and lang.rtl() and lang.direction() == "rtl"
    assert lang._n(*MOVES, 1) == "מהלך אחד" and lang._n(*MOVES, 2) == "שני מהלכים"
    assert lang._n(*MOVES, 7) == f"{FSI}7{PDI} מהלכים"
    line = msg("{player} plays {card}.", player="Ada", card=term("twilight card", "Nasser"))
    assert lang.t(line) == f"{FSI}Ada{PDI} משחק את {FSI}נאצר{PDI}."
    assert lang._("{player} to play", player="Ada") == f"{FSI}Ada{PDI} to play"
    assert lang.isolate("Ada") == f"{FSI}Ada{PDI}"


def test_left_to_right_pages_have_no_marks():
    mo = compiled("it", {"{player} to play": "Tocca a {player}"})
    lang.use("it", mo)
    assert not lang.rtl() and lang.direction() == "ltr"
    assert lang._("{player} to play", player="Ada") == "Tocca a Ada"
    assert lang.isolate("Ada") == "Ada"


# ------------------------------------------------------------------ English as fallback
def test_what_a_catalog_lacks_is_english():
    mo = compiled("it", {"Games": "Partite"})
    lang.use("it", mo)
    assert lang._("Games") == "Partite"
    assert lang._("Start game") == "Start game"
    assert lang._n(*MOVES, 2) == "2 moves"
    assert lang.name("twilight country", "West Germany") == "West Germany"
    # a language whose catalog is missing or damaged: English, said so
    assert lang.use("it", None) is False
    assert lang.use("pl", b"not a catalog") is False and lang._("Games") == "Games"
    assert lang.use("en") is True and lang.translations().gettext("Games") == "Games"
    assert lang.use("xx") and lang.code() == "en"


def test_a_translation_with_other_fields_falls_back_to_english():
    mo = compiled("it", {"{player} to play": "Tocca a {giocatore}"})
    lang.use("it", mo)
    assert lang._("{player} to play", player="Ada") == "Ada to play"


# ------------------------------------------------------------------ names, markup
def test_names_of_the_game_data_are_translated_in_their_context():
    mo = compiled("it", {("twilight country", "West Germany"): "Germania Ovest",
                         ("risk territory", "Japan"): "Giappone",
                         ("twilight country short", "W. Germany"): "Germ. Ovest",
                         ("twilight country", "East Germany"): "Germania Est"})
    lang.use("it", mo)
    assert lang.name("twilight country", "West Germany") == "Germania Ovest"
    assert lang.name("twilight country", "Japan") == "Japan"          # another context
    assert lang.name("risk territory", "Japan") == "Giappone"
    assert lang.name("risk territory", term("risk territory", "Japan")) == "Giappone"
    assert lang.name("x", None) == ""
    short = term("twilight country short", "W. Germany")
    assert lang.short(short, "twilight country", "West Germany") == "Germ. Ovest"
    # no short form in the catalog: the translated full name rather than English
    assert lang.short(term("twilight country short", "E. Germany"), "twilight country",
                      "East Germany") == "Germania Est"
    assert lang.short(None, "twilight country", "West Germany") == "Germania Ovest"
    lang.use("en")
    assert lang.short(short, "twilight country", "West Germany") == "W. Germany"


def test_markup_arguments_go_in_as_they_are_and_the_rest_is_escaped():
    from ui import esc
    said = lang._("VP {score} & more", score=lang.Markup('<b class="us">US +3</b>'))
    assert isinstance(said, lang.Markup)
    assert said == 'VP <b class="us">US +3</b> &amp; more' and esc(said) == said
    said = lang._n("{side} hand: {n} card", "{side} hand: {n} cards", 3, side="<US>",
                   n=lang.Markup("<b>3</b>"))
    assert said == "&lt;US&gt; hand: <b>3</b> cards"
    assert lang._n("{side} hand: {n} card", "{side} hand: {n} cards", 1, side="US",
                   n=lang.Markup("<b>1</b>")) == "US hand: <b>1</b> card"
    assert esc("<b>") == "&lt;b&gt;" and esc(msg("{a} < {b}", a=1, b=2)) == "1 &lt; 2"


def test_lists_are_joined_in_the_language():
    mo = compiled("pl", {"{items} and {last}": "{items} i {last}"})
    lang.use("pl", mo)
    assert lang.and_list(["A", "B", "C"]) == "A, B i C"
    assert lang.and_list(["A"]) == "A" and lang.and_list([]) == ""


def test_the_loading_screen_words_in_a_language():
    mo = compiled("it", {"Board games": "Giochi da tavolo"})
    lang.use("it", mo)
    words = lang.shell_words()
    assert words["boot-title"] == "Giochi da tavolo" and words["update-later"] == "Later"


# ------------------------------------------------------------------ the page in pseudo
LATIN = re.compile(r"[A-Za-z]")
TAG = re.compile(r"<[^>]*>")
ATTR = re.compile(r'\s(?:aria-label|title|placeholder|alt)="([^"]*)"')


def _english_left(markup: str) -> list[str]:
    """Texts and read-out attributes of ``markup`` with Latin letters, but the language
    picker's own names (marked with their ``lang``)."""
    import html
    markup = re.sub(r"<option [^>]*lang=[^>]*>[^<]*</option>", "", markup)
    found = [html.unescape(v) for v in ATTR.findall(markup)]
    found += [html.unescape(x) for x in TAG.split(markup)]
    found = [x.replace("#v1", "") for x in found]
    return [x.strip() for x in found if LATIN.search(x)]


@pytest.fixture
def pseudo():
    from babel.messages.mofile import write_mo
    buffer = io.BytesIO()
    write_mo(buffer, I18N.pseudo_catalog(), use_fuzzy=False)
    assert lang.use(lang.PSEUDO, buffer.getvalue())
    yield


def test_the_home_screen_and_every_new_game_form_speak_the_pseudo_language(pseudo):
    import catalog
    import newgame
    import screens
    from engine.games import get_spec
    games = catalog.games()
    html = screens.home(games, "0.1.0", picked=None, options={}, resume="", previous=None,
                        pyodide="3.14.2")
    assert not _english_left(html), _english_left(html)
    for name, _spec in games:
        spec = get_spec(name)
        options = newgame.fit_options(spec, {})
        variants = [options]
        if name == "risk":
            variants = [newgame.fit_options(spec, {"variant": v}) for v in
                        ("classic", "two-player-active", "missions", "teams")]
        if name == "twilight":
            variants.append(newgame.fit_options(spec, {"bidding": True}))
        for opts in variants:
            seats = newgame.fit_seats(name, opts, [{"name": "Ω"}])
            form = {"seats": seats, "advanced": True, "seed": "12"}
            html = screens.home(games, "0.1.0", picked=name, options=opts, resume=None,
                                previous=None, form=form)
            left = _english_left(html)
            assert not left, (name, opts, left)


def test_the_saved_games_list_and_the_bots_panel_speak_the_pseudo_language(pseudo):
    import bot_seats
    import library
    import storage
    from engine.core import Session
    store = storage.Store(storage.MemoryBackend())
    lib = library.Library(store, clock=lambda: 1_700_000_000_000)
    seats = [{"name": "Ω", "colour": None, "bot": None}, {"name": "US", "colour": None,
                                                          "bot": "hard"}]
    lib.add(Session("twilight", {}, 3, players=seats))
    lib.add(Session("risk", {"variant": "classic", "players": 3}, 4))
    lib.add(Session("demo", {}, 5))
    entries = lib.entries()
    for now in (1_700_000_000_000, 1_700_000_000_000 + 90 * 60_000,
                1_700_000_000_000 + 40 * 86_400_000):
        html = library.render(entries, now=now, current=entries[0]["id"],
                              confirm=entries[1]["id"],
                              problem=lang._(storage.MESSAGES["full"]))
        assert not _english_left(html), _english_left(html)
    html = bot_seats.thinking_panel(["USSR", "US"], 1, "hard", table=seats, game="twilight")
    html += bot_seats.thinking_panel(["USSR", "US"], 1, "easy", error=bot_seats.FAILED,
                                     game="twilight")
    assert not _english_left(html), _english_left(html)


def test_the_build_leaves_untranslated_entries_out_of_a_catalog():
    """An empty catalog costs nothing to fetch; a plural entry with a form missing is
    English as a whole, not half translated."""
    import gettext
    from babel.messages.mofile import write_mo
    cat = I18N._catalog("pl")
    cat.add("Games", "Gry")
    cat.add("Start game", "")
    cat.add(MOVES, ("{n} ruch", "{n} ruchy", "{n} ruchów"))
    cat.add(("{n} army", "{n} armies"), ("{n} armia", "", ""))
    buffer = io.BytesIO()
    write_mo(buffer, I18N._translated_only(cat), use_fuzzy=False)
    tr = gettext.GNUTranslations(io.BytesIO(buffer.getvalue()))
    assert tr.gettext("Games") == "Gry" and tr.gettext("Start game") == "Start game"
    assert tr.ngettext(*MOVES, 5) == "{n} ruchów"
    assert tr.ngettext("{n} army", "{n} armies", 5) == "{n} armies"


def test_parts_of_a_list_use_the_languages_separator():
    """Greek's ";" is its question mark: the page's "a; b" lists take the catalog's
    separator (the ano teleia), and stay markup when a part is markup."""
    assert lang.separated(["a", "b"]) == "a; b"
    assert lang.use("el", compiled("el", {("list separator", "; "): " · "}))
    assert lang.separated(["α", "β", "γ"]) == "α · β · γ"
    joined = lang.separated([lang.Markup("<b>α</b>"), "β"])
    assert isinstance(joined, lang.Markup) and joined == "<b>α</b> · β"
