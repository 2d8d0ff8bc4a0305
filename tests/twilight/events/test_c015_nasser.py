"""15 Nasser (USSR, 1 op, starred): +2 USSR in Egypt, the US loses half its influence
there rounded up. Rules: 5.2 (opponent's event), 4.5 C; spec
docs/twilight/early_war_events.md (Nasser tests 1-4)."""

import pytest

from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


@pytest.mark.parametrize("before, after", [
    ((0, 3), (2, 1)), ((0, 1), (2, 0)), ((1, 4), (3, 2)), ((2, 0), (4, 0)),
    ((0, 0), (2, 0)), ((0, 2), (2, 1)), ((3, 7), (5, 3))])
def test_c015_plus_2_ussr_us_loses_half_rounded_up(before, after):
    s = pos(hands=[[15, 33], [29]], inf={"Egypt": before})
    play(s, "card:15", "event")
    assert where(s, "Egypt") == after
    assert 15 in s.removed and s.deciding_side == US and clean(s) == []


def test_c015_5_2_worked_example_turn_3_us_plays_it_for_1_op():
    """Worked example turn 3, US 6: Nasser for 1 op: Turkey +1 (0/1 -> 0/2, control), and
    the USSR gets 2 in Egypt (2/0 -> 4/0). The starred card is removed (5.2)."""
    s = pos(hands=[[33], [15, 29]], phasing=US, inf={"Turkey": (0, 1), "Egypt": (2, 0)})
    play(s, "card:15", "ops", "ops_first", "influence", "inf:Turkey")
    assert where(s, "Turkey") == (0, 2) and where(s, "Egypt") == (4, 0)
    assert 15 in s.removed and s.deciding_side == USSR


def test_c015_space_race_no_event():
    s = pos(hands=[[15, 33], [29]], inf={"Egypt": (0, 2)})
    play(s, "card:15")
    assert "space" not in s.legal_actions()              # 1 op: box 1 needs 2 (6.4.1)
    play(s, "ops", "influence", "inf:Finland")
    assert where(s, "Egypt") == (0, 2) and 15 in s.discard
