"""Determinization: full positions rebuilt from a seat's view agree with everything the
seat sees (the same legal actions, the same public fields), every card is somewhere
once, and nothing hidden is in the view's public_state."""

import json

import pytest

from engine.bots import determinize
from engine.bots.testing import permute, random_positions
from engine.core import Rng
from engine.games import get_spec
from engine.risk.determinize import public_state as risk_public
from engine.twilight.determinize import HIDDEN, public_state as tw_public

CASES = [("twilight", {}), ("risk", {"variant": "classic", "players": 4}),
         ("risk", {"variant": "two-player-active", "players": 2}),
         ("risk", {"variant": "missions", "players": 3}),
         ("risk", {"variant": "teams", "players": 6})]


def _positions(game, options, count=25):
    spec = get_spec(game)
    return random_positions(spec, spec.normalize_options(options), 2, count,
                            5 if game == "twilight" else 40)


@pytest.mark.parametrize("game,options", CASES)
def test_samples_agree_with_the_view(game, options):
    for k, state in enumerate(_positions(game, options)):
        seat = state.to_move
        obs = json.loads(json.dumps(state.observe(seat)))
        sample = determinize(game, obs["view"], Rng(k))
        assert sample.to_move == seat
        assert sample.legal_actions() == obs["legal"]
        assert sample.check_invariants() == []
        if game == "twilight":
            side = state.side_of(seat)
            assert tw_public(sample, side) == tw_public(state, side)
        else:
            assert risk_public(sample, seat) == risk_public(state, seat)


@pytest.mark.parametrize("game,options", CASES[:2] + CASES[3:4])
def test_public_state_holds_nothing_hidden(game, options):
    for state in _positions(game, options, 12):
        seat = state.to_move
        if game == "twilight":
            side = state.side_of(seat)
            other = permute(state, seat, Rng(3))
            ps = tw_public(state, side)
            assert ps["deck"] is None and ps["hands"][1 - side] is None
            assert ps == tw_public(other, side)
            hl = ps["headline"][1 - side]
            assert hl is None or hl == HIDDEN or state.headline_shown[1 - side]
        else:
            other = permute(state, seat, Rng(3))
            ps = risk_public(state, seat)
            assert ps["deck"] is None
            assert ps == risk_public(other, seat)


def test_samples_differ_in_what_is_hidden():
    state = get_spec("twilight").new({}, 4)
    obs = state.observe(state.to_move)
    opp = 1 - state.side_of(state.to_move)
    hands = {tuple(determinize("twilight", obs["view"], Rng(k)).hands[opp]) for k in range(8)}
    assert len(hands) > 1


def test_a_spectators_public_state_shows_no_hand_at_all():
    spec = get_spec("twilight")
    for state in random_positions(spec, {}, 8, 15, 4):
        ps = tw_public(state, None)
        assert ps["hands"] == [None, None] and ps["deck"] is None
        assert ps["shown"] == [None, None]
        for s in (0, 1):
            assert ps["headline"][s] in (None, HIDDEN) or state.headline_shown[s]
    spec = get_spec("risk")
    for state in random_positions(spec, spec.normalize_options({"variant": "missions"}),
                                  8, 10, 40):
        ps = risk_public(state, None)
        assert all(h is None for h in ps["hands"]) and ps["deck"] is None
        for q, row in enumerate(ps["missions"]):
            for r, m in enumerate(row):
                assert m is None or state.claimed[q][r] or sum(state.claimed[q]) >= 3
