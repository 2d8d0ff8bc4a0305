"""Risk's review (engine/risk/review.py, issue 24): rounds are the setup and the players'
turns, chart numbers are those the views show, and the public view of a review keeps
hands and secret missions hidden."""
from __future__ import annotations

import pytest

from engine.core import History, Record, replay
from engine.core.testing import at_rows, positions, random_record
from engine.risk import SPEC, review

GAMES = [({"variant": "classic", "players": 3}, 0),
         ({"variant": "missions", "players": 3}, 1),
         ({"variant": "teams", "players": 4, "max_turns": 40}, 1),
         ({"variant": "two-player-active", "players": 2}, 2),
         ({"variant": "two-player-passive", "players": 2}, 2)]
IDS = [o["variant"] for o, _s in GAMES]
SETUP = ("claim", "setup_place", "setup_neutral")


@pytest.fixture(scope="module", params=GAMES, ids=IDS)
def game(request):
    options, seed = request.param
    record = random_record("risk", options, seed)
    return record, History(record, trusted=True)


def _key_from_view(v: dict):
    return [0, None] if v["phase"] in SETUP else [v["turn"], v["current"]]


def test_rounds_are_the_setup_then_each_player_s_turn(game):
    record, history = game
    rounds = history.rounds()
    assert rounds[0]["key"] == [0, None]
    assert [r["key"][0] for r in rounds] == list(range(len(rounds)))
    # the view's round at each round's first and last positions, and every 5th
    looked = {i for r in rounds for i in (r["start"], r["end"] - 1)}
    key_at = {i: r["key"] for r in rounds for i in range(r["start"], r["end"])}
    for i, state in enumerate(positions(record)):
        if i in looked or i % 5 == 0 and i < history.moves:
            assert _key_from_view(state.view(None)) == key_at[i], i


def _units(v: dict) -> list:
    return list(v["players"]) + [n["name"] for n in v.get("neutrals", ())]


def _from_view(v: dict) -> dict:
    """The chart numbers, read from the public view."""
    out = {}
    teams = v["variant"] == "teams"
    for u, name in enumerate(_units(v)):
        if teams:
            out[f"territories.{u}"] = sum(t["controller"] == name for t in v["territories"])
            out[f"armies.{u}"] = sum(t["stacks"].get(name, 0) for t in v["territories"])
        else:
            out[f"territories.{u}"] = sum(t["owner"] == name for t in v["territories"])
            out[f"armies.{u}"] = sum(t["armies"] for t in v["territories"]
                                     if t["owner"] == name)
        out[f"continents.{u}"] = sum(c["holder"] == name for c in v["continents"])
    for h, hand in enumerate(v["hands"]):
        out[f"cards.{h}"] = hand["count"]
    return out


def test_each_round_s_numbers_are_those_of_its_last_position(game):
    record, history = game
    rows = history.series()
    assert len(rows) == len(history.rounds()) + 1
    checked = 0
    for row, state in at_rows(record, rows):
        assert row["values"] == _from_view(state.view(None)), row["at"]
        checked += 1
    assert checked == len(rows)


def test_a_finished_classic_game_ends_with_one_player_holding_everything():
    record = random_record("risk", {"variant": "classic", "players": 3}, 0)
    last = History(record, trusted=True).series()[-1]
    winner = replay(record).winners[0]
    assert last["values"][f"territories.{winner}"] == 42
    assert last["values"][f"continents.{winner}"] == 6


def test_the_public_review_hides_hands_and_unclaimed_missions():
    record = random_record("risk", {"variant": "missions", "players": 3}, 1)
    cut = Record("risk", record.options, record.seed, record.actions[:-1])
    history = History(cut, trusted=True)
    assert not history.over
    claimed_seen = False
    for i, state in enumerate(positions(cut)):
        if i % 7 and i != history.moves:
            continue
        obs = history.observe(i, None)
        v = obs["view"]
        assert all("cards" not in hand for hand in v["hands"]), i
        assert all(h is None for h in v["public_state"]["hands"])
        assert v["public_state"]["deck"] is None and obs["legal"] == []
        for q, row in enumerate(v["missions"]):
            shown = sum(state.claimed[q]) >= 3
            for r, m in enumerate(row["missions"]):
                visible = state.claimed[q][r] or shown
                claimed_seen = claimed_seen or bool(state.claimed[q][r])
                assert (m["text"] is not None) == bool(visible), (i, q, r)
                assert (v["public_state"]["missions"][q][r] is not None) == bool(visible)
        if v["decision"]:
            assert v["decision"]["prompt"] is None and v["decision"]["targets"] == {}
    assert claimed_seen
    with pytest.raises(Exception, match="once the game is over"):
        history.views(0)


def test_show_the_hands_and_missions_once_the_game_is_over():
    record = random_record("risk", {"variant": "missions", "players": 3}, 1)
    history = History(record, trusted=True)
    i = history.moves // 2
    state = replay(record, i)
    for seat, obs in enumerate(history.views(i)):
        mine = obs["view"]["hands"][seat]
        assert len(mine["cards"]) == len(state.hands[seat])
        assert all(m["text"] for m in obs["view"]["missions"][seat]["missions"])


def test_round_key_and_sample_without_a_history():
    s = SPEC.new({"players": 4}, 3)
    assert review.round_key(s) == (0, None)
    values = review.sample(s)
    assert sorted(values) == sorted(f"{k}.{u}" for k in ("territories", "armies",
                                                         "continents", "cards")
                                    for u in range(4))
    assert sum(values[f"territories.{u}"] for u in range(4)) == 42
