"""The options of a game of Twilight Struggle (the new-game form, records, links)."""

from __future__ import annotations

from engine.core import OptionSpec
from engine.core.i18n import msg, nmsg

from . import terms as T

_BOOL = (False, True)
_YESNO = (msg("no"), msg("yes"))

#: ``none``, ``US+1`` .. ``US+6``, ``USSR+1`` .. ``USSR+6`` (11.1.4: the bid's extra
#: influence, placed after the setup where the side already has influence, 11.1.4.1)
HANDICAPS = ("none",) + tuple(f"{side}+{n}" for side in ("US", "USSR") for n in range(1, 7))
HANDICAP_LABELS = (msg("none"),) + tuple(
    nmsg("{side} +{n} influence", "{side} +{n} influence", n, side=T.side(side))
    for side in (1, 0) for n in range(1, 7))


def handicap(options) -> tuple:
    """``(side, n)`` of the handicap option, or None (``"none"``)."""
    value = options.get("handicap", "none")
    if not value or value == "none":
        return None
    name, _, n = value.partition("+")
    return (0 if name == "USSR" else 1), int(n)


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
    # issue 22: the Deluxe edition and its tournament options (docs/twilight/editions.md)
    OptionSpec("edition", msg("Edition"), ("second", "deluxe"), "second",
               (msg("2nd edition (2006, 103 cards)"),
                msg("Deluxe edition (Deluxe card texts, US 2 in Canada)"))),
    OptionSpec("optional_cards", msg("Deluxe optional cards 104-110 (Deluxe edition only)"),
               _BOOL, True, _YESNO),
    OptionSpec("handicap", msg("Handicap: extra influence for one side (11.1.4, 11.1.4.1)"),
               HANDICAPS, "none", HANDICAP_LABELS),
    OptionSpec("chinese_civil_war", msg("Optional rule: the Chinese Civil War (12)"),
               _BOOL, False, _YESNO),
    OptionSpec("scenario", msg("Scenario"), ("standard", "late_war"), "standard",
               (msg("Standard game (turns 1-10)"),
                msg("Late War scenario (turns 8-10)"))),
)

DEFAULTS = {o.key: o.default for o in OPTIONS}


def check_options(options: dict):
    """None, or the problem of a combination of options (a message).

    The Chinese Civil War variant (12) is about the China Card in the first turns: it
    starts with nobody, the USSR claims it with 3 influence. The Late War scenario starts
    in turn 8 with the China Card in the USSR's hand (docs/twilight/editions.md section
    6): the variant would do nothing there, so the combination is refused rather than
    silently ignored (editions.md section 10)."""
    if options.get("chinese_civil_war") and options.get("scenario") == "late_war":
        return msg("the Chinese Civil War variant (12) cannot be played with the Late War "
                   "scenario: the scenario starts in turn 8 with the China Card in the "
                   "USSR's hand. Choose one of them.")
    return None
