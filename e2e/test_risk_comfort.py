"""Risk without busywork (issue 15 items 4-7 and the Risk part of 9), in the page.

Without a browser (CPython, the board's markup): the battle pop-up offers the dice, "until
N left" and "stop below X %" with the exact win chance (checked against
``engine.risk.odds``); the defender's dice (option ``defence: choose``) in white; the setup's
"Place the rest automatically" button; the "since your last turn" card, which names the
lost territories and outlines them only while ``ctx.fresh``; names and colours of a seat
table when the app gives one; plurals.

In the browser (Debian Chromium), by taps: a dealt game whose setup is finished with the
autoplace button; an attack "until 3 left" that stops at 3 (the record and the board
say so) with the win chance shown equal to the engine's odds; double taps on the attack
buttons play once; the turn summary after the hand-off names the lost territory and
outlines it until the first tap; the defender's white dice; the DOM never holds another
player's cards or unclaimed mission.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from e2e.conftest import let_late_taps_land, wait_takes_taps
from engine.core import Record, Session, replay
from engine.games import get_spec
from engine.risk.odds import conquest_odds, keep_odds

WEB_PY = Path(__file__).resolve().parent.parent / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from games.risk import board as BR  # noqa: E402
from games.risk import colours as RC  # noqa: E402
from games.risk import names as RN  # noqa: E402
from games.risk import popups as RP  # noqa: E402
import boards  # noqa: E402
from games.risk import layout as L  # noqa: E402

SPEC = get_spec("risk")
CARD_NAMES = [c["name"] for c in SPEC.exports["cards"]()["cards"]]
MISSION_TEXT = {m["id"]: m["text"] for m in SPEC.exports["missions"]()["missions"]}


# ===================================================================== positions (CPython)
def _phase(session) -> str:
    st = session.state
    return st.view(st.to_move)["phase"]


def _play_until(options: dict, seed: int, until, limit: int = 20000) -> Session:
    """A random game (seeds ``seed``...) played to a position ``until`` accepts."""
    for game_seed in range(seed, seed + 30):
        session = Session("risk", options, game_seed)
        rng = random.Random(game_seed)
        for _ in range(limit):
            if until(session):
                return session
            if session.state.is_over:
                break
            legal = session.state.legal_actions()
            if "autoplace" in legal:
                session.play("autoplace")
                continue
            enders = [a for a in legal if a in ("end_attack", "end_turn")]
            session.play(rng.choice(enders) if enders and rng.random() < 0.3
                         else rng.choice(legal))
    raise AssertionError("no such position")


def _armies(session) -> dict:
    st = session.state
    return {t["name"]: t["armies"] for t in st.view(st.to_move)["territories"]}


def _strong_attack(session, lo: int = 7):
    """In the attack step: an attack from a territory holding ``lo`` armies or more."""
    st = session.state
    if st.is_over or _phase(session) != "attack":
        return None
    armies = _armies(session)
    for a in st.legal_actions():
        if a.startswith("attack:"):
            _, src, dst = a.split(":")
            if armies[src] >= lo and armies[dst] >= 2:
                return a
    return None


def _ctx(session, ui=None, viewer="mover", **extra):
    st = session.state
    observed = st.observe(st.to_move if viewer == "mover" else viewer)
    observed.update(extra)
    return boards.context(observed, {} if ui is None else ui)


def _actions_in(markup: str) -> list[str]:
    import html
    import re
    return [html.unescape(a) for a in re.findall(r'data-action="([^"]*)"', markup)]


def _pop(markup: str) -> str:
    i = markup.index('id="risk-pop"')
    return markup[markup.rindex("<div", 0, i):]


# ===================================================================== without a browser
def test_battle_pop_up_offers_dice_until_and_odds_with_the_exact_win_chance():
    session = _play_until({"variant": "classic", "players": 3}, 40,
                          lambda s: _strong_attack(s) is not None)
    attack = _strong_attack(session)
    _, src, dst = attack.split(":")
    n, d = _armies(session)[src], _armies(session)[dst]
    # the pair pop-up (source, then target): the win chance of attacking until it falls
    ui = {"src": src, "tgt": dst}
    markup = BR.render(_ctx(session, ui))
    pop = _pop(markup)
    assert f"Win chance <b>{RP.win_text(conquest_odds(n, d)['win'])}</b>" in pop
    assert sorted(_actions_in(pop)) == sorted([attack, f"assault:{src}:{dst}"])
    session.play(attack)                        # STANDARD-2004 step 2: then the dice
    st = session.state
    legal = st.legal_actions()
    assert _phase(session) == "dice"
    ctx = _ctx(session)
    markup = BR.render(ctx)
    pop = _pop(markup)
    # every choice of the step is in the pop-up, none left in the panel
    assert sorted(_actions_in(pop)) == sorted(legal)
    assert BR.buttons(ctx) == []
    assert {"dice:1", "dice:2", "dice:3", "until:2", "until:3"} <= set(legal)
    assert any(a.startswith("odds:") for a in legal)
    win = RP.win_text(conquest_odds(n, d)["win"])
    assert f'id="risk-win">{win}<' in pop
    # "until N left": the chance of each, from engine.risk.odds (keep_odds)
    for keep in (2, 3):
        chance = RP.win_text(keep_odds(n, d, keep)["win"])
        i = pop.index(f'data-action="until:{keep}"')
        assert f"<small>{chance}</small>" in pop[i:pop.index("</button>", i)]
    # attacker's dice red in the pop-up
    assert pop.count('class="rdie mini att"') == 1 + 2 + 3
    assert "Attack until I have this many armies left" in pop
    assert "Stop when the win chance drops below" in pop


def test_after_a_battle_the_same_attack_is_offered_again_until_another_tap():
    def rolled(s):
        attack = _strong_attack(s, 9)
        if attack is None:
            return False
        _, src, dst = attack.split(":")
        return _armies(s)[dst] >= 4
    session = _play_until({"variant": "classic", "players": 3}, 100, rolled)
    attack = _strong_attack(session, 9)
    _, src, dst = attack.split(":")
    session.play(attack)
    session.play("dice:3")                      # one battle: 4+ defenders cannot all fall
    assert _phase(session) == "attack"
    ui: dict = {}
    pop = _pop(BR.render(_ctx(session, ui)))
    assert sorted(_actions_in(pop)) == sorted([attack, f"assault:{src}:{dst}"])
    # closing it: a plain map again, and it does not come back before the next move
    assert BR.on_ui(_ctx(session, ui), {"ui": "close"}) is None
    markup = BR.render(_ctx(session, ui))
    assert 'id="risk-pop"' not in markup
    # another source tapped instead: that selection, not the old attack
    ui = {}
    other = next(a.split(":")[1] for a in session.state.legal_actions()
                 if a.startswith("attack:") and a.split(":")[1] != src)
    BR.on_ui(_ctx(session, ui), {"ui": "terr", "t": other})
    assert ui.get("src") == other and 'id="risk-pop"' not in BR.render(_ctx(session, ui))


def test_win_text_is_a_whole_percentage_never_100():
    assert RP.win_text(0) == "0%"
    assert RP.win_text(0.004) == "<1%"
    assert RP.win_text(0.7349) == "73%"
    assert RP.win_text(0.9999) == ">99%"
    assert RP.win_text(None) == "?"


def test_defender_chooses_white_dice_in_a_pop_up_when_the_option_says_so():
    options = {"variant": "classic", "players": 3, "defence": "choose"}
    session = _play_until(options, 50, lambda s: _strong_attack(s) is not None)
    session.play(_strong_attack(session))
    session.play("dice:3")
    assert _phase(session) == "defend"          # the rulebook: the defender chooses 1 or 2
    ctx = _ctx(session)
    markup = BR.render(ctx)
    pop = _pop(markup)
    assert sorted(_actions_in(pop)) == ["defend:1", "defend:2"]
    assert BR.buttons(ctx) == []
    assert pop.count('class="rdie mini def"') == 1 + 2      # white dice on the buttons
    assert pop.count('class="rdie mini att"') == 3          # the attacker's 3 red dice
    assert "with <b>3 dice" in pop and "Ties always go to the defender" in pop
    # option "most": the defender is never asked (engine), so no such pop-up either
    session = _play_until({"variant": "classic", "players": 3}, 50,
                          lambda s: _strong_attack(s) is not None)
    session.play(_strong_attack(session))
    session.play("dice:3")
    assert _phase(session) != "defend"


def test_two_player_game_the_other_player_defends_a_neutral_and_is_told_so():
    options = {"variant": "two-player-passive", "players": 2, "defence": "choose"}

    def on_neutral(s):
        attack = _strong_attack(s, 4)
        if attack is None:
            return False
        st = s.state
        view = st.view(st.to_move)
        owner = {t["name"]: t["owner"] for t in view["territories"]}
        return owner[attack.split(":")[2]] not in view["players"]
    session = _play_until(options, 5, on_neutral)
    attacker = session.state.to_move
    attack = _strong_attack(session, 4)
    neutral = {t["name"]: t["owner"] for t in session.state.view(attacker)["territories"]}[
        attack.split(":")[2]]
    session.play(attack)
    if _phase(session) == "dice":
        session.play("dice:3")
    assert _phase(session) == "defend" and session.state.to_move != attacker
    pop = _pop(BR.render(_ctx(session)))
    assert f"for {neutral}" in pop and f"{neutral}'s two highest dice" in pop
    assert sorted(_actions_in(pop)) == ["defend:1", "defend:2"]


def test_setup_offers_place_the_rest_automatically_on_the_board():
    session = Session("risk", {"variant": "classic", "players": 3}, 3)
    assert _phase(session) == "setup_place"
    ctx = _ctx(session)
    markup = BR.render(ctx)
    bar = markup[markup.index('id="risk-bar"'):markup.index('class="risk-mapwrap')]
    assert 'data-action="autoplace"' in bar and "Place the rest automatically" in bar
    left = session.state.view(session.state.to_move)["to_place"]
    assert f"{left} armies left" in bar
    assert "autoplace" not in BR.buttons(ctx)
    assert _actions_in(markup).count("autoplace") == 1
    # claimed territories: no automatic claim, the button comes with the placement
    session = Session("risk", {"variant": "classic", "players": 3,
                               "territories": "claimed"}, 3)
    assert "autoplace" not in BR.render(_ctx(session))


def _lost_position(options: dict, seed: int) -> Session:
    """The mover (at the start of their turn) lost a territory since their last turn."""
    def lost(s):
        st = s.state
        if _phase(s) != "reinforce":
            return False
        me = st.view(st.to_move)["players"][st.to_move]
        since = st.view(st.to_move)["since_last_turn"].get(me) or {}
        return bool(since.get("lost"))
    return _play_until(options, seed, lost)


def test_since_your_last_turn_names_the_lost_territory_and_outlines_it_while_fresh():
    session = _lost_position({"variant": "classic", "players": 3}, 60)
    st = session.state
    me = st.view(st.to_move)["players"][st.to_move]
    since = st.view(st.to_move)["since_last_turn"][me]
    lost = since["lost"][0]["territory"]
    fresh = BR.render(_ctx(session, fresh=True))
    card = fresh[fresh.index('id="risk-since"'):]
    assert "Since your last turn" in card and "You lost" in card and lost in card
    assert f'class="terr' in fresh and f'lost" data-t="{lost}"' in fresh
    # after the first tap (ctx.fresh False): no card, no outline
    later = BR.render(_ctx(session, fresh=False))
    assert 'id="risk-since"' not in later and f'lost" data-t="{lost}"' not in later
    # nobody's eyes (the curtain): nothing
    assert 'id="risk-since"' not in BR.render(_ctx(session, viewer=None, fresh=True))
    # plurals: "1 army" / "N armies"
    n = since["armies_lost"]
    assert (f"({n} army in all)" if n == 1 else f"({n} armies in all)") in card


def test_seat_names_and_colours_when_the_app_gives_them():
    session = Session("risk", {"variant": "classic", "players": 3}, 3)
    for _ in range(3):
        session.play("autoplace")
    ctx = _ctx(session)
    plain = BR.render(ctx)
    ctx.table = [{"name": "Ada", "colour": "#7b1fa2", "bot": False},
                 {"name": "Bo", "colour": "#00838f", "bot": False},
                 {"name": "Cy", "colour": "nonsense", "bot": True}]
    markup = BR.render(ctx)
    assert "Ada" in markup and "Bo" in markup and "Cy" in markup and "Ada" not in plain
    assert "#7b1fa2" in markup and "#00838f" in markup
    assert RC.PLAYER_COLOURS["Green"][0] in markup          # a bad colour: the usual one
    # without it, the next render is the usual one again
    ctx.table = None
    assert BR.render(ctx) == plain


def test_plurals_on_the_board():
    assert RN._armies(1) == "1 army" and RN._armies(2) == "2 armies"
    assert RN._dice_count(1) == "1 die" and RN._dice_count(3) == "3 dice"


# ===================================================================== in the browser
def _truth(app):
    rec = app.record()
    return replay(Record(rec["game"], rec["options"], rec["seed"], rec["actions"]))


def _renders(app) -> int:
    return app.page.evaluate("performance.getEntriesByName('render').length")


def _wait_render(app, before: int) -> None:
    app.page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


def _reveal(app) -> None:
    page = app.page
    if page.locator('[data-cmd="handover"]').count():
        before = _renders(app)
        app.tap('[data-cmd="handover"]')
        _wait_render(app, before)
    if page.locator('[data-cmd="reveal"]').count():
        _check_secrets(app, None)                   # the curtain: nobody's cards
        before = _renders(app)
        app.tap('[data-cmd="reveal"]')
        _wait_render(app, before)
        page.wait_for_selector("#prompt")


def _tap_action(app, action: str) -> None:
    before = _renders(app)
    app.tap(f'#app [data-action="{action}"]')
    _wait_render(app, before)


def _tap_territory(app, name: str) -> None:
    page = app.page
    box = page.locator(".risk-map").bounding_box()
    bx, by = L.BADGES[name]
    before = _renders(app)
    page.mouse.click(box["x"] + bx * box["width"] / L.WIDTH,
                     box["y"] + by * box["height"] / L.HEIGHT)
    _wait_render(app, before)


def _open_link(app, link: str) -> None:
    app.page.evaluate("link => { location.hash = link; }", link)
    app.page.wait_for_selector(".notice")


def _check_secrets(app, viewer: int | None) -> None:
    """No other player's card, nor unclaimed mission, anywhere in the DOM."""
    state = _truth(app)
    snap = state.snapshot()
    html = app.page.content()
    shown_cards = sorted(app.page.locator("#app [data-card]").evaluate_all(
        "els => els.map(e => e.dataset.card)"))
    own = []
    if viewer is not None:
        hand = next((h for h in state.view(viewer)["hands"] if "cards" in h), None)
        own = sorted(c["name"] for c in hand["cards"]) if hand else []
    assert shown_cards == own
    hand_text = " ".join(app.page.locator(".risk-hand").all_inner_texts())
    for q, hand in enumerate(snap["hands"]):
        if q != viewer:
            for c in hand:
                name = CARD_NAMES[c]
                if name != "Joker" and name not in own:
                    assert f'data-card="{name}"' not in html
                    assert name not in hand_text
    for q, row in enumerate(snap.get("missions") or []):
        if q == viewer or sum(snap["claimed"][q]) >= 3:
            continue
        mine = {MISSION_TEXT[m] for m in snap["missions"][viewer]} if viewer is not None \
            else set()
        for r, mid in enumerate(row):
            if not snap["claimed"][q][r] and MISSION_TEXT[mid] not in mine:
                assert MISSION_TEXT[mid] not in html, "another player's mission is in the DOM"


