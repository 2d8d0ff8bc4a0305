"""Who sits at each seat (names, colours, computer players) travels with a game's saves
and links, is checked like the rest of a record, and never changes a position; and
``Session.last_turn`` finds the position a player left the table in ("since your last
turn", issue 15)."""

from __future__ import annotations

import json
import random

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.core import RecordError, Session

TABLE = [{"name": "Ada", "colour": "#c0392b", "bot": None},
         {"name": "Computer", "colour": None, "bot": "hard"}]


def _played(players=None, moves=12, seed=5) -> Session:
    s = Session("demo", {}, seed, players=players)
    rng = random.Random(seed)
    for _ in range(moves):
        if s.state.is_over:
            break
        s.play(rng.choice(s.state.legal_actions()))
    return s


def test_players_travel_in_saves_and_links_and_leave_the_position_alone():
    with_table, without = _played(TABLE), _played(None)
    assert with_table.state.digest() == without.state.digest()
    assert Session.from_json(with_table.to_json()).record.players == TABLE
    assert Session.from_link(with_table.to_link()).record.players == TABLE
    assert Session.from_json(without.to_json()).record.players is None
    assert Session.from_link(without.to_link()).record.players is None
    assert "players" not in json.loads(without.to_json())      # old saves stay as they were


@pytest.mark.parametrize("players, says", [
    ("Ada", "list of players"),
    ([], "list of players"),
    ([{"name": "x" * 41, "colour": None, "bot": None}], "longer than 40"),
    ([{"name": 3, "colour": None, "bot": None}], "name is missing"),
    ([{"name": "Ada", "colour": "red; background:url(x)", "bot": None}], "not a colour"),
    ([{"name": "Ada", "colour": None, "bot": "<script>"}], "level is unknown"),
    ([{"name": "Ada"}] * 9, "list of players"),
])
def test_a_tampered_list_of_players_is_refused_with_a_reason(players, says):
    data = json.loads(_played().to_json())
    data["players"] = players
    with pytest.raises(RecordError, match=says):
        Session.from_json(json.dumps(data))


def test_last_turn_is_the_position_right_after_the_seats_last_move():
    s = Session("demo", {}, 8)
    assert s.last_turn(0) is None and s.last_turn(1) is None
    rng = random.Random(8)
    history = {0: [], 1: []}
    for _ in range(30):
        if s.state.is_over:
            break
        mover = s.state.to_move
        s.play(rng.choice(s.state.legal_actions()))
        history[mover].append(s.state.digest())
    for seat, digests in history.items():
        assert s.last_turn(seat).digest() == digests[-1]


def test_last_turn_follows_an_undo():
    for seed in range(50):
        s, rng = Session("demo", {}, seed), random.Random(seed)
        history = {0: [], 1: []}
        while not s.state.is_over:
            mover = s.state.to_move
            s.play(rng.choice(s.state.legal_actions()))
            history[mover].append(s.state.digest())
            if s.can_undo() and len(history[mover]) >= 2:
                assert s.last_turn(mover).digest() == history[mover][-1]
                s.undo()
                assert s.last_turn(mover).digest() == history[mover][-2]
                return
    pytest.fail("no position with an undo found")


def test_last_turn_after_an_undo_and_another_move_is_not_the_old_answer():
    """Undo then a different move gives the same move count again: the cached answer
    must not be reused."""
    for seed in range(80):
        s, rng = Session("demo", {}, seed), random.Random(seed)
        while not s.state.is_over:
            mover = s.state.to_move
            legal = s.state.legal_actions()
            s.play(rng.choice(legal))
            if s.can_undo() and len(legal) > 1:
                first = s.last_turn(mover).digest()
                undone = s.undo()
                other = next(a for a in s.state.legal_actions() if a != undone)
                s.play(other)
                if s.state.digest() != first:
                    assert s.last_turn(mover).digest() == s.state.digest()
                    return
    pytest.fail("no undo followed by another move found")
