"""Pass-and-play keeps every secret (issue 13, items 1-4, 8 and 14).

1. Undo never names a hidden choice: its notice says only that a move was taken back.
2. Undo does not cross the hand-off: the mover gets a last check (undo, or hide the cards)
   before the curtain; once the device is handed over, the previous moves stand, even
   for a forged tap on an undo command.
3. The privacy setting is not on the curtain (nor honoured from there, even forged).
4. A real double tap on a button that ends a turn never shows the next hand (the demo's
   Hold, a roll of 1, and a Twilight turn ending on the map), with a mouse and by touch.
8. The share dialog says plainly that a link shows all cards.
14. The hand-off panels are in view when they appear, however far the page was scrolled.
"""

from __future__ import annotations

import random

from e2e.conftest import let_late_taps_land
from engine.core import Record, Session, replay
from engine.twilight import cards as C


def _state(app):
    saved = app.record()
    return replay(Record(saved["game"], saved["options"], saved["seed"], saved["actions"]))


def _open_at(app, game, options, seed, until, rng_seed=1):
    """Open the page on a game played in CPython until ``until(state)`` holds."""
    session = Session(game, options, seed)
    rng = random.Random(rng_seed)
    while not until(session.state):
        session.play(rng.choice(session.state.legal_actions()))
    app.open(session.to_link())
    app.page.wait_for_selector('[data-cmd="reveal"]')
    if app.page.locator(".notice").count():
        app.tap('[data-cmd="dismiss"]')
    return session


def _stage(page) -> str:
    if page.locator('[data-cmd="reveal"]').count():
        return "curtain"
    if page.locator('[data-cmd="handover"]').count():
        return "done"
    return "turn"


def _forge_tap(page, cmd: str) -> None:
    """A tap on a command the screen does not offer (as a crafted page or a stale
    element would make): the app itself must refuse it."""
    page.evaluate("""cmd => { const b = document.createElement('button');
        b.dataset.cmd = cmd; b.id = 'forged'; document.querySelector('#app').append(b);
        b.click(); }""", cmd)


def _center(page, selector):
    box = page.locator(selector).first.bounding_box()
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def _double_tap(app, selector) -> None:
    """Two taps at the same point, as fast as a finger or a mouse makes them."""
    x, y = _center(app.page, selector)
    if app.touch:
        app.page.touchscreen.tap(x, y)
        app.page.touchscreen.tap(x, y)
    else:
        app.page.mouse.dblclick(x, y)
    let_late_taps_land(app.page)


def _in_view(page, selector) -> bool:
    box = page.locator(selector).first.bounding_box()
    size = page.viewport_size
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= size["height"] \
        and box["x"] >= 0 and box["x"] + box["width"] <= size["width"]


# --------------------------------------------------------------------- 1 and 2: undo
def test_undo_of_a_headline_names_nothing_and_stays_with_the_mover(app):
    page = app.page
    _open_at(app, "twilight", None, 7, lambda s: "headline" in str(s.prompt()))
    app.tap('[data-cmd="reveal"]')
    card = page.locator('.ts-hand .ts-card[data-action^="headline:"]').first
    action = card.get_attribute("data-action")
    title = str(C.title(int(action.split(":")[1])))
    moves = len(app.record()["actions"])
    card.click()
    # the mover's last check: their own screen, an undo, and no hand-off yet
    assert _stage(page) == "done"
    assert page.locator('[data-cmd="undo"]').is_enabled()
    app.tap('[data-cmd="undo"]')
    notice = page.locator(".notice").inner_text()
    assert "Took back" in notice
    assert title not in notice and action not in notice and "Headline" not in notice, notice
    assert len(app.record()["actions"]) == moves
    assert _stage(page) == "turn"          # back on the USSR's own screen
    # choose again, hand over: the US can no longer take the headline back
    page.locator('.ts-hand .ts-card[data-action^="headline:"]').first.click()
    app.tap('[data-cmd="handover"]')
    assert _stage(page) == "curtain"
    assert page.locator('[data-cmd="undo"]').count() == 0
    assert title not in page.locator("#app").inner_text()
    _forge_tap(page, "undo")
    assert len(app.record()["actions"]) == moves + 1, "a forged undo crossed the hand-off"
    assert _stage(page) == "curtain"
    app.tap('[data-cmd="reveal"]')
    assert page.locator('.ts-hand .ts-card[data-action^="headline:"]').count() > 0   # the US
    assert page.locator('[data-cmd="undo"]').is_disabled()
    _forge_tap(page, "undo")
    assert len(app.record()["actions"]) == moves + 1
    assert "Nothing to undo" in page.locator(".notice").inner_text()
    app.watch.assert_clean()


