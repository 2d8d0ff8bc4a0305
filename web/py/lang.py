"""The page's language: which one, its catalog, and the words of the page in it.

Pure Python (no browser import at module level), so CPython tests use all of it.

* :data:`LANGUAGES`: the languages offered (code, the language's own name). English is
  the source language (the message ids); every other one is a compiled gettext catalog
  ``i18n/LANG.mo`` (``scripts/i18n.py``), fetched only when that language is chosen.
  The pseudo-language :data:`PSEUDO` (``en-XA``: accented, in ⟦…⟧) exists for the
  end-to-end tests only: it is chosen by ``?lang=en-XA``, never offered in the picker.
* :func:`use` makes a language current (with its catalog's bytes); the current
  translations object is :func:`translations`.
* The page's own words: ``_("text with {named} fields", named=value)``,
  ``_n("{n} move", "{n} moves", n)``, ``_p("context", "text")``. The first arguments
  are string LITERALS (``scripts/i18n.py extract`` reads them from the source).
  Arguments are formatted in (isolated with Unicode marks on a right-to-left page, so a
  Latin name or a number keeps its own direction); a message, a list of messages or a
  number may be an argument. The result is plain text (escape it for markup), unless
  an argument is :class:`Markup` (``<b>3</b>``): then the text is escaped, the markup
  argument goes in as it is, and the result is Markup.
* :func:`t` renders what the engine says (a message, ``engine.core.i18n``) in the
  current language; plain text (a player's name, an engine text not converted yet) is
  shown as it is.
* :func:`name` is a name taken from game data (a card, a country, a territory) in its
  context: ``name("twilight country", "West Germany")``.

The choice is made in the page: ``index.html``'s first script reads the stored choice
(``localStorage["boardgames.lang"]``, or ``?lang=CODE`` in the address), else guesses it
from ``navigator.languages`` (:func:`guess` is the same rule, for Python), sets ``<html
lang dir>`` before anything is drawn and starts fetching the catalog. A game's save and
link never depend on the language.
"""

from __future__ import annotations

import gettext
import io

from engine.core.i18n import FSI, PDI, N_, Msg, argument, is_msg, render

#: (code, the language's own name), in the picker's order
LANGUAGES = (("en", "English"), ("it", "Italiano"), ("he", "עברית"), ("el", "Ελληνικά"),
             ("pl", "Polski"))
SOURCE = "en"
PSEUDO = "en-XA"
RTL = frozenset({"he"})
KEY = "boardgames.lang"                 # localStorage: the player's choice
CATALOG = "./i18n/{code}.mo"

#: the page's words outside Python (index.html: the loading screen, the update banner,
#: the apology): the build writes their translations into index.html, so they are right
#: before Python starts. key -> message id.
SHELL = {
    "title": N_("Board games: Twilight Struggle and Risk"),
    "boot-title": N_("Board games"),
    "boot-status": N_("Starting the Python runtime…"),
    "boot-failed": N_("The app could not start. Reload the page to try again."),
    "boot-step": N_("{step}… ({seconds} s)"),
    "Loading Pyodide": N_("Loading Pyodide"),
    "Loading Storage": N_("Loading storage"),
    "Loading interpreter": N_("Loading the interpreter"),
    "Loaded interpreter": N_("Interpreter loaded"),
    "Loading files": N_("Loading files"),
    "Loaded files": N_("Files loaded"),
    "Loaded Pyodide": N_("Pyodide loaded"),
    "update-text": N_("A new version is ready."),
    "update-reload": N_("Reload"),
    "update-later": N_("Later"),
    "oops-title": N_("Sorry, something went wrong"),
    "oops-text": N_("This page ran into a problem it did not expect. Your game is safe: it "
                    "was saved after the last move. Reload the page to go on from there."),
    "oops-reload": N_("Reload the page"),
}


class _Current:
    code = SOURCE
    tr: gettext.NullTranslations = gettext.NullTranslations()
    rtl = False


_cur = _Current()


# ------------------------------------------------------------------ which language
def known(code) -> bool:
    """A language the page can show (the pseudo-language included)."""
    return isinstance(code, str) and (code in dict(LANGUAGES) or code == PSEUDO)


def guess(stored=None, preferred=()) -> str:
    """The language to show: the stored choice if it is one we have, else the first of
    the browser's ``preferred`` languages (``navigator.languages``: "he-IL", "pl"...)
    whose main part we have, else English."""
    if known(stored):
        return stored
    codes = dict(LANGUAGES)
    for tag_ in preferred or ():
        main = str(tag_).strip().lower().replace("_", "-").split("-")[0]
        if main == "iw":                # Hebrew's old code (some Android browsers)
            main = "he"
        if main in codes:
            return main
    return SOURCE


