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


def plural(n: int, word: str, many: str | None = None) -> str:
    """``plural(1, "move")`` -> "1 move"; ``plural(2, "army", "armies")`` -> "2 armies"."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


# ---- who sits at each seat (``Record.players``, "the table"), as the page names them
def _seat(table, index: int) -> dict:
    if isinstance(table, (list, tuple)) and 0 <= index < len(table) \
            and isinstance(table[index], dict):
        return table[index]
    return {}


def seat_name(players, table, index: int) -> str:
    """The person's name at a seat, or the side's (the engine's name) without one."""
    name = _seat(table, index).get("name")
    return name if isinstance(name, str) and name.strip() else str(players[index])


def seat_title(players, table, index: int) -> str:
    """The name with the side when the side is not told by a chosen colour:
    "Ada (USSR)"; just "USSR" without a name; "Ada" for a seat with its own colour."""
    name = seat_name(players, table, index)
    side = str(players[index])
    if name == side or _seat(table, index).get("colour"):
        return name
    return f"{name} ({side})"


def seat_bot(table, index: int) -> str | None:
    """The computer's level at a seat, or None for a person."""
    bot = _seat(table, index).get("bot")
    return bot if isinstance(bot, str) and bot else None


def seat_kind(table, index: int) -> str:
    """ "computer, hard" for a computer player; "" for a person."""
    bot = seat_bot(table, index)
    return f"computer, {bot}" if bot else ""


def seat_style(table, index: int) -> str | None:
    """An inline style giving a seat its chosen colour (``--pc``), or None."""
    colour = _seat(table, index).get("colour")
    if isinstance(colour, str) and len(colour) == 7 and colour.startswith("#") \
            and all(c in "0123456789abcdefABCDEF" for c in colour[1:]):
        return f"--pc: {colour}"
    return None


def is_light(colour) -> bool:
    """A colour too light for white text (White's armies)."""
    try:
        r, g, b = (int(str(colour)[i:i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return False
    return 0.299 * r + 0.587 * g + 0.114 * b > 186
