"""Computer players in the page (issue 16, items 8 and 9): a person against bots, by taps.

Games are opened from links made here (``Session(..., players=[...]).to_link()``): the
seats travel in the link. The bots think in a PyScript worker (``web/py/bot_worker.py``);
the page shows a "thinking…" line and no action meanwhile, never a hand-off curtain (one
person at the table), and stays responsive. Every bot move in the record is checked
against CPython: ``engine.bots.decide`` on the bot seat's ``observe`` with the seed
``bot_seats.decision_seed(record seed, move number)`` (and the page's settings,
``bot_seats.PAGE_PARAMS``) gives the same action, so the page's
bots are the engine's bots, reproducibly.
"""

from __future__ import annotations

import html
import json
import random
import sys

from pathlib import Path

import pytest

from e2e.conftest import is_reachability_probe, wait_installed
from engine.bots import decide
from engine.core import Session, replay
from engine.core.record import Record

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "web" / "py"))
import bot_seats  # noqa: E402  (pure helpers: decision_seed)

READY = 'body[data-ready="1"]'
# What the loops below look at. They never sleep: after a look that calls for nothing
# (the bot thinks, a redraw is under way) they wait for the next change of it (_changed),
# and they are bounded by a number of looks, never by the clock (a busy machine only
# makes them slower).
STATUS = """() => ({
  moves: (() => { const r = window.boardgames && window.boardgames.record();
                  return r ? JSON.parse(r).actions.length : -1; })(),
  thinking: !!document.querySelector('#bot-thinking'),
  error: !!document.querySelector('#bot-error'),
  curtain: !!document.querySelector('#decision.curtain, [data-cmd="reveal"], [data-cmd="handover"]'),
  over: !!document.querySelector('[data-over="1"]'),
  home: !!document.querySelector('[data-cmd="resume"]'),
  acts: [...new Set([...document.querySelectorAll(
      '#app [data-action]:not([disabled]), #app [data-warn]:not([disabled])')]
      .map(e => e.dataset.action || e.dataset.warn))],
})"""
LOOKS = 600                 # looks at the page, at most, for one loop
# Each bot move stays on screen at least 0.5 s for a person to follow (bot_seats.PAUSE_S);
# a test that does not look at that pause shortens it (it only costs time here).
SHORT_PAUSE = "window.boardgamesBotPause = 0.1"


def _status(page) -> dict:
    s = page.evaluate(f"JSON.stringify(({STATUS})())")
    return dict(json.loads(s), key=s)


def _changed(page, s: dict, timeout: float = 60_000) -> None:
    """Until the page's status is no longer ``s`` (a move, a redraw, the end)."""
    page.wait_for_function(f"k => !document.body || JSON.stringify(({STATUS})()) !== k",
                           arg=s["key"], timeout=timeout)


def _seat(name: str, bot: str | None) -> dict:
    return {"name": name, "colour": None, "bot": bot}


def _link(game: str, options: dict, seed: int, seats: list) -> str:
    return Session(game, options, seed, players=seats).to_link()


def _record(app) -> Record:
    data = app.record()
    return Record(data["game"], data["options"], data["seed"], data["actions"],
                  data.get("players"))


def _check_bot_moves(app) -> dict:
    """Every bot move of the page's record is what the engine's bot decides for that seat's
    observation and the derived seed; returns {seat: number of moves}."""
    rec = _record(app)
    levels = bot_seats.seat_levels(rec.players)
    state = replay(Record(rec.game, rec.options, rec.seed, []))
    count: dict = {}
    for i, action in enumerate(rec.actions):
        seat = state.to_move
        count[seat] = count.get(seat, 0) + 1
        if levels[seat]:
            obs = state.observe(seat)
            want = decide(rec.game, levels[seat], obs, seed=bot_seats.decision_seed(rec.seed, i),
                          **bot_seats.PAGE_PARAMS.get((rec.game, levels[seat]), {}))
            assert action == want, f"move {i}: the page's bot played {action!r}, CPython {want!r}"
        state.apply(action)
    return count


def _movers(rec: Record) -> list[int]:
    """The seat that made each move of ``rec``."""
    state = replay(Record(rec.game, rec.options, rec.seed, []))
    out = []
    for action in rec.actions:
        out.append(state.to_move)
        state.apply(action)
    return out


def _tap_action(app, rng: random.Random, acts: list) -> None:
    assert sorted(acts) == sorted(app.legal()), "the person is offered exactly the legal actions"
    action = rng.choice(acts)        # a warned move asks for a confirm first (issue 15)
    app.tap(f'[data-action="{action}"], [data-warn="{action}"]')


