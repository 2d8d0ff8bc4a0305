"""Risk's structured view (engine/risk/view.py): everything a board draws, as fields
computed by the engine, and nothing a viewer may not know (issue 10 item 3, issue 13
items 6 and 7)."""

import json

import pytest

from engine.core import Rng
from engine.risk import SPEC
from engine.risk.board import INDEX
from engine.risk.odds import conquest_odds
from engine.risk.state import VARIANTS
from engine.risk.testing import give, play, position

PLAYERS = {"classic": 4, "two-player-passive": 2, "two-player-active": 2, "missions": 3,
           "teams": 4}
AUSTRALIA = ("Indonesia", "New Guinea", "Western Australia", "Eastern Australia")


def test_decision_prompt_and_targets_only_for_the_deciding_viewer():
    """The pending decision: everyone sees its kind and who decides; only the decider
    gets the prompt and what the map offers (targets, sources, amounts)."""
    s = position(holdings={"Alberta": (0, 3), "Ontario": (1, 2)}, rest=1, phase="reinforce",
                 to_place=4)
    mine = s.view(0)["decision"]
    assert mine["kind"] == "reinforce" and mine["seat"] == 0 and mine["player"] == "Red"
    assert mine["prompt"] == s.prompt()
    assert str(s.prompt()) == "Red: place your reinforcements (4 left)"
    assert mine["targets"] == {f"place:Alberta:{k}": "Alberta" for k in (1, 2, 3, 4)}
    assert mine["amounts"] == {f"place:Alberta:{k}": k for k in (1, 2, 3, 4)}
    assert mine["sources"] == {}
    for viewer in (1, 2, None):
        other = s.view(viewer)["decision"]
        assert other == {"kind": "reinforce", "seat": 0, "player": "Red", "prompt": None,
                         "targets": {}, "sources": {}, "amounts": {}, "verbs": {},
                         "odds": {}}
    play(s, "place:Alberta:4")
    d = s.view(0)["decision"]
    assert d["kind"] == "attack"
    attacks = [a for a in s.legal_actions() if a.startswith(("attack:", "assault:"))]
    assert d["sources"] == {a: "Alberta" for a in attacks}
    assert d["targets"] == {a: a.split(":")[2] for a in attacks}
    assert d["targets"]["assault:Alberta:Ontario"] == "Ontario"
    assert d["verbs"]["assault:Alberta:Ontario"] == "assault"
    assert "end_attack" not in d["targets"]


def test_the_defender_decides_and_sees_the_prompt():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 2)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.view(0)["decision"]["prompt"] is None
    d = s.view(1)["decision"]
    assert d["kind"] == "defend" and d["seat"] == 1 and str(d["prompt"]).startswith("Blue: ")


def test_armies_to_place_attack_and_move_ranges_are_fields():
    """The numbers the board used to read out of the prompt: armies left to place, the
    attacker's dice, the armies that may move in."""
    s = position(holdings={"Alberta": (0, 12), "Ontario": (1, 1)}, rest=1, phase="reinforce",
                 to_place=5)
    assert s.view(1)["to_place"] == 5
    play(s, "place:Alberta:5")
    assert s.view(1)["to_place"] is None
    play(s, "attack:Alberta:Ontario")
    attack = s.view(1)["attack"]
    odds = attack.pop("odds")
    assert attack == {"from": "Alberta", "to": "Ontario", "dice": 0,
                      "attacker": "Red", "defender": "Blue", "dice_range": [1, 3],
                      "plan": {"kind": "once"}}
    assert odds == conquest_odds(17, 1)          # 12 + the 5 placed, against 1
    s.rng.force([6, 6, 6, 1])
    play(s, "dice:3")
    v = s.view(2)
    assert v["move"] == {"from": "Alberta", "to": "Ontario", "least": 3, "most": 16,
                         "why": "conquest"}
    assert v["last_battle"]["turn"] == v["turn"] and v["last_battle"]["defender_loses"] == 1


def test_setup_armies_left_are_fields():
    s = SPEC.new({"variant": "classic", "players": 3, "territories": "claimed"}, 1)
    v = s.view(None)
    assert v["to_place"] is None and v["setup_left"] == {"Red": 35, "Blue": 35, "Green": 35}
    while s.phase == "claim":
        play(s, s.legal_actions()[0])
    v = s.view(None)
    assert v["phase"] == "setup_place"
    assert v["to_place"] == s.setup_left[s.current] == 35 - 14
    assert f"({v['to_place']} left)" in str(s.prompt())


def test_reinforcement_preview_and_continent_bonuses_are_computed_by_the_engine():
    """Each player's reinforcements for a turn begun now (step 1: a third of the
    territories, at least 3, plus the continents held whole), and who holds each
    continent; the preview is what the next turn gives."""
    held = {name: (1, 1) for name in AUSTRALIA}
    held.update({"Alberta": (0, 5), "Ontario": (0, 1)})
    s = position(holdings=held, rest=2, current=0, phase="fortify")
    v = s.view(None)
    assert v["continents"][-1] == {"name": "Australia", "bonus": 2,
                                   "territories": list(AUSTRALIA), "holder": "Blue"}
    holders = {c["name"]: c["holder"] for c in v["continents"]}
    assert holders == {"North America": None, "South America": "Green", "Europe": "Green",
                       "Africa": "Green", "Asia": "Green", "Australia": "Blue"}
    blue = v["reinforcements"][1]
    assert blue == {"player": "Blue", "territories": 4, "base": 3,
                    "continents": [{"name": "Australia", "bonus": 2}], "armies": 5}
    assert v["reinforcements"][2]["armies"] == 36 // 3 + 2 + 5 + 3 + 7
    play(s, "end_turn")
    assert s.current == 1 and s.to_place == blue["armies"]


