"""Game records: (game, options, seed, actions) and their two text formats.

* The **save format** is JSON, readable and diff-able::

      {"format": "boardgames-save", "version": 1, "game": "demo", "options": {...},
       "seed": 7, "actions": ["roll", "hold", ...], "digest": "<sha256 of the final state>"}

  The digest lets a load notice a save that was edited by hand or made by an engine
  that plays differently: the record is replayed and must reach that exact state.

* The **link format** is made for URL fragments::

      v1.<payload>.<check>

  ``payload`` is base64url (no padding) of zlib-compressed bytes: a compact JSON header
  (game, options, seed, final digest prefix), a newline, then every action as the unsigned
  LEB128 varint of its index in ``legal_actions()`` at that point (indices are far smaller
  than the action strings). ``check`` is base64url of the first 6 bytes of the payload's
  SHA-256, so truncated or altered links are refused before anything is replayed.

Every problem raises :class:`RecordError` with a sentence meant for a player.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib
from dataclasses import dataclass, field

from . import registry
from .errors import IllegalAction, RecordError

SAVE_FORMAT = "boardgames-save"
SAVE_VERSION = 1
LINK_VERSION = 1
_DIGEST_PREFIX = 16


@dataclass
class Record:
    game: str
    options: dict
    seed: int
    actions: list[str] = field(default_factory=list)


def _spec(game: str):
    return registry.get_spec(game)


def new_state(record: Record):
    return _spec(record.game).new(record.options, record.seed)


def replay(record: Record, upto: int | None = None):
    """Rebuild the state of ``record`` (its first ``upto`` actions, or all)."""
    state = new_state(record)
    actions = record.actions if upto is None else record.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalAction as err:
            raise RecordError(f"move {i + 1} ('{action}') cannot be played with this version of "
                              f"the rules (the game was made by a different rules version, "
                              f"or altered): {err}") from None
    return state


# ---------------------------------------------------------------- JSON save format
def record_to_json(record: Record, state=None) -> str:
    state = state if state is not None else replay(record)
    return json.dumps({
        "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": record.game,
        "options": record.options, "seed": record.seed, "actions": list(record.actions),
        "digest": state.digest(),
    }, indent=1)


def record_from_json(text: str) -> tuple[Record, object]:
    """Parse and replay a saved game: returns (record, final state)."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as err:
        raise RecordError(f"This file is not a saved game (not valid JSON: {err}).") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError("This file is not a saved game of this app.")
    version = data.get("version")
    if not isinstance(version, int):
        raise RecordError("The saved game has no valid format version.")
    if version > SAVE_VERSION:
        raise RecordError(f"The saved game uses format version {version}, newer than this "
                          f"app reads ({SAVE_VERSION}). Open it with a newer version of the app.")
    record = _record_from_fields(data.get("game"), data.get("options"), data.get("seed"),
                                 data.get("actions"))
    if not all(isinstance(a, str) for a in record.actions):
        raise RecordError("The saved game is damaged: its moves are not all text.")
    state = replay(record)
    digest = data.get("digest")
    if digest is not None and digest != state.digest():
        raise RecordError("The saved game was altered or made by a different rules version: "
                          "its moves do not lead to the position it records.")
    return record, state


def _record_from_fields(game, options, seed, actions) -> Record:
    if not isinstance(game, str) or game not in registry.names():
        raise RecordError(f"Unknown game {game!r}: this app plays "
                          f"{', '.join(sorted(registry.names()))}.")
    if not isinstance(options, dict):
        raise RecordError("The saved game is damaged: its options are missing.")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("The saved game is damaged: its random seed is missing.")
    if not isinstance(actions, list):
        raise RecordError("The saved game is damaged: its list of moves is missing.")
    options = _spec(game).normalize_options(options, record=True)
    return Record(game, options, seed, list(actions))


# ---------------------------------------------------------------- link format
def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def _varints(numbers) -> bytes:
    out = bytearray()
    for n in numbers:
        while True:
            byte = n & 0x7F
            n >>= 7
            if n:
                out.append(byte | 0x80)
            else:
                out.append(byte)
                break
    return bytes(out)


def _read_varints(data: bytes) -> list[int]:
    numbers, n, shift = [], 0, 0
    for byte in data:
        n |= (byte & 0x7F) << shift
        if byte & 0x80:
            shift += 7
            if shift > 63:
                raise RecordError("The link is damaged (a move number is too long).")
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise RecordError("The link is damaged (it ends in the middle of a move).")
    return numbers


def encode_link(record: Record) -> str:
    """The whole game as a short text for a URL fragment."""
    state = new_state(record)
    indices = []
    for action in record.actions:
        legal = state.legal_actions()
        indices.append(legal.index(action))
        state.apply_unchecked(action)
    header = json.dumps({"g": record.game, "o": record.options, "s": record.seed,
                         "h": state.digest()[:_DIGEST_PREFIX]},
                        sort_keys=True, separators=(",", ":")).encode()
    payload = zlib.compress(header + b"\n" + _varints(indices), 9)
    return f"v{LINK_VERSION}.{_b64(payload)}.{_b64(hashlib.sha256(payload).digest()[:6])}"


def decode_link(text: str) -> tuple[Record, object]:
    """Parse and replay a link made by :func:`encode_link`: returns (record, state)."""
    text = (text or "").strip().lstrip("#")
    if "=" in text[:12] and not text.startswith("v"):       # tolerate "game=v1...."
        text = text.split("=", 1)[1]
    parts = text.split(".")
    if not parts[0].startswith("v") or not parts[0][1:].isdigit():
        raise RecordError("This is not a game link (it should start with 'v1.').")
    version = int(parts[0][1:])
    if version > LINK_VERSION:
        raise RecordError(f"This link was made by a newer version of the app (link format "
                          f"v{version}; this page reads v{LINK_VERSION}). Update the page.")
    if len(parts) != 3 or not parts[1] or not parts[2]:
        raise RecordError("The link is incomplete: part of it is missing (was it cut short "
                          "when it was copied?).")
    try:
        payload, check = _unb64(parts[1]), _unb64(parts[2])
    except (binascii.Error, ValueError):
        raise RecordError("The link is damaged: it contains characters a game link never "
                          "has.") from None
    if hashlib.sha256(payload).digest()[:6] != check:
        raise RecordError("The link was altered or cut short: its checksum does not match.")
    try:
        raw = zlib.decompress(payload)
        header, _, moves = raw.partition(b"\n")
        head = json.loads(header)
    except (zlib.error, ValueError):
        raise RecordError("The link is damaged: its contents cannot be read.") from None
    if not isinstance(head, dict):
        raise RecordError("The link is damaged: its header is not readable.")
    record = _record_from_fields(head.get("g"), head.get("o"), head.get("s"), [])
    state = new_state(record)
    for i, index in enumerate(_read_varints(moves)):
        legal = state.legal_actions()
        if index >= len(legal):
            # the checksum matched, so the link arrived whole: the rules have changed
            raise RecordError(f"This link cannot be replayed: its move {i + 1} is not a legal "
                              f"move in this version of the rules (the link was made by a "
                              f"different rules version, or altered).")
        record.actions.append(legal[index])
        state.apply_unchecked(legal[index])
    if state.digest()[:_DIGEST_PREFIX] != head.get("h"):
        raise RecordError("The link does not lead to the position it was made from "
                          "(altered, or made by a different rules version).")
    return record, state
