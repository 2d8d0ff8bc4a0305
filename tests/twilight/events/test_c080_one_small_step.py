"""80 "One Small Step" (both, 2 ops): only when behind in the Space Race, move the marker
two boxes forward with the VP of the second box only. Rules: 6.4.2 (not an attempt),
6.4.3 (first/second VP), 6.4.4 (abilities), 6.4.6 (end of the track), 7.5 (prerequisite),
4.5 C / D10 (headlined when not behind)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def step(space, side=USSR, **kw):
    hands = [[80, 7], [19]] if side == USSR else [[7], [80, 19]]
    s = pos(turn=4, hands=hands, phasing=side, space=space, **kw)
    play(s, "card:80", "event")
    return s


def test_c080_two_boxes_vp_of_the_second_only_first_there():
    """USSR 1, US 2: the USSR passes box 2 (no VP; the US loses Animal in Space) and is
    first into box 3, Lunar Approach: 2 VP."""
    s = step([1, 2])
    assert s.space == [3, 2] and s.vp == -2 and s.space_tries == [0, 0]
    assert any("US loses the ability of Animal in Space" in line for line in map(str, s.log))
    assert 80 in s.discard and clean(s) == []


def test_c080_second_box_reached_second_gives_its_second_vp():
    """US 0, USSR 2: the US passes Earth Satellite (no VP there) and reaches Animal in
    Space second (0 VP)."""
    s = step([2, 0], side=US)
    assert s.space == [2, 2] and s.vp == 0


def test_c080_high_boxes():
    s = step([6, 7])                                            # to box 8, first: 2 VP
    assert s.space == [8, 7] and s.vp == -2


def test_c080_6_4_6_end_of_the_track_one_box_its_vp():
    s = step([7, 8])
    assert s.space == [8, 8] and s.vp == 0                      # box 8 second: 0


def test_c080_7_5_not_behind_the_event_is_not_offered():
    s = pos(turn=4, hands=[[80, 7], [19]], space=[1, 1])
    play(s, "card:80")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="80 One Small Step"):
        s.apply("event")
    s2 = pos(turn=4, hands=[[80, 7], [19]], space=[2, 1])
    play(s2, "card:80")
    assert "event" not in s2.legal_actions()


def test_c080_6_4_2_it_is_not_a_space_race_attempt():
    s = pos(turn=4, hands=[[80, 7], [19]], space=[0, 2])
    play(s, "card:80", "event")
    play(s, "card:19", "ops", "influence", "inf:Canada")
    s.rng.force([1])
    play(s, "card:7", "space")                                  # still allowed this turn
    assert s.space == [3, 2]


def test_c080_worked_example_turn_4_headline_no_vp_then_action_round_3_vp():
    """Worked example, turn 4: the US (box 1, USSR on 4) headlines One Small Step: two
    boxes, no VP (Lunar Approach reached second); in its third round it plays it again
    (taken back with SALT): from box 3 to Man in Earth Orbit, first there: 3 VP."""
    s = pos(turn=4, hands=[[7, 8], [80, 19]], space=[4, 1], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:80", "headline:7")          # 6.4.4 box 4: the US shows first
    assert s.space == [4, 3] and s.vp == 0
    s2 = pos(turn=4, ar=3, hands=[[7], [80, 19]], phasing=US, space=[4, 3])
    play(s2, "card:80", "event")
    assert s2.space == [4, 5] and s2.vp == 3
