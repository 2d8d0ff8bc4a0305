"""Decoders under hostile input (issue 13, items 9-11): link text, link payloads that pass
the checksum but carry hostile contents, and save JSON. Every input either opens or is
refused with a :class:`RecordError` (a sentence for a player); nothing else may escape,
and every refusal is quick, however much work the input asks for.

Inputs come from hypothesis and from a seeded generator (``random.Random(seed)``), so a
failure names the case that reproduces it.
"""

from __future__ import annotations

import base64
import hashlib
import json
import random
import time
import zlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import RecordError, Session, decode_link, record_from_json
from engine.core import record as R

# a refusal must be far quicker than a replay of a real game (CPU time of this process, so
# that other work on the machine does not count; generous still)
QUICK_S = 0.5
HYPOTHESIS = settings(max_examples=100, deadline=None, derandomize=True,
                      suppress_health_check=[HealthCheck.too_slow])


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def link_of(raw: bytes) -> str:
    """A link whose checksum is right for ``raw`` (header, newline, move bytes)."""
    payload = zlib.compress(raw, 9)
    return f"v1.{_b64(payload)}.{_b64(hashlib.sha256(payload).digest()[:6])}"


def _session(game: str, options: dict | None, seed: int, moves: int) -> Session:
    session = Session(game, options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.play(rng.choice(session.state.legal_actions()))
    return session


GOOD = [_session("demo", {"target": 20}, 3, 30),
        _session("twilight", {"tournament": True}, 5, 60),
        _session("risk", {"variant": "missions", "players": 4}, 7, 150)]
GOOD_LINKS = [s.to_link() for s in GOOD]
GOOD_SAVES = [s.to_json() for s in GOOD]


def refused_or_opened(decoder, text):
    """Run ``decoder``: a RecordError or a result; anything else fails the test with the
    input that caused it. Returns (outcome, seconds)."""
    start = time.process_time()
    try:
        decoder(text)
        outcome = "opened"
    except RecordError as err:
        assert str(err).strip(), "a refusal says why"
        outcome = "refused"
    except Exception as err:     # noqa: BLE001  (the point of the test)
        shown = text if len(text) < 300 else text[:150] + f"…({len(text)} chars)…" + text[-100:]
        raise AssertionError(f"{decoder.__name__} raised {type(err).__name__}: {err} "
                             f"instead of a RecordError, for input {shown!r}") from err
    return outcome, time.process_time() - start


def assert_quick_refusal(decoder, text, words: str | None = None):
    outcome, seconds = refused_or_opened(decoder, text)
    assert outcome == "refused", f"{decoder.__name__} accepted a hostile input"
    assert seconds < QUICK_S, f"{decoder.__name__} took {seconds:.2f} s to refuse"
    if words:
        with pytest.raises(RecordError, match=words):
            decoder(text)


# ----------------------------------------------------------------- the cases of the issue
def test_a_million_moves_in_a_short_link_is_refused_at_once():
    """Item 10: 1.4 kB of link, a million moves once inflated (8 s and 187 MB before)."""
    head = json.dumps({"g": "demo", "o": {"target": 30}, "s": 1, "h": "0" * 16}).encode()
    link = link_of(head + b"\n" + b"\x00" * 1_000_000)
    assert len(link) < 1500
    assert_quick_refusal(decode_link, link, "more than any real game")


def test_too_many_moves_are_refused_before_any_replay():
    """A link whose inflated size is within bounds but holds more moves than MAX_MOVES."""
    head = json.dumps({"g": "risk", "o": {"variant": "classic", "players": 6},
                       "s": 1, "h": "0" * 16}).encode()
    link = link_of(head + b"\n" + b"\x01" * (R.MAX_MOVES + 1))
    assert_quick_refusal(decode_link, link, "moves, more than any real game")
    save = json.dumps({"format": "boardgames-save", "version": 1, "game": "demo",
                       "options": {"target": 30}, "seed": 1,
                       "actions": ["roll"] * (R.MAX_MOVES + 1)})
    assert_quick_refusal(record_from_json, save, "moves, more than any real game")


def test_a_version_of_thousands_of_digits_is_refused():
    """Item 9: int() of a 5,000-digit version raised ValueError."""
    assert_quick_refusal(decode_link, "v" + "1" * 5000 + ".AAAA.AAAA", "not a game link")
    assert_quick_refusal(decode_link, "v²." + GOOD_LINKS[0][3:], "not a game link")


@pytest.mark.parametrize("opener", ["[", "{\"a\":", "[{\"x\":"])
def test_deeply_nested_json_is_refused(opener):
    """Item 9: RecursionError from a save (and from a link header) nested deeply."""
    deep = opener * 200_000
    assert_quick_refusal(record_from_json, deep, "not valid JSON")
    assert_quick_refusal(decode_link, link_of(deep.encode()[:4000] + b"\n"), "damaged")
    # nesting inside a well-formed save (the options), closed properly
    nested = "[" * 5000 + "]" * 5000
    save = ('{"format": "boardgames-save", "version": 1, "game": "demo", "options": '
            f'{{"target": {nested}}}, "seed": 1, "actions": []}}')
    assert_quick_refusal(record_from_json, save, "nested too deeply")


def test_huge_numbers_are_refused():
    for number in ("9" * 5000, "-" + "9" * 5000, "1e999999", "NaN", "Infinity"):
        save = ('{"format": "boardgames-save", "version": %s, "game": "demo", '
                '"options": {}, "seed": %s, "actions": []}' % (number, number))
        assert_quick_refusal(record_from_json, save)
        head = ('{"g":"demo","o":{"target":%s},"s":%s,"h":"0"}' % (number, number)).encode()
        assert_quick_refusal(decode_link, link_of(head + b"\n"))
    assert_quick_refusal(record_from_json, GOOD_SAVES[0].replace('"version": 1',
                                                                 '"version": 99999999999'),
                         "newer than this")


def test_huge_inputs_are_refused_by_size():
    assert_quick_refusal(record_from_json, " " * (R.MAX_SAVE_CHARS + 1), "too large")
    assert_quick_refusal(decode_link, "v1." + "A" * (R.MAX_LINK_CHARS + 1) + ".AAAA",
                         "too long")
    long_move = GOOD_SAVES[0].replace('"roll"', '"' + "r" * 100_000 + '"', 1)
    assert_quick_refusal(record_from_json, long_move, "far longer")


def test_a_valid_link_still_opens_within_the_bounds():
    for link, session in zip(GOOD_LINKS, GOOD):
        record, state = decode_link(link)
        assert state.digest() == session.state.digest()
    for save, session in zip(GOOD_SAVES, GOOD):
        assert record_from_json(save)[1].digest() == session.state.digest()


# ----------------------------------------------------------------- hypothesis
JSON_LEAVES = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
                        st.text(max_size=30))
