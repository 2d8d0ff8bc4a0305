"""9 Vietnam Revolts (USSR, 2 ops, starred): +2 USSR influence in Vietnam; for the rest of
the turn a card the USSR uses for operations gets +1 if all its operations are spent in
Southeast Asia. Rules: 7.4 (and its example), 7.4.1, 7.4.2, 9.6, 6.4.1, 4.5 G."""

import pytest

from engine.core import IllegalAction
from engine.twilight.rules import RULES
from engine.twilight.testing import US, USSR, play, pos, where

VR = {"c009_vietnam_revolts": {"until": "turn"}}


def red_scare_on(monkeypatch, victim):
    """A stand-in for Red Scare/Purge against ``victim`` (-1 ops), as an ops modifier."""
    monkeypatch.setitem(RULES.hooks, "ops_modifier", RULES.hooks["ops_modifier"] + [
        ("test_red_scare", lambda st, side, card: -1 if side == victim else 0)])
    return {"test_red_scare": {"until": "turn"}}


def points_left(s):
    from engine.twilight.ops import remaining
    return remaining(s.stack[-1])


def test_c009_event_adds_2_in_vietnam_effect_for_the_turn_card_removed():
    s = pos(hands=[[9], [32]])
    play(s, "card:9", "event")
    assert where(s, "Vietnam") == (2, 0)
    assert s.effects["c009_vietnam_revolts"] == {"until": "turn"}
    assert 9 in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c009_then_a_2_op_card_places_3_in_southeast_asia():
    s = pos(hands=[[9, 13], [32]], inf={"Laos/Cambodia": (1, 0)})
    play(s, "card:9", "event", "card:32", "ops", "influence", "inf:Canada")   # US round
    play(s, "card:13", "ops", "influence")
    assert points_left(s) == 3                        # 2 + 1 while all in SE Asia
    play(s, "inf:Thailand", "inf:Thailand")
    assert "inf:India" not in s.legal_actions()       # India: only 2 ops, both spent
    with pytest.raises(IllegalAction):
        s.apply("inf:India")
    play(s, "inf:Burma")
    assert where(s, "Thailand") == (2, 0) and where(s, "Burma") == (1, 0)


def test_c009_bonus_lost_once_a_point_goes_outside_southeast_asia():
    s = pos(hands=[[13], []], effects=VR, inf={"Burma": (1, 0)})
    play(s, "card:13", "ops", "influence", "inf:India")
    assert points_left(s) == 1
    play(s, "inf:Burma")
    assert where(s, "India") == (1, 0) and where(s, "Burma") == (2, 0)


def test_c009_7_4_2_coup_in_thailand_counts_the_bonus_for_roll_and_milops():
    s = pos(hands=[[14], []], effects=VR, inf={"Thailand": (0, 4), "Vietnam": (1, 0)})
    s.rng.force([1])
    play(s, "card:14", "ops", "coup", "coup:Thailand")
    # 1 + (3 + 1) - 2x2 = 1: success, US loses 1
    assert where(s, "Thailand") == (0, 3)
    assert s.milops[USSR] == 4 and s.defcon == 4


def test_c009_coup_in_india_asia_but_not_southeast_asia_no_bonus():
    s = pos(hands=[[14], []], effects=VR, inf={"India": (0, 2)})
    s.rng.force([4])
    play(s, "card:14", "ops", "coup", "coup:India")
    # 4 + 3 - 6 = 1
    assert where(s, "India") == (0, 1) and s.milops[USSR] == 3


def test_c009_realignment_3_rolls_with_a_2_op_card():
    s = pos(hands=[[13], []], effects=VR,
            inf={"Thailand": (0, 1), "Malaysia": (0, 1), "Burma": (0, 1)})
    s.rng.force([3, 3] * 3)                           # ties: no change
    play(s, "card:13", "ops", "realign", "realign:Thailand", "realign:Malaysia")
    assert points_left(s) == 1
    play(s, "realign:Burma")
    assert s.stack[-1]["kind"] != "points"


def test_c009_one_op_card_is_enough_for_a_us_controlled_laos():
    s = pos(hands=[[15], []], effects=VR, inf={"Laos/Cambodia": (0, 1), "Vietnam": (1, 0)})
    play(s, "card:15", "ops", "influence")
    assert "inf:Laos/Cambodia" in s.legal_actions()   # costs 2: 1 + 1 bonus
    play(s, "inf:Laos/Cambodia")
    assert where(s, "Laos/Cambodia") == (1, 1)


def test_c009_without_the_effect_a_one_op_card_cannot_buy_a_us_controlled_laos():
    s = pos(hands=[[15], []], inf={"Laos/Cambodia": (0, 1), "Vietnam": (1, 0)})
    play(s, "card:15", "ops", "influence")
    assert "inf:Laos/Cambodia" not in s.legal_actions()


