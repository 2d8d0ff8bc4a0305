"""The review screen and its charts under CPython (issue 24, the page: web/py/review.py,
web/py/charts.py): the charts' numbers are the engine's (``History.series``) for every
round, read back from the SVG's data and from the text alternative; the review of an
unfinished game draws no hand card, no secret headline and no unshown Risk mission at
any position, and offers no switch to the hands; the record as text is the engine's
``game_text`` in the page's language. The browser side: e2e/test_review.py.
"""

from __future__ import annotations

import html as htmllib
import io
import json
import re
import sys
from pathlib import Path

import pytest

from engine.bots.testing import bot_record
from engine.core import History, Record, RecordError, game_text
from engine.core.i18n import render
from engine.core.testing import random_record
from engine.games import get_spec
from engine.twilight.carddata import CARDS

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import charts  # noqa: E402
import lang  # noqa: E402
import review  # noqa: E402


@pytest.fixture(autouse=True)
def english():
    lang.use("en")
    yield
    lang.use("en")


def _title(record) -> str:
    return get_spec(record.game).title


def _number(text: str):
    return None if text == "" else int(text)


def _check_charts(record: Record, markup: str) -> int:
    """Every series of every chart, from the SVG's data and from the tables, equals the
    engine's rows; returns how many numbers were compared."""
    h = History(record)
    rows = h.series()
    ats = [str(row["at"]) for row in rows]
    svgs = re.findall(r'<svg class="chart-svg"[^>]*data-at="([^"]*)"', markup)
    assert svgs and all(a.split(",") == ats for a in svgs)
    compared = 0
    keys = set()
    for key, values in re.findall(r'<polyline [^>]*data-key="([^"]*)" data-values="([^"]*)"',
                                  markup):
        key = htmllib.unescape(key)
        keys.add(key)
        got = [_number(v) for v in values.split(",")]
        assert got == [row["values"].get(key) for row in rows], key
        compared += len(got)
    # every key the engine gives is drawn (a chart per group)
    assert keys == {k for row in rows for k in row["values"]}
    # the text alternative: one table row per round, the same numbers
    for table in re.findall(r'<table class="chart-table">(.*?)</table>', markup, re.S):
        body = re.findall(r'<tr data-at="(\d+)">(.*?)</tr>', table, re.S)
        assert [at for at, _ in body] == ats
        for (at, cells), row in zip(body, rows):
            for key, value in re.findall(r'<td data-key="([^"]*)">([^<]*)</td>', cells):
                assert _number(value) == row["values"].get(htmllib.unescape(key))
                compared += 1
            assert f'data-cmd="rv-go" data-at="{at}"' in cells
    return compared


def test_twilight_charts_are_the_engines_numbers_for_every_action_round():
    record = random_record("twilight", {}, 5)           # 551 moves, 123 rounds
    rv = review.Review(record, _title(record))
    rv.tables = True
    markup = rv.charts_html()
    assert _check_charts(record, markup) > 5000
    # named series: VP, DEFCON, military operations, influence by region, cards by use
    for chart in ("vp", "defcon", "milops", "influence-Europe", "influence-Central America",
                  "cards-USSR", "cards-US"):
        assert f'data-chart="{chart}"' in markup, chart
    assert "Military operations this turn" in markup and "Cards played by USSR" in markup
    # not colour alone: each series of a chart has its own dash pattern and marks
    cards = re.search(r'data-chart="cards-US".*?</figure>', markup, re.S).group(0)
    dashes = re.findall(r'<polyline [^>]*?(?:stroke-dasharray="([^"]*)")?/>', cards)
    assert len(set(dashes)) == 3
    assert cards.count("<li data-key=") == 3            # a legend entry per series
    # accessible names: each chart is an image named by its caption
    for title_id in re.findall(r'aria-labelledby="([^"]*)"', markup):
        assert f'id="{title_id}"' in markup


def test_risk_charts_are_the_engines_numbers_for_every_turn():
    for record in (bot_record("risk", {"variant": "two-player-passive", "players": 2}, 1),
                   bot_record("risk", {"players": 4}, 2)):
        rv = review.Review(record, _title(record))
        rv.tables = True
        markup = rv.charts_html()
        assert _check_charts(record, markup) > 300
        for chart in ("territories", "armies", "continents", "cards"):
            assert f'data-chart="{chart}"' in markup
    # the neutral armies of a 2-player game are named by their colour
    assert "Yellow" in review.Review(
        bot_record("risk", {"variant": "two-player-passive", "players": 2}, 1),
        "Risk").charts_html()


def test_a_tap_on_a_chart_opens_the_row_under_it():
    rows = [{"at": a} for a in (0, 13, 16, 40)]
    assert charts.row_at(rows, 0.0) == 0 and charts.row_at(rows, 1.0) == 40
    assert charts.row_at(rows, 0.34) == 13 and charts.row_at(rows, 5) == 40
    left = charts.LEFT / charts.W * 320             # the plot's left edge, a 320 px chart
    assert charts.plot_fraction(100 + left, 100, 320) == pytest.approx(0.0)
    # the cursor of a position lies between the rows it lies between
    full = [{"at": 0}, {"at": 10}, {"at": 20}]
    assert charts.cursor_x(full, 5) == pytest.approx((charts._x(0, 3) + charts._x(1, 3)) / 2)
    assert charts.cursor_x(full, 20) == charts._x(2, 3)


