"""Risk: random complete games per second for each variant, and the missions report.

    python bench/bench_risk.py [--games N] [--seed S] [--max-turns T] [--missions-games M]
    python bench/bench_risk.py --against DIR [--repeat R] [--games N] ...

``--against DIR`` measures this checkout and the one in DIR (e.g. a ``git worktree`` of
an older revision) side by side, in one run: for every configuration each engine plays
the same games in a fresh subprocess, with the same measuring code (this file's, run on
the other checkout's ``engine``), the two alternating, ``R`` times (default 3; the best of
the R figures counts, the least disturbed by other work on the machine). It prints a
table and, as JSON, both figures and their ratios. The same seeds make the same games,
so the actions per game must match unless the rules changed (then compare actions per
second: games of other lengths make games per second incomparable).

Plays uniformly random legal actions (no invariant checks) and times them in CPU seconds
of this process (``time.process_time``: other work on the machine disturbs the figures
far less than wall-clock time would). Random Risk games are long
(the armies of the card sets outgrow what random attacks destroy), so the benchmark uses
the simulation's turn cap (``max_turns`` turns per player, default 200) and says how many
games reached it.

The missions report plays random games and records, for every player and each of the 28
missions, the round at which its condition first held (see ``missions_report``): the
median round by rank shows that the ranks are harder in order.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.core import Rng  # noqa: E402
from engine.risk import SPEC  # noqa: E402
from engine.risk.missions import RANKS  # noqa: E402

CONFIGS = (("classic", 3), ("classic", 4), ("classic", 5), ("classic", 6),
           ("two-player-passive", 2), ("two-player-active", 2), ("missions", 3),
           ("missions", 4), ("missions", 6), ("teams", 4), ("teams", 5), ("teams", 6))


def bench(variant: str, players: int, games: int, seed: int, max_turns: int) -> dict:
    chooser = Rng(seed ^ 0xBEEF)
    actions = capped = 0
    rounds = []
    start = time.process_time()
    for g in range(games):
        s = SPEC.new({"variant": variant, "players": players, "max_turns": max_turns}, seed + g)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply_unchecked(legal[chooser.randbelow(len(legal))])
            actions += 1
        capped += s.capped
        if not s.capped:
            rounds.append((s.turn + players - 1) // players)
    sec = time.process_time() - start
    rounds.sort()
    return {"variant": variant, "players": players, "games": games,
            "games_per_second": round(games / sec, 2), "actions_per_second": round(actions / sec),
            "actions_per_game": actions // games, "turn_cap_hit": capped,
            "median_rounds_of_finished_games": rounds[(len(rounds) - 1) // 2] if rounds else None}


def bench_clone(n: int = 3000) -> dict:
    s = SPEC.new({"variant": "classic", "players": 4}, 1)
    chooser = Rng(1)
    for _ in range(400):
        legal = s.legal_actions()
        s.apply_unchecked(legal[chooser.randbelow(len(legal))])
    t = time.process_time()
    for _ in range(n):
        s.clone()
    return {"clone_microseconds": round((time.process_time() - t) / n * 1e6, 1)}


def missions_report(games: int, seed: int, players: int = 4, max_turns: int = 150) -> dict:
    """Median round at which missions of each rank are first fulfilled.

    Random games under the classic rules (they do not stop when a mission is done), with
    every one of the 28 missions checked for every player: after the battles of each of
    their turns (so "conquer N in a turn" counts that turn's conquests). A mission never
    fulfilled before the game ended counts as later than any (median "not reached")."""
    from engine.risk.missions import MISSIONS
    chooser = Rng(seed ^ 0x1551)
    first: dict = {r: [] for r in RANKS}
    for g in range(games):
        s = SPEC.new({"variant": "classic", "players": players, "max_turns": max_turns},
                     seed + g)
        done = [{} for _ in range(players)]
        checked_turn = -1
        while not s.is_over:
            legal = s.legal_actions()
            s.apply_unchecked(legal[chooser.randbelow(len(legal))])
            if s.phase == "fortify" and checked_turn != s.turn:
                checked_turn = s.turn
                p = s.current
                rnd = (s.turn - 1) // players + 1
                for m in MISSIONS:
                    if m["id"] not in done[p] and s.mission_done(p, m["id"]):
                        done[p][m["id"]] = rnd
        for p in range(players):
            for m in MISSIONS:
                first[m["rank"]].append(done[p].get(m["id"]))
    out = {}
    for rank, values in first.items():
        got = sorted(v for v in values if v is not None)
        n = len(values)
        ordered = got + [None] * (n - len(got))       # never fulfilled: later than any
        median = ordered[(n - 1) // 2]
        out[rank] = {"median_round": median if median is not None else "not reached",
                     "fulfilled": f"{len(got)}/{n}"}
    return out


# ---------------------------------------------------------------- two checkouts side by side
# The child imports the engine of the checkout measured first, then this file (whose own
# sys.path entry then changes nothing: ``engine`` is already imported).
_CHILD = """
import importlib.util, json, sys
sys.path.insert(0, {root!r})
import engine.core, engine.risk
spec = importlib.util.spec_from_file_location("bench_risk_child", {here!r})
bench_risk = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench_risk)
assert bench_risk.SPEC.state_class.__module__.startswith("engine.")
assert engine.__file__.startswith({root!r}), engine.__file__
call = {call!r}
if call[0] == "clone":
    print(json.dumps(bench_risk.bench_clone()))