def _start_dealt_classic(app, seed: int) -> None:
    opts = {o.key: o for o in SPEC.options}
    app.tap('[data-cmd="pick"][data-game="risk"]')
    app.tap(f'[data-cmd="opt"][data-key="players"][data-index="'
            f'{opts["players"].choices.index(3)}"]')
    # the defaults: territories dealt at random, the defender rolls the most dice
    app.fill_seed(seed)
    app.tap('[data-cmd="start"]')
    app.page.wait_for_selector("#decision")


def test_dealt_game_setup_finished_with_the_autoplace_button(app):
    page = app.open().page
    _start_dealt_classic(app, 77)
    for _ in range(3):
        _reveal(app)
        state = _truth(app)
        me = state.to_move
        assert state.view(me)["phase"] == "setup_place"
        _check_secrets(app, me)
        button = page.locator("#risk-bar .risk-auto")
        assert button.count() == 1
        assert "Place the rest automatically" in button.inner_text()
        left = state.view(me)["to_place"]
        assert f"{left} armies left" in button.inner_text()
        if me == 0:                 # a double tap: one placement, then the hand-off
            moves = len(app.record()["actions"])
            before = _renders(app)
            button.dblclick()
            _wait_render(app, before)
            let_late_taps_land(page)
            assert len(app.record()["actions"]) == moves + 1
        else:
            _tap_action(app, "autoplace")
    assert app.record()["actions"] == ["autoplace"] * 3
    assert app.record()["options"]["territories"] == "dealt"
    _reveal(app)
    state = _truth(app)
    assert state.view(state.to_move)["phase"] == "reinforce"
    assert not page.locator(".risk-auto").count()
    assert state.digest() == app.digest()
    app.watch.assert_clean()


