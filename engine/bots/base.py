"""The bot interface, the random bot and the registry of levels per game.

A bot decides from what its seat may know: the dict ``state.observe(seat)`` (the view,
the legal actions and their labels, the prompt) and a seeded :class:`~engine.core.Rng`
of its own. It never receives the State. A searching bot rebuilds full positions that
agree with its view by dealing what it cannot see at random (:mod:`.determinize`).

::

    from engine.bots import make_bot, decide
    bot = make_bot("twilight", "hard", iterations=24)
    action = bot.choose(state.observe(seat), Rng(7))       # a legal action string
    action = decide("risk", "easy", observed, seed=7)       # the same in one call

Levels: every game has ``random``; each game package may offer more in its module
``engine.<game>.bots`` (imported on first use), which calls :func:`register`.

Determinism: for the same ``observed`` and the same generator state a bot returns the
same action (no wall clock unless a ``time_limit`` is given: an iteration budget keeps
results reproducible).
"""

from __future__ import annotations

import importlib
import time

from engine.core import Rng

_LEVELS: dict[str, dict[str, type]] = {}     # game -> level -> Bot class
_LOADED: set[str] = set()


class Bot:
    """A computer player. Subclasses implement :meth:`decide`.

    ``params`` are the bot's settings (budgets): ``iterations`` (search iterations,
    reproducible) and ``time_limit`` (seconds, optional: stops a search early on the
    wall clock, which makes choices depend on the machine's speed)."""

    game = "*"
    level = "random"
    DEFAULTS: dict = {}

    def __init__(self, **params) -> None:
        unknown = set(params) - set(self.DEFAULTS) - {"iterations", "time_limit"}
        if unknown:
            raise ValueError(f"bot {self.name}: unknown setting(s) {', '.join(sorted(unknown))}")
        self.params = {**self.DEFAULTS, **params}
        self.failures = 0             # answers replaced by a random legal action
        self.last_error = None

    @property
    def name(self) -> str:
        return self.level

    def choose(self, observed: dict, rng: Rng) -> str:
        """One of ``observed["legal"]``. A bot that fails inside (an exception, an
        answer that is not legal) still answers with a random legal action, counted in
        ``failures`` (with ``last_error``): a game never stalls on a bot."""
        legal = observed.get("legal") or []
        if not legal:
            raise ValueError("the bot was asked to move but has no legal action "
                             "(observe the seat that is to move)")
        if len(legal) == 1:
            return legal[0]
        try:
            action = self.decide(observed, rng)
        except Exception as err:              # a bug in a bot must not break a game
            self.failures += 1
            self.last_error = f"{type(err).__name__}: {err}"
            action = None
        if action not in legal:
            if action is not None:
                self.failures += 1
                self.last_error = f"illegal answer {action!r}"
            return legal[rng.randbelow(len(legal))]
        return action

    def decide(self, observed: dict, rng: Rng) -> str:
        raise NotImplementedError

    def ranking(self, observed: dict, rng: Rng) -> list[str]:
        """The bot's legal actions best first, its choice first (the same action as
        :meth:`choose` with the same generator state). A level that ranks its options
        implements :meth:`rank`; the others give their one choice."""
        legal = observed.get("legal") or []
        if len(legal) > 1 and hasattr(self, "rank"):
            try:
                out = [a for a in dict.fromkeys(self.rank(observed, rng)) if a in legal]
            except Exception as err:          # as choose: a bug never breaks a game
                self.failures += 1
                self.last_error = f"{type(err).__name__}: {err}"
                out = []
            if out:
                return out
        return [self.choose(observed, rng)]

    def deadline(self):
        """The wall-clock deadline of a search (None: iteration budget only)."""
        limit = self.params.get("time_limit")
        return None if not limit else time.perf_counter() + float(limit)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.game}:{self.level} {self.params}>"


class RandomBot(Bot):
    """Uniformly random legal actions (the yardstick of the arena)."""

    level = "random"

    def decide(self, observed, rng):
        legal = observed["legal"]
        return legal[rng.randbelow(len(legal))]


def register(game: str, level: str, cls: type) -> None:
    """Make ``cls`` (a :class:`Bot` subclass) the bot of ``level`` for ``game``."""
    _LEVELS.setdefault(game, {})[level] = cls


def _load(game: str) -> None:
    if game in _LOADED:
        return
    _LOADED.add(game)
    try:
        importlib.import_module(f"engine.{game}.bots")
    except ModuleNotFoundError as err:
        if err.name != f"engine.{game}.bots":
            raise


def levels(game: str) -> list[str]:
    """The levels offered for ``game``, weakest first (``random`` always)."""
    _load(game)
    return ["random"] + [lv for lv in _LEVELS.get(game, {}) if lv != "random"]


def make_bot(game: str, level: str, **params) -> Bot:
    """A bot of ``level`` for ``game`` (ValueError naming the levels when unknown)."""
    if level == "random":
        bot = RandomBot(**params)
        bot.game = game
        return bot
    _load(game)
    cls = _LEVELS.get(game, {}).get(level)
    if cls is None:
        raise ValueError(f"no '{level}' bot for {game} (levels: {', '.join(levels(game))})")
    return cls(**params)


def decide(game: str, level: str, observed: dict, seed: int = 0, **params) -> str:
    """The action a bot of ``level`` takes for ``observed`` with generator ``seed``: a
    pure function of its arguments (with no ``time_limit``), for callers that keep no
    bot object (the page's worker)."""
    return make_bot(game, level, **params).choose(observed, Rng(seed))
