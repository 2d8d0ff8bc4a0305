"""The games this engine plays, by name. Packages are imported on first use."""

from __future__ import annotations

import importlib

from .core.errors import RecordError

GAMES = {
    "demo": "engine.demo",
    "twilight": "engine.twilight",
    "risk": "engine.risk",
}


def get_spec(name: str):
    """The :class:`~engine.core.GameSpec` of game ``name``."""
    if name not in GAMES:
        raise RecordError(f"Unknown game {name!r}: this app plays {', '.join(sorted(GAMES))}.")
    return importlib.import_module(GAMES[name]).SPEC
