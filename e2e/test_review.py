"""Reviewing a game in the page (issue 24): every position reached by the buttons and by
the slider shows the engine's own position (``#review[data-digest]`` equals
``History.digest``), a link to a moment opens there ("move N of M"), "Play on from here"
makes a new saved game and leaves the reviewed one as it was, an unfinished game's
review shows no hand card, and the switch that shows the hands exists only once the
game is over. Bad moments and stray taps: a clear message, nothing lost, no error.

The games are made here with the engine (seeded random play, computer players), so the
digests compared are CPython's. The charts' numbers are checked under CPython
(tests/web/test_review_page.py).
"""

from __future__ import annotations

import json
import re

import pytest

from engine.bots.testing import bot_record
from engine.core import History, Record, encode_link, game_text
from engine.core.i18n import render
from engine.core.testing import random_record
from engine.twilight.carddata import CARDS

from e2e.conftest import let_late_taps_land, wait_ready

REVIEW = "document.getElementById('review')"


TWILIGHT = random_record("twilight", {}, 3)          # 149 moves, over (random play)
RISK = bot_record("risk", {"variant": "two-player-passive", "players": 2}, 1)   # 278 moves


def _open_review(app, record: Record) -> History:
    """Open ``record`` as a link, then its review from the game's tools."""
    app.open(encode_link(record))
    app.page.wait_for_selector("#decision")
    app.tap('[data-cmd="review"]')
    app.page.wait_for_selector("#review")
    return History(record)


def _at(page) -> tuple[int, str]:
    at, digest = page.evaluate(f"[{REVIEW}.dataset.at, {REVIEW}.dataset.digest]")  # at once
    return int(at), digest


def _wait_at(page, n: int) -> None:
    page.wait_for_function(f"n => !!{REVIEW} && {REVIEW}.dataset.at === String(n)", arg=n)


def _press(app, cmd: str, h: History, expected: int) -> None:
    app.tap(f'#review [data-cmd="{cmd}"]')
    _wait_at(app.page, expected)
    at, digest = _at(app.page)
    assert digest == h.digest(expected), (cmd, expected)


def _click_through(page, cmd: str, times: int) -> list:
    """Click the button ``cmd`` ``times`` times in one round trip (each click is handled,
    and its position drawn, before the next: the page handles a click at once);
    [position, digest] shown after each. The buttons are tapped for real elsewhere
    (:func:`_press`); this reaches every move of a long game quickly."""
    return page.evaluate(
        f"([cmd, k]) => Array.from({{length: k}}, () => {{"
        f" document.querySelector(`#review [data-cmd=\"${{cmd}}\"]`).click();"
        f" return [Number({REVIEW}.dataset.at), {REVIEW}.dataset.digest]; }})", [cmd, times])


def _slide_through(page, positions: list[int]) -> list:
    """Drag the slider through ``positions`` as a quick finger does (one input event per
    position, the browser drawing no frame in between); [position, digest] shown after
    each (each event is handled, and its position drawn, before the next)."""
    return page.evaluate(
        f"ns => ns.map(n => {{ const s = document.getElementById('rv-slider');"
        f" s.value = String(n); s.dispatchEvent(new Event('input', {{bubbles: true}}));"
        f" return [Number({REVIEW}.dataset.at), {REVIEW}.dataset.digest]; }})", positions)


def _slide(page, n: int) -> tuple[int, str]:
    """Drag the slider to ``n``; the position shown then (waited for if not yet drawn)."""
    at, digest = _slide_through(page, [n])[0]
    if at != n:
        _wait_at(page, n)
        at, digest = _at(page)
    return at, digest


def _walk(app, h: History, every_action: bool) -> None:
    """Start -> end by the buttons (each move when ``every_action``, else each round and
    the first and last 30 moves), back by rounds, then the positions by the slider (every
    one, or one in seven when the buttons stopped at each move)."""
    page = app.page
    _press(app, "rv-end", h, h.moves)
    _press(app, "rv-start", h, 0)
    assert page.locator("#rv-status").inner_text().strip() == f"move 0 of {h.moves}"
    n = 0
    if every_action:        # each move: the first 30 by taps, the others 20 clicks a trip
        for _ in range(30):
            n = h.next_action(n)
            _press(app, "rv-next", h, n)
        while n < h.moves:
            wanted = []
            while n < h.moves and len(wanted) < 20:
                n = h.next_action(n)
                wanted.append([n, h.digest(n)])
            assert _click_through(page, "rv-next", len(wanted)) == wanted
    else:
        for _ in range(30):
            n = h.next_action(n)
            _press(app, "rv-next", h, n)
        while n < h.moves:
            n = h.next_round(n)
            _press(app, "rv-next-round", h, n)
        for _ in range(30):
            n = h.prev_action(n)
            _press(app, "rv-prev", h, n)
        _press(app, "rv-end", h, h.moves)
        n = h.moves
    assert page.locator('#review [data-cmd="rv-next"]').is_disabled()
    assert page.locator("#rv-status").inner_text().strip() == f"move {h.moves} of {h.moves}"
    while n > 0:                                    # back, a round at a time
        n = h.prev_round(n)
        _press(app, "rv-prev-round", h, n)
    # the slider reaches every position (when the buttons stopped at each move, one in
    # seven of them and both ends: the buttons have checked each already)
    slid = sorted({*range(h.moves, -1, -7 if every_action else -1), 0}, reverse=True)
    for i in range(0, len(slid), 20):
        batch = slid[i:i + 20]
        assert _slide_through(page, batch) == [[n, h.digest(n)] for n in batch]
    # the keyboard moves the slider too, and the slider keeps the focus
    page.focus("#rv-slider")
    for n in (1, 2, 3):
        page.keyboard.press("ArrowRight")
        _wait_at(page, n)
        assert _at(page)[1] == h.digest(n)


