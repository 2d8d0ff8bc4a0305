"""bench/bench_bots_humans.py on two of the shared real games: the decisions it asks
the levels about are the ones the logs show (every card chosen for a headline or an
action round, every coup target, every influence point placed with operations), the
rates are proportions of those decisions, with intervals, per era, next to random
play's floor; the command line writes the JSON shape of issue 33."""
from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from tests.twilight.realgames import parse as P

ROOT = Path(__file__).resolve().parents[2]
LOGS = ROOT / "tests" / "data" / "ts-real-games"
TWO = ("tsreplayer_34", "tsreplayer_36")


def _bench():
    spec = importlib.util.spec_from_file_location("bench_bots_humans",
                                                  ROOT / "bench" / "bench_bots_humans.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def log_counts(game) -> dict:
    """Read from the log alone: the cards chosen (two per headline phase, one per
    action round with a card), the coup targets of operations, the influence points
    placed with operations."""
    out = {"card": 0, "coup_target": 0, "influence": 0}
    for b in game.blocks:
        if b.phase == "headline":
            out["card"] += len(b.headlines)
        elif b.phase == "action" and b.card is not None:
            out["card"] += 1
        use = None
        for r in b.records:
            if isinstance(r, P.Use):
                use = r.kind
            elif use == "coup" and isinstance(r, P.Target):
                out["coup_target"] += 1
            elif use == "influence" and isinstance(r, P.InfluenceChange) and r.delta > 0:
                out["influence"] += r.delta
    return out


@pytest.fixture(scope="module")
def two_logs(tmp_path_factory):
    d = tmp_path_factory.mktemp("logs")
    for name in TWO:
        shutil.copy(LOGS / f"{name}.txt", d / f"{name}.txt")
    return d


@pytest.fixture(scope="module")
def result(two_logs):
    return _bench().run(two_logs, levels=("easy",))


def test_the_decisions_are_the_logs_decisions(result, two_logs):
    want = {"card": 0, "coup_target": 0, "influence": 0}
    for g in P.load_all(two_logs):
        for k, v in log_counts(g).items():
            want[k] += v
    asked, forced = result["decisions"], result["forced"]
    assert result["logs"] == 2
    assert asked["card"] + forced.get("card", 0) == want["card"] == 60 + 51
    assert asked["coup_target"] + forced.get("coup_target", 0) == want["coup_target"] == 12
    row = result["levels"]["random"]
    assert row["n"]["influence_region"] == want["influence"] == 83 + 58
    assert row["n"]["card_top1"] == asked["card"]
    assert row["n"]["coup_target"] == asked["coup_target"]
    assert row["decisions"] == sum(asked.values())


def test_rates_intervals_eras_and_the_floor(result):
    bench = _bench()
    for level in ("random", "easy"):
        row = result["levels"][level]
        for m in bench.METRICS:
            if m not in row:
                continue
            lo, hi = row["ci95"][m]
            assert 0 <= lo <= row[m] <= hi <= 1, (level, m)
            assert sum(e["n"].get(m, 0) for e in row["eras"].values()) == row["n"][m]
        assert sum(e["decisions"] for e in row["eras"].values()) == row["decisions"]
    rnd, easy = result["levels"]["random"], result["levels"]["easy"]
    # random play's floor: one card in the hand, a use among two or three
    assert 0.1 < rnd["card_top1"] < 0.3 and rnd["card_top3"] > rnd["card_top1"]
    # a level that reads the board places influence in the players' regions more often
    assert easy["influence_region"] > rnd["influence_region"] + 0.05
    assert easy["use"] > rnd["use"]


def test_the_command_writes_the_issue_json(two_logs, tmp_path, capsys):
    out = tmp_path / "m.json"
    _bench().main(["--logs", str(two_logs), "--levels", "easy", "--limit", "40",
                   "--json-out", str(out)])
    data = json.loads(out.read_text())
    assert data["logs"] == 2
    row = data["levels"]["easy"]
    assert row["decisions"] == 40
    for key in ("card_top1", "card_top3", "use"):
        assert 0 <= row[key] <= 1
    assert "easy | all | 40" in capsys.readouterr().out
