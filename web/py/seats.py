"""Who sits at each seat (``Record.players``, "the table": ``[{"name", "colour", "bot"},
...]``, or None for a game saved before names), as the page names them: a person's name
as typed, else the seat's side in the page's language; the computer's level; the colour
a seat chose. Pure Python (no browser import). The game's own words (the catalogs'
context of its sides, the colours players pick) come from its face (``faces.py``).
"""

from __future__ import annotations

from engine.core.i18n import msg, term
from faces import face
from lang import t

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
    ctx = face(game).SIDE_CONTEXT
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
            colour = _seat(table, index).get("colour")
            if name == default_name(game, index, str(side), colour):
                return default_label(game, index, str(side), colour)
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


def colour_name(game: str, hexcode) -> str:
    """The English name of a colour players pick (the engine's: stored in records)."""
    for name, code in face(game).COLOURS:
        if code.lower() == str(hexcode).lower():
            return name
    return ""


def default_name(game: str, index: int, side: str, colour: str | None = None) -> str:
    """A seat's name until one is typed: the side's own ("USSR", "US") where sides are
    fixed; where players pick their colour, the colour's name ("Red"), else "Player 1"."""
    if face(game).COLOURS:
        return colour_name(game, colour) or f"Player {index + 1}"
    return side


def default_label(game: str, index: int, side: str, colour: str | None = None):
    """:func:`default_name` as the page shows it (a message: in the page's language;
    the record keeps the English name, so a save never depends on the language)."""
    shown = face(game)
    if shown.COLOURS:
        cname = colour_name(game, colour)
        if cname:
            return term(shown.COLOUR_CONTEXT, cname)
        return msg("Player {n}", n=index + 1)
    return side_term(game, side)


def is_light(colour) -> bool:
    """A colour too light for white text (White's armies)."""
    try:
        r, g, b = (int(str(colour)[i:i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return False
    return 0.299 * r + 0.587 * g + 0.114 * b > 186
