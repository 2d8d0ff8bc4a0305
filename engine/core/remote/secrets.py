"""What a game declares for play across devices: its cards and where they may be seen.

A game's declaration (e.g. ``engine/risk/secrets.py``) subclasses :class:`Secrets`. The
protocol (:mod:`engine.core.remote.table`) runs the game's own engine on every device;
a device's position holds the real identity only of the cards it may know, and a
*stand-in* (another card of the same pile, consistent with what it knows) for the
others. This class tells the protocol which cards are which, and how to correct a
stand-in when a card is revealed.
"""

from __future__ import annotations


class Secrets:
    """The base declaration (every method has to be given by the game but the last)."""

    #: longest game, in actions (the length of each device's hash chain of dice)
    max_actions: int = 4000

    def cards(self, options: dict) -> list:
        """Every card that may ever lie face down (ints or strings), in a fixed order."""
        raise NotImplementedError

    def secret_pile(self, state, items: list) -> bool:
        """Whether ``rng.shuffle(items)`` shuffles a face-down pile (the masked deck),
        rather than a public order drawn from the dice (a deal face up). ``state`` is
        None while the game is being set up (its constructor shuffles)."""
        raise NotImplementedError

    def visible(self, state, seat: int) -> set:
        """The cards ``seat`` may see now, besides the public ones (its hand...)."""
        raise NotImplementedError

    def public(self, state) -> set:
        """The cards everybody sees now (discards, cards played, shown hands)."""
        raise NotImplementedError

    def swap(self, state, a, b) -> None:
        """Exchange cards ``a`` and ``b`` wherever they lie in the position (both lie
        where this device cannot see: it corrects a stand-in)."""
        raise NotImplementedError

    def named(self, state, action: str) -> list:
        """Cards that ``action`` names although they stay face down (the action's text
        shows them anyway, so the actor opens them): none in most games."""
        return []

    def turns(self, state) -> int:
        """How many turns the game lasted (the figure "messages per turn")."""
        return 1

    def secret_choice(self, state, action: str) -> bool:
        """Whether ``action`` is a choice the rules make simultaneous (committed first,
        shown when every such choice is made). None in most games."""
        return False
