"""Markup helpers for the UI. Pure Python (no browser import), so CPython tests use it too.

Screens are drawn as HTML strings and put in place with one ``innerHTML`` assignment;
every text that comes from the engine or the user goes through :func:`esc` (the engine's
messages first through ``lang.t``, in the page's language).
"""

from __future__ import annotations

from html import escape

from engine.core.i18n import is_msg
from lang import Markup, t


def _escape(text: str) -> str:
    # every attribute of the page's markup is in double quotes: an apostrophe stays one
    return escape(text, quote=False).replace('"', "&quot;")


def esc(value) -> str:
    """``value`` as escaped text: a message of the engine (or a list of them) in the
    page's language, anything else as ``str`` gives it."""
    if isinstance(value, Markup):
        return value
    if isinstance(value, str):
        return _escape(value)
    if is_msg(value) or (isinstance(value, (list, tuple)) and value and is_msg(value[0])):
        return _escape(t(value))
    return _escape(str(value))


def attrs(**kw) -> str:
    """``attrs(data_action="roll", cls="big", disabled=True)`` -> ' data-action="roll" ...'.

    ``cls`` becomes ``class``; underscores become dashes; False/None are left out.
    """
    out = []
    for key, value in kw.items():
        if value is None or value is False:
            continue
        name = "class" if key == "cls" else key.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)


def tag(name: str, body: str = "", **kw) -> str:
    """An element whose ``body`` is markup already (escape text with :func:`esc`)."""
    return f"<{name}{attrs(**kw)}>{body}</{name}>"


def button(text: str, *, cls: str = "btn", **kw) -> str:
    """A button whose visible text is escaped; ``data_*`` keywords say what it does."""
    return f'<button type="button"{attrs(cls=cls, **kw)}>{esc(text)}</button>'


def player_class(index: int | None) -> str:
    return "p-none" if index is None else f"p{index}"


def plural(n: int, word: str, many: str | None = None) -> str:
    """``plural(1, "move")`` -> "1 move"; ``plural(2, "army", "armies")`` -> "2 armies".
    English only (tests, developers' texts): the page's words use ``lang._n``."""
    return f"{n} {word if n == 1 else (many or word + 's')}"
