"""Strength of a bot against another, in tournament settings, with checkpoints.

    python bench/bench_bots_strength.py --bots expert,hard [--games 1000] [--seed 2026]
        [--jobs 2] [--out F.json] [--every 10] [--game twilight] [--option k=v ...]
        [--tournament]

The games of the arena (:mod:`engine.bots.arena`: game ``g`` has seed ``seed + g``, the
seats rotate with ``g`` so that each bot plays each side equally often, every decision
from ``state.observe(seat)``), played by ``--jobs`` processes (multiprocessing); every
``--every`` games the summary so far (wins of each bot with the 95% Wilson interval,
draws, illegal answers, decision times, how the losses ended) is written to ``--out``
and one line is printed, so that a run stopped early still leaves its figures.
``--tournament``: Twilight Struggle as it is played in tournaments and online (the
Deluxe edition, the optional cards, US +2 handicap), as the real games of
``tests/data/ts-real-games``. A file ``--out`` already holding games of the same
settings is continued (the games it holds are not played again).
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

from engine.bots import arena as A  # noqa: E402
from engine.games import get_spec  # noqa: E402

TOURNAMENT = {"edition": "deluxe", "optional_cards": True, "handicap": "US+2"}


def _light(r: dict) -> dict:
    """A game's result without its per-decision times (kept as a few quantiles)."""
    return {k: v for k, v in r.items() if k != "times"} | {
        "times": [sorted(ts)[::max(1, len(ts) // 40)] for ts in r["times"]]}


def line(summary: dict) -> str:
    parts = [f"{summary['games']} games"]
    for name, row in summary["results"].items():
        lo, hi = row["ci95"]
        parts.append(f"{name}: {row['wins']}/{row['games']} = {100 * (row['win_rate'] or 0):.1f}%"
                     f" ({100 * lo:.1f}-{100 * hi:.1f})")
    parts.append(f"draws {summary['draws']}, illegal {summary['illegal_moves']}, "
                 f"failures {summary['bot_failures']}")
    return "; ".join(parts)


def run(game: str, entries: list, games: int, seed: int, options: dict, jobs: int,
        out: Path | None, every: int = 10, max_actions: int = 100_000) -> dict:
    spec = get_spec(game)
    options = dict(options)
    if any(o.key == A.PLAYERS for o in spec.options):
        options.setdefault(A.PLAYERS, len(entries))
    options = spec.normalize_options({**spec.simulation_options, **options})
    for e in entries:
        level, params = A.parse_bot(e)
        A.make_bot(game, level, **params)
    results = {}
    if out and out.exists():
        old = json.loads(out.read_text())
        if old.get("settings") == [game, entries, seed, options]:
            results = {int(k): v for k, v in old.get("raw", {}).items()}
    todo = [(game, list(entries), options, seed, g, max_actions)
            for g in range(games) if g not in results]
    start = time.perf_counter()

    def save(final=False):
        ordered = [results[g] for g in sorted(results)]
        summary = A.summarize(game, entries, options, seed, ordered,
                              time.perf_counter() - start)
        summary["settings"] = [game, entries, seed, options]
        if out:
            out.write_text(json.dumps({**summary, "raw": {str(g): results[g]
                                                          for g in sorted(results)}}))
        print(line(summary), flush=True)
        return summary
    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for k, r in enumerate(pool.imap(A._one, todo), 1):
                results[todo[k - 1][4]] = _light(r)
                if k % every == 0:
                    save()
    else:
        for k, t in enumerate(todo, 1):
            results[t[4]] = _light(A._one(t))
            if k % every == 0:
                save()
    return save(final=True)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bots", required=True)
    p.add_argument("--game", default="twilight")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--every", type=int, default=10)
    p.add_argument("--out", default=None)
    p.add_argument("--tournament", action="store_true")
    p.add_argument("--option", action="append", default=[])
    a = p.parse_args(argv)
    spec = get_spec(a.game)
    options = dict(TOURNAMENT) if a.tournament else {}
    for kv in a.option:
        k, _, v = kv.partition("=")
        opt = next((o for o in spec.options if o.key == k), None)
        options[k] = opt.parse(v) if opt else v
    run(a.game, a.bots.split(","), a.games, a.seed, options, a.jobs,
        Path(a.out) if a.out else None, a.every)


if __name__ == "__main__":
    main()
