"""bench/bench_bots_blunders.py and bench/bench_bots_strength.py: the blunders of a
self-play game are read from how it ended (nuclear war on the loser's own move or on
the opponent's, a scoring card held), and a long match leaves its figures at every
checkpoint and resumes from them."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _load(name):
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_random_self_play_blunders_match_how_the_games_ended():
    bl = _load("bench_bots_blunders")
    seen = set()
    for seed in range(1, 7):
        r = bl.play("random", {}, seed)
        nuclear = r["defcon_own_turn"] + r["defcon_other"]
        assert nuclear == (r["end"] == "nuclear_war")
        assert r["scoring_held"] == (r["end"] == "scoring_held")
        assert r["illegal"] == r["failures"] == 0
        seen.add(r["end"])
    assert seen & {"nuclear_war", "scoring_held"}       # random play does blunder


def test_a_match_writes_checkpoints_and_resumes(tmp_path, capsys):
    st = _load("bench_bots_strength")
    out = tmp_path / "m.json"
    st.main(["--bots", "easy,random", "--games", "2", "--every", "1", "--tournament",
             "--out", str(out)])
    first = json.loads(out.read_text())
    assert first["games"] == 2 and first["results"]["easy"]["games"] == 2
    st.main(["--bots", "easy,random", "--games", "3", "--every", "1", "--tournament",
             "--out", str(out)])
    again = json.loads(out.read_text())
    assert again["games"] == 3
    assert again["raw"]["0"] == first["raw"]["0"]          # not played again
    assert "3 games; easy: " in capsys.readouterr().out
