"""Risk's board: the map's geometry against the engine, and games played by taps.

Without a browser (CPython): the hexagon map touches exactly where the engine has land
borders; in positions of every variant, the actions the screen offers (buttons, taps on
the map, and the pop-ups one selection tap opens) are exactly the legal actions, and no
other player's card is ever in the markup.

In the browser (Debian Chromium, desktop and iPad emulation): a 3-player classic game
started from the home screen, its claims played by tapping territories on the map; then
(through a shared link of the same game played on in CPython) a turn with reinforcements
placed by taps on the map and an attack by taps (source, target, pop-up, dice buttons);
a 2-player game with active neutrals from its start. At every step the page's tappable
actions are checked against the engine's legal actions (the page is replayed in CPython
to know the truth) and other players' cards must not be in the page.

With ``RISK_SHOTS=DIR``, screenshots for a person to look at go there, with
``timings.json``: the app's ``render`` measure (a full redraw: markup built in Python plus
``innerHTML``) after taps, desktop and iPad (not taken otherwise: they cost CPU and check
nothing).
"""

from __future__ import annotations

import html as htmllib
import json
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path

import pytest

from engine.core import Record, Session, replay
from engine.games import get_spec

WEB_PY = Path(__file__).resolve().parent.parent / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from games.risk import board as BR  # noqa: E402
from games.risk import colours as RC  # noqa: E402
import boards  # noqa: E402
from games.risk import layout as L  # noqa: E402
import screens  # noqa: E402

SHOTS = Path(os.environ["RISK_SHOTS"]) if os.environ.get("RISK_SHOTS") else None
SPEC = get_spec("risk")
MAP = SPEC.exports["map"]()
TERRITORIES = [t["name"] for t in MAP["territories"]]
ADJACENT = {t["name"]: t["adjacent"] for t in MAP["territories"]}
ACTION_RE = re.compile(r'data-action="([^"]*)"')
UI_TAG_RE = re.compile(r'<[^<>]*\sdata-ui="[^"]*"[^<>]*>')
DATA_RE = re.compile(r'\sdata-([\w-]+)="([^"]*)"')
CARD_RE = re.compile(r'data-card="([^"]*)"')


# ===================================================================== without a browser
def test_the_hexagon_map_touches_exactly_at_the_engines_land_borders():
    assert sorted(L.CELLS) == sorted(TERRITORIES)
    assert all(L.CELLS[name] for name in TERRITORIES)
    land, sea = set(), set()
    for t in MAP["territories"]:
        for other in t["adjacent"]:
            (sea if other in t["sea_lines"] else land).add(frozenset((t["name"], other)))
    touching = L.touching()
    assert touching == land, (f"missing land borders: {[sorted(p) for p in land - touching]}, "
                              f"extra: {[sorted(p) for p in touching - land]}")
    assert not touching & sea
    assert len(sea) == 23 and frozenset(("Alaska", "Kamchatka")) in L.WRAP
    # every territory is one piece of land (islands included)
    for name, cells in L.CELLS.items():
        cells = set(cells)
        seen, todo = set(), [next(iter(cells))]
        while todo:
            c = todo.pop()
            if c not in seen:
                seen.add(c)
                todo.extend(n for n in L.neighbours(*c) if n in cells)
        assert seen == cells, f"{name} is in pieces"


def _observed(state, viewer="mover") -> dict:
    """What the app hands a screen: ``state.observe(viewer)`` (plain data, no State)."""
    return state.observe(state.to_move if viewer == "mover" else viewer)


def _ctx(state, ui, viewer="mover"):
    return boards.context(_observed(state, viewer), ui)


def _screen(state, ui, observed=None):
    """The decision panel and the board, as the page draws them for the player to move."""
    observed = observed or _observed(state)
    ctx = boards.context(observed, ui)
    return screens.decision(observed, ctx, BR, handoff=False) + BR.render(ctx)


