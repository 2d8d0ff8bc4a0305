"""Boards and screens drawn under CPython from ``state.observe(viewer)`` alone (no State),
on real positions of Twilight Struggle and of the demo: what they show is what the view
says (tracks, map, scoring previews, the decision's targets), and nothing secret.

Rule numbers are those of the Twilight Struggle Italian rules.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

import pytest

from engine.core import Session
from engine.games import GAMES
from engine.twilight import scoring as S
from engine.twilight.testing import US, USSR, english, play, pos

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from games.demo import board as BD  # noqa: E402
from games.twilight import board as BT  # noqa: E402
import boards  # noqa: E402
import screens  # noqa: E402


def _ctx(state, viewer="mover"):
    viewer = state.to_move if viewer == "mover" else viewer
    observed = state.observe(viewer)
    # what a screen receives survives JSON unchanged: plain data, no State inside
    assert json.loads(json.dumps(observed)) == observed
    return boards.context(observed)


def _actions(html: str) -> list[str]:
    return re.findall(r'data-action="([^"]*)"', html)


def _cards_shown(html: str) -> set[int]:
    return {int(n) for n in re.findall(r'data-card="(\d+)"', html)}


def _draw(ctx, layout="wide"):
    ctx.keep["layout"] = layout
    return BT.render(ctx)


# ----------------------------------------------------------------------------- observe
@pytest.mark.parametrize("game", ["twilight", "demo"])
def test_observe_gives_actions_to_the_mover_only(game):
    state = Session(game, None, 5).state
    mover = state.to_move
    mine = state.observe(mover)
    assert mine["legal"] == state.legal_actions() and mine["legal"]
    assert mine["labels"] == {a: state.label(a) for a in mine["legal"]}
    assert mine["prompt"] == state.prompt() and mine["viewer"] == mover
    assert mine["view"]["decision"]["targets"] or game == "demo"
    for other in (1 - mover, None):
        seen = state.observe(other)
        assert seen["legal"] == [] and seen["labels"] == {} and seen["prompt"] is None
        assert seen["view"]["decision"]["prompt"] is None
        assert seen["view"]["decision"]["targets"] == {}
        assert seen["players"] == list(state.players) and seen["to_move"] == mover


# ----------------------------------------------------------------------------- twilight
def test_setup_placements_are_taps_on_the_map():
    """3.2: the USSR places 6 influence in Eastern Europe: each legal placement is on its
    country's box (the view's targets), none is left as a button."""
    state = Session("twilight", None, 1).state
    ctx = _ctx(state)
    html = _draw(ctx)
    legal = state.legal_actions()
    assert ctx.view["phase"] == "setup"
    assert sorted(_actions(html)) == sorted(legal) and BT.buttons(ctx) == []
    for a in legal:
        country = ctx.view["decision"]["targets"][a]
        assert f'data-country="{country}" data-action="{a}"' in html
    hand = [c["number"] for c in ctx.view["cards"]["hand"]]
    assert hand == sorted(state.hands[USSR])
    hand_html = html.split('class="ts-hand', 1)[1].split("</section>", 1)[0]
    assert [int(n) for n in re.findall(r'data-card="(\d+)"', hand_html)] == hand


def test_cards_of_the_hand_and_the_china_card_are_tapped_where_they_lie():
    """5.1 / 9.3: the cards the USSR may play are on its hand, the China Card on its
    marker; the choice after a card (event or operations) stays a button."""
    s = pos(hands=[[7, 13], [19]])
    ctx = _ctx(s)
    html = _draw(ctx)
    assert ctx.view["decision"]["targets"] == {"card:7": 7, "card:13": 13, "card:6": 6}
    assert 'class="ts-china ussr act" data-action="card:6" data-card="6"' in html
    for n in (7, 13):
        assert re.search(rf'<button type="button" class="ts-card [^"]*" '
                         rf'data-action="card:{n}" data-card="{n}"', html)
    assert BT.buttons(ctx) == []
    play(s, "card:7")
    ctx = _ctx(s)
    assert ctx.view["decision"]["targets"] == {}
    assert BT.buttons(ctx) == s.legal_actions() and "ops" in BT.buttons(ctx)


def test_costs_and_coup_odds_come_from_the_decisions_details():
    """6.1.2: a point in an enemy-controlled country costs 2; 6.3.2: a coup of 3 ops in
    Canada (stability 4) is against twice that, 8. The board shows the view's figures."""
    s = pos(hands=[[7], [19]], inf={"East Germany": (1, 0), "West Germany": (0, 4)})
    play(s, "card:7", "ops", "influence")
    ctx = _ctx(s)
    details = ctx.view["decision"]["details"]
    assert details["inf:West Germany"] == {"cost": 2}
    assert details["inf:East Germany"] == {"cost": 1}
    html = _draw(ctx)
    box = html.split('data-country="West Germany"', 1)[1].split("</g></g>", 1)[0]
    assert "costs 2" in box
    assert "costs" not in html.split('data-country="East Germany"', 1)[1].split("</g>", 1)[0]

    s = pos(hands=[[7], [19]], inf={"Canada": (0, 2)})
    play(s, "card:7", "ops", "coup")
    ctx = _ctx(s)
    assert ctx.view["decision"]["details"] == {"coup:Canada": {"ops": 3, "defense": 8}}
    assert "3 ops vs 8" in _draw(ctx)


