"""Twilight Struggle play comfort (issue 15 items 1-3), played by taps in Chromium with
the privacy curtain on (the default) and off:

* a move the engine warns about (DEFCON 1 by the mover's own coup, 8.1.3; giving up the
  coup still needed for the military operations, 8.2.1) asks for a confirm that names
  the rule; Cancel changes nothing; a double tap never plays two moves;
* "since your last turn": after the opponent's turn and the hand-off, a list names the
  opponent's card, the changed countries are highlighted until the first tap, and the
  page never holds the opponent's hand;
* previews: choosing a coup shows each target's odds; placing influence shows the
  control changes and what each region would score now.

Positions are reached in CPython by a seeded random game (the same every run) and opened
in the page as a link (``Session.to_link``); everything after that is taps.
"""

from __future__ import annotations

import random
import re

import pytest

from e2e.conftest import let_late_taps_land, wait_untappable_gone
from engine.core import Record, Session, replay
from engine.twilight import cards as C
from engine.twilight.summary import changes


# --------------------------------------------------------------------- positions
def _play_until(seed: int, prefer: tuple, stop, limit: int = 900) -> Session | None:
    """A seeded random game (choices in ``prefer`` taken 70% of the time when offered)
    up to the first position where ``stop(state)`` holds."""
    session = Session("twilight", None, seed)
    rng = random.Random(seed)
    for _ in range(limit):
        state = session.state
        if state.is_over:
            return None
        if stop(state):
            return session
        legal = state.legal_actions()
        pick = [a for a in legal if a in prefer]
        session.play(rng.choice(pick) if pick and rng.random() < 0.7 else rng.choice(legal))
    return None


def _prefix(session: Session, n: int) -> Session:
    out = Session("twilight", session.record.options, session.record.seed)
    for action in session.record.actions[:n]:
        out.play(action)
    return out


def _advice(state) -> dict:
    return state.observe(state.to_move)["advice"]


def _fatal_coup(state) -> bool:
    """A coup at DEFCON 2 where some targets would bring nuclear war (8.1.3)."""
    if state.defcon != 2 or state.stack[-1]["kind"] != "coup":
        return False
    return any("8.1.3" in str(v.get("warning", "")) for v in _advice(state).values())


def _giving_up_the_coup(state) -> bool:
    """The last action round, short of military operations: influence is warned (8.2.1)."""
    if state.stack[-1]["kind"] != "ops" or "influence" not in state.legal_actions():
        return False
    return "8.2.1" in str(_advice(state).get("influence", {}).get("warning", ""))


def _first_action_round(state) -> bool:
    return (state.turn == 1 and state.ar == 1 and state.stack[-1]["kind"] == "play"
            and not any("warning" in v for v in _advice(state).values()))


# --------------------------------------------------------------------- page helpers
def _truth(app):
    saved = app.record()
    return replay(Record(saved["game"], saved["options"], saved["seed"], saved["actions"]))


def _moves(app) -> int:
    return len(app.record()["actions"])


def _open(app, session: Session, privacy: bool) -> None:
    """Open ``session`` as a link, take the device (the link starts a hand-off) and set
    the privacy curtain."""
    app.open(session.to_link())
    app.tap('[data-cmd="reveal"]')
    app.page.wait_for_selector("#prompt")
    on = app.page.locator('[data-cmd="privacy"]').get_attribute("aria-pressed") == "true"
    if on != privacy:
        app.tap('[data-cmd="privacy"]')
    assert (app.page.locator('[data-cmd="privacy"]').get_attribute("aria-pressed")
            == ("true" if privacy else "false"))


def _take_device(app) -> None:
    """The next player takes the device: the mover's last check and the curtain (privacy
    on), or nothing to do (privacy off)."""
    page = app.page
    if page.locator('[data-cmd="handover"]').count():
        app.tap('[data-cmd="handover"]')
    if page.locator('[data-cmd="reveal"]').count():
        app.tap('[data-cmd="reveal"]')
    page.wait_for_selector("#prompt")


def _tappable(page) -> list[str]:
    """Every legal action the page offers: played at once (data-action) or after a
    confirm (data-warn)."""
    return page.locator("#app [data-action]:not([disabled]), #app [data-warn]").evaluate_all(
        "els => els.map(e => e.dataset.action || e.dataset.warn)")


