"""The Deluxe edition in the page (issue 22, the page part).

* A Deluxe game with the optional cards, the Chinese Civil War (Deluxe 12) and a handicap
  (11.1.4) is started from the form: the Civil War is drawn on the China Card's box, the
  handicap is placed at setup by taps on the map.
* 108 Our Man in Tehran and 104 The Cambridge Five are played in positions opened from
  links (made here with the engine: a seeded random game, steered until the card can be
  played): the cards looked at / revealed are in the DOM of their player only; the other
  side's screen, after the curtain, has none of them; undo stops at the look.
* The Late War scenario opens at turn 8; a computer player plays a Deluxe game.
"""

from __future__ import annotations

import random

import pytest

from engine.core import RecordError, Session, replay
from engine.core.record import Record
from engine.twilight import board as B
from engine.twilight import cards as C

from e2e.test_twilight_comfort import _take_device as _reveal

DX = {"edition": "deluxe", "optional_cards": True}
MIDDLE_EAST = B.REGION_COUNTRIES["Middle East"]


# ----------------------------------------------------------------------------- engine side
def _steer(card: int, side: int, ready, options=DX, seeds=range(60), limit=2000):
    """(seed, actions) of a random game stopped where ``side`` may play ``card`` and
    ``ready(state)`` holds; the card is kept in hand (never played, never discarded by a
    choice) until then."""
    for seed in seeds:
        session = Session("twilight", options, seed)
        rng = random.Random(seed)
        for _ in range(limit):
            s = session.state
            if s.is_over:
                break
            legal = s.legal_actions()
            top = s.stack[-1]
            if top["kind"] == "play" and top.get("side") == side \
                    and f"card:{card}" in legal and ready(s):
                return seed, list(session.record.actions)
            keep = [a for a in legal if a not in (f"card:{card}", f"discard:{card}",
                                                  f"headline:{card}")]
            session.play(rng.choice(keep or legal))
    raise AssertionError(f"no game reaches card {card}")


def _tehran_ready(s) -> bool:
    return (any(B.controls(s.inf, B.US, i) for i in MIDDLE_EAST) and len(s.deck) >= 5
            and 108 in s.hands[B.US])


def _cambridge_ready(s) -> bool:
    return s.turn < 8 and 104 in s.hands[B.USSR] and any(C.SCORING[c] for c in s.hands[B.US])


def _link(seed: int, actions: list) -> str:
    session = Session("twilight", DX, seed)
    for a in actions:
        session.play(a)
    return session.to_link()


def _state(app):
    data = app.record()
    return replay(Record(data["game"], data["options"], data["seed"], data["actions"]))


# ----------------------------------------------------------------------------- page side
def _cards_in_dom(page) -> set[int]:
    return {int(n) for n in page.locator("#app [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")}


def _to_the_other_side(app, hidden: set, box: str) -> None:
    """The mover ends its turn (random taps of what is offered, if it still decides),
    then the curtain, which must show none of the ``hidden`` cards nor the ``box``, then
    the other side's screen."""
    page = app.page
    rng = random.Random(1)
    for _ in range(8):
        if page.locator('[data-cmd="handover"]').count():
            app.tap('[data-cmd="handover"]')
        if page.locator('[data-cmd="reveal"]').count():
            assert not _cards_in_dom(page) & hidden and box not in page.content()
            app.tap('[data-cmd="reveal"]')
            page.wait_for_selector("#decision")
            return
        _tap(app, rng.choice(_offered(app)))
    raise AssertionError("the turn did not pass to the other side")


def _tap(app, action: str) -> None:
    """Tap ``action`` where the board put it (a warned move: confirmed)."""
    page = app.page
    before = len(app.record()["actions"])
    if page.locator(f'#app [data-warn="{action}"]').count():
        app.tap(f'#app [data-warn="{action}"]')
        app.tap(f'#ts-confirm [data-action="{action}"]')
    else:
        app.tap(f'#app [data-action="{action}"]')
    page.wait_for_function("n => JSON.parse(window.boardgames.record()).actions.length > n",
                           arg=before)


