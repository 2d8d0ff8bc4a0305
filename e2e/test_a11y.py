"""Issue 23: the whole table on one tablet screen, playable by keyboard and screen reader.

* axe-core (npm ``axe-core``, a devDependency: injected here by Playwright, never part of
  ``site/``) on every screen (home, new game, curtain, a Twilight turn, a Risk turn, the
  dialogs, game over) at 1024x768 and 390x844: no serious or critical violation.
* The one-screen layout: at 1024x768 and 768x1024 (and right to left), nothing of the
  turn (decision, hand, tracks, map) is below the fold and the page does not scroll; on a
  phone the decision and the map share the screen and the hand is a drawer.
* The map zooms and pans (buttons, wheel, drag) and keeps its zoom across a redraw; a drag
  plays nothing.
* A Twilight action round (card, use, targets) and a Risk turn (place, attack, end,
  fortify) by the keyboard alone; Escape closes; the curtain takes the focus; the live
  region says the moves.
* Every offered target at least 24x24 CSS px at the fitted zoom (WCAG 2.2, 2.5.8).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.bots.testing import bot_record
from engine.core import Record, Session, encode_link, replay

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
TABLET, TABLET_UP, PHONE = (1024, 768), (768, 1024), (390, 844)


# --------------------------------------------------------------------- positions
def _twilight_round(seed: int = 3, moves: int = 40) -> Session:
    """A random Twilight game to the start of an action round (a card to choose)."""
    session = Session("twilight", None, seed)
    rng = random.Random(seed)
    while len(session.record.actions) < moves or session.state.stack[-1]["kind"] != "play" \
            or session.state.ar == 0:
        session.play(rng.choice(session.state.legal_actions()))
    return session


def _twilight_over(seed: int = 4) -> Session:
    session = Session("twilight", None, seed)
    rng = random.Random(seed)
    while not session.state.is_over:
        session.play(rng.choice(session.state.legal_actions()))
    return session


def _risk_turn(seed: int = 3, players: int = 3) -> Session:
    """A random classic Risk game to the start of a player's turn with armies to place,
    an attack possible and no card trade due."""
    session = Session("risk", {"variant": "classic", "players": players}, seed)
    rng = random.Random(seed)
    while True:
        state = session.state
        legal = state.legal_actions()
        if len(session.record.actions) > 120 and legal and all(a.startswith("place:") for a in legal) \
                and state.view(state.to_move)["phase"] == "reinforce":
            return session
        enders = [a for a in legal if a in ("end_attack", "end_turn")]
        session.play(rng.choice(enders) if enders and rng.random() < 0.3 else rng.choice(legal))


# --------------------------------------------------------------------- page helpers
def _size(app, size) -> None:
    app.page.set_viewport_size({"width": size[0], "height": size[1]})


def _open(app, session: Session, size=TABLET, lang: str | None = None) -> None:
    """Open ``session`` as a link and take the device (the link starts with the curtain)."""
    _size(app, size)
    if lang:
        app.page.goto(app.base_url + f"?lang={lang}")
        app.page.wait_for_selector('body[data-ready="1"]')
    app.open(session.to_link())
    app.page.locator('[data-cmd="reveal"]').last.click()
    app.page.wait_for_selector("#prompt")


def _axe(page) -> list[dict]:
    """axe-core's serious and critical violations on the page as it is now."""
    if not page.evaluate("!!window.axe"):
        page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const r = await axe.run(document, {resultTypes: ["violations"]});
        return r.violations.map(v => ({id: v.id, impact: v.impact,
            nodes: v.nodes.slice(0, 5).map(n => n.target.join(" "))}));
    }""")
    return [v for v in found if v["impact"] in ("serious", "critical")]


def _check(page, where: str, problems: dict) -> None:
    bad = _axe(page)
    if bad:
        problems[where] = bad


def _box(page, selector: str) -> dict | None:
    return page.locator(selector).first.bounding_box() if page.locator(selector).count() else None


def _in_view(page, selector: str) -> None:
    box = _box(page, selector)
    assert box, f"{selector} is missing"
    vw, vh = page.viewport_size["width"], page.viewport_size["height"]
    assert box["y"] >= -1 and box["y"] + box["height"] <= vh + 1, (selector, box, vh)
    assert box["x"] >= -1 and box["x"] + box["width"] <= vw + 1, (selector, box, vw)


def _no_page_scroll(page) -> None:
    size = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.scrollHeight,"
                         " innerWidth, innerHeight]")
    assert size[0] <= size[2] and size[1] <= size[3], f"the page scrolls: {size}"


def _truth(app):
    saved = app.record()
    return replay(Record(saved["game"], saved["options"], saved["seed"], saved["actions"]))


def _press_and_wait(app, key: str = "Enter") -> None:
    """Press ``key``; if it played a move, until the page has it."""
    page = app.page
    page.keyboard.press(key)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def _focused(page) -> dict:
    return page.evaluate("""() => { const e = document.activeElement;
        return e ? {tag: e.tagName, action: e.dataset.action || null, warn: e.dataset.warn || null,
                    cmd: e.dataset.cmd || null, ui: e.dataset.ui || null,
                    svg: !!e.closest('svg'), pop: !!e.closest('#risk-pop')} : {}; }""")


def _take_by_keyboard(app, session: Session) -> None:
    """Open a Risk ``session`` as a link and take the device by the keyboard: Enter on the
    curtain's button (it has the focus), Escape puts "since your last turn" away."""
    page = app.page
    app.open(session.to_link())
    page.wait_for_function("document.activeElement && document.activeElement.dataset.cmd === 'reveal'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#prompt")
    if page.locator("#risk-since").count():
        page.locator("#risk-since").focus()
        page.keyboard.press("Escape")


