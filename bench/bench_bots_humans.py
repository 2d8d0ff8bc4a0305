"""Move matching on real games: how often each bot level chooses what a real player chose.

    python bench/bench_bots_humans.py --logs DIR [--levels easy,medium,hard,expert]
                                      [--json-out F] [--jobs N] [--limit N]

Every ``*.txt`` log of ``DIR`` (the "TS replayer" format of ``/work/shared/ts-real-games``:
Deluxe rules, optional cards, US +2) is replayed through the engine by the replayer of
the tests (``tests/twilight/realgames/replay.py``). At every decision the log shows, the
position is observed from the deciding player's seat (``state.observe(seat)``: its own
hand as the replayer dealt it, never the opponent's; the China Card, the effects in play,
the turn and the round as they were) and each level answers it with a generator of its
own (a seed per log and decision: the run is reproducible). Compared with the real
player's action:

* ``card_top1`` / ``card_top3``: the card chosen for a headline or an action round; top-3
  is whether the real card is among the level's best three cards (levels that rank:
  :meth:`engine.bots.Bot.ranking`; for a level that does not, its single choice);
* ``use``: how the card was used (event, operations, space race), given the real card;
* ``ops_kind``: the kind of operations (influence, coup, realignment);
* ``coup_target``: the country of a coup;
* ``influence_region``: the region of each influence point placed with operations;
* ``realign_target``: the country of a realignment roll.

For each rate: the decisions it counts, the rate and its 95% Wilson interval, per level
and per era (Early War turns 1-3, Mid War 4-7, Late War 8-10). ``random`` is the floor:
the expected rate of a uniformly random legal action (computed exactly: one over the
options, three over them for top-3, the share of options in the real region).

What the replay cannot know: the cards of a hand the log never shows (the replayer fills
them with cards that change no logged decision: no scoring card, the lowest operations);
a level sees those fillers as a player would see its hand. The decisions of a log's last
block after the point where the log stops are not asked.

The JSON written by ``--json-out``: ``{"logs": n, "decisions": {kind: n asked},
"forced": {kind: n with one legal action, not asked}, "levels":
{level: {"decisions": n, "card_top1": r, "card_top3": r, "use": r, "ops_kind": r,
"coup_target": r, "influence_region": r, "realign_target": r, "n": {metric: n},
"ci95": {metric: [lo, hi]}, "eras": {era: {...}}, "decision_ms": {...}}}}``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots import levels as bot_levels, make_bot  # noqa: E402
from engine.bots.arena import wilson  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.twilight import board as B  # noqa: E402
from tests.twilight.realgames import parse as P  # noqa: E402
from tests.twilight.realgames import replay as R  # noqa: E402

METRICS = ("card_top1", "card_top3", "use", "ops_kind", "coup_target",
           "influence_region", "realign_target")
#: the decisions compared: the engine's frame kind -> what it decides
KINDS = {"headline": "card", "play": "card", "c049_forced": "card", "use": "use",
         "ops": "ops_kind",
         "coup": "coup_target", "points": "points"}
ERAS = (("early", 1, 3), ("mid", 4, 7), ("late", 8, 10))


def era(turn: int) -> str:
    for name, lo, hi in ERAS:
        if lo <= turn <= hi:
            return name
    return "late"


def _card_of(action: str):
    verb, _, arg = action.partition(":")
    return int(arg) if verb in ("card", "headline") and arg.isdigit() else None


def _region(action: str):
    arg = action.partition(":")[2]
    i = B.INDEX.get(arg)
    return None if i is None else B.REGION[i]


class Decision:
    """One decision a real player made: the observation of its seat and its action."""

    __slots__ = ("log", "index", "kind", "turn", "side", "observed", "real", "card")

    def __init__(self, log, index, kind, turn, side, observed, real, card=None):
        self.log, self.index, self.kind = log, index, kind
        self.turn, self.side, self.observed, self.real = turn, side, observed, real
        self.card = card              # the card being played (use, operations), if any

    def metrics(self):
        """The metrics this decision counts for."""
        k = self.kind
        if k == "card":
            return ("card_top1", "card_top3")
        if k == "points":
            verb = self.real.partition(":")[0]
            return ("influence_region",) if verb == "inf" else \
                ("realign_target",) if verb == "realign" else ()
        return (k,)


class _Recorder(R.Driver):
    """The replayer, noting every decision the log drives before it is applied."""

    def __init__(self, game):
        super().__init__(game)
        self.decisions = []
        self.forced = {}          # kind -> decisions with one legal action (not asked)

    def apply(self, action):
        s = self.state
        f = s.stack[-1] if s.stack and not s.over else None
        kind = KINDS.get(f.get("kind")) if f else None
        if kind is not None and s.to_move is not None and (
                kind != "points" or action.partition(":")[0] in ("inf", "realign")):
            legal = s.legal_actions()
            if len(legal) == 1:
                self.forced[kind] = self.forced.get(kind, 0) + 1
            elif action in legal:
                seat = s.to_move
                obs = {"game": "twilight", "viewer": seat, "to_move": seat,
                       "view": s.view(seat), "legal": list(legal)}
                self.decisions.append(Decision(
                    self.game.name, len(self.decisions), kind, s.turn,
                    s.side_of(seat), obs, action, f.get("card")))
        super().apply(action)


def collect(game) -> tuple[list, dict, str | None]:
    """The decisions of one parsed log, the decisions with one legal action per kind
    (not asked), and the replay's error if it stopped early."""
    d = _Recorder(game)
    try:
        d.run()
    except R.Divergence as e:
        return d.decisions, d.forced, str(e)
    return d.decisions, d.forced, None