def test_attack_until_three_left_by_taps_with_the_engines_win_chance(app):
    page = app.open().page
    session = _play_until({"variant": "classic", "players": 3}, 70,
                          lambda s: _strong_attack(s, 8) is not None)
    attack = _strong_attack(session, 8)
    _, src, dst = attack.split(":")
    _open_link(app, session.to_link())
    _reveal(app)
    me = _truth(app).to_move
    n, d = _armies(session)[src], _armies(session)[dst]
    start = len(app.record()["actions"])
    # no layout jump: the map stays where it is whatever the panels above it say
    def map_top():                      # in the page (not the viewport, which scrolls)
        return round(page.locator(".risk-map").evaluate(
            "e => e.getBoundingClientRect().top + window.scrollY"))
    # source, then target: the pop-up with the win chance (exact, engine.risk.odds)
    _tap_territory(app, src)
    top = map_top()                     # (the first tap put away the link's notice)
    _tap_territory(app, dst)
    assert map_top() == top
    expected = RP.win_text(conquest_odds(n, d)["win"])
    assert f"Win chance {expected}" in page.locator("#risk-pop").inner_text()
    # a double tap on "Dice, or until N left": one action, and no die rolled by the
    # second tap (the battle pop-up ignores taps for a moment)
    before = _renders(app)
    page.locator(f'#risk-pop [data-action="{attack}"]').dblclick()
    _wait_render(app, before)
    let_late_taps_land(page)
    assert app.record()["actions"][start:] == [attack], "the second tap played too"
    assert page.locator("#risk-pop.battle").count() == 1
    assert map_top() == top
    assert page.locator("#risk-win").inner_text() == expected
    # a stray tap on the sea: nothing is played, the choice is still there
    box = page.locator(".risk-map").bounding_box()
    page.mouse.click(box["x"] + 4, box["y"] + box["height"] - 4)
    let_late_taps_land(page)
    assert app.record()["actions"][start:] == [attack]
    assert page.locator("#risk-pop.battle").count() == 1
    until = page.locator('#risk-pop [data-action="until:3"]')
    assert until.inner_text().split()[-1] == RP.win_text(keep_odds(n, d, 3)["win"])
    # dice colours as in the box: red for the attacker in the pop-up
    colour = page.locator("#risk-pop .attdice .rdie.att").first.evaluate(
        "e => getComputedStyle(e).backgroundColor")
    assert colour == "rgb(198, 40, 40)"
    # "attack until I have 3 armies left", double-tapped: played once
    before = _renders(app)
    until.dblclick()
    _wait_render(app, before)
    let_late_taps_land(page)
    actions = app.record()["actions"][start:]
    assert actions == [attack, "until:3"], actions
    assert map_top() == top
    state = _truth(app)
    view = state.view(me)
    armies = {t["name"]: t["armies"] for t in view["territories"]}
    owner = {t["name"]: t["owner"] for t in view["territories"]}
    mine = view["players"][me]
    if owner[dst] == mine or view["phase"] == "move":
        assert armies[src] >= 3                     # it fell with 3 or more to spare
    else:
        assert armies[src] == 3                     # stopped at 3 left
        badge = page.locator(f'.terr[data-t="{src}"]').get_attribute("aria-label")
        assert badge.endswith(": " + mine + ", 3")
        # the same attack is offered again, one tap away
        assert page.locator(f'#risk-pop [data-action="{attack}"]').count() == 1
    # the last battle's dice: red (attacker) and white (defender) in the status
    assert page.locator(".risk-status .rdie.att").count() >= 1
    assert page.locator(".risk-status .rdie.def").count() >= 1
    white = page.locator(".risk-status .rdie.def").first.evaluate(
        "e => getComputedStyle(e).backgroundColor")
    assert white == "rgb(251, 251, 247)"
    _check_secrets(app, me)
    assert state.digest() == app.digest()
    app.watch.assert_clean()