def _ui_elements(markup: str) -> list[dict]:
    out = []
    for tag_text in UI_TAG_RE.findall(markup):
        out.append({k: htmllib.unescape(v) for k, v in DATA_RE.findall(tag_text)})
    return out


def reachable(state) -> set[str]:
    """Every action the screen offers: tappable now, or after selection taps (on_ui)."""
    legal = set(state.legal_actions())
    observed = _observed(state)             # the same position throughout
    found: set[str] = set()
    seen: set = set()
    todo: list[dict] = [{}]
    while todo:
        ui = todo.pop()
        key = tuple(sorted(ui.items()))
        if key in seen:
            continue
        seen.add(key)
        markup = _screen(state, dict(ui), observed)
        direct = [htmllib.unescape(a) for a in ACTION_RE.findall(markup)]
        assert set(direct) <= legal, f"not legal: {set(direct) - legal}"
        assert len(direct) == len(set(direct)), "an action is offered twice"
        found.update(direct)
        for data in _ui_elements(markup):
            after = dict(ui)
            action = BR.on_ui(boards.context(observed, after), data)
            if action:
                assert action in legal
                found.add(action)
            else:
                todo.append(after)
        assert len(seen) < 400, "the selection taps do not settle"
    return found


def _secret_cards(state, viewer: int) -> set[str]:
    """Names of the territory cards held by the others (jokers are not told apart)."""
    snap = state.snapshot()
    names = [c["name"] for c in SPEC.exports["cards"]()["cards"]]
    own = state.view(viewer)["hands"]
    own_holder = next(h["holder"] for h in own if "cards" in h)
    out = set()
    for h, hand in zip(own, snap["hands"]):
        if h["holder"] != own_holder:
            out.update(names[c] for c in hand if names[c] != "Joker")
    return out


def _own_cards(state, viewer) -> list[str]:
    hand = next((h for h in state.view(viewer)["hands"] if "cards" in h), None)
    return sorted(c["name"] for c in hand["cards"]) if hand else []


VARIANTS = [("classic", 3, 7), ("classic", 5, 8), ("two-player-passive", 2, 9),
            ("two-player-active", 2, 10), ("missions", 4, 11), ("teams", 4, 12),
            ("teams", 6, 13)]


@pytest.mark.parametrize("variant, players, seed", VARIANTS)
def test_screens_offer_exactly_the_legal_actions_and_hide_the_others_cards(variant, players,
                                                                           seed):
    session = Session("risk", {"variant": variant, "players": players, "max_turns": 40}, seed)
    rng = random.Random(seed)
    phases, checked = set(), 0
    for step in range(1500):
        state = session.state
        if state.is_over:
            break
        # every position early on, then a sample (the setup alone is ~100 moves)
        if step < 60 or step % 7 == 0:
            legal = set(state.legal_actions())
            assert reachable(state) == legal
            viewer = state.to_move
            markup = BR.render(_ctx(state, {}))
            cards = sorted(CARD_RE.findall(markup))
            assert cards == _own_cards(state, viewer)
            assert not _secret_cards(state, viewer) & set(cards)
            hidden = BR.render(_ctx(state, {}, viewer=None))      # the hand-off screen
            assert not CARD_RE.findall(hidden) and "data-action" not in hidden
            phases.add(state.view(viewer)["phase"])
            checked += 1
        legal = state.legal_actions()
        # play on quickly: attack and fortify often, end phases sometimes
        enders = [a for a in legal if a in ("end_attack", "end_turn", "done", "stop")]
        session.play(rng.choice(enders) if enders and rng.random() < 0.15 else rng.choice(legal))
    assert checked > 60
    assert {"reinforce", "attack"} <= phases


