"""Records, saves, links and replays (the foundation issue's determinism checks)."""

import json

import pytest

from engine.core import (IllegalAction, Record, RecordError, Session, decode_link, encode_link,
                         record_from_json, record_to_json, replay)
from engine.core.rng import Rng
from engine.core.testing import random_record as playout
from engine.games import get_spec


def random_record(seed: int, moves: int = 60, game: str = "demo", options=None) -> Record:
    return playout(game, options, seed, Rng(seed + 1000), limit=moves)


def test_same_record_same_state():
    record = random_record(5)
    assert replay(record).digest() == replay(record).digest()
    assert replay(record).snapshot() == replay(record).snapshot()


def test_different_seed_different_game():
    assert get_spec("demo").new(None, 1).digest() != get_spec("demo").new(None, 2).digest()


@pytest.mark.parametrize("seed", range(8))
def test_json_round_trip_replays_identically(seed):
    record = random_record(seed)
    text = record_to_json(record)
    again, state = record_from_json(text)
    assert again == record
    assert state.digest() == replay(record).digest()


@pytest.mark.parametrize("seed", range(8))
def test_link_round_trip_replays_identically(seed):
    record = random_record(seed, moves=500)
    link = encode_link(record)
    assert link.startswith("v1.")
    again, state = decode_link(link)
    assert again == record
    assert state.digest() == replay(record).digest()
    assert decode_link("#" + link)[0] == record       # a fragment with its '#'


def test_link_is_compact():
    record = random_record(3, moves=500)
    assert len(encode_link(record)) < 400


def _link():
    return encode_link(random_record(4, moves=40))


@pytest.mark.parametrize("bad, words", [
    ("", "not a game link"),
    ("hello world", "not a game link"),
    ("v9.AAAA.BBBB", "newer version"),
    ("v1.", "incomplete"),
])
def test_bad_links_are_refused_clearly(bad, words):
    with pytest.raises(RecordError, match=words):
        decode_link(bad)


def test_truncated_link_is_refused():
    link = _link()
    for cut in (len(link) - 3, len(link) // 2, 6):
        with pytest.raises(RecordError):
            decode_link(link[:cut])


def test_tampered_link_is_refused():
    link = _link()
    head, payload, check = link.split(".")
    flipped = payload[:10] + ("A" if payload[10] != "A" else "B") + payload[11:]
    with pytest.raises(RecordError, match="altered|damaged"):
        decode_link(f"{head}.{flipped}.{check}")
    with pytest.raises(RecordError, match="damaged"):
        decode_link(f"{head}.{payload}!.{check}")


def test_link_with_recomputed_checksum_but_wrong_moves_is_refused():
    """Someone edits the moves and fixes the checksum: the final digest catches it."""
    import base64, hashlib, zlib
    link = _link()
    payload = base64.urlsafe_b64decode(link.split(".")[1] + "==")
    header, _, moves = zlib.decompress(payload).partition(b"\n")
    moves = bytes([0]) * len(moves)                 # always the first legal action
    new = zlib.compress(header + b"\n" + moves)
    b64 = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")
    forged = f"v1.{b64(new)}.{b64(hashlib.sha256(new).digest()[:6])}"
    with pytest.raises(RecordError, match="does not lead"):
        decode_link(forged)


def test_save_refusals():
    good = record_to_json(random_record(2))
    data = json.loads(good)
    with pytest.raises(RecordError, match="not valid JSON"):
        record_from_json(good[:-10])
    with pytest.raises(RecordError, match="not a saved game"):
        record_from_json('{"hello": 1}')
    with pytest.raises(RecordError, match="newer"):
        record_from_json(json.dumps({**data, "version": 99}))
    with pytest.raises(RecordError, match="Unknown game"):
        record_from_json(json.dumps({**data, "game": "chess"}))
    with pytest.raises(RecordError, match="option"):
        record_from_json(json.dumps({**data, "options": {"target": 31}}))
    with pytest.raises(RecordError, match="cannot be played"):
        record_from_json(json.dumps({**data, "actions": data["actions"] + ["fly"]}))
    altered = list(data["actions"])
    altered[-1:] = []
    with pytest.raises(RecordError, match="altered"):
        record_from_json(json.dumps({**data, "actions": altered}))


def test_illegal_action_raises_names_rule_and_changes_nothing():
    state = get_spec("demo").new(None, 1)
    before = state.digest()
    with pytest.raises(IllegalAction, match="hold"):
        state.apply("hold")
    with pytest.raises(IllegalAction, match="not a move"):
        state.apply("fly")
    with pytest.raises(IllegalAction):
        state.apply(3)
    assert state.digest() == before and state.log == get_spec("demo").new(None, 1).log


def test_session_undo_stops_at_revealed_information():
    s = Session("demo", {"target": 20}, seed=8)
    s.state.rng.force([5])
    s.play("roll")                       # a die roll: cannot be undone
    assert not s.can_undo()
    with pytest.raises(RecordError, match="Nothing to undo"):
        s.undo()
    before = s.state.digest()
    s.play("hold")                        # reveals nothing: can be undone
    assert s.can_undo()
    assert s.undo() == "hold"
    assert s.state.digest() == before and s.record.actions == ["roll"]
    s.play("hold")
    card = s.state.hands[1][0]
    s.play(f"boost:{card}")             # shows a hidden card: no undo
    assert not s.can_undo()


def test_session_save_and_link_round_trip():
    s = Session("demo", None, seed=4)
    for _ in range(10):
        s.play(s.state.legal_actions()[0])
    assert Session.from_json(s.to_json()).state.digest() == s.state.digest()
    assert Session.from_link(s.to_link()).state.digest() == s.state.digest()