def test_moves_stand_once_the_device_is_handed_over(app):
    page = app.open().page
    app.start_demo(target=50, seed=3)
    app.tap('[data-cmd="reveal"]')
    for _ in range(60):                     # roll until a hold is offered
        if page.locator('[data-action="hold"]').count():
            break
        if _stage(page) != "turn":
            app.step(random.Random(0))
        else:
            app.tap('[data-action="roll"]')
    red = page.locator(".chip.active").inner_text()
    app.tap('[data-action="hold"]')
    assert _stage(page) == "done"
    assert page.locator(".hand").count() == 1, "the mover still sees their own board"
    assert page.locator("#decision").inner_text().startswith(red)
    app.tap('[data-cmd="handover"]')
    after_hold = len(app.record()["actions"])
    assert _stage(page) == "curtain"
    assert page.locator(".hand").count() == 0 and page.locator('[data-cmd="undo"]').count() == 0
    _forge_tap(page, "undo")
    assert len(app.record()["actions"]) == after_hold
    app.watch.assert_clean()


# --------------------------------------------------------------------- 3: privacy setting
def test_the_privacy_setting_is_changed_only_on_a_turn_screen(app):
    page = app.open().page
    app.start_demo(target=20, seed=5)
    assert _stage(page) == "curtain"
    assert page.locator('[data-cmd="privacy"]').count() == 0
    _forge_tap(page, "privacy")
    assert _stage(page) == "curtain", "the curtain was lifted from the curtain itself"
    assert page.locator(".hand").count() == 0
    settings = page.evaluate("localStorage.getItem('boardgames.settings')")
    assert settings is None or '"privacy": true' in settings
    app.tap('[data-cmd="reveal"]')
    assert page.locator('[data-cmd="privacy"]').count() == 1        # on the turn screen
    app.watch.assert_clean()


# --------------------------------------------------------------------- 4: double taps
def _next_roll_ends_the_turn(app) -> bool:
    state = _state(app)
    mover = state.to_move
    trial = state.clone()
    trial.apply("roll")
    return trial.to_move != mover


def _demo_double_taps(app):
    page = app.page
    app.start_demo(target=50, seed=8)
    holds = ones = 0
    for _ in range(200):
        if holds >= 2 and ones >= 1 or page.locator('[data-over="1"]').count():
            break
        if _stage(page) == "curtain":
            app.tap('[data-cmd="reveal"]')
            continue
        if _stage(page) == "done":
            mover = page.locator("#decision .whose").inner_text()
            _double_tap(app, '[data-cmd="handover"]')
            assert _stage(page) == "curtain", "a double tap on 'pass' revealed the next hand"
            assert page.locator(".hand").count() == 0, mover
            continue
        if page.locator('[data-action="hold"]').count() and random.random() < 0.5:
            who = page.locator(".chip.active").inner_text()
            _double_tap(app, '[data-action="hold"]')
            holds += 1
            assert _stage(page) in ("done", "curtain"), "a double tap on Hold went too far"
            if _stage(page) == "done":
                assert page.locator("#decision .whose").inner_text().startswith(who)
            continue
        if _next_roll_ends_the_turn(app):
            _double_tap(app, '[data-action="roll"]')           # a 1: the turn is over
            ones += 1
            assert _stage(page) == "curtain", "a double tap on a losing roll showed a hand"
            assert page.locator(".hand").count() == 0
            continue
        app.tap('[data-action="roll"]')
    assert holds >= 2 and ones >= 1, (holds, ones)
    app.watch.assert_clean()


def test_a_double_click_never_reveals_the_next_hand(app):
    _demo_double_taps(app.open())


def test_a_double_tap_never_reveals_the_next_hand_on_a_tablet(tablet):
    _demo_double_taps(tablet.open())


