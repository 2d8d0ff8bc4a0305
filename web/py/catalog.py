"""The games on the home screen, without importing their rules at start-up.

Importing a game's engine package (its cards, map, rules) is most of the app's own
start-up time in the browser (about 0.2 s for Twilight Struggle and Risk together), and
the home screen needs only their titles. ``scripts/build.py`` writes those titles to
``catalog.json`` (from the engine, so they never go stale); :func:`games` returns one
:class:`LazySpec` per game, which answers ``title`` (and ``name``) from it and imports
the real ``GameSpec`` the first time anything else is asked (the options of the game
picked, a new game). :func:`load_later` imports the remaining games once the app is up,
so the first tap on a game does not wait for them either.

Without ``catalog.json`` (CPython tests, a site not built by the build), the specs are
simply loaded at once.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.games import GAMES, get_spec

CATALOG = "catalog.json"


class LazySpec:
    """A game's ``GameSpec``, imported on first use of anything but its title."""

    def __init__(self, name: str, title: str) -> None:
        self.name = name
        self.title = title

    def __getattr__(self, attr: str):
        # Only called for attributes not set above.
        return getattr(get_spec(self.name), attr)


def _titles() -> dict:
    for folder in (Path.cwd(), Path(__file__).resolve().parent):
        try:
            data = json.loads((folder / CATALOG).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        if isinstance(data, dict):
            return data
    return {}


def games() -> list[tuple[str, object]]:
    """``[(name, spec)]`` for every game, in the engine's order."""
    titles = _titles()
    out = []
    for name in GAMES:
        title = titles.get(name, {}).get("title") if isinstance(titles.get(name), dict) else None
        out.append((name, LazySpec(name, title) if isinstance(title, str) else get_spec(name)))
    return out


def _load(name: str) -> None:
    try:
        get_spec(name)
    except Exception as err:            # reported when the game is used, not here
        print(f"game {name} could not be loaded: {err}")


def load_later() -> None:
    """In the page: import each game's rules once the app is up and the browser is idle,
    one game per idle moment (a tap is never kept waiting for more than one import)."""
    try:
        from pyodide.ffi import create_once_callable
        from pyscript import window
    except Exception:                   # CPython: nothing to wait for
        return
    idle = getattr(window, "requestIdleCallback", None)
    for name in GAMES:
        callback = create_once_callable(lambda *_args, name=name: _load(name))
        if idle is not None:
            window.requestIdleCallback(callback)
        else:
            window.setTimeout(callback, 0)