def test_selection_taps_open_the_right_choices():
    """Tap a territory in the reinforcement: a pop-up with its counts; an attack: source,
    target, then the pop-up with both kinds of attack."""
    session = Session("risk", {"variant": "classic", "players": 3}, 5)
    rng = random.Random(1)
    while session.state.view(0)["phase"] != "reinforce":
        session.play(rng.choice(session.state.legal_actions()))
    state = session.state
    legal = state.legal_actions()
    place = [a for a in legal if a.startswith("place:")]
    name = place[0].split(":")[1]
    ui: dict = {}
    assert BR.on_ui(_ctx(state, ui), {"ui": "terr", "t": name}) is None and ui == {"sel": name}
    markup = BR.render(_ctx(state, ui))
    pop = markup[markup.index('class="risk-pop'):]
    assert sorted(ACTION_RE.findall(pop)) == sorted(a for a in place if a.split(":")[1] == name)
    assert BR.on_ui(_ctx(state, ui), {"ui": "close"}) is None and ui == {}
    assert not set(BR.buttons(_ctx(state, {}))) & set(place)
    while state.view(state.to_move)["phase"] != "attack":
        session.play(next(a for a in state.legal_actions() if a.startswith("place:")))
        state = session.state
    attacks = [a for a in state.legal_actions() if a.startswith("attack:")]
    _, src, tgt = attacks[0].split(":")
    ui = {}
    BR.on_ui(_ctx(state, ui), {"ui": "terr", "t": src})
    markup = BR.render(_ctx(state, ui))
    assert f'data-t="{src}"' in markup and 'class="terr tgt' in markup
    BR.on_ui(_ctx(state, ui), {"ui": "terr", "t": tgt})
    pop = BR.render(_ctx(state, ui))
    pop = pop[pop.index('class="risk-pop'):]
    assert sorted(ACTION_RE.findall(pop)) == sorted([f"attack:{src}:{tgt}",
                                                     f"assault:{src}:{tgt}"])
    assert "end_attack" in BR.buttons(_ctx(state, {}))


def test_redraw_is_fast_under_cpython():
    session = Session("risk", {"variant": "classic", "players": 4}, 2)
    rng = random.Random(2)
    times = []
    while session.state.view(0)["turn"] < 12 and not session.state.is_over:
        state = session.state
        ctx = _ctx(state, {})
        t0 = time.process_time()        # CPU time: other processes do not count
        BR.render(ctx)
        times.append(time.process_time() - t0)
        session.play(rng.choice(state.legal_actions()))
    assert statistics.median(times) < 0.01


# ===================================================================== in the browser
def _truth(app):
    """The page's position, replayed in CPython."""
    rec = app.record()
    return replay(Record(rec["game"], rec["options"], rec["seed"], rec["actions"]))


def _shown(app) -> list[str]:
    return app.shown_actions()


def _reveal(app) -> None:
    if app.page.locator('[data-cmd="handover"]').count():
        app.tap('[data-cmd="handover"]')               # the mover's last check: done
    if app.page.locator('[data-cmd="reveal"]').count():
        app.tap('[data-cmd="reveal"]')
        app.page.wait_for_selector("#prompt")


