"""The arena: bots play complete games against each other; win rates with 95% intervals.

``python -m engine arena GAME --bots A,B[,C...] --games N --seed S [--option k=v]``

Game ``g`` (0-based) is the game of seed ``S + g``; its seats are filled by rotating the
list of bots by ``g`` (seat ``s`` plays entry ``(s + g) % k``), so each bot plays each
seat (side) equally often. A bot is named by its level, optionally with settings:
``hard:iterations=48``. Every decision goes through ``state.observe(seat)``: the bots
see only their views. A bot's generator is seeded from (S, g, seat), so a run is
reproducible (unless a bot has a ``time_limit``).

The summary (JSON) gives, per bot name, the games it took part in, the games it won
(any of its seats among the winners: a team's win counts for its members) with the
win rate and its 95% Wilson score interval; draws (and games stopped by a cap);
illegal answers and bot failures (an exception inside a bot; the bot then plays a
random legal action; both counted: there should be none);
the time the bots took per decision (median, 95th percentile, max, in ms); and, per
bot, how the games it lost ended (``losses_by``: the game's result flags, e.g.
Twilight's ``nuclear_war``).
"""

from __future__ import annotations

import math
import time
from collections import Counter

from engine.core import Rng

from .base import make_bot

Z95 = 1.959963984540054
#: the option that sets the number of seats, in the games that have one
PLAYERS = "players"


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n`` (95% by default)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, centre - half), min(1.0, centre + half))


def parse_bot(text: str) -> tuple[str, dict]:
    """``"hard:iterations=48:time_limit=0.5"`` -> ("hard", {"iterations": 48, ...})."""
    level, *rest = text.strip().split(":")
    params = {}
    for item in rest:
        key, sep, value = item.partition("=")
        if not sep:
            raise ValueError(f"bot setting {item!r} is not key=value (in {text!r})")
        try:
            params[key] = int(value)
        except ValueError:
            params[key] = float(value)
    return level, params


def _bot_seed(seed: int, g: int, seat: int) -> int:
    r = Rng((seed * 1_000_003 + g * 7919 + seat * 104_729) ^ 0xB075)
    return r.randbelow(1 << 62)


def play_game(spec, options: dict, seed: int, bots: list, bot_seeds: list[int],
              max_actions: int = 100_000) -> dict:
    """One game with ``bots[seat]`` deciding for each seat. Returns the winners (seats),
    the number of actions, illegal answers, and each seat's decision times (seconds)."""
    state = spec.new(options, seed)
    if len(state.players) != len(bots):
        raise ValueError(f"{spec.name} with these options has {len(state.players)} seats, "
                         f"not {len(bots)}")
    rngs = [Rng(s) for s in bot_seeds]
    times: list[list[float]] = [[] for _ in bots]
    illegal = actions = 0
    while not state.is_over and actions < max_actions:
        seat = state.to_move
        observed = state.observe(seat)
        t = time.perf_counter()
        action = bots[seat].choose(observed, rngs[seat])
        times[seat].append(time.perf_counter() - t)
        if action not in observed["legal"]:
            illegal += 1
            legal = observed["legal"]
            action = legal[rngs[seat].randbelow(len(legal))]
        state.apply(action)
        actions += 1
    failures = [b.failures for b in bots]
    result = state.result()
    flags = sorted(k for k, v in result.items() if v is True and k != "over")
    return {"winners": list(state.winners), "over": state.is_over, "actions": actions,
            "illegal": illegal, "failures": failures, "times": times, "flags": flags,
            "errors": [b.last_error for b in bots if b.last_error]}


def _one(args):
    game, entries, options, seed, g, max_actions = args
    from engine.games import get_spec
    spec = get_spec(game)
    k = len(entries)
    seat_entry = [(s + g) % k for s in range(k)]
    bots = []
    for s in range(k):
        level, params = parse_bot(entries[seat_entry[s]])
        bots.append(make_bot(game, level, **params))
    seeds = [_bot_seed(seed, g, s) for s in range(k)]
    out = play_game(spec, options, seed + g, bots, seeds, max_actions)
    out["seat_entry"] = seat_entry
    return out


