"""A game in progress: the record, the current state, and undo.

Undo goes back one decision at a time, but never past a decision that revealed
something new (a die roll, a card drawn, a hidden card shown): those outcomes are
final, as they would be at the table.
"""

from __future__ import annotations

from . import registry
from .errors import RecordError
from .i18n import msg
from .record import (Record, check_players, decode_moment, encode_link, new_state,
                     record_from_json, record_to_json)


class Session:
    def __init__(self, game, options: dict | None = None, seed: int = 0,
                 players: list | None = None) -> None:
        spec = registry.get_spec(game) if isinstance(game, str) else game
        self.spec = spec
        self.state = spec.new(options, seed)
        self.record = Record(spec.name, dict(self.state.options), seed, [],
                             check_players(players, "new game"))
        self._undo: list = []        # states before each undoable action, newest last
        self._last_turn: tuple | None = None
        #: the moment a link pointed at (``@N``: the position a review opens at), or None
        self.moment: int | None = None

    @classmethod
    def _from(cls, record: Record, state) -> "Session":
        self = cls.__new__(cls)
        self.spec, self.record, self.state, self._undo = (registry.get_spec(record.game), record,
                                                          state, [])
        self._last_turn = None
        self.moment = None
        return self

    # ---- playing ------------------------------------------------------------------
    def play(self, action: str) -> None:
        """Apply ``action`` (IllegalAction if it is not legal; nothing changes then)."""
        before = self.state.clone()
        self.state.apply(action)
        self.record.actions.append(action)
        if self.state.last_revealed:
            self._undo.clear()
        else:
            self._undo.append(before)

    def can_undo(self) -> bool:
        return bool(self._undo)

    def undo(self) -> str:
        """Take back the last decision; returns the action undone."""
        if not self._undo:
            raise RecordError(msg("Nothing to undo: the last move revealed something new "
                                  "(a die roll or a card), so it stands."))
        self.state = self._undo.pop()
        self._last_turn = None      # its cache is keyed by the move count, which repeats
        return self.record.actions.pop()

    def last_turn(self, seat: int):
        """The position right after ``seat``'s last decision, or None if ``seat`` has not
        decided yet: what "since your last turn" compares with. Replays the record (once
        per move count and seat; the answer is cached)."""
        key = (len(self.record.actions), seat)
        if self._last_turn is not None and self._last_turn[0] == key:
            return self._last_turn[1]
        state = new_state(self.record)
        found = None
        for action in self.record.actions:
            mover = state.to_move
            state.apply_unchecked(action)
            if mover == seat:
                found = state.clone()
        self._last_turn = (key, found)
        return found

    # ---- saving -------------------------------------------------------------------
    def to_json(self) -> str:
        return record_to_json(self.record, self.state)

    @classmethod
    def from_json(cls, text: str) -> "Session":
        return cls._from(*record_from_json(text))

    def to_link(self, at: int | None = None) -> str:
        """The game as a link; ``at``: a moment (a position, 0 to the moves played) for a
        review to open at (see :func:`~engine.core.record.encode_link`)."""
        return encode_link(self.record, at)

    @classmethod
    def from_link(cls, text: str) -> "Session":
        """The game of a link, at its end; a moment ``@N`` in the link is kept in
        :attr:`moment`."""
        record, state, at = decode_moment(text)
        self = cls._from(record, state)
        self.moment = at
        return self