def _check_privacy(app, state) -> None:
    viewer = state.to_move
    page = app.page
    cards = sorted(page.locator("#app [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))
    assert cards == _own_cards(state, viewer)
    secret = _secret_cards(state, viewer)
    hand_text = " ".join(page.locator(".risk-hand").all_inner_texts())
    assert not [c for c in secret if c in hand_text], "another player's card is shown"


def _check_offer(app, *, explore: bool = False) -> None:
    """The page offers the legal actions: what is tappable now is legal, and with the
    choices behind selection taps (found by tapping, in the page, if ``explore``; else
    by the same renderer under CPython) it is all of them."""
    state = _truth(app)
    legal = set(state.legal_actions())
    assert set(app.legal()) == legal
    shown = _shown(app)
    assert len(shown) == len(set(shown)) and set(shown) <= legal
    _check_privacy(app, state)
    if explore:
        found = set(shown)
        for name in _selectable(app):
            _tap_territory(app, name)
            found.update(_shown(app))
            for tgt in _selectable(app):
                if tgt == name:
                    continue
                targets_now = app.page.locator(f'.terr.tgt[data-t="{tgt}"]').count()
                if targets_now:
                    _tap_territory(app, tgt)
                    found.update(_shown(app))
                    _tap_territory(app, tgt)            # closes that pop-up again
            if app.page.locator(".risk-pop-x").count():
                app.tap(".risk-pop-x")
            elif app.page.locator(f'.terr.src[data-t="{name}"]').count():
                _tap_territory(app, name)               # deselect
        assert found == legal
        assert set(_shown(app)) == set(shown)           # back where it was
    else:
        assert reachable(state) == legal


def _selectable(app) -> list[str]:
    return app.page.locator('#app .terr[data-ui="terr"]').evaluate_all(
        "els => els.map(e => e.dataset.t)")


def _tap_territory(app, name: str) -> None:
    """Tap a territory where its army count is (where a player would)."""
    page = app.page
    svg = page.locator(".risk-map")
    svg.scroll_into_view_if_needed()
    box = svg.bounding_box()
    bx, by = L.BADGES[name]
    x = box["x"] + bx * box["width"] / L.WIDTH
    y = box["y"] + by * box["height"] / L.HEIGHT
    before = page.evaluate("performance.getEntriesByName('render').length")
    if app.touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)
    page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


def _tap_action(app, action: str) -> None:
    page = app.page
    before = page.evaluate("performance.getEntriesByName('render').length")
    app.tap(f'#app [data-action="{action}"]')
    page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


def _start(app, variant: str, players: int, seed: int, **options) -> None:
    opts = {o.key: o for o in SPEC.options}
    app.tap('[data-cmd="pick"][data-game="risk"]')
    app.tap(f'[data-cmd="opt"][data-key="variant"][data-index="'
            f'{opts["variant"].choices.index(variant)}"]')
    app.tap(f'[data-cmd="opt"][data-key="players"][data-index="'
            f'{opts["players"].choices.index(players)}"]')
    for key, value in options.items():          # e.g. territories="claimed"
        app.tap(f'[data-cmd="opt"][data-key="{key}"][data-index="'
                f'{opts[key].choices.index(value)}"]')
    app.fill_seed(seed)
    app.tap('[data-cmd="start"]')
    app.page.wait_for_selector("#decision")


def _render_times(page) -> list[float]:
    return page.evaluate("performance.getEntriesByName('render').map(e => e.duration)")


def _save_timing(name: str, times: list[float]) -> None:
    if SHOTS is None:
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / "timings.json"
    data = json.loads(path.read_text()) if path.exists() else {}
    data[name] = {"redraws": len(times), "median_ms": round(statistics.median(times), 2),
                  "max_ms": round(max(times), 2)}
    path.write_text(json.dumps(data, indent=2))


def _shot(app, name: str, full: bool = False) -> None:
    if SHOTS is None:
        return
    SHOTS.mkdir(parents=True, exist_ok=True)
    app.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=full)


def _continue_in_cpython(app, until, seed: int) -> str:
    """Play the page's game on in CPython to a position ``until`` accepts; its link."""
    rec = app.record()
    session = Session(rec["game"], rec["options"], rec["seed"])
    for a in rec["actions"]:
        session.play(a)
    rng = random.Random(seed)
    for _ in range(20000):
        if until(session.state):
            return session.to_link()
        legal = session.state.legal_actions()
        enders = [a for a in legal if a in ("end_attack", "end_turn")]
        session.play(rng.choice(enders) if enders and rng.random() < 0.3 else rng.choice(legal))
    raise AssertionError("no such position")


def _open_link(app, link: str) -> None:
    page = app.page
    page.evaluate("link => { location.hash = link; }", link)
    page.wait_for_selector(".notice")
    assert "Opened a shared game" in page.locator(".notice").inner_text()