def _tab_to(page, wanted, limit: int = 400) -> dict:
    """Tab (the keyboard only) until the focused element satisfies ``wanted``."""
    for _ in range(limit):
        now = _focused(page)
        if wanted(now):
            return now
        page.keyboard.press("Tab")
    raise AssertionError("Tab never reached the wanted control")


# --------------------------------------------------------------------- axe-core
@pytest.mark.slow
@pytest.mark.parametrize("size", [TABLET, PHONE], ids=["1024x768", "390x844"])
def test_axe_finds_no_serious_or_critical_violation_on_any_screen(app, size):
    page = app.page
    problems: dict = {}
    _size(app, size)
    app.open()
    _check(page, "home", problems)
    app.tap('[data-cmd="pick"][data-game="twilight"]')
    page.wait_for_selector("#new-game")
    _check(page, "new game", problems)
    app.tap('[data-cmd="advanced"]')
    _check(page, "new game, advanced", problems)
    # Twilight: the curtain, a turn, the help, the share panel, the log, the done panel
    session = _twilight_round()
    app.open(session.to_link())
    page.wait_for_selector('[data-cmd="reveal"]')
    _check(page, "curtain", problems)
    page.locator('[data-cmd="reveal"]').last.click()
    page.wait_for_selector("#prompt")
    _check(page, "twilight turn", problems)
    page.keyboard.press("?")
    page.wait_for_selector("#help-panel", state="visible")
    _check(page, "help panel", problems)
    page.keyboard.press("Escape")
    app.tap('[data-cmd="share"]')
    page.wait_for_selector("#share-link")
    _check(page, "share panel", problems)
    app.tap('[data-cmd="unshare"]')
    if page.locator('[data-panel="log"]').is_visible():
        app.tap('[data-panel="log"]')
        _check(page, "log opened", problems)
        page.keyboard.press("Escape")
    if page.locator('[data-drawer="hand"]').is_visible():
        app.tap('[data-drawer="hand"]')           # left open: a card is played from it
        _check(page, "hand drawer", problems)
    card = page.locator('.ts-hand [data-action^="card:"]').first
    card.click()
    page.wait_for_selector("#actions [data-action]")
    _check(page, "twilight, a card chosen", problems)
    # Risk: a turn, a pop-up
    app.open(_risk_turn().to_link())
    page.locator('[data-cmd="reveal"]').last.click()
    page.wait_for_selector("#prompt")
    if page.locator("#risk-since").count():
        page.locator("#risk-since").click()
    _check(page, "risk turn", problems)
    page.locator('.risk-map [data-ui="terr"], .risk-map [data-action]').first.click()
    _check(page, "risk, after a tap on the map", problems)
    # game over
    app.open(_twilight_over().to_link())
    page.wait_for_selector('[data-over="1"]')
    _check(page, "game over", problems)
    # the dark theme (the system's setting)
    page.emulate_media(color_scheme="dark")
    _check(page, "game over, dark", problems)
    app.open(session.to_link())
    page.locator('[data-cmd="reveal"]').last.click()
    page.wait_for_selector("#prompt")
    _check(page, "twilight turn, dark", problems)
    page.emulate_media(color_scheme="light")
    assert not problems, json.dumps(problems, indent=1)
    app.watch.assert_clean()