JSON_VALUES = st.recursive(JSON_LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=10), inner, max_size=5)),
    max_leaves=25)


@HYPOTHESIS
@given(st.text(max_size=400))
def test_any_text_as_a_link(text):
    refused_or_opened(decode_link, text)


@HYPOTHESIS
@given(st.integers(0, len(GOOD_LINKS) - 1), st.data())
def test_mutated_links(which, data):
    link = GOOD_LINKS[which]
    i = data.draw(st.integers(0, len(link) - 1))
    kind = data.draw(st.sampled_from(["replace", "delete", "insert", "cut"]))
    char = data.draw(st.sampled_from("AZaz09-_.=#%v1 \u00e9"))
    mutated = {"replace": link[:i] + char + link[i + 1:], "delete": link[:i] + link[i + 1:],
               "insert": link[:i] + char + link[i:], "cut": link[:i]}[kind]
    outcome, _ = refused_or_opened(decode_link, mutated)
    if mutated != link and kind != "insert":
        assert outcome == "refused" or mutated.strip() == link.strip()


@HYPOTHESIS
@given(st.one_of(JSON_VALUES, st.fixed_dictionaries(
    {"g": st.sampled_from(["demo", "risk", "twilight", "chess", 7]),
     "o": JSON_VALUES, "s": JSON_VALUES, "h": JSON_VALUES})),
    st.binary(max_size=200))
def test_hostile_link_payloads_with_a_valid_checksum(header, moves):
    raw = json.dumps(header).encode() + b"\n" + moves
    refused_or_opened(decode_link, link_of(raw))


