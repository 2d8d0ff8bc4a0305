"""Rules engines for Twilight Struggle and Risk: pure Python, deterministic, no I/O.

Every game is reproducible from (game, options, seed, actions); see :mod:`engine.core`.
"""

__version__ = "0.1.0"