def _play_classic(app, device: str) -> None:
    page = app.page
    _start(app, "classic", 3, 2024, territories="claimed")
    rng = random.Random(5)
    # ---- the claims, by taps on the map
    for move in range(12):
        _reveal(app)
        state = _truth(app)
        legal = state.legal_actions()
        assert all(a.startswith("claim:") for a in legal)
        assert sorted(_shown(app)) == sorted(legal)         # every claim is on the map
        assert page.locator('#actions [data-action]').count() == 0
        _check_privacy(app, state)
        if move == 4:
            _shot(app, f"{device}-1-claims")
        name = rng.choice(legal).split(":", 1)[1]
        _tap_territory(app, name)
        assert app.record()["actions"][-1] == f"claim:{name}"
    # ---- on to a reinforcement turn where the others hold cards (played on in CPython)
    def ready(st):
        if st.is_over or st.view(st.to_move)["phase"] != "reinforce":
            return False
        v = st.view(st.to_move)
        if v["to_place"] < 4 or any(h["count"] >= 5 for h in v["hands"]):
            return False
        others = [h["count"] for h in v["hands"] if "cards" not in h]
        return sum(others) >= 2 and v["turn"] >= 6
    _open_link(app, _continue_in_cpython(app, ready, seed=7))
    _reveal(app)
    # every choice behind the selection taps, found by tapping: the reinforcements' on the
    # iPad (by touch), the attack's and the fortifying's on the desktop (by mouse)
    _check_offer(app, explore=(device != "desktop"))
    state = _truth(app)
    me = state.to_move
    assert page.locator("#risk-left").inner_text().startswith(str(state.view(me)["to_place"]))
    # place the reinforcements: tap a territory, then a count in the pop-up
    first = True
    while _truth(app).view(me)["phase"] == "reinforce":
        state = _truth(app)
        places = [a for a in state.legal_actions() if a.startswith("place:")]
        if not places:                              # a set must be traded first
            _tap_action(app, next(a for a in state.legal_actions() if a.startswith("trade:")))
            continue
        # reinforce the front line (so that an attack follows)
        owner = {t["name"]: t["owner"] for t in state.view(me)["territories"]}
        front = [a for a in places if any(owner[n] != owner[a.split(":")[1]]
                                          for n in ADJACENT[a.split(":")[1]])]
        name = rng.choice(front or places).split(":")[1]
        counts = [a for a in places if a.split(":")[1] == name]
        _tap_territory(app, name)
        if len(counts) > 1:
            assert sorted(page.locator(".risk-pop [data-action]").evaluate_all(
                "els => els.map(e => e.dataset.action)")) == sorted(counts)
            if first:
                _shot(app, f"{device}-2-reinforce-popup")
            _tap_action(app, counts[0] if first else counts[-1])
        first = False
        _check_offer(app)
    # ---- an attack by taps: source, target, "roll once", then the dice buttons
    _check_offer(app, explore=(device == "desktop"))
    _shot(app, f"{device}-3-attack", full=(device == "desktop"))
    state = _truth(app)
    attacks = [a for a in state.legal_actions() if a.startswith("attack:")]
    assert attacks, "no attack possible in this position"
    armies = {t["name"]: t["armies"] for t in state.view(me)["territories"]}
    _, src, tgt = max(attacks, key=lambda a: armies[a.split(":")[1]]).split(":")
    _tap_territory(app, src)
    assert page.locator(f'.terr.src[data-t="{src}"]').count() == 1
    assert page.locator(f'.terr.tgt[data-t="{tgt}"]').count() == 1
    _tap_territory(app, tgt)
    _shot(app, f"{device}-4-attack-popup")
    _tap_action(app, f"attack:{src}:{tgt}")
    for _ in range(40):                 # dice, the defender's dice (hand-off), moving in
        _reveal(app)
        _check_offer(app)
        state = _truth(app)
        phase = state.view(state.to_move)["phase"]
        legal = state.legal_actions()
        if phase in ("attack", "fortify") and state.to_move == me:
            break
        if phase == "move":
            assert page.locator("#risk-counts [data-action]").count() == len(legal)
            _shot(app, f"{device}-5-move-in")
        choice = legal[-1] if phase in ("dice", "defend", "move") else legal[0]
        _tap_action(app, choice)
    else:
        raise AssertionError("the attack did not come back to the attacker")
    assert any("Battle for" in str(line) for line in _truth(app).log[-8:])
    _check_offer(app)
    _shot(app, f"{device}-5-after-battle")
    if "end_attack" in _truth(app).legal_actions():
        _tap_action(app, "end_attack")
    _check_offer(app, explore=(device == "desktop"))
    times = _render_times(page)
    _save_timing(f"classic-{device}", times)
    assert statistics.median(times) < 250
    app.watch.assert_clean()


