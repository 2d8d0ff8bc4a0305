"""Play across devices (issue 31, docs/REMOTE.md): sizes, speed and messages.

    python bench/bench_remote.py [--games N] [--seed S] [--risk-turns T]

Plays simulated games (devices that share only messages, random players): Twilight
Struggle on 2 devices (both editions) and Risk, classic, on 3 devices, and prints one
JSON line per game with the figures: transcript KiB, largest message, crypto ms per
action (median, 95th percentile: the time spent in ``engine.core.remote.crypto``,
shared by the devices), messages per turn and, for Twilight, per action round (a card
played or headlined: what a player sends by message), leaks and audit failures.
Importable (``run``) so that the page can time the same code in Pyodide.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import engine.games  # noqa: E402,F401
from engine.core.remote.simulate import measure, play, summary  # noqa: E402


def _rounds(record) -> int:
    return sum(a.startswith(("card:", "headline:")) for a in record.actions) or 1


def run(games: int = 3, seed: int = 0, risk_turns: int = 20) -> list:
    from engine.risk.secrets import SECRETS as RISK
    from engine.twilight.secrets import SECRETS as TWILIGHT
    out = []
    for g in range(games):
        for edition in ("second", "deluxe"):
            m = measure(play("twilight", {"edition": edition}, TWILIGHT, devices=2,
                             seed=seed + g), TWILIGHT)
            s = summary([m])
            s.update(game="twilight", edition=edition, seed=seed + g,
                     transcript_kib=round(m["transcript_bytes"] / 1024, 1),
                     messages_per_action_round=round(m["messages"] / _rounds(m["record"]), 2)
                     if m["record"] else None, problems=m["problems"][:1])
            out.append(s)
        m = measure(play("risk", {"variant": "classic", "players": 3, "max_turns": risk_turns},
                         RISK, devices=3, seed=seed + g), RISK)
        s = summary([m])
        s.update(game="risk", seed=seed + g, transcript_kib=round(m["transcript_bytes"] / 1024, 1))
        out.append(s)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--risk-turns", type=int, default=20)
    a = ap.parse_args()
    print(json.dumps({"python": platform.python_version(), "platform": platform.platform()}))
    for line in run(a.games, a.seed, a.risk_turns):
        print(json.dumps(line))


if __name__ == "__main__":
    main()
