"""59 Flower Power (USSR, 4 ops, starred, underlined): from then on the USSR gains 2 VP
each time the US plays a war card (Korean War 11, Arab-Israeli War 13, Indo-Pakistani War
24, Brush War 36, Iran-Iraq War 102) as an event or for operations, not on the Space
Race; cancelled and prevented by An Evil Empire (97). Rules: 5.2, 6.4.5 (Space Race),
4.5 C (headline), 7.5, 10.3.1, UN Intervention (32), G11 of the spec."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events.c059_flower_power import EFFECT, WAR_CARDS
from engine.twilight.testing import US, USSR, play, pos, where

FP = {EFFECT: {}}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def us_round(card, *, effects=FP, **kw):
    kw.setdefault("inf", {"Japan": (0, 1)})
    s = pos(turn=4, hands=[[33], [card, 29]], phasing=US, effects=effects, **kw)
    s.in_play = [59] if effects else []
    s.refresh()
    return s


def test_c059_event_sets_the_effect_and_stays_in_play():
    s = pos(turn=4, hands=[[59, 33], [29]])
    play(s, "card:59", "event")
    assert EFFECT == "flower_power" and EFFECT in s.effects
    assert 59 in s.in_play and s.vp == 0 and clean(s) == []
    assert WAR_CARDS == {11, 13, 24, 36, 102}


def test_c059_us_plays_its_war_event_indo_pakistani_war_2_vp_to_the_ussr():
    s = us_round(24, inf={"India": (0, 0)})
    s.rng.force([6])
    play(s, "card:24", "event", "invade:Pakistan")
    assert s.vp == 2 - 2                                  # US wins the war, USSR +2
    assert any("Flower Power" in line and "Indo-Pakistani" in line for line in map(str, s.log))


@pytest.mark.parametrize("war", [11, 13])
def test_c059_us_plays_a_ussr_war_card_for_ops_2_vp(war):
    s = us_round(war, inf={"Japan": (0, 1), "Israel": (0, 5), "South Korea": (0, 5)})
    s.rng.force([1])                                     # the war fails
    play(s, "card:%d" % war, "ops", "ops_first", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -2 and s.deciding_side == USSR


@pytest.mark.parametrize("war", [36, 102])
def test_c059_brush_war_and_iran_iraq_war_for_ops_2_vp(war):
    s = us_round(war)
    play(s, "card:%d" % war, "ops", "influence", *["inf:Japan"] * C.OPS[war])
    assert s.vp == -2 and s.deciding_side == USSR


def test_c059_space_race_no_vp_6_4_5():
    s = us_round(24)
    s.rng.force([1])
    play(s, "card:24", "space")
    assert s.space == [0, 1] and s.vp == 2                 # the box's 2 VP only
    assert not any("Flower Power" in line for line in map(str, s.log))


def test_c059_ussr_playing_a_war_card_gives_nothing():
    s = pos(turn=4, hands=[[24, 33], [29]], effects=FP)
    s.rng.force([1])
    play(s, "card:24", "event", "invade:India")
    assert s.vp == 0


def test_c059_us_non_war_card_gives_nothing():
    s = us_round(19)
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.vp == 0


def test_c059_without_flower_power_no_vp():
    s = us_round(36, effects={})
    play(s, "card:36", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == 0


def test_c059_war_card_played_with_un_intervention_counts_as_ops():
    s = pos(turn=4, hands=[[33], [32, 13, 29]], phasing=US, effects=FP,
            inf={"Japan": (0, 1)})
    play(s, "card:32", "event", "un:13", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -2 and s.milops == [0, 0]              # no war, but played for ops


def test_c059_arab_israeli_war_for_ops_after_camp_david_still_counts():
    s = us_round(13)
    s.in_play.append(65)
    play(s, "card:13", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -2 and s.milops == [0, 0]


def test_c059_4_5_c_us_headline_of_a_war_card_counts():
    s = pos(turn=4, hands=[[33, 15], [24, 29]], effects=FP, run=False)
    s.in_play = [59]
    s.step = "headline"
    s.refresh()
    s.rng.force([1])
    play(s, "headline:15", "headline:24", "invade:Pakistan")
    assert s.vp == -2


def test_c059_headlined_by_the_ussr_after_the_us_war_headline_of_lower_value():
    """4.5 C: Flower Power (4) happens before the US's Korean War (2): the US headline
    is already a play under Flower Power."""
    s = pos(turn=4, hands=[[59, 33], [11, 29]], inf={"South Korea": (0, 5)}, run=False)
    s.step = "headline"
    s.refresh()
    s.rng.force([1])
    play(s, "headline:59", "headline:11")
    assert EFFECT in s.effects and s.vp == -2 and 59 in s.in_play


def test_c059_5_2_us_plays_flower_power_for_ops_the_effect_starts():
    s = pos(turn=4, hands=[[33], [59, 24, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:59", "ops", "event_first", "influence", "inf:Japan", "inf:Japan",
         "inf:Japan", "inf:Japan")
    assert EFFECT in s.effects and 59 in s.in_play and s.vp == 0


def test_c059_every_war_card_counts_again():
    s = pos(turn=4, hands=[[33, 4, 5], [36, 102, 29]], phasing=US, effects=FP,
            inf={"Japan": (0, 1), "Poland": (1, 0)})
    play(s, "card:36", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:102", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -4


def test_c059_10_3_1_twenty_vp_ends_the_game():
    s = us_round(36, vp=-18)
    play(s, "card:36", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"


def test_c059_cancelled_by_an_evil_empire_no_more_vp():
    """What An Evil Empire (97) has to do: delete the effect ``flower_power``."""
    s = us_round(36)
    del s.effects[EFFECT]
    play(s, "card:36", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == 0


def test_c059_prevented_by_an_evil_empire_7_5():
    s = pos(turn=8, hands=[[59, 33], [29]])
    s.in_play = [97]
    s.refresh()
    play(s, "card:59")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="59 Flower Power: An Evil Empire"):
        s.apply("event")
    play(s, "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert EFFECT not in s.effects and 59 in s.discard
    assert where(s, "Poland") == (4, 0)
