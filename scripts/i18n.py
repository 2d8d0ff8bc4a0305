"""The message catalogs: extract the English message ids, keep the translations in step,
compile them for the page (docs/i18n/README.md).

    python scripts/i18n.py extract     # web/i18n/messages.pot from engine/ and web/py/
    python scripts/i18n.py update      # merge the template into web/i18n/LANG.po
    python scripts/i18n.py stats       # how much of each catalog is translated
    python scripts/i18n.py missing LANG [--limit N]   # the untranslated ids of a catalog
    python scripts/i18n.py fill LANG OTHER.po...      # take translations from other versions

``compile_catalogs(out_dir)`` is what ``scripts/build.py`` calls: one ``LANG.mo`` per
catalog (plural rules from Babel's CLDR table for the language) and the pseudo-language
``en-XA.mo`` made from the template (accented, lengthened: the end-to-end tests find any
text the catalogs miss with it).

Message ids are found by reading the source (:mod:`ast`): the first arguments of
``msg``, ``nmsg`` (singular and plural), ``term`` (context and text) and ``N_`` in the
engine, and of ``_``, ``_n``, ``_p`` in ``web/py``; plus every game's data terms
(``GameSpec.terms()``: card titles, countries...). Babel is needed here (build time
only); the page reads the compiled catalogs with the standard library's ``gettext``.
"""

from __future__ import annotations

import argparse
import ast
import datetime
import io
import sys
from pathlib import Path

import languages  # scripts/languages.py: the page's languages, from web/py/lang.py

ROOT = Path(__file__).resolve().parent.parent
I18N = ROOT / "web" / "i18n"
TEMPLATE = I18N / "messages.pot"
LANGUAGES = languages.translated()     # web/py/lang.py's, but English (scripts/languages.py)
PSEUDO = "en-XA"
SOURCES = (ROOT / "engine", ROOT / "web" / "py")

# name -> (positions of the literal arguments, their roles): c context, s singular, p plural
KEYWORDS = {
    "msg": ("s",), "N_": ("s",), "nmsg": ("s", "p"), "term": ("c", "s"),
    "_": ("s",), "_n": ("s", "p"), "_p": ("c", "s"),
}


def _literal(node):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return None
    return None


def extract_source(path: Path):
    """``[(context, singular, plural, "file:line")]`` of the literal message ids in a file,
    and the calls whose id is not a literal (``[(name, "file:line")]``)."""
    found, dynamic = [], []
    rel = path.relative_to(ROOT).as_posix()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.Call):
            continue
        fn = node.func
        name = fn.id if isinstance(fn, ast.Name) else fn.attr if isinstance(fn, ast.Attribute) \
            else None
        if name not in KEYWORDS:
            continue
        roles = KEYWORDS[name]
        if len(node.args) < len(roles):
            continue
        values = {}
        for role, arg in zip(roles, node.args):
            values[role] = _literal(arg)
        where = f"{rel}:{node.lineno}"
        if values.get("s") is None or ("c" in roles and values.get("c") is None):
            dynamic.append((name, where))
            continue
        found.append((values.get("c"), values["s"], values.get("p"), where))
    return found, dynamic


def _data_terms():
    """The terms every game takes from its data (``GameSpec.terms()``)."""
    sys.path.insert(0, str(ROOT))
    from engine.core.i18n import is_msg
    from engine.games import GAMES, get_spec
    out = []
    for name in GAMES:
        spec = get_spec(name)
        out.append((None, spec.title, None, f"engine/{name}"))
        out.append(("game", spec.title, None, f"engine/{name}"))
        if spec.terms is None:
            continue
        for m in spec.terms():
            assert is_msg(m), m
            out.append((m.get("ctx"), m["id"], m.get("plural"), f"engine/{name} data"))
    return out


def collect():
    """Every message id: ``{(context, singular): (plural, [places])}``, and the calls
    with a non-literal id."""
    entries: dict = {}
    dynamic = []
    files = sorted(p for src in SOURCES for p in src.rglob("*.py"))
    for path in files:
        found, dyn = extract_source(path)
        dynamic += dyn
        for ctx, s, p, where in found:
            plural, places = entries.setdefault((ctx, s), [p, []])
            if p and not plural:
                entries[(ctx, s)][0] = p
            places.append(where)
    for ctx, s, p, where in _data_terms():
        entries.setdefault((ctx, s), [p, []])[1].append(where)
    return entries, dynamic


HEADER = ("# Messages of the board games page: the engine's and the page's (docs/i18n/README.md).\n"
          "# Made by `python scripts/i18n.py extract`; translations in web/i18n/LANG.po.")
FIXED_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)


def _catalog(locale=None):
    from babel.messages.catalog import Catalog
    cat = Catalog(locale=locale, project="boardgames", version="1", msgid_bugs_address="",
                  header_comment=HEADER, charset="utf-8", fuzzy=False,
                  creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                  last_translator="boardgames", language_team="boardgames")
    return cat