def needs_catalog(code: str) -> bool:
    """English is the message ids themselves: no catalog to fetch."""
    return code != SOURCE


def catalog_url(code: str) -> str:
    return CATALOG.format(code=code)


def use(code: str, mo: bytes | None = None) -> bool:
    """Make ``code`` the current language, with its compiled catalog's bytes (``mo``;
    None or unreadable: the English texts, which every catalog falls back to). Returns
    whether the catalog was read."""
    if not known(code):
        code = SOURCE
    tr = gettext.NullTranslations()
    ok = not needs_catalog(code)
    if mo and needs_catalog(code):
        try:
            tr = gettext.GNUTranslations(io.BytesIO(bytes(mo)))
            ok = True
        except Exception:               # a damaged file: English rather than nothing
            tr = gettext.NullTranslations()
    _cur.code, _cur.tr, _cur.rtl = code, tr, code in RTL
    return ok


def code() -> str:
    return _cur.code


def translations() -> gettext.NullTranslations:
    return _cur.tr


def rtl() -> bool:
    return _cur.rtl


def direction(code_: str | None = None) -> str:
    return "rtl" if (code_ or _cur.code) in RTL else "ltr"


# ------------------------------------------------------------------ words
class Markup(str):
    """Markup already safe to put in the page (``Markup('<b>3</b>')``). Given as an
    argument of ``_``/``_n``/``_p``, it goes in as it is, the rest of the text is escaped,
    and the result is Markup too (``ui.esc`` leaves it as it is)."""

    __slots__ = ()


def _lookup(m: dict, count) -> str:
    tr, ctx, plural = _cur.tr, m.get("ctx"), m.get("plural")
    if plural is not None:
        return tr.npgettext(ctx, m["id"], plural, count) if ctx else \
            tr.ngettext(m["id"], plural, count)
    return tr.pgettext(ctx, m["id"]) if ctx else tr.gettext(m["id"])


def _say(m: Msg, count=None) -> str:
    """A message of the page: plain text, or Markup when an argument is. ``count``
    chooses the plural form when the field ``{n}`` shows something else (markup)."""
    args = m.get("args") or {}
    if count is None and not any(isinstance(v, Markup) for v in args.values()):
        return render(m, _cur.tr, isolate=_cur.rtl)
    from html import escape
    markup = any(isinstance(v, Markup) for v in args.values())
    values = {}
    for k, v in args.items():
        if not isinstance(v, Markup):   # a name keeps its grammatical forms ({country:in})
            a = argument(v, _cur.tr, _cur.rtl)
            values[k] = _Escaped(a) if markup else a
            continue
        values[k] = FSI + v + PDI if _cur.rtl else v
    count = args.get("n", 1) if count is None else count
    wrap = (lambda x: Markup(escape(x, quote=False))) if markup else str
    try:
        text = wrap(_lookup(m, count)).format_map(values)
    except (KeyError, IndexError, ValueError):      # a catalog entry with other fields
        english = m["id"] if m.get("plural") is None or count == 1 else m["plural"]
        text = wrap(english).format_map(values)
    return Markup(text) if markup else text


class _Escaped(str):
    """An argument going into markup: escaped, in any of its grammatical forms."""

    __slots__ = ("arg",)

    def __new__(cls, arg):
        from html import escape
        out = super().__new__(cls, escape(arg, quote=False))
        out.arg = arg
        return out

    def __format__(self, spec: str) -> str:
        from html import escape
        return escape(format(self.arg, spec), quote=False) if spec else str(self)


class _Name(str):
    """A name of the game's data in the page's language, knowing which term it shows
    (so a message can ask for its grammatical forms: ``{territory:in}``)."""

    __slots__ = ("term",)


def _(text: str, /, **args) -> str:
    """A text of the page in the current language, ``{named}`` fields filled in."""
    if not args:
        return _cur.tr.gettext(text)
    return _say(Msg(id=text, args=args))


def _n(singular: str, plural: str, n: int, /, **args) -> str:
    """A text whose words follow the count ``n`` (also the field ``{n}``, unless an
    argument ``n`` shows it otherwise: ``n=Markup("<b>3</b>")``)."""
    args.setdefault("n", n)         # shown: the count, or what the caller shows for it
    return _say(Msg(id=singular, args=args, plural=plural), n)


def _p(ctx: str, text: str, /, **args) -> str:
    """A text in a context (the same English words meaning two things)."""
    if not args:
        return _cur.tr.pgettext(ctx, text)
    return _say(Msg(id=text, args=args, ctx=ctx))


def t(value) -> str:
    """What the engine says (a message, a list of them, a number), in the current
    language; plain text is shown as it is (a player's name)."""
    if isinstance(value, str):
        return value
    return render(value, _cur.tr, isolate=_cur.rtl)


