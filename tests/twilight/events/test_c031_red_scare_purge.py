"""31 Red Scare/Purge (both, 4 ops): for the rest of the turn the opponent's cards lose
1 operation (minimum 1). Rules: 7.4 (modifiers add up; the example with the China Card and
Vietnam Revolts), 7.4.1 (the modifier follows the player), 7.4.2 (for every purpose:
coups, military operations, Space Race, discard requirements), 4.5 (end of turn), D3."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

EFFECT = "c031_red_scare_purge"
AGAINST_US = {EFFECT: {"until": "turn", "against": [US]}}
AGAINST_USSR = {EFFECT: {"until": "turn", "against": [USSR]}}


def headline_position(hands, **kw):
    s = pos(turn=2, hands=hands, run=False, **kw)
    s.step = "headline"
    s.refresh()
    return s


def ops_points(s):
    assert s.stack[-1]["kind"] == "ops"
    return s.stack[-1]["points"]


def test_c031_worked_example_turn_1_ussr_headline_us_cards_lose_one():
    """Turn 1: the USSR headlines Red Scare/Purge; Nuclear Test Ban used by the US for
    operations is worth 3, NATO 3, Blockade (1) stays 1."""
    s = headline_position([[31, 7], [27, 34, 21, 10]])
    play(s, "headline:31", "headline:27")
    assert s.effects[EFFECT] == {"until": "turn", "against": [US]}
    assert 31 in s.discard and 31 not in s.removed
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")  # USSR 3
    play(s, "card:34", "ops")
    assert ops_points(s) == 3
    for card, value in ((21, 3), (10, 1)):             # NATO, Blockade (USSR event)
        t = pos(hands=[[], [card]], phasing=US, effects=AGAINST_US)
        play(t, "card:%d" % card, "ops")
        if t.stack[-1]["kind"] == "timing":
            play(t, "ops_first")
        assert ops_points(t) == value


def test_c031_7_4_2_example_1_coup_strength_and_military_operations():
    """A US 2-op card used for a coup adds only 1 to the roll and 1 military operation."""
    s = pos(hands=[[], [22]], phasing=US, effects=AGAINST_US, inf={"Lebanon": (2, 0)})
    s.rng.force([3])
    play(s, "card:22", "ops", "coup", "coup:Lebanon")
    assert where(s, "Lebanon") == (0, 0)           # 3 + 1 - 2 = 2: removes 2
    assert s.milops == [0, 1]
    t = pos(hands=[[], [22]], phasing=US, inf={"Lebanon": (2, 0)})
    t.rng.force([3])
    play(t, "card:22", "ops", "coup", "coup:Lebanon")
    assert where(t, "Lebanon") == (0, 1) and t.milops == [0, 2]     # without it: 3


def test_c031_7_4_example_china_card_vietnam_revolts_all_in_southeast_asia_is_5():
    """7.4 example: the US headlines Red Scare/Purge, the USSR Vietnam Revolts; the
    USSR then plays the China Card all in Southeast Asia: 4 - 1 + 1 (Asia) + 1
    (Southeast Asia) = 5."""
    s = headline_position([[9, 7], [31, 19]])
    play(s, "headline:9", "headline:31")
    assert s.effects[EFFECT]["against"] == [USSR]
    assert where(s, "Vietnam") == (2, 0)
    play(s, "card:6", "ops", "influence")
    assert s.stack[-1]["points"] == 3
    for _ in range(5):
        play(s, "inf:Vietnam")
    assert where(s, "Vietnam") == (7, 0)
    assert s.deciding_side == US                   # all 5 points used, round over


def test_c031_7_4_china_card_in_asia_outside_southeast_asia_is_4():
    s = pos(hands=[[], [19]], effects={**AGAINST_USSR, "c009_vietnam_revolts":
                                       {"until": "turn"}}, inf={"North Korea": (3, 0)})
    play(s, "card:6", "ops", "influence", "inf:North Korea")
    assert s.stack[-1]["bonuses"] == [["Asia", 1]]            # 3 + 1 left for Asia
    play(s, "inf:North Korea", "inf:North Korea", "inf:North Korea")
    assert where(s, "North Korea") == (7, 0) and s.deciding_side == US


def test_c031_d3_minimum_one_then_scope_bonus():
    """A 1-op card stays 1 (minimum 1); the Vietnam Revolts bonus comes after the
    minimum (D3): 1 op card of the USSR all in Southeast Asia = 2."""
    s = pos(hands=[[], [19]], phasing=US, effects=AGAINST_US)
    play(s, "card:19", "ops")
    assert ops_points(s) == 1
    t = pos(hands=[[12], []], effects={**AGAINST_USSR, "c009_vietnam_revolts":
                                       {"until": "turn"}}, inf={"Vietnam": (1, 0)})
    play(t, "card:12", "ops")
    assert ops_points(t) == 1 and t.stack[-1]["bonuses"] == [["Southeast Asia", 1]]
    play(t, "influence", "inf:Vietnam", "inf:Vietnam")
    assert where(t, "Vietnam") == (3, 0)


def test_c031_5_3_7_4_2_blockade_a_3_op_card_no_longer_qualifies():
    s = pos(hands=[[10], [4, 21]], effects=AGAINST_US, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert s.deciding_side == US
    assert s.legal_actions() == ["discard:21", "decline"]      # Duck and Cover (3) -> 2
    t = pos(hands=[[10], [4]], effects=AGAINST_US, inf={"West Germany": (0, 3)})
    play(t, "card:10", "event")                               # nothing qualifies
    assert where(t, "West Germany") == (0, 0)


def test_c031_6_4_1_7_4_2_space_race_requirement_uses_the_reduced_value():
    s = pos(hands=[[], [22]], phasing=US, effects=AGAINST_US)
    play(s, "card:22")
    assert "space" not in s.legal_actions()            # 2 - 1 = 1 < 2 for box 1
    with pytest.raises(IllegalAction, match="6.4.1"):
        s.apply("space")
    t = pos(hands=[[], [22]], phasing=US, effects=AGAINST_USSR)
    play(t, "card:22")
    assert "space" in t.legal_actions()


def test_c031_7_4_1_own_cards_unaffected_opponent_cards_reduced():
    """The US plays it in an action round: the USSR's cards lose 1, the US's do not."""
    s = pos(hands=[[7, 19], [31, 4]], phasing=US, inf={"Poland": (1, 0)})
    play(s, "card:31", "event")
    assert s.effects[EFFECT]["against"] == [USSR]
    play(s, "card:7", "ops")
    assert ops_points(s) == 2                          # USSR 3 -> 2
    play(s, "influence", "inf:Poland", "inf:Poland")
    play(s, "card:4", "ops")
    assert ops_points(s) == 3                          # US unaffected


def test_c031_7_4_1_the_modifier_follows_the_player_not_the_card():
    """Against the US: a USSR card the US plays is reduced (the US event would be the
    USSR's); a US card the USSR plays is not."""
    s = pos(hands=[[], [7]], phasing=US, effects=AGAINST_US)
    play(s, "card:7", "ops", "ops_first")
    assert ops_points(s) == 2
    t = pos(hands=[[4], []], effects=AGAINST_US, inf={"Poland": (1, 0)})
    play(t, "card:4", "ops", "ops_first")
    assert ops_points(t) == 3


def test_c031_played_by_both_in_one_turn_both_suffer():
    s = pos(hands=[[7], [21]], phasing=US, effects=AGAINST_US)
    s.effects[EFFECT]["against"].append(USSR)
    play(s, "card:21", "ops")
    assert ops_points(s) == 3
    u = pos(hands=[[7], []], effects={EFFECT: {"until": "turn", "against": [US, USSR]}})
    play(u, "card:7", "ops")
    assert ops_points(u) == 2


def test_c031_d3_with_containment_4_op_card_4_and_3_op_card_3():
    eff = {**AGAINST_US, "c025_containment": {"until": "turn"}}
    for card, value in ((21, 4), (4, 3), (22, 2), (19, 1)):
        s = pos(hands=[[], [card]], phasing=US, effects=eff)
        play(s, "card:%d" % card, "ops")
        assert ops_points(s) == value, card


def test_c031_4_5_g13_lasts_until_the_end_of_the_turn():
    s = pos(turn=1, ar=6, phasing=US, hands=[[], [31]], deck=[19, 4, 7, 22, 10, 21])
    play(s, "card:31", "event")
    assert s.turn == 2 and s.stack[-1]["kind"] == "headline"
    assert EFFECT not in s.effects


def test_c031_played_for_operations_no_event():
    s = pos(hands=[[31], []], inf={"Poland": (1, 0)})
    play(s, "card:31", "ops")
    assert ops_points(s) == 4
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert EFFECT not in s.effects and 31 in s.discard
