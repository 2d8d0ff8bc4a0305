"""The page-side face of a game: everything the page says or draws about one game, in one
place, found by the game's name.

A game named ``NAME`` (declared in ``engine/games.py``) may ship the package
``web/py/games/NAME/`` with two modules found by name (the build puts every file of
``web/py/`` on the page's ``sys.path``): ``face.py`` (light: words, colours, charts; read
by the home screen, the saved-games list, the form) and ``board.py`` (the picture, read
only when the game is on screen: its contract is in ``boards.py``; without it,
:func:`boards.render_generic` lists the view). So the generic modules
(app, screens, library, review, charts, newgame, seats) never name a game. Every entry of
the contract is optional: a game without a face, or a face without an entry, gets the
generic one (:data:`DEFAULTS`). Facts that are the engine's (computer levels, a saved
game's one-line summary, what changed between two views) come from ``GameSpec`` and the
view, never from here; a face holds the page's words and pictures.

``BLURB``
    A line under the game's title on the home screen (a message id).
``LISTED_LAST``
    True: the game comes after the others on the home screen (the demo).
``SIDE_CONTEXT``
    The catalogs' context of the engine's names of the seats (``"twilight side"``): a
    seat without a person's name is shown by its side, translated.
``PAGE_SIDES``
    Sides the page names that no data of the engine lists (terms, so that the catalogs
    hold them).
``OPTION_WORDS``
    ``{option key: (label, {value: words}, hint)}`` (message ids) for the new-game form;
    a label None or a value missing: the engine's own ``OptionSpec`` labels.
``OPTION_APPLIES``
    ``{option key: options -> bool}``: whether the option's row is offered with the
    other options chosen.
``OPTION_HINTS``
    ``{option key: () -> str}``: a hint made from the game's data, in the page's language.
``COLOURS``, ``COLOUR_CONTEXT``, ``reserved_colours(options)``
    The colours players may pick (``((engine name, "#rrggbb"), ...)``; empty: the sides
    have fixed colours), the catalogs' context of their names, and the colours some
    options keep for others (Risk's neutral armies).
``TEAM_CONTEXT``
    The catalogs' context of the teams' names (the engine's, in a new game's view).
``charts(keys, players, table, neutrals) -> [Chart]`` and ``round_name(key) -> str``
    The review's charts (``History.series()`` keys named in the page's language) and a
    round's name; the generic ones make one chart per key prefix.
"""

from __future__ import annotations

import functools
import importlib
import types
from dataclasses import dataclass


@dataclass
class Chart:
    """One chart of the review: ``series`` is ``[(key, label)]`` in the page's language."""
    id: str                     # "vp", "influence-Europe"... (unique in a set)
    title: str                  # in the page's language
    series: list


def generic_charts(keys: list, players=(), table=None, neutrals=()) -> list[Chart]:
    """One chart per key prefix (``"score.0"`` and ``"score.1"``: a chart ``score``)."""
    charts: dict[str, Chart] = {}
    for key in keys:
        head, _dot, rest = key.partition(".")
        chart = charts.setdefault(head, Chart(head, head, []))
        chart.series.append((key, rest or head))
    return list(charts.values())


def generic_round_name(key) -> str:
    """A round key as it is written (``[3, 1]`` -> ``"3 1"``)."""
    return " ".join(str(k) for k in key) if isinstance(key, list) else str(key)


#: every entry of the contract, with what a game without it gets
DEFAULTS = {
    "BLURB": "",
    "LISTED_LAST": False,
    "SIDE_CONTEXT": None,
    "PAGE_SIDES": (),
    "OPTION_WORDS": {},
    "OPTION_APPLIES": {},
    "OPTION_HINTS": {},
    "COLOURS": (),
    "COLOUR_CONTEXT": "",
    "TEAM_CONTEXT": "",
    "reserved_colours": lambda options: (),
    "charts": generic_charts,
    "round_name": generic_round_name,
}


def _module(name: str, game: str):
    """The module ``name`` of ``game``'s package, or None when there is none (a module
    that exists but fails to import raises: a bug is not hidden)."""
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name not in (name, f"games.{game}", "games"):
            raise
        return None


def board(game: str):
    """The board module of ``game`` (``games.NAME.board``), or None."""
    return _module(f"games.{game}.board", game) if game else None


@functools.lru_cache(maxsize=None)
def face(game: str | None) -> types.SimpleNamespace:
    """The face of ``game``: its ``games.NAME.face`` module's entries over the defaults."""
    found = dict(DEFAULTS)
    module = _module(f"games.{game}.face", game) if game else None
    if module is not None:
        found.update({k: getattr(module, k) for k in DEFAULTS if hasattr(module, k)})
    return types.SimpleNamespace(name=game, **found)
