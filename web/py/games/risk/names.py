"""Names on Risk's board: the catalogs' contexts of the engine's names, territories and
continents in the page's language, the seats' names (:class:`View`, built once per
redraw from ``ctx.table``), counts said with their plural."""

from __future__ import annotations

from engine.core.i18n import is_msg
from games.risk import layout as L
import lang
from lang import Markup, _, _n, t
from seats import seat_name

#: the catalogs' contexts of the names the board takes from the engine's data (as
#: ``engine/risk/terms.py`` declares them; the view also hands the terms themselves,
#: ``view()["terms"]``, by the English names that stay the view's keys)
TERRITORY_CTX, CONTINENT_CTX, PLAYER_CTX = "risk territory", "risk continent", "risk player"

NEUTRAL_CTX, CARD_CTX, RANK_CTX, TEAM_CTX = ("risk neutral", "risk card", "risk rank",
                                             "risk team")


def _terr(name) -> str:
    """A territory in the page's language."""
    return lang.name(TERRITORY_CTX, name)


def _cont(name) -> str:
    """A continent in the page's language."""
    return lang.name(CONTINENT_CTX, name)


def _is_hex(colour: str) -> bool:
    """A ``#rrggbb`` colour (the only form a seat's colour is used in)."""
    return len(colour) == 7 and colour[0] == "#" and all(
        c in "0123456789abcdefABCDEF" for c in colour[1:])


def _dice_count(n: int) -> str:
    return _n("{n} die", "{n} dice", n)


def _short(name) -> str:
    """A territory's name as the map writes it (short where room is scarce)."""
    return lang.short(L.SHORT.get(name), TERRITORY_CTX, name) if name else ""


def _and(items: list[str]) -> str:
    """Items (markup) listed: "A, B and C" in the page's language (markup)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}", items=Markup(", ".join(items[:-1])), last=Markup(items[-1]))


# ---------------------------------------------------------------- who sits where
class View(dict):
    """The engine's view for this viewer (``engine/risk/view.py``), with ``seats``: the
    engine's player (named after a colour) -> (name shown, colour chosen or None), from
    ``ctx.table``. Built once per redraw (:func:`seen`) and handed down to every part of
    the board, so no part of it reads a module's state."""

    seats: dict


def seen(ctx) -> View:
    """``ctx.view`` with the seats' names and colours (``ctx.table``: [{name, colour,
    bot}], when the app gives it). A name typed is shown as it is; the form's own
    default (the colour's name) in the page's language."""
    view = View(ctx.view)
    view.seats = {}
    table = ctx.table
    players = view.get("players") or []
    if isinstance(table, (list, tuple)):
        for i, seat in enumerate(table):
            if i >= len(players) or not isinstance(seat, dict):
                continue
            colour = str(seat.get("colour") or "").strip()
            view.seats[players[i]] = (seat_name(players, table, i, "risk"),
                                      colour if _is_hex(colour) else None)
    return view


def _shown_name(view, unit) -> str:
    """The name a player chose, or the engine's (a colour; neutrals keep theirs), in the
    page's language."""
    seats = getattr(view, "seats", {})
    if unit in seats:
        return seats[unit][0]
    if unit is None:
        return ""
    if is_msg(unit):
        return t(unit)
    return lang.name(PLAYER_CTX if unit in (view.get("players") or []) else NEUTRAL_CTX, unit)


def _territories(n: int) -> str:
    return _n("{n} territory", "{n} territories", n)


def _armies(n: int) -> str:
    return _n("{n} army", "{n} armies", n)


def _rank(mission: dict) -> str:
    return lang.name(RANK_CTX, mission.get("rank"))


def _mission(mission: dict) -> str:
    """A mission's text (a message of the engine, or its English text)."""
    return lang.text_of(mission.get("text") or "")
