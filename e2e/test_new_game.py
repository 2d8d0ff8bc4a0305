"""The new-game form, by taps (issue 15 items 8-9, issue 16 item 7): seats follow the
variant, names, colours and computer players reach the record, the form remembers the
last choices per game, the demo is listed last, the seed sits under "Advanced", a
hostile name stays text, the curtain comes only between two people and names them, and
the board does not jump when the prompt changes length.
"""

from __future__ import annotations

import random

from engine.core import Session
from engine.games import get_spec

RISK = get_spec("risk")
VARIANTS = RISK.options[0].choices
WHITE, RED = "#f7f7f2", "#c62828"
HOSTILE = "<img src=x onerror=alert(1)>"


def _stage(page) -> str:
    if page.locator("#decision.curtain").count():
        return "curtain"
    if page.locator("#decision.done").count():
        return "done"
    if page.locator("#decision.waiting").count():
        return "bot"
    return "turn"


def _pick_risk_two_players(app) -> None:
    app.tap('[data-cmd="pick"][data-game="risk"]')
    app.tap(f'[data-cmd="opt"][data-key="variant"]'
            f'[data-index="{VARIANTS.index("two-player-passive")}"]')


def _form_seats(page) -> list[dict]:
    return page.locator("#seats .seat").evaluate_all("""els => els.map(e => ({
        name: e.querySelector('.seat-name').value,
        colour: (e.querySelector('.swatch.on') || {dataset: {}}).dataset.colour || null,
        who: e.querySelector('[data-cmd="seat-bot"].on').dataset.level || null}))""")


def test_risk_two_players_names_colours_computer_and_the_form_remembers(app):
    page = app.open().page
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    app.tap('[data-cmd="pick"][data-game="risk"]')
    assert page.locator("#seats .seat").count() == 3             # classic: 3 by default
    _pick_risk_two_players(app)
    # a 2-player variant: exactly 2 seats, and no other player count is offered
    assert page.locator("#seats .seat").count() == 2
    counts = page.locator('[data-cmd="opt"][data-key="players"]').all_inner_texts()
    assert counts == ["2"]
    # no engine key in sight: the variant is in words
    form = page.locator("#new-game").inner_text()
    assert "two-player" not in form and "neutral armies only defend" in form
    page.fill('.seat-name[data-seat="0"]', "Ada")
    page.fill('.seat-name[data-seat="1"]', "Bob")
    app.tap(f'[data-cmd="seat-colour"][data-seat="1"][data-colour="{WHITE}"]')
    # a colour is used once: seat 0 taking seat 1's colour swaps them
    app.tap(f'[data-cmd="seat-colour"][data-seat="0"][data-colour="{WHITE}"]')
    app.tap('[data-cmd="seat-bot"][data-seat="1"][data-level="hard"]')
    app.tap('[data-cmd="seat-bot"][data-seat="1"][data-level="hard"]')    # a double tap
    # the names typed survive the redraws of the taps above
    assert _form_seats(page) == [{"name": "Ada", "colour": WHITE, "who": None},
                                 {"name": "Bob", "colour": RED, "who": "hard"}]
    # the 2-player game leaves the neutral armies' colours to them
    offered = page.locator('[data-cmd="seat-colour"][data-seat="0"]').evaluate_all(
        "els => els.map(e => e.getAttribute('aria-label'))")
    assert offered == ["Red", "Green", "White"]
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    record = app.record()
    assert record["options"]["variant"] == "two-player-passive"
    assert record["options"]["players"] == 2
    assert record["players"] == [{"name": "Ada", "colour": WHITE, "bot": None},
                                 {"name": "Bob", "colour": RED, "bot": "hard"}]
    chips = page.locator("#seats-bar .chip").all_inner_texts()
    assert chips[0].startswith("Ada") and "Bob" in chips[1] and "computer, hard" in chips[1]
    # one person: never a curtain (whoever is to move), never the computer's hand
    assert _stage(page) in ("turn", "bot")
    assert page.locator("#decision.curtain").count() == 0

    page.reload()
    page.wait_for_selector('body[data-ready="1"]')
    assert page.locator("#decision.curtain").count() == 0       # still no curtain
    app.home()
    # the form remembers the last choices of each game (not only the game on screen)
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    app.tap('[data-cmd="pick"][data-game="risk"]')
    assert page.locator(f'[data-cmd="opt"][data-key="variant"][data-index="'
                        f'{VARIANTS.index("two-player-passive")}"].on').count() == 1
    assert _form_seats(page) == [{"name": "Ada", "colour": WHITE, "who": None},
                                 {"name": "Bob", "colour": RED, "who": "hard"}]
    # back to the classic game: three seats again, the names typed kept in order
    app.tap(f'[data-cmd="opt"][data-key="variant"][data-index="{VARIANTS.index("classic")}"]')
    seats = _form_seats(page)
    assert len(seats) == 3 and seats[0]["name"] == "Ada" and seats[1]["name"] == "Bob"
    assert len({s["colour"] for s in seats}) == 3                 # each colour once
    assert not dialogs
    app.watch.assert_clean()


