"""Computer players: the bot interface, the levels of each game, the arena.

* :mod:`.base`: :class:`Bot` (``choose(observed, rng) -> action``: a bot gets its seat's
  ``state.observe(seat)`` and a seeded generator, never the State), :class:`RandomBot`,
  :func:`make_bot`, :func:`levels`, :func:`decide` (one call, for the page's worker);
* :mod:`.determinize`: full positions sampled from what a seat may know;
* :mod:`.arena`: bots against bots, win rates with 95% Wilson intervals
  (``python -m engine arena``).

Each game's levels live in its own package, ``engine.<game>.bots``, imported on first
use; what differs between games (hidden information to permute in tests, the number of
seats) comes from the game's own modules and ``GameSpec``: this package names no game.
"""

from .base import Bot, RandomBot, decide, levels, make_bot, register
from .determinize import determinize

__all__ = ["Bot", "RandomBot", "decide", "levels", "make_bot", "register", "determinize"]
