"""Records whose random outcomes were made elsewhere (play across devices): the outcomes
travel in the save and the link, replay exactly, and refuse when they do not fit; old
records (a seed, no outcomes) are untouched (tests/core/test_compat_corpus.py)."""
from __future__ import annotations

import json

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.core.errors import RecordError
from engine.core.record import (Record, decode_link, encode_link, new_state,
                                record_from_json, record_to_json)
from engine.core.rng import Rng, Script


def _play(record, moves):
    state = new_state(record)
    for _ in range(moves):
        legal = state.legal_actions()
        if not legal:
            break
        state.apply(legal[0])
        record.actions.append(legal[0])
    return state


def test_script_gives_its_outcomes_in_order_and_checks_their_range():
    rng = Rng(Script([4, 0, 2]))
    assert [rng.die(), rng.randbelow(3), rng.die(3)] == [5, 0, 3]
    assert rng.draws == 3
    with pytest.raises(ValueError):
        rng.die()
    with pytest.raises(ValueError):
        Rng(Script([6])).die()


def test_a_script_replays_a_fisher_yates_shuffle_and_a_pick():
    items = list(range(5))
    Rng(Script([0, 0, 0, 0])).shuffle(items)
    assert items == [1, 2, 3, 4, 0]
    assert Rng(Script([2])).pick(["a", "b", "c"]) == "c"


def test_seeded_pick_draws_as_the_die_it_replaces():
    a, b = Rng(11), Rng(11)
    hand = [3, 8, 21, 40]
    assert a.pick(hand) == hand[b.die(len(hand)) - 1]
    assert a.getstate() == b.getstate()


def test_outcomes_travel_in_the_save_and_the_link():
    rec = Record("demo", {"target": 30}, 0, [], outcomes=[3, 2, 1, 0, 1, 2, 0] + [4, 1, 5, 1] * 10)
    state = _play(rec, 12)
    again, state2 = record_from_json(record_to_json(rec, state))
    assert again.outcomes == rec.outcomes and state2.digest() == state.digest()
    linked, state3 = decode_link(encode_link(rec))
    assert linked.outcomes == rec.outcomes and linked.actions == rec.actions
    assert state3.digest() == state.digest()


def test_outcomes_that_do_not_fit_are_refused_as_unplayable():
    rec = Record("demo", {"target": 30}, 0, [], outcomes=[3, 2, 1, 0, 1, 2, 0] + [4, 1, 5, 1] * 10)
    state = _play(rec, 12)
    data = json.loads(record_to_json(rec, state))
    data["outcomes"] = data["outcomes"][:8]
    with pytest.raises(RecordError):
        record_from_json(json.dumps(data))
    data["outcomes"] = ["x"]
    with pytest.raises(RecordError, match="random outcomes"):
        record_from_json(json.dumps(data))


def test_a_seeded_record_has_no_outcomes_in_its_save_or_link():
    rec = Record("demo", {"target": 30}, 5, [])
    state = _play(rec, 6)
    assert "outcomes" not in json.loads(record_to_json(rec, state))
    linked, _ = decode_link(encode_link(rec))
    assert linked.outcomes is None
