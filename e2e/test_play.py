"""The demo game is played to its end by taps, on a desktop page and on a tablet."""

import random

from engine.core import Record, replay


def _check_final_state(app):
    """The page's final position is the one CPython reaches from the same record."""
    page = app.page
    assert page.locator('[data-over="1"]').count() == 1
    assert page.locator("#result").inner_text().endswith("wins.")
    assert page.locator("#actions [data-action]").count() == 0
    saved = app.record()
    state = replay(Record(saved["game"], saved["options"], saved["seed"], saved["actions"]))
    assert state.is_over
    assert state.digest() == saved["digest"] == app.digest()


def test_play_demo_to_the_end_by_taps(app):
    app.open().start_demo(target=20, seed=11)
    taps = app.play_to_end(random.Random(1))
    assert taps > 5
    _check_final_state(app)
    # "Play again" starts a new game with the same options.
    app.tap('[data-cmd="rematch"]')
    app.page.wait_for_selector('[data-cmd="reveal"]')
    assert app.record()["actions"] == []
    app.watch.assert_clean()


def test_play_demo_on_a_tablet_with_touch(tablet):
    page = tablet.open().page
    assert page.evaluate("navigator.maxTouchPoints > 0")
    tablet.start_demo(target=20, seed=4)
    # Tap targets are big enough for fingers.
    tablet.tap('[data-cmd="reveal"]')
    box = page.locator('[data-action="roll"]').bounding_box()
    assert box["height"] >= 48 and box["width"] >= 48
    tablet.play_to_end(random.Random(2))
    _check_final_state(tablet)
    tablet.watch.assert_clean()


def test_hand_off_hides_cards_and_undo_takes_back_a_hold(app):
    page = app.open().page
    app.start_demo(target=50, seed=3)
    # Pass-and-play: the first screen is the hand-off, with no card and no action shown.
    assert page.locator('[data-cmd="reveal"]').is_visible()
    assert page.locator(".hand").count() == 0 and app.shown_actions() == []
    app.tap('[data-cmd="reveal"]')
    assert page.locator(".hand").count() == 1
    assert page.locator('[data-cmd="undo"]').is_disabled()
    # Roll until a hold is offered (a roll is never undoable: the die was seen).
    for _ in range(50):
        if page.locator('[data-action="hold"]').count():
            break
        if page.locator('[data-cmd="reveal"]').count():
            app.tap('[data-cmd="reveal"]')
        else:
            app.tap('[data-action="roll"]')
    before = app.digest()
    moves = len(app.record()["actions"])
    app.tap('[data-action="hold"]')
    assert app.digest() != before
    app.tap('[data-cmd="undo"]')
    page.wait_for_selector(".notice")
    assert "Took back" in page.locator(".notice").inner_text()
    assert len(app.record()["actions"]) == moves
    if page.locator('[data-cmd="reveal"]').count():
        app.tap('[data-cmd="reveal"]')
    assert app.digest() == before
    assert page.locator('[data-cmd="undo"]').is_disabled()
    app.watch.assert_clean()