def template():
    cat = _catalog()
    entries, _ = collect()
    for (ctx, s), (p, places) in sorted(entries.items(), key=lambda kv: (kv[0][0] or "",
                                                                          kv[0][1])):
        msgid = (s, p) if p else s
        locations = [(w.rsplit(":", 1)[0], int(w.rsplit(":", 1)[1]))
                     if w.rsplit(":", 1)[-1].isdigit() else (w, None) for w in places[:3]]
        cat.add(msgid, context=ctx, locations=[(f, n) for f, n in locations],
                flags=("python-brace-format",) if "{" in s else ())
    return cat


def write_po(cat, path: Path) -> None:
    from babel.messages.pofile import write_po as _write
    buf = io.BytesIO()
    _write(buf, cat, width=100, omit_header=False, sort_output=False, include_lineno=False)
    path.write_bytes(buf.getvalue())


def read_po(path: Path, locale: str | None = None):
    from babel.messages.pofile import read_po as _read
    with path.open("rb") as fh:
        return _read(fh, locale=locale)


def extract() -> int:
    I18N.mkdir(parents=True, exist_ok=True)
    cat = template()
    write_po(cat, TEMPLATE)
    _, dynamic = collect()
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(cat)} message ids "
          f"({len(dynamic)} calls with a computed id, checked at run time by the tests)")
    return 0


def update() -> int:
    tmpl = read_po(TEMPLATE)
    for lang in languages.translated():
        path = I18N / f"{lang}.po"
        cat = read_po(path, lang) if path.exists() else _catalog(lang)
        cat.update(tmpl, no_fuzzy_matching=True, update_header_comment=False)
        cat.obsolete.clear()
        write_po(cat, path)
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"{shown}: {_translated(cat)}/{len(cat)} translated")
    return 0


def _done(message) -> bool:
    if message.fuzzy and message.id:
        return False
    if isinstance(message.string, (list, tuple)):
        return all(message.string)
    return bool(message.string)


def _translated(cat) -> int:
    return sum(1 for m in cat if m.id and _done(m))


def stats() -> int:
    tmpl = read_po(TEMPLATE)
    for lang in LANGUAGES:
        path = I18N / f"{lang}.po"
        if not path.exists():
            print(f"{lang}: no catalog")
            continue
        cat = read_po(path, lang)
        ids = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in tmpl if m.id}
        done = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in cat
                if m.id and _done(m)}
        print(f"{lang}: {len(ids & done)}/{len(ids)} translated")
    return 0


def missing(lang: str, limit: int) -> int:
    cat = read_po(I18N / f"{lang}.po", lang)
    shown = 0
    for m in cat:
        if m.id and not _done(m):
            print(f"[{m.context or ''}] {m.id!r}")
            shown += 1
            if shown >= limit:
                break
    return 0


def fill(lang: str, sources: list[str]) -> int:
    """Fill LANG's untranslated entries from other versions of its catalog (another
    branch's ``LANG.po``, e.g. ``git show other:web/i18n/it.po > /tmp/it.po``): the way
    to merge two translators' work. Entries already translated here are kept."""
    path = I18N / f"{lang}.po"
    cat = read_po(path, lang)
    filled = 0
    for source in sources:
        other = read_po(Path(source), lang)
        for m in cat:
            if not m.id or _done(m):
                continue
            o = other.get(m.id, context=m.context)
            if o is not None and _done(o) and type(o.string) is type(m.string):
                m.string, m.flags = o.string, set(m.flags) - {"fuzzy"}
                filled += 1
    write_po(cat, path)
    print(f"{path.relative_to(ROOT)}: {filled} filled, {_translated(cat)}/{len(cat)} translated")
    return 0


# ---------------------------------------------------------------- checks (tests)
_KNOWN: dict = {}


def known_ids() -> dict:
    """``{(context, msgid): plural or None}`` of every message id found in the sources
    (what the catalogs must hold), read once."""
    if not _KNOWN:
        entries, _ = collect()
        _KNOWN.update({key: plural for key, (plural, _places) in entries.items()})
    return _KNOWN


def message_problems(value, where: str = "", *, plain=None, known=None,
                     top: bool = True) -> list[str]:
    """Why ``value`` is not a message the catalogs know, recursively through its
    arguments (an empty list: it is). A message's id (and its plural) must be extracted
    from the sources; an argument is a message, a list of them, a number, or a plain
    text that ``plain(name, text)`` allows (a player's input, dice, an action code: each
    game's tests say which); at the top, plain text is never a message."""
    known = known_ids() if known is None else known
    out: list[str] = []
    _problems(value, where, plain or (lambda name, text: False), known, out, top, None)
    return out