def _no_secret_in_dom(app) -> None:
    """The page holds none of the cards the player to move may not see."""
    state = _truth(app)
    side = state.side_of(state.to_move)
    secret = set(state.hands[1 - side]) - set(state.view(state.seat_of(side))["opponent_revealed"])
    shown = {int(n) for n in app.page.locator("#app [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")}
    assert not secret & shown
    html = app.page.locator("#app").inner_html()
    visible = [C.NAME[n] for n in shown]
    for n in secret:
        name = C.NAME[n]
        if any(name in other for other in visible):
            continue
        assert not re.search(r"(?<![\w-])" + re.escape(name) + r"(?![\w-])", html), name


PRIVACY = [pytest.param(True, id="curtain-on"), pytest.param(False, id="curtain-off")]


# --------------------------------------------------------------------- 1. confirm
@pytest.mark.parametrize("privacy", PRIVACY)
def test_8_1_3_a_fatal_coup_asks_for_a_confirm_and_a_double_tap_plays_it_once(app, privacy):
    fatal = _play_until(6, ("ops", "coup"), _fatal_coup)
    assert fatal is not None
    n = len(fatal.record.actions)
    # one decision earlier: the operations' use; choosing "coup" by a tap shows the odds
    before = _prefix(fatal, n - 1)
    assert fatal.record.actions[-1] == "coup"
    _open(app, before, privacy)
    page = app.page
    assert page.locator("#ts-preview").count() == 0
    if page.locator('[data-warn="coup"]').count():
        app.tap('[data-warn="coup"]')
        app.tap('#ts-confirm [data-action="coup"]')
    else:
        app.tap('#actions [data-action="coup"]')
    assert _moves(app) == n
    preview = page.locator("#ts-preview")
    assert "Coup odds (6.3)" in preview.text_content()
    assert re.search(r"Coup in [\w ]+: (succeeds on a roll of \d\+ \(\d+%\)|always succeeds"
                     r"|cannot succeed)", preview.text_content())

    state = _truth(app)
    warned = page.locator("svg.ts-map .ts-c[data-warn]").evaluate_all(
        "els => els.map(e => e.dataset.warn)")
    expected = sorted(a for a, v in _advice(state).items() if "warning" in v)
    assert sorted(warned) == expected and warned
    assert sorted(_tappable(page)) == sorted(state.legal_actions())
    assert page.locator("svg.ts-map .ts-c[data-warn][data-action]").count() == 0
    target = warned[0]
    box = f'svg.ts-map .ts-c[data-warn="{target}"]'
    digest = app.digest()

    # a tap on the fatal coup: the confirm names the rule; nothing is played
    app.tap(box)
    panel = page.locator("#ts-confirm")
    assert panel.is_visible()
    text = panel.inner_text()
    assert "8.1.3" in text and "nuclear war" in text and "Play it anyway" in text
    assert target.split(":", 1)[1] in text              # the preview of that target
    assert _moves(app) == n and app.digest() == digest
    # Cancel: unchanged
    app.tap('#ts-confirm [data-ui="cancel"]')
    assert page.locator("#ts-confirm").count() == 0
    assert _moves(app) == n and app.digest() == digest
    # a double tap on the warned country opens the confirm once and plays nothing
    page.locator(box).dblclick()
    assert page.locator("#ts-confirm").count() == 1 and _moves(app) == n
    # a stray tap on the backdrop does nothing either
    page.mouse.click(5, 5)
    assert page.locator("#ts-confirm").count() == 1 and _moves(app) == n
    # a double tap on "Play it anyway": one move, the game ends in nuclear war
    page.locator("#ts-confirm [data-action]").dblclick()
    page.wait_for_selector('[data-over="1"]')
    saved = app.record()["actions"]
    assert len(saved) == n + 1 and saved[-1] == target
    end = _truth(app)
    assert end.is_over and end.end_reason == "nuclear_war"
    assert end.winner == 1 - state.side_of(state.to_move)
    app.watch.assert_clean()