@pytest.mark.slow
def test_a_finished_twilight_game_is_reviewed_move_by_move(app):
    h = _open_review(app, TWILIGHT)
    assert h.over and _at(app.page)[0] == 0          # a finished game opens at the start
    _walk(app, h, every_action=True)
    # a tap on a chart opens the moment of the row under it (its right end: the end)
    chart = app.page.locator("#chart-vp svg.chart-svg")
    box = chart.bounding_box()
    chart.click(position={"x": box["width"] - 2, "y": box["height"] / 2})
    _wait_at(app.page, h.moves)
    app.watch.assert_clean()


@pytest.mark.slow
def test_a_finished_risk_game_is_reviewed_by_rounds_and_by_the_slider(app):
    h = _open_review(app, RISK)
    _walk(app, h, every_action=False)
    app.watch.assert_clean()


def test_a_moment_link_opens_its_review_and_bad_moments_lose_nothing(app):
    page = app.open(encode_link(TWILIGHT) + "@40").page
    page.wait_for_selector("#review")
    _wait_at(page, 40)
    h = History(TWILIGHT)
    assert _at(page)[1] == h.digest(40)
    assert page.locator("#rv-status").inner_text().strip() == f"move 40 of {h.moves}"
    # the share dialog offers this position's link, with the usual warning
    app.tap('#review [data-cmd="rv-share"]')
    link = page.locator("#share-link").input_value()
    assert link.endswith("@40") and "#v1." in link
    assert "sees every card" in page.locator("#share-warning").inner_text()
    # the game's record as text: the engine's game_text, one line per event, dated
    with page.expect_download() as download:
        app.tap('#review [data-cmd="record-text"]')
    text = open(download.value.path(), encoding="utf-8").read()
    assert text.split("\n", 1)[1] == game_text(TWILIGHT)
    assert download.value.suggested_filename == "twilight-record-move149.txt"
    app.tap('#review [data-cmd="rv-close"]')
    page.wait_for_selector("#decision")
    digest, record = app.digest(), app.record()
    for bad, words in ((encode_link(TWILIGHT) + "@99999", "only 149 moves"),
                       (encode_link(TWILIGHT) + "@forty", "not a move number")):
        page.goto(app.base_url + "#" + bad)
        notice = page.locator(".notice.error")
        notice.wait_for()
        assert "link could not be opened" in notice.inner_text() and words in notice.inner_text()
        assert app.digest() == digest and app.record() == record
    app.watch.assert_clean()


def test_play_on_from_here_makes_a_new_saved_game(app):
    page = app.open(encode_link(TWILIGHT) + "@40").page
    _wait_at(page, 40)
    gid = page.evaluate("localStorage.getItem('boardgames.current')")
    before = page.evaluate(f"localStorage.getItem('boardgames.save.{gid}')")
    app.tap('#review [data-cmd="rv-branch"]')
    page.wait_for_selector("#decision")
    assert app.record()["actions"] == TWILIGHT.actions[:40]
    assert app.digest() == History(TWILIGHT).digest(40)
    new = page.evaluate("localStorage.getItem('boardgames.current')")
    assert new != gid
    after = page.evaluate(f"localStorage.getItem('boardgames.save.{gid}')")
    assert after == before                   # the reviewed game: record and digest as they were
    assert json.loads(after)["actions"] == TWILIGHT.actions
    assert "unchanged" in page.locator(".notice").inner_text()
    app.home()
    page.wait_for_selector("#saved-list")
    assert page.locator(".saved-item").count() == 2
    # a saved game is reviewed from the list, and Close goes back to the list
    app.tap(f'.saved-item[data-id="{gid}"] [data-cmd="saved-review"]')
    page.wait_for_selector("#review")
    assert _at(page)[1] == History(TWILIGHT).digest(0)
    app.tap('#review [data-cmd="rv-close"]')
    page.wait_for_selector("#saved-list")
    app.watch.assert_clean()