def _offered(app) -> list[str]:
    return app.page.locator("#app [data-action]:not([disabled]), #app [data-warn]").evaluate_all(
        "els => [...new Set(els.map(e => e.dataset.warn || e.dataset.action))]")


def _play_until(app, rng, done, limit=80) -> None:
    """Random taps of the offered actions (through the curtains) until ``done(state)``."""
    for _ in range(limit):
        _reveal(app)
        state = _state(app)
        if done(state):
            return
        offered = _offered(app)
        assert sorted(offered) == sorted(state.legal_actions()), "tappable == legal"
        _tap(app, rng.choice(offered))
    raise AssertionError("not reached")


# ----------------------------------------------------------------------------- the form
def test_a_deluxe_game_from_the_form_with_civil_war_and_handicap(app):
    """The form offers the Deluxe options in words; the optional cards only with the
    Deluxe edition; the Civil War (12) and the Late War scenario exclude each other. The
    game starts with the China Card held by nobody (12), and the US places its handicap
    (11.1.4) on the map after the setup."""
    page = app.open().page
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    assert page.locator('[data-opt="optional_cards"]').count() == 0
    app.tap('[data-cmd="opt"][data-key="edition"][data-index="1"]')
    page.wait_for_selector('[data-opt="optional_cards"]')
    assert "Deluxe" in page.inner_text('[data-opt="edition"]')
    app.tap('[data-cmd="opt"][data-key="chinese_civil_war"][data-index="1"]')
    page.wait_for_selector('[data-key="chinese_civil_war"][data-index="1"][aria-pressed="true"]')
    assert page.locator('[data-key="scenario"][data-index="1"]').count() == 0
    app.tap('[data-cmd="opt"][data-key="handicap"][data-index="2"]')
    assert "US +2 influence" in page.inner_text('[data-opt="handicap"]')
    app.fill_seed(7)
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#decision")
    options = app.record()["options"]
    assert options["edition"] == "deluxe" and options["optional_cards"] is True
    assert options["chinese_civil_war"] is True and options["handicap"] == "US+2"
    _reveal(app)
    china = page.inner_text(".ts-cell.china")
    assert "Chinese Civil War" in china and "0 of 3" in china
    _play_until(app, random.Random(3), lambda s: s.stack and s.stack[-1]["kind"] == "handicap")
    assert "handicap" in page.inner_text("#decision")
    targets = page.locator("svg.ts-map [data-action]").evaluate_all(
        "els => els.map(e => e.dataset.action)")
    assert "inf:Canada" in targets                      # the Deluxe setup's US 2 in Canada
    before = _state(app).inf[B.US][B.INDEX["Canada"]]
    _tap(app, "inf:Canada")
    assert _state(app).inf[B.US][B.INDEX["Canada"]] == before + 1
    app.watch.assert_clean()


def test_the_late_war_scenario_opens_at_turn_8(app):
    page = app.open().page
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    app.tap('[data-cmd="opt"][data-key="edition"][data-index="1"]')
    app.tap('[data-cmd="opt"][data-key="scenario"][data-index="1"]')
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#decision")
    assert app.record()["options"]["scenario"] == "late_war"
    _reveal(app)
    assert "turn 8" in page.inner_text(".ts-status").lower()        # (uppercase CSS)
    assert page.inner_text(".ts-pips.turn .pip.on") == "8"
    assert _state(app).turn == 8
    app.watch.assert_clean()