def _twilight_warned(seed: int = 1) -> Session:
    """A Twilight position whose "influence" is warned (8.2.1: the turn would end short of
    the required military operations), so that choosing it asks for a confirm."""
    session = Session("twilight", None, seed)
    rng = random.Random(seed)
    while True:
        state = session.state
        assert not state.is_over
        legal = state.legal_actions()
        if state.stack[-1]["kind"] == "ops" and "influence" in legal and "8.2.1" in str(
                state.observe(state.to_move)["advice"].get("influence", {}).get("warning", "")):
            return session
        pick = [a for a in legal if a in ("ops", "influence")]
        session.play(rng.choice(pick) if pick and rng.random() < 0.7 else rng.choice(legal))


@pytest.mark.parametrize("size", [TABLET, PHONE], ids=["1024x768", "390x844"])
def test_axe_on_the_twilight_confirm_and_risk_game_over(app, size):
    """The dialogs and game over of issue 23's list not reached above: Twilight's confirm
    of a warned action (8.2.1) and Risk's game over (a game between bots, to its end)."""
    page = app.page
    problems: dict = {}
    _open(app, _twilight_warned(), size)
    warned = page.locator('#ts-warned [data-warn="influence"]')
    if not warned.is_visible() and page.locator('[data-drawer="hand"]').is_visible():
        page.locator('[data-drawer="hand"]').click()
    warned.click()
    page.wait_for_selector("#ts-confirm", state="visible")
    assert "8.2.1" in page.locator("#ts-confirm").inner_text()
    _check(page, "twilight confirm", problems)
    record = bot_record("risk", {"variant": "classic", "players": 3}, 1)
    app.open(encode_link(record))
    page.wait_for_selector('[data-over="1"]')
    _check(page, "risk game over", problems)
    page.emulate_media(color_scheme="dark")
    _check(page, "risk game over, dark", problems)
    _open(app, _risk_turn(), size)
    _check(page, "risk turn, dark", problems)
    page.emulate_media(color_scheme="light")
    assert not problems, json.dumps(problems, indent=1)
    app.watch.assert_clean()


# --------------------------------------------------------------------- one screen
@pytest.mark.parametrize("size,lang", [(TABLET, None), (TABLET_UP, None), (TABLET, "he")],
                         ids=["1024x768", "768x1024", "1024x768-he"])
