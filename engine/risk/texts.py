"""Wording shared by the decisions: numbers of armies and dice.

Each decision's prompt and button labels are written next to its rule (see the table in
:mod:`.rules`). Labels never show hidden information: they are computed for the player
to move, from what that player may see; prompts are seen by everyone and depend only on
what everyone may know (issue 13: never on the cards in a hand).
"""

from __future__ import annotations


def armies_text(k) -> str:
    """'1 army', '3 armies' (``k`` an int or its text)."""
    return f"{k} army" if str(k) == "1" else f"{k} armies"


def dice_text(k) -> str:
    """'1 die', '2 dice'."""
    return f"{k} die" if str(k) == "1" else f"{k} dice"
