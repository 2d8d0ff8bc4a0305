"""The sections of the rulebook (the Hebrew scan, shared/seeds/003), as cited in refusals
(``why_illegal``), in the log and in the tests.

The scan has no numbered sections: it is cited by its headings. "STANDARD-2004" marks the
passages the scan skips, where the standard rules of the 2004 edition are used.
"""

from __future__ import annotations

S_SETUP = "Setup"
S_CLAIM = "Initial deployment"
S_PLACE0 = "Reinforcing armies (initial placement)"
S_REINF = "Step 1 - reinforcements"
S_CARDS = "Step 1.3 - trading territory cards"
S_ATTACK = "Step 2 - battles"
S_BATTLE = "Step 2 - battle stages"
S_CONQUEST = "Step 2 - conquest (STANDARD-2004: the scan skips this passage)"
S_FORTIFY = "Step 3 - fortification (STANDARD-2004: the scan skips this passage)"
S_CARD = "Step 4 - territory card"
S_WIN = "Winning"
S_2P = "2-player game"
S_BRIBE = "2-player active game, step 1 - bribing the neutrals"
S_ALLY_REINF = "2-player active game, step 3 - allies' reinforcements"
S_ALLY_ATTACK = "2-player active game, step 4 - battle"
S_ALLY_FORT = "2-player active game, step 6 - allies' fortification"
S_MISSION = "Risk - Missions, completing a mission"
S_TEAM = "Team game"
# the table rules chosen by the new-game options (issue 15): house rules, not the scan's
S_DEAL = "Option 'territories: dealt' (house rule: the territories are dealt at random)"
S_AUTO = "Option 'shortcuts' (the automatic setup placement)"
S_DEFENCE = "Option 'defence' (the defender's dice)"
S_UNTIL = ("Option 'shortcuts' (attacking until a number of armies is left or while the "
           "chance holds)")
