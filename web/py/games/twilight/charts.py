"""Twilight Struggle's review charts: the keys of ``engine/twilight/review.py``'s
statistics named in the page's language, and the rounds' names."""

from __future__ import annotations

import lang
from faces import Chart
from lang import _

SIDES = ("USSR", "US")


def charts(keys: list, players=(), table=None, neutrals=()) -> list[Chart]:
    """The review's charts of Twilight Struggle (``faces.py``)."""
    def side(name: str) -> str:
        return lang.name("twilight side", name)

    def region(name: str) -> str:
        return lang.name("twilight region", name)

    sides = ("USSR", "US")
    charts = [Chart("vp", _("Victory points (above 0: the US leads)"), [("vp", _("VP"))]),
              Chart("defcon", _("DEFCON"), [("defcon", _("DEFCON"))]),
              Chart("milops", _("Military operations this turn"),
                    [(f"milops.{s}", side(s)) for s in sides]),
              Chart("space", _("Space Race"), [(f"space.{s}", side(s)) for s in sides])]
    regions = []
    for key in keys:
        parts = key.split(".", 2)
        if parts[0] == "influence" and len(parts) == 3 and parts[2] not in regions:
            regions.append(parts[2])
    for name in regions:
        charts.append(Chart(f"influence-{name}", _("Influence in {region}",
                                                    region=region(name)),
                            [(f"influence.{s}.{name}", side(s)) for s in sides]))
    uses = (("event", _("events")), ("ops", _("operations")), ("space", _("Space Race")))
    for s in sides:
        charts.append(Chart(f"cards-{s}", _("Cards played by {side}", side=side(s)),
                            [(f"cards.{s}.{use}", label) for use, label in uses]))
    return charts


def round_name(key) -> str:
    """``[turn, action round, side]``: "Turn 3, action round 2, US"."""
    if isinstance(key, list) and len(key) == 3:
        turn, ar, side = key
        if not turn:
            return _("Setup")
        if not ar:
            return _("Turn {turn}, headline", turn=turn)
        return _("Turn {turn}, action round {round}, {side}", turn=turn, round=ar,
                 side=lang.name("twilight side", SIDES[side] if side in (0, 1)
                                else str(side)))
    return " ".join(str(k) for k in key) if isinstance(key, list) else str(key)
