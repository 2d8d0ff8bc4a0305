"""Two tabs on one game lose no move (defect 6 of issue 25).

The demo game open in two tabs of one browser (two pages of one context: one
localStorage); moves played in tab A, then in tab B. Before the fix, B's next write
replaced A's game: A's moves were gone without a word.

* Tabs that hear of each other (the ``storage`` event): B brings A's newer moves in and
  says so; B's moves then continue that game; a reload of A shows every move.
* A tab that never heard of A's moves (asleep: its ``storage`` events are held back
  here): B's first move after them finds the game changed and keeps B's line as a
  separate saved game, with a notice; A's game keeps its moves, and a reload of A
  resumes A's own game (each tab remembers its game).

The storage logic is tested under CPython in ``tests/web/test_two_tabs.py``.
"""

from __future__ import annotations

import random

# Holds back the storage events of a page (as for a tab the browser had put to sleep).
DEAF = """window.addEventListener("storage", (e) => e.stopImmediatePropagation(), true);"""
ELSEWHERE = "another tab"


def _move(app, rng: random.Random, avoid: str | None = None) -> str:
    """Tap until one move is played (through the hand-off screens): the move. An action
    other than ``avoid`` is chosen when the screen offers one."""
    page = app.page
    n = len(app.record()["actions"])
    for _ in range(10):
        for cmd in ("handover", "reveal"):
            if page.locator(f'[data-cmd="{cmd}"]').count():
                app.tap(f'[data-cmd="{cmd}"]')
        shown = sorted(app.shown_actions())
        assert shown == sorted(app.legal())
        choice = rng.choice([a for a in shown if a != avoid] or shown)
        app.tap(f'[data-action="{choice}"]')
        actions = app.record()["actions"]
        if len(actions) > n:
            return actions[-1]
    raise AssertionError("no move was played")


def _open_two_tabs(app, deaf_b: bool = False):
    a = app.open()
    a.start_demo(target=50, seed=5)
    b = a.another_tab()
    if deaf_b:
        b.page.add_init_script(DEAF)
    b.open()                        # resumes the game on screen in A
    assert b.record() == a.record()
    return a, b


def _notice(app) -> str:
    loc = app.page.locator(".notice")
    return loc.inner_text() if loc.count() else ""


def test_a_tab_brings_in_the_moves_made_in_another_tab(app):
    a, b = _open_two_tabs(app)
    start = a.record()["actions"]
    rng = random.Random(1)
    for _ in range(5):
        _move(a, rng)
    a_line = a.record()["actions"]
    assert len(a_line) == len(start) + 5
    # B heard of them: it shows A's game now, and says so
    b.page.wait_for_function("n => JSON.parse(window.boardgames.record()).actions.length === n",
                             arg=len(a_line))
    assert b.record()["actions"] == a_line
    assert ELSEWHERE in _notice(b)
    for _ in range(3):
        _move(b, rng)
    b_line = b.record()["actions"]
    assert len(b_line) == len(a_line) + 3 and b_line[:len(a_line)] == a_line
    # A heard of B's moves too; a reload of A shows every move of both tabs
    a.page.wait_for_function("n => JSON.parse(window.boardgames.record()).actions.length === n",
                             arg=len(b_line))
    assert ELSEWHERE in _notice(a)
    a.page.reload()
    a.page.wait_for_selector('body[data-ready="1"]')
    assert a.record()["actions"] == b_line
    a.home()
    assert a.page.locator(".saved-item").count() == 1            # one game, one line
    app.watch.assert_clean()


def test_a_tab_that_never_heard_of_the_other_keeps_both_lines(app):
    a, b = _open_two_tabs(app, deaf_b=True)
    start = a.record()["actions"]
    rng = random.Random(2)
    for _ in range(5):
        _move(a, rng)
    a_line = a.record()["actions"]
    assert b.record()["actions"] == start                        # B knows nothing of them
    # B plays on from where it was, another move than A's first
    first = _move(b, rng, avoid=a_line[len(start)])
    assert first != a_line[len(start)]
    assert ELSEWHERE in _notice(b) and "separate saved game" in _notice(b)
    for _ in range(2):
        _move(b, rng)
    b_line = b.record()["actions"]
    assert b_line[:len(start)] == start and len(b_line) == len(start) + 3
    # Nothing lost: A's game still has A's moves (a reload of A resumes it), and B's
    # line is a saved game of its own, which a reload of B resumes.
    a.page.reload()
    a.page.wait_for_selector('body[data-ready="1"]')
    assert a.record()["actions"] == a_line
    b.page.reload()
    b.page.wait_for_selector('body[data-ready="1"]')
    assert b.record()["actions"] == b_line
    a.home()
    assert a.page.locator(".saved-item").count() == 2
    app.watch.assert_clean()