def test_nothing_of_the_turn_is_below_the_fold_on_a_tablet(app, size, lang):
    page = app.page
    _open(app, _twilight_round(), size, lang)
    for sel in ("#decision", ".ts-status", ".ts-hand .ts-head", ".ts-hand .ts-card", "svg.ts-map",
                ".map-tools", ".tools"):
        _in_view(page, sel)
    _no_page_scroll(page)
    # the whole hand is there, in a row of its own (scrolled sideways if long)
    assert page.locator(".ts-hand .ts-card").count() >= 5
    # the map fills the room left: at least half of the screen's width
    assert _box(page, "svg.ts-map")["width"] >= 0.5 * size[0]
    # a card chosen: its uses are buttons in view, still on one screen
    page.locator('.ts-hand [data-action^="card:"]').first.click()
    page.wait_for_selector("#actions [data-action]")
    _in_view(page, "#actions [data-action]")
    _no_page_scroll(page)
    # Risk too
    _open(app, _risk_turn(), size, lang)
    for sel in ("#decision", ".risk-status", ".risk-hand", "svg.risk-map", ".tools"):
        _in_view(page, sel)
    _no_page_scroll(page)
    assert _box(page, "svg.risk-map")["width"] >= 0.5 * size[0]
    app.watch.assert_clean()


def test_on_a_phone_the_decision_and_the_map_share_the_screen_and_the_hand_is_a_drawer(app):
    page = app.page
    _open(app, _twilight_round(), PHONE)
    _in_view(page, "#decision")
    _in_view(page, "svg.ts-map")
    _in_view(page, '[data-drawer="hand"]')
    drawer = page.locator('[data-drawer="hand"]')
    assert drawer.get_attribute("aria-expanded") == "false"
    assert not page.locator(".ts-hand .ts-card").first.is_visible()    # folded away
    drawer.click()
    assert drawer.get_attribute("aria-expanded") == "true"
    page.wait_for_function("document.querySelector('.ts-hand').getBoundingClientRect().bottom "
                           "<= innerHeight + 1 && getComputedStyle(document.querySelector("
                           "'.ts-hand .ts-cards')).visibility === 'visible'")
    _in_view(page, ".ts-hand .ts-card")
    # a card from the drawer plays; the drawer stays as the player left it
    page.locator('.ts-hand [data-action^="card:"]').first.click()
    page.wait_for_selector("#actions [data-action]")
    page.keyboard.press("Escape")
    assert page.locator('[data-drawer="hand"]').get_attribute("aria-expanded") == "false"
    app.watch.assert_clean()


