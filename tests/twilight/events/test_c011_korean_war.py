"""11 Korean War (USSR, 2 ops, starred, war card): DEFCON -1 (Italian card, decision
D1), USSR +2 military operations, die - 1 per US-controlled neighbour of South Korea
(Japan, Taiwan, North Korea), 4-6 wins: USSR +2 VP and the US influence in South Korea
becomes USSR influence. Rules: 7.6, 8.1.3, 8.2.3, 8.2.4, 4.5 C, 5.2."""

from engine.twilight.events import c011_korean_war as KW
from engine.twilight.testing import US, USSR, play, pos, where

BASE = {"Japan": (0, 4), "North Korea": (3, 0), "South Korea": (0, 1)}


def test_c011_constant_d1_is_on():
    assert KW.DEGRADES_DEFCON is True


def test_c011_roll_4_minus_japan_is_3_no_victory():
    s = pos(hands=[[11], [32]], inf=BASE)
    s.rng.force([4])
    play(s, "card:11", "event")
    assert s.defcon == 4 and s.milops[USSR] == 2 and s.milops[US] == 0
    assert where(s, "South Korea") == (0, 1) and s.vp == 0
    assert 11 in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c011_roll_5_minus_japan_is_4_victory():
    s = pos(hands=[[11], [32]], inf=BASE)
    s.rng.force([5])
    play(s, "card:11", "event")
    assert s.vp == -2 and where(s, "South Korea") == (1, 0)
    assert s.milops[USSR] == 2 and s.defcon == 4 and 11 in s.removed


def test_c011_taiwan_also_us_controlled_minus_2():
    s = pos(hands=[[11], [32]], inf=dict(BASE, Taiwan=(0, 3)))
    s.rng.force([5])
    play(s, "card:11", "event")
    assert s.vp == 0 and where(s, "South Korea") == (0, 1)
    s = pos(hands=[[11], [32]], inf=dict(BASE, Taiwan=(0, 3)))
    s.rng.force([6])
    play(s, "card:11", "event")
    assert s.vp == -2 and where(s, "South Korea") == (1, 0)


def test_c011_us_influence_not_control_does_not_count():
    s = pos(hands=[[11], [32]], inf={"Japan": (0, 3), "South Korea": (0, 2)})
    s.rng.force([4])                                  # Japan 3 < stability 4
    play(s, "card:11", "event")
    assert s.vp == -2 and where(s, "South Korea") == (2, 0)


def test_c011_us_controlled_north_korea_counts():
    s = pos(hands=[[11], [32]], inf={"North Korea": (0, 3), "South Korea": (0, 2)})
    s.rng.force([4])
    play(s, "card:11", "event")
    assert s.vp == 0 and where(s, "South Korea") == (0, 2)


def test_c011_victory_on_empty_south_korea_vp_only():
    s = pos(hands=[[11], [32]], inf={"South Korea": (1, 0)})
    s.rng.force([4])
    play(s, "card:11", "event")
    assert s.vp == -2 and where(s, "South Korea") == (1, 0)


def test_c011_victory_keeps_existing_ussr_influence_and_adds():
    s = pos(hands=[[11], [32]], inf={"South Korea": (1, 3)})
    s.rng.force([6])
    play(s, "card:11", "event")
    assert where(s, "South Korea") == (4, 0)


def test_c011_8_1_3_ussr_plays_it_at_defcon_2_and_loses_before_the_roll():
    s = pos(hands=[[11], [32]], defcon=2, inf=BASE)
    play(s, "card:11", "event")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"
    assert s.milops == [0, 0] and s.rng.draws == 0


def test_c011_8_1_3_us_plays_it_for_ops_at_defcon_2_and_loses():
    s = pos(hands=[[], [11]], phasing=US, defcon=2, inf=BASE)
    play(s, "card:11", "ops", "event_first")
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c011_8_2_4_us_plays_it_for_ops_milops_to_the_ussr():
    s = pos(hands=[[], [11]], phasing=US, defcon=4, inf=BASE)
    s.rng.force([2])
    play(s, "card:11", "ops", "event_first")
    assert s.milops == [2, 0] and s.defcon == 3
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert s.milops == [2, 0] and 11 in s.removed


def test_c011_8_2_4_us_coups_with_its_ops_gets_its_own_credit():
    s = pos(hands=[[], [11]], phasing=US, defcon=5,
            inf=dict(BASE, **{"Afghanistan": (1, 0)}))
    s.rng.force([1, 6])                               # war roll 1; coup roll 6
    play(s, "card:11", "ops", "event_first", "coup", "coup:Afghanistan")
    assert s.milops == [2, 2]


def test_c011_g11_milops_printed_2_under_red_scare(monkeypatch):
    from engine.twilight.rules import RULES
    monkeypatch.setitem(RULES.hooks, "ops_modifier", RULES.hooks["ops_modifier"] + [
        ("test_red_scare", lambda st, side, card: -1 if side == USSR else 0)])
    s = pos(hands=[[11], [32]], inf=BASE, effects={"test_red_scare": {"until": "turn"}})
    s.rng.force([1])
    play(s, "card:11", "event")
    assert s.milops[USSR] == 2


def test_c011_worked_example_turn3_headline_roll_6_victory():
    """Turn 3 headline: the USSR's Korean War, die 6 - 1 (Japan) = 5: victory, 2 VP,
    South Korea 3 US -> 3 USSR. D1: DEFCON 5 -> 4 here (the printed example keeps 5)."""
    s = pos(turn=3, hands=[[11], [19]], vp=-1, run=False,
            inf={"Japan": (0, 4), "South Korea": (0, 3), "North Korea": (3, 0)})
    s.step = "headline"
    s.refresh()
    s.rng.force([6])
    play(s, "headline:11", "headline:19")             # 2 ops vs 1: Korean War first
    assert s.vp == -3 and where(s, "South Korea") == (3, 0)
    assert s.milops[USSR] == 2 and s.defcon == 4 and 11 in s.removed


def test_c011_4_5_c_us_headlines_it_at_defcon_2_us_loses():
    s = pos(turn=2, defcon=2, hands=[[19], [11]], inf=BASE, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:19", "headline:11")
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c011_6_4_5_space_race_no_war():
    s = pos(hands=[[11], [32]], inf=BASE)
    s.rng.force([1])
    play(s, "card:11", "space")
    assert s.defcon == 5 and s.milops == [0, 0] and s.space[USSR] == 1
    assert 11 in s.discard
