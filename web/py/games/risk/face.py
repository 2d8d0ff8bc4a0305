"""Risk's face (the contract is in ``faces.py``): the new-game form's words, the colours
players pick (the one table of the six armies' colours, the board's shades included),
the sides' context in the catalogs, the review's charts."""

from __future__ import annotations

from engine.core.i18n import N_

from games.risk.charts import charts, round_name  # noqa: F401  (the face's entries)

BLURB = N_("2-6 players · conquer the world")
SIDE_CONTEXT = "risk player"

#: the box's armies, named as the engine names the players: (strong, tint of their
#: land, ink on the strong colour); the strong one is what a player picks in the form
PLAYER_COLOURS = {
    "Red": ("#c62828", "#f1a69e", "#fff"),
    "Blue": ("#1e5fb4", "#a7c4ec", "#fff"),
    "Green": ("#2e7d32", "#a6d5a0", "#fff"),
    "Yellow": ("#e8aa00", "#f7dc82", "#1d232b"),
    "Black": ("#263238", "#9aa3a8", "#fff"),
    "White": ("#f7f7f2", "#fbfbf7", "#1d232b"),
}
COLOURS = tuple((name, shades[0]) for name, shades in PLAYER_COLOURS.items())
COLOUR_CONTEXT = "risk player"
TEAM_CONTEXT = "risk team"
#: 2-player Risk: the neutral armies keep these colours, so players do not take them
NEUTRAL_COLOURS = ("Yellow", "Blue", "Black")
TWO_PLAYER = ("two-player-passive", "two-player-active")


def reserved_colours(options: dict) -> tuple:
    """The colours the neutral armies keep in a 2-player game."""
    return NEUTRAL_COLOURS if options.get("variant") in TWO_PLAYER else ()


#: option key -> (label, {value: words}, hint): message ids
OPTION_WORDS = {
    "variant": (N_("Game"), {"classic": N_("Classic (3-6 players)"),
                             "two-player-passive": N_("2 players, neutral armies only defend"),
                             "two-player-active": N_("2 players, neutral armies can be bribed"),
                             "missions": N_("Secret missions (3-6 players)"),
                             "teams": N_("Teams (4-6 players)")}, ""),
    "players": (N_("Players"), {n: str(n) for n in range(2, 7)}, ""),
    "territories": (N_("Territories"), {"dealt": N_("Dealt at random"),
                                        "claimed": N_("Claimed in turns")}, ""),
    "defence": (N_("Defender"), {"most": N_("Always rolls the most dice"),
                                 "choose": N_("Chooses the dice")}, ""),
    "shortcuts": (N_("Shortcuts"), {"on": N_("Automatic setup and attack-until buttons"),
                                    "off": N_("Every army by hand")}, ""),
}
