"""The games the engine knows, by name.

The core imports no game: each game package is *declared* here by the layer above
(:mod:`engine.games` says ``declare("risk", "engine.risk")``) and imported the first time
it is asked for, or registers its ``GameSpec`` directly with :func:`register` (a test's
toy game, a plug-in). Records, sessions and the CLI look specs up through this module.
"""

from __future__ import annotations

import importlib

from .errors import RecordError

_MODULES: dict[str, str] = {}      # name -> module that defines SPEC (imported on demand)
_SPECS: dict = {}                  # name -> GameSpec, once known


def declare(name: str, module: str) -> None:
    """Game ``name`` is defined by ``module`` (its ``SPEC``), imported on first use."""
    _MODULES[name] = module


def register(spec) -> None:
    """Make ``spec`` (a :class:`~engine.core.GameSpec`) known by its name. A game
    package registers its own spec when it is imported, so that its positions find
    their views (:meth:`~engine.core.State.view`) however the package was reached."""
    _SPECS[spec.name] = spec


def names() -> list[str]:
    """Every game known: the declared ones in the order declared, then the others."""
    return list(_MODULES) + [n for n in _SPECS if n not in _MODULES]


def get_spec(name):
    """The ``GameSpec`` of game ``name`` (RecordError, player-readable, if unknown)."""
    spec = _SPECS.get(name) if isinstance(name, str) else None
    if spec is not None:
        return spec
    if not isinstance(name, str) or name not in _MODULES:
        raise RecordError(f"Unknown game {name!r}: this app plays "
                          f"{', '.join(sorted(_MODULES))}.")
    spec = _SPECS[name] = importlib.import_module(_MODULES[name]).SPEC
    return spec
