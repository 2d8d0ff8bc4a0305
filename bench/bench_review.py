"""The review of a game (engine/core/history.py) on this Python: how long a History takes
to build, to reach a position and to step, and how much its checkpoints hold.

    python bench/bench_review.py [--seed S] [--every 8,16,24,32,48] [--samples N] [--risk]

The Twilight Struggle game is a whole game (to turn 10, or an early victory) played by
two "easy" computer players from seed S: about 700-800 moves, a late game's size. For
each spacing of the checkpoints (``every``) it prints the build time, the checkpoints'
size (pickled, and as Python objects measured with tracemalloc), and the median / 95th
percentile time to reach a random position (from the nearest checkpoint: a jump of the
slider) and to step one move forward or back (the buttons), with and without building
the public view there (what the page shows). ``--risk`` adds a long random Risk game
(6 players) with the default spacing. Times are CPU times of this thread
(``time.thread_time``), so that other processes do not count. Pyodide runs the same code
3-5 times slower.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import pickle
import statistics
import sys
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.bots.testing import bot_record  # noqa: E402
from engine.core import History, Record, Rng  # noqa: E402
from engine.core.testing import random_record  # noqa: E402


def bot_game(seed: int) -> Record:
    """A whole Twilight Struggle game between two easy bots."""
    return bot_record("twilight", {}, seed)


def _ms(times: list) -> dict:
    times = sorted(times)
    return {"median": round(statistics.median(times) * 1e3, 3),
            "p95": round(times[int(0.95 * (len(times) - 1))] * 1e3, 3),
            "max": round(times[-1] * 1e3, 3)}


def _timed(fn) -> float:
    """The CPU time ``fn`` takes (this thread's: on a loaded machine the wall clock
    also counts the other processes' turns)."""
    t = time.thread_time()
    fn()
    return time.thread_time() - t


def measure(record: Record, every: int | None, samples: int, trusted: bool = False) -> dict:
    gc.collect()
    build = min(_timed(lambda: History(record, every, trusted=trusted)) for _ in range(3))
    tracemalloc.start()
    history = History(record, every, trusted=trusted)
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    checkpoints = history._checkpoints
    pickled = sum(len(pickle.dumps(c, protocol=pickle.HIGHEST_PROTOCOL))
                  for c in checkpoints)
    tracemalloc.start()
    copies = [History._keep(c) for c in checkpoints]
    objects = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del copies
    n = history.moves
    pick = Rng(11)
    jump, back, forward, view_back = [], [], [], []
    for _ in range(samples):
        i = pick.randbelow(n + 1)
        history._cursor = None                      # nothing rebuilt yet: a cold jump
        jump.append(_timed(lambda: history._seek(i)))
        if i > 0:
            back.append(_timed(lambda: history._seek(i - 1)))
            forward.append(_timed(lambda: history._seek(i)))
            view_back.append(_timed(lambda: history.observe(i - 1, None)))
    return {"every": history.every, "moves": n, "build_ms": round(build * 1e3, 1),
            "checkpoints": len(checkpoints), "checkpoint_bytes_pickled": pickled,
            "checkpoint_bytes_objects": objects,
            "bytes_per_checkpoint_objects": objects // max(1, len(checkpoints)),
            "history_bytes_objects": held,
            "reach_random_ms": _ms(jump), "step_back_ms": _ms(back),
            "step_forward_ms": _ms(forward), "step_back_with_public_view_ms": _ms(view_back)}


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--seed", type=int, default=6)
    p.add_argument("--every", default="8,16,24,32,48")
    p.add_argument("--samples", type=int, default=400)
    p.add_argument("--risk", action="store_true")
    a = p.parse_args()
    out = {"python": sys.version.split()[0]}
    t = time.perf_counter()
    record = bot_game(a.seed)
    out["twilight_game"] = {"seed": a.seed, "moves": len(record.actions),
                            "played_in_s": round(time.perf_counter() - t, 2)}
    history = History(record)
    state = history.state(history.moves)
    out["twilight_game"]["turn"] = state.turn
    out["twilight_game"]["log_lines"] = len(state.log)
    out["twilight_public_view_ms"] = round(min(
        _timed(lambda: history.observe(history.moves // 2, None)) for _ in range(20)) * 1e3, 3)
    out["twilight_digest_ms"] = round(min(
        _timed(lambda: state.digest()) for _ in range(20)) * 1e3, 3)
    out["twilight"] = [measure(record, int(k), a.samples) for k in a.every.split(",")]
    out["twilight_default"] = measure(record, None, a.samples)
    if a.risk:
        risk = random_record("risk", {"variant": "classic", "players": 6, "max_turns": 200},
                             a.seed)
        out["risk_default"] = measure(risk, None, a.samples, trusted=True)
        out["risk_default_untrusted_build_ms"] = round(
            _timed(lambda: History(risk)) * 1e3, 1)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
