"""The names of the players, the neutral armies and the teams, and the variants.

Rulebook ("Setup"; "2-player game"; "Team game"): six colours of armies; in the 2-player
game the rulebook's examples call the players Red and Green and the four neutral armies
Yellow, Blue, Grey and Black.
"""

from __future__ import annotations

VARIANTS = ("classic", "two-player-passive", "two-player-active", "missions", "teams")
PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "White")
TWO_PLAYER_NAMES = ("Red", "Green")                    # as in the rulebook's example
NEUTRAL_NAMES = ("Yellow", "Blue", "Grey", "Black")
TEAM_NAMES = ("Team A", "Team B")
