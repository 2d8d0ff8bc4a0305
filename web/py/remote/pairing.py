"""WebRTC offers and answers small enough for a link or a QR code.

Two pages pair with no signalling server: the inviting page's offer travels to the other
device (a link, a QR code), that page's answer travels back. A browser's session
description is several kilobytes, nearly all of it fixed; what differs between two
sessions of the page's data channel is the ICE user name and password, the DTLS
certificate's fingerprint, the role and the candidates (addresses and ports). Only
those are carried, in binary, as base64url text (:func:`encode`: 100 to 250 characters),
and a session description that browsers accept is rebuilt from them (:func:`to_sdp`).

Format (version 1): one byte ``0x10 | kind << 2 | setup`` (kind 0 offer, 1 answer; setup
0 actpass, 1 active, 2 passive); the ICE ufrag and pwd, each a length byte and ASCII; the
fingerprint algorithm (1: sha-256) and its 32 bytes; a count byte and each candidate: one
byte ``type | address kind << 2`` (type 0 host, 1 srflx, 2 prflx, 3 relay; address 0 IPv4,
1 IPv6, 2 an mDNS name ``<uuid>.local``, 3 another name: a length byte and ASCII), the
address, the port (2 bytes). UDP candidates only (the data channel needs nothing else).

Pure Python (tests run under CPython); :mod:`remote.live` drives the browser's side.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import uuid
from dataclasses import dataclass, field

VERSION = 1
KINDS = ("offer", "answer")
SETUPS = ("actpass", "active", "passive")
TYPES = ("host", "srflx", "prflx", "relay")
TYPE_PREFERENCE = {"host": 126, "prflx": 110, "srflx": 100, "relay": 0}
MAX_CANDIDATES = 12
#: the key of a pairing step in a link's fragment: ``#pair=<token>``
KEY = "pair"
_ICE_CHARS = re.compile(r"^[A-Za-z0-9+/]{1,255}$")
_HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$|^\[[0-9A-Fa-f:.]+\]$")


class PairingError(ValueError):
    """A session description, token or STUN setting this module cannot use; the message
    says why (in English, for logs), ``kind`` which case it is, for the page's words:
    ``damaged`` (a pairing code cut or altered), ``version`` (made by another version of
    the page), ``wrong-step`` (an offer where an answer was expected, or the reverse),
    ``stun`` (not a STUN address), ``turn`` (a relay needs credentials), ``browser`` (the
    browser's own description is not usable)."""

    def __init__(self, message: str, kind: str = "damaged") -> None:
        super().__init__(message)
        self.kind = kind


@dataclass(frozen=True)
class Candidate:
    type: str           # host, srflx, prflx, relay
    address: str        # an IP address or a host name (mDNS: "<uuid>.local")
    port: int


@dataclass(frozen=True)
class Description:
    kind: str           # offer or answer
    ufrag: str
    pwd: str
    fingerprint: bytes  # SHA-256 of the DTLS certificate
    setup: str          # actpass (offer), active or passive (answer)
    candidates: tuple[Candidate, ...] = field(default_factory=tuple)


# ------------------------------------------------------------------ from the browser's SDP
def parse_sdp(sdp: str, kind: str) -> Description:
    """The fields that matter of a browser's offer or answer (gathering complete)."""
    if kind not in KINDS:
        raise PairingError(f"kind must be one of {KINDS}, not {kind!r}", "browser")
    values: dict[str, str] = {}
    candidates: list[Candidate] = []
    for line in sdp.splitlines():
        line = line.strip()
        if not line.startswith("a="):
            continue
        name, _, value = line[2:].partition(":")
        if name == "candidate":
            found = _candidate(value)
            if found and found not in candidates:
                candidates.append(found)
        elif name in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
            values.setdefault(name, value.strip())
    for needed in ("ice-ufrag", "ice-pwd", "fingerprint", "setup"):
        if needed not in values:
            raise PairingError(f"the session description has no a={needed}", "browser")
    algorithm, _, digest = values["fingerprint"].partition(" ")
    if algorithm.lower() != "sha-256":
        raise PairingError(f"fingerprint {algorithm!r}: only sha-256 is carried", "browser")
    try:
        fingerprint = bytes.fromhex(digest.replace(":", ""))
    except ValueError:
        raise PairingError("the fingerprint is not hexadecimal", "browser") from None
    return Description(kind, values["ice-ufrag"], values["ice-pwd"], fingerprint,
                       values["setup"], tuple(candidates[:MAX_CANDIDATES]))


def _candidate(value: str) -> Candidate | None:
    parts = value.split()
    # foundation component transport priority address port "typ" type ...
    if len(parts) < 8 or parts[6] != "typ" or parts[2].lower() != "udp" or parts[1] != "1":
        return None
    if parts[7] not in TYPES:
        return None
    try:
        port = int(parts[5])
    except ValueError:
        return None
    if not 0 < port < 65536 or _address_kind(parts[4]) is None:
        return None
    return Candidate(parts[7], parts[4], port)


def _address_kind(address: str) -> int | None:
    try:
        ip = ipaddress.ip_address(address)
        return 0 if ip.version == 4 else 1
    except ValueError:
        pass
    if address.endswith(".local"):
        try:
            uuid.UUID(address[:-6])
            return 2
        except ValueError:
            pass
    if re.fullmatch(r"[A-Za-z0-9.-]{1,255}", address):
        return 3
    return None


# ------------------------------------------------------------------ binary and text
def encode(description: Description) -> str:
    """The token (base64url, no padding) of ``description``."""
    d = description
    out = bytearray([VERSION << 4 | KINDS.index(d.kind) << 2 | SETUPS.index(d.setup)])
    for text in (d.ufrag, d.pwd):
        if not _ICE_CHARS.match(text):
            raise PairingError(f"ICE credential {text!r} has characters ICE does not allow", "browser")
        out += bytes([len(text)]) + text.encode()
    if len(d.fingerprint) != 32:
        raise PairingError("the fingerprint must be 32 bytes (sha-256)", "browser")
    out += b"\x01" + d.fingerprint
    out.append(len(d.candidates))
    for c in d.candidates:
        kind = _address_kind(c.address)
        if kind is None:
            raise PairingError(f"address {c.address!r} cannot be carried", "browser")
        out.append(TYPES.index(c.type) | kind << 2)
        if kind in (0, 1):
            out += ipaddress.ip_address(c.address).packed
        elif kind == 2:
            out += uuid.UUID(c.address[:-6]).bytes
        else:
            out += bytes([len(c.address)]) + c.address.encode()
        out += c.port.to_bytes(2, "big")
    return base64.urlsafe_b64encode(bytes(out)).rstrip(b"=").decode()


def decode(token: str) -> Description:
    """The description a token holds; PairingError says what is wrong with a bad one."""
    token = token.strip()
    try:
        data = base64.b64decode(token + "=" * (-len(token) % 4), altchars=b"-_", validate=True)
    except (ValueError, TypeError):
        raise PairingError("the pairing code is not base64url text") from None
    at = 0

    def take(n: int) -> bytes:
        nonlocal at
        if at + n > len(data):
            raise PairingError("the pairing code is cut short")
        at += n
        return data[at - n:at]

    head = take(1)[0]
    if head >> 4 != VERSION:
        raise PairingError(f"pairing code version {head >> 4}: this page reads version {VERSION}",
                           "version")
    kind, setup = (head >> 2) & 3, head & 3
    if kind >= len(KINDS) or setup >= len(SETUPS):
        raise PairingError("the pairing code names an unknown kind or role")
    ufrag = take(take(1)[0]).decode("ascii", "replace")
    pwd = take(take(1)[0]).decode("ascii", "replace")
    if not (_ICE_CHARS.match(ufrag) and _ICE_CHARS.match(pwd)):
        raise PairingError("the pairing code's ICE credentials are malformed")
    if take(1)[0] != 1:
        raise PairingError("the pairing code's fingerprint is not sha-256")
    fingerprint = take(32)
    candidates = []
    for _ in range(take(1)[0]):
        flags = take(1)[0]
        ctype, akind = flags & 3, (flags >> 2) & 3
        if akind == 0:
            address = str(ipaddress.IPv4Address(take(4)))
        elif akind == 1:
            address = str(ipaddress.IPv6Address(take(16)))
        elif akind == 2:
            address = f"{uuid.UUID(bytes=take(16))}.local"
        else:
            address = take(take(1)[0]).decode("ascii", "replace")
            if _address_kind(address) != 3:
                raise PairingError("the pairing code holds a malformed host name")
        port = int.from_bytes(take(2), "big")
        if not port:
            raise PairingError("the pairing code holds a candidate without a port")
        candidates.append(Candidate(TYPES[ctype], address, port))
    if at != len(data):
        raise PairingError("the pairing code has bytes after its end")
    return Description(KINDS[kind], ufrag, pwd, fingerprint, SETUPS[setup], tuple(candidates))


def fragment(description: Description) -> str:
    """``pair=<token>``: what follows ``#`` in a pairing link."""
    return f"{KEY}={encode(description)}"


def from_fragment(text: str) -> Description | None:
    """The description in a link, a fragment or a bare token; None when ``text`` holds
    no pairing step; PairingError when it holds a broken one."""
    text = text.strip()
    if "#" in text:
        text = text.split("#", 1)[1]
    for part in text.split("&"):
        key, sep, value = part.partition("=")
        if sep and key == KEY:
            return decode(value)
    return None


# ------------------------------------------------------------------ back to SDP
def to_sdp(d: Description) -> str:
    """A session description for ``setRemoteDescription``: the page's one data channel
    (SCTP over DTLS, BUNDLE on mid 0) with ``d``'s credentials and candidates."""
    fingerprint = ":".join(f"{b:02X}" for b in d.fingerprint)
    lines = ["v=0", "o=- 1 2 IN IP4 127.0.0.1", "s=-", "t=0 0", "a=group:BUNDLE 0",
             "a=msid-semantic: WMS", "m=application 9 UDP/DTLS/SCTP webrtc-datachannel",
             "c=IN IP4 0.0.0.0"]
    for i, c in enumerate(d.candidates):
        priority = TYPE_PREFERENCE[c.type] << 24 | (65535 - i) << 8 | 255
        line = f"a=candidate:{i + 1} 1 udp {priority} {c.address} {c.port} typ {c.type}"
        if c.type != "host":
            line += " raddr 0.0.0.0 rport 0"
        lines.append(line)
    if d.candidates:
        lines.append("a=end-of-candidates")
    lines += [f"a=ice-ufrag:{d.ufrag}", f"a=ice-pwd:{d.pwd}",
              f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{d.setup}", "a=mid:0",
              "a=sctp-port:5000", "a=max-message-size:262144"]
    return "\r\n".join(lines) + "\r\n"


# ------------------------------------------------------------------ the STUN setting
def ice_servers(setting: str) -> list[dict]:
    """The ``iceServers`` of an ``RTCPeerConnection`` for the player's STUN setting:
    empty (the default) gives none (pairing on one network needs none); else one or more
    ``host``, ``host:port`` or ``stun:host:port``, separated by spaces or commas.
    PairingError names a malformed entry."""
    urls = []
    for entry in re.split(r"[\s,]+", setting.strip()):
        if not entry:
            continue
        scheme, sep, rest = entry.partition(":")
        if sep and scheme.lower() in ("stun", "stuns"):
            entry = rest
        elif sep and scheme.lower() in ("turn", "turns"):
            raise PairingError(f"{entry!r}: a relay (TURN) needs credentials; only STUN "
                               "addresses are taken here", "turn")
        host, port = entry, "3478"
        if entry.count(":") == 1 or (entry.startswith("[") and "]:" in entry):
            host, port = entry.rsplit(":", 1)
        if not _HOST.match(host) or not port.isdigit() or not 0 < int(port) < 65536:
            raise PairingError(f"{entry!r} is not a STUN address (host or host:port)", "stun")
        urls.append(f"stun:{host}:{int(port)}")
    return [{"urls": urls}] if urls else []
