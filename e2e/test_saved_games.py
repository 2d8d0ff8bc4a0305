"""Every game is kept (issue 14, parts 4-6), in the page.

* Starting a game or opening a link adds it to Saved games; nothing replaces a game; the
  list survives reloads; each entry opens at its own position.
* Delete asks first, and can be undone for a few seconds.
* A link of a game already in the list continues that entry (no duplicate).
* The single autosave slot (and its backup) of earlier versions moves into the list.
* Storage refused (private mode) or full: a clear message, and the game goes on.

The list's logic is tested under CPython in ``tests/web/test_library.py``.
"""

from __future__ import annotations

import pytest

import random

from engine.core import Session

READY = 'body[data-ready="1"]'


def _entries(page) -> list[dict]:
    return page.locator(".saved-item").evaluate_all(
        "els => els.map(e => ({id: e.dataset.id, title: e.querySelector('.saved-title').textContent,"
        " detail: e.querySelector('.saved-detail').textContent,"
        " time: (e.querySelector('.saved-time') || {}).textContent || '',"
        " players: e.querySelector('.saved-players').textContent,"
        " current: e.classList.contains('current')}))")


def _home(app) -> None:
    if app.page.locator('[data-cmd="home"]').count():
        app.home()
    app.page.wait_for_selector("#saved")


def _reload(app) -> None:
    app.page.reload()
    app.page.wait_for_selector(READY, timeout=60_000)


def _moves(app, n: int, rng) -> None:
    for _ in range(n):
        app.step(rng)


def _to_turn(app) -> None:
    """Through the mover's check and the curtain to a turn screen (whose bar is usable)."""
    for _ in range(4):
        for cmd in ("handover", "reveal"):
            if app.page.locator(f'[data-cmd="{cmd}"]').count():
                app.tap(f'[data-cmd="{cmd}"]')
                break
        else:
            return


def _move(app, rng) -> None:
    """Tap until one move is played (hand-off taps are not moves)."""
    n = len(app.record()["actions"])
    while len(app.record()["actions"]) == n:
        app.step(rng)


def test_every_game_is_kept_and_opens_where_it_was(app):
    page = app.open().page
    app.start_demo(target=30, seed=1)
    _moves(app, 6, random.Random(1))
    first = (app.digest(), app.record()["actions"])
    # A new game does not replace the first one.
    _home(app)
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#decision")
    twilight = app.digest()
    _home(app)
    entries = _entries(page)
    assert [e["title"] for e in entries] == ["Twilight Struggle", "Boost Pig (demo)"]
    assert entries[0]["current"] and not entries[1]["current"]
    assert entries[0]["players"] == "USSR vs US" and entries[1]["players"] == "Red vs Blue"
    assert entries[1]["detail"].startswith("Move ") and "to play" in entries[1]["detail"]
    assert all(e["time"] == "Last played just now" for e in entries)

    # The list survives a reload; the game on screen is resumed.
    _reload(app)
    assert app.digest() == twilight
    _home(app)
    assert [e["id"] for e in _entries(page)] == [e["id"] for e in entries]
    page.click(f'.saved-item[data-id="{entries[1]["id"]}"] [data-cmd="saved-open"]')
    page.wait_for_selector("#decision")
    assert (app.digest(), app.record()["actions"]) == first
    # Playing on updates that entry in place; a reload now resumes this game.
    _moves(app, 3, random.Random(2))
    moved = app.record()["actions"]
    _reload(app)
    assert app.record()["actions"] == moved
    _home(app)
    entries = _entries(page)
    assert len(entries) == 2 and entries[0]["title"] == "Boost Pig (demo)" and entries[0]["current"]
    app.watch.assert_clean()


@pytest.mark.slow
def test_delete_asks_first_and_can_be_undone(app):
    page = app.open().page
    app.start_demo(seed=3)
    _moves(app, 4, random.Random(3))
    kept = app.record()["actions"]
    _home(app)
    app.start_demo(seed=4)
    _home(app)
    old = _entries(page)[1]["id"]
    item = f'.saved-item[data-id="{old}"]'

    page.click(f'{item} [data-cmd="saved-delete"]')
    assert "Delete this game?" in page.locator(item).inner_text()
    page.click(f'{item} [data-cmd="saved-keep"]')               # changed her mind
    assert len(_entries(page)) == 2

    page.click(f'{item} [data-cmd="saved-delete"]')
    page.click(f'{item} [data-cmd="saved-confirm"]')
    assert [e["id"] for e in _entries(page)] != [] and page.locator(item).count() == 0
    assert f"Deleted Boost Pig (demo), move {len(kept)}." in \
        page.locator("#saved-undo").inner_text()
    page.click('[data-cmd="saved-undo"]')
    assert page.locator(item).count() == 1
    page.click(f'{item} [data-cmd="saved-open"]')
    assert app.record()["actions"] == kept                     # back exactly as it was

    # Deleted for good once the few seconds are over (and after a reload).
    _home(app)
    page.click(f'{item} [data-cmd="saved-delete"]')
    page.click(f'{item} [data-cmd="saved-confirm"]')
    page.wait_for_selector("#saved-undo", state="detached", timeout=20_000)
    _reload(app)
    _home(app)
    assert page.locator(item).count() == 0 and len(_entries(page)) == 1
    app.watch.assert_clean()


