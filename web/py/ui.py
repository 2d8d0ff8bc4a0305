"""Markup helpers for the UI. Pure Python (no browser import), so CPython tests use it too.

Screens are drawn as HTML strings and put in place with one ``innerHTML`` assignment;
every text that comes from the engine or the user goes through :func:`esc` (the engine's
messages first through ``lang.t``, in the page's language).
"""

from __future__ import annotations

from html import escape

from engine.core.i18n import is_msg, msg, term
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


# ---- who sits at each seat (``Record.players``, "the table"), as the page names them
#: the context of each game's side names in the catalogs (the engine's players)
SIDE_CONTEXT = {"twilight": "twilight side", "risk": "risk player", "demo": "demo player"}
#: sides the engine names that no game's data lists (Twilight's bid: who plays which side
#: is not known yet), declared here so that the catalogs hold them
PAGE_SIDES = (term("twilight side", "Player 1"), term("twilight side", "Player 2"))
#: the computer's levels, as the seats' titles say them ("Ada (computer, easy)")
LEVEL_TERMS = {"easy": term("bot level", "easy"), "medium": term("bot level", "medium"),
               "hard": term("bot level", "hard"), "random": term("bot level", "random moves")}


def _seat(table, index: int) -> dict:
    if isinstance(table, (list, tuple)) and 0 <= index < len(table) \
            and isinstance(table[index], dict):
        return table[index]
    return {}


def side_term(game: str | None, side):
    """The engine's name of a seat (``"USSR"``, ``"Red"``) as a term of its game, so it
    is shown translated; as it is for a game without a context."""
    ctx = SIDE_CONTEXT.get(game or "")
    return term(ctx, str(side)) if ctx and isinstance(side, str) else side


def level_term(level):
    return LEVEL_TERMS.get(level, level)


def seat_name_msg(players, table, index: int, game: str | None = None):
    """The person's name at a seat (as typed: never translated), or the side's (a term)
    without one. A name the new-game form filled in by itself (the side's, the colour's,
    "Player 2": stored in English in the record) is shown in the page's language."""
    name = _seat(table, index).get("name")
    side = players[index]
    if isinstance(name, str) and name.strip():
        if game is not None:
            import newgame          # not at import: newgame needs the engine's registry
            colour = _seat(table, index).get("colour")
            if name == newgame.default_name(game, index, str(side), colour):
                return newgame.default_label(game, index, str(side), colour)
        return name
    return side_term(game, side)


def seat_title_msg(players, table, index: int, game: str | None = None):
    """The name with the side when the side is not told by a chosen colour:
    "Ada (USSR)"; just "USSR" without a name; "Ada" for a seat with its own colour."""
    name = seat_name_msg(players, table, index, game)
    side = players[index]
    if str(name) == str(side) or _seat(table, index).get("colour"):
        return name
    return msg("{name} ({side})", name=name, side=side_term(game, side))


def seat_kind_msg(table, index: int):
    """ "computer, hard" for a computer player; None for a person."""
    bot = seat_bot(table, index)
    return msg("computer, {level}", level=level_term(bot)) if bot else None


def seat_name(players, table, index: int, game: str | None = None) -> str:
    """:func:`seat_name_msg` in the page's language."""
    return t(seat_name_msg(players, table, index, game))


def seat_title(players, table, index: int, game: str | None = None) -> str:
    """:func:`seat_title_msg` in the page's language."""
    return t(seat_title_msg(players, table, index, game))


def seat_bot(table, index: int) -> str | None:
    """The computer's level at a seat, or None for a person."""
    bot = _seat(table, index).get("bot")
    return bot if isinstance(bot, str) and bot else None


def seat_kind(table, index: int) -> str:
    """ "computer, hard" for a computer player; "" for a person."""
    kind = seat_kind_msg(table, index)
    return t(kind) if kind else ""


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
