"""The options of a game of Twilight Struggle (the new-game form, records, links)."""

from __future__ import annotations

from engine.core import OptionSpec

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

DEFAULTS = {o.key: o.default for o in OPTIONS}