def test_the_map_zooms_pans_and_fits_and_a_drag_plays_nothing(app):
    page = app.page
    _open(app, _twilight_round(), TABLET)

    def box():
        return [float(v) for v in page.locator("svg.ts-map").get_attribute("viewBox").split()]

    full = box()
    page.locator('[data-zoom="in"]').click()
    zoomed = box()
    assert zoomed[2] < full[2] * 0.7 and zoomed[3] < full[3] * 0.7
    # a drag pans the zoomed map and plays nothing
    moves = len(app.record()["actions"])
    svg = _box(page, "svg.ts-map")
    x, y = svg["x"] + svg["width"] / 2, svg["y"] + svg["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 120, y + 60, steps=6)
    page.mouse.up()
    panned = box()
    assert panned[0] < zoomed[0] and panned[2] == pytest.approx(zoomed[2])
    assert len(app.record()["actions"]) == moves
    # the zoom outlives a redraw (a card chosen)
    page.locator('.ts-hand [data-action^="card:"]').first.click()
    page.wait_for_selector("#actions [data-action]")
    assert box() == pytest.approx(panned)
    # the wheel zooms out, the keys too, "fit" shows the whole map again
    page.mouse.move(x, y)
    page.mouse.wheel(0, 400)
    assert box()[2] > panned[2]
    page.locator('[data-zoom="fit"]').click()
    assert box() == pytest.approx(full)
    page.locator("#decision").click()
    page.keyboard.press("+")
    assert box()[2] < full[2]
    page.keyboard.press("0")
    assert box() == pytest.approx(full)
    app.watch.assert_clean()


# --------------------------------------------------------------------- targets' size
@pytest.mark.parametrize("size", [TABLET, TABLET_UP], ids=["1024x768", "768x1024"])
def test_every_offered_target_is_at_least_24_px_at_the_fitted_zoom(app, size):
    """WCAG 2.2, 2.5.8 (target size, minimum): map targets, cards, buttons."""
    page = app.page
    _open(app, _twilight_round(), size)
    page.locator('.ts-hand [data-action^="card:"]').first.click()
    page.locator('#actions [data-action="ops"]').click()
    page.locator('#actions [data-action="influence"]').click()
    page.wait_for_selector('svg.ts-map [data-action]')
    _open_risk = _risk_turn()
    small = page.evaluate("""() => [...document.querySelectorAll(
            '#app button, #app [role="button"], #app select, #app a[href]')]
        .filter(e => e.checkVisibility() && !e.closest('.help-panel'))
        .map(e => { const r = (e.querySelector('.hit') || e).getBoundingClientRect();
                    return [e.dataset.action || e.dataset.cmd || e.dataset.zoom || e.textContent.trim(),
                            Math.round(r.width), Math.round(r.height)]; })
        .filter(([, w, h]) => w < 24 || h < 24)""")
    assert not small, small
    _open(app, _open_risk, size)
    small = page.evaluate("""() => [...document.querySelectorAll(
            '#app button, #app [role="button"], #app select')]
        .filter(e => e.checkVisibility())
        .map(e => { const r = e.getBoundingClientRect();
                    return [e.dataset.action || e.dataset.t || e.dataset.cmd || e.textContent.trim(),
                            Math.round(r.width), Math.round(r.height)]; })
        .filter(([, w, h]) => w < 24 || h < 24)""")
    assert not small, small
    app.watch.assert_clean()


# --------------------------------------------------------------------- keyboard
def test_a_twilight_action_round_by_the_keyboard_alone(app):
    """Card, its use (operations, 6.1 influence), the targets on the map, by Tab, the
    arrow keys and Enter; the curtain takes the focus; the live region says the moves."""
    page = app.page
    session = _twilight_round()
    _size(app, TABLET)
    app.open(session.to_link())
    page.wait_for_selector('[data-cmd="reveal"]')
    # the curtain's button has the focus: Enter takes the device
    page.wait_for_function("document.activeElement && document.activeElement.dataset.cmd === 'reveal'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#prompt")
    start = len(app.record()["actions"])
    side = session.state.to_move
    # a card of the hand, for its operations
    now = _tab_to(page, lambda f: (f.get("action") or "").startswith("card:"))
    page.keyboard.press("Enter")
    page.wait_for_selector('#actions [data-action="ops"]')
    _tab_to(page, lambda f: f.get("action") == "ops")
    page.keyboard.press("Enter")
    page.wait_for_selector('#actions [data-action="influence"]')
    _tab_to(page, lambda f: f.get("action") == "influence")
    page.keyboard.press("Enter")
    page.wait_for_selector("svg.ts-map [data-action]")
    # the targets: the focus is on the map; the arrow keys go from one to another
    first = _focused(page)
    assert first.get("svg") and first.get("action"), first
    page.keyboard.press("ArrowRight")
    moved = _focused(page)
    assert moved.get("svg") and (moved.get("action") or moved.get("warn")) and moved != first
    page.keyboard.press("ArrowLeft")
    for _ in range(12):
        if _truth(app).to_move != side or not page.locator("svg.ts-map [data-action]").count():
            break
        _tab_to(page, lambda f: f.get("svg") and bool(f.get("action")))
        _press_and_wait(app)
    record = app.record()
    played = record["actions"][start:]
    assert played[0] == now["action"] and played[1:3] == ["ops", "influence"], played
    assert len(played) > 3, played
    # the round is over: the other side's turn
    assert _truth(app).to_move != side
    live = page.locator("#announce").inner_text()
    assert live.strip(), "the live region said nothing"
    app.watch.assert_clean()


def test_a_risk_turn_by_the_keyboard_alone(app):
    """Place the reinforcements (5.1), attack (6), end the attacks, fortify (7), end the
    turn: Tab, the arrow keys, Enter, and Escape to close a pop-up."""
    page = app.page
    _size(app, TABLET)
    session = _risk_turn()
    _take_by_keyboard(app, session)
    start = len(app.record()["actions"])
    mover = session.state.to_move
    verbs: list[str] = []
    for _ in range(80):
        if _truth(app).to_move != mover:
            break
        acts = app.legal()
        done = len(app.record()["actions"])
        kinds = {a.split(":")[0] for a in acts}
        on_map = lambda f: f.get("svg") and bool(f.get("action") or f.get("ui"))   # noqa: E731
        in_pop = lambda f: f.get("pop") and bool(f.get("action"))                 # noqa: E731
        popup = page.locator("#risk-pop [data-action]").count() > 0
        if "place" in kinds:
            wanted = in_pop if popup else on_map
        elif kinds & {"move", "count", "dice", "until"}:     # a choice that is due
            wanted = in_pop if popup else (lambda f: bool(f.get("action")))
        elif "attack" in kinds and "attack" not in verbs:
            wanted = in_pop if popup else on_map
        elif "end_attack" in kinds:
            if popup:                                       # Escape puts the pop-up away
                page.keyboard.press("Escape")
                page.wait_for_selector("#risk-pop", state="detached")
            wanted = lambda f: f.get("action") == "end_attack"                 # noqa: E731
        elif "fortify" in kinds and "fortify" not in verbs:
            wanted = in_pop if popup else on_map
        elif "end_turn" in kinds:
            if popup:
                page.keyboard.press("Escape")
                page.wait_for_selector("#risk-pop", state="detached")
            wanted = lambda f: f.get("action") == "end_turn"                   # noqa: E731
        else:
            wanted = lambda f: bool(f.get("action"))                           # noqa: E731
        _tab_to(page, wanted)
        _press_and_wait(app)
        verbs += [a.split(":")[0] for a in app.record()["actions"][done:]]
    played = app.record()["actions"][start:]
    kinds = [a.split(":")[0] for a in played]
    assert "place" in kinds and ("end_turn" in kinds or "fortify" in kinds), kinds
    assert "attack" in kinds or "assault" in kinds, kinds
    assert _truth(app).to_move != mover
    app.watch.assert_clean()


def _risk_trade_due(seed: int = 1, players: int = 3) -> Session:
    """A random classic Risk game to a turn whose mover holds 5 cards and a set to trade
    (rule: five cards at the start of the turn, a set must go in)."""
    session = Session("risk", {"variant": "classic", "players": players}, seed)
    rng = random.Random(seed)
    while True:
        state = session.state
        assert not state.is_over
        legal = state.legal_actions()
        own = [h for h in state.view(state.to_move).get("hands") or [] if "cards" in h]
        if own and len(own[0]["cards"]) >= 5 and any(a.startswith("trade:") for a in legal):
            return session
        enders = [a for a in legal if a in ("end_attack", "end_turn")]
        session.play(rng.choice(enders) if enders and rng.random() < 0.3 else rng.choice(legal))


def test_a_risk_card_trade_and_the_placing_by_the_keyboard_alone(app):
    """Five cards: Tab to a set in the decision panel, Enter trades it (the armies join
    the reinforcements), then the arrow keys and Enter place them all (5.1)."""
    page = app.page
    _size(app, TABLET)
    session = _risk_trade_due()
    mover = session.state.to_move
    _take_by_keyboard(app, session)
    start = len(app.record()["actions"])
    assert page.locator(".risk-hand .risk-card").count() == 5
    # every offered set is a button with a name: the cards it trades
    sets = page.locator('#decision [data-action^="trade:"]')
    assert sets.count() >= 1
    for i in range(sets.count()):
        name = sets.nth(i).inner_text() + (sets.nth(i).get_attribute("aria-label") or "")
        assert name.strip()
    focused = _tab_to(page, lambda f: (f.get("action") or "").startswith("trade:"))
    _press_and_wait(app)
    page.wait_for_function("document.querySelectorAll('.risk-hand .risk-card').length === 2")
    assert app.record()["actions"][start] == focused["action"]
    # the placing: the map's territories by Tab and the arrow keys, the amount in the pop-up
    for _ in range(60):
        acts = app.legal()
        if _truth(app).to_move != mover or not any(a.startswith("place:") for a in acts):
            break
        popup = page.locator("#risk-pop [data-action]").count() > 0
        if popup:
            _tab_to(page, lambda f: f.get("pop") and bool(f.get("action")))
        else:
            _tab_to(page, lambda f: f.get("svg") and bool(f.get("action") or f.get("ui")))
            page.keyboard.press("ArrowRight")               # on to a neighbouring target
            assert _focused(page).get("svg")
        _press_and_wait(app)
    played = app.record()["actions"][start:]
    assert played[0].startswith("trade:") and any(a.startswith("place:") for a in played[1:]), played
    truth = _truth(app)
    assert not any(a.startswith("place:") for a in truth.legal_actions()), played
    assert truth.view(mover)["phase"] != "reinforce"
    app.watch.assert_clean()


def test_escape_closes_the_help_and_the_help_lists_the_keys(app):
    page = app.page
    _open(app, _twilight_round(), TABLET)
    page.keyboard.press("?")
    panel = page.locator("#help-panel")
    assert panel.is_visible()
    assert page.evaluate("document.activeElement.closest('#help-panel') !== null")
    for key in ("Esc", "Enter / Space", "+ / − / 0"):
        assert key in panel.inner_text()
    page.keyboard.press("Escape")
    assert not panel.is_visible()
    assert page.evaluate("document.activeElement.dataset.panel") == "help"
    app.watch.assert_clean()


def test_the_single_key_shortcuts_can_be_turned_off_and_the_setting_is_remembered(app):
    """WCAG 2.1.4 (character key shortcuts): a setting in the help turns the one-key
    shortcuts (M, D, H, L, ?, + - 0) off; off, a letter does nothing; on, it works."""
    page = app.page
    session = _twilight_round()
    _open(app, session, TABLET)
    log_open = "document.getElementById('app').classList.contains('open-log')"
    help_open = "document.getElementById('app').classList.contains('open-help')"
    page.locator("#decision").click()
    page.keyboard.press("l")                                  # on (the default): it works
    assert page.evaluate(log_open)
    page.keyboard.press("l")
    assert not page.evaluate(log_open)
    # off, by the keyboard: "?" opens the help, Tab reaches the setting, Enter turns it off
    page.keyboard.press("?")
    assert page.evaluate(help_open)
    _tab_to(page, lambda f: f.get("cmd") == "keys", limit=5)
    setting = page.locator('#help-panel [data-cmd="keys"]')
    assert setting.get_attribute("aria-pressed") == "true"
    page.keyboard.press("Enter")
    page.wait_for_selector('#help-panel[data-keys="off"]')
    assert setting.get_attribute("aria-pressed") == "false"
    assert page.evaluate(help_open)                            # the help stays open
    assert page.evaluate("document.activeElement.dataset.cmd") == "keys"
    page.keyboard.press("Escape")
    assert not page.evaluate(help_open)
    page.locator("#decision").click()
    before = page.locator("svg.ts-map").get_attribute("viewBox")
    for key in ("l", "?", "+", "m", "d", "h"):
        page.keyboard.press(key)
        assert not page.evaluate(log_open) and not page.evaluate(help_open), key
    assert page.locator("svg.ts-map").get_attribute("viewBox") == before
    assert json.loads(page.evaluate("localStorage.getItem('boardgames.settings')"))["keys"] is False
    # remembered: the page opened again keeps it off
    _open(app, session, TABLET)
    assert page.locator('#help-panel[data-keys="off"]').count() == 1
    page.locator("#decision").click()
    page.keyboard.press("l")
    assert not page.evaluate(log_open)
    # on again from the tools' button: the letters work again
    page.locator('[data-panel="help"][aria-controls="help-panel"]').click()
    page.locator('#help-panel [data-cmd="keys"]').click()
    page.wait_for_selector('#help-panel[data-keys="on"]')
    page.keyboard.press("Escape")
    page.locator("#decision").click()
    page.keyboard.press("l")
    assert page.evaluate(log_open)
    app.watch.assert_clean()


_SMALL_WITHOUT_EQUIVALENT = """() => {
    const big = e => { const r = e.getBoundingClientRect(); return r.width >= 24 && r.height >= 24; };
    const key = e => e.dataset.t;
    const list = new Set([...document.querySelectorAll('#risk-offer button')]
        .filter(e => e.checkVisibility() && big(e)).map(key));
    const targets = [...document.querySelectorAll('svg.risk-map [role="button"]')];
    return {targets: targets.length, small: targets.filter(e => !big(e)).length,
            missing: targets.filter(e => !big(e) && !list.has(key(e))).map(key),
            tiny: [...document.querySelectorAll('#app button, #app [role="button"], #app select')]
                .filter(e => e.checkVisibility() && !e.closest('svg') && !big(e))
                .map(e => e.dataset.action || e.dataset.cmd || e.textContent.trim())};
}"""


def test_on_a_phone_every_small_map_target_has_a_button_of_24_px_that_plays_it(app):
    """WCAG 2.2, 2.5.8: at 390x844 the fitted Risk map's territories are under 24 px; the
    offered ones are also a row of buttons (the exception "equivalent"), which play the
    same: placing (5.1), then an attack's source and its target (6)."""
    page = app.page
    session = _risk_turn()
    mover = session.state.to_move
    _open(app, session, PHONE)
    if page.locator("#risk-since").count():
        page.locator("#risk-since").click()
    found = page.evaluate(_SMALL_WITHOUT_EQUIVALENT)
    assert found["targets"] and found["small"], found      # the map's targets are small here
    assert not found["missing"] and not found["tiny"], found
    # the placing by the buttons alone
    start = len(app.record()["actions"])
    for _ in range(40):
        if not any(a.startswith("place:") for a in app.legal()):
            break
        if page.locator("#risk-pop [data-action]").count():
            page.locator("#risk-pop [data-action]").first.click()
        else:
            assert not page.evaluate(_SMALL_WITHOUT_EQUIVALENT)["missing"]
            page.locator("#risk-offer button").first.click()
    played = app.record()["actions"][start:]
    assert played and all(a.startswith("place:") for a in played), played
    # the attack: its sources, then a source's targets (the source first, pressed; the
    # other sources after its targets)
    assert any(a.startswith("attack:") for a in app.legal())
    found = page.evaluate(_SMALL_WITHOUT_EQUIVALENT)
    assert found["targets"] and not found["missing"] and not found["tiny"], found
    source = page.locator("#risk-offer button").first
    name = source.get_attribute("data-t")
    source.click()
    page.wait_for_selector(f'#risk-offer button[aria-pressed="true"][data-t="{name}"]')
    found = page.evaluate(_SMALL_WITHOUT_EQUIVALENT)
    assert found["targets"] and not found["missing"] and not found["tiny"], found
    assert page.locator("#risk-offer button").count() >= 2
    page.locator("#risk-offer button").nth(1).click()
    if page.locator("#risk-pop [data-action]").count():
        page.locator("#risk-pop [data-action]").first.click()
    played = app.record()["actions"][start:]
    assert any(a.startswith("attack:") and a.split(":")[1] == name for a in played), played
    assert _truth(app).to_move == mover
    app.watch.assert_clean()