@pytest.mark.parametrize("privacy", [True, False], ids=["curtain", "no-curtain"])
def test_turn_summary_after_the_hand_off_outlines_the_lost_territory_until_the_first_tap(
        app, privacy):
    """A missions game: the previous player ends a turn in which they took a territory of
    the next one; the next player takes the device and sees it (after the curtain, or
    at once when "Hide cards between turns" is off). The first tap ends it: a tap on the
    map (which also does what it does), or on the card (which only closes it)."""
    page = app.open().page
    options = {"variant": "missions", "players": 3}

    def about_to_end(s):
        st = s.state
        if _phase(s) != "fortify" or "end_turn" not in st.legal_actions():
            return False
        mover = st.to_move
        nxt = (mover + 1) % 3
        if not st.view(mover)["alive"][nxt]:
            return False
        turns = st.view(mover)["turns"]
        names = st.view(mover)["players"]
        return bool(turns) and any(c["from"] == names[nxt]
                                   for c in turns[-1]["conquered"])
    session = _play_until(options, 80, about_to_end)
    st = session.state
    names = st.view(st.to_move)["players"]
    victim = names[(st.to_move + 1) % 3]
    lost = next(c["territory"] for c in st.view(st.to_move)["turns"][-1]["conquered"]
                if c["from"] == victim)
    _open_link(app, session.to_link())
    _reveal(app)
    _check_secrets(app, _truth(app).to_move)
    if not privacy:
        before = _renders(app)
        app.tap('[data-cmd="privacy"]')
        _wait_render(app, before)
        assert not page.locator('[data-cmd="reveal"], [data-cmd="handover"]').count()
    _tap_action(app, "end_turn")
    if not privacy:
        assert not page.locator('[data-cmd="reveal"], [data-cmd="handover"]').count()
    _reveal(app)                                    # done panel, curtain, "show my turn"
    state = _truth(app)
    me = state.to_move
    assert names[me] == victim
    card = page.locator("#risk-since")
    assert card.count() == 1
    text = card.inner_text()
    assert "Since your last turn" in text and "You lost" in text and lost in text
    assert page.locator(f'.terr.lost[data-t="{lost}"]').count() == 1
    _check_secrets(app, me)
    # the first tap ends the summary and the outline
    moves = len(app.record()["actions"])
    if privacy:                                 # a territory on the map: it is selected
        legal = state.legal_actions()
        place = next(a for a in legal if a.startswith("place:"))
        _tap_territory(app, place.split(":")[1])
    else:                                       # the card itself: it only closes
        before = _renders(app)
        app.tap("#risk-since")
        _wait_render(app, before)
        assert len(app.record()["actions"]) == moves
    assert page.locator("#risk-since").count() == 0
    assert page.locator(".terr.lost, .terr.chg").count() == 0
    _check_secrets(app, me)
    app.watch.assert_clean()


