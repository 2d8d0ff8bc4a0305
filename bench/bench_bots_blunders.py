"""Game-losing blunders of the Twilight Struggle bots in self-play, per level and edition.

    python bench/bench_bots_blunders.py [--levels random,easy,medium,hard,expert]
        [--games 10000] [--minutes M] [--jobs 2] [--seed 1] [--out F.json]

Each level plays itself (both sides) in each edition: the 2nd edition (the engine's
default options) and the Deluxe edition in tournament settings (optional cards, US +2).
Game ``g`` has seed ``seed + g``; every decision from ``state.observe(seat)``. Counted
per level and edition, over the games actually played (``--games`` each, or fewer when
``--minutes`` of wall time per level and edition run out: the count says how many):

* ``defcon_own_turn``: a game lost to nuclear war (DEFCON 1, 8.1.3) in the loser's own
  action round (or while its own headline was implemented);
* ``defcon_other``: a game lost to nuclear war in the opponent's round (the loser was
  responsible for the drop there, 8.1.3: e.g. the opponent's coup answering the loser's
  event that gave it operations);
* ``scoring_held``: a game lost by holding a scoring card at the end of a turn (10.1.5);
* ``illegal``: answers that were not legal actions (the arena replaces them), and
  ``failures``: exceptions inside a bot.

Every ``--every`` games the counts so far are written to ``--out`` and printed, so a
run stopped early leaves its figures.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots import make_bot  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.games import get_spec  # noqa: E402

EDITIONS = {"second": {}, "deluxe": {"edition": "deluxe", "optional_cards": True,
                                     "handicap": "US+2"}}
COUNTS = ("defcon_own_turn", "defcon_other", "scoring_held", "illegal", "failures")


def play(level: str, options: dict, seed: int, max_actions: int = 20_000) -> dict:
    """One self-play game of ``level``; what it counts (see the module)."""
    spec = get_spec("twilight")
    state = spec.new(spec.normalize_options({**spec.simulation_options, **options}), seed)
    bots = [make_bot("twilight", level) for _ in state.players]
    rngs = [Rng(seed * 7 + k) for k in range(len(bots))]
    illegal = actions = 0
    while not state.is_over and actions < max_actions:
        seat = state.to_move
        obs = state.observe(seat)
        a = bots[seat].choose(obs, rngs[seat])
        if a not in obs["legal"]:
            illegal += 1
            a = obs["legal"][0]
        state.apply(a)
        actions += 1
    out = dict.fromkeys(COUNTS, 0)
    out["illegal"] = illegal
    out["failures"] = sum(b.failures for b in bots)
    reason = state.end_reason if state.is_over else "unfinished"
    loser = None if state.winner is None else 1 - state.winner
    if reason == "nuclear_war" and loser is not None:
        # the loser's own action round (or its headline being implemented)
        out["defcon_own_turn" if state.phasing == loser else "defcon_other"] += 1
    elif reason == "scoring_held":
        out["scoring_held"] += 1
    out["end"] = reason
    out["errors"] = [b.last_error for b in bots if b.last_error]
    return out


def _task(args):
    return play(*args)


def run(levels, games: int, minutes: float | None, jobs: int, seed: int, out=None,
        every: int = 20) -> dict:
    table = {}
    if out and Path(out).exists():
        table = json.loads(Path(out).read_text())

    def save():
        if out:
            Path(out).write_text(json.dumps(table, indent=1))
    for level in levels:
        for edition, options in EDITIONS.items():
            key = f"{level}/{edition}"
            row = table.setdefault(key, {"games": 0, **dict.fromkeys(COUNTS, 0),
                                         "ends": {}, "errors": []})
            start = time.perf_counter()
            todo = [(level, options, seed + g) for g in range(row["games"], games)]

            def add(r):
                row["games"] += 1
                for c in COUNTS:
                    row[c] += r[c]
                row["ends"][r["end"]] = row["ends"].get(r["end"], 0) + 1
                for e in r["errors"]:
                    if len(row["errors"]) < 5 and e not in row["errors"]:
                        row["errors"].append(e)
                if row["games"] % every == 0:
                    save()
                    print(key, {c: row[c] for c in ("games",) + COUNTS}, flush=True)

            def late():
                return minutes is not None and time.perf_counter() - start > 60 * minutes
            if jobs > 1:
                with multiprocessing.get_context("fork").Pool(jobs) as pool:
                    for r in pool.imap(_task, todo):
                        add(r)
                        if late():
                            pool.terminate()
                            break
            else:
                for t in todo:
                    add(_task(t))
                    if late():
                        break
            save()
            print(key, {c: row[c] for c in ("games",) + COUNTS}, flush=True)
    return table


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--levels", default="random,easy,medium,hard,expert")
    p.add_argument("--games", type=int, default=10_000)
    p.add_argument("--minutes", type=float, default=None)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--every", type=int, default=20)
    p.add_argument("--out", default=None)
    a = p.parse_args(argv)
    run(a.levels.split(","), a.games, a.minutes, a.jobs, a.seed, a.out, a.every)


if __name__ == "__main__":
    main()