def _problems(value, where, plain, known, out, top, name) -> None:
    if isinstance(value, dict) and isinstance(value.get("id"), str):
        key = (value.get("ctx"), value["id"])
        if key not in known:
            out.append(f"{where}: unknown message id {key} in {value!r:.160}")
        elif value.get("plural") is not None and known[key] != value["plural"]:
            out.append(f"{where}: plural {value['plural']!r} is not the catalog's "
                       f"{known[key]!r}")
        if value.get("plural") is not None and not isinstance(
                (value.get("args") or {}).get("n"), int):
            out.append(f"{where}: a plural message without its count n")
        for arg_name, arg in (value.get("args") or {}).items():
            _problems(arg, f"{where} {{{arg_name}}}", plain, known, out, False, arg_name)
    elif isinstance(value, (list, tuple)) and not top:
        for k, item in enumerate(value):
            _problems(item, f"{where}[{k}]", plain, known, out, False, name)
    elif isinstance(value, str):
        if top:
            out.append(f"{where}: plain text, not a message: {value!r:.160}")
        elif not plain(name, value):
            out.append(f"{where}: an English word as a plain argument: {value!r:.160}")
    elif isinstance(value, bool) or not (isinstance(value, (int, float))
                                         or (value is None and not top)):
        out.append(f"{where}: neither a message nor a number: {value!r:.160}")


# ---------------------------------------------------------------- pseudo-language
_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ")
PSEUDO_OPEN, PSEUDO_CLOSE = "⟦", "⟧"


def pseudo(text: str) -> str:
    """``"Roll {n} dice"`` -> ``"⟦Řǿŀŀ {n} ḓīƈḗ~~⟧"``: accented, about 40% longer, fields
    (``{n}``) and markup-like parts kept."""
    out, i = [], 0
    while i < len(text):
        ch = text[i]
        if ch == "{":
            j = text.find("}", i)
            if j > i:
                out.append(text[i:j + 1])
                i = j + 1
                continue
        out.append(ch.translate(_ACCENTS))
        i += 1
    body = "".join(out)
    pad = "~" * max(1, (len(text) * 2) // 5)
    return f"{PSEUDO_OPEN}{body}{pad}{PSEUDO_CLOSE}"


def pseudo_catalog():
    """Every message id of the sources as they are now (not the committed template, which
    may lag behind the code): the end-to-end tests then catch any text left out."""
    tmpl = template()
    cat = _catalog("en")
    for m in tmpl:
        if not m.id:
            continue
        if isinstance(m.id, (list, tuple)):
            cat.add(m.id, (pseudo(m.id[0]), pseudo(m.id[1])), context=m.context)
        else:
            cat.add(m.id, pseudo(m.id), context=m.context)
    return cat


def _translated_only(cat):
    """The catalog without its untranslated entries (Babel would write a plural one with
    the English forms): the page falls back to English for those anyway, and an empty
    catalog then costs nothing to fetch."""
    for message in list(cat):
        if message.id and not _done(message):
            cat.delete(message.id, context=message.context)
    return cat


# ---------------------------------------------------------------- grammatical forms
FORMS = "{lang}.forms.po"


def forms_catalog(lang: str):
    """The grammatical forms of the names of ``lang`` (``web/i18n/LANG.forms.po``; None:
    the language needs none). An entry is a name (a term's English text) in the context
    ``"<term context>|<form>"``, e.g. ``msgctxt "twilight country|in"`` ``msgid "West
    Germany"`` ``msgstr "nella Germania Occidentale"``; a translation asks for it with
    ``{country:in}``. Kept apart from ``LANG.po``: the template does not hold them (each
    language has its own forms), and ``update`` would drop them."""
    path = I18N / FORMS.format(lang=lang)
    return read_po(path, lang) if path.exists() else None


def form_uses(text: str) -> list[tuple[str, str]]:
    """``[(field, form)]`` of the fields of ``text`` that ask for a form (``{country:in}``)."""
    import string
    return [(name, spec) for _, name, spec, _ in string.Formatter().parse(text or "")
            if name and spec]


def _with_forms(lang: str, cat):
    extra = forms_catalog(lang)
    for m in extra or ():
        if m.id and _done(m):
            cat.add(m.id, m.string, context=m.context)
    return cat


def compile_catalogs(out_dir: Path) -> list[Path]:
    """``LANG.mo`` for every catalog (with its grammatical forms) and the pseudo-language,
    into ``out_dir``."""
    from babel.messages.mofile import write_mo
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    cats = [(lang, _with_forms(lang, _translated_only(read_po(I18N / f"{lang}.po", lang))))
            for lang in languages.translated() if (I18N / f"{lang}.po").exists()]
    cats.append((PSEUDO, pseudo_catalog()))
    for lang, cat in cats:
        path = out_dir / f"{lang}.mo"
        with path.open("wb") as fh:
            write_mo(fh, cat, use_fuzzy=False)
        written.append(path)
    return written


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("extract")
    sub.add_parser("update")
    sub.add_parser("stats")
    p = sub.add_parser("missing")
    p.add_argument("lang", choices=LANGUAGES)
    p.add_argument("--limit", type=int, default=50)
    p = sub.add_parser("fill", help="fill LANG's untranslated entries from other .po files")
    p.add_argument("lang", choices=LANGUAGES)
    p.add_argument("sources", nargs="+")
    args = parser.parse_args(argv)
    if args.command == "extract":
        return extract()
    if args.command == "update":
        return update()
    if args.command == "stats":
        return stats()
    if args.command == "fill":
        return fill(args.lang, args.sources)
    return missing(args.lang, args.limit)


if __name__ == "__main__":
    sys.exit(main())