# ----------------------------------------------------------------------------- 108
def test_our_man_in_tehran_shows_the_cards_to_the_us_only_and_stops_undo(app):
    """108: the US looks at the top 5 cards of the draw pile (its screen, taps to discard
    them), the look cannot be taken back; the USSR's screen and the curtain have none of
    those cards."""
    seed, actions = _steer(108, B.US, _tehran_ready)
    page = app.open(_link(seed, actions)).page
    _reveal(app)
    assert _state(app).side_of(_state(app).to_move) == B.US
    _tap(app, "card:108")
    _tap(app, "event")
    state = _state(app)
    peek = set(state.view(state.to_move)["peek"])
    assert len(peek) == 5
    page.wait_for_selector("#ts-peek")
    in_peek = {int(n) for n in page.locator("#ts-peek [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")}
    assert in_peek == peek
    # the look revealed cards: undo is refused (the engine's Session says why)
    assert page.locator('[data-cmd="undo"]').first.is_disabled()
    session = Session.from_link(_link(seed, actions))
    session.play("card:108")
    session.play("event")
    with pytest.raises(RecordError, match="revealed something new"):
        session.undo()
    page.evaluate("""() => { const b = document.querySelector('[data-cmd="undo"]');
                             b.disabled = false; b.click(); }""")
    page.wait_for_selector(".notice.error")
    assert "Nothing to undo" in page.inner_text(".notice.error")
    assert len(app.record()["actions"]) == len(actions) + 2
    app.tap('[data-cmd="dismiss"]')
    gone = min(peek)
    _tap(app, f"discard:{gone}")
    _tap(app, "done")
    kept = peek - {gone}
    # the curtain, then the USSR's own screen: none of the cards the US looked at
    _to_the_other_side(app, kept, "ts-peek")
    state = _state(app)
    assert state.side_of(state.to_move) == B.USSR
    own = set(state.hands[B.USSR])
    assert not (_cards_in_dom(page) & (kept - own)) and "ts-peek" not in page.content()
    app.watch.assert_clean()


# ----------------------------------------------------------------------------- 104
def test_the_cambridge_five_shows_the_scoring_cards_to_the_ussr_only(app):
    """104: the US's scoring cards are shown to the USSR (its screen's "shown to you"
    box); the curtain and the US's screen show no such box."""
    seed, actions = _steer(104, B.USSR, _cambridge_ready)
    page = app.open(_link(seed, actions)).page
    _reveal(app)
    _tap(app, "card:104")
    _tap(app, "event")
    state = _state(app)
    shown = set(state.shown[B.US]["cards"])
    assert shown and all(C.SCORING[c] for c in shown)
    page.wait_for_selector(".ts-revealed")
    assert {int(n) for n in page.locator(".ts-revealed [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")} == shown
    _tap(app, "decline")
    _to_the_other_side(app, shown, "ts-revealed")
    state = _state(app)
    assert state.side_of(state.to_move) == B.US
    # (the US may see the USSR's cards: CIA Created; never a box of its own cards)
    assert not {int(n) for n in page.locator(".ts-revealed [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)")} & shown
    assert "Cambridge Five" not in "".join(
        page.locator(".ts-revealed .ts-k").all_inner_texts())
    app.watch.assert_clean()


# ----------------------------------------------------------------------------- a bot
@pytest.mark.slow
def test_a_computer_player_plays_a_deluxe_game(app):
    """An easy US computer against a person (random taps) in a Deluxe game with every
    option: the bot's moves are the engine's, no error."""
    from e2e.test_bots_page import (LOOKS, SHORT_PAUSE, _changed, _check_bot_moves, _status,
                                    _tap_action)
    seats = [{"name": "Ann", "colour": None, "bot": None},
             {"name": "Computer", "colour": None, "bot": "easy"}]
    options = {**DX, "chinese_civil_war": True, "handicap": "USSR+2"}
    app.page.add_init_script(SHORT_PAUSE)
    page = app.open(Session("twilight", options, 13, players=seats).to_link()).page
    rng = random.Random(2)
    person = thinking = 0
    for _ in range(LOOKS):
        if person >= 30 and thinking >= 8:
            break
        s = _status(page)
        assert not s["error"], page.inner_text("#decision")
        assert not s["curtain"]
        if s["over"]:
            break
        if s["thinking"]:
            thinking += 1
            _changed(page, s)
        elif s["acts"]:
            _tap_action(app, rng, s["acts"])
            person += 1
        else:
            _changed(page, s)
    count = _check_bot_moves(app)
    assert count.get(1, 0) >= 10, count
    assert _state(app).turn >= 1 and "Traceback" not in page.inner_text("body")
    app.watch.assert_clean()