def test_team_game_continent_and_reinforcements_count_control():
    """Team game: a continent counts for the one player who controls all of it."""
    held = {name: (2, 3) for name in AUSTRALIA}
    held["Indonesia"] = {0: 1, 2: 3}           # shared, Green controls it
    s = position("teams", 4, held, rest=1, current=0)
    v = s.view(None)
    assert v["continents"][-1]["holder"] == "Green"
    assert v["reinforcements"][2]["continents"] == [{"name": "Australia", "bonus": 2}]
    assert v["reinforcements"][0]["continents"] == []


def test_neutrals_name_their_ally():
    s = position("two-player-active", 2, {"Alberta": (0, 3), "Ontario": (2, 2)}, rest=1)
    s.ally[0] = 0
    n = s.view(1)["neutrals"]
    assert n[0]["ally"] == "Red" and str(n[0]["status"]) == "an ally of Red"
    assert n[1]["ally"] is None


def test_prompt_does_not_tell_others_whether_a_set_is_held():
    """Issue 13 item 6: the reinforcement prompt is the same whether or not the player
    holds a set (the trade buttons are there for the owner only); every other player's
    view is the same too."""
    def start(cards):
        s = position(holdings={"Alberta": (0, 3)}, rest=1, current=1, phase="fortify")
        give(s, 0, *cards)
        play(s, "end_turn")
        assert s.current == 0 and s.phase == "reinforce"
        return s
    with_set = start(["China", "Congo", "Alaska"])            # three artillery
    without = start(["China", "Peru", "Japan"])               # one of each, but two cavalry
    without_cards = [c for c in without.hands[0]]
    assert len(without_cards) == 3
    assert any(a.startswith("trade:") for a in with_set.legal_actions())
    assert not any(a.startswith("trade:") for a in without.legal_actions()) or \
        pytest.fail("the second hand must not be a set")
    assert with_set.prompt() == without.prompt()
    assert str(without.prompt()) == "Red: place your reinforcements (3 left)"
    for viewer in (1, 2, None):
        assert with_set.view(viewer) == without.view(viewer)


def _hide(s, viewer):
    """A copy of ``s`` that differs only in what ``viewer`` may not know: the cards of
    the other hands are exchanged with cards of the pile (same counts), the pile is in
    another order, and another player's unclaimed, unshown missions are exchanged."""
    c = s.clone()
    rng = Rng(99)
    own = c._holder(viewer)
    for h, hand in enumerate(c.hands):
        if h == own:
            continue
        for i in range(len(hand)):
            if c.deck:
                j = rng.randbelow(len(c.deck))
                hand[i], c.deck[j] = c.deck[j], hand[i]
    rng.shuffle(c.deck)
    if c.missions_on and c.win is None:
        for q in range(c.n):
            if q == viewer or sum(c.claimed[q]) >= 3:
                continue
            hidden = [r for r in range(4) if not c.claimed[q][r]]
            others = [p for p in range(c.n) if p not in (q, viewer)
                      and sum(c.claimed[p]) < 3]
            for r in hidden:
                for p in others:
                    if not c.claimed[p][r]:
                        c.missions[q][r], c.missions[p][r] = c.missions[p][r], c.missions[q][r]
                        break
    c.invalidate()
    return c


@pytest.mark.parametrize("variant", VARIANTS)
def test_views_do_not_change_with_what_the_viewer_may_not_know(variant):
    """Issue 13 item 7, for Risk: in random positions, changing the other hands, the
    order of the pile and the others' secret missions changes nothing in a viewer's view
    (decision and prompt included), and every view goes through JSON."""
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 10}, 12)
    chooser = Rng(4)
    step = 0
    while not s.is_over:
        if step % 9 == 0:
            for viewer in range(len(s.players)):
                if s.to_move == viewer:
                    continue                # the decider's own choices may differ
                v = s.view(viewer)
                json.dumps(v)
                assert _hide(s, viewer).view(viewer) == v, (variant, step, viewer)
        legal = s.legal_actions()
        s.apply(legal[chooser.randbelow(len(legal))])
        step += 1


def test_view_lists_the_territories_and_the_cards_of_the_viewer_only():
    s = position(holdings={"Alberta": (0, 3)}, rest=1)
    give(s, 0, "Peru")
    give(s, 1, "Japan")
    v = s.view(0)
    assert v["hands"][0]["cards"] == [{"name": "Peru", "symbol": "Cavalry"}]
    assert v["hands"][1] == {"holder": "Blue", "count": 1}
    t = v["territories"][INDEX["Alberta"]]
    assert t == {"name": "Alberta", "continent": "North America", "owner": "Red",
                 "armies": 3}
    assert v["golden_cavalry"] == {"position": 0, "next_set_value": 4,
                                   "track": [4, 6, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50,
                                             55, 60]}
