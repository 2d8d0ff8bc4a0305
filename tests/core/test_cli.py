"""python -m engine: simulate, replay, export."""

import json
import subprocess
import sys

from engine.core import Record, encode_link, record_to_json


def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, input=stdin, timeout=120)


def test_help():
    out = run("--help")
    assert out.returncode == 0 and "simulate" in out.stdout and "export" in out.stdout


def test_simulate_prints_json_summary_last():
    out = run("simulate", "demo", "--games", "30", "--seed", "5")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    for key in ("games", "seconds", "games_per_second", "actions", "invariant_violations",
                "winners"):
        assert key in summary
    assert summary["games"] == 30 and summary["invariant_violations"] == 0


def test_replay_save_file_and_link(tmp_path):
    record = Record("demo", {"target": 20}, 3, ["roll", "roll"])
    path = tmp_path / "game.json"
    path.write_text(record_to_json(record))
    out = run("replay", str(path))
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["actions"] == 2 and data["game"] == "demo"
    out2 = run("replay", "-", stdin=encode_link(record))
    assert json.loads(out2.stdout)["digest"] == data["digest"]


def test_replay_refuses_corrupt_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{not json")
    out = run("replay", str(path))
    assert out.returncode == 2 and "not a saved game" in out.stderr


def test_export():
    out = run("export", "demo", "cards")
    assert out.returncode == 0 and json.loads(out.stdout)["boosts"] == [1, 1, 2, 2, 3, 3, 4, 4]
    assert run("export", "demo", "nothing").returncode == 2