@pytest.mark.parametrize("privacy", PRIVACY)
def test_8_2_1_giving_up_the_coup_warns_with_the_vp_and_a_double_tap_confirms_once(app, privacy):
    """The warned button is drawn by the board (the decision panel leaves it out); its
    confirm plays exactly one move even on a double tap, though the next decision (the
    influence, on the map) is the same player's."""
    session = _play_until(1, ("ops", "influence"), _giving_up_the_coup)
    assert session is not None
    n = len(session.record.actions)
    _open(app, session, privacy)
    page = app.page
    assert page.locator('#actions [data-action="influence"]').count() == 0
    assert page.locator('#actions [data-warn="influence"]').count() == 0
    warn = page.locator('#ts-warned [data-warn="influence"]')
    assert warn.count() == 1 and "⚠" in warn.inner_text()
    assert sorted(_tappable(page)) == sorted(_truth(app).legal_actions())
    app.tap('#ts-warned [data-warn="influence"]')
    text = page.locator("#ts-confirm").inner_text()
    assert "8.2.1" in text and "VP" in text
    warning = _advice(session.state)["influence"]["warning"]
    assert str(warning) in text
    assert _moves(app) == n
    # the panel's buttons wait a moment: what a tap there finds at once is the hold
    app.tap('#ts-confirm [data-ui="cancel"]')
    wait_untappable_gone(page, ".ts-shield")
    hit = page.evaluate("""() => {
        document.querySelector('#ts-warned [data-warn="influence"]').click();
        const r = document.querySelector('#ts-confirm [data-action]').getBoundingClientRect();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2).className;
    }""")
    assert hit == "ts-hold"
    assert _moves(app) == n
    # right after "Play it anyway", the point under the finger is the shield, not the
    # map drawn next (a second tap there finds nothing)
    wait_untappable_gone(page, "#ts-confirm .ts-hold")
    hit = page.evaluate("""() => {
        const b = document.querySelector('#ts-confirm [data-action]');
        const r = b.getBoundingClientRect();
        b.click();
        return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2).className;
    }""")
    assert hit == "ts-shield"
    wait_untappable_gone(page, ".ts-shield")      # gone after a moment
    saved = app.record()["actions"]
    assert len(saved) == n + 1 and saved[-1] == "influence"
    assert page.locator("#ts-confirm").count() == 0
    assert page.locator(".ts-shield").evaluate("e => getComputedStyle(e).visibility") == "hidden"
    # placing influence: previews of control changes and of region scoring now
    assert page.locator("svg.ts-map .ts-c[data-action^='inf:']").count() > 0
    assert "Scored now (10.1)" in page.locator("#ts-preview").text_content()
    # a point placed: the prompt and the previews change, the map does not move
    top = page.locator("svg.ts-map").bounding_box()["y"]
    prompt = page.locator("#prompt").inner_text()
    app.tap("svg.ts-map .ts-c[data-action^='inf:']")
    assert _moves(app) == n + 2 and page.locator("#prompt").inner_text() != prompt
    assert page.locator("svg.ts-map").bounding_box()["y"] == top
    app.watch.assert_clean()


def test_on_a_tablet_two_quick_taps_never_play_two_moves(tablet):
    """iPad, touch: two quick taps on the warned button open the confirm once; two quick
    taps on "Play it anyway" play it once, though the player's next decision (placing
    the influence, on the map) is drawn right after the first tap."""
    session = _play_until(1, ("ops", "influence"), _giving_up_the_coup)
    n = len(session.record.actions)
    _open(tablet, session, True)
    page = tablet.page

    def two_taps(selector):
        loc = page.locator(selector)
        loc.scroll_into_view_if_needed()
        box = loc.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.touchscreen.tap(x, y)
        page.touchscreen.tap(x, y)

    two_taps('#ts-warned [data-warn="influence"]')
    assert page.locator("#ts-confirm").count() == 1 and _moves(tablet) == n
    wait_untappable_gone(page, "#ts-confirm .ts-hold")    # the panel's buttons wait a moment
    two_taps('#ts-confirm [data-action="influence"]')
    let_late_taps_land(page)
    saved = tablet.record()["actions"]
    assert len(saved) == n + 1 and saved[-1] == "influence"
    assert page.locator("svg.ts-map .ts-c[data-action^='inf:']").count() > 0
    tablet.watch.assert_clean()


# --------------------------------------------------------------------- 2. since your last turn
def _play_a_card_for_influence(app) -> int:
    """The player to move plays a card of their hand for operations and places the
    influence on the first highlighted countries, by taps, until the turn passes.
    Returns the card played."""
    page = app.page
    mover = _truth(app).to_move
    card = None
    for _ in range(40):
        state = _truth(app)
        if state.to_move != mover or state.is_over:
            break
        shown = _tappable(page)
        assert sorted(shown) == sorted(state.legal_actions())
        cards = [a for a in shown if a.startswith("card:") and not C.SCORING[int(a[5:])]
                 and int(a[5:]) != C.CHINA]
        if cards:
            choice = cards[0]
            card = int(choice[5:])
        elif "ops" in shown:
            choice = "ops"
        elif "influence" in shown:
            choice = "influence"
        else:
            inf = [a for a in shown if a.startswith("inf:")]
            choice = inf[0] if inf else shown[0]
        if choice.startswith("inf:"):
            assert "Scored now (10.1)" in page.locator("#ts-preview").text_content()
        if page.locator(f'#app [data-warn="{choice}"]').count():
            app.tap(f'#app [data-warn="{choice}"]')
            page.locator(f'#ts-confirm [data-action="{choice}"]').click()
        else:
            app.tap(f'#app [data-action="{choice}"]')
    assert card is not None
    return card


