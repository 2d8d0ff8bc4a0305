"""Twilight Struggle's face (the contract is in ``faces.py``): the new-game form's words,
the sides' context in the catalogs, the review's charts."""

from __future__ import annotations

import lang
from engine.core.i18n import N_, term
from engine.games import get_spec

from games.twilight.charts import charts, round_name  # noqa: F401  (the face's entries)

BLURB = N_("2 players · the Cold War, 1945-1989")
SIDE_CONTEXT = "twilight side"
#: sides the engine names that no data lists (the bid: who plays which side is not known
#: yet), declared here so that the catalogs hold them
PAGE_SIDES = (term("twilight side", "Player 1"), term("twilight side", "Player 2"))

#: option key -> (label, {value: words}, hint): message ids (None: the engine's labels)
OPTION_WORDS = {
    "tournament": (N_("Tournament rules"), {False: N_("Off"), True: N_("On")},
                   N_("At the end of each turn both players show the card they hold "
                      "(4.5 F, 11.1.1). Without it too, a scoring card held loses (4.5 D).")),
    "bidding": (N_("Sides"), {False: N_("Player 1 is the USSR"),
                              True: N_("Bid victory points for a side")},
                N_("With a bid, the players offer victory points for the side they want "
                   "(11.1.3).")),
    "realign_no_defcon": (N_("Realignment ignores DEFCON"), {False: N_("No"), True: N_("Yes")},
                          N_("Optional rule.")),
    "realign_no_loss": (N_("The realigning player never loses influence"),
                        {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
    "realign_mixed": (N_("Influence and realignment with one card"),
                      {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
    "space_decline": (N_("A Space Race player may decline to roll"),
                      {False: N_("No"), True: N_("Yes")}, N_("Optional rule.")),
    # the Deluxe edition's options (issue 22): the engine's own labels (None)
    "edition": (None, {}, ""),
    "optional_cards": (None, {False: N_("No"), True: N_("Yes")}, ""),    # + the cards
    "handicap": (N_("Handicap"), {"none": N_("None")},
                 N_("Extra influence for one side (11.1.4, 11.1.4.1).")),
    "chinese_civil_war": (None, {False: N_("No"), True: N_("Yes")},
                          N_("The China Card starts with neither player: the USSR claims "
                             "it with 3 influence in the Chinese Civil War space.")),
    "scenario": (None, {}, ""),
}

#: an option offered only with some others: the optional cards with the Deluxe edition
OPTION_APPLIES = {"optional_cards": lambda options: options.get("edition") == "deluxe"}


def _optional_cards() -> str:
    """The Deluxe optional cards' titles (the engine's export), in the page's language."""
    cards = get_spec("twilight").exports["deluxe_cards"]()
    return ", ".join(lang.name("twilight card", c["name"]) for c in cards if c["optional"])


OPTION_HINTS = {"optional_cards": _optional_cards}
