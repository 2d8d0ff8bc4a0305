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

A link may point at a **moment** of the game: ``v1.<payload>.<check>@40`` opens the
game at position 40 (after its first 40 moves; 0 is the start). The suffix is outside the
checksum (changing it changes only where a review opens) and links without it open as
they always did: :func:`decode_link` still returns (record, final state) and checks the
moment; :func:`decode_moment` also returns it; :func:`split_moment` only reads it.

Every problem raises :class:`RecordError` with a sentence meant for a player, and
hostile input is refused before it costs much work: both formats are bounded (size,
nesting depth of the JSON, number of moves, length of a move) before anything is parsed
deeply or replayed. ``MAX_MOVES`` is far above the longest games measured (random
play-outs of ``python -m engine simulate``: Risk, 6 players, 200-turn cap, 34,560 moves;
Twilight Struggle below 400; the demo below 70).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import NamedTuple

from . import registry
from .errors import IllegalAction, RecordError, reason_of
from .i18n import N_, msg, nmsg
from .rng import Script
from .text import quote

SAVE_FORMAT = "boardgames-save"
SAVE_VERSION = 1
LINK_VERSION = 1
_DIGEST_PREFIX = 16

# Bounds on what a decoder accepts (see the module docstring).
MAX_MOVES = 100_000             # moves in one game (link or save)
MAX_ACTION_CHARS = 200          # characters of one move in a save
MAX_SAVE_CHARS = 8_000_000      # a save of MAX_MOVES long moves is about 4 MB
MAX_JSON_DEPTH = 16             # a save or a link header nests 2 levels deep
MAX_HEADER_BYTES = 4096         # a link's JSON header
# the zlib payload, once inflated: the header, then at most 3 bytes per move (an index in
# the legal actions, < 2**21); the link text: that payload deflated can hardly grow
MAX_LINK_RAW = MAX_HEADER_BYTES + 1 + 3 * MAX_MOVES
MAX_LINK_CHARS = 2 * MAX_LINK_RAW
MAX_SEED = 2**63 - 1            # the app draws seeds far below this

# a refusal names the thing read in its first words
_DAMAGED = {"saved game": N_("The saved game is damaged: {problem}"),
            "link": N_("The link is damaged: {problem}"),
            "new game": N_("The new game cannot start: {problem}")}
_TOO_MANY_MOVES = {
    "saved game": N_("This saved game holds {count} moves, more than any real game (this "
                     "app reads at most {limit}): it was not made by this app."),
    "link": N_("This link holds {count} moves, more than any real game (this app reads at "
               "most {limit}): it was not made by this app.")}
_MOMENT = re.compile(r"[0-9]{1,9}")
_NOT_A_LINK = msg("This is not a game link (it should start with 'v1.').")
_VERSION = re.compile(r"v([0-9]{1,6})")
_JSON_ESCAPES = re.compile(r"\\.", re.S)
_JSON_STRINGS = re.compile(r'"[^"]*"')
_JSON_BRACKETS = re.compile(r"[^\[\]{}]+")
_JSON_PAIRS = re.compile(r"[\[{][\]}]")


@dataclass
class Record:
    game: str
    options: dict
    seed: int
    actions: list[str] = field(default_factory=list)
    #: who sits at each seat, or None: ``[{"name": str, "colour": "#rrggbb" | None,
    #: "bot": level | None}, ...]``. Table data, not rules: it never changes a position
    #: (so it is not part of the digest), and old records without it still open.
    players: list | None = None
    #: the random outcomes, when they were not drawn from ``seed``: every draw of the
    #: game in order (each an integer below what was asked, see :class:`Script`). Made
    #: by play across devices (engine.core.remote); None for every other game.
    outcomes: list | None = None


MAX_SEATS = 8
MAX_NAME_CHARS = 40
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
_LEVEL = re.compile(r"[a-z][a-z0-9_]{0,19}")


def check_players(players, where: str = "saved game") -> list | None:
    """``players`` of a record made valid (see :attr:`Record.players`), or RecordError
    with a sentence for the player. None stays None."""
    if players is None:
        return None
    def bad(problem):
        return RecordError(msg(_DAMAGED[where], problem=problem))

    if not isinstance(players, list) or not 1 <= len(players) <= MAX_SEATS:
        raise bad(msg("the list of players is not readable."))
    out = []
    for seat in players:
        if not isinstance(seat, dict):
            raise bad(msg("the list of players is not readable."))
        name, colour, bot = seat.get("name"), seat.get("colour"), seat.get("bot")
        if not isinstance(name, str) or len(name) > MAX_NAME_CHARS:
            raise bad(nmsg("a player's name is missing or longer than {n} character.",
                           "a player's name is missing or longer than {n} characters.",
                           MAX_NAME_CHARS))
        if colour is not None and not (isinstance(colour, str) and _COLOUR.fullmatch(colour)):
            raise bad(msg("a player's colour is not a colour."))
        if bot is not None and not (isinstance(bot, str) and _LEVEL.fullmatch(bot)):
            raise bad(msg("a computer player's level is unknown."))
        out.append({"name": name.strip(), "colour": colour, "bot": bot})
    return out