def test_a_link_of_a_saved_game_continues_it(app):
    page = app.open().page
    app.start_demo(target=50, seed=8)
    rng = random.Random(8)
    _moves(app, 6, rng)
    _to_turn(app)
    app.tap('[data-cmd="share"]')
    old_link = page.locator("#share-link").input_value().split("#", 1)[1]
    _moves(app, 4, rng)
    here = app.record()["actions"]

    # An older link of this game: the saved game, further on, is kept and shown.
    page.goto(app.base_url + "#" + old_link)
    page.wait_for_selector(".notice")
    assert "further on" in page.locator(".notice").inner_text()
    assert app.record()["actions"] == here
    _home(app)
    assert len(_entries(page)) == 1

    # A friend played on from it: the entry continues with the link's moves.
    theirs = Session.from_json(page.evaluate("window.boardgames.record()"))  # as saved here...
    friend = random.Random(9)
    for _ in range(5):                              # ... then five moves more
        if theirs.state.is_over:
            break
        theirs.play(friend.choice(theirs.state.legal_actions()))
    page.goto(app.base_url + "#" + theirs.to_link())
    page.wait_for_function("d => window.boardgames.digest() === d", arg=theirs.state.digest())
    assert "Opened a shared game" in page.locator(".notice").inner_text()
    _home(app)
    entries = _entries(page)
    assert len(entries) == 1 and entries[0]["current"]

    # Another game's link is a new entry.
    other = Session("demo", {"target": 20}, 99)
    page.goto(app.base_url + "#" + other.to_link())
    page.wait_for_function("d => window.boardgames.digest() === d", arg=other.state.digest())
    _home(app)
    assert len(_entries(page)) == 2
    app.watch.assert_clean()


def test_the_old_autosave_and_its_backup_move_into_the_list(app):
    page = app.open().page
    autosave = Session("demo", {"target": 30}, 21)
    previous = Session("demo", {"target": 20}, 22)
    rng = random.Random(5)
    for session, n in ((autosave, 7), (previous, 3)):
        for _ in range(n):
            session.play(rng.choice(session.state.legal_actions()))
    # What an earlier version of the app left in this browser.
    page.evaluate("([a, p]) => { localStorage.clear(); "
                  "localStorage.setItem('boardgames.autosave', a); "
                  "localStorage.setItem('boardgames.previous', p); }",
                  [autosave.to_json(), previous.to_json()])
    _reload(app)
    assert app.digest() == autosave.state.digest()          # resumed, as before
    _home(app)
    entries = _entries(page)
    assert len(entries) == 2 and entries[0]["current"]
    assert page.evaluate("localStorage.getItem('boardgames.autosave')") is None
    assert page.evaluate("localStorage.getItem('boardgames.previous')") is None
    page.click(f'.saved-item[data-id="{entries[1]["id"]}"] [data-cmd="saved-open"]')
    assert app.digest() == previous.state.digest()
    _reload(app)
    _home(app)
    assert len(_entries(page)) == 2                         # migrated once, not again
    app.watch.assert_clean()


STORAGE_REFUSED = """
(() => {
  const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
  Object.defineProperty(window, "localStorage", { get: refuse, configurable: true });
  Object.defineProperty(window, "sessionStorage", { get: refuse, configurable: true });
  if (window.indexedDB) {
    indexedDB.open = refuse;
    indexedDB.deleteDatabase = refuse;
  }
})();
"""

STORAGE_FILLS_UP = """
(() => {
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (window.__storageFull && String(key).startsWith("boardgames.")) {
      throw new DOMException("Setting the value exceeded the quota.", "QuotaExceededError");
    }
    return setItem.call(this, key, value);
  };
})();
"""


def test_storage_refused_says_so_and_the_game_is_still_playable(app):
    page = app.page
    page.add_init_script(STORAGE_REFUSED)
    app.open()
    notice = page.locator(".notice.error").inner_text()
    assert "does not let the page keep games" in notice and "Save file" in notice
    assert "private browsing" in page.locator(".saved-problem").inner_text()
    app.start_demo(target=20, seed=6)
    taps = app.play_to_end(random.Random(6))
    assert taps > 5 and page.locator('[data-over="1"]').count() == 1
    app.watch.assert_clean()


def test_storage_full_says_so_the_game_goes_on_and_saves_again_later(app):
    page = app.page
    page.add_init_script(STORAGE_FILLS_UP)
    app.open()
    app.start_demo(target=50, seed=7)
    rng = random.Random(7)
    _moves(app, 3, rng)
    saved = app.record()["actions"]
    page.evaluate("window.__storageFull = true")
    _move(app, rng)
    notice = page.locator(".notice.error").inner_text()
    assert "storage for this page is full" in notice and "Save file" in notice
    _moves(app, 2, rng)                                     # still playable
    stored = page.evaluate("JSON.parse(localStorage.getItem('boardgames.save.' + "
                           "localStorage.getItem('boardgames.current'))).actions")
    assert stored == saved                                  # the last good save is intact
    # Space freed: the next tap of any kind saves the game at once (not only its next move).
    page.evaluate("window.__storageFull = false")
    now = app.record()["actions"]
    assert len(now) > len(saved)
    _home(app)
    page.wait_for_selector(".notice:not(.error)")
    assert "saved again" in page.locator(".notice").inner_text()
    _reload(app)
    assert app.record()["actions"] == now
    # And every move is saved again as it is played.
    _to_turn(app)
    _move(app, rng)
    now = app.record()["actions"]
    _reload(app)
    assert app.record()["actions"] == now
    app.watch.assert_clean()
