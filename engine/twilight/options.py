"""The options of a game of Twilight Struggle (the new-game form, records, links)."""

from __future__ import annotations

from engine.core import OptionSpec
from engine.core.i18n import msg

_BOOL = (False, True)
_YESNO = (msg("no"), msg("yes"))

OPTIONS = (
    # a held scoring card loses in every game (4.5 D); the tournament rule only shows
    # the held cards at the end of each turn (4.5 F, 11.1.1)
    OptionSpec("tournament", msg("Tournament rules (4.5 F, 11.1.1): at the end of each "
                                 "turn both players show the card they hold"),
               _BOOL, False, _YESNO),
    OptionSpec("bidding", msg("VP bidding for sides (11.1.3)"), _BOOL, False, _YESNO),
    OptionSpec("realign_no_defcon", msg("Optional rule: realignment ignores DEFCON"),
               _BOOL, False, _YESNO),
    OptionSpec("realign_no_loss", msg("Optional rule: the realigning player never loses "
                                      "influence"), _BOOL, False, _YESNO),
    OptionSpec("realign_mixed", msg("Optional rule: mix influence and realignment in one "
                                    "card"), _BOOL, False, _YESNO),
    OptionSpec("space_decline", msg("Optional rule: a Space Race player may decline to "
                                    "roll"), _BOOL, False, _YESNO),
)

DEFAULTS = {o.key: o.default for o in OPTIONS}
