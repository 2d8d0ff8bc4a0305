"""The two errors every caller of the engine may see.

Their argument is a message (:class:`~engine.core.i18n.Msg`): ``str(err)`` is its English
text, :func:`reason_of` the message itself, which the page renders in the player's
language."""


class IllegalAction(ValueError):
    """An action that is not legal now. The message says what was asked, why it is not
    allowed and which rule forbids it; the state is left unchanged."""


class RecordError(ValueError):
    """A saved game or link that cannot be used (malformed, truncated, tampered, from a
    newer version, or not replayable). The message is meant for a player."""


def reason_of(err: BaseException):
    """The message an error carries (a Msg, or its text for any other exception)."""
    if err.args and isinstance(err.args[0], dict):
        return err.args[0]
    return str(err)
