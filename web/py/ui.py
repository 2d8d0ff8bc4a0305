"""Markup helpers for the UI. Pure Python (no browser import), so CPython tests use it too.

Screens are drawn as HTML strings and put in place with one ``innerHTML`` assignment;
every text that comes from the engine or the user goes through :func:`esc`.
"""

from __future__ import annotations

from html import escape


def esc(value) -> str:
    return escape(str(value), quote=True)


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