def test_on_a_small_screen_a_double_tap_still_reveals_nothing(app):
    """A phone held sideways: the panels cannot avoid the tapped point, so their buttons
    there wait a moment (0.7 s) before they work."""
    page = app.open().page
    page.set_viewport_size({"width": 568, "height": 300})
    app.start_demo(target=50, seed=8)
    app.tap('[data-cmd="reveal"]')
    guarded = 0
    for _ in range(100):
        if _stage(page) == "curtain":
            app.tap('[data-cmd="reveal"]')              # waits until the button works
        elif _stage(page) == "done":
            _double_tap(app, '[data-cmd="handover"]')
            assert _stage(page) == "curtain" and page.locator(".hand").count() == 0
            guarded += page.locator('[data-cmd="reveal"][data-guard]').count()
        elif page.locator('[data-action="hold"]').count():
            moves = len(app.record()["actions"])
            _double_tap(app, '[data-action="hold"]')
            assert _stage(page) in ("done", "curtain"), "a double tap on Hold went too far"
            assert len(app.record()["actions"]) == moves + 1, "the second tap undid the hold"
            guarded += page.locator("[data-guard]").count()
        else:
            app.tap('[data-action="roll"]')
        if guarded >= 2:
            break
    assert guarded >= 2, "the guard never had to act: make the screen smaller"
    app.watch.assert_clean()


def _twilight_last_setup_move(app):
    """Open Twilight at the USSR's last setup placement; return the map selector of one
    placement that ends the USSR's setup."""
    _open_at(app, "twilight", None, 11,
             lambda s: s.to_move == 0 and "1 more setup influence" in str(s.prompt()))
    app.tap('[data-cmd="reveal"]')
    return 'svg.ts-map .ts-c[data-action^="inf:"]'


def _check_twilight_double_tap(app):
    page = app.page
    selector = _twilight_last_setup_move(app)
    us_hand = set(_state(app).hands[1])
    _double_tap(app, selector)
    assert _stage(page) == "done", "the USSR's turn ended: its last check comes first"
    _double_tap(app, '[data-cmd="handover"]')
    assert _stage(page) == "curtain", "a double tap revealed the US hand"
    shown = {int(n) for n in page.locator("#app [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")}
    assert not shown & us_hand
    assert page.locator(".ts-hand").count() == 0
    app.watch.assert_clean()


def test_a_double_click_ending_a_twilight_turn_shows_no_hand(app):
    _check_twilight_double_tap(app)


def test_a_double_tap_ending_a_twilight_turn_shows_no_hand_on_a_tablet(tablet):
    _check_twilight_double_tap(tablet)


# --------------------------------------------------------------------- 8: share warning
def test_the_share_dialog_says_a_link_shows_every_card(app):
    page = app.open().page
    app.start_demo(target=20, seed=2)
    app.tap('[data-cmd="reveal"]')
    app.tap('[data-cmd="share"]')
    warning = page.locator("#share-warning")
    assert warning.is_visible()
    text = warning.inner_text()
    assert "sees every card" in text and "both hands" in text
    app.watch.assert_clean()


# --------------------------------------------------------------------- 14: in view
def test_the_hand_off_panels_are_in_view_after_a_long_scroll(tablet):
    page = tablet.page
    # a phone's screen: a tablet's shows the whole turn without a scroll (issue 23); a
    # phone's page goes on under the map (the tracks, the log)
    page.set_viewport_size({"width": 390, "height": 844})
    selector = _twilight_last_setup_move(tablet)
    # a long turn: the player scrolled down to the bottom of the page (map, log)
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 200, "the page is long enough to scroll"
    target = page.locator(selector).last
    target.scroll_into_view_if_needed()
    target.tap()
    assert _stage(page) == "done"
    assert _in_view(page, '[data-cmd="handover"]') and _in_view(page, "#decision .whose")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    tablet.tap('[data-cmd="handover"]')
    assert _stage(page) == "curtain"
    assert _in_view(page, '[data-cmd="reveal"]') and _in_view(page, "#decision .whose")
    tablet.tap('[data-cmd="reveal"]')
    assert page.evaluate("window.scrollY") == 0, "the next player starts at the top"
    tablet.watch.assert_clean()
