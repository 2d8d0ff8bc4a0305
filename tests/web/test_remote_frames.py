"""Splitting a message too long for one QR code into a short numbered series of codes and
joining it back (web/py/remote/frames.py, issue 34 item 2): any order, repeats and other
messages' codes harmless, a wrong piece refused."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from remote import frames  # noqa: E402
from remote.frames import FRAME_BYTES, FrameError, Joiner, split  # noqa: E402

PREFIX = "https://friends.example/games/#"


def _link(n: int, seed: int = 1) -> str:
    rng = random.Random(seed)
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    return PREFIX + "m=" + "".join(rng.choice(alphabet) for _ in range(n))


def test_a_text_that_fits_is_one_code_unchanged():
    link = _link(300)
    assert split(link, PREFIX) == [link]
    assert Joiner(PREFIX).add(link) == link


def test_a_long_text_becomes_few_codes_of_at_most_the_size_each():
    link = _link(4800)                       # a shuffle pass as a link (design notes: ~4.8 kB)
    parts = split(link, PREFIX)
    assert 7 <= len(parts) <= 8
    assert all(len(p.encode()) <= FRAME_BYTES for p in parts)
    assert all(p.startswith(PREFIX) for p in parts), "each code is a link to the page"
    sizes = {len(p) for p in parts[:-1]}
    assert max(sizes) - min(sizes) <= 1, "the codes are of one size"
    numbered = [frames.parse(p, PREFIX)[:2] for p in parts]
    assert numbered == [(i, len(parts)) for i in range(1, len(parts) + 1)]


def test_any_order_and_repeats_join_once():
    link = _link(3000, seed=2)
    parts = split(link, PREFIX)
    shuffled = parts + parts[:2]
    random.Random(3).shuffle(shuffled)
    joiner = Joiner(PREFIX)
    got = [joiner.add(p) for p in shuffled]
    assert [g for g in got if g is not None] == [link]
    assert joiner.add(parts[0]) is None, "a repeat after the end gives nothing again"


def test_progress_and_missing_frames():
    parts = split(_link(2500, seed=4), PREFIX)
    joiner = Joiner(PREFIX)
    joiner.add(parts[2])
    joiner.add(parts[0])
    assert joiner.progress == (2, len(parts))
    assert joiner.missing() == [k for k in range(1, len(parts) + 1) if k not in (1, 3)]


def test_two_messages_interleaved_both_join():
    a, b = _link(2000, seed=5), _link(1800, seed=6)
    pa, pb = split(a, PREFIX), split(b, PREFIX)
    joiner = Joiner(PREFIX)
    out = [joiner.add(p) for pair in zip(pa, pb) for p in pair]
    out += [joiner.add(p) for p in pa[len(pb):] + pb[len(pa):]]
    assert sorted(x for x in out if x) == sorted([a, b])


def test_a_changed_piece_is_refused():
    parts = split(_link(2000, seed=7), PREFIX)
    joiner = Joiner(PREFIX)
    for p in parts[:-1]:
        joiner.add(p)
    last = parts[-1]
    with pytest.raises(FrameError, match="do not join") as err:
        joiner.add(last[:-1] + ("A" if last[-1] != "A" else "B"))
    assert err.value.kind == "mismatch"


def test_utf8_is_never_cut_inside_a_character():
    text = "Ἑλληνικά · עברית · Polski ąę · " * 60
    parts = split(text, size=300)
    assert all(len(p.encode()) <= 300 for p in parts)
    joiner = Joiner()
    assert [x for x in (joiner.add(p) for p in reversed(parts)) if x] == [text]


def test_too_long_for_codes_is_refused_with_the_reason():
    with pytest.raises(FrameError, match="send it as a link") as err:
        split(_link(40_000), PREFIX)
    assert err.value.kind == "too-long"


def test_a_prefix_too_long_for_the_code_is_refused():
    with pytest.raises(FrameError, match="no room"):
        split("x" * 800, prefix="p" * 690)


@settings(max_examples=60, deadline=None)
@given(st.text(min_size=0, max_size=3000), st.integers(min_value=40, max_value=900),
       st.randoms(use_true_random=False))
def test_split_then_join_in_any_order_gives_the_text(text, size, rng):
    try:
        parts = split(text, "#", size)
    except FrameError:
        return
    assert all(len(p.encode()) <= size for p in parts)
    rng.shuffle(parts)
    joiner = Joiner("#")
    assert [x for x in (joiner.add(p) for p in parts) if x is not None] == [text]
