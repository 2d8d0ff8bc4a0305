"""20 Olympic Games (both, 2 ops, not starred): the opponent participates (dice, host +2,
higher gains 2 VP, ties rerolled) or boycotts (DEFCON -1 at the host's responsibility,
the host may use 4 operations points). Rules: 8.1.3 and its example, 8.1.5, 6.0, 6.1.1,
6.3, 8.2.3, 4.5 C, 10.3.1; spec docs/twilight/early_war_events.md (Olympic tests 1-8;
test 7 deliberately differs, see the module docstring)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def us_hosts(dice=(), **kw):
    s = pos(hands=[[33], [20, 29]], phasing=US, **kw)
    s.rng.force(list(dice))
    play(s, "card:20", "event")
    return s


def ussr_hosts(dice=(), **kw):
    s = pos(hands=[[20, 33], [29]], **kw)
    s.rng.force(list(dice))
    play(s, "card:20", "event")
    return s


def test_c020_the_opponent_chooses():
    s = us_hosts()
    assert s.deciding_side == USSR and s.legal_actions() == ["participate", "boycott"]
    with pytest.raises(IllegalAction):
        s.apply("conduct_ops")


def test_c020_us_hosts_wins_2_vp_worked_example_turn_1():
    """Spec test 1: US 6+2 = 8 against 5."""
    s = us_hosts([6, 5])
    play(s, "participate")
    assert s.vp == 2 and s.defcon == 5
    assert 20 in s.discard and s.deciding_side == USSR and clean(s) == []


def test_c020_ussr_hosts_wins_worked_example_turn_3():
    """Spec test 2: USSR 4+2 = 6 against 3."""
    s = ussr_hosts([4, 3])
    play(s, "participate")
    assert s.vp == -2 and 20 in s.discard and s.deciding_side == US


def test_c020_ties_are_rerolled_and_the_guest_can_win():
    """Spec test 3: 2+2 = 4 = 4, roll again: 1+2 = 3 < 5, the USSR gains 2."""
    s = us_hosts([2, 4, 1, 5])
    play(s, "participate")
    assert s.vp == -2
    assert sum("tie" in line for line in map(str, s.log)) == 1


def test_c020_boycott_defcon_minus_1_host_places_4_with_adjacency():
    """Spec test 4a: boycott at DEFCON 4 -> 3; the host's 4 points follow 6.1.1."""
    s = us_hosts(defcon=4, inf={"Japan": (0, 1)})
    play(s, "boycott")
    assert s.defcon == 3 and s.deciding_side == US
    assert s.legal_actions() == ["conduct_ops", "decline"]
    play(s, "conduct_ops")
    assert "space" not in s.legal_actions()              # operations, not a card (6.4)
    play(s, "influence")
    assert "inf:Poland" not in s.legal_actions()        # 6.1.1: no US access
    with pytest.raises(IllegalAction, match="6.1.1"):
        s.apply("inf:Poland")
    play(s, "inf:Japan", "inf:Japan", "inf:South Korea", "inf:Taiwan")
    assert where(s, "Japan") == (0, 3) and where(s, "Taiwan") == (0, 1)
    assert s.deciding_side == USSR and 20 in s.discard and clean(s) == []


def test_c020_boycott_ops_coup_is_a_real_coup():
    """Spec test 4b: the USSR hosts at DEFCON 4, the US boycotts (DEFCON 3); coup in Iran
    with 4 + die: military operations +4, DEFCON 2 (battleground, 6.3.4)."""
    s = ussr_hosts(defcon=4, inf={"Iran": (0, 2)})
    play(s, "boycott", "conduct_ops", "coup")
    s.rng.force([3])
    play(s, "coup:Iran")                                 # 3+4-4 = 3
    assert where(s, "Iran") == (1, 0) and s.milops == [4, 0] and s.defcon == 2


def test_c020_boycott_ops_respect_defcon_limits():
    """8.1.5: after the drop to DEFCON 3, no coup in Asia or Europe with these ops."""
    s = ussr_hosts(defcon=4, inf={"South Korea": (0, 2), "Iran": (0, 1)})
    play(s, "boycott", "conduct_ops", "coup")
    assert "coup:South Korea" not in s.legal_actions() and "coup:Iran" in s.legal_actions()
    with pytest.raises(IllegalAction, match="8.1.5"):
        s.apply("coup:South Korea")


def test_c020_8_1_3_example_boycott_at_defcon_2_the_host_loses():
    """Spec test 5: the US plays Olympic Games at DEFCON 2, the USSR boycotts: DEFCON 1,
    the US (phasing, host) loses."""
    s = us_hosts(defcon=2)
    play(s, "boycott")
    assert s.is_over and s.defcon == 1 and s.winner == USSR
    assert s.end_reason == "nuclear_war"
    s = ussr_hosts(defcon=2)
    play(s, "boycott")
    assert s.is_over and s.winner == US


def test_c020_4_5_c_headline_korean_war_then_boycott_ussr_loses():
    """Spec test 6: the US headlines Korean War (the USSR's event, D1: DEFCON 3 -> 2 at
    the US's responsibility), the USSR headlines Olympic Games; tie on 2 ops, US first.
    The US boycotts: DEFCON 1, the USSR (the card's player) loses."""
    s = pos(turn=2, defcon=3, hands=[[20, 33], [11, 29]], inf={"South Korea": (0, 1)},
            run=False)
    s.step = "headline"
    s.refresh()
    s.rng.force([1])
    play(s, "headline:20", "headline:11")
    assert s.defcon == 2 and not s.is_over and s.deciding_side == US
    play(s, "boycott")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"


def test_c020_4_5_c_headline_boycott_host_conducts_ops_in_the_headline():
    s = pos(turn=2, hands=[[20, 33], [3, 29]], inf={"Poland": (1, 0)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:20", "headline:3", "boycott")     # Olympic (2) before scoring (0)
    assert s.defcon == 4
    play(s, "conduct_ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert where(s, "Poland") == (5, 0) and 20 in s.discard


def test_c020_boycott_points_are_not_a_card_no_7_4_modifiers():
    """Decision (module docstring; differs from the spec's test 7): this printing gives 4
    operations *points*: Red Scare/Purge against the host and Containment do not change
    them, nor does the China Card's Asia bonus."""
    s = ussr_hosts(inf={"Poland": (1, 0)})
    s.effects["c031_red_scare_purge"] = {"until": "turn", "against": [USSR]}
    play(s, "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 4 and s.stack[-1]["bonuses"] == []
    s = us_hosts(inf={"Japan": (0, 1)})
    s.effects["c025_containment"] = {"until": "turn"}
    play(s, "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 4


def test_c020_host_may_decline_the_operations():
    """Spec test 8."""
    s = us_hosts(defcon=4, inf={"Japan": (0, 1)})
    play(s, "boycott", "decline")
    assert s.defcon == 3 and where(s, "Japan") == (0, 1)
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "play"


def test_c020_played_for_ops_no_games():
    s = pos(hands=[[33], [20, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:20", "ops")
    assert s.stack[-1]["kind"] == "ops"                  # no boycott question
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert s.vp == 0 and 20 in s.discard


def test_c020_10_3_1_twenty_vp():
    s = us_hosts([6, 1], vp=18)
    play(s, "participate")
    assert s.is_over and s.winner == US and s.end_reason == "vp20"