ASIA = {"Japan": (0, 4), "South Korea": (0, 3), "Taiwan": (0, 3), "Australia": (0, 4),
        "North Korea": (3, 0), "Thailand": (2, 0), "Laos/Cambodia": (1, 0)}


@pytest.mark.parametrize("formosan", [False, True])
def test_region_preview_is_what_scoring_would_give(formosan):
    """10.1: the view's preview of Asia is the VP that playing Asia Scoring then gives,
    with card hooks (101 Formosan Resolution: Taiwan counts as a battleground, +5 for the
    US instead of 0); building the view writes nothing to the log."""
    s = pos(hands=[[1], [19]], inf=ASIA)
    if formosan:
        s.effects["c101_formosan_resolution"] = {}
        s.in_play.append(101)
    log = list(s.log)
    regions = s.view(s.to_move)["regions"]
    assert s.log == log
    preview = regions["Asia"]["now"]["vp"]
    assert preview == (5 if formosan else 0)
    for region in S.SCORING_TABLE:
        if region != "Asia":
            assert regions[region]["now"]["vp"] == S.score_region(s.inf, region)[0]
    html = _draw(_ctx(s))
    asia = html.split('<g class="ts-rl as">', 1)[1].split("</g>", 1)[0]
    assert "3 / 7 / 9 VP" in asia
    assert ("US +5" if formosan else ">even<") in asia
    before = s.vp
    play(s, "card:1", "event")
    assert s.vp - before == preview


def test_europe_control_preview_says_who_would_win():
    """10.3.1: control of Europe when it is scored wins the game."""
    europe = {n: (0, 5) for n in ("West Germany", "France", "Italy", "UK", "Spain/Portugal",
                                  "East Germany", "Poland")}
    s = pos(hands=[[2], [19]], inf=europe)
    now = s.view(s.to_move)["regions"]["Europe"]["now"]
    assert now["winner"] == US and now["levels"][US] == "control"
    assert "US wins" in _draw(_ctx(s))