def arena(game: str, entries: list[str], games: int, seed: int = 0, options=None,
          jobs: int = 1, max_actions: int = 100_000, progress=None) -> dict:
    """Play ``games`` games (see the module) and summarise them."""
    from engine.games import get_spec
    spec = get_spec(game)
    options = dict(options or {})
    if any(o.key == PLAYERS for o in spec.options):    # one seat per bot named
        options.setdefault(PLAYERS, len(entries))
    options = spec.normalize_options({**spec.simulation_options, **options})
    for e in entries:                       # fail early on an unknown level or setting
        level, params = parse_bot(e)
        make_bot(game, level, **params)
    tasks = [(game, list(entries), options, seed, g, max_actions) for g in range(games)]
    start = time.perf_counter()
    if jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            results = []
            for r in pool.imap(_one, tasks):
                results.append(r)
                if progress:
                    progress(len(results), games)
    else:
        results = []
        for t in tasks:
            results.append(_one(t))
            if progress:
                progress(len(results), games)
    seconds = time.perf_counter() - start
    return summarize(game, entries, options, seed, results, seconds)


def summarize(game, entries, options, seed, results, seconds) -> dict:
    names = list(dict.fromkeys(entries))
    played = Counter()
    won = Counter()
    by_seat = {}
    times = {n: [] for n in names}
    draws = unfinished = illegal = actions = failures = 0
    errors = []
    flags = Counter()
    lost_by: dict = {}
    for r in results:
        seat_names = [entries[e] for e in r["seat_entry"]]
        for n in set(seat_names):
            played[n] += 1
        winners = {seat_names[w] for w in r["winners"]}
        for n in winners:
            won[n] += 1
        if r["over"] and r["winners"]:
            for s, n in enumerate(seat_names):
                if s not in r["winners"] and n not in winners:
                    lost_by.setdefault(n, Counter()).update(r["flags"])
        for s, n in enumerate(seat_names):
            key = f"seat {s}: {n}"
            row = by_seat.setdefault(key, [0, 0])
            row[0] += 1
            row[1] += s in r["winners"]
            times[n].extend(r["times"][s])
        if not r["over"]:
            unfinished += 1
        elif not r["winners"]:
            draws += 1
        illegal += r["illegal"]
        failures += sum(r.get("failures", ()))
        for e in r.get("errors", ()):
            if len(errors) < 5 and e not in errors:
                errors.append(e)
        actions += r["actions"]
        flags.update(r["flags"])
    out = {"game": game, "options": options, "seed": seed, "games": len(results),
           "bots": list(entries), "results": {}, "draws": draws, "unfinished": unfinished,
           "illegal_moves": illegal, "bot_failures": failures, "seconds": round(seconds, 2),
           "actions_per_game": round(actions / max(1, len(results)), 1)}
    for n in names:
        w, g = won[n], played[n]
        lo, hi = wilson(w, g)
        out["results"][n] = {"games": g, "wins": w, "win_rate": round(w / g, 4) if g else None,
                             "ci95": [round(lo, 4), round(hi, 4)],
                             "decision_ms": _time_stats(times[n])}
        if n in lost_by:
            out["results"][n]["losses_by"] = dict(sorted(lost_by[n].items()))
    out["seats"] = {k: {"games": v[0], "wins": v[1]} for k, v in sorted(by_seat.items())}
    if errors:
        out["first_errors"] = errors
    if flags:
        out["flags"] = dict(sorted(flags.items()))
    return out


def _time_stats(samples: list[float]) -> dict:
    if not samples:
        return {"decisions": 0}
    xs = sorted(samples)
    n = len(xs)

    def q(p):
        return round(1000 * xs[min(n - 1, int(p * n))], 2)
    return {"decisions": n, "median": q(0.5), "p95": q(0.95), "max": round(1000 * xs[-1], 2)}
