"""Rules engines for Twilight Struggle and Risk: pure Python, deterministic, no I/O.

Every game is reproducible from (game, options, seed, actions); see :mod:`engine.core`.
"""

__version__ = "0.1.0"

from . import games  # noqa: E402,F401  (declares the games to the core's registry)