def _spec(game: str):
    return registry.get_spec(game)


def new_state(record: Record):
    if record.outcomes is not None:
        return _spec(record.game).new(record.options, Script(record.outcomes))
    return _spec(record.game).new(record.options, record.seed)


def replay(record: Record, upto: int | None = None):
    """Rebuild the state of ``record`` (its first ``upto`` actions, or all)."""
    state = new_state(record)
    actions = record.actions if upto is None else record.actions[:upto]
    for i, action in enumerate(actions):
        try:
            state.apply(action)
        except IllegalAction as err:
            raise unplayable(i, action, err) from None
        except ValueError as err:       # recorded outcomes that do not fit (Script)
            if record.outcomes is None:
                raise
            raise unplayable(i, action, IllegalAction(str(err))) from None
    return state


def unplayable(i: int, action, err: IllegalAction) -> RecordError:
    """The refusal of a record whose move ``i`` (from 0) is not legal."""
    return RecordError(msg("Move {n} ({action}) cannot be played with this version of the "
                           "rules (the game was made by a different rules version, or "
                           "altered): {reason}", n=i + 1, action=quote(action),
                           reason=reason_of(err)))


# ---------------------------------------------------------------- bounded JSON
def _too_deep(text: str) -> bool:
    """Whether brackets nest more than ``MAX_JSON_DEPTH`` deep in ``text`` (or do not
    pair up), counted outside strings. Linear-time regular expressions, no recursion: a
    guard against inputs that would exhaust the JSON parser's stack."""
    text = _JSON_STRINGS.sub("", _JSON_ESCAPES.sub("", text))
    brackets = _JSON_BRACKETS.sub("", text)
    for _ in range(MAX_JSON_DEPTH):         # each pass removes the innermost level
        if not brackets:
            return False
        brackets, pairs = _JSON_PAIRS.subn("", brackets)
        if not pairs:                       # brackets that never close
            return True
    return bool(brackets)


def _load_json(text: str):
    """``json.loads`` for untrusted text: nesting bounded first; a ValueError (bad JSON,
    an integer of thousands of digits) or any recursion limit comes out as ValueError."""
    if _too_deep(text):
        raise ValueError("brackets nested too deeply or unbalanced")
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError("nested too deeply") from None


# ---------------------------------------------------------------- JSON save format
def record_to_json(record: Record, state=None) -> str:
    state = state if state is not None else replay(record)
    data = {
        "format": SAVE_FORMAT, "version": SAVE_VERSION, "game": record.game,
        "options": record.options, "seed": record.seed, "actions": list(record.actions),
        "digest": state.digest(),
    }
    if record.players is not None:
        data["players"] = record.players
    if record.outcomes is not None:
        data["outcomes"] = list(record.outcomes)
    return json.dumps(data, indent=1)