@pytest.mark.parametrize("privacy", PRIVACY)
def test_since_your_last_turn_names_the_card_and_highlights_until_the_first_tap(app, privacy):
    session = _play_until(3, ("ops", "influence"), _first_action_round)
    assert session is not None
    _open(app, session, privacy)
    page = app.page
    card = _play_a_card_for_influence(app)
    _take_device(app)
    state = _truth(app)
    viewer = state.to_move
    # what the engine says changed, for this viewer
    full = Session.from_json(page.evaluate("window.boardgames.record()"))
    expected = changes(full.last_turn(viewer).view(viewer), state.view(viewer))
    assert expected["countries"]

    since = page.locator("#ts-since")
    assert since.is_visible()
    text = since.inner_text()
    assert "Since your last turn" in text and C.NAME[card] in text
    n = len(expected["countries"])
    assert f"{n} {'country' if n == 1 else 'countries'} changed" in text
    for line in expected["lines"]:
        assert str(line) in text
    highlighted = page.locator("svg.ts-map .ts-c.changed").evaluate_all(
        "els => els.map(e => e.dataset.country)")
    assert sorted(highlighted) == sorted(expected["countries"])
    _no_secret_in_dom(app)
    moves = _moves(app)

    # the first tap, even on nothing, ends the highlights; the list stays where it was
    # (open: nothing moves under the finger)
    top = page.locator("svg.ts-map").bounding_box()["y"]
    page.mouse.click(3, page.viewport_size["height"] - 3)
    page.wait_for_function("!document.querySelector('svg.ts-map .ts-c.changed')")
    assert C.NAME[card] in page.locator("#ts-since .ts-since-list").inner_text()
    assert page.locator("svg.ts-map").bounding_box()["y"] == top
    assert _moves(app) == moves
    # it folds and opens again on a tap, without a move
    app.tap("#ts-since [data-ui='since']")
    assert page.locator("#ts-since .ts-since-list").count() == 0
    assert "show" in page.locator("#ts-since").inner_text()
    app.tap("#ts-since [data-ui='since']")
    assert C.NAME[card] in page.locator("#ts-since .ts-since-list").inner_text()
    assert page.locator("svg.ts-map .ts-c.changed").count() == 0
    # the player's first move: the list is kept (folded or not) for the rest of the turn
    first = [a for a in _tappable(page) if a.startswith("card:")
             and not C.SCORING[int(a[5:])] and int(a[5:]) != C.CHINA]
    if first and page.locator(f'#app [data-action="{first[0]}"]').count():
        app.tap(f'#app [data-action="{first[0]}"]')
        assert _moves(app) == moves + 1
        assert C.NAME[card] in page.locator("#ts-since .ts-since-list").inner_text()
        assert page.locator("svg.ts-map .ts-c.changed").count() == 0
    _no_secret_in_dom(app)
    app.watch.assert_clean()


def test_the_board_texts_use_singular_and_plural():
    """No "1 operations" on the board: card titles and coup badges (CPython)."""
    import sys
    from pathlib import Path
    web_py = Path(__file__).resolve().parent.parent / "web" / "py"
    if str(web_py) not in sys.path:
        sys.path.insert(0, str(web_py))
    from games.twilight import board as BT
    from games.twilight import cards as TC
    from games.twilight import drawing as TD
    one = {"number": 19, "name": "Truman Doctrine", "ops": 1, "side": "US", "era": "early",
           "text": "x", "starred": True, "persistent": False, "scoring": False}
    html = TC._card(one)
    assert "1 operations" not in html and "1 ops" not in html and "1 op)" in html
    assert TD._badge({"ops": 1, "defense": 4}) == "1 op vs 4"
    assert TD._badge({"ops": 3, "defense": 4}) == "3 ops vs 4"


# --------------------------------------------------------------------- the board in CPython
def _bt():
    import sys
    from pathlib import Path
    web_py = Path(__file__).resolve().parent.parent / "web" / "py"
    if str(web_py) not in sys.path:
        sys.path.insert(0, str(web_py))
    import boards
    from games.twilight import board
    return board, boards


