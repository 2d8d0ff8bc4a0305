"""Messages: what the engine says to a person, as an id and its arguments, never a sentence.

The engine never builds a player-facing sentence. A log line, a prompt, a button label, a
refusal or a warning is a :class:`Msg`: the English source text with ``{named}`` fields
(the gettext *msgid*), the arguments that fill them and, when the wording depends on a
count, the English plural form (the count is the argument ``n``). Names of things of the
game (a card, a country, a side, a region) are **terms**: a message with a *context*
(gettext's ``msgctxt``) and no argument, so that "Japan" the Twilight Struggle country and
"Japan" the Risk territory can be translated apart.

A ``Msg`` is a ``dict`` (``{"id": ..., "args": {...}, "plural": ..., "ctx": ...}``), so a
view that holds messages stays plain JSON data; ``str(msg)`` is its English text, which is
what the command line prints and what the tests read. The page renders the same data in
the player's language with :func:`render` and a :mod:`gettext` catalog.

Conventions (docs/i18n/README.md): an argument is a number, a player's own text (a name
they typed: never translated), another message or term, or a list of those (joined with
", "). The count of a plural message is always ``n``.
"""

from __future__ import annotations

import gettext
import re

# Unicode "first strong isolate" and "pop directional isolate": an argument wrapped in
# them keeps its own direction inside a right-to-left sentence (a Latin name, a number).
FSI, PDI = "\u2068", "\u2069"
#: a field that asks for a grammatical form of its value: ``{country:in}``
_FORM = re.compile(r"\{\w+:")

ENGLISH = gettext.NullTranslations()


class Msg(dict):
    """A message, made by :func:`msg`, :func:`nmsg` or :func:`term`.

    Plain data (a dict with the keys ``id``, and ``args``, ``plural``, ``ctx`` when
    used), hashable by content through :meth:`key`; ``str()`` gives the English text.
    (No ``__init__`` of its own: the dict's, in C, keeps a message as cheap to make as
    the f-string it replaces: the engine makes millions in simulations.)"""

    __slots__ = ()

    @property
    def id(self) -> str:
        return self["id"]

    @property
    def args(self) -> dict:
        return self.get("args") or {}

    def __str__(self) -> str:
        return render(self)

    def __repr__(self) -> str:
        return f"Msg({render(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(render(self), spec)

    def key(self) -> tuple:
        """A hashable form (for sets and sorting by identity)."""
        return (self.get("ctx"), self["id"], self.get("plural"), repr(sorted(self.args.items())))


def msg(msgid: str, /, **args) -> Msg:
    """A message with named arguments: ``msg("{player} passes.", player=name)``."""
    return Msg(id=msgid, args=args) if args else Msg(id=msgid)


def nmsg(singular: str, plural: str, n: int, /, **args) -> Msg:
    """A message whose wording follows the count ``n`` (an argument too):
    ``nmsg("{n} army", "{n} armies", k)``. Languages with more forms (Polish, Hebrew)
    choose among them by their own plural rule."""
    args["n"] = n
    return Msg(id=singular, args=args, plural=plural)


def term(ctx: str, text: str) -> Msg:
    """A name of the game in a context: ``term("twilight card", "Nasser")``."""
    return Msg(id=text, ctx=ctx)


def N_(msgid: str) -> str:
    """Marks a literal as a message id where the message is made later (a table of
    wordings): ``WORDING = {"link": N_("The link is damaged: {problem}")}``. Returns it
    unchanged; the catalog extractor finds it."""
    return msgid


def is_msg(value) -> bool:
    """A message, as made here or as it comes back from JSON (a dict with an ``id``)."""
    return isinstance(value, dict) and isinstance(value.get("id"), str)


def render(value, tr: gettext.NullTranslations | None = None, *, isolate: bool = False) -> str:
    """``value`` as text in the language of ``tr`` (English when None): a message (a
    :class:`Msg` or the same dict after JSON), a list of them (joined with ", "), a
    number, or a player's own text (as it is). ``isolate`` wraps every argument in Unicode
    isolates, for right-to-left pages (a Latin name or a number inside Hebrew)."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        if not isinstance(value.get("id"), str):
            return str(value)
        return _render_msg(value, tr or ENGLISH, isolate)
    if isinstance(value, (list, tuple)):
        return ", ".join(render(v, tr, isolate=isolate) for v in value)
    if value is None:
        return ""
    return str(value)


def _render_msg(m: dict, tr, isolate: bool) -> str:
    msgid, ctx, plural = m["id"], m.get("ctx"), m.get("plural")
    args = m.get("args") or {}
    if plural is not None:
        n = args.get("n", 1)
        n = n if isinstance(n, int) else 1
        text = tr.npgettext(ctx, msgid, plural, n) if ctx else tr.ngettext(msgid, plural, n)
    else:
        text = tr.pgettext(ctx, msgid) if ctx else tr.gettext(msgid)
    if not args:
        return text
    if "{" in text and _FORM.search(text):     # a field asks for a form ({country:in})
        values = {k: argument(v, tr, isolate) for k, v in args.items()}
    else:
        values = {}
        for k, v in args.items():
            s = render(v, tr, isolate=isolate)
            values[k] = FSI + s + PDI if isolate else s
    try:
        return text.format_map(values)
    except (KeyError, IndexError, ValueError):
        # a catalog entry whose fields do not match its msgid: fall back to English
        return msgid.format_map(values) if plural is None else \
            (msgid if args.get("n") == 1 else plural).format_map(values)


class _Arg(str):
    """An argument rendered for a message. A translation may ask for a grammatical form
    of a name (``{country:in}``: "nella Germania Occidentale"): the catalog holds it as
    the name's entry in the context ``"<context>|<form>"`` (docs/i18n/README.md). A form
    is named by the word it stands for: where the catalog lacks it (or the value is not a
    name) the word and the name are written side by side ("in Cuba")."""

    __slots__ = ("term", "tr", "isolate")

    def __format__(self, spec: str) -> str:
        if not spec:
            return str(self)
        term = getattr(self, "term", None)
        form = self.tr.pgettext(f"{term['ctx']}|{spec}", term["id"]) if term else None
        if form is None or form == term["id"]:
            return f"{spec} {self}"
        return FSI + form + PDI if self.isolate else form


def argument(value, tr, isolate: bool = False) -> str:
    """An argument of a message as text (isolated on a right-to-left page), able to give
    its grammatical forms when it is a name: a term, or a text that says which term it
    shows (its attribute ``term``: the page's names, ``web/py/lang.name``)."""
    s = render(value, tr, isolate=isolate)
    out = _Arg(FSI + s + PDI if isolate else s)
    out.term = value if isinstance(value, dict) and value.get("ctx") and not value.get("args") \
        and isinstance(value.get("id"), str) else getattr(value, "term", None)
    out.tr, out.isolate = tr or ENGLISH, isolate
    return out


def text(value) -> str:
    """English text of a message, a list of messages or plain text (the command line's,
    the tests')."""
    return render(value)
