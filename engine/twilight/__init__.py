"""Twilight Struggle (GMT Games, 2nd edition, Italian rules numbering): the rules engine.

Layout: ``mapdata`` / ``carddata`` (data), ``board`` / ``scoring`` (tables and region
scoring), ``cards`` (card lookups), ``state`` (TwilightState), ``turn`` (turn sequence,
headline, dealing), ``play`` (card play, events, Space Race), ``ops`` (influence,
realignment, coups), ``space`` (Space Race table), ``china`` (China Card helpers),
``frames`` (registries), ``events/`` (the card events; see docs/TWILIGHT_EVENTS.md).
"""

from __future__ import annotations

from engine.core import GameSpec, OptionSpec

from . import board as B
from . import cards as C
from . import mapdata
from . import space as SP
from . import summary
from .state import TwilightState
from .events import implemented

_BOOL = (False, True)
_YESNO = ("no", "yes")

OPTIONS = (
    OptionSpec("tournament", "Tournament rules (11.1.1-11.1.2): held cards shown, "
               "holding a scoring card loses", _BOOL, False, _YESNO),
    OptionSpec("bidding", "VP bidding for sides (11.1.3)", _BOOL, False, _YESNO),
    OptionSpec("realign_no_defcon", "Optional rule: realignment ignores DEFCON",
               _BOOL, False, _YESNO),
    OptionSpec("realign_no_loss", "Optional rule: the realigning player never loses "
               "influence", _BOOL, False, _YESNO),
    OptionSpec("realign_mixed", "Optional rule: mix influence and realignment in one "
               "card", _BOOL, False, _YESNO),
    OptionSpec("space_decline", "Optional rule: a Space Race player may decline to roll",
               _BOOL, False, _YESNO),
)


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


def export_cards() -> list:
    side = {0: "USSR", 1: "US", 2: "both"}
    return [{"number": n, "name": C.NAME[n], "name_it": C.NAME_IT[n], "ops": C.OPS[n],
             "side": side[C.SIDE[n]], "era": C.ERA[n], "starred": C.STARRED[n],
             "persistent": C.PERSISTENT[n], "scoring": C.SCORING[n],
             "implemented": implemented(n), "text": C.TEXT[n]} for n in C.ALL]


SPEC = GameSpec(
    name="twilight", title="Twilight Struggle", state_class=TwilightState,
    options=OPTIONS,
    exports={"map": export_map, "cards": export_cards, "space": SP.export,
             "summary": summary.changes},
)

__all__ = ["SPEC", "TwilightState"]
