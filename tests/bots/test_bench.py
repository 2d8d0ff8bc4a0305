"""bench/bench_bots.py is importable (the page runs it in Pyodide) and reports the
decision times per game and level."""

import importlib.util
from pathlib import Path


def test_bench_bots_runs_when_imported():
    path = Path(__file__).resolve().parents[2] / "bench" / "bench_bots.py"
    spec = importlib.util.spec_from_file_location("bench_bots", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    out = mod.run(games=("twilight", "risk"), levels=("easy",), decisions=2)
    for game in ("twilight", "risk"):
        row = out[game]["easy"]
        assert row["decisions"] == 2
        assert 0 <= row["median_ms"] <= row["p95_ms"] <= row["max_ms"]
