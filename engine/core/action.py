"""Actions: what a player does, as one typed value with a text form.

An action's text (its *wire form*) is ``verb`` or ``verb:arg[:arg...]``: ``"hold"``,
``"inf:West Germany"``, ``"card:19"``, ``"attack:Alaska:Kamchatka"``. That text is what
saves, links, logs and the UI exchange, and it never changes for a given move.

:class:`Action` *is* that text (a ``str`` subclass, so it compares, hashes and serialises
exactly like the wire string) with the parsed parts as attributes, computed once::

    a = Action("attack:Alaska:Kamchatka")
    a.verb == "attack"; a.args == ("Alaska", "Kamchatka"); a.arg == "Alaska"
    Action.make("card", 19) == "card:19"; Action("card:19").number == 19

Rules handlers receive an ``Action``; ``legal_actions()`` lists plain strings (the hot
path of simulations never builds objects it does not need).
"""

from __future__ import annotations

SEP = ":"


class Action(str):
    """A move's wire text with its parts: ``verb``, ``args`` (strings), ``arg`` (the
    first argument or ``""``), ``rest`` (everything after the verb), ``number`` (the first
    argument as an int). The parts are read from the text when asked (building an
    Action costs no more than the string itself: the hot loop of simulations)."""

    def __new__(cls, text: str):
        if type(text) is cls:
            return text
        return str.__new__(cls, text)

    @property
    def verb(self) -> str:
        return self.partition(SEP)[0]

    @property
    def args(self) -> tuple[str, ...]:
        rest = self.partition(SEP)[2]
        return tuple(rest.split(SEP)) if rest else ()

    @classmethod
    def make(cls, verb: str, *args) -> "Action":
        """The action ``verb:arg1:arg2`` (args turned to text)."""
        for a in args:
            if SEP in str(a):
                raise ValueError(f"an action argument cannot contain {SEP!r}: {a!r}")
        return cls(SEP.join((verb, *map(str, args))))

    @property
    def arg(self) -> str:
        return self.partition(SEP)[2].partition(SEP)[0]

    @property
    def rest(self) -> str:
        return self.partition(SEP)[2]

    @property
    def number(self) -> int | None:
        """The first argument as an integer, or None when it is not one."""
        a = self.arg
        return int(a) if a.isdigit() and len(a) < 12 else None

    def __repr__(self) -> str:
        return f"Action({str.__repr__(self)})"


def parse(text: str) -> Action:
    """``Action(text)``, refusing what is not text."""
    if not isinstance(text, str):
        raise TypeError(f"an action is text, not {type(text).__name__}")
    return Action(text)