def test_a_corrupt_memory_of_the_form_is_ignored(app):
    page = app.open().page
    for text in ('{"v": 1, "games": {"risk": {"options": {"variant": "nope", "players": 9},'
                 ' "seats": [{"name": 5}, "x", null]}}}', "not json {", '[1, 2]',
                 '{"games": {"twilight": {"options": [], "seats": {}}}}'):
        page.evaluate("t => localStorage.setItem('boardgames.newgame', t)", text)
        page.reload()
        page.wait_for_selector('body[data-ready="1"]')
        for game in ("risk", "twilight"):
            app.tap(f'[data-cmd="pick"][data-game="{game}"]')
            assert page.locator("#seats .seat").count() == (3 if game == "risk" else 2)
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    assert app.record()["game"] == "twilight"
    app.watch.assert_clean()


def test_demo_last_seed_under_advanced_and_words_not_keys(app):
    page = app.open().page
    games = page.locator("#game-list [data-cmd=pick]").evaluate_all(
        "els => els.map(e => e.dataset.game)")
    assert games[-1] == "demo" and set(games) == {"twilight", "risk", "demo"}
    assert "twilight" not in page.locator("#game-list").inner_text().lower().replace(
        "twilight struggle", "")
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    assert page.locator("#seed").count() == 0                       # hidden until asked
    assert page.locator('[data-cmd="advanced"]').get_attribute("aria-expanded") == "false"
    app.tap('[data-cmd="advanced"]')
    assert page.locator("#seed").is_visible()
    page.fill("#seed", "77")
    app.tap('[data-cmd="opt"][data-key="tournament"][data-index="1"]')   # a redraw
    assert page.locator("#seed").input_value() == "77"              # kept while choosing
    app.tap('[data-cmd="advanced"]')
    assert page.locator("#seed").count() == 0
    form = page.locator("#new-game").inner_text()
    for key in ("realign_no_defcon", "space_decline", "tournament", "True", "False"):
        assert key not in form
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    record = app.record()
    assert record["seed"] == 77 and record["options"]["tournament"] is True
    app.watch.assert_clean()


def test_a_hostile_name_is_shown_as_text(app):
    page = app.open().page
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    page.fill('.seat-name[data-seat="0"]', HOSTILE)
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#decision.curtain")
    assert HOSTILE in page.locator("#decision").inner_text()       # "Pass the device to <img..."
    assert page.locator("#app img").count() == 0
    app.tap('[data-cmd="reveal"]')
    assert HOSTILE in page.locator("#seats-bar").inner_text()
    app.home()
    assert HOSTILE in page.locator("#saved-list").inner_text()
    assert page.locator("#app img").count() == 0 and not dialogs
    assert app.record()["players"][0]["name"] == HOSTILE
    app.watch.assert_clean()