def test_tracks_are_read_from_the_view():
    """Turn 5 is Mid War (4.1); DEFCON 3 closes Europe and Asia to coups (8.1.5); the
    military operations required are the DEFCON level (8.2); Space Race box 2 is Animal
    in Space (6.4)."""
    s = pos(hands=[[7], [19]], turn=5, defcon=3, vp=-4, milops=[1, 3], space=[2, 0])
    view = s.view(s.to_move)
    t = english(view["tracks"])
    assert view["era"] == "mid" and t["turn"]["eras"][3:7] == ["mid"] * 4
    assert t["turn"]["era_name"] == "Mid War" and english(view["era_name"]) == "Mid War"
    assert t["defcon"]["coup_closed"] == ["Europe", "Asia"]
    assert t["defcon"]["coup_closed_names"] == ["Europe", "Asia"]
    assert t["milops"] == {"name": "Military operations", "required": 3,
                           "sides": [{"value": 1, "short": 2}, {"value": 3, "short": 0}]}
    assert t["space"]["sides"][0]["name"] == "Animal in Space"
    assert t["vp"] == {"name": "Victory points", "value": -4, "leader": USSR, "lead": 4}
    assert view["phase"] == "action_round"
    assert english(view["phase_name"]) == "Action round 1 · USSR"
    assert view["regions"]["Asia"]["coup_closed"] and not view["regions"]["Africa"]["coup_closed"]
    html = _draw(_ctx(s))
    for text in ("Mid War", "need 3", "no coups: Europe, Asia", "USSR +4",
                 'title="Animal in Space"', "Action round 1 · USSR"):
        assert text in html, text


def test_effects_in_play_are_drawn_from_their_cards():
    """A card's effect that outlives the card (25 Containment, removed) is drawn as that
    card; a persistent card in play (101) once."""
    s = pos(hands=[[7], [19]], effects={"c025_containment": {"until": "turn"},
                                        "c101_formosan_resolution": {}})
    s.in_play.append(101)
    effects = s.view(s.to_move)["cards"]["effects"]
    assert [(e["key"], e["card"]["number"], e["in_play"]) for e in effects] == [
        ("c025_containment", 25, False), ("c101_formosan_resolution", 101, True)]
    box = _draw(_ctx(s)).split("ts-box inplay", 1)[1].split("ts-box others", 1)[0]
    assert sorted(int(n) for n in re.findall(r'data-card="(\d+)"', box)) == [25, 101]


def _secret(state, side: int) -> set[int]:
    opp = 1 - side
    secret = set(state.hands[opp]) - set(state.view(state.seat_of(side))["opponent_revealed"])
    if state.headline[opp] is not None and not state.headline_shown[opp]:
        secret.add(state.headline[opp])
    return secret


def _card_numbers(value) -> set[int]:
    """Every card number in the card data of a view (dicts with "number")."""
    out = set()
    if isinstance(value, dict):
        if "number" in value and "name" in value:
            out.add(value["number"])
        for v in value.values():
            out |= _card_numbers(v)
    elif isinstance(value, list):
        for v in value:
            out |= _card_numbers(v)
    return out


@pytest.mark.parametrize("options", [None, {"tournament": True, "bidding": True}])
def test_no_view_nor_board_shows_a_secret(options):
    """Over random games: the structured view of each seat and of nobody holds no card
    of the opponent's secret hand or headline, no targets or prompt for a non-mover; the
    board of the hand-off screen offers nothing and shows no hand."""
    for seed in (2, 9):
        session = Session("twilight", options, seed)
        rng = random.Random(seed)
        for _ in range(160):
            state = session.state
            if state.is_over:
                break
            for seat in (0, 1):
                side = state.side_of(seat)
                view = state.view(seat)
                assert not _card_numbers(view["cards"]) & _secret(state, side)
                assert not set(view["hand"]) & _secret(state, side)
                if seat != state.to_move:
                    assert view["decision"]["targets"] == {}
                    assert view["decision"]["prompt"] is None and view["prompt"] is None
            nobody = _ctx(state, None)
            assert nobody.view["cards"]["hand"] is None and nobody.legal == []
            html = _draw(nobody)
            assert _actions(html) == [] and "ts-hand" not in html
            hidden = set(state.hands[0]) | set(state.hands[1])
            hidden |= {h for s, h in enumerate(state.headline)
                       if h is not None and not state.headline_shown[s]}
            assert not _cards_shown(html) & hidden
            session.play(rng.choice(state.legal_actions()))


