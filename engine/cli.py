"""Command line: ``python -m engine simulate|replay|export|games|arena``.

* ``simulate GAME --games N --seed S [--option key=value ...]`` plays N random games,
  checks invariants after every action and prints a JSON summary as its last line.
* ``replay FILE`` replays a saved game (JSON save or link text) and prints a summary.
* ``export GAME WHAT`` prints a game's data (``map``, ``cards``, ...) as JSON.
* ``remote simulate|verify|cheats``: play across devices with no server (docs/REMOTE.md):
  ``remote simulate GAME --games N --seed S [--devices D] [--option k=v ...]
  [--transcripts DIR]`` plays N games between simulated devices and prints one JSON line
  of figures; ``remote verify FILE`` audits a transcript (exit 0 and a JSON line when the
  game is fair, exit 1 and the first bad line with the reason otherwise); ``remote cheats
  GAME`` lets a device try every cheat and prints ``tried`` and ``caught`` by kind.
* ``arena GAME --bots A,B[,C...] --games N --seed S [--option key=value ...]`` plays bots
  against each other (seats rotated) and prints their win rates with 95% confidence
  intervals as JSON (see :mod:`engine.bots.arena`).
"""

from __future__ import annotations

import argparse
import json
import sys

from engine import __version__
from engine.core import RecordError, decode_link, record_from_json
from engine.core.i18n import text
from engine.core.text import quote
from engine.core.simulate import simulate
from engine.games import GAMES, get_spec


def _parse_value(text: str):
    try:
        return json.loads(text)
    except ValueError:
        return text


def _options(spec, pairs, extra: dict) -> dict:
    """``--option key=value`` pairs as option values: each value read the way the
    option's choices are written (``True``, ``dealt``, ``3``), as ``games`` lists them
    and as a refusal prints them; an option without choices (a simulation's turn cap)
    as JSON."""
    by_key = {o.key: o for o in spec.options}
    options = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        if not sep:
            raise SystemExit(f"--option wants key=value, not {quote(pair)}")
        options[key] = by_key[key].parse(value) if key in by_key else _parse_value(value)
    options.update({k: v for k, v in extra.items() if v is not None})
    return options