def _twilight_bot_hand(app) -> list[str]:
    """The names (English and Italian, as markup) of the cards in the US bot's hand."""
    from engine.twilight.carddata import CARDS
    names = {c[0]: (c[1], c[2]) for c in CARDS}
    state = replay(_record(app))
    return [html.escape(n) for c in state.hands[1] for n in names[c]]


@pytest.mark.slow
def test_twilight_person_against_an_easy_bot(app):
    """USSR (a person, by taps) against an easy US: the bot answers, the indicator shows
    while it thinks, Games works meanwhile, never a curtain, the bot's hand never in the
    DOM, and the bots' moves are the engine's."""
    page = app.page
    seats = [_seat("Ann", None), _seat("Computer", "easy")]
    page.add_init_script(SHORT_PAUSE)
    app.open(_link("twilight", {}, 11, seats))
    rng = random.Random(5)
    person = thinking = went_home = hand_checks = since_checks = 0
    for _ in range(LOOKS):
        if person >= 14 and thinking >= 6:
            break
        s = _status(page)
        assert not s["curtain"], "no hand-off curtain with one person at the table"
        assert not s["error"], page.inner_text("#decision")
        if s["over"]:
            break
        if s["thinking"]:
            thinking += 1
            assert not s["acts"], "nobody can play for the bot"
            if hand_checks < 3 or not since_checks:   # the page never holds the bot's hand
                html = page.inner_html("#app")
                hand = _twilight_bot_hand(app)
                assert hand and not [c for c in hand if c in html], "the bot's hand is in the DOM"
                hand_checks += 1
                # "since your last turn": the lines of the person's own log added since
                # their last decision (CPython's answer, from the page's record)
                saved, shown, still = page.evaluate("""() => [window.boardgames.record(),
                    [...document.querySelectorAll('#bot-since li')].map(e => e.textContent),
                    !!document.querySelector('#bot-thinking')]""")
                if still:       # (else the bot has moved since the look: the next look)
                    session = Session.from_json(saved)      # the same moment
                    before = session.last_turn(0)
                    want = [str(line) for line in bot_seats.new_log_lines(
                        before.view(0)["log"] if before else None,
                        session.state.view(0)["log"])]
                    assert shown == want[-12:], (shown, want)
                    since_checks += 1
            if not went_home and person >= 3:       # the page stays responsive
                app.home()
                page.wait_for_selector('[data-cmd="resume"]')
                moves = len(app.record()["actions"])   # (the bot may move until home shows)
                went_home = 1
                # The behaviour under test is that nothing happens: the bot does not
                # play on the home screen. A sleep is the only way to give it the
                # chance to (longer than a bot move takes here, its pause included).
                page.wait_for_timeout(800)
                assert page.locator('[data-cmd="resume"]').count() == 1
                assert len(app.record()["actions"]) == moves
                app.tap('[data-cmd="resume"]')
                continue
            _changed(page, s)
        elif s["acts"]:
            _tap_action(app, rng, s["acts"])
            person += 1
        else:
            _changed(page, s)
    assert person >= 10 and thinking >= 3 and went_home and hand_checks and since_checks, \
        (person, thinking, went_home, hand_checks)
    count = _check_bot_moves(app)
    assert count.get(1, 0) >= 5, count
    assert "Traceback" not in page.inner_text("body")
    app.watch.assert_clean()


@pytest.mark.slow
def test_reload_resumes_the_bot_and_undo_never_takes_back_its_moves(app):
    page = app.page
    seats = [_seat("Ann", None), _seat("Computer", "easy")]
    page.add_init_script(SHORT_PAUSE)
    app.open(_link("twilight", {}, 23, seats))
    rng = random.Random(9)
    # play until the bot is thinking after a few of the person's moves, then reload
    person = 0
    for _ in range(LOOKS):
        s = _status(page)
        if s["thinking"] and person >= 8:
            break
        if s["acts"]:
            _tap_action(app, rng, s["acts"])
            person += 1
        else:
            _changed(page, s)
    assert person >= 8, person
    before = app.record()["actions"]
    page.reload()
    page.wait_for_selector(READY)
    after = app.record()["actions"]
    assert after[:len(before)] == before
    assert _status(page)["thinking"] or len(after) > len(before)
    page.wait_for_function("n => JSON.parse(window.boardgames.record()).actions.length > n",
                           arg=len(after), timeout=30_000)        # the bot continues

    # undo: at the person's turn right after the bot moved, nothing to take back; later
    # in the turn, undo takes back the person's own decisions, never past the bot's move
    checked = undone = 0
    for _ in range(LOOKS):
        if checked >= 2 and undone:
            break
        s = _status(page)
        if not s["acts"]:
            _changed(page, s)
            continue
        rec = _record(app)
        movers = _movers(rec)
        enabled = page.locator('#app [data-cmd="undo"]:not([disabled])')
        if movers and movers[-1] == 1:          # the bot made the last move
            assert enabled.count() == 0, "undo is not offered past the bot's move"
            checked += 1
        elif enabled.count() and rng.random() < 0.5:
            n = len(rec.actions)
            enabled.first.click()
            page.wait_for_function("n => JSON.parse(window.boardgames.record()).actions.length < n",
                                   arg=n)
            assert len(app.record()["actions"]) == n - 1 and movers[-1] == 0
            undone += 1
            continue
        _tap_action(app, rng, _status(page)["acts"])
    assert checked >= 2 and undone >= 1, (checked, undone)
    _check_bot_moves(app)
    # a shared link keeps who sits where: it opens as the same bot game
    page.wait_for_selector('#app [data-cmd="share"]')
    app.tap('[data-cmd="share"]')
    shared = Session.from_link(page.input_value("#share-link").split("#", 1)[1])
    assert shared.record.players == seats
    assert shared.record.actions == app.record()["actions"]
    app.watch.assert_clean()