@pytest.mark.slow
def test_classic_game_claims_reinforcements_and_an_attack_by_taps(app):
    app.open()
    _play_classic(app, "desktop")


@pytest.fixture
def ipad_landscape(make_app):
    """An iPad held sideways (1080 x 810, touch): conftest's ``make_app``."""
    return make_app("ipad landscape")


@pytest.mark.slow
def test_classic_game_on_an_ipad_by_touch(ipad_landscape):
    app = ipad_landscape
    app.open()
    _play_classic(app, "ipad")


def test_ipad_portrait_shows_the_whole_map_with_big_enough_targets(tablet):
    page = tablet.open().page
    _start(tablet, "classic", 4, 99, territories="claimed")
    _reveal(tablet)
    box = page.locator(".risk-map").bounding_box()
    viewport = page.viewport_size
    assert box["width"] <= viewport["width"] and box["width"] >= 0.85 * viewport["width"]
    # the smallest territories still take a fingertip (about 30 px and more across)
    for name in ("Iceland", "Great Britain", "Japan", "Madagascar", "Central America"):
        t = page.locator(f'.terr[data-t="{name}"]').bounding_box()
        assert min(t["width"], t["height"]) >= 28, (name, t)
    for _ in range(3):
        _tap_territory(tablet, _truth(tablet).legal_actions()[0].split(":")[1])
        _reveal(tablet)
    _shot(tablet, "ipad-portrait-claims")
    tablet.watch.assert_clean()


def test_two_player_game_with_active_neutrals_starts_by_taps(app):
    page = app.open().page
    _start(app, "two-player-active", 2, 31)
    _reveal(app)
    state = _truth(app)
    view = state.view(state.to_move)
    assert view["phase"] == "setup_place"
    # the neutrals and their allegiance are shown
    rows = page.locator(".risk-neutrals .risk-player")
    assert rows.count() == 4
    for n in view["neutrals"]:
        text = page.locator(".risk-neutrals").inner_text()
        assert n["name"] in text and str(n["status"]) in text
    # neutral land is grey, with square badges
    neutral_land = [t["name"] for t in view["territories"] if t["owner"] in
                    {n["name"] for n in view["neutrals"]}]
    assert len(neutral_land) == 24
    fill = page.locator(f'.terr[data-t="{neutral_land[0]}"] path').get_attribute("fill")
    assert fill == RC.NEUTRAL_LAND
    assert page.locator(".risk-map .badges rect").count() == 24
    _shot(app, "desktop-6-two-player-active-start", full=True)
    rng = random.Random(3)
    kinds = set()
    for _ in range(14):
        _reveal(app)
        state = _truth(app)
        legal = state.legal_actions()
        phase = state.view(state.to_move)["phase"]
        kinds.add(phase)
        places = [a for a in legal if a.startswith("place:")]
        assert sorted(_shown(app)) == sorted(legal)         # map taps and the panel
        assert "autoplace" in legal                          # placing the rest: a button
        _check_privacy(app, state)
        name = rng.choice(places).split(":")[1]
        _tap_territory(app, name)
        assert app.record()["actions"][-1] == f"place:{name}"
    assert {"setup_place", "setup_neutral"} <= kinds
    _save_timing("two-player-desktop", _render_times(page))
    app.watch.assert_clean()