def _twilight_link_at_the_persons_turn(seed: int) -> str:
    """Twilight, the USSR a person, the US the computer (easy), played on (as if by both)
    until the US has moved and the USSR is to move again."""
    players = [{"name": "Ada", "colour": None, "bot": None},
               {"name": "Hal", "colour": None, "bot": "easy"}]
    session = Session("twilight", {}, seed, players=players)
    rng = random.Random(seed)
    us_moved = False
    while not (us_moved and session.state.to_move == 0):
        us_moved = us_moved or session.state.to_move == 1
        session.play(rng.choice(session.state.legal_actions()))
    return session.to_link()


def test_one_person_against_the_computer_has_no_curtain(app):
    page = app.open().page
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    page.fill('.seat-name[data-seat="0"]', "Ada")
    app.tap('[data-cmd="seat-bot"][data-seat="1"][data-level="easy"]')
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    assert _stage(page) == "turn"                   # the USSR (Ada) plays at once
    assert page.locator("#decision .whose").inner_text() == "Ada (USSR) to play"
    assert page.locator('[data-cmd="privacy"]').count() == 0    # nobody to hide cards from
    rng = random.Random(3)
    page.evaluate("window.boardgamesBotPause = 4")   # the computer's turn stays in view
    for _ in range(80):                             # Ada's setup, by taps
        if _stage(page) != "turn":
            break
        assert page.locator("#decision.curtain, #decision.done").count() == 0
        shown = app.shown_actions()
        if not shown:           # between two redraws: until an action or another stage
            page.wait_for_selector("#app [data-action]:not([disabled]), #decision.waiting, "
                                   "#decision.curtain, #decision.done")
            continue
        app.tap(f'[data-action="{rng.choice(shown)}"]')
    # the computer's turn: Ada's own view stays, no curtain, no done panel, no actions
    assert _stage(page) == "bot"
    assert "computer" in page.locator("#decision").inner_text()
    assert page.locator("#decision.curtain, #decision.done").count() == 0
    assert page.locator("#app [data-action]").count() == 0
    # a game where the computer has moved: the person's turn comes without a curtain
    app.page.goto(app.base_url + "#" + _twilight_link_at_the_persons_turn(5))
    page.wait_for_selector("#board")
    page.wait_for_function("document.querySelector('#decision .whose')"
                           " && document.querySelector('#decision .whose').innerText"
                           ".startsWith('Ada')")
    assert _stage(page) == "turn" and page.locator("#decision.curtain").count() == 0
    assert sorted(app.shown_actions()) == sorted(app.legal())
    app.watch.assert_clean()


def test_two_people_the_curtain_names_the_next_person(app):
    page = app.open().page
    app.tap('[data-cmd="pick"][data-game="demo"]')
    page.fill('.seat-name[data-seat="0"]', "Ada")
    page.fill('.seat-name[data-seat="1"]', "Bob")
    assert page.locator('[data-cmd="seat-bot"]').count() == 0  # the demo has no computer
    app.fill_seed(4)
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#decision.curtain")
    first = app.record()
    names = {0: "Ada", 1: "Bob"}
    sides = {0: "Red", 1: "Blue"}
    seen = set()
    rng = random.Random(2)
    for _ in range(200):
        stage = _stage(page)
        text = page.locator("#decision").inner_text()
        state = Session.from_json(page.evaluate("window.boardgames.record()")).state
        who = state.to_move
        if stage == "curtain":
            assert f"Pass the device to {names[who]} ({sides[who]})" in text
            assert page.locator('[data-cmd="reveal"]').inner_text() \
                == f"I am {names[who]}: show my turn"
            seen.add(("curtain", who))
            app.tap('[data-cmd="reveal"]')
        elif stage == "done":
            assert f"pass to {names[who]}" in page.locator(
                '[data-cmd="handover"]').inner_text()
            seen.add(("done", who))
            app.tap('[data-cmd="handover"]')
        else:
            assert text.startswith(f"{names[who]} ({sides[who]}) to play")
            app.step(rng)
        if {("curtain", 0), ("curtain", 1), ("done", 0), ("done", 1)} <= seen:
            break
    assert {("curtain", 0), ("curtain", 1), ("done", 0), ("done", 1)} <= seen
    assert first["players"] == [{"name": "Ada", "colour": None, "bot": None},
                                {"name": "Bob", "colour": None, "bot": None}]
    app.watch.assert_clean()


