"""Helpers for tests of the bots, for any game: random positions, hidden information
permuted (:func:`permute`: what a seat cannot know changes, what it sees does not; each
game deals its own in ``engine.<game>.testing``), whole games between computer players
(:func:`bot_record`)."""

from __future__ import annotations

import importlib

from engine.core import Record, Rng


def random_positions(spec, options: dict, seed: int, count: int, every: int = 7,
                     max_actions: int = 20_000):
    """Up to ``count`` positions (States with a player to move) met while playing
    uniformly random legal actions: one every ``every`` actions (chosen at random
    around it), new games as needed."""
    chooser = Rng(seed ^ 0x7E57)
    out = []
    g = 0
    while len(out) < count and g < 50:
        state = spec.new(options, seed + g)
        g += 1
        steps = 0
        gap = 1 + chooser.randbelow(2 * every)
        while not state.is_over and steps < max_actions and len(out) < count:
            legal = state.legal_actions()
            steps += 1
            gap -= 1
            if gap <= 0 and len(legal) > 1:
                out.append(state.clone())
                gap = 1 + chooser.randbelow(2 * every)
            state.apply_unchecked(legal[chooser.randbelow(len(legal))])
    return out


def permute(state, seat: int, rng: Rng):
    """A copy of ``state`` in which what ``seat`` cannot know is dealt anew (the other
    hands, the draw pile, secret choices) and what it sees is unchanged: the game's own
    ``engine.<game>.testing.permute_hidden`` (every game with hidden information has
    one)."""
    mod = importlib.import_module(f"engine.{state.game}.testing")
    return mod.permute_hidden(state, seat, rng)


def bot_record(game: str, options: dict | None, seed: int, level: str = "easy",
               limit: int | None = None) -> Record:
    """A game between computer players of ``level`` at every seat, to its end (or
    ``limit`` moves): seeded, so the same arguments give the same record (each decision
    with ``Rng(seed * 100_003 + move number)``)."""
    from engine.bots import make_bot
    from engine.games import get_spec
    state = get_spec(game).new(options or {}, seed)
    bots = [make_bot(game, level) for _ in state.players]
    actions = []
    while not state.is_over and (limit is None or len(actions) < limit):
        seat = state.to_move
        action = bots[seat].choose(state.observe(seat), Rng(seed * 100_003 + len(actions)))
        state.apply(action)
        actions.append(action)
    return Record(game, dict(state.options), seed, actions)
