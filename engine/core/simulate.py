"""Random play-outs: uniformly random legal actions, invariants checked after each one."""

from __future__ import annotations

import time
from collections import Counter

from .rng import Rng


def simulate(spec, games: int = 100, seed: int = 0, options: dict | None = None,
             max_actions: int = 200_000, check: bool = True) -> dict:
    """Play ``games`` complete games; return a JSON-able summary.

    The choice of actions uses its own generator (seeded from ``seed``), separate from
    each game's own dice, so game ``i`` is the record (options, seed + i, choices).
    """
    chooser = Rng(seed ^ 0x5EED)
    winners: Counter = Counter()
    violations: list[str] = []
    extra: Counter = Counter()
    actions = unfinished = 0
    start = time.perf_counter()
    for g in range(games):
        state = spec.new(options, seed + g)
        steps = 0
        while not state.is_over and steps < max_actions:
            legal = state.legal_actions()
            if not legal:
                violations.append(f"game {g}: no legal action for {state.players[state.to_move]}"
                                  f" ({state.prompt()})")
                break
            state.apply_unchecked(legal[chooser.randbelow(len(legal))])
            steps += 1
            if check:
                for v in state.invariant_violations():
                    violations.append(f"game {g} action {steps}: {v}")
        actions += steps
        if state.is_over:
            names = [state.players[w] for w in state.winners]
            winners["+".join(names) if names else "draw"] += 1
        else:
            unfinished += 1
        for key, value in state.result().items():
            if isinstance(value, bool) and key not in ("over",):
                extra[key] += value          # every flag listed, 0 when it never happened
    seconds = time.perf_counter() - start
    summary = {
        "game": spec.name, "options": spec.normalize_options(options), "games": games,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds else None,
        "actions": actions, "actions_per_second": round(actions / seconds) if seconds else None,
        "invariant_violations": len(violations), "unfinished": unfinished,
        "winners": dict(sorted(winners.items())),
    }
    if extra:
        summary["flags"] = dict(sorted(extra.items()))
    if violations:
        summary["first_violations"] = violations[:10]
    return summary