def load(logs_dir) -> list:
    return P.load_all(Path(logs_dir))


# ------------------------------------------------------------------ scoring
def random_hits(dec: Decision) -> dict:
    """The expected hits of a uniformly random legal action (the floor)."""
    legal = dec.observed["legal"]
    n = len(legal)
    out = {}
    k = dec.kind
    if k == "card":
        cards = [a for a in legal if _card_of(a) is not None]
        m = max(1, len(cards))
        out["card_top1"] = 1 / m
        out["card_top3"] = min(3, m) / m
    elif k == "points":
        verb = dec.real.partition(":")[0]
        if verb == "inf":
            want = _region(dec.real)
            out["influence_region"] = sum(1 for a in legal if _region(a) == want) / n
        elif verb == "realign":
            out["realign_target"] = 1 / n
    else:
        out[k] = 1 / n
    return out


def bot_hits(dec: Decision, answer: str, ranked) -> dict:
    """The hits of a level's ``answer`` (and its ``ranked`` actions, best first)."""
    k = dec.kind
    real = dec.real
    if k == "card":
        want = _card_of(real)
        top = []
        for a in ranked or [answer]:
            c = _card_of(a)
            if c is not None and c not in top:
                top.append(c)
        if not top or top[0] != _card_of(answer):
            top.insert(0, _card_of(answer))
        return {"card_top1": float(_card_of(answer) == want),
                "card_top3": float(want in top[:3])}
    if k == "points":
        verb = real.partition(":")[0]
        if verb == "inf":
            return {"influence_region": float(answer.startswith("inf:")
                                              and _region(answer) == _region(real))}
        return {"realign_target": float(answer == real)}
    return {k: float(answer == real)}


def ask(level: str, decisions: list, params=None) -> list:
    """[(decision index, hits, seconds)] of ``level`` on ``decisions``."""
    bot = make_bot("twilight", level, **(params or {}))
    out = []
    for dec in decisions:
        seed = zlib.crc32(f"{dec.log}:{dec.index}".encode())
        rng = Rng(seed)
        t = time.perf_counter()
        if dec.kind == "card" and hasattr(bot, "ranking"):
            ranked = bot.ranking(dec.observed, rng)
            answer = ranked[0] if ranked else bot.choose(dec.observed, rng)
        else:
            ranked = None
            answer = bot.choose(dec.observed, rng)
        dt = time.perf_counter() - t
        out.append((bot_hits(dec, answer, ranked), dt))
    return out


def _ask_task(args):
    level, decisions, params = args
    return ask(level, decisions, params)


