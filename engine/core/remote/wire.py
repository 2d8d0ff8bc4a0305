"""Signed, hash-chained messages: what one device sends the others.

A message is one line of text, exactly what travels (a link's fragment, a QR code, a
data channel frame) and what a transcript stores::

    r1.<body>.<signature>

``body`` is base64url (no padding) of compact JSON with sorted keys::

    {"g": game id (32 hex digits), "f": sender (device number), "n": place in the game's
     sequence (0, 1, 2, ...), "p": hash of the message before it (base64url of the first
     16 bytes of its line's SHA-256; "" for the first), "i": [item, item, ...]}

and ``signature`` the Ed25519 signature (base64url) of the body's bytes by the sender.
One sequence holds every device's messages (the protocol says who speaks next), so a
transcript is a single chain: changing, dropping, swapping or inserting a line breaks it.

:class:`Chain` accepts or refuses a line. A refusal is a :class:`Refusal` whose ``kind``
names it (``malformed``, ``foreign``, ``tampered``, ``forged``, ``duplicated``,
``replayed``, ``conflicting``, ``reordered``, ``out_of_turn``, and the protocol's own
kinds) and whose message says which and why; a refused line changes nothing.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json

from ..i18n import msg
from . import crypto

PREFIX = "r1"
MAX_LINE = 400_000
HASH_BYTES = 16


class Refusal(ValueError):
    """A message (or a whole transcript) refused: ``kind`` says which refusal, the
    argument is a message (engine.core.i18n) saying why; ``line`` its place (or None)."""

    def __init__(self, kind: str, message, line: int | None = None) -> None:
        super().__init__(message)
        self.kind = kind
        self.line = line


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def unb64(text) -> bytes:
    if not isinstance(text, str):
        raise ValueError("not text")
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def line_hash(line: str) -> str:
    return b64(hashlib.sha256(line.encode()).digest()[:HASH_BYTES])


def encode(body: dict, secret_key: bytes) -> str:
    raw = json.dumps(body, sort_keys=True, separators=(",", ":")).encode()
    return f"{PREFIX}.{b64(raw)}.{b64(crypto.sign(secret_key, raw))}"


def parse(line) -> tuple[dict, bytes, bytes]:
    """(body, body bytes, signature) of a line, or Refusal("malformed")."""
    bad = Refusal("malformed", msg("This message is not a message of this game's protocol "
                                   "(unreadable)."))
    if not isinstance(line, str) or len(line) > MAX_LINE:
        raise bad
    parts = line.strip().split(".")
    if len(parts) != 3 or parts[0] != PREFIX:
        raise bad
    try:
        raw, sig = unb64(parts[1]), unb64(parts[2])
        body = json.loads(raw)
    except (binascii.Error, ValueError, UnicodeDecodeError):
        raise bad from None
    if not (isinstance(body, dict) and isinstance(body.get("g"), str)
            and isinstance(body.get("f"), int) and isinstance(body.get("n"), int)
            and isinstance(body.get("p"), str) and isinstance(body.get("i"), list)):
        raise bad
    return body, raw, sig


class Chain:
    """The accepted messages of one game, in order, and the devices' signing keys.

    ``keys[d]`` is device d's Ed25519 public key, learnt from its first message (the
    ``hello`` item carries it; the page shows its fingerprint when pairing)."""

    def __init__(self) -> None:
        self.game_id: str | None = None
        self.lines: list[str] = []
        self.keys: dict[int, bytes] = {}
        self.devices: int | None = None

    @property
    def last_hash(self) -> str:
        return line_hash(self.lines[-1]) if self.lines else ""

    def body(self, sender: int, items: list) -> dict:
        return {"g": self.game_id, "f": sender, "n": len(self.lines), "p": self.last_hash,
                "i": items}

    def check(self, line, expected_sender=None, hello_key=None) -> dict:
        """The body of ``line`` if it may be accepted next, else a Refusal. The caller
        appends it with :meth:`accept` once the protocol has checked its items.
        ``hello_key``: the key a first message of its sender introduces."""
        body, raw, sig = parse(line)
        n, sender = body["n"], body["f"]
        if self.game_id is not None and body["g"] != self.game_id:
            raise Refusal("foreign", msg("This message belongs to another game ({other}), "
                                         "not this one ({ours}).", other=body["g"][:8],
                                         ours=self.game_id[:8]))
        if n < len(self.lines) and self.lines[n] == line.strip():
            if n == len(self.lines) - 1:
                raise Refusal("duplicated", msg("Message {n} arrived twice: the copy is "
                                                "ignored.", n=n))
            raise Refusal("replayed", msg("Message {n} was already received: an old message "
                                          "sent again is ignored.", n=n))
        if self.devices is not None and not 0 <= sender < self.devices:
            raise Refusal("forged", msg("This message claims to come from device {d}, which "
                                        "is not at this table.", d=sender))
        key = self.keys.get(sender, hello_key)
        if key is None or not crypto.verify(key, raw, sig):
            for other, okey in self.keys.items():
                if other != sender and crypto.verify(okey, raw, sig):
                    raise Refusal("forged", msg("This message claims to come from device "
                                                "{d} but was signed by device {other}.",
                                                d=sender, other=other))
            raise Refusal("tampered", msg("This message was altered (or signed by nobody at "
                                          "this table): its signature does not match."))
        if n < len(self.lines):
            raise Refusal("conflicting", msg("Device {d} signed two different messages for "
                                             "place {n} of the game: it tried to rewrite "
                                             "what it had sent.", d=sender, n=n))
        if n > len(self.lines):
            raise Refusal("reordered", msg("Message {n} arrived before message {missing}: "
                                           "the missing one is asked for again.", n=n,
                                           missing=len(self.lines)))
        if body["p"] != self.last_hash:
            raise Refusal("reordered", msg("Message {n} does not follow the message before "
                                           "it (it was made after a different one).", n=n))
        if expected_sender is not None and sender not in expected_sender:
            raise Refusal("out_of_turn", msg("Device {d} sent message {n}, but the game "
                                             "waits for another device now.", d=sender, n=n))
        return body

    def accept(self, line: str, body: dict, key: bytes | None = None) -> None:
        if self.game_id is None:
            self.game_id = body["g"]
        if key is not None and body["f"] not in self.keys:
            self.keys[body["f"]] = key
        self.lines.append(line.strip())
