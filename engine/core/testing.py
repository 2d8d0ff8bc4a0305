"""Helpers for tests and benchmarks of any game (not used by the program itself)."""

from __future__ import annotations

from . import registry
from .record import Record
from .rng import Rng


def random_record(game: str, options: dict | None = None, seed: int = 0,
                  chooser: Rng | None = None, limit: int = 200_000) -> Record:
    """A game played to its end (or ``limit`` moves) by uniformly random legal moves, as
    ``python -m engine simulate`` plays them: the game's dice come from ``seed``, the
    choices from their own generator (``chooser``, by default one seeded from ``seed``)."""
    state = registry.get_spec(game).new(options, seed)
    pick = Rng(seed ^ 0x5EED) if chooser is None else chooser
    actions = []
    while not state.is_over and len(actions) < limit:
        legal = state.legal_actions()
        action = legal[pick.randbelow(len(legal))]
        state.apply_unchecked(action)
        actions.append(action)
    return Record(game, dict(state.options), seed, actions)


def positions(record: Record):
    """Every position of ``record`` in order (0..N), replayed once: the same object,
    changed in place between two yields (clone what you keep)."""
    state = registry.get_spec(record.game).new(record.options, record.seed)
    yield state
    for action in record.actions:
        state.apply(action)
        yield state


def at_rows(record: Record, rows: list):
    """``(row, position)`` for every chart row of a review (``History.series()``), the
    position being the one the row was read at (``row["at"]``), replayed once in order."""
    by_position: dict = {}
    for row in rows:
        by_position.setdefault(row["at"], []).append(row)
    for i, state in enumerate(positions(record)):
        for row in by_position.get(i, ()):
            yield row, state
