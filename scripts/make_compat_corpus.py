"""Record the corpus of links and saves that every later engine must open identically.

Run once, before a change to the engine's internals (issue 10); the output,
``tests/data/compat_corpus.json``, is read by ``tests/core/test_compat_corpus.py``. Each
entry is a random game (uniform legal actions from a seeded chooser) cut at a random
point, so mid-decision positions (events half resolved, battles, counts) are included.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import Record, Rng, encode_link, record_to_json  # noqa: E402
from engine.games import get_spec  # noqa: E402

CASES = [
    ("demo", {}, 6),
    ("twilight", {}, 14),
    ("twilight", {"bidding": True}, 3),
    ("twilight", {"tournament": True, "realign_mixed": True}, 3),
    ("twilight", {"realign_no_defcon": True, "realign_no_loss": True,
                  "space_decline": True}, 3),
    ("risk", {"variant": "classic", "players": 3}, 4),
    ("risk", {"variant": "classic", "players": 5}, 2),
    ("risk", {"variant": "two-player-passive", "players": 2}, 3),
    ("risk", {"variant": "two-player-active", "players": 2}, 4),
    ("risk", {"variant": "missions", "players": 4}, 4),
    ("risk", {"variant": "teams", "players": 4}, 3),
    ("risk", {"variant": "teams", "players": 6}, 2),
]


def main() -> None:
    chooser = Rng(20261124)
    out = []
    for game, options, count in CASES:
        spec = get_spec(game)
        for k in range(count):
            seed = chooser.randbelow(1 << 31)
            state = spec.new(options, seed)
            cut = [None, 40, 200, 600, 1500, 4000][k % 6]
            if game == "twilight" and k >= 2:
                cut = 10 + chooser.randbelow(240)     # mid-turn, mid-event positions
            actions = []
            while not state.is_over and (cut is None or len(actions) < cut) \
                    and len(actions) < 6000:
                legal = state.legal_actions()
                a = legal[chooser.randbelow(len(legal))]
                state.apply(a)
                actions.append(a)
            record = Record(game, spec.normalize_options(options), seed, actions)
            entry = {"game": game, "options": record.options, "seed": seed,
                     "moves": len(actions), "digest": state.digest(),
                     "link": encode_link(record), "over": state.is_over,
                     "legal": state.legal_actions()[:50]}
            if game == "twilight":
                entry["eras"] = list(state.eras)
            if k in (1, 2):
                entry["save"] = record_to_json(record, state)
            out.append(entry)
            print(game, options, seed, len(actions), len(entry["link"]), file=sys.stderr)
    from engine.twilight import cards as TC
    from engine.twilight.events import implemented
    deck = {era: sorted(c for c in TC.ERA_CARDS[era] if implemented(c)) for era in TC.ERA_CARDS}
    out = {"twilight_deck": deck, "records": out}
    path = Path(__file__).resolve().parents[1] / "tests" / "data" / "compat_corpus.json"
    path.write_text(json.dumps(out, indent=0) + "\n")
    print(f"{len(out["records"])} records -> {path} ({path.stat().st_size} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