def test_defender_chooses_by_taps_when_the_option_is_on(app):
    page = app.open().page
    options = {"variant": "classic", "players": 3, "defence": "choose"}
    session = _play_until(options, 90, lambda s: _strong_attack(s) is not None)
    attack = _strong_attack(session)
    session.play(attack)
    _open_link(app, session.to_link())
    _reveal(app)
    _tap_action(app, "dice:3")
    _reveal(app)                                    # the defender takes the device
    state = _truth(app)
    assert state.view(state.to_move)["phase"] == "defend"
    pop = page.locator("#risk-pop.battle")
    assert "Roll 1 or 2 white dice" in pop.inner_text()
    assert page.locator("#risk-pop .defdice .rdie.def").count() == 3
    assert page.locator("#actions [data-action]").count() == 0
    _check_secrets(app, state.to_move)
    before = len(app.record()["actions"])
    _tap_action(app, "defend:2")
    assert app.record()["actions"][before:] == ["defend:2"]
    app.watch.assert_clean()


def test_double_tap_by_touch_on_the_attack_buttons_plays_once(tablet):
    """iPad emulation (touch): a double tap on "Until it falls"-style buttons plays one
    action; the pop-up that follows ignores the second tap."""
    app = tablet
    page = app.open().page
    session = _play_until({"variant": "classic", "players": 3}, 110,
                          lambda s: _strong_attack(s, 8) is not None)
    attack = _strong_attack(session, 8)
    _, src, dst = attack.split(":")
    _open_link(app, session.to_link())
    _reveal(app)
    start = len(app.record()["actions"])

    def touch(x, y):
        before = _renders(app)
        page.touchscreen.tap(x, y)
        _wait_render(app, before)

    def at_badge(name):
        box = page.locator(".risk-map").bounding_box()
        bx, by = L.BADGES[name]
        return box["x"] + bx * box["width"] / L.WIDTH, box["y"] + by * box["height"] / L.HEIGHT

    page.locator(".risk-map").scroll_into_view_if_needed()
    touch(*at_badge(src))
    touch(*at_badge(dst))
    button = page.locator(f'#risk-pop [data-action="{attack}"]')
    button.wait_for()
    wait_takes_taps(page, f'#risk-pop [data-action="{attack}"]')
    box = button.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = _renders(app)
    page.touchscreen.tap(x, y)
    page.touchscreen.tap(x, y)                  # the second tap of a double tap
    _wait_render(app, before)
    let_late_taps_land(page)
    assert app.record()["actions"][start:] == [attack]
    assert page.locator("#risk-pop.battle").count() == 1
    # and a double tap on a die: one battle
    die = page.locator('#risk-pop [data-action="dice:3"]')
    wait_takes_taps(page, '#risk-pop [data-action="dice:3"]')
    box = die.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    before = _renders(app)
    page.touchscreen.tap(x, y)
    page.touchscreen.tap(x, y)
    _wait_render(app, before)
    let_late_taps_land(page)
    assert app.record()["actions"][start:] == [attack, "dice:3"]
    state = _truth(app)
    assert state.digest() == app.digest()
    app.watch.assert_clean()
