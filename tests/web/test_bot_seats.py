"""The page's computer players, the parts that run under CPython (web/py/bot_seats.py,
web/py/bot_worker.py): the decision seed, the seats, "since your last turn", the panel
markup, and the worker's answers (issue 16, items 8 and 9)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
sys.path.insert(0, str(WEB_PY))

import bot_seats  # noqa: E402
import bot_worker  # noqa: E402
from engine.bots import decide  # noqa: E402
from engine.core import Session  # noqa: E402


def test_the_decision_seed_is_reproducible_and_differs_by_move_and_game():
    a = [bot_seats.decision_seed(7, m) for m in range(50)]
    assert a == [bot_seats.decision_seed(7, m) for m in range(50)]
    assert len(set(a)) == 50
    assert bot_seats.decision_seed(8, 3) != bot_seats.decision_seed(7, 3)
    assert all(0 <= x < 2**63 for x in a)


def test_seat_levels_read_the_record_players():
    players = [{"name": "A", "colour": None, "bot": None},
               {"name": "B", "colour": None, "bot": "easy"}]
    assert bot_seats.seat_levels(players) == [None, "easy"]
    assert bot_seats.seat_levels(None) == []
    s = Session("twilight", {}, 1, players=players)
    assert bot_seats.seat_levels(Session.from_link(s.to_link()).record.players) == [None, "easy"]


def test_new_log_lines_finds_what_was_added():
    assert bot_seats.new_log_lines(["a", "b"], ["a", "b", "c", "d"]) == ["c", "d"]
    assert bot_seats.new_log_lines(None, ["a"]) == ["a"]
    assert bot_seats.new_log_lines(["a", "b"], ["a", "b"]) == []
    # a log that keeps only its newest lines
    assert bot_seats.new_log_lines(["a", "b", "c"], ["b", "c", "d"]) == ["d"]


def test_the_thinking_panel_says_who_thinks_and_offers_no_action():
    html = bot_seats.thinking_panel(["USSR", "US"], 1, "easy", since=["x < y"])
    assert 'id="bot-thinking"' in html and 'aria-live="polite"' in html
    assert "US (computer, easy) is thinking…" in html
    assert "data-action" not in html and "data-cmd" not in html
    assert "x &lt; y" in html and "Since your last turn (1 entry)" in html


def test_the_failure_panel_has_a_retry_and_plurals_are_right():
    html = bot_seats.thinking_panel(["USSR", "US"], 1, "hard", error="It did not answer in time.",
                                    since=["a", "b"])
    assert 'role="alert"' in html and 'data-cmd="bot-retry"' in html
    assert "US (computer, hard) could not move." in html and "Traceback" not in html
    assert "(2 entries)" in html
    assert bot_seats.since_list([]) == ""
    many = bot_seats.since_list([str(i) for i in range(20)], limit=5)
    assert "… and 15 earlier" in many and many.count("<li") == 5


@pytest.mark.parametrize("game,options", [("twilight", {}),
                                          ("risk", {"variant": "classic", "players": 3})])
def test_the_worker_answers_what_the_engine_decides(game, options):
    s = Session(game, options, 5)
    obs = s.state.observe(s.state.to_move)
    seed = bot_seats.decision_seed(5, 0)
    answer = json.loads(bot_worker.choose(bot_seats.request_json(game, "easy", obs, seed)))
    assert answer["action"] == decide(game, "easy", obs, seed=seed)
    assert answer["action"] in obs["legal"] and answer["ms"] >= 0


def test_the_worker_reports_failures_as_text_never_raises():
    for request in ("not json", "[1]", json.dumps({"game": "twilight", "level": "nosuch",
                                                    "observed": {}, "seed": 1})):
        answer = json.loads(bot_worker.choose(request))
        assert set(answer) == {"error"} and answer["error"]
    assert json.loads(bot_worker.ready())["ok"] is True


def test_the_thinking_line_uses_the_name_chosen_for_the_seat():
    table = [{"name": "Ada", "colour": None, "bot": None},
             {"name": "Hal <b>", "colour": None, "bot": "hard"}]
    html = bot_seats.thinking_panel(["USSR", "US"], 1, "hard", table=table)
    assert "Hal &lt;b&gt; (US, computer, hard) is thinking…" in html
    # a seat named after its side (the default) reads as before
    table[1]["name"] = "US"
    assert "US (computer, hard) is thinking…" in bot_seats.thinking_panel(
        ["USSR", "US"], 1, "hard", table=table)


def test_boards_with_their_own_since_list_say_so():
    """Twilight and Risk draw "since your last turn" themselves (from ctx.since), so the
    bot code adds its log-line list on the person's turn only for the others."""
    import boards
    assert boards.renderer_for("twilight").SHOWS_SINCE is True
    assert boards.renderer_for("risk").SHOWS_SINCE is True
    assert not getattr(boards.renderer_for("demo"), "SHOWS_SINCE", False)