@HYPOTHESIS
@given(st.fixed_dictionaries({
    "format": st.sampled_from(["boardgames-save", "other"]),
    "version": st.one_of(st.integers(), JSON_VALUES),
    "game": st.sampled_from(["demo", "risk", "twilight", "", None]),
    "options": JSON_VALUES, "seed": st.one_of(st.integers(), JSON_VALUES),
    "actions": st.one_of(st.lists(st.sampled_from(["roll", "hold", "boost:1", "x", ""])),
                         JSON_VALUES),
    "digest": JSON_VALUES}))
def test_hostile_save_json(data):
    refused_or_opened(record_from_json, json.dumps(data))


# ----------------------------------------------------------------- seeded generator
def _hostile_json(rng: random.Random, depth: int = 0) -> str:
    """Text that is JSON-like at best: deep nesting, huge numbers, long lists, junk."""
    pick = rng.randrange(12)
    if pick == 0:
        n = rng.choice([10, 1000, 50_000])
        return rng.choice("[{") * n + rng.choice(["", "]" * n, "}" * n])
    if pick == 1:
        return rng.choice(["", "-"]) + "9" * rng.choice([20, 4300, 4301, 20_000])
    if pick == 2:
        return "[" + ",".join(["0"] * rng.choice([10, 100_000])) + "]"
    if pick == 3:
        return json.dumps("x" * rng.choice([10, 200_000]))
    if pick == 4:
        return rng.choice(["NaN", "-Infinity", "1e400", "true", "null", "\"\\ud800\""])
    if pick == 5:
        return "".join(rng.choice("[]{}\",:\\0123456789truefalsenull ") for _ in range(200))
    if pick == 6 and depth < 3:
        return "{" + ",".join(f'"{k}": {_hostile_json(rng, depth + 1)}'
                              for k in rng.sample(["format", "version", "game", "options",
                                                   "seed", "actions", "digest", "g", "o",
                                                   "s", "h"], 4)) + "}"
    return json.dumps(rng.choice([0, -1, 2**63, "demo", "risk", [], {}, ["roll"] * 3]))


def _hostile_save(rng: random.Random) -> str:
    fields = {"format": '"boardgames-save"', "version": "1", "game": '"demo"',
              "options": '{"target": 20}', "seed": "1", "actions": '["roll"]'}
    for key in rng.sample(sorted(fields), rng.randrange(1, 4)):
        fields[key] = _hostile_json(rng)
    return "{" + ", ".join(f'"{k}": {v}' for k, v in fields.items()) + "}"


def _hostile_link(rng: random.Random) -> str:
    pick = rng.randrange(5)
    if pick == 0:                      # a hostile header, a checksum that matches
        head = {"g": "risk", "o": {"variant": "classic", "players": 3}, "s": 1, "h": "x"}
        key = rng.choice("gosh")
        text = json.dumps(head).replace(json.dumps(head[key]), _hostile_json(rng), 1)
        return link_of(text.encode()[:rng.choice([100, 5000])] + b"\n"
                       + bytes(rng.randrange(256) for _ in range(rng.randrange(50))))
    if pick == 1:                      # good header, hostile moves
        head = json.dumps({"g": "demo", "o": {"target": 20}, "s": 1, "h": "0"}).encode()
        moves = rng.choice([b"\xff" * 20, b"\x80" * 9 + b"\x01", b"\x00" * 300_000,
                            bytes(rng.randrange(256) for _ in range(500))])
        return link_of(head + b"\n" + moves)
    if pick == 2:                      # a payload that is not zlib, with its checksum
        payload = bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))
        return f"v1.{_b64(payload)}.{_b64(hashlib.sha256(payload).digest()[:6])}"
    if pick == 3:                      # a zlib bomb: tiny deflated, huge inflated
        return link_of(b"{}" + b" " * rng.choice([10**6, 10**7]) + b"\n")
    link = rng.choice(GOOD_LINKS)     # a good link, spliced
    i, j = sorted(rng.randrange(len(link)) for _ in range(2))
    return link[:i] + link[j:] + link[i:j]


@pytest.mark.parametrize("seed", range(6))
def test_seeded_hostile_saves_and_links(seed):
    rng = random.Random(seed)
    worst = 0.0
    for _ in range(25):
        worst = max(worst, refused_or_opened(record_from_json, _hostile_save(rng))[1])
        worst = max(worst, refused_or_opened(decode_link, _hostile_link(rng))[1])
    assert worst < QUICK_S, f"the slowest refusal took {worst:.2f} s (seed {seed})"
