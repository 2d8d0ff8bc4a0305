"""Random complete games of Twilight Struggle per second on this Python.

    python bench/bench_twilight.py [--games N] [--seed S] [--full-deck]

Plays uniformly random legal actions (no invariant checks) and prints games/s and
actions/s. Every card's event is implemented, so these are games with the whole 103-card
deck (Mid and Late War cards join at turns 4 and 8). ``--full-deck`` stubs any
unimplemented event with a no-op (kept for engines with cards missing; a no-op today).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.core import Rng  # noqa: E402
from engine.games import get_spec  # noqa: E402


def bench(games: int, seed: int) -> dict:
    spec = get_spec("twilight")
    chooser = Rng(seed ^ 0xBEEF)
    actions = 0
    start = time.perf_counter()
    for g in range(games):
        s = spec.new({}, seed + g)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply_unchecked(legal[chooser.randbelow(len(legal))])
            actions += 1
    sec = time.perf_counter() - start
    return {"games": games, "seconds": round(sec, 3), "games_per_second": round(games / sec, 1),
            "actions_per_second": round(actions / sec), "actions_per_game": actions // games}


def bench_clone(n: int = 2000) -> dict:
    spec = get_spec("twilight")
    s = spec.new({}, 1)
    chooser = Rng(1)
    for _ in range(40):
        legal = s.legal_actions()
        s.apply_unchecked(legal[chooser.randbelow(len(legal))])
    import copy
    t = time.perf_counter()
    for _ in range(n):
        s.clone()
    clone = (time.perf_counter() - t) / n
    t = time.perf_counter()
    for _ in range(n // 10):
        copy.deepcopy(s)
    deep = (time.perf_counter() - t) / (n // 10)
    return {"clone_us": round(clone * 1e6, 1), "deepcopy_us": round(deep * 1e6, 1)}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--full-deck", action="store_true")
    a = p.parse_args()
    if a.full_deck:
        import pytest
        from engine.twilight.testing import stub_events
        stub_events(pytest.MonkeyPatch())
    out = {"python": sys.version.split()[0], "full_deck": a.full_deck}
    out.update(bench(a.games, a.seed))
    out.update(bench_clone())
    print(json.dumps(out))


if __name__ == "__main__":
    main()