def _secret_cards(h: History, n: int) -> tuple[set, set]:
    """The cards in a hand (or chosen face down as a headline) at position ``n`` that the
    public view there does not name: (numbers, English names). Names that occur in some
    card's own text (a card drawn face up may print them) are left out of the names."""
    state = h.state(n)
    held = set(state.hands[0]) | set(state.hands[1]) | {c for c in state.headline if c}
    public = json.dumps(h.observe(n, None)["view"], default=str) + " ".join(
        render(line) for line in h.observe(n, None)["view"]["log"])
    texts = " ".join(c[9] for c in CARDS)
    names = {c[0]: c[1] for c in CARDS}
    secret = {c for c in held if c in names and names[c] not in public}
    return secret, {names[c] for c in secret if names[c] not in texts}


def test_an_unfinished_game_shows_no_hand_and_no_switch(app):
    record = Record("twilight", dict(TWILIGHT.options), TWILIGHT.seed, TWILIGHT.actions[:60])
    h = History(record)
    assert not h.over
    page = app.open(encode_link(record)).page
    page.wait_for_selector("#decision")         # the curtain: two people play
    app.home()
    app.tap('.saved-item [data-cmd="saved-review"]')
    page.wait_for_selector("#review")
    assert _at(page)[0] == 60                   # an unfinished game opens at its end
    assert page.locator('[data-cmd="rv-seat"]').count() == 0
    checked = 0
    for n in range(0, 61, 3):
        _slide(page, n)
        secret, names = _secret_cards(h, n)
        html = page.content()
        shown = {int(c) for c in re.findall(r'data-card="(\d+)"', html)}
        assert not secret & shown, (n, secret & shown)
        for name in names:
            assert name not in html, (n, name)
        checked += len(secret)
    assert checked > 100
    app.watch.assert_clean()


def test_the_hands_switch_of_a_finished_game(app):
    h = _open_review(app, TWILIGHT)
    page = app.page
    _slide(page, 20)
    seats = page.locator('[data-cmd="rv-seat"]')
    assert seats.count() == 3                   # nobody's, USSR's, US's
    hand = h.views(20)[0]["view"]["hand"]
    numbers = {c if isinstance(c, int) else c.get("number") for c in hand}
    app.tap('[data-cmd="rv-seat"][data-seat="0"]')
    page.wait_for_selector('[data-cmd="rv-seat"][data-seat="0"][aria-pressed="true"]')
    shown = {int(c) for c in re.findall(r'data-card="(\d+)"', page.content())}
    assert numbers <= shown
    assert _at(page)[1] == h.digest(20)         # the position is the same
    app.watch.assert_clean()


def test_autoplay_language_switch_double_taps_and_leaving(app):
    h = _open_review(app, TWILIGHT)
    page = app.page
    page.select_option("#rv-speed", "0.1")
    app.tap('#review [data-cmd="rv-play"]')
    page.wait_for_function(f"{REVIEW} && Number({REVIEW}.dataset.at) >= 3")
    page.select_option("#lang-review", "it")    # the language changes while it plays
    page.wait_for_function("document.documentElement.lang === 'it'")
    page.wait_for_function(f"{REVIEW} && Number({REVIEW}.dataset.at) >= 8")
    at, digest = _at(page)
    assert digest == h.digest(at)
    app.tap('#review [data-cmd="rv-play"]')     # pause
    page.wait_for_selector('#review [data-cmd="rv-play"][aria-pressed="false"]')
    at = _at(page)[0]
    page.locator('#review [data-cmd="rv-next"]').dblclick()
    _wait_at(page, at + 2)
    page.mouse.click(5, 5)                      # a stray tap on nothing
    app.tap('#review [data-cmd="rv-play"]')
    app.tap('#review [data-cmd="rv-close"]')    # leave while it plays
    page.wait_for_selector("#decision")
    let_late_taps_land(page)
    assert not page.locator("#review").count()
    wait_ready(page)
    assert app.digest() == h.digest(h.moves)    # the game itself never moved
    app.watch.assert_clean()


def test_the_charts_under_a_finished_game_open_its_review(app):
    page = app.open(encode_link(TWILIGHT)).page
    page.wait_for_selector("#charts")               # under the game over screen
    app.tap('#charts [data-cmd="rv-tables"]')
    page.wait_for_selector("#charts .chart-table")
    rows = History(TWILIGHT).series()
    at = rows[5]["at"]
    app.tap(f'#chart-vp [data-cmd="rv-go"][data-at="{at}"]')   # the keyboard's way
    _wait_at(page, at)
    assert _at(page)[1] == History(TWILIGHT).digest(at)
    app.watch.assert_clean()
