"""Run one benchmark on two versions of the engine in the same run, interleaved, and print
the medians side by side.

    python bench/compare.py --rev 943a3c2 [--rounds 3] bench_twilight.py [--games 200]

The other version is checked out from git revision ``--rev`` into a temporary worktree;
``--this`` (default: the working tree) may name a revision too. Each round runs the
benchmark once on each side (alternating which goes first), so machine noise hits both.
Every benchmark prints one JSON line; numeric fields are compared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _checkout(rev: str, where: str) -> str:
    subprocess.run(["git", "-C", ROOT, "worktree", "add", "--detach", "-q", where, rev],
                   check=True)
    return where


def _run(tree: str, bench: str, args: list[str]) -> dict:
    out = subprocess.run([sys.executable, os.path.join(tree, "bench", bench), *args],
                         cwd=tree, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("bench")
    p.add_argument("--rev", required=True, help="git revision to compare against")
    p.add_argument("--this", default=None, help="revision for this side (default: working tree)")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("rest", nargs=argparse.REMAINDER)
    a = p.parse_args()
    args = [x for x in a.rest if x != "--"]
    tmp = tempfile.mkdtemp(prefix="bench-")
    trees = {}
    try:
        trees["before"] = _checkout(a.rev, os.path.join(tmp, "before"))
        trees["after"] = _checkout(a.this, os.path.join(tmp, "after")) if a.this else ROOT
        runs = {"before": [], "after": []}
        for r in range(a.rounds):
            order = ("before", "after") if r % 2 == 0 else ("after", "before")
            for side in order:
                runs[side].append(_run(trees[side], a.bench, args))
        keys = [k for k, v in runs["after"][0].items()
                if isinstance(v, (int, float)) and not isinstance(v, bool)]
        table = {}
        for k in keys:
            b = statistics.median(x[k] for x in runs["before"] if k in x) \
                if all(k in x for x in runs["before"]) else None
            f = statistics.median(x[k] for x in runs["after"])
            table[k] = {"before": b, "after": f,
                        "ratio": round(f / b, 3) if b else None}
        print(json.dumps({"bench": a.bench, "before": a.rev, "after": a.this or "working tree",
                          "rounds": a.rounds, "medians": table}, indent=1))
    finally:
        for side, tree in trees.items():
            if tree != ROOT:
                subprocess.run(["git", "-C", ROOT, "worktree", "remove", "--force", tree],
                               check=False)


if __name__ == "__main__":
    main()
