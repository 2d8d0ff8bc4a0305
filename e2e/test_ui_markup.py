"""The UI's markup code under CPython (no browser): every registered game can be drawn.

``web/py/screens.py``, ``boards.py`` and ``ui.py`` import nothing from the browser, so a
game added to ``engine.games`` is checked here at once: its home entry, its decision panel
(board renderer or generic fallback) and its buttons, which must be its legal actions.
"""

import random
import re
import sys
from pathlib import Path

import pytest

WEB_PY = Path(__file__).resolve().parent.parent / "web" / "py"
sys.path.insert(0, str(WEB_PY))

import boards  # noqa: E402
import screens  # noqa: E402
from engine.core import Session  # noqa: E402
from engine.games import GAMES, get_spec  # noqa: E402


def _render(session, handoff=False, share=None, notice=None):
    state = session.state
    viewer = None if handoff or state.is_over else state.to_move
    return screens.game(state.observe(viewer), title=session.spec.title, version="x",
                        handoff=handoff, privacy=True, ui={},
                        moves=len(session.record.actions), can_undo=session.can_undo(),
                        share=share, notice=notice)


def _actions(html):
    return re.findall(r'data-action="([^"]*)"', html)


def test_home_lists_every_game():
    games = [(name, get_spec(name)) for name in GAMES]
    html = screens.home(games, "9.9", picked=games[0][0], options={}, resume=None, previous=None)
    for name, spec in games:
        assert f'data-game="{name}"' in html
    assert '<span id="engine-version">9.9</span>' in html


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_draws_its_decision_panel(game):
    # Risk: the claims by turns, every one a tap on the map (dealt territories start with
    # placements, whose counts the board asks in a pop-up: see test_risk_ui)
    session = Session(game, {"territories": "claimed"} if game == "risk" else None, 3)
    rng = random.Random(3)
    for _ in range(30):
        if session.state.is_over:
            break
        html = _render(session)
        legal = session.state.legal_actions()
        assert set(_actions(html)) == set(legal), "buttons and board offer the legal actions"
        assert screens.esc(session.state.prompt()) in html
        hidden = _render(session, handoff=True)
        assert _actions(hidden) == [] and 'data-cmd="reveal"' in hidden
        session.play(rng.choice(legal))


def test_text_is_escaped_and_generic_board_is_the_fallback():
    session = Session("demo", None, 1)
    html = _render(session, notice=("error", "<script>alert(1)</script>"))
    assert "<script>" not in html and "&lt;script&gt;" in html
    assert boards.renderer_for("no_such_game") is boards.GENERIC
    ctx = boards.context(session.state.observe(0))
    assert "<dl" in boards.render_generic(ctx)


def test_a_broken_board_renderer_falls_back_to_the_generic_board(monkeypatch):
    from games.demo import board as board_demo
    monkeypatch.setattr(board_demo, "render", lambda ctx: 1 / 0)
    html = _render(Session("demo", None, 1))
    assert "simplified board" in html and 'data-action="roll"' in html