def test_c009_7_4_china_card_all_in_southeast_asia_is_6():
    s = pos(hands=[[13], []], effects=VR, inf={"Vietnam": (1, 0)})
    play(s, "card:6", "ops", "influence")
    assert points_left(s) == 6


def test_c009_7_4_example_china_card_red_scare_and_vietnam_is_5(monkeypatch):
    eff = dict(VR, **red_scare_on(monkeypatch, USSR))
    s = pos(hands=[[13], []], effects=eff, inf={"Vietnam": (1, 0)})
    play(s, "card:6", "ops", "influence")
    assert points_left(s) == 5                        # 4 - 1, +1 Asia, +1 SE Asia


def test_c009_china_card_one_point_in_japan_loses_the_vietnam_bonus(monkeypatch):
    s = pos(hands=[[13], []], effects=VR, inf={"Vietnam": (1, 0), "South Korea": (1, 0)})
    play(s, "card:6", "ops", "influence", "inf:Japan")
    assert points_left(s) == 4                        # 4 + 1 (Asia) = 5, 1 spent
    eff = dict(VR, **red_scare_on(monkeypatch, USSR))
    s = pos(hands=[[13], []], effects=eff, inf={"Vietnam": (1, 0), "South Korea": (1, 0)})
    play(s, "card:6", "ops", "influence", "inf:Japan")
    assert points_left(s) == 3                        # 3 + 1 (Asia) = 4, 1 spent


def test_c009_7_4_minimum_1_then_the_bonus(monkeypatch):
    """D3: the ops value is limited to 1 first (Red Scare on a 1-op card), then the
    Southeast Asia bonus is added: 2."""
    eff = dict(VR, **red_scare_on(monkeypatch, USSR))
    s = pos(hands=[[15], []], effects=eff, inf={"Vietnam": (1, 0)})
    play(s, "card:15", "ops", "influence")
    assert points_left(s) == 2


def test_c009_7_4_1_no_bonus_for_the_us_china_card():
    s = pos(hands=[[], [32]], phasing=US, effects=VR, china=US,
            inf={"Thailand": (0, 1)})
    play(s, "card:6", "ops", "influence")
    assert points_left(s) == 5                        # 4 + 1 Asia only


def test_c009_7_4_1_no_bonus_for_us_cards_in_southeast_asia():
    s = pos(hands=[[], [19]], phasing=US, effects=VR, inf={"Thailand": (0, 1)})
    play(s, "card:19", "ops", "influence")
    assert points_left(s) == 1


def test_c009_ussr_using_a_us_card_gets_the_bonus():
    s = pos(hands=[[26], []], effects=VR, inf={"Vietnam": (1, 0)})
    play(s, "card:26", "ops")
    if s.stack[-1]["kind"] == "timing":               # CIA Created's US event (5.2)
        play(s, "ops_first")
    play(s, "influence")
    assert points_left(s) == 2


def test_c009_6_4_1_space_race_ignores_the_bonus():
    s = pos(hands=[[15], []], effects=VR)
    play(s, "card:15")
    assert "space" not in s.legal_actions()           # 1 op: Earth Satellite needs 2


def test_c009_4_5_g_effect_ends_with_the_turn():
    s = pos(hands=[[], [32]], phasing=US, ar=6, effects=VR,
            deck=[c for c in range(40, 80)])
    play(s, "card:32", "ops", "influence", "inf:Canada")
    assert s.turn == 2
    assert "c009_vietnam_revolts" not in s.effects


def test_c009_5_2_us_plays_it_for_ops_ussr_gets_vietnam_and_the_bonus():
    s = pos(hands=[[13], [9]], phasing=US, inf={"Thailand": (0, 1)})
    play(s, "card:9", "ops", "event_first")
    assert where(s, "Vietnam") == (2, 0)
    assert s.effects["c009_vietnam_revolts"] == {"until": "turn"}
    play(s, "influence", "inf:Thailand", "inf:Thailand")
    assert where(s, "Thailand") == (0, 3) and where(s, "Vietnam") == (2, 0)
    assert 9 in s.removed
    play(s, "card:13", "ops", "influence")
    assert s.deciding_side == USSR and points_left(s) == 3


def test_c009_7_4_example_with_the_real_cards_red_scare_headline_then_china_card():
    """7.4 example, played: the US headlines Red Scare/Purge, the USSR Vietnam Revolts;
    the USSR then plays the China Card with everything in Southeast Asia: 5 ops."""
    s = pos(turn=2, hands=[[9, 13], [31, 19]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:9", "headline:31")
    assert where(s, "Vietnam") == (2, 0)
    assert "c009_vietnam_revolts" in s.effects and "c031_red_scare_purge" in s.effects
    play(s, "card:6", "ops", "influence")
    assert points_left(s) == 5
    play(s, "inf:Thailand", "inf:Thailand", "inf:Laos/Cambodia", "inf:Vietnam",
         "inf:Thailand")
    assert where(s, "Thailand") == (3, 0) and s.china == US and not s.china_up