def record_from_json(text: str) -> tuple[Record, object]:
    """Parse and replay a saved game: returns (record, final state)."""
    if not isinstance(text, str):
        raise RecordError(msg("This file is not a saved game (it is not text)."))
    if len(text) > MAX_SAVE_CHARS:
        raise RecordError(msg("This file is too large to be a saved game of this app "
                              "({size} characters; a save has at most {limit}).",
                              size=len(text), limit=MAX_SAVE_CHARS))
    try:
        data = _load_json(text)
    except (ValueError, TypeError) as err:
        raise RecordError(msg("This file is not a saved game (not valid JSON: {detail}).",
                              detail=quote(str(err), 60, repr_=False))) from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise RecordError(msg("This file is not a saved game of this app."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(msg("The saved game has no valid format version."))
    if version > SAVE_VERSION:
        raise RecordError(msg("The saved game uses format version {version}, newer than "
                              "this app reads ({known}). Open it with a newer version of the "
                              "app.", version=quote(version), known=SAVE_VERSION))
    actions = data.get("actions")
    if isinstance(actions, list):
        _check_move_count(len(actions), "saved game")
        if not all(isinstance(a, str) for a in actions):
            raise RecordError(msg("The saved game is damaged: its moves are not all text."))
        if any(len(a) > MAX_ACTION_CHARS for a in actions):
            raise RecordError(msg("The saved game is damaged: one of its moves is far "
                                  "longer than any move of a game."))
    record = _record_from_fields(data.get("game"), data.get("options"), data.get("seed"),
                                 actions)
    record.players = check_players(data.get("players"))
    record.outcomes = _check_outcomes(data.get("outcomes"), "saved game")
    state = replay(record)
    digest = data.get("digest")
    if digest is not None and digest != state.digest():
        raise RecordError(msg("The saved game was altered or made by a different rules "
                              "version: its moves do not lead to the position it records."))
    return record, state


def _check_outcomes(outcomes, where: str) -> list | None:
    """A record's random outcomes (None stays None), or RecordError."""
    if outcomes is None:
        return None
    if not isinstance(outcomes, list) or len(outcomes) > MAX_MOVES or not all(
            isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 2**31
            for v in outcomes):
        raise RecordError(msg(_DAMAGED[where], problem=msg("its random outcomes are not "
                                                           "readable.")))
    return list(outcomes)


def _check_move_count(count: int, what: str) -> None:
    if count > MAX_MOVES:
        raise RecordError(msg(_TOO_MANY_MOVES[what], count=count, limit=MAX_MOVES))


def _record_from_fields(game, options, seed, actions) -> Record:
    if not isinstance(game, str) or game not in registry.names():
        raise RecordError(msg("Unknown game {game}: this app plays {games}.",
                              game=quote(game), games=", ".join(sorted(registry.names()))))
    if not isinstance(options, dict):
        raise RecordError(msg("The saved game is damaged: its options are missing."))
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(msg("The saved game is damaged: its random seed is missing."))
    if not -MAX_SEED <= seed <= MAX_SEED:
        raise RecordError(msg("The saved game is damaged: its random seed is far larger than "
                              "any this app makes."))
    if not isinstance(actions, list):
        raise RecordError(msg("The saved game is damaged: its list of moves is missing."))
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
                raise RecordError(msg("The link is damaged (a move number is too long)."))
        else:
            numbers.append(n)
            n, shift = 0, 0
    if shift:
        raise RecordError(msg("The link is damaged (it ends in the middle of a move)."))
    return numbers


def encode_link(record: Record, at: int | None = None) -> str:
    """The whole game as a short text for a URL fragment; ``at``: the position (0 to the
    number of moves) a review of the link opens at, written ``@N`` after the link."""
    if at is not None and (isinstance(at, bool) or not isinstance(at, int)
                           or not 0 <= at <= len(record.actions)):
        raise RecordError(_moment_range(at, len(record.actions)))
    state = new_state(record)
    indices = []
    for action in record.actions:
        legal = state.legal_actions()
        indices.append(legal.index(action))
        state.apply_unchecked(action)
    head = {"g": record.game, "o": record.options, "s": record.seed,
            "h": state.digest()[:_DIGEST_PREFIX]}
    if record.players is not None:
        head["p"] = record.players
    outcomes = record.outcomes or []
    if record.outcomes is not None:
        head["r"] = len(outcomes)
    header = json.dumps(head, sort_keys=True, separators=(",", ":")).encode()
    payload = zlib.compress(header + b"\n" + _varints(outcomes) + _varints(indices), 9)
    link = f"v{LINK_VERSION}.{_b64(payload)}.{_b64(hashlib.sha256(payload).digest()[:6])}"
    return link if at is None else f"{link}@{at}"


def _moment_range(at, moves: int):
    return nmsg("This link points to move {at}, but its game has only {n} move (a moment "
                "is a number from 0, the start, to {n}).",
                "This link points to move {at}, but its game has only {n} moves (a moment "
                "is a number from 0, the start, to {n}).", moves, at=quote(at, 12))


def split_moment(text) -> tuple:
    """``(link, moment)``: a link text without its ``@N`` suffix, and N (None without
    one). Only reads the suffix (RecordError when it is not a number); whether the game
    has that many moves is checked by :func:`decode_link`. A ``%40`` (an ``@`` escaped
    on its way through a URL) counts as ``@``; anything else is returned unchanged."""
    if not isinstance(text, str):
        return text, None
    head, sep, tail = text.strip().partition("@")
    if not sep and "%40" in text:
        head, sep, tail = text.strip().partition("%40")
    if not sep:
        return text, None
    if not _MOMENT.fullmatch(tail):
        raise RecordError(msg("The link's moment {moment} is not a move number: after the "
                              "'@' comes the number of moves played at that moment (0 is "
                              "the start).", moment=quote("@" + tail, 20)))
    return head, int(tail)


class LinkMoment(NamedTuple):
    """What :func:`decode_moment` reads: the record, its final state, and the moment
    (the position a review opens at; None when the link names none)."""
    record: Record
    state: object
    at: int | None


def decode_link(text: str) -> tuple[Record, object]:
    """Parse and replay a link made by :func:`encode_link`: returns (record, state), the
    final state (a moment ``@N`` is checked, see :func:`decode_moment`)."""
    record, state, _at = decode_moment(text)
    return record, state


def decode_moment(text: str) -> LinkMoment:
    """Parse and replay a link, with or without a moment ``@N``: ``(record, state, at)``
    (``state`` is the final state; ``at`` None without a moment). A moment beyond the
    game's moves is refused before anything is replayed."""
    text, at = split_moment(text)
    if not isinstance(text, str):
        raise RecordError(_NOT_A_LINK)
    if len(text) > MAX_LINK_CHARS:
        raise RecordError(msg("This link is too long to be a game of this app ({size} "
                              "characters; a link has at most {limit}).", size=len(text),
                              limit=MAX_LINK_CHARS))
    text = text.strip().lstrip("#")
    if "=" in text[:12] and not text.startswith("v"):       # tolerate "game=v1...."
        text = text.split("=", 1)[1]
    parts = text.split(".")
    version = _VERSION.fullmatch(parts[0])
    if version is None:
        raise RecordError(_NOT_A_LINK)
    version = int(version.group(1))
    if version > LINK_VERSION:
        raise RecordError(msg("This link was made by a newer version of the app (link "
                              "format v{version}; this page reads v{known}). Update the page.",
                              version=version, known=LINK_VERSION))
    if len(parts) != 3 or not parts[1] or not parts[2]:
        raise RecordError(msg("The link is incomplete: part of it is missing (was it cut "
                              "short when it was copied?)."))
    try:
        payload, check = _unb64(parts[1]), _unb64(parts[2])
    except (binascii.Error, ValueError):
        raise RecordError(msg("The link is damaged: it contains characters a game link "
                              "never has.")) from None
    if hashlib.sha256(payload).digest()[:6] != check:
        raise RecordError(msg("The link was altered or cut short: its checksum does not "
                              "match."))
    head, moves = _link_contents(payload)
    if not isinstance(head, dict):
        raise RecordError(msg("The link is damaged: its header is not readable."))
    # every byte below 0x80 ends one move (LEB128): count them before reading any
    count = len(moves.translate(None, _HIGH_BYTES))
    drawn = head.get("r", 0)
    if not isinstance(drawn, int) or isinstance(drawn, bool) or not 0 <= drawn <= count:
        raise RecordError(msg("The link is damaged: its contents cannot be read."))
    count -= drawn
    _check_move_count(count, "link")
    if at is not None and at > count:
        raise RecordError(_moment_range(at, count))
    indices = _read_varints(moves)
    record = _record_from_fields(head.get("g"), head.get("o"), head.get("s"), [])
    record.players = check_players(head.get("p"), "link")
    if "r" in head:
        record.outcomes = _check_outcomes(indices[:drawn], "link")
        indices = indices[drawn:]
    state = new_state(record)
    for i, index in enumerate(indices):
        legal = state.legal_actions()
        if index >= len(legal):
            # the checksum matched, so the link arrived whole: the rules have changed
            raise RecordError(msg("This link cannot be replayed: its move {n} is not a legal "
                                  "move in this version of the rules (the link was made by a "
                                  "different rules version, or altered).", n=i + 1))
        record.actions.append(legal[index])
        try:
            state.apply_unchecked(legal[index])
        except ValueError:      # recorded outcomes that do not fit (Script)
            if record.outcomes is None:
                raise
            raise RecordError(msg("This link cannot be replayed: its move {n} is not a "
                                  "legal move in this version of the rules (the link was "
                                  "made by a different rules version, or altered).",
                                  n=i + 1)) from None
    if state.digest()[:_DIGEST_PREFIX] != head.get("h"):
        raise RecordError(msg("The link does not lead to the position it was made from "
                              "(altered, or made by a different rules version)."))
    return LinkMoment(record, state, at)


_HIGH_BYTES = bytes(range(0x80, 0x100))


def _link_contents(payload: bytes) -> tuple[object, bytes]:
    """Inflate a link's payload (at most ``MAX_LINK_RAW`` bytes: a small link cannot
    make the page inflate megabytes) and read its JSON header: (header, move bytes)."""
    damaged = msg("The link is damaged: its contents cannot be read.")
    inflater = zlib.decompressobj()
    try:
        raw = inflater.decompress(payload, MAX_LINK_RAW + 1)
    except zlib.error:
        raise RecordError(damaged) from None
    if len(raw) > MAX_LINK_RAW or inflater.unconsumed_tail:
        raise RecordError(msg("This link holds more than any real game (over {limit} bytes "
                              "once unpacked): it was not made by this app.",
                              limit=MAX_LINK_RAW))
    if not inflater.eof:
        raise RecordError(damaged)
    header, newline, moves = raw.partition(b"\n")
    if not newline or len(header) > MAX_HEADER_BYTES:
        raise RecordError(damaged)
    try:
        head = _load_json(header.decode("utf-8"))
    except (ValueError, TypeError):
        raise RecordError(damaged) from None
    return head, moves