else:
    print(json.dumps(bench_risk.bench(*call[1:])))
"""


def _in_checkout(root: str, call: tuple) -> dict:
    """Run one measure with the engine of the checkout at ``root`` (a fresh process)."""
    root = os.path.abspath(root)
    code = _CHILD.format(root=root, here=os.path.abspath(__file__), call=call)
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def against(other: str, args) -> None:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    print(f"before: {os.path.abspath(other)}\nafter:  {here}\n"
          f"(best of {args.repeat} alternating runs each)")
    print(f"{'configuration':<24}{'games/s before':>15}{'after':>9}{'ratio':>8}"
          f"{'actions/s ratio':>17}{'actions/game':>16}")
    rows = []
    calls = [("bench", v, p, args.games, args.seed, args.max_turns) for v, p in CONFIGS]
    calls.append(("clone",))
    for call in calls:
        best = {"before": None, "after": None}
        for _ in range(args.repeat):
            for side, root in (("before", other), ("after", here)):
                r = _in_checkout(root, call)
                key = "clone_microseconds" if call[0] == "clone" else "games_per_second"
                better = min if call[0] == "clone" else max
                if best[side] is None or better(best[side][key], r[key]) == r[key]:
                    best[side] = r
        if call[0] == "clone":
            b, a = best["before"]["clone_microseconds"], best["after"]["clone_microseconds"]
            name, ratio, aps, apg = "clone (microseconds)", b / a, b / a, ""
        else:
            b, a = best["before"]["games_per_second"], best["after"]["games_per_second"]
            name, ratio = f"{call[1]} {call[2]}", a / b
            aps = best["after"]["actions_per_second"] / best["before"]["actions_per_second"]
            apg = f"{best['before']['actions_per_game']}/{best['after']['actions_per_game']}"
        print(f"{name:<24}{b:>15}{a:>9}{ratio:>7.2f}x{aps:>16.2f}x{apg:>16}")
        rows.append({"config": name, "before": best["before"], "after": best["after"],
                     "speed_ratio": round(ratio, 3), "actions_per_second_ratio": round(aps, 3)})
    print(json.dumps({"against": os.path.abspath(other), "results": rows}))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--missions-games", type=int, default=12)
    ap.add_argument("--against", metavar="DIR", help="another checkout to compare with")
    ap.add_argument("--repeat", type=int, default=3, help="runs per side with --against")
    args = ap.parse_args()
    if args.against:
        against(args.against, args)
        return
    for variant, players in CONFIGS:
        print(json.dumps(bench(variant, players, args.games, args.seed, args.max_turns)))
    print(json.dumps(bench_clone()))
    print(json.dumps({"missions_median_round_of_first_fulfilment":
                      missions_report(args.missions_games, args.seed)}))


if __name__ == "__main__":
    main()
