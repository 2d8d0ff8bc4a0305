"""Risk: random complete games per second for each variant, and the missions report.

    python bench/bench_risk.py [--games N] [--seed S] [--max-turns T] [--missions-games M]

Plays uniformly random legal actions (no invariant checks). Random Risk games are long
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
    start = time.perf_counter()
    for g in range(games):
        s = SPEC.new({"variant": variant, "players": players, "max_turns": max_turns}, seed + g)
        while not s.is_over:
            legal = s.legal_actions()
            s.apply_unchecked(legal[chooser.randbelow(len(legal))])
            actions += 1
        capped += s.capped
        if not s.capped:
            rounds.append((s.turn + players - 1) // players)
    sec = time.perf_counter() - start
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
    t = time.perf_counter()
    for _ in range(n):
        s.clone()
    return {"clone_microseconds": round((time.perf_counter() - t) / n * 1e6, 1)}


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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=200)
    ap.add_argument("--missions-games", type=int, default=12)
    args = ap.parse_args()
    for variant, players in CONFIGS:
        print(json.dumps(bench(variant, players, args.games, args.seed, args.max_turns)))
    print(json.dumps(bench_clone()))
    print(json.dumps({"missions_median_round_of_first_fulfilment":
                      missions_report(args.missions_games, args.seed)}))


if __name__ == "__main__":
    main()
