"""36 Brush War (both, 3 ops, not starred; war card 7.6): attack a country of stability
1-2, die -1 if an adjacent country is enemy-controlled (Italian text), 3-6 wins 1 VP and
the enemy influence; 3 military operations (8.2.3); NATO protects US-controlled European
countries from the USSR (card 21)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c021_nato import EFFECT as NATO_EFFECT
from engine.twilight.events.c036_brush_war import PER_NEIGHBOUR
from engine.twilight.testing import US, USSR, play, pos, where

BRUSH = 36


def full(s):
    """Every implemented card of the game's eras somewhere (check_invariants)."""
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def position(**kw):
    kw.setdefault("hands", [[BRUSH, 33], [19, 4]])
    return full(pos(turn=4, defcon=3, **kw))


def test_c036_targets_are_countries_of_stability_1_or_2_any_region():
    s = position(inf={"Panama": (0, 2)})
    play(s, "card:36", "event")
    legal = s.legal_actions()
    assert "war:Panama" in legal and "war:Colombia" in legal and "war:Italy" in legal
    assert "war:Cuba" not in legal and "war:West Germany" not in legal
    assert all(a.startswith("war:") for a in legal)
    with pytest.raises(IllegalAction, match="36 Brush War: only a country of stability"):
        s.apply("war:Cuba")


def test_c036_victory_on_3_gives_1_vp_replaces_influence_and_3_milops():
    s = position(inf={"Panama": (1, 2)})
    s.rng.force([3])
    play(s, "card:36", "event", "war:Panama")
    assert where(s, "Panama") == (3, 0)
    assert s.vp == -1 and s.milops == [3, 0]
    assert BRUSH in s.discard and BRUSH not in s.removed        # not starred
    assert s.deciding_side == US and s.check_invariants() == []


def test_c036_failure_on_2_still_3_milops_8_2_3():
    s = position(inf={"Panama": (0, 2)})
    s.rng.force([2])
    play(s, "card:36", "event", "war:Panama")
    assert where(s, "Panama") == (0, 2) and s.vp == 0 and s.milops == [3, 0]


def test_c036_one_enemy_neighbour_subtracts_one():
    s = position(inf={"Panama": (0, 2), "Colombia": (0, 1)})     # US controls Colombia
    s.rng.force([3])
    play(s, "card:36", "event", "war:Panama")                    # 3 - 1 = 2: fails
    assert where(s, "Panama") == (0, 2) and s.vp == 0


def test_c036_italian_text_at_most_minus_one_with_two_enemy_neighbours():
    """Italian: 'sottraete uno se vi e' un paese nemico controllato adiacente'."""
    assert PER_NEIGHBOUR is False
    s = position(inf={"Panama": (0, 2), "Colombia": (0, 1), "Costa Rica": (0, 3)})
    s.rng.force([4])
    play(s, "card:36", "event", "war:Panama")                    # 4 - 1 = 3: wins
    assert where(s, "Panama") == (2, 0) and s.vp == -1


def test_c036_own_neighbours_do_not_count():
    s = position(inf={"Panama": (0, 2), "Colombia": (1, 0)})     # USSR controls Colombia
    s.rng.force([3])
    play(s, "card:36", "event", "war:Panama")
    assert where(s, "Panama") == (2, 0)


def test_c036_target_without_enemy_influence_still_gives_the_vp():
    s = position()
    s.rng.force([6])
    play(s, "card:36", "event", "war:Haiti")
    assert where(s, "Haiti") == (0, 0) and s.vp == -1 and s.milops == [3, 0]


def test_c036_not_a_coup_no_defcon_change_nor_restriction_8_1_5():
    s = full(pos(turn=4, defcon=2, hands=[[BRUSH, 33], [19, 4]], inf={"Iran": (0, 2)}))
    s.rng.force([5])
    play(s, "card:36", "event", "war:Iran")                     # Middle East, a battleground
    assert s.defcon == 2 and where(s, "Iran") == (2, 0)


def test_c036_nato_protects_us_controlled_europe_from_the_ussr():
    s = position(inf={"Italy": (0, 2), "Greece": (0, 1)}, effects={NATO_EFFECT: {}})
    s.in_play = [23, 21]
    s.deck = [c for c in s.deck if c not in (21, 23)]
    s.refresh()
    play(s, "card:36", "event")
    legal = s.legal_actions()
    assert "war:Italy" not in legal                              # US-controlled
    assert "war:Greece" in legal                                 # not controlled
    with pytest.raises(IllegalAction, match="36 Brush War: NATO"):
        s.apply("war:Italy")


def test_c036_nato_does_not_protect_against_the_us():
    s = full(pos(turn=4, phasing=US, hands=[[33], [BRUSH, 19]], effects={NATO_EFFECT: {}},
                 inf={"Greece": (2, 0), "Italy": (0, 2)}))
    play(s, "card:36", "event")
    assert "war:Greece" in s.legal_actions() and "war:Italy" in s.legal_actions()
    s.rng.force([1])                                             # 1: fails (needs 3)
    play(s, "war:Greece")
    assert s.milops == [0, 3]


def test_c036_without_nato_the_ussr_may_attack_italy():
    s = position(inf={"Italy": (0, 2)})
    play(s, "card:36", "event")
    assert "war:Italy" in s.legal_actions()


def test_c036_headlined_by_the_us_the_us_attacks():
    s = pos(turn=4, hands=[[33, 30], [BRUSH, 19]], run=False, inf={"Nicaragua": (1, 0)})
    s.step = "headline"
    full(s)
    play(s, "headline:33", "headline:36")
    assert s.deciding_side == US and s.stack[-1]["kind"] == "c036_target"
    s.rng.force([4])
    play(s, "war:Nicaragua")
    assert where(s, "Nicaragua") == (0, 1) and s.vp == 1 and s.milops == [0, 3]


def test_c036_played_for_operations_no_event_5_2():
    s = position(inf={"Poland": (1, 0)})
    play(s, "card:36", "ops")
    assert s.stack[-1]["kind"] == "ops" and s.milops == [0, 0]
