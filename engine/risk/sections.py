"""The sections of the rulebook (the Hebrew scan, shared/seeds/003), as cited in refusals
(``why_illegal``), in the log and in the tests: messages (a heading translates), each
starting a refusal (:func:`.texts.refuse`).

The scan has no numbered sections: it is cited by its headings. "STANDARD-2004" marks the
passages the scan skips, where the standard rules of the 2004 edition are used.
"""

from __future__ import annotations

from engine.core.i18n import msg

S_SETUP = msg("Setup")
S_CLAIM = msg("Initial deployment")
S_PLACE0 = msg("Reinforcing armies (initial placement)")
S_REINF = msg("Step 1 - reinforcements")
S_CARDS = msg("Step 1.3 - trading territory cards")
S_ATTACK = msg("Step 2 - battles")
S_BATTLE = msg("Step 2 - battle stages")
S_CONQUEST = msg("Step 2 - conquest")           # STANDARD-2004: the scan skips it
S_FORTIFY = msg("Step 3 - fortification")       # STANDARD-2004: the scan skips it
S_CARD = msg("Step 4 - territory card")
S_WIN = msg("Winning")
S_2P = msg("2-player game")
S_2P_PLACE = msg("2-player game, reinforcing armies")
S_BRIBE = msg("2-player active game, step 1 - bribing the neutrals")
S_ALLY_REINF = msg("2-player active game, step 3 - allies' reinforcements")
S_ALLY_ATTACK = msg("2-player active game, step 4 - battle")
S_ALLY_FORT = msg("2-player active game, step 6 - allies' fortification")
S_MISSION = msg("Risk - Missions, completing a mission")
S_TEAM = msg("Team game")
# the table rules chosen by the new-game options (issue 15): house rules, not the scan's
# (options territories=dealt, shortcuts, defence), named as the new-game form names them
S_DEAL = msg("Table rule chosen for this game: the territories are dealt at random")
S_AUTO = msg("Table rule chosen for this game: the automatic setup placement")
S_DEFENCE = msg("Table rule chosen for this game: the defender's dice")
S_UNTIL = msg("Table rule chosen for this game: attacking until a number of armies is left "
              "or while the chance holds")