@pytest.mark.slow
def test_risk_person_against_two_bots_plays_a_full_turn_cycle(app):
    page = app.page
    page.add_init_script("window.boardgamesBotPause = 0.05")    # Risk has many small moves
    seats = [_seat("Ann", None), _seat("Bea", "easy"), _seat("Cy", "easy")]
    options = {"variant": "classic", "players": 3}
    app.open(_link("risk", options, 4, seats))
    rng = random.Random(3)
    cycle = False
    for _ in range(LOOKS):
        if cycle:
            break
        s = _status(page)
        assert not s["curtain"] and not s["error"]
        if s["over"]:
            break
        if s["acts"]:
            # prefer ending an attack phase quickly: random taps, but not for ever
            acts = s["acts"]
            _tap_action(app, rng, acts)
            rec = _record(app)
            state = replay(Record(rec.game, rec.options, rec.seed, []))
            movers = []
            for action in rec.actions:
                if not movers or movers[-1] != state.to_move:
                    movers.append(state.to_move)
                state.apply(action)
            # after the person's first turn: both bots, then the person again
            if 0 in movers:
                rest = movers[movers.index(0):]
                cycle = 1 in rest and 2 in rest and rest.count(0) >= 2 \
                    and rest.index(1) < len(rest) - 1 - rest[::-1].index(0)
        else:
            _changed(page, s)
    assert cycle, "the person, then both bots, then the person again"
    count = _check_bot_moves(app)
    assert count.get(1) and count.get(2), count
    app.watch.assert_clean()


def test_a_bot_that_fails_shows_a_message_and_a_retry(app):
    """A level the worker does not know: a clear message and Try again, no traceback."""
    page = app.page
    seats = [_seat("Ann", "nosuchlevel"), _seat("Bob", None)]
    app.open(_link("twilight", {}, 3, seats))
    page.wait_for_selector("#bot-error", timeout=60_000)
    text = page.inner_text("#decision")
    assert "could not move" in text and "Try again" in text
    assert "Traceback" not in page.inner_text("body") and "Error" not in text
    app.tap('[data-cmd="bot-retry"]')
    page.wait_for_selector("#bot-error", timeout=30_000)
    assert app.record()["actions"] == []
    app.watch.assert_clean()


@pytest.mark.cold
def test_offline_a_bot_game_still_works(app):
    """After one visit (the service worker has precached the site, the bots' worker
    script and config included), a bot game opened offline: the worker starts from the
    cache (its interpreter from the start-up snapshot) and the bot moves."""
    page = app.page
    context = page.context
    failed: list = []
    # (blob: URLs are the page's own memory, not the network: the reload below may
    # abort one the page had started to read)
    context.on("requestfailed", lambda r: None if is_reachability_probe(r)
               or r.url.startswith("blob:") else failed.append(f"{r.url}: {r.failure}"))
    app.open()
    wait_installed(page)
    context.set_offline(True)
    seats = [_seat("Ann", None), _seat("Computer", "easy")]
    page.goto(app.base_url + "#" + _link("twilight", {}, 31, seats))
    page.reload()           # a full load of the page, offline, resuming the bot game
    page.wait_for_selector(READY, timeout=60_000)
    rng = random.Random(2)
    for _ in range(LOOKS):
        if _check_bot_moves(app).get(1, 0) >= 3:
            break
        s = _status(page)
        assert not s["error"], page.inner_text("#decision")
        if s["acts"]:
            _tap_action(app, rng, s["acts"])
        else:
            _changed(page, s)
    assert _check_bot_moves(app).get(1, 0) >= 3
    # Page and worker both started their interpreters from the cached snapshot.
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
    assert [w.evaluate("globalThis.boardgamesBoot") for w in page.workers] == ["snapshot"]
    assert not failed, failed
    app.watch.assert_clean()


