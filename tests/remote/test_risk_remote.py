"""Risk across devices (issue 31): every variant on simulated devices that share only
messages: every game ends, no device learns a card it may not see, the audit passes and
the record made from the transcript replays to the game the devices played and opens as
an ordinary save and link; every cheat is caught; ``remote verify`` checks a transcript."""
from __future__ import annotations

import json

import pytest

import engine.games  # noqa: F401
from engine.cli import main
from engine.core.record import decode_link, encode_link, record_from_json, record_to_json
from engine.core.remote import cheats
from engine.core.remote.simulate import measure, play
from engine.risk.secrets import SECRETS

CASES = [("classic", 3, 3), ("classic", 4, 2), ("missions", 4, 2),
         ("two-player-passive", 2, 2), ("two-player-active", 2, 2), ("teams", 4, 2)]


@pytest.mark.parametrize("variant,players,devices", CASES)
def test_every_variant_plays_fairly_across_devices(variant, players, devices):
    options = {"variant": variant, "players": players, "max_turns": 3}
    table = play("risk", options, SECRETS, devices=devices, seed=players + devices)
    m = measure(table, SECRETS)
    assert m["finished"] and m["leaks"] == 0 and not m["audit_failure"], m["problems"]
    assert m["record_equal"]
    record = m["record"]
    again, state = record_from_json(record_to_json(record))
    linked, state2 = decode_link(encode_link(record))
    assert state.snapshot() == state2.snapshot() and linked.outcomes == record.outcomes


@pytest.mark.slow
def test_a_whole_classic_game_on_four_devices():
    table = play("risk", {"variant": "classic", "players": 4}, SECRETS, devices=4, seed=1)
    m = measure(table, SECRETS)
    assert m["finished"] and m["leaks"] == 0 and not m["audit_failure"] and m["record_equal"]


def test_every_cheat_is_tried_and_caught():
    result = cheats.run("risk", {"variant": "classic", "players": 3, "max_turns": 2},
                        SECRETS, seed=1)
    assert all(tried >= 1 for kind, (tried, _) in result.items()
               if kind not in cheats.CHOICE_CHEATS), result
    assert all(tried == caught for tried, caught in result.values()), result


def test_the_command_line_simulates_and_verifies(tmp_path, capsys):
    rc = main(["remote", "simulate", "risk", "--games", "1", "--seed", "2", "--devices", "3",
               "--option", "players=3", "--option", "max_turns=2",
               "--transcripts", str(tmp_path)])
    out = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0
    for key in ("games", "finished", "messages", "messages_per_turn", "transcript_bytes_max",
                "message_bytes_max", "crypto_ms_median", "crypto_ms_p95", "leaks",
                "audit_failures"):
        assert key in out
    assert out["finished"] == 1 and out["leaks"] == 0 and out["audit_failures"] == 0
    path = tmp_path / "risk-2.txt"
    assert main(["remote", "verify", str(path)]) == 0
    good = json.loads(capsys.readouterr().out)
    assert good["ok"] and decode_link(good["link"])[0].actions
    lines = path.read_text().splitlines()
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines[:5] + lines[6:]) + "\n")
    assert main(["remote", "verify", str(bad)]) == 1
    refused = json.loads(capsys.readouterr().out)
    assert refused == {"ok": False, "line": 6, "kind": "reordered",
                       "reason": refused["reason"]} and "before message" in refused["reason"]
    short = tmp_path / "short.txt"
    short.write_text("\n".join(lines[:40]) + "\n")
    assert main(["remote", "verify", str(short)]) == 1
    assert json.loads(capsys.readouterr().out)["kind"] == "unfinished"


def test_a_joker_traded_is_the_true_joker_on_every_device():
    """Both jokers are named "Joker": a device whose stand-in for the trader's hidden
    card is the other joker must not move the stand-in instead of the true one."""
    from engine.core.remote.simulate import Table
    from engine.risk.cards import JOKER_IDS
    t = Table("risk", {"variant": "classic", "players": 3, "max_turns": 40}, SECRETS,
              devices=3, seed=1, meter=False)
    traded = 0
    while t.step():
        d0 = t.devs[0]
        if d0.acts and d0.acts[-1][0].startswith("trade:") and "Joker" in d0.acts[-1][0]:
            traded += 1
            discards = [set(dev.state.discard) for dev in t.devs]
            assert discards[0] == discards[1] == discards[2]
            if traded >= 2:
                break
    assert traded, "no joker traded in this game"
    assert set(JOKER_IDS) & set().union(*[set(dev.state.discard) for dev in t.devs])
