"""Bad links are refused clearly and never cost the game in progress; reload resumes."""

import random

from engine.core import Session


def _valid_link() -> str:
    session = Session("demo", {"target": 30}, 99)
    rng = random.Random(5)
    for _ in range(12):
        if session.state.is_over:
            break
        session.play(rng.choice(session.state.legal_actions()))
    return session.to_link()


def _tampered(link: str) -> str:
    version, payload, check = link.split(".")
    i = len(payload) // 2
    swapped = "A" if payload[i] != "A" else "B"
    return ".".join([version, payload[:i] + swapped + payload[i + 1:], check])


BAD_LINKS = {
    "tampered": (_tampered, "altered"),
    "truncated": (lambda link: link[: len(link) * 2 // 3], "cut short"),
    "future": (lambda link: "v9" + link[2:], "newer version"),
    "garbage": (lambda link: "hello-world", "not a game link"),
}


# The saved copy of the game on screen (web/py/library.py keeps one entry per game).
CURRENT_SAVE = "localStorage.getItem('boardgames.save.' + localStorage.getItem('boardgames.current'))"


def test_bad_links_are_refused_and_the_game_in_progress_survives(app, browser):
    page = app.open().page
    app.start_demo(target=30, seed=5)
    rng = random.Random(8)
    for _ in range(8):
        app.step(rng)
    digest = app.digest()
    moves = app.record()["actions"]
    saved = page.evaluate(CURRENT_SAVE)
    assert saved and '"actions"' in saved

    link = _valid_link()
    for name, (spoil, words) in BAD_LINKS.items():
        if page.locator(".notice").count():
            app.tap('[data-cmd="dismiss"]')
        page.goto(app.base_url + "#" + spoil(link))
        notice = page.locator(".notice.error")
        notice.wait_for()
        text = notice.inner_text()
        assert "link could not be opened" in text and words in text, (name, text)
        assert "game in progress is unchanged" in text, (name, text)
        assert app.digest() == digest, name
        assert app.record()["actions"] == moves, name
        assert page.evaluate(CURRENT_SAVE) == saved, name
        assert page.locator("#decision").is_visible()

    # Closing the page and opening it again (on a bad link, even) resumes the same game.
    page.close()
    page2 = page.context.new_page()
    app.watch.attach(page2)
    app.page = page2
    app.open(_tampered(link))
    assert page2.locator(".notice.error").is_visible()
    assert app.digest() == digest
    assert app.record()["actions"] == moves
    assert page2.locator("#decision").is_visible()
    app.watch.assert_clean()


def test_share_link_round_trips_through_a_new_page(app):
    page = app.open().page
    app.start_demo(target=20, seed=21)
    rng = random.Random(3)
    for _ in range(10):
        app.step(rng)
    digest = app.digest()
    app.tap('[data-cmd="share"]')
    url = page.locator("#share-link").input_value()
    assert url.startswith(app.base_url + "#v1.")
    fresh = page.context.browser.new_context()
    try:
        other = fresh.new_page()
        other.goto(url)
        other.wait_for_selector('body[data-ready="1"]', timeout=60_000)
        assert other.evaluate("window.boardgames.digest()") == digest
    finally:
        fresh.close()
    app.watch.assert_clean()


def test_an_unreadable_autosave_is_reported_and_kept(app):
    page = app.open().page
    bad = ('{"format": "boardgames-save", "version": 1, "game": "demo", "options": {}, '
           '"seed": 1, "actions": ["hold"]}')
    page.evaluate("t => localStorage.setItem('boardgames.autosave', t)", bad)
    page.reload()
    page.wait_for_selector('body[data-ready="1"]', timeout=60_000)
    text = page.locator(".notice.error").inner_text()
    assert "could not be resumed" in text and "cannot be played" in text, text
    assert page.evaluate("localStorage.getItem('boardgames.unreadable')") == bad
    assert page.locator('[data-cmd="pick"]').count() >= 1     # the home screen
    app.watch.assert_clean()
