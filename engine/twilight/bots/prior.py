"""What real players choose: the expert bot's prior, learned from real games.

``human_prior.json`` (made by ``bench/bench_bots_prior.py`` from the real games of
``tests/data/ts-real-games``) counts, per side, how often each card was chosen when it
could be (for the action rounds and for the headline apart) and how each card was used
(event, operations, Space Race). The bot reads them as smoothed log-frequencies:

* :func:`card_bonus` - per card among those offered, how much more (or less) often than
  the average card players choose it, as a natural logarithm centred on the offered
  cards (a card never seen counts as average);
* :func:`use_bonus` - per use offered, the log-frequency of that use of the card by
  that side (Laplace-smoothed over the uses offered), centred likewise.

The bot adds them, weighted, to the value of its plans: a nudge toward what strong
human players do, never a rule (DEFCON suicide and held scoring cards are priced far
beyond it).
"""

from __future__ import annotations

import json
import math
import pkgutil

#: the counts, beside this module (read with pkgutil: the page imports the engine's wheel
#: from its zip file)
FILE = "human_prior.json"
#: pseudo-counts pulling a card's rate toward the side's average rate
SMOOTH = 4.0
_DATA: dict | None = None


def data() -> dict:
    global _DATA
    if _DATA is None:
        _DATA = json.loads(pkgutil.get_data(__name__, FILE).decode("utf-8"))
    return _DATA


def _centred(values: dict) -> dict:
    if not values:
        return values
    mean = sum(values.values()) / len(values)
    return {k: v - mean for k, v in values.items()}


def card_bonus(side: int, cards, headline: bool = False) -> dict:
    """{card: centred log-frequency of choosing it} for ``cards`` offered to ``side``."""
    table = data()["headline" if headline else "card"][side]
    chosen = sum(r[0] for r in table.values())
    offered = sum(r[1] for r in table.values()) or 1
    base = chosen / offered
    out = {}
    for c in cards:
        k, n = table.get(str(c), (0, 0))
        out[c] = math.log((k + SMOOTH * base) / (n + SMOOTH) / base)
    return _centred(out)


def use_bonus(side: int, card: int, uses) -> dict:
    """{use: centred log-frequency} of the ``uses`` offered for ``card`` by ``side``."""
    row = data()["use"][side].get(str(card), {})
    total = sum(row.get(u, 0) for u in uses)
    out = {u: math.log((row.get(u, 0) + 1) / (total + len(uses))) for u in uses}
    return _centred(out)