def text_of(value) -> str:
    """A text the engine gives either as a message or as an English message id (a
    stored wording, marked ``N_`` where it is written): in the current language."""
    if isinstance(value, str):
        return _cur.tr.gettext(value) if value else ""
    return t(value)


def name(ctx: str, value) -> str:
    """A name of the game's data (``name("twilight country", "West Germany")``), or a
    message the engine already made of it (a term)."""
    if value is None:
        return ""
    if is_msg(value):
        return t(value)
    out = _Name(_cur.tr.pgettext(ctx, str(value)))
    out.term = {"ctx": ctx, "id": str(value)}
    return out


def short(short_term, full_ctx: str, full: str) -> str:
    """A short form drawn where room is scarce (``short(term("twilight country short",
    "W. Germany"), "twilight country", "West Germany")``; None: no short form): the
    translated short form, or the translated full name where the catalog has no short
    one."""
    if not is_msg(short_term):
        return name(full_ctx, full)
    ctx, short_text = short_term.get("ctx"), short_term["id"]
    text = _cur.tr.pgettext(ctx, short_text) if ctx else _cur.tr.gettext(short_text)
    if text == short_text and short_text != full and _cur.code != SOURCE:
        named = name(full_ctx, full)
        if named != full:
            return named
    return text


def and_list(items) -> str:
    """``["Ada", "Bob", "Cy"]`` -> "Ada, Bob and Cy" in the page's language."""
    items = [t(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}", items=", ".join(items[:-1]), last=items[-1])


def separated(parts) -> str:
    """Parts of a list joined by the language's separator ("; " in English; Greek's
    semicolon is its question mark, it uses the ano teleia "·"); Markup if a part is."""
    parts = list(parts)
    joined = _p("list separator", "; ").join(parts)
    return Markup(joined) if any(isinstance(x, Markup) for x in parts) else joined


def isolate(text: str) -> str:
    """Text of another direction inside a sentence (a Latin name in Hebrew) kept apart,
    on a right-to-left page only."""
    return FSI + text + PDI if _cur.rtl else text


def shell_words(tr: gettext.NullTranslations | None = None) -> dict:
    """:data:`SHELL` in a language (the build writes these into index.html)."""
    tr = tr or _cur.tr
    return {key: tr.gettext(msgid) for key, msgid in SHELL.items()}


# ------------------------------------------------------------------ in the page
# (browser imports inside the functions: CPython tests import this module without them)
async def _fetch(code_: str) -> bytes | None:
    """The compiled catalog of ``code_`` (the service worker keeps it offline)."""
    from pyscript import window
    try:
        response = await window.fetch(catalog_url(code_))
        if not response.ok:
            return None
        return bytes((await response.arrayBuffer()).to_py())
    except Exception:
        return None


async def start() -> str:
    """At start-up, before anything is drawn: the language ``index.html`` chose
    (``window.boardgamesLang``) and its catalog, whose fetch it started
    (``window.boardgamesCatalog``: a promise of its bytes). English fetches nothing. A
    catalog that cannot be had (offline before it was ever kept) leaves the page in
    English."""
    from pyscript import window
    chosen = getattr(window, "boardgamesLang", None)
    chosen = str(chosen) if isinstance(chosen, str) else None
    if not known(chosen):
        try:
            preferred = [str(x) for x in window.navigator.languages]
        except Exception:
            preferred = []
        chosen = guess(None, preferred)
    mo = None
    if needs_catalog(chosen):
        pending = getattr(window, "boardgamesCatalog", None)
        try:
            buffer = await pending if pending else None
            mo = bytes(buffer.to_py()) if buffer else None
        except Exception:
            mo = None
        if mo is None:
            mo = await _fetch(chosen)
    if not use(chosen, mo):
        use(SOURCE)
    if chosen != SOURCE:        # English: index.html's own texts and <html lang dir> stand
        apply_to_document()
    return code()


async def switch(code_: str) -> bool:
    """Change the page's language (its catalog fetched first); False when the catalog
    cannot be had (the language stays as it was)."""
    if not known(code_):
        return False
    mo = await _fetch(code_) if needs_catalog(code_) else None
    if needs_catalog(code_) and mo is None:
        return False
    if not use(code_, mo):
        return False
    apply_to_document()
    return True


def apply_to_document() -> None:
    """``<html lang dir>`` and the page's texts outside Python (index.html's elements
    with ``data-shell``) in the current language."""
    from pyscript import document, window
    root = document.documentElement
    root.lang = code()
    root.dir = direction()
    words = shell_words()
    document.title = words["title"]
    for el in document.querySelectorAll("[data-shell]"):
        key = str(el.getAttribute("data-shell"))
        if key in words:
            el.textContent = words[key]
    try:
        window.boardgamesLang = code()
    except Exception:
        pass
