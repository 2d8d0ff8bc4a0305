"""29 East European Unrest (US, 3 ops): remove 1 USSR influence from each of 3 Eastern
European countries (2 each in the Late War, turns 8-10). Rules: 2.1.1 (Eastern Europe,
Austria and Finland), 4.1/4.4 (eras), 5.2 (the USSR playing it for operations), 4.5 C
(headline), G4 (fewer targets)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

EE = {"East Germany": (3, 0), "Poland": (2, 0), "Czechoslovakia": (4, 0)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c029_worked_example_turn_3_three_countries_lose_one():
    """Worked example, turn 3 US headline: East Germany 3->2, Poland 2->1,
    Czechoslovakia 4->3 (played here in an action round)."""
    s = pos(turn=3, hands=[[], [29]], phasing=US, inf=EE)
    play(s, "card:29", "event")
    assert s.deciding_side == US
    assert s.legal_actions() == ["unrest:East Germany", "unrest:Poland",
                                 "unrest:Czechoslovakia"]
    play(s, "unrest:East Germany", "unrest:Poland", "unrest:Czechoslovakia")
    assert where(s, "East Germany") == (2, 0)
    assert where(s, "Poland") == (1, 0)
    assert where(s, "Czechoslovakia") == (3, 0)
    assert 29 in s.discard and 29 not in s.removed         # not starred
    assert clean(s) == []


@pytest.mark.parametrize("turn,n", [(1, 1), (3, 1), (4, 1), (7, 1), (8, 2), (10, 2)])
def test_c029_g14_two_per_country_only_in_the_late_war(turn, n):
    s = pos(turn=turn, hands=[[], [29]], phasing=US, inf=EE)
    play(s, "card:29", "event", "unrest:East Germany", "unrest:Poland",
         "unrest:Czechoslovakia")
    assert where(s, "East Germany") == (3 - n, 0)
    assert where(s, "Poland") == (2 - n, 0)


def test_c029_late_war_country_with_one_point_goes_to_zero():
    s = pos(turn=8, hands=[[], [29]], phasing=US,
            inf={"East Germany": (3, 0), "Bulgaria": (1, 0), "Romania": (2, 1)})
    play(s, "card:29", "event", "unrest:Bulgaria", "unrest:East Germany", "unrest:Romania")
    assert where(s, "Bulgaria") == (0, 0)
    assert where(s, "East Germany") == (1, 0)
    assert where(s, "Romania") == (0, 1)


def test_c029_the_same_country_twice_is_rejected():
    s = pos(hands=[[], [29]], phasing=US, inf=EE)
    play(s, "card:29", "event", "unrest:Poland")
    assert "unrest:Poland" not in s.legal_actions()         # Poland still has 1
    with pytest.raises(IllegalAction, match="29 East European Unrest.*already chosen"):
        s.apply("unrest:Poland")


def test_c029_only_eastern_europe_with_ussr_influence():
    s = pos(hands=[[], [29]], phasing=US,
            inf={"Poland": (2, 0), "West Germany": (1, 3), "Hungary": (0, 1)})
    play(s, "card:29", "event")
    assert s.legal_actions() == ["unrest:Poland"]
    with pytest.raises(IllegalAction, match="not in Eastern Europe"):
        s.apply("unrest:West Germany")
    with pytest.raises(IllegalAction, match="no influence in Hungary"):
        s.apply("unrest:Hungary")


def test_c029_g4_fewer_than_three_targets_as_many_as_possible():
    s = pos(hands=[[], [29, 19]], phasing=US, inf={"Poland": (2, 0), "Hungary": (1, 0)})
    play(s, "card:29", "event", "unrest:Poland", "unrest:Hungary")
    assert where(s, "Poland") == (1, 0) and where(s, "Hungary") == (0, 0)
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "play"   # round over
    assert 29 in s.discard


def test_c029_5_2_example_3_no_target_still_played():
    s = pos(hands=[[], [29]], phasing=US, inf={"Italy": (2, 0)})
    play(s, "card:29", "event")
    assert 29 in s.discard and s.inf[USSR][:] == pos(inf={"Italy": (2, 0)}).inf[USSR]
    assert any("no country of Eastern Europe" in line for line in map(str, s.log))


def test_c029_2_1_1_austria_and_finland_are_eastern_europe():
    s = pos(hands=[[], [29]], phasing=US,
            inf={"Austria": (1, 0), "Finland": (2, 0), "Yugoslavia": (1, 0)})
    play(s, "card:29", "event", "unrest:Austria", "unrest:Finland", "unrest:Yugoslavia")
    assert where(s, "Austria") == (0, 0) and where(s, "Finland") == (1, 0)
    assert where(s, "Yugoslavia") == (0, 0)


def test_c029_5_2_ussr_plays_it_for_operations_the_us_chooses():
    s = pos(hands=[[29], []], phasing=USSR, inf=EE)
    play(s, "card:29", "ops", "event_first")
    assert s.deciding_side == US                           # the US implements it
    play(s, "unrest:East Germany", "unrest:Poland", "unrest:Czechoslovakia")
    assert s.deciding_side == USSR
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (4, 0) and where(s, "East Germany") == (2, 0)
    assert 29 in s.discard and clean(s) == []


def test_c029_4_5_c_headline_by_the_us():
    s = pos(turn=2, hands=[[19, 4], [29, 7]], inf=EE, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:4", "headline:29")     # USSR headlines Duck and Cover (US event)
    # 3 vs 3: the US headline first
    assert s.deciding_side == US and s.stack[-1]["kind"] == "c029_unrest"
    play(s, "unrest:East Germany", "unrest:Poland", "unrest:Czechoslovakia")
    assert where(s, "Czechoslovakia") == (3, 0)
    assert 29 in s.discard