@pytest.mark.slow
def test_double_taps_stray_taps_and_the_privacy_setting_never_play_for_the_bot(tablet):
    """On a tablet: every action double-tapped, stray taps on the board and the thinking
    line while the bot thinks (and no privacy setting to toggle: one person plays): the
    bot's moves are still all its own, no curtain ever comes, nothing breaks."""
    app = tablet
    page = app.page
    seats = [_seat("Ann", None), _seat("Computer", "easy")]
    page.add_init_script(SHORT_PAUSE)
    app.open(_link("twilight", {}, 17, seats))
    rng = random.Random(8)
    taps = strays = toggles = 0
    for _ in range(LOOKS):
        if taps >= 12 and strays >= 4 and toggles >= 2:
            break
        s = _status(page)
        assert not s["curtain"] and not s["error"]
        if s["over"]:
            break
        if s["thinking"]:
            target = "#bot-thinking" if strays % 2 else "#board"
            try:
                page.locator(target).first.tap(timeout=1000)
                strays += 1
            except Exception:           # the panel was redrawn under the tap: try again
                pass
            continue
        if not s["acts"]:
            _changed(page, s)
            continue
        if not toggles:
            # one person against the computer: nothing to hide, so no privacy setting
            assert page.locator('#app [data-cmd="privacy"]').count() == 0
            toggles = 2
        assert sorted(s["acts"]) == sorted(app.legal())
        action = rng.choice(s["acts"])
        loc = page.locator(f'[data-action="{action}"], [data-warn="{action}"]').first
        loc.scroll_into_view_if_needed()
        box = loc.bounding_box()
        if box:
            # two taps on the same point, 60 ms apart: the gap is the behaviour under test
            # (a finger's double tap), not a wait for something
            x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
            page.touchscreen.tap(x, y)
            page.wait_for_timeout(60)
            page.touchscreen.tap(x, y)
            taps += 1
    assert taps >= 8 and strays >= 2 and toggles == 2, (taps, strays, toggles)
    count = _check_bot_moves(app)           # no tap was ever played for the bot
    assert count.get(1, 0) >= 3, count
    assert "Traceback" not in page.inner_text("body")
    app.watch.assert_clean()


@pytest.mark.slow
def test_two_people_and_a_bot_the_curtain_works_between_the_people(app):
    """Risk, two people and a bot: a person's turn begins behind the curtain (the device
    changes hands), the bot's turns show the public view (nobody's cards) and no action."""
    page = app.page
    page.add_init_script("window.boardgamesBotPause = 0.05")
    seats = [_seat("Ann", None), _seat("Bea", None), _seat("Cy", "easy")]
    app.open(_link("risk", {"variant": "classic", "players": 3}, 6, seats))
    rng = random.Random(4)
    curtains = thinking = 0
    for _ in range(LOOKS):
        if curtains >= 4 and thinking >= 3:
            break
        s = _status(page)
        assert not s["error"]
        if page.locator('[data-cmd="reveal"]').count():
            curtains += 1
            app.tap('[data-cmd="reveal"]')
        elif page.locator('[data-cmd="handover"]').count():
            app.tap('[data-cmd="handover"]')
        elif s["thinking"]:
            thinking += 1
            assert not s["acts"]
            # nobody's eyes: no person's "since your last turn" either
            assert page.locator("#bot-since").count() == 0
            _changed(page, s)
        elif s["acts"]:
            _tap_action(app, rng, s["acts"])
        else:
            _changed(page, s)
    assert curtains >= 4 and thinking >= 3, (curtains, thinking)
    count = _check_bot_moves(app)
    assert count.get(0) and count.get(1) and count.get(2), count
    app.watch.assert_clean()


def test_a_bot_that_does_not_answer_in_time_can_be_asked_again(app):
    """The time allowed for a move cut to nothing (a test setting): the page says the
    computer player did not answer in time and offers Try again; with the usual time,
    Try again gets its move."""
    page = app.page
    page.add_init_script("window.boardgamesBotTimeout = 0")
    seats = [_seat("Computer", "easy"), _seat("Bob", None)]
    app.open(_link("twilight", {}, 12, seats))
    page.wait_for_selector("#bot-error", timeout=60_000)
    assert "did not answer in time" in page.inner_text("#bot-error")
    assert "Traceback" not in page.inner_text("body")
    assert app.record()["actions"] == []
    page.evaluate("window.boardgamesBotTimeout = 60")
    app.tap('[data-cmd="bot-retry"]')
    page.wait_for_function("JSON.parse(window.boardgames.record()).actions.length > 0",
                           timeout=60_000)
    assert page.locator("#bot-error").count() == 0
    assert _check_bot_moves(app).get(0, 0) >= 1
    app.watch.assert_clean()