def summarize(rows, decisions, times=None) -> dict:
    """Rates with intervals per metric, overall and per era."""
    def block(pairs):
        hits, n = {}, {}
        for dec, h in pairs:
            for m, v in h.items():
                hits[m] = hits.get(m, 0.0) + v
                n[m] = n.get(m, 0) + 1
        out = {"decisions": len(pairs)}
        for m in METRICS:
            if n.get(m):
                out[m] = round(hits[m] / n[m], 4)
        out["n"] = {m: n[m] for m in METRICS if n.get(m)}
        out["ci95"] = {m: [round(x, 4) for x in wilson(round(hits[m]), n[m])]
                       for m in METRICS if n.get(m)}
        return out
    pairs = list(zip(decisions, rows))
    out = block(pairs)
    out["eras"] = {name: block([(d, h) for d, h in pairs if era(d.turn) == name])
                   for name, _, _ in ERAS}
    if times:
        xs = sorted(times)
        k = len(xs)
        out["decision_ms"] = {"median": round(1000 * xs[k // 2], 2),
                              "p95": round(1000 * xs[min(k - 1, int(0.95 * k))], 2),
                              "max": round(1000 * xs[-1], 2)}
    return out


def run(logs_dir, levels=("easy", "medium", "hard"), jobs: int = 1, limit=None,
        params=None, progress=None, kinds=None) -> dict:
    """Replay every log of ``logs_dir``, ask each level at every decision (see the
    module); returns the summary (the JSON)."""
    games = load(logs_dir)
    decisions, errors, forced = [], {}, {}
    for g in games:
        ds, one, err = collect(g)
        if err:
            errors[g.name] = err
        decisions.extend(ds)
        for k, v in one.items():
            forced[k] = forced.get(k, 0) + v
    if kinds:
        decisions = [d for d in decisions if d.kind in kinds]
    if limit:
        decisions = decisions[:limit]
    out = {"logs": len(games), "decisions": {}, "forced": forced, "levels": {}}
    for d in decisions:
        out["decisions"][d.kind] = out["decisions"].get(d.kind, 0) + 1
    if errors:
        out["replay_errors"] = errors
    out["levels"]["random"] = summarize([random_hits(d) for d in decisions], decisions)
    for level in levels:
        if level == "random":
            continue
        t0 = time.perf_counter()
        p = (params or {}).get(level)
        if jobs > 1 and len(decisions) > 1:
            import multiprocessing
            chunks = [decisions[k::jobs] for k in range(jobs)]
            with multiprocessing.get_context("fork").Pool(jobs) as pool:
                parts = pool.map(_ask_task, [(level, c, p) for c in chunks])
            order = {}
            for c, part in zip(chunks, parts):
                for dec, r in zip(c, part):
                    order[id(dec)] = r
            res = [order[id(d)] for d in decisions]
        else:
            res = ask(level, decisions, p)
        row = summarize([h for h, _ in res], decisions, [t for _, t in res])
        row["seconds"] = round(time.perf_counter() - t0, 1)
        out["levels"][level] = row
        if progress:
            progress(level, row)
    return out


def table(out) -> str:
    """The summary as text: per level and era, each rate with its interval."""
    lines = [f"{out['logs']} logs; decisions: " +
             ", ".join(f"{k} {v}" for k, v in sorted(out["decisions"].items()))]
    head = ["level", "era", "decisions"] + list(METRICS)
    lines.append(" | ".join(head))
    for level, row in out["levels"].items():
        for name, r in [("all", row)] + list(row.get("eras", {}).items()):
            cells = [level, name, str(r["decisions"])]
            for m in METRICS:
                if m in r:
                    lo, hi = r["ci95"][m]
                    cells.append(f"{100 * r[m]:.1f}% ({100 * lo:.0f}-{100 * hi:.0f}) "
                                 f"n={r['n'][m]}")
                else:
                    cells.append("-")
            lines.append(" | ".join(cells))
    return "\n".join(lines)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--logs", required=True, help="folder of TS replayer logs (*.txt)")
    p.add_argument("--levels", default="", help="default: every level of Twilight")
    p.add_argument("--json-out", default=None)
    p.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    p.add_argument("--limit", type=int, default=None, help="only the first N decisions")
    p.add_argument("--kinds", default="", help="only these decisions: card,use,ops_kind,"
                   "coup_target,points (default: all)")
    a = p.parse_args(argv)
    levels = [x for x in (a.levels.split(",") if a.levels else bot_levels("twilight"))
              if x]
    for lv in levels:
        if lv not in bot_levels("twilight"):
            p.error(f"no level {lv!r} (levels: {', '.join(bot_levels('twilight'))})")

    def progress(level, row):
        print(f"{level}: {row['decisions']} decisions in {row['seconds']} s",
              file=sys.stderr, flush=True)
    out = run(a.logs, levels, a.jobs, a.limit, progress=progress,
              kinds=set(a.kinds.split(",")) if a.kinds else None)
    print(table(out))
    if out.get("replay_errors"):
        print("replay stopped early in: " + ", ".join(sorted(out["replay_errors"])))
    if a.json_out:
        Path(a.json_out).write_text(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
