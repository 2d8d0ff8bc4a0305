"""Risk (Hasbro 2004 European edition): classic, 2-player (passive / active neutrals),
Secret Missions and the team game. See :mod:`engine.risk.state` for the rules engine and
the data modules :mod:`~engine.risk.board`, :mod:`~engine.risk.cards` and
:mod:`~engine.risk.missions`."""

from __future__ import annotations

from engine.core import GameSpec, OptionSpec

from .board import export_map
from .cards import export_cards
from .missions import export_missions
from .state import VARIANTS, RiskState

PLAYERS_BY_VARIANT = {
    "classic": (3, 4, 5, 6),
    "two-player-passive": (2,),
    "two-player-active": (2,),
    "missions": (3, 4, 5, 6),
    "teams": (4, 5, 6),
}


def check_options(options: dict) -> str | None:
    allowed = PLAYERS_BY_VARIANT[options["variant"]]
    if options["players"] not in allowed:
        return (f"the {options['variant']} game is for "
                + (f"{allowed[0]}-{allowed[-1]}" if len(allowed) > 1 else str(allowed[0]))
                + f" players, not {options['players']}")
    mt = options.get("max_turns", 0)
    if not isinstance(mt, int) or isinstance(mt, bool) or mt < 0:
        return f"max_turns must be a whole number >= 0 (0: no cap), not {mt!r}"
    return None


SPEC = GameSpec(
    name="risk", title="Risk", state_class=RiskState,
    options=(
        OptionSpec("variant", "Game", VARIANTS, "classic",
                   ("Classic (3-6 players)", "2 players, passive neutrals",
                    "2 players, active neutrals", "Secret missions (3-6 players)",
                    "Teams (4-6 players)")),
        OptionSpec("players", "Players", (2, 3, 4, 5, 6), 3),
    ),
    exports={"map": export_map, "cards": export_cards, "missions": export_missions},
    check_options=check_options,
    # simulation only: end a game as a draw after this many turns per player (0: never)
    hidden_options={"max_turns": 0},
    # random games can go on for very long (teams above all): simulations cap them and
    # report how many games hit the cap (summary "flags")
    simulation_options={"max_turns": 200},
)

__all__ = ["SPEC", "RiskState"]
