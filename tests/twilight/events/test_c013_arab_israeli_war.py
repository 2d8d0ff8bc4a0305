"""13 Arab-Israeli War (USSR, 2 ops, not starred; war card): roll - US-controlled
neighbours of Israel, 4-6 wins 2 VP and Israel's US influence; 2 military ops to the USSR.
Rules: 7.6, 8.2.4 (military ops to the implementer), 5.2 (opponent's event, example 2:
Camp David), 7.5, 4.5 C (headline), 10.3.1; spec docs/twilight/early_war_events.md, D2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

FILL = [[33], [29]]          # cards left to the players so the game waits after the play


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def ussr_event(inf, dice, **kw):
    s = pos(hands=[[13] + FILL[0], FILL[1]], inf=inf, **kw)
    s.rng.force(dice)
    play(s, "card:13", "event")
    return s


def test_c013_win_on_4_takes_israel_2_vp_2_milops_card_discarded():
    """Spec test 1: Israel 0/1, no US-controlled neighbour, die 4: USSR victory."""
    s = ussr_event({"Israel": (0, 1)}, [4])
    assert where(s, "Israel") == (1, 0)
    assert s.vp == -2 and s.milops == [2, 0]
    assert 13 in s.discard and 13 not in s.removed       # not starred
    assert s.deciding_side == US and clean(s) == []


def test_c013_controlled_neighbour_subtracts_1_no_win():
    """Spec test 2 (worked example turn 3, US 5): Jordan 0/2 US-controlled, die 4 -> 3."""
    s = ussr_event({"Israel": (0, 4), "Jordan": (0, 2)}, [4])
    assert where(s, "Israel") == (0, 4) and s.vp == 0
    assert s.milops == [2, 0]                            # 7.6: milops win or lose
    assert any("4-1 = 3" in line for line in map(str, s.log))


def test_c013_d2_us_control_of_israel_itself_does_not_count():
    """Spec test 3 (decision D2): Israel 0/4 US-controlled, no controlled neighbour, die 4:
    a win under the Italian text (the English card would make it 3)."""
    s = ussr_event({"Israel": (0, 4)}, [4])
    assert where(s, "Israel") == (4, 0) and s.vp == -2


def test_c013_only_us_controlled_neighbours_count():
    """Egypt 1/2 (US influence, no control), Syria 2/0 (USSR control), Jordan 0/1 (no
    control at stability 2), Lebanon 0/1 (US control at stability 1): -1 only."""
    s = ussr_event({"Israel": (0, 2), "Egypt": (1, 2), "Syria": (2, 0), "Lebanon": (0, 1),
                    "Jordan": (0, 1)}, [4])
    assert where(s, "Israel") == (0, 2) and s.vp == 0   # 4-1 = 3: Lebanon only
    s = ussr_event({"Israel": (0, 2), "Egypt": (1, 2), "Syria": (2, 0), "Lebanon": (0, 1),
                    "Jordan": (0, 1)}, [5])
    assert where(s, "Israel") == (2, 0) and s.vp == -2  # 5-1 = 4


def test_c013_all_four_neighbours_controlled_6_is_not_enough():
    inf = {"Israel": (0, 1), "Egypt": (0, 2), "Syria": (0, 2), "Lebanon": (0, 1),
           "Jordan": (0, 2)}
    s = ussr_event(inf, [6])
    assert where(s, "Israel") == (0, 1) and s.vp == 0 and s.milops == [2, 0]
    inf.pop("Jordan")
    s = ussr_event(inf, [6])                             # 6-3 = 3
    assert s.vp == 0
    inf.pop("Lebanon")
    s = ussr_event(inf, [6])                             # 6-2 = 4: win
    assert where(s, "Israel") == (1, 0) and s.vp == -2


def test_c013_roll_3_fails_without_modifier():
    s = ussr_event({"Israel": (0, 1)}, [3])
    assert where(s, "Israel") == (0, 1) and s.vp == 0 and s.milops == [2, 0]


def test_c013_7_6_no_influence_at_stake_still_vp_and_milops():
    s = ussr_event({}, [6])
    assert where(s, "Israel") == (0, 0) and s.vp == -2 and s.milops == [2, 0]


def test_c013_war_is_not_a_coup_defcon_untouched_and_not_restricted():
    """DEFCON 2 closes the Middle East to coups (8.1.5), not to the war; no DEFCON drop."""
    s = ussr_event({"Israel": (1, 3)}, [5], defcon=2)
    assert s.defcon == 2 and where(s, "Israel") == (4, 0) and not s.is_over


def test_c013_5_2_8_2_4_us_plays_it_for_ops_first_ussr_gets_the_milops():
    """Spec test 5, worked example turn 3 US 5: the US places 2 in Jordan first, then the
    war rolls 4, modified to 3 by Jordan now controlled: no victory. 8.2.4: the 2 military
    operations go to the USSR."""
    s = pos(hands=[[33], [13, 29]], phasing=US, inf={"Israel": (0, 4)})
    s.rng.force([4])
    play(s, "card:13", "ops", "ops_first", "influence", "inf:Jordan", "inf:Jordan")
    assert where(s, "Jordan") == (0, 2) and where(s, "Israel") == (0, 4)
    assert s.vp == 0 and s.milops == [2, 0]
    assert 13 in s.discard and s.deciding_side == USSR


def test_c013_5_2_us_plays_it_for_ops_event_first():
    s = pos(hands=[[33], [13, 29]], phasing=US, inf={"Israel": (0, 4)})
    s.rng.force([4])
    play(s, "card:13", "ops", "event_first")
    assert where(s, "Israel") == (4, 0) and s.vp == -2 and s.milops == [2, 0]
    assert s.stack[-1]["kind"] == "ops" and s.deciding_side == US   # then the US's 2 ops
    play(s, "influence", "inf:Mexico", "inf:Mexico")
    assert where(s, "Mexico") == (0, 2) and 13 in s.discard


def test_c013_5_2_example_2_camp_david_prohibits_the_event():
    """Spec test 4: Camp David Accords (65) in effect: the USSR cannot choose the event;
    the US playing it for operations gets the ops only, no war, no USSR milops."""
    s = pos(hands=[[13, 33], [29]], inf={"Israel": (0, 1)})
    s.in_play.append(65)
    s.refresh()
    play(s, "card:13")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Camp David"):
        s.apply("event")
    s = pos(hands=[[33], [13, 29]], phasing=US, inf={"Israel": (0, 1)})
    s.in_play.append(65)
    s.refresh()
    play(s, "card:13", "ops")
    assert s.stack[-1]["kind"] == "ops"                  # no timing question: no event
    play(s, "influence", "inf:Israel", "inf:Israel")
    assert where(s, "Israel") == (0, 3) and s.milops == [0, 0] and s.vp == 0
    assert 13 in s.discard


def test_c013_4_5_c_us_headline_is_implemented_by_the_ussr():
    s = pos(turn=2, hands=[[15, 33], [13, 29]], inf={"Israel": (0, 2)}, run=False)
    s.step = "headline"
    s.refresh()
    s.rng.force([4])
    play(s, "headline:15", "headline:13")                # Arab-Israeli (2) before Nasser (1)
    assert where(s, "Israel") == (2, 0) and s.vp == -2 and s.milops == [2, 0]
    assert where(s, "Egypt") == (2, 0)                   # then Nasser
    assert 13 in s.discard and 15 in s.removed and s.defcon == 5


def test_c013_10_3_1_twenty_vp():
    s = ussr_event({"Israel": (0, 1)}, [6], vp=-18)
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"


def test_c013_space_race_no_event():
    s = pos(hands=[[13, 33], [29]], inf={"Israel": (0, 1)})
    s.rng.force([1])
    play(s, "card:13", "space")
    assert s.space == [1, 0] and where(s, "Israel") == (0, 1) and s.milops == [0, 0]
    assert 13 in s.discard