# ----------------------------------------------------------------------------- demo
def test_demo_board_from_its_view():
    """Boost cards are tapped in the hand (the decision's targets); the die shows the
    view's last roll; the other player's board offers nothing."""
    s = Session("demo", None, 1).state
    ctx = _ctx(s)
    html = BD.render(ctx)
    targets = ctx.view["decision"]["targets"]
    assert targets == {f"boost:{v}": v for v in sorted(set(s.hands[0]))}
    assert sorted(set(_actions(html))) == sorted(targets)
    assert BD.buttons(ctx) == ["roll"]
    assert 'class="die blank"' in html
    s.rng.force([4])
    s.apply("roll")
    ctx = _ctx(s)
    assert ctx.view["last_roll"] == {"player": 0, "value": 4}
    html = BD.render(ctx)
    assert 'aria-label="die showing 4"' in html and "Turn total <b>4</b>" in html
    assert BD.buttons(ctx) == ["roll", "hold"]
    other = BD.render(_ctx(s, 1))
    assert _actions(other) == []


# ----------------------------------------------------------------------------- screens
def _screen(observed, handoff=False):
    return screens.game(observed, title="T", version="x", handoff=handoff, privacy=True,
                        ui={}, moves=0, can_undo=False)


@pytest.mark.parametrize("game", sorted(set(GAMES) & {"twilight", "demo"}))
def test_the_game_screen_offers_exactly_the_legal_actions(game):
    session = Session(game, None, 4)
    rng = random.Random(4)
    for _ in range(40):
        state = session.state
        if state.is_over:
            break
        observed = state.observe(state.to_move)
        html = _screen(observed)
        assert sorted(set(_actions(html))) == sorted(set(observed["legal"]))
        assert screens.esc(observed["prompt"]) in html
        for a in observed["legal"]:
            if f'data-action="{a}"' in html.split('id="actions"', 1)[1].split("</section>")[0]:
                assert screens.esc(observed["labels"][a]) in html
        hidden = _screen(state.observe(None), handoff=True)
        assert _actions(hidden) == [] and 'data-cmd="reveal"' in hidden
        session.play(rng.choice(state.legal_actions()))


def test_the_done_panel_and_the_curtain_offer_no_action_and_no_tool():
    """Between two players (issue 13): the mover's last check shows their own view with
    only "undo" and "pass", the curtain only "show my turn" (and the notice, since it
    covers the screen); neither offers a move, the tools or the privacy setting."""
    session = Session("demo", None, 4)
    state = session.state
    while state.to_move == 0:
        session.play("hold" if "hold" in state.legal_actions() else state.legal_actions()[0])
        state = session.state
    assert state.to_move == 1
    done = state.observe(0)                 # the app strips actions on the done panel too
    assert done["legal"] == [] and done["viewer"] == 0
    kw = dict(title="T", version="x", privacy=True, ui={}, moves=3)
    html = screens.game(done, handoff=False, can_undo=True, done_for=0, place="top", **kw)
    assert _actions(html) == []
    assert 'data-cmd="handover"' in html and 'data-cmd="undo"' in html
    assert "decision done dock at-top" in html
    # The dock can cover the bar (fixed at the top of a narrow screen): it has its own
    # way back to the games, as the curtain has.
    dock = html.split('aria-label="Turn done"', 1)[1].split("</section>", 1)[0]
    assert 'data-cmd="home"' in dock
    assert 'data-cmd="privacy"' not in html and 'data-cmd="share"' not in html
    curtain = screens.game(state.observe(None), handoff=True, can_undo=True,
                           notice=("info", "Took back a move."), **kw)
    assert _actions(curtain) == [] and 'data-cmd="reveal"' in curtain
    assert 'data-cmd="undo"' not in curtain and 'data-cmd="privacy"' not in curtain
    card = curtain.split('class="curtain-card"', 1)[1]
    assert "Took back a move." in card
    turn = screens.game(state.observe(1), handoff=False, can_undo=False, **kw)
    assert 'data-cmd="privacy"' in turn and 'data-cmd="handover"' not in turn