def test_4_5_d_a_card_that_keeps_a_scoring_card_in_hand_asks_for_a_confirm():
    """Last action round holding Asia Scoring (1): playing Fidel (8) or Blockade (10)
    keeps it (4.5 D): those cards open the confirm, the scoring card plays at once."""
    from engine.twilight.testing import pos
    BT, boards = _bt()
    s = pos(hands=[[1, 8, 10], []], defcon=4, ar=6)
    ctx = boards.context(s.observe(s.to_move), {})
    html = BT.render(ctx)
    assert re.findall(r'data-action="([^"]*)"', html) == ["card:1"]
    assert re.findall(r'data-warn="([^"]*)"', html) == ["card:8", "card:10"]
    assert BT.buttons(ctx) == [] and "ts-confirm" not in html
    assert BT.on_ui(ctx, {"ui": "warn", "warn": "card:8"}) is None
    html = BT.render(ctx)
    panel = html.split('id="ts-confirm"', 1)[1]
    assert "4.5 D" in panel and 'data-action="card:8"' in panel and 'data-ui="cancel"' in panel
    # a stale or unwarned action never opens the panel; Cancel closes it
    BT.on_ui(ctx, {"ui": "warn", "warn": "card:1"})
    assert ctx.ui["confirm"] == "card:8"
    BT.on_ui(ctx, {"ui": "cancel"})
    assert "confirm" not in ctx.ui and 'id="ts-confirm"' not in BT.render(ctx)
    s.apply("card:8")                        # never blocked: the engine plays it
    assert s.hands[0] == [1, 10]


def test_without_a_warning_every_action_stays_a_plain_tap():
    from engine.twilight.testing import pos
    BT, boards = _bt()
    s = pos(hands=[[8, 10], []], inf={"Cuba": (1, 0)}, defcon=4, ar=1)
    ctx = boards.context(s.observe(s.to_move), {})
    html = BT.render(ctx)
    assert "data-warn" not in html and "ts-warned" not in html
    assert sorted(re.findall(r'data-action="([^"]*)"', html)) == sorted(s.legal_actions())


def test_since_your_last_turn_is_kept_for_the_turn_and_never_shown_in_another_game():
    """The list computed when the player takes the device stays for the rest of their
    turn (after their first decision the comparison is empty); another game (or a game
    where the viewer has not decided yet) never shows it."""
    from engine.twilight.testing import pos
    BT, boards = _bt()
    s = pos(hands=[[8, 10], [19, 20]], inf={"Cuba": (1, 0)}, defcon=4, ar=1)
    keep: dict = {}             # the board's memory, which the app keeps between redraws
    us = s.seat_of(1)
    since = s.view(us)
    for a in ("card:8", "ops", "influence", "inf:Cuba", "inf:Cuba"):
        s.apply(a)
    observed = s.observe(us)
    ctx = boards.context(dict(observed, since=since, fresh=True, keep=keep), {})
    html = BT.render(ctx)
    assert "Fidel" in html.split('id="ts-since"')[1].split("</section>")[0]
    lit = re.findall(r'<g class="ts-c[^"]* changed[^"]*"[^>]*data-country="([^"]*)"', html)
    assert lit == ["Cuba"]                              # highlighted
    # the first tap: no highlight, the list stays
    ctx = boards.context(dict(observed, since=since, fresh=False, keep=keep), {})
    html = BT.render(ctx)
    assert 'id="ts-since"' in html and not re.search(r'class="ts-c[^"]* changed', html)
    # the player's own first decision: since = that position, the list is kept
    s.apply("card:19")
    after = s.view(us)
    ctx = boards.context(dict(s.observe(us), since=after, fresh=False, keep=keep), {})
    assert "Fidel" in BT.render(ctx).split('id="ts-since"')[1]
    # another game, same seat, the viewer has not decided yet: nothing
    other = pos(hands=[[8, 10], [19, 20]], defcon=4, ar=1, phasing=1)
    ctx = boards.context(dict(other.observe(us), since=None, fresh=False, keep=keep), {})
    assert 'id="ts-since"' not in BT.render(ctx)
    # another game where the viewer decided: its own comparison, not the kept list
    other.apply("card:19")
    ctx = boards.context(dict(other.observe(other.to_move), since=other.view(other.to_move),
                              fresh=False, keep=keep), {})
    assert 'id="ts-since"' not in BT.render(ctx)
