"""The games this program plays. Each package is declared to the core's registry here and
imported on first use (the core itself imports no game)."""

from __future__ import annotations

from .core import registry

registry.declare("demo", "engine.demo")
registry.declare("twilight", "engine.twilight")
registry.declare("risk", "engine.risk")

GAMES = tuple(registry.names())
get_spec = registry.get_spec

__all__ = ["GAMES", "get_spec"]
