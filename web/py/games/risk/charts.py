"""Risk's review charts: the keys of ``engine/risk/review.py``'s statistics (per player,
neutral army, card holder) named in the page's language, and the rounds' names."""

from __future__ import annotations

import lang
from faces import Chart
from lang import _
from seats import seat_name


def charts(keys: list, players=(), table=None, neutrals=()) -> list[Chart]:
    """The review's charts of Risk (``faces.py``): one series per player and neutral army."""
    players = list(players)
    units = sorted({int(k.split(".")[1]) for k in keys
                    if k.startswith(("territories.", "armies.", "continents."))})
    hands = sorted({int(k.split(".")[1]) for k in keys if k.startswith("cards.")})

    def unit(u: int) -> str:
        if u < len(players):
            return seat_name(players, table, u, "risk")
        k = u - len(players)
        if k < len(neutrals):
            return lang.name("risk neutral", neutrals[k])
        return str(u + 1)

    def hand(h: int) -> str:
        if len(hands) == len(players):
            return unit(h)
        return lang.name("risk team", ("Team A", "Team B")[h]) if h < 2 else str(h + 1)

    return [Chart("territories", _("Territories"), [(f"territories.{u}", unit(u)) for u in units]),
            Chart("armies", _("Armies on the map"), [(f"armies.{u}", unit(u)) for u in units]),
            Chart("continents", _("Continents held"),
                  [(f"continents.{u}", unit(u)) for u in units]),
            Chart("cards", _("Cards in hand"), [(f"cards.{h}", hand(h)) for h in hands])]


def round_name(key) -> str:
    """``[turn, ...]``: "Turn 7" (0: the setup)."""
    if isinstance(key, list) and len(key) == 2:
        return _("Setup") if not key[0] else _("Turn {turn}", turn=key[0])
    return " ".join(str(k) for k in key) if isinstance(key, list) else str(key)
