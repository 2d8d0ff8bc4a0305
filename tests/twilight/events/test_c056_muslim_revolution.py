"""56 Muslim Revolution (USSR, 4 ops, not starred): all US influence out of two of Sudan,
Iran, Iraq, Egypt, Libya, Saudi Arabia, Syria, Jordan. Rules: 5.2 (and example 3), 4.5 C,
2.2.4; worked example turn 4, US 4."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

INF = {"Iran": (0, 3), "Egypt": (1, 2), "Jordan": (0, 2), "Israel": (0, 4),
       "Turkey": (0, 2)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def revolution(inf=INF, **kw):
    kw.setdefault("hands", [[56, 33], [29]])
    s = pos(turn=4, inf=inf, **kw)
    play(s, "card:56", "event")
    return s


def test_c056_offers_listed_countries_with_us_influence():
    s = revolution()
    assert sorted(s.legal_actions()) == ["clear:Egypt", "clear:Iran", "clear:Jordan"]
    assert s.deciding_side == USSR


def test_c056_removes_all_us_influence_from_two_countries():
    s = revolution()
    play(s, "clear:Iran", "clear:Egypt")
    assert where(s, "Iran") == (0, 0) and where(s, "Egypt") == (1, 0)
    assert where(s, "Jordan") == (0, 2) and where(s, "Israel") == (0, 4)
    assert 56 in s.discard and s.deciding_side == US and clean(s) == []


def test_c056_refusals_name_the_card():
    s = revolution()
    with pytest.raises(IllegalAction, match="56 Muslim Revolution: Israel is not one of"):
        s.apply("clear:Israel")
    with pytest.raises(IllegalAction, match="56 Muslim Revolution: the US has no influence"):
        s.apply("clear:Syria")
    play(s, "clear:Iran")
    with pytest.raises(IllegalAction, match="56 Muslim Revolution: two different"):
        s.apply("clear:Iran")


def test_c056_only_one_country_with_us_influence_worked_example_turn_4():
    """Worked example turn 4, US 4: the USSR clears Jordan, the only listed country with
    US influence; the event then ends."""
    s = revolution({"Jordan": (0, 2), "Israel": (0, 4), "Egypt": (4, 0)})
    assert s.legal_actions() == ["clear:Jordan"]
    play(s, "clear:Jordan")
    assert where(s, "Jordan") == (0, 0) and where(s, "Israel") == (0, 4)
    assert s.deciding_side == US and 56 in s.discard


def test_c056_5_2_example_3_no_us_influence_no_effect_still_played():
    s = revolution({"Israel": (0, 4)})
    assert s.deciding_side == US and 56 in s.discard
    assert any("Muslim Revolution" in line and "no effect" in line for line in map(str, s.log))


def test_c056_5_2_us_plays_it_for_ops_coup_then_the_ussr_clears():
    """Worked example turn 4, US 4 (DEFCON 5 after SALT): a 4-op coup in India (1 USSR
    influence there), 2 + 4 against 2 x 3: no effect; then the USSR event."""
    s = pos(turn=4, hands=[[33], [56, 29]], phasing=US, inf={"Jordan": (0, 2),
                                                             "India": (1, 0)})
    play(s, "card:56", "ops", "ops_first", "coup")
    s.rng.force([2])
    play(s, "coup:India")                                  # 2 + 4 - 6 = 0: no effect
    assert where(s, "India") == (1, 0) and s.defcon == 4 and s.milops == [0, 4]
    assert s.deciding_side == USSR and s.legal_actions() == ["clear:Jordan"]
    play(s, "clear:Jordan")
    assert where(s, "Jordan") == (0, 0) and s.deciding_side == USSR
    assert s.stack[-1]["kind"] == "play"                   # the USSR's next round


def test_c056_4_5_c_headlined_by_the_us():
    s = pos(turn=4, hands=[[15, 33], [56, 29]], inf=INF, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:15", "headline:56")                  # 56 (4) before Nasser (1)
    assert s.deciding_side == USSR
    play(s, "clear:Egypt", "clear:Jordan")
    assert where(s, "Egypt") == (3, 0)                     # Nasser after: 1/0 -> 3/0