def _describe(spec) -> dict:
    """A game and its options with their labels, in English (``games``)."""
    options = []
    for o in spec.options:
        labels = list(o.labels) + [None] * (len(o.choices) - len(o.labels))
        options.append({"key": o.key, "label": text(o.label), "default": o.default,
                        "choices": [{"value": c, "label": text(lab) if lab else str(c)}
                                    for c, lab in zip(o.choices, labels)]})
    return {"name": spec.name, "title": text(spec.title), "options": options}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--version", action="version", version=f"engine {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("simulate", help="play random games and check invariants")
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--variant", help="shortcut for --option variant=V")
    p.add_argument("--players", type=int, help="shortcut for --option players=N")
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--max-actions", type=int, default=200_000)

    p = sub.add_parser("replay", help="replay a saved game (JSON file or link text)")
    p.add_argument("file", help="a save file, or '-' for standard input")

    p = sub.add_parser("export", help="print a game's data as JSON")
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("what")

    sub.add_parser("games", help="list the games")

    p = sub.add_parser("arena", help="bots against bots: win rates with 95%% intervals")
    p.add_argument("game", choices=sorted(GAMES))
    p.add_argument("--bots", required=True,
                   help="comma-separated levels, one per seat (e.g. hard,easy or "
                        "hard:iterations=48,easy,easy)")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--variant", help="shortcut for --option variant=V")
    p.add_argument("--players", type=int, help="shortcut for --option players=N")
    p.add_argument("--option", action="append", metavar="KEY=VALUE")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    p.add_argument("--progress", action="store_true", help="report progress on stderr")

    p = sub.add_parser("remote", help="play across devices: simulate, verify, cheats")
    rsub = p.add_subparsers(dest="remote", required=True)
    r = rsub.add_parser("simulate", help="games between simulated devices")
    r.add_argument("game", choices=sorted(GAMES))
    r.add_argument("--games", type=int, default=1)
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--devices", type=int, default=2)
    r.add_argument("--option", action="append", metavar="KEY=VALUE")
    r.add_argument("--transcripts", metavar="DIR")
    r = rsub.add_parser("verify", help="audit a transcript")
    r.add_argument("file")
    r = rsub.add_parser("cheats", help="a device tries every cheat")
    r.add_argument("game", choices=sorted(GAMES))
    r.add_argument("--seed", type=int, default=0)
    r.add_argument("--devices", type=int, default=2)
    r.add_argument("--option", action="append", metavar="KEY=VALUE")

    args = parser.parse_args(argv)
    if args.command == "remote":
        return _remote(args)
    if args.command == "games":
        for name in GAMES:
            print(json.dumps(_describe(get_spec(name)), ensure_ascii=False))
        return 0
    if args.command == "simulate":
        spec = get_spec(args.game)
        try:
            given = _options(spec, args.option,
                             {"variant": args.variant, "players": args.players})
            options = spec.normalize_options({**spec.simulation_options, **given})
        except RecordError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        summary = simulate(spec, args.games, args.seed, options, args.max_actions)
        print(json.dumps(summary))
        return 1 if summary["invariant_violations"] else 0
    if args.command == "arena":
        return _arena(args)
    if args.command == "replay":
        text = sys.stdin.read() if args.file == "-" else open(args.file, encoding="utf-8").read()
        try:
            if text.lstrip().startswith("{"):
                record, state = record_from_json(text)
            else:
                record, state = decode_link(text)
        except RecordError as err:
            print(f"error: {err}", file=sys.stderr)
            return 2
        print(json.dumps({"game": record.game, "options": record.options, "seed": record.seed,
                          "actions": len(record.actions), "over": state.is_over,
                          "to_move": None if state.is_over else state.players[state.to_move],
                          "result": state.result(), "digest": state.digest()}))
        return 0
    if args.command == "export":
        spec = get_spec(args.game)
        if args.what not in spec.exports:
            print(f"error: {args.game} exports {', '.join(sorted(spec.exports)) or 'nothing'}",
                  file=sys.stderr)
            return 2
        print(json.dumps(spec.exports[args.what](), indent=1, ensure_ascii=False))
        return 0
    return 2


def _arena(args) -> int:
    from engine.bots.arena import arena
    entries = [b for b in args.bots.split(",") if b.strip()]
    try:
        options = _options(get_spec(args.game), args.option,
                           {"variant": args.variant, "players": args.players})
        progress = None
        if args.progress:
            def progress(done, total):
                print(f"{done}/{total}", file=sys.stderr, flush=True)
        summary = arena(args.game, entries, args.games, args.seed, options, jobs=args.jobs,
                        progress=progress)
    except (RecordError, ValueError) as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    print(json.dumps(summary))
    return 0


def _secrets(game: str):
    """A game's declaration of its secrets (``engine/<game>/secrets.py``), or None."""
    import importlib
    try:
        return importlib.import_module(f"engine.{game}.secrets").SECRETS
    except ModuleNotFoundError:
        return None


def _remote(args) -> int:
    """``python -m engine remote ...`` (see the module)."""
    if args.remote == "verify":
        return _remote_verify(args.file)
    from engine.core.remote import cheats
    from engine.core.remote.simulate import measure, play, summary
    secrets = _secrets(args.game)
    spec = get_spec(args.game)
    if secrets is None:
        print(f"error: {args.game} cannot be played across devices yet", file=sys.stderr)
        return 2
    try:
        options = spec.normalize_options({**spec.simulation_options,
                                          **_options(spec, args.option, {})})
    except RecordError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.remote == "cheats":
        result = cheats.run(args.game, options, secrets, seed=args.seed, devices=args.devices)
        tried = {k: v[0] for k, v in result.items()}
        caught = {k: v[1] for k, v in result.items()}
        print(json.dumps({"game": args.game, "tried": tried, "caught": caught,
                          "all_caught": tried == caught}))
        return 0 if tried == caught else 1
    games = []
    for g in range(args.games):
        table = play(args.game, options, secrets, devices=args.devices, seed=args.seed + g)
        games.append(measure(table, secrets))
        if args.transcripts:
            import os
            os.makedirs(args.transcripts, exist_ok=True)
            name = os.path.join(args.transcripts, f"{args.game}-{args.seed + g}.txt")
            with open(name, "w", encoding="utf-8") as f:
                f.write("\n".join(table.lines) + "\n")
    out = summary(games)
    print(json.dumps(out))
    return 0 if out["audit_failures"] == 0 and out["leaks"] == 0 else 1


def _remote_verify(path: str) -> int:
    from engine.core.remote.audit import audit, read
    from engine.core.remote.wire import Refusal, parse
    try:
        lines = [ln for ln in open(path, encoding="utf-8").read().splitlines() if ln.strip()]
        start = next(i for i in parse(lines[0])[0]["i"] if i.get("k") == "start")
        game = start["game"]
    except (OSError, IndexError, StopIteration, Refusal, KeyError, TypeError,
            AttributeError) as err:
        print(json.dumps({"ok": False, "line": 1, "reason": f"not a transcript: {err}"}))
        return 1
    secrets = _secrets(game) if game in GAMES else None
    if secrets is None:
        print(json.dumps({"ok": False, "line": 1, "reason": f"unknown game {quote(game)}"}))
        return 1
    try:
        observer = read(lines, secrets)
    except Refusal as err:
        print(json.dumps({"ok": False, "line": (err.line or 0) + 1, "kind": err.kind,
                          "reason": text(err.args[0])}))
        return 1
    if not observer.ended:
        print(json.dumps({"ok": False, "line": len(lines), "kind": "unfinished",
                          "reason": "the transcript stops before the end of the game"}))
        return 1
    result = audit(observer)
    if not result["ok"]:
        print(json.dumps({"ok": False, "line": len(lines), "kind": "audit",
                          "reason": "; ".join(text(p) for p in result["problems"])}))
        return 1
    from engine.core import encode_link
    print(json.dumps({"ok": True, "game": game, "messages": len(lines),
                      "actions": len(result["record"].actions),
                      "outcomes": len(result["record"].outcomes),
                      "result": result["state"].result(),
                      "link": encode_link(result["record"])}))
    return 0
