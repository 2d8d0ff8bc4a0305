"""The names of the players, the neutral armies and the teams, and the variants.

Rulebook ("Setup"; "2-player game"; "Team game"): six colours of armies; in the 2-player
game the rulebook's examples call the players Red and Green and the four neutral armies
Yellow, Blue, Grey and Black.

These English names are keys (the players of a record, the view's fields, the turn
summaries); a person reads them as terms, :mod:`.terms` (``risk player``, ``risk neutral``,
``risk team``).
"""

from __future__ import annotations

VARIANTS = ("classic", "two-player-passive", "two-player-active", "missions", "teams")
PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "White")
TWO_PLAYER_NAMES = ("Red", "Green")                    # as in the rulebook's example
NEUTRAL_NAMES = ("Yellow", "Blue", "Grey", "Black")
TEAM_NAMES = ("Team A", "Team B")

# The table rules chosen by the new-game options (issue 15; the options are declared in
# ``engine.risk.SPEC``): their values for a game made before the option existed, i.e. the
# rules every game followed until then.
#   territories: "dealt" at random, or "claimed" in turn (initial deployment)
#   defence:     the defender rolls the "most" dice allowed, or may "choose" each time
#   shortcuts:   "on": the automatic setup placement and the attacks until N armies are
#                left / while the chance holds; "off": every army and battle by hand
LEGACY = {"territories": "claimed", "defence": "choose", "shortcuts": "off"}
