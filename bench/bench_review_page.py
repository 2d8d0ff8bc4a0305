"""The review screen's cost per step on this Python (issue 24, the page).

    python bench/bench_review_page.py [--seed S] [--steps N] [--risk]

A whole Twilight Struggle game between two easy computer players (seed S: a late game,
about 760 moves, as in bench/bench_review.py) is opened in a review (``web/py/review.py``:
one ``History``, built once per review and reused); then, over the last N moves, each
step forward (and back) is timed: the position (``History``), the board drawn from its
public view, the log with the move's lines marked, what changed, and the charts' markup
(made once per review and language, a cursor line per step): ``review.stage``, what the
page redraws at a step of the slider or of autoplay, and ``review.screen``, the whole
screen (a tap on a button). Times are CPU times of this thread (``time.thread_time``);
Pyodide runs the same code 3-5 times slower. Goal: a step under 100 ms on CPython.
``--risk`` adds a long random Risk game (6 players, thousands of moves).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "web", "py"))
sys.path.insert(0, os.path.join(ROOT, "bench"))

from bench_review import _ms, _timed, bot_game  # noqa: E402
from engine.core.testing import random_record  # noqa: E402

import review  # noqa: E402


def measure(record, title: str, steps: int) -> dict:
    out = {"moves": len(record.actions)}
    t0 = time.thread_time()
    rv = review.Review(record, title)
    out["build_ms"] = round((time.thread_time() - t0) * 1e3, 1)
    out["first_screen_ms"] = round(_timed(lambda: review.screen(rv)) * 1e3, 1)  # charts made
    start = max(0, rv.moves - steps)
    rv.go(start)
    review.screen(rv)
    forward, forward_screen, back = [], [], []
    for n in range(start, rv.moves):
        forward.append(_timed(lambda: (rv.step("rv-next"), review.stage(rv))))
    rv.go(start)
    for n in range(start, rv.moves):
        forward_screen.append(_timed(lambda: (rv.step("rv-next"), review.screen(rv))))
    for n in range(rv.moves, start, -1):
        back.append(_timed(lambda: (rv.step("rv-prev"), review.stage(rv))))
    out["step_forward_stage_ms"] = _ms(forward)
    out["step_forward_screen_ms"] = _ms(forward_screen)
    out["step_back_stage_ms"] = _ms(back)
    out["screen_chars"] = len(review.screen(rv))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--risk", action="store_true")
    args = parser.parse_args()
    results = {"python": sys.version.split()[0]}
    record = bot_game(args.seed)
    results["twilight"] = measure(record, "Twilight Struggle", args.steps)
    if args.risk:
        results["risk"] = measure(random_record("risk", {"players": 6}, args.seed), "Risk",
                                  args.steps)
    for game in ("twilight", "risk"):
        if game not in results:
            continue
        r = results[game]
        print(f"{game}: {r['moves']} moves; History + first screen {r['build_ms']} + "
              f"{r['first_screen_ms']} ms; a step forward (position, board, log, charts): "
              f"median {r['step_forward_stage_ms']['median']} ms, p95 "
              f"{r['step_forward_stage_ms']['p95']} ms, max {r['step_forward_stage_ms']['max']}"
              f" ms; the whole screen: median {r['step_forward_screen_ms']['median']} ms, p95 "
              f"{r['step_forward_screen_ms']['p95']} ms; a step back: median "
              f"{r['step_back_stage_ms']['median']} ms, p95 {r['step_back_stage_ms']['p95']} ms")
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
