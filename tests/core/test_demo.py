"""The demo game (Boost Pig): its rules and its views."""

import json

from engine.core.simulate import simulate
from engine.games import get_spec


def new(seed=1, **options):
    return get_spec("demo").new(options, seed)


def test_roll_of_one_loses_turn_total():
    s = new()
    s.rng.force([4, 1])
    s.apply("roll")
    assert s.turn_total == 4 and s.to_move == 0
    s.apply("roll")
    assert s.turn_total == 0 and s.scores == [0, 0] and s.to_move == 1


def test_hold_banks_and_target_wins():
    s = new(target=20)
    s.scores[0] = 15
    s.rng.force([6])
    s.apply("roll")
    s.apply("hold")
    assert s.scores[0] == 21 and s.is_over and s.winners == [0]
    assert s.legal_actions() == []


def test_one_boost_per_turn_and_it_is_revealed():
    s = new()
    card = s.hands[0][0]
    s.apply(f"boost:{card}")
    assert s.turn_total == card and s.last_revealed
    assert not any(a.startswith("boost") for a in s.legal_actions())


def test_view_hides_the_other_hand_and_the_deck():
    s = new(seed=3)
    for player in (0, 1):
        v = s.view(player)
        json.dumps(v)
        assert v["hand"] == s.hands[player]
        text = json.dumps(v)
        assert "deck\"" not in text.replace("deck_size", "")
        assert v["hand_sizes"] == [2, 2]
    assert s.view(None)["hand"] is None


def test_simulation_has_no_invariant_violations():
    summary = simulate(get_spec("demo"), games=200, seed=1)
    assert summary["invariant_violations"] == 0 and summary["unfinished"] == 0
    assert sum(summary["winners"].values()) == 200
