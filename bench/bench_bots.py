"""Decision time of the bots, per game and level: median and 95th percentile.

    python bench/bench_bots.py [--games twilight,risk] [--levels easy,hard]
                               [--decisions N] [--seed S]

The positions are those of real games: easy bots play every seat, and at each decision
with a choice (two legal actions or more) every level measured decides on the same
observation (``state.observe(seat)``, as the page's worker gets it), timed with
``time.perf_counter``. Importable, so that the page can run it in Pyodide::

    from bench_bots import run
    run(games=("twilight",), levels=("easy", "hard"), decisions=40)

``run`` returns ``{game: {level: {"decisions", "median_ms", "p95_ms", "max_ms"}}}``; the
command line prints it as JSON (with the Python version and platform).
"""

from __future__ import annotations

import json
import os
import platform
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.bots import make_bot  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.games import get_spec  # noqa: E402

OPTIONS = {"twilight": {}, "risk": {"variant": "classic", "players": 3}}


def _stats(samples: list[float]) -> dict:
    if not samples:
        return {"decisions": 0}
    xs = sorted(samples)
    n = len(xs)
    return {"decisions": n, "median_ms": round(1000 * xs[n // 2], 2),
            "p95_ms": round(1000 * xs[min(n - 1, int(0.95 * n))], 2),
            "max_ms": round(1000 * xs[-1], 2)}


def measure(game: str, levels, decisions: int = 60, seed: int = 1, options=None) -> dict:
    """Time ``levels`` on ``decisions`` positions of ``game`` (see the module)."""
    spec = get_spec(game)
    opts = spec.normalize_options({**spec.simulation_options,
                                   **(options if options is not None else OPTIONS.get(game, {}))})
    bots = {lv: make_bot(game, lv) for lv in levels}
    times = {lv: [] for lv in levels}
    player = make_bot(game, "easy")
    rng = Rng(seed)
    g = 0
    every = 1 if game == "twilight" else 8       # Risk has many small decisions
    k = 0
    while len(times[levels[0]]) < decisions and g < 200:
        state = spec.new(opts, seed + g)
        g += 1
        while not state.is_over and len(times[levels[0]]) < decisions:
            obs = state.observe(state.to_move)
            if len(obs["legal"]) > 1:
                k += 1
                if k % every == 0:
                    for lv, bot in bots.items():
                        t = time.perf_counter()
                        bot.choose(obs, Rng(k))
                        times[lv].append(time.perf_counter() - t)
            state.apply(player.choose(obs, rng))
    return {lv: _stats(ts) for lv, ts in times.items()}


def run(games=("twilight", "risk"), levels=("easy", "hard"), decisions: int = 60,
        seed: int = 1) -> dict:
    return {game: measure(game, list(levels), decisions, seed) for game in games}


def main() -> None:
    import argparse
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", default="twilight,risk")
    p.add_argument("--levels", default="easy,hard")
    p.add_argument("--decisions", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args()
    out = run(a.games.split(","), a.levels.split(","), a.decisions, a.seed)
    out["python"] = platform.python_implementation() + " " + platform.python_version()
    out["platform"] = platform.platform()
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