def _position(options: dict, seed: int, until) -> Session:
    """A random game (the first of seeds ``seed``, ``seed + 1``... that gets there) played
    to a position ``until`` accepts."""
    for game_seed in range(seed, seed + 20):
        session = Session("risk", options, game_seed)
        rng = random.Random(game_seed)
        for _ in range(20000):
            if until(session.state):
                return session
            if session.state.is_over:
                break
            legal = session.state.legal_actions()
            enders = [a for a in legal if a in ("end_attack", "end_turn")]
            session.play(rng.choice(enders) if enders and rng.random() < 0.3
                         else rng.choice(legal))
    raise AssertionError("no such position")


@pytest.mark.slow
def test_team_and_mission_games_show_teams_holders_and_missions(app):
    page = app.open().page
    # ---- the team game: land in team colours, shared territories show their holders
    def shared(st):
        v = st.view(st.to_move)
        return (v["phase"] == "reinforce" and v["turn"] >= 8
                and any(len(t["stacks"]) > 1 for t in v["territories"]))
    session = _position({"variant": "teams", "players": 4}, 21, shared)
    _open_link(app, session.to_link())
    _reveal(app)
    _check_offer(app)
    view = session.state.view(session.state.to_move)
    team_of = {p: i for i, team in enumerate(view["teams"]) for p in team["players"]}
    for t in view["territories"]:
        fill = page.locator(f'.terr[data-t="{t["name"]}"] path').get_attribute("fill")
        assert fill == RC.TEAM_COLOURS[team_of[t["owner"]]][1]
    n_shared = sum(len(t["stacks"]) for t in view["territories"] if len(t["stacks"]) > 1)
    n_plain = sum(1 for t in view["territories"] if len(t["stacks"]) <= 1)
    # one badge per territory (its shape the seat's: a circle, a diamond...), and a small
    # chip per holder of a shared one
    assert page.locator(".risk-map .badges :is(circle, path, rect)").count() == 42 + n_shared
    assert n_plain < 42
    assert "Team A" in page.locator(".risk-players").inner_text()
    _shot(app, "desktop-7-teams", full=True)
    # ---- secret missions: the mover's four, the others' claimed ones, nothing else
    def claimed(st):
        v = st.view(st.to_move)
        return (v["phase"] == "reinforce" and sum(
            m["claimed"] for row in v["missions"] for m in row["missions"]) >= 2)
    session = _position({"variant": "missions", "players": 3}, 5, claimed)
    _open_link(app, session.to_link())
    _reveal(app)
    _check_offer(app)
    state = session.state
    me = state.to_move
    texts = {m["id"]: m["text"] for m in SPEC.exports["missions"]()["missions"]}
    snap = state.snapshot()
    mine = page.locator(".risk-missions .mine").inner_text()
    for mid in snap["missions"][me]:
        assert texts[mid] in mine
    body = page.locator("#app").inner_text()
    own_texts = {texts[mid] for mid in snap["missions"][me]}
    for q, row in enumerate(snap["missions"]):
        if q == me:
            continue
        for r, mid in enumerate(row):
            if snap["claimed"][q][r]:
                assert texts[mid] in body
            elif sum(snap["claimed"][q]) < 3 and texts[mid] not in own_texts:
                assert texts[mid] not in body, "another player's secret mission is shown"
    assert "three infantry" in page.locator(".risk-status").inner_text()
    _shot(app, "desktop-8-missions", full=True)
    app.watch.assert_clean()
