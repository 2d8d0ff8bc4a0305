"""Wording shared by the decisions: refusals, territory lists.

Each decision's prompt and button labels are written next to its rule (see the table in
:mod:`.rules`), as messages (:mod:`engine.core.i18n`): the names in them are terms
(:mod:`.terms`). Labels never show hidden information: they are computed for the player
to move, from what that player may see; prompts are seen by everyone and depend only on
what everyone may know (issue 13: never on the cards in a hand).

A count in a sentence makes the whole sentence a plural message (``nmsg("{player} moves
{n} army ...", "{player} moves {n} armies ...", n)``), so that a translator sees the
sentence the number agrees with (Polish has three forms).
"""

from __future__ import annotations

from engine.core.i18n import msg
from engine.core.text import quote

from .terms import TERRITORIES


def refuse(section, reason):
    """A refusal: the rulebook section (:mod:`.sections`) and the reason (a message)."""
    return msg("{rule}: {reason}", rule=section, reason=reason)


def no_territory(section, name: str):
    """The refusal of an action naming a territory that does not exist."""
    return refuse(section, msg("there is no territory called {name}.", name=quote(name)))


def territory_list(ts) -> list:
    """Territories (indices) as a list of terms (shown joined by ", ")."""
    return [TERRITORIES[t] for t in ts]
