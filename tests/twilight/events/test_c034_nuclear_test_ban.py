"""34 Nuclear Test Ban (both, 4 ops): the player gains DEFCON - 2 VP, then DEFCON
improves by 2. Rules: 8.1.2 (never above 5), 8.1.7, 7.1 (a card of both sides: the
player implements it), 4.5 C (headline), 10.3.1 (20 VP)."""

import pytest

from engine.twilight.testing import US, USSR, play, pos


@pytest.mark.parametrize("defcon,vp,after", [(2, 0, 4), (3, 1, 5), (4, 2, 5), (5, 3, 5)])
def test_c034_us_gains_defcon_minus_2_then_defcon_plus_2(defcon, vp, after):
    s = pos(hands=[[7], [34]], phasing=US, defcon=defcon)
    play(s, "card:34", "event")
    assert s.vp == vp and s.defcon == after
    assert 34 in s.discard and 34 not in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c034_played_by_the_ussr_the_ussr_gains():
    s = pos(hands=[[34], [19]], defcon=5, vp=2)
    play(s, "card:34", "event")
    assert s.vp == -1 and s.defcon == 5               # USSR +3


def test_c034_vp_at_the_defcon_level_before_the_improvement():
    s = pos(hands=[[34], [19]], defcon=3)
    play(s, "card:34", "event")
    assert s.vp == -1 and s.defcon == 5               # 3 - 2 = 1, not 5 - 2


def test_c034_played_for_operations_no_event():
    s = pos(hands=[[], [34]], phasing=US, defcon=3, inf={"Mexico": (0, 1)})
    play(s, "card:34", "ops")
    assert s.stack[-1]["points"] == 4                 # no timing question: both sides
    play(s, "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert s.vp == 0 and s.defcon == 3 and 34 in s.discard


def test_c034_6_4_5_space_race_no_event():
    s = pos(hands=[[34], [19]], defcon=4)
    s.rng.force([6])
    play(s, "card:34", "space")
    assert s.vp == 0 and s.defcon == 4


def test_c034_4_5_c_headline_the_player_gains():
    s = pos(turn=2, defcon=4, hands=[[7, 19], [34, 22]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:7", "headline:34")              # 3 vs 4: the US first
    assert s.vp == 2 and s.defcon == 5


def test_c034_10_3_1_twenty_vp_after_the_event():
    s = pos(hands=[[34], [19]], defcon=5, vp=-17)
    play(s, "card:34", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"
