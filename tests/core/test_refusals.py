"""Refusals of saves, links and options (issue 25, defects 1-4): short, clear, and never an
accepted game whose link cannot be opened again."""
from __future__ import annotations

import base64
import hashlib
import json
import subprocess
import sys
import zlib

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine.core import Record, RecordError, decode_link, encode_link, record_from_json
from engine.core.record import MAX_SEED, record_to_json
from engine.games import get_spec


def _raw_link(head: dict, moves: bytes = b"") -> str:
    """A link with any header at all (as a hand-made or tampered link would be)."""
    payload = zlib.compress(json.dumps(head).encode() + b"\n" + moves, 9)

    def b64(data):
        return base64.urlsafe_b64encode(data).decode().rstrip("=")
    return f"v1.{b64(payload)}.{b64(hashlib.sha256(payload).digest()[:6])}"


def _save(game, options, seed=1, actions=()):
    return json.dumps({"format": "boardgames-save", "version": 1, "game": game,
                       "options": options, "seed": seed, "actions": list(actions),
                       "digest": "0" * 64})


# ---- defect 1: a refusal quotes at most a few dozen characters of the bad input
@pytest.mark.parametrize("where", ["link", "save"])
@pytest.mark.parametrize("key", ["variant", "territories", "no_such_option_" + "k" * 3000])
def test_a_refusal_quotes_only_the_start_of_a_long_bad_value(where, key):
    options = {"variant": "classic", "players": 3}
    options[key] = "x" * 3000
    text = _raw_link({"g": "risk", "o": options, "s": 1, "h": "0"}) if where == "link" \
        else _save("risk", options)
    with pytest.raises(RecordError) as err:
        (decode_link if where == "link" else record_from_json)(text)
    message = str(err.value)
    assert len(message) < 200, message
    if "contents cannot be read" not in message:       # a header over 4 kB is not read
        assert "xxxxxxxxxx" in message or "kkkkkkkkkk" in message  # the start is quoted
        assert "…" in message


def test_an_illegal_move_quotes_only_the_start_of_the_move():
    spec = get_spec("demo")
    state = spec.new({"target": 20}, 3)
    with pytest.raises(Exception) as err:
        state.apply("roll" + "!" * 5000)
    assert len(str(err.value)) < 300


# ---- defect 2: every option is checked against its range; an accepted game's link opens
def test_a_save_whose_turn_cap_has_thousands_of_digits_is_refused():
    options = {"variant": "classic", "players": 3, "max_turns": 10 ** 3999}
    with pytest.raises(RecordError, match="max_turns") as err:
        record_from_json(_save("risk", options))
    assert len(str(err.value)) < 300


@pytest.mark.parametrize("seed", [MAX_SEED + 1, -MAX_SEED - 1, 10 ** 40])
def test_a_save_whose_seed_is_far_beyond_what_the_app_makes_is_refused(seed):
    with pytest.raises(RecordError, match="random seed"):
        record_from_json(_save("demo", {"target": 20}, seed))


@pytest.mark.parametrize("value", [1, 0, "True", None, 1.0])
def test_an_option_of_the_wrong_kind_is_refused_not_taken_for_a_choice(value):
    with pytest.raises(RecordError, match="(?i)tournament"):
        get_spec("twilight").normalize_options({"tournament": value})


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(max_turns=st.one_of(st.integers(min_value=-10, max_value=10 ** 30), st.booleans(),
                           st.floats(allow_nan=False), st.text(max_size=20)),
       seed=st.integers(min_value=-(2 ** 70), max_value=2 ** 70),
       name=st.text(max_size=60))
def test_every_save_that_opens_gives_a_link_that_opens(max_turns, seed, name):
    options = {"variant": "classic", "players": 3, "max_turns": max_turns}
    players = [{"name": name, "colour": None, "bot": None}] * 3
    record = Record("risk", options, seed, [])
    try:
        record = Record("risk", get_spec("risk").normalize_options(options, record=True),
                        seed, [])
        record.players = players
        text = record_to_json(record)
        record2, state2 = record_from_json(text)
    except RecordError:
        return                                  # refused with a message: fine
    record3, state3 = decode_link(encode_link(record2))
    assert state3.digest() == state2.digest() and record3.players == record2.players


# ---- defect 3: the tournament option says what it changes
def test_the_tournament_option_says_it_shows_the_held_cards_not_that_holding_loses():
    opt = next(o for o in get_spec("twilight").options if o.key == "tournament")
    label = str(opt.label)
    assert "show" in label and "hold" in label
    assert "loses" not in label


# ---- defect 4: the command line gives labels and reads values as it prints them
def _cli(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, timeout=120)


def test_games_lists_every_option_and_value_with_its_label():
    out = _cli("games")
    assert out.returncode == 0, out.stderr
    games = {g["name"]: g for g in map(json.loads, out.stdout.splitlines())}
    risk = {o["key"]: o for o in games["risk"]["options"]}
    territories = {c["value"]: c["label"] for c in risk["territories"]["choices"]}
    assert risk["territories"]["label"] == "Starting territories"
    assert territories == {"dealt": "Dealt at random", "claimed": "Claimed in turn"}
    for game in games.values():
        for opt in game["options"]:
            assert opt["label"] and all(c["label"] for c in opt["choices"]), opt


@pytest.mark.parametrize("value", ["True", "true", "False"])
def test_simulate_accepts_a_value_as_the_refusal_prints_it(value):
    out = _cli("simulate", "twilight", "--games", "1", "--seed", "3", "--option",
               f"tournament={value}", "--max-actions", "30")
    assert out.returncode in (0, 1), out.stderr         # not 2: the option was accepted
    assert json.loads(out.stdout.splitlines()[-1])["options"]["tournament"] == \
        (value.lower() == "true")


def test_simulate_still_refuses_a_value_that_is_not_a_choice():
    out = _cli("simulate", "twilight", "--games", "1", "--option", "tournament=maybe")
    assert out.returncode == 2 and "allowed: False, True" in out.stderr
