"""Learn the expert bot's prior from real games: which cards players choose and how they
use them (engine/twilight/bots/human_prior.json).

    python bench/bench_bots_prior.py --logs DIR [--out engine/twilight/bots/human_prior.json]
                                     [--only N,M,...] [--skip N,M,...]

Every log of ``DIR`` is replayed (``bench_bots_humans.collect``: the decisions each
player made, from that player's seat). Counted, per side:

* ``card`` (action rounds) and ``headline``: for every card, how often it was among the
  cards the player could choose (``offered``) and how often it was chosen (``chosen``);
* ``use``: for every card played, how often it was played for its event, its
  operations or the Space Race.

The file holds those counts only (a few kilobytes): the bot turns them into smoothed
log-frequencies (:mod:`engine.twilight.bots.prior`). ``--only`` / ``--skip`` keep or
leave out logs by their number (``tsreplayer_N``), to measure the prior on games it
was not learned from.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import bench_bots_humans as H  # noqa: E402

OUT = ROOT / "engine" / "twilight" / "bots" / "human_prior.json"


def _number(name: str) -> int | None:
    tail = name.rpartition("_")[2]
    return int(tail) if tail.isdigit() else None


def learn(games) -> dict:
    """The counts of the module from parsed logs."""
    card = {"card": [{}, {}], "headline": [{}, {}]}
    use = [{}, {}]
    logs = 0
    for g in games:
        decisions, _forced, _err = H.collect(g)
        logs += 1
        for d in decisions:
            side = d.side
            if d.kind == "card":
                which = "headline" if d.real.startswith("headline:") else "card"
                table = card[which][side]
                for a in d.observed["legal"]:
                    c = H._card_of(a)
                    if c is None:
                        continue
                    row = table.setdefault(str(c), [0, 0])
                    row[1] += 1
                    if a == d.real:
                        row[0] += 1
            elif d.kind == "use" and d.card is not None:
                row = use[side].setdefault(str(d.card), {})
                row[d.real] = row.get(d.real, 0) + 1
    return {"about": "counts from real games (bench/bench_bots_prior.py): card and "
                     "headline [chosen, offered] per side and card; use counts per side "
                     "and card", "logs": logs,
            "card": card["card"], "headline": card["headline"], "use": use}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--logs", required=True)
    p.add_argument("--out", default=str(OUT))
    p.add_argument("--only", default="")
    p.add_argument("--skip", default="")
    a = p.parse_args(argv)
    games = H.load(a.logs)
    only = {int(x) for x in a.only.split(",") if x}
    skip = {int(x) for x in a.skip.split(",") if x}
    games = [g for g in games if (not only or _number(g.name) in only)
             and _number(g.name) not in skip]
    data = learn(games)
    Path(a.out).write_text(json.dumps(data, sort_keys=True, separators=(",", ":")) + "\n")
    print(f"{data['logs']} logs -> {a.out} ({Path(a.out).stat().st_size} bytes)")


if __name__ == "__main__":
    main()