def test_the_screen_follows_the_engine_and_names_the_moment():
    record = random_record("twilight", {}, 3)
    h = History(record)
    rv = review.Review(record, _title(record))
    assert rv.at == 0                                   # a finished game: from the start
    for cmd, expected in (("rv-next", 1), ("rv-next-round", h.next_round(1)),
                          ("rv-end", h.moves), ("rv-prev", h.moves - 1),
                          ("rv-prev-round", h.prev_round(h.moves - 1)), ("rv-start", 0)):
        rv.step(cmd)
        assert rv.at == expected, cmd
        markup = review.screen(rv)
        assert f'data-at="{expected}"' in markup
        assert f'data-digest="{h.digest(expected)}"' in markup
        assert f"move {expected} of {h.moves}" in markup
    with pytest.raises(RecordError):
        rv.go(h.moves + 1)
    assert rv.at == 0
    # what the move changed: its log lines are marked, its countries outlined
    for n in range(1, h.moves + 1):
        before, after = h.observe(n - 1)["view"], h.observe(n)["view"]
        moved = [c for c in after["countries"]
                 if after["countries"][c]["influence"] != before["countries"][c]["influence"]]
        if moved:
            rv.go(n)
            markup = review.stage(rv)
            for country in moved:
                assert re.search(r'<g class="ts-c[^"]* changed"[^>]*data-country="'
                                 + re.escape(country) + '"', markup), (n, country)
            assert markup.count('<li value="') and markup.count('class="new"') == \
                len(h.new_lines(n))
            break
    else:
        pytest.fail("no move changed the influence")


def _english(value) -> str:
    return json.dumps(value, default=str) + " ".join(render(line) for line in value["log"])


def test_an_unfinished_twilight_game_shows_no_hand_at_any_position():
    full = random_record("twilight", {}, 5)
    record = Record("twilight", dict(full.options), full.seed, full.actions[:300])
    h = History(record)
    rv = review.Review(record, _title(record))
    assert not h.over and rv.at == 300
    names = {c[0]: c[1] for c in CARDS}
    texts = " ".join(c[9] for c in CARDS)
    checked = 0
    for n in range(h.moves + 1):
        rv.go(n)
        markup = review.screen(rv)
        assert 'data-cmd="rv-seat"' not in markup           # no switch while unfinished
        state = h.state(n)
        held = set(state.hands[0]) | set(state.hands[1]) | {c for c in state.headline if c}
        public = _english(h.observe(n)["view"])
        secret = {c for c in held if names.get(c) and names[c] not in public}
        shown = {int(c) for c in re.findall(r'data-card="(\d+)"', markup)}
        assert not secret & shown, n
        for c in secret:
            if names[c] not in texts:
                assert names[c] not in markup, (n, names[c])
        checked += len(secret)
    assert checked > 2000
    with pytest.raises(RecordError):
        rv.set_seat(0)


def test_an_unfinished_risk_missions_game_shows_no_unshown_mission():
    from engine.risk.terms import mission
    record = bot_record("risk", {"variant": "missions", "players": 3}, 4, limit=400)
    h = History(record)
    assert not h.over
    rv = review.Review(record, _title(record))
    checked = 0
    for n in range(0, h.moves + 1, 7):
        rv.go(n)
        markup = htmllib.unescape(review.screen(rv))
        state = h.state(n)
        public = _english(h.observe(n)["view"])
        for row in state.missions or []:
            for mid in row:
                text = render(mission(mid))
                if text not in public:
                    assert text not in markup, (n, text)
                    checked += 1
    assert checked > 100


def test_the_hands_switch_of_a_finished_game_shows_each_seats_cards():
    record = random_record("twilight", {}, 3)
    h = History(record)
    rv = review.Review(record, _title(record))
    rv.go(30)
    markup = review.screen(rv)
    assert markup.count('data-cmd="rv-seat"') == 3
    for seat in (0, 1):
        rv.set_seat(seat)
        shown = {int(c) for c in re.findall(r'data-card="(\d+)"', review.stage(rv))}
        hand = h.views(30)[seat]["view"]["hand"]
        assert {c if isinstance(c, int) else c["number"] for c in hand} <= shown
    rv.set_seat(None)


def test_play_on_from_here_leaves_the_game_as_it_was():
    record = random_record("twilight", {}, 3)
    actions = list(record.actions)
    rv = review.Review(record, _title(record))
    rv.go(40)
    branch, state = rv.branch()
    assert branch.actions == actions[:40] and record.actions == actions
    assert state.digest() == History(record).digest(40)
    branch.actions.append("anything")
    assert rv.record.actions == actions


def test_the_record_as_text_is_the_engines_in_the_pages_language():
    pytest.importorskip("babel")
    from babel.messages.catalog import Catalog
    from babel.messages.mofile import write_mo
    cat = Catalog(locale="it")
    cat.add("Players: {players}", "Giocatori: {players}")
    buffer = io.BytesIO()
    write_mo(buffer, cat)
    record = random_record("twilight", {}, 3)
    rv = review.Review(record, _title(record))
    english = rv.game_text(None, "2026-11-27")
    assert english == "2026-11-27\n" + game_text(record)
    assert "Random seed: 3" in english                  # finished: the seed is told
    assert lang.use("it", buffer.getvalue())
    italian = rv.game_text(lang.translations())
    assert "Giocatori: " in italian and italian == game_text(record, lang.translations())
    unfinished = Record("twilight", dict(record.options), record.seed, record.actions[:20])
    assert "Random seed" not in review.Review(unfinished, "Twilight Struggle").game_text()
