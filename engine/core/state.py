"""The base class of every game position.

A game subclasses :class:`State` and implements the small protocol below (see
docs/ENGINE_API.md). The base class adds what is the same for every game: validation of
actions with a clear error that leaves the state untouched, the log, the digest used to
compare states across machines, cloning, and the "did that reveal anything?" flag that
bounds undo.
"""

from __future__ import annotations

import copy
import hashlib
import json
from typing import Any

from . import registry
from .errors import IllegalAction
from .i18n import msg
from .rng import Rng
from .text import quote


def fields(**defaults) -> dict:
    """Declare the fields of a position, once, with their initial values: a plain value
    (copied for each new position) or a function of no argument that makes it::

        FIELDS = fields(vp=0, defcon=5, hands=lambda: [[], []])

    The declaration drives :meth:`State.snapshot` (and so :meth:`State.digest`),
    :meth:`State.clone` and ``==``."""
    return dict(defaults)


class State:
    """A position of some game plus everything needed to continue it deterministically.

    A game declares its position's fields once in ``FIELDS`` (see :func:`fields`):
    every field is plain data (ints, strings, lists, dicts, None). ``DERIVED`` names
    attributes recomputable from the fields (caches, counts) that :meth:`clone` copies
    but the snapshot leaves out; ``DUMP`` maps a field to the function that writes it in
    the snapshot when the stored order does not matter (e.g. a hand kept as a set)."""

    game: str = "?"
    FIELDS: dict = {}
    DERIVED: tuple = ()
    DUMP: dict = {}

    def __init__(self, options: dict | None = None, seed: int = 0) -> None:
        self.options: dict = dict(options or {})
        self.seed = seed
        self.rng = Rng(seed)
        self.log: list[str] = []
        self.last_revealed = False
        self._revealing = False
        for name, default in self.FIELDS.items():
            setattr(self, name, default() if callable(default) else plain_copy(default))

    # ---- to implement in a game ---------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        raise NotImplementedError

    @property
    def to_move(self) -> int | None:
        """Index of the player who must decide now, or None when the game is over."""
        raise NotImplementedError

    @property
    def winners(self) -> list[int]:
        raise NotImplementedError

    def prompt(self):
        """What the player to move is asked (a message)."""
        raise NotImplementedError

    def _legal_actions(self) -> list[str]:
        raise NotImplementedError

    def _apply(self, action: str) -> None:
        raise NotImplementedError

    def why_illegal(self, action: str):
        """Why ``action`` is refused now: a message naming the rule."""
        return msg("{action} is not one of the legal actions now ({prompt}).",
                   action=quote(action), prompt=self.prompt())

    def snapshot(self) -> dict:
        """The complete state (hidden parts included) as JSON-able data: every declared
        field (through ``DUMP`` where given)."""
        d = self.__dict__
        dump = self.DUMP
        return {k: (dump[k](d[k]) if k in dump else plain_copy(d[k])) for k in self.FIELDS}

    def view(self, player: int | None) -> dict:
        """What ``player`` may see (None: a spectator): the ``view`` its game declares
        in its ``GameSpec`` (or a game's own override)."""
        view = registry.get_spec(self.game).view
        if view is None:
            raise NotImplementedError(f"{self.game} declares no view")
        return view(self, player)

    def label(self, action: str):
        """The words for an action (a message: button labels, log)."""
        return action

    def check_invariants(self) -> list[str]:
        """Problems of the position (none in a correct engine)."""
        return []

    def invariant_violations(self) -> list[str]:
        """:meth:`check_invariants` and the game's view checks (no secret in a view)."""
        problems = self.check_invariants()
        check_view = registry.get_spec(self.game).check_view
        return problems + check_view(self) if check_view else problems

    def result(self) -> dict:
        return {"over": self.is_over, "winners": [self.players[w] for w in self.winners]}

    # ---- provided -----------------------------------------------------------------
    def legal_actions(self) -> list[str]:
        """Every action the player to move may take now, in a fixed order."""
        if self.to_move is None:
            return []
        return self._legal_actions()

    def is_legal(self, action: str) -> bool:
        return action in self.legal_actions()

    def apply(self, action: str) -> None:
        """Take ``action``. An illegal one raises :class:`IllegalAction` and changes nothing."""
        if not isinstance(action, str):
            raise IllegalAction(msg("An action is text, not {kind}: {action}.",
                                    kind=type(action).__name__, action=quote(action)))
        if self.to_move is None:
            raise IllegalAction(msg("{action}: the game is over, no more actions are taken.",
                                    action=quote(action)))
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action))
        self.apply_unchecked(action)

    def apply_unchecked(self, action: str) -> None:
        """Take an action known to be legal (taken from ``legal_actions()`` of this state)."""
        draws = self.rng.draws
        self._revealing = False
        self._apply(action)
        self.last_revealed = self._revealing or self.rng.draws != draws

    def observe(self, viewer: int | None) -> dict:
        """The one thing a screen (or a bot) of seat ``viewer`` receives (None: nobody's
        eyes, e.g. the hand-off screen): the view, and, only when ``viewer`` is the player
        to move, the prompt, the legal actions and their button texts. Plain data: it
        goes through JSON unchanged, so a screen never holds the State itself."""
        to_move = self.to_move
        deciding = viewer is not None and viewer == to_move
        legal = list(self.legal_actions()) if deciding else []
        return {"game": self.game, "viewer": viewer, "players": list(self.players),
                "to_move": to_move, "over": to_move is None, "winners": list(self.winners),
                "prompt": self.prompt() if deciding else None,
                "view": self.view(viewer), "legal": legal,
                "labels": {a: self.label(a) for a in legal},
                "advice": self.advice(viewer) if deciding else {}}

    def advice(self, viewer: int) -> dict:
        """Warnings and previews for the deciding ``viewer``'s legal actions:
        ``{action: {"warning": text, "preview": text}}`` (either key may be missing).
        A warning names the rule and never blocks the move; the UI asks for a confirm.
        Advice may depend only on what ``viewer`` may know. The game declares it in its
        ``GameSpec``."""
        advice = registry.get_spec(self.game).advice
        return advice(self, viewer) if advice else {}

    def reveal(self) -> None:
        """Mark the current action as having shown hidden information (no undo past it)."""
        self._revealing = True

    def say(self, line) -> None:
        """Add a line to the log: a message (:func:`engine.core.i18n.msg`), never a
        sentence built here."""
        self.log.append(line)

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def clone(self) -> "State":
        """An independent copy: the declared fields and derived caches copied as plain
        data, the generator copied, options shared (never changed after creation)."""
        if not self.FIELDS:
            return copy.deepcopy(self)
        other = object.__new__(type(self))
        d, src = other.__dict__, self.__dict__
        d["options"], d["seed"], d["rng"] = self.options, self.seed, self.rng.clone()
        d["log"] = list(self.log)
        d["last_revealed"], d["_revealing"] = self.last_revealed, self._revealing
        for k in self.FIELDS:
            v = src[k]
            d[k] = v if type(v) in _ATOMS else plain_copy(v)
        for k in self.DERIVED:
            v = src[k]
            d[k] = v if type(v) in _ATOMS else plain_copy(v)
        return other

    def __eq__(self, other) -> bool:
        """Same game, same position, same generator (the log is not compared)."""
        if type(other) is not type(self):
            return NotImplemented
        return (self.options == other.options and self.rng.getstate() == other.rng.getstate()
                and self.snapshot() == other.snapshot())

    __hash__ = None

    def digest(self) -> str:
        """A hash of the complete state: equal digests mean equal games (any machine)."""
        data = {"state": self.snapshot(), "rng": self.rng.getstate()}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()

    def __repr__(self) -> str:
        who = "over" if self.to_move is None else self.players[self.to_move]
        return f"<{type(self).__name__} {self.game} to_move={who}>"


_ATOMS = frozenset((int, str, bool, float, type(None)))


def plain_copy(v):
    """Deep copy of plain data (dicts, lists, tuples of scalars): much faster than
    :func:`copy.deepcopy`, which a position never needs."""
    t = type(v)
    if t is list:
        return [x if type(x) in _ATOMS else plain_copy(x) for x in v]
    if t is dict:
        return {k: (x if type(x) in _ATOMS else plain_copy(x)) for k, x in v.items()}
    if t is tuple:
        return tuple(plain_copy(x) for x in v)
    return v


def jsonable(value: Any) -> Any:
    """Turn tuples/sets into lists (sorted for sets) so data can go through JSON."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(jsonable(v) for v in value)
    return value
