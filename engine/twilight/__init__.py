"""Twilight Struggle (GMT Games, 2nd edition, Italian rules numbering): the rules engine.

Layout: ``mapdata`` / ``carddata`` (data), ``board`` / ``scoring`` (tables and region
scoring), ``cards`` (card lookups), ``state`` (TwilightState), ``turn`` (turn sequence,
headline, dealing), ``play`` (card play, events, Space Race), ``ops`` (influence,
realignment, coups), ``space`` (Space Race table), ``china`` (China Card helpers),
``frames`` (registries), ``events/`` (the card events; see docs/TWILIGHT_EVENTS.md).
"""

from __future__ import annotations

from engine.core import GameSpec, registry

from . import cards as C
from . import mapdata
from . import review
from . import space as SP
from . import summary
from .advice import advice
from .events import implemented
from .options import OPTIONS, check_options
from .state import TwilightState
from .terms import all_terms
from .view import build_view, check_views

def export_map() -> dict:
    return {
        "countries": [{"name": c[0], "region": c[1], "subregions": list(c[2]),
                       "stability": c[3], "battleground": c[4],
                       "adjacent": [a for a in c[5] if a not in ("USA", "USSR")]}
                      for c in mapdata.COUNTRIES],
        "superpower_adjacency": {k: list(v) for k, v in mapdata.SUPERPOWER_ADJACENCY.items()},
        "regions": list(mapdata.REGIONS), "subregions": list(mapdata.SUBREGIONS),
        "start_influence": {k: dict(v) for k, v in mapdata.START_INFLUENCE.items()},
    }


def _export(numbers, deluxe: bool) -> list:
    side = {0: "USSR", 1: "US", 2: "both"}
    return [{"number": n, "name": C.NAME[n], "name_it": C.NAME_IT[n], "ops": C.OPS[n],
             "side": side[C.SIDE[n]], "era": C.ERA[n], "starred": C.STARRED[n],
             "persistent": C.PERSISTENT[n], "scoring": C.SCORING[n],
             "implemented": implemented(n), "text": C.TEXT[n],
             **({"printed": C.printed_number(n, {"edition": "deluxe"}),
                 "optional": n in C.OPTIONAL} if deluxe else {})} for n in numbers]


def export_cards() -> list:
    """The 2nd edition's cards (the default game)."""
    return _export([n for n in C.ALL if n not in C.DELUXE_ONLY], False)


def export_deluxe_cards() -> list:
    """Every card a Deluxe game may use (the China Card, the three decks with the
    optional cards; never the 2nd edition's Aldrich Ames, replaced by the Remix):
    ``printed`` is the Deluxe number, ``optional`` marks 104-110 (issue 22)."""
    opts = {"edition": "deluxe", "optional_cards": True}
    numbers = {C.CHINA}.union(*(C.era_cards(opts, era) for era in ("early", "mid", "late")))
    return _export(sorted(numbers), True)


SPEC = GameSpec(
    name="twilight", title="Twilight Struggle", state_class=TwilightState,
    options=OPTIONS, check_options=check_options,
    exports={"map": export_map, "cards": export_cards, "deluxe_cards": export_deluxe_cards,
             "space": SP.export},
    view=build_view, advice=lambda state, viewer: advice(state, state.side_of(viewer)),
    check_view=check_views, terms=all_terms,
    round_key=review.round_key, stats=review.STATS,
    describe=summary.describe, changes=summary.changes,
)
registry.register(SPEC)

__all__ = ["SPEC", "TwilightState"]
