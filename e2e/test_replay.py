"""Recorded games replayed inside the page (Pyodide) reach CPython's exact state."""

import json
import random

import pytest

from engine.core import Session

CASES = [(101, 20, None), (202, 30, None), (303, 50, None), (404, 50, 25)]


def _recorded_game(seed: int, target: int, stop: int | None) -> Session:
    """A game played by CPython with random legal moves (to its end, or ``stop`` moves)."""
    session = Session("demo", {"target": target}, seed)
    rng = random.Random(seed)
    while not session.state.is_over and (stop is None or len(session.record.actions) < stop):
        session.play(rng.choice(session.state.legal_actions()))
    return session


def test_recorded_games_replay_to_the_same_digest_in_the_page(app):
    page = app.page
    for i, (seed, target, stop) in enumerate(CASES):
        session = _recorded_game(seed, target, stop)
        expected = session.state.digest()
        link = session.to_link()
        if i == 0:
            app.open(link)              # a fresh page opened on a link
        else:
            page.goto(app.base_url + "#" + link)  # a new link in the open page (hashchange)
        page.wait_for_function("d => window.boardgames.digest() === d", arg=expected,
                               timeout=20_000)
        assert app.record()["actions"] == session.record.actions
        assert "Opened a shared game" in page.locator(".notice").inner_text()
        assert (page.locator('[data-over="1"]').count() == 1) == session.state.is_over
        # The fragment is consumed: a reload resumes the autosave, not the old link.
        assert "#" not in page.url


def test_save_file_opens_in_the_page_with_the_same_digest(app, tmp_path):
    session = _recorded_game(7, 30, None)
    path = tmp_path / "game.json"
    path.write_text(session.to_json())
    page = app.open().page
    page.set_input_files('input[type=file][data-cmd="open-file"]', str(path))
    page.wait_for_function("d => window.boardgames.digest() === d",
                           arg=session.state.digest(), timeout=20_000)
    assert "Opened the save file" in page.locator(".notice").inner_text()
    # And the page's own save file is the same record.
    assert json.loads(page.evaluate("window.boardgames.record()"))["actions"] == \
        session.record.actions
    app.watch.assert_clean()


def _random_game(game: str, options: dict, seed: int, max_moves: int = 5000) -> Session:
    session = Session(game, options, seed)
    rng = random.Random(seed)
    while not session.state.is_over and len(session.record.actions) < max_moves:
        session.play(rng.choice(session.state.legal_actions()))
    return session


# Complete random games of the real games: the engine must give the same result on
# CPython (here) and on Pyodide's CPython (in the page), dice, shuffles and all.
REAL_GAMES = [
    ("twilight", {}, 11),
    ("twilight", {"tournament": True, "realign_mixed": True}, 12),
    ("risk", {"variant": "two-player-active", "players": 2, "max_turns": 30}, 13),
    ("risk", {"variant": "missions", "players": 3, "max_turns": 30}, 14),
]


@pytest.mark.parametrize("game, options, seed", REAL_GAMES)
def test_real_game_replays_identically_in_pyodide(app, game, options, seed):
    session = _random_game(game, options, seed)
    assert session.state.is_over
    app.open(session.to_link())
    app.page.wait_for_function("d => window.boardgames.digest() === d",
                               arg=session.state.digest(), timeout=60_000)
    assert app.record()["actions"] == session.record.actions