def test_a_double_tap_on_start_starts_one_game(app):
    page = app.open().page
    app.tap('[data-cmd="pick"][data-game="risk"]')
    page.locator('[data-cmd="start"]').dblclick()
    page.wait_for_selector("#board")
    assert app.record()["actions"] == []
    app.home()
    assert page.locator("#saved-list .saved-item").count() == 1
    app.watch.assert_clean()


def test_the_board_does_not_jump_when_the_prompt_changes(app):
    """Risk, 2 people, privacy off: the setup's prompts differ in length ("place an
    army..." / "place one army of the neutral Yellow..."); the board's top stays put."""
    page = app.open().page
    page.set_viewport_size({"width": 390, "height": 844})     # a phone: prompts wrap
    _pick_risk_two_players(app)
    app.fill_seed(2)
    app.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    if _stage(page) == "curtain":
        app.tap('[data-cmd="reveal"]')
    app.tap('[data-cmd="privacy"]')                 # no curtain: one screen throughout
    tops, prompts, heights = set(), set(), set()
    rng = random.Random(1)
    for _ in range(14):
        if _stage(page) != "turn":
            app.step(rng)
            continue
        prompts.add(page.locator("#prompt").inner_text())
        heights.add(round(page.locator("#prompt").bounding_box()["height"]))
        tops.add(round(page.evaluate(
            "document.getElementById('board').getBoundingClientRect().top + scrollY")))
        actions = [a for a in app.shown_actions() if a != "autoplace"]
        app.tap(f'[data-action="{rng.choice(actions)}"]')
    assert len({len(p) for p in prompts}) > 1, prompts      # prompts of different lengths
    assert len(tops) == 1, (tops, heights, prompts)
    app.watch.assert_clean()


def test_on_a_tablet_the_form_works_by_touch_and_stray_taps_change_nothing(tablet):
    page = tablet.open().page
    tablet.tap('[data-cmd="pick"][data-game="risk"]')
    before = _form_seats(page)
    for selector in ("#seats legend", '.seat[data-seat="1"] .seat-side', ".opt-label",
                     "#new-game h2"):
        tablet.tap(selector)                            # stray taps: nothing changes
    assert _form_seats(page) == before
    tablet.tap('[data-cmd="seat-colour"][data-seat="2"][data-colour="#263238"]')
    tablet.tap('[data-cmd="seat-bot"][data-seat="1"][data-level="easy"]')
    page.locator('.seat-name[data-seat="0"]').tap()
    page.keyboard.type("Zoë")
    tablet.fill_seed(4)                     # seat 1 (Zoë) moves first with this seed
    tablet.tap('[data-cmd="start"]')
    page.wait_for_selector("#board")
    assert app_players(tablet) == [{"name": "Zoë", "colour": RED, "bot": None},
                                   {"name": "Blue", "colour": "#1e5fb4", "bot": "easy"},
                                   {"name": "Black", "colour": "#263238", "bot": None}]
    # two people and a computer: the privacy setting is offered, and works both ways
    assert _stage(page) == "curtain"
    assert "Pass the device to Zoë" in page.locator("#decision").inner_text()
    tablet.tap('[data-cmd="reveal"]')
    assert _stage(page) == "turn"
    tablet.tap('[data-cmd="privacy"]')
    assert page.locator('[data-cmd="privacy"]').get_attribute("aria-pressed") == "false"
    tablet.tap('[data-cmd="privacy"]')
    assert page.locator('[data-cmd="privacy"]').get_attribute("aria-pressed") == "true"
    tablet.watch.assert_clean()


def app_players(app) -> list:
    return app.record()["players"]
