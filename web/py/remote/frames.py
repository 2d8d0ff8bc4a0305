"""A text too long for one QR code, as a short numbered series of codes, and back.

A text that fits in one code (:data:`FRAME_BYTES` bytes of UTF-8) is its own single frame,
unchanged: a link in one code opens the page from any camera app. A longer one is cut into
``n`` frames (at most :data:`MAX_FRAMES`), each ``prefix + "i~n~tag~" + piece``: ``i`` counts
from 1, ``tag`` is the start of the SHA-256 of the whole text (which frames belong
together, and a check of the text joined). With the page's address and ``#`` as the prefix,
each frame is itself a link to the page.

:class:`Joiner` takes frames in any order, repeated or mixed with other texts' frames,
and gives the text back once it has all of one text's frames (checked against the tag).

Pure Python (no browser needed); the codes are drawn and read by :mod:`remote.qr`.
"""

from __future__ import annotations

import hashlib
import math
import re

#: bytes per code: with QR error correction "M" (15 %), 700 bytes fit in version 21
#: (101 x 101 modules), which a phone camera reads from a screen at arm's length
FRAME_BYTES = 700
#: error correction level the codes are drawn with (remote.qr)
LEVEL = "M"
#: a longer text is not for QR codes (a link by messenger carries it)
MAX_FRAMES = 30
TAG_CHARS = 8
_HEADER = re.compile(r"([1-9]\d?)~([1-9]\d?)~([0-9a-f]{%d})~" % TAG_CHARS)


class FrameError(ValueError):
    """A text that cannot be framed, or frames that do not join into their text; ``kind``
    for the page's words: ``too-long`` (send it as a link), ``prefix`` (no room left in a
    code), ``mismatch`` (codes that do not join: one misread or altered)."""

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def tag(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:TAG_CHARS]


def _pieces(text: str, limit: int) -> list[str]:
    """``text`` cut into pieces of at most ``limit`` bytes of UTF-8, never inside a
    character."""
    pieces, current, size = [], [], 0
    for ch in text:
        n = len(ch.encode())
        if size + n > limit and current:
            pieces.append("".join(current))
            current, size = [], 0
        current.append(ch)
        size += n
    if current:
        pieces.append("".join(current))
    return pieces


def split(text: str, prefix: str = "", size: int = FRAME_BYTES) -> list[str]:
    """The frames of ``text``: ``[text]`` if it fits in one code of ``size`` bytes, else
    pieces of about equal length, each with ``prefix`` and its header."""
    data = text.encode()
    if len(data) <= size:
        return [text]
    t = tag(text)
    fixed = len(prefix.encode()) + len(f"99~99~{t}~")
    budget = size - fixed
    if budget < 16:
        raise FrameError(f"a prefix of {len(prefix.encode())} bytes leaves no room in a code "
                         f"of {size} bytes", "prefix")
    n = math.ceil(len(data) / budget)
    # Pieces of equal length (codes of one size), unless multi-byte characters get in the way.
    pieces = _pieces(text, math.ceil(len(data) / n))
    if len(pieces) > n:
        pieces = _pieces(text, budget)
    if len(pieces) > MAX_FRAMES:
        raise FrameError(f"{len(data)} bytes would take {len(pieces)} codes "
                         f"(at most {MAX_FRAMES}): send it as a link", "too-long")
    total = len(pieces)
    return [f"{prefix}{i}~{total}~{t}~{piece}" for i, piece in enumerate(pieces, 1)]


def parse(frame: str, prefix: str = "") -> tuple[int, int, str, str] | None:
    """``(i, n, tag, piece)`` of a frame made by :func:`split` with ``prefix``; None for
    a text that is not such a frame (a whole text in one code)."""
    if not frame.startswith(prefix):
        return None
    found = _HEADER.match(frame, len(prefix))
    if not found:
        return None
    i, n = int(found.group(1)), int(found.group(2))
    if i > n or n < 2:
        return None
    return i, n, found.group(3), frame[found.end():]


class Joiner:
    """Collects frames (any order; repeats and other texts' frames are harmless)."""

    def __init__(self, prefix: str = "") -> None:
        self.prefix = prefix
        self.sets: dict[tuple[str, int], dict[int, str]] = {}
        self.done: set[str] = set()
        #: ``(frames held, frames needed)`` of the text the last frame belongs to
        self.progress = (0, 0)
        self._last: tuple[str, int] | None = None

    def add(self, frame: str) -> str | None:
        """The whole text once ``frame`` completes it (a single-code text at once), else None.
        A text already given back is not given again; frames that do not join into
        their text raise :class:`FrameError` (and are forgotten)."""
        parsed = parse(frame, self.prefix)
        if parsed is None:
            self.progress = (1, 1)
            return frame
        i, n, t, piece = parsed
        if t in self.done:
            self.progress = (n, n)
            return None
        self._last = (t, n)
        held = self.sets.setdefault((t, n), {})
        held.setdefault(i, piece)
        self.progress = (len(held), n)
        if len(held) < n:
            return None
        del self.sets[(t, n)]
        text = "".join(held[k] for k in range(1, n + 1))
        if tag(text) != t:
            raise FrameError("these codes do not join into the message they belong to",
                             "mismatch")
        self.done.add(t)
        return text

    def missing(self) -> list[int]:
        """The frame numbers still missing from the text last added to."""
        if self._last not in self.sets:
            return []
        held = self.sets[self._last]
        return [k for k in range(1, self._last[1] + 1) if k not in held]
