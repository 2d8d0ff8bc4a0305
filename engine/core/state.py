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

from .errors import IllegalAction
from .rng import Rng


class State:
    """A position of some game plus everything needed to continue it deterministically."""

    game: str = "?"

    def __init__(self, options: dict | None = None, seed: int = 0) -> None:
        self.options: dict = dict(options or {})
        self.seed = seed
        self.rng = Rng(seed)
        self.log: list[str] = []
        self.last_revealed = False
        self._revealing = False

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

    def prompt(self) -> str:
        raise NotImplementedError

    def _legal_actions(self) -> list[str]:
        raise NotImplementedError

    def _apply(self, action: str) -> None:
        raise NotImplementedError

    def why_illegal(self, action: str) -> str:
        return f"'{action}' is not one of the legal actions now ({self.prompt()})"

    def snapshot(self) -> dict:
        """The complete state (hidden parts included) as JSON-able data."""
        raise NotImplementedError

    def view(self, player: int | None) -> dict:
        """What ``player`` may see (None: a spectator)."""
        raise NotImplementedError

    def label(self, action: str) -> str:
        """Human text for an action (button labels, log)."""
        return action

    def check_invariants(self) -> list[str]:
        return []

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
            raise IllegalAction(f"an action is a string, not {type(action).__name__}: {action!r}")
        if self.to_move is None:
            raise IllegalAction(f"'{action}': the game is over, no more actions are taken")
        if not self.is_legal(action):
            raise IllegalAction(self.why_illegal(action))
        self.apply_unchecked(action)

    def apply_unchecked(self, action: str) -> None:
        """Take an action known to be legal (taken from ``legal_actions()`` of this state)."""
        draws = self.rng.draws
        self._revealing = False
        self._apply(action)
        self.last_revealed = self._revealing or self.rng.draws != draws

    def reveal(self) -> None:
        """Mark the current action as having shown hidden information (no undo past it)."""
        self._revealing = True

    def say(self, text: str) -> None:
        self.log.append(text)

    @property
    def is_over(self) -> bool:
        return self.to_move is None

    def clone(self) -> "State":
        return copy.deepcopy(self)

    def digest(self) -> str:
        """A hash of the complete state: equal digests mean equal games (any machine)."""
        data = {"state": self.snapshot(), "rng": self.rng.getstate()}
        text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()

    def __repr__(self) -> str:
        who = "over" if self.to_move is None else self.players[self.to_move]
        return f"<{type(self).__name__} {self.game} to_move={who}>"


def jsonable(value: Any) -> Any:
    """Turn tuples/sets into lists (sorted for sets) so data can go through JSON."""
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(jsonable(v) for v in value)
    return value
