"""The two errors every caller of the engine may see."""


class IllegalAction(ValueError):
    """An action that is not legal now. The message says what was asked, why it is not
    allowed and which rule forbids it; the state is left unchanged."""


class RecordError(ValueError):
    """A saved game or link that cannot be used (malformed, truncated, tampered, from a
    newer version, or not replayable). The message is meant for a player."""
