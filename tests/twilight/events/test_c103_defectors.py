"""103 Defectors (US, 2 ops): headlined by the US it cancels the USSR headline (scoring
cards too; the cancelled card is discarded); played by the USSR in its action round it
gives the US 1 VP, unless used for the Space Race (D8). Rules: 4.5 C (headline order),
5.2 (the USSR playing it for operations), 6.4.5, 7.4 (Red Scare: worked example turn 4)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def headline_position(hands, **kw):
    s = pos(turn=2, hands=hands, run=False, **kw)
    s.step = "headline"
    s.refresh()
    return s


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c103_us_headline_cancels_a_scoring_card():
    s = headline_position([[3, 7], [103, 19]], inf={"Iraq": (3, 0), "Syria": (2, 0)})
    play(s, "headline:3", "headline:103")
    assert s.vp == 0                                   # Middle East not scored
    assert 3 in s.discard and 103 in s.discard
    assert s.headline == [None, None] and s.resolving == []
    assert s.stack[-1]["kind"] == "play" and s.deciding_side == USSR
    assert clean(s) == []


def test_c103_cancelled_starred_card_is_discarded_not_removed():
    s = headline_position([[33, 7], [103, 19]], inf={"Poland": (2, 0)})
    play(s, "headline:33", "headline:103")
    assert s.stack[-1]["kind"] == "play"               # no relocation asked
    assert where(s, "Poland") == (2, 0)
    assert 33 in s.discard and 33 not in s.removed


def test_c103_4_5_c_resolved_first_even_against_a_higher_value():
    """Red Scare/Purge (4 ops) would go first; Defectors (2) cancels it anyway."""
    s = headline_position([[31, 7], [103, 19]])
    play(s, "headline:31", "headline:103")
    assert "c031_red_scare_purge" not in s.effects
    assert 31 in s.discard
    assert any("Defectors: the USSR headline Red Scare/Purge (31) is cancelled" in line
               for line in map(str, s.log))


def test_c103_cancels_a_us_event_headlined_by_the_ussr_too():
    s = headline_position([[19, 7], [103, 22]], inf={"Finland": (1, 0)})
    play(s, "headline:19", "headline:103")
    assert s.stack[-1]["kind"] == "play"               # no Truman Doctrine choice
    assert where(s, "Finland") == (1, 0) and 19 in s.discard


def test_c103_ussr_headlines_defectors_nothing_happens():
    s = headline_position([[103, 7], [34, 19]], defcon=4)
    play(s, "headline:103", "headline:34")
    assert s.vp == 2 and s.defcon == 5                 # the US headline is not touched
    assert 103 in s.discard and 34 in s.discard


def test_c103_5_2_ussr_plays_it_for_operations_us_gains_1_vp():
    s = pos(hands=[[103], [19]], inf={"Poland": (1, 0)})
    play(s, "card:103", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland")
    assert s.vp == 1
    assert 103 in s.discard and 103 not in s.removed and clean(s) == []


def test_c103_worked_example_turn_4_under_red_scare_1_op_and_1_vp():
    s = pos(turn=4, hands=[[103], [19]], inf={"Malaysia": (1, 0)},
            effects={"c031_red_scare_purge": {"until": "turn", "against": [USSR]}})
    play(s, "card:103", "ops", "event_first")
    assert s.vp == 1
    play(s, "influence", "inf:Malaysia")
    assert where(s, "Malaysia") == (2, 0) and s.deciding_side == US


def test_c103_6_4_5_space_race_no_vp():
    s = pos(hands=[[103], [19]])
    s.rng.force([1])
    play(s, "card:103", "space")
    assert s.vp == -2 and s.space == [1, 0]            # the Space Race VP only (USSR +2)
    s2 = pos(hands=[[103], [19]])
    s2.rng.force([6])
    play(s2, "card:103", "space")
    assert s2.vp == 0


def test_c103_d8_not_playable_as_an_event_in_a_us_action_round():
    s = pos(hands=[[7], [103]], phasing=US)
    play(s, "card:103")
    assert "event" not in s.legal_actions() and "ops" in s.legal_actions()
    with pytest.raises(IllegalAction, match="103 Defectors"):
        s.apply("event")


def test_c103_us_headline_with_no_ussr_headline_no_effect():
    s = headline_position([[32], [103, 19]])            # the USSR can headline nothing
    play(s, "headline:103")
    assert 103 in s.discard and s.vp == 0


def test_c103_d8_discarded_by_five_year_plan_in_an_action_round_nothing():
    s = pos(hands=[[103], [5, 19]], phasing=US)
    s.rng.force([1])
    play(s, "card:5", "event")
    assert s.vp == 0 and 103 in s.discard
    assert any("Defectors" in line and "does not happen" in line for line in map(str, s.log))


def test_c103_d8_discarded_by_five_year_plan_in_the_headline_does_not_cancel():
    """Only a Defectors the US headlines cancels the USSR headline."""
    s = headline_position([[8, 103], [5, 19]])
    s.rng.force([1, 1])
    play(s, "headline:8", "headline:5")                # 3 vs 2: Five Year Plan first
    assert 103 in s.discard and s.vp == 0
    assert where(s, "Cuba") == (3, 0) and 8 in s.removed   # Fidel still happens


def test_c103_discarded_by_five_year_plan_in_a_soviet_action_round_us_gains_1_vp():
    """Issue 11 ruling (module docstring): the USSR plays Five Year Plan for operations in
    its action round; the US event discards Defectors at random from the USSR hand; its
    event happens, in a Soviet action round: the US gains 1 VP. Defectors is discarded."""
    s = pos(hands=[[5, 103], [19]], inf={"Poland": (1, 0)})
    s.rng.force([1])                                          # hand [103] -> Defectors
    play(s, "card:5", "ops", "event_first")
    assert s.vp == 1 and 103 in s.discard and 103 not in s.removed
    assert any("Defectors discarded by Five Year Plan" in line for line in map(str, s.log))
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert 5 in s.discard and s.deciding_side == US and clean(s) == []


def test_c103_discarded_by_five_year_plan_after_the_ussr_operations_too():
    s = pos(hands=[[5, 103], [19]], inf={"Poland": (1, 0)})
    s.rng.force([1])
    play(s, "card:5", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert s.vp == 1 and 103 in s.discard


def test_c103_ussr_headlines_five_year_plan_discarding_defectors_no_vp():
    """The headline phase is no Soviet action round: no VP, nothing cancelled."""
    s = headline_position([[5, 103], [19, 22]], inf={"Finland": (1, 0)})
    s.rng.force([1])
    play(s, "headline:5", "headline:22")
    assert s.vp == 0 and 103 in s.discard
