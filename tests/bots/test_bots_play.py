"""Bots of every level and game: a legal answer in random positions of every variant,
the same answer for the same view and seed, and the same answer whatever the hidden
information (other hands, the pile, secret headlines and missions)."""

import json

import pytest

from engine.bots import levels, make_bot
from engine.bots.testing import permute, random_positions
from engine.core import Rng
from engine.games import get_spec

VARIANTS = [("twilight", {}), ("twilight", {"bidding": True, "space_decline": True,
                                           "realign_mixed": True}),
            ("risk", {"variant": "classic", "players": 3}),
            ("risk", {"variant": "two-player-passive", "players": 2}),
            ("risk", {"variant": "two-player-active", "players": 2}),
            ("risk", {"variant": "missions", "players": 4}),
            ("risk", {"variant": "teams", "players": 4}),
            ("risk", {"variant": "classic", "players": 3, "territories": "claimed",
                      "defence": "choose", "shortcuts": "off"})]


def _positions(game, options, count, seed=5):
    spec = get_spec(game)
    every = 6 if game == "twilight" else 40
    return random_positions(spec, spec.normalize_options(options), seed, count, every)


@pytest.mark.parametrize("game,options,level", [(g, o, lv) for g, o in VARIANTS
                                                for lv in levels(g)])
def test_bots_answer_legal_actions_in_random_positions(game, options, level):
    bot = make_bot(game, level)
    rng = Rng(9)
    for state in _positions(game, options, 8 if level in ("hard", "expert") else 14):
        obs = state.observe(state.to_move)
        action = bot.choose(obs, rng)
        assert action in obs["legal"], (state.prompt(), action)
        assert bot.failures == 0, bot.last_error


@pytest.mark.parametrize("game,options", VARIANTS[:1] + VARIANTS[2:3] + VARIANTS[5:7])
@pytest.mark.parametrize("level", ("easy", "hard"))
def test_same_view_and_seed_same_choice(game, options, level):
    for state in _positions(game, options, 5, seed=21):
        obs = state.observe(state.to_move)
        again = json.loads(json.dumps(obs))          # as the page's worker gets it
        a = make_bot(game, level).choose(obs, Rng(4))
        b = make_bot(game, level).choose(again, Rng(4))
        assert a == b


def _permuted(state, seed):
    return permute(state, state.to_move, Rng(seed))


@pytest.mark.parametrize("game,options", [VARIANTS[0], VARIANTS[2], VARIANTS[4],
                                          VARIANTS[5], VARIANTS[6]])
@pytest.mark.parametrize("level", ("easy", "hard"))
def test_hidden_information_does_not_change_the_choice(game, options, level):
    changed = 0
    for state in _positions(game, options, 6, seed=33):
        seat = state.to_move
        other = _permuted(state, 77)
        changed += other.snapshot() != state.snapshot()
        assert other.observe(seat) == state.observe(seat)
        a = make_bot(game, level).choose(state.observe(seat), Rng(12))
        b = make_bot(game, level).choose(other.observe(seat), Rng(12))
        assert a == b
    assert changed >= 3          # the permutation did change what the seat cannot see
