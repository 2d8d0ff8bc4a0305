"""7 Socialist Governments (USSR, 3 ops): remove 3 US influence from Western Europe, at
most 2 per country; prohibited while The Iron Lady (83) is in effect. Rules: 5.2
(example 2), 7.5, 2.1.1 (Austria and Finland in both subregions)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def test_c007_worked_example_turn1_ussr5_west_germany_and_italy():
    s = pos(hands=[[7], [32]], inf={"West Germany": (0, 1), "Italy": (0, 2), "UK": (0, 5),
                                  "France": (0, 2)})
    play(s, "card:7", "event")
    assert s.deciding_side == USSR
    play(s, "remove:West Germany", "remove:Italy", "remove:Italy")
    assert where(s, "West Germany") == (0, 0) and where(s, "Italy") == (0, 0)
    assert where(s, "UK") == (0, 5) and where(s, "France") == (0, 2)
    assert 7 in s.discard and 7 not in s.removed
    assert s.deciding_side == US                      # the event is over


def test_c007_at_most_2_per_country():
    s = pos(hands=[[7], []], inf={"UK": (0, 5), "Canada": (0, 2)})
    play(s, "card:7", "event", "remove:UK", "remove:UK")
    assert "remove:UK" not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply("remove:UK")
    play(s, "remove:Canada")
    assert where(s, "UK") == (0, 3) and where(s, "Canada") == (0, 1)


def test_c007_fewer_than_3_removable_all_removed_then_ends():
    s = pos(hands=[[7], [32]], inf={"Canada": (0, 1), "Poland": (0, 3)})
    play(s, "card:7", "event")
    assert s.legal_actions() == ["remove:Canada"]
    play(s, "remove:Canada")
    assert where(s, "Canada") == (0, 0) and where(s, "Poland") == (0, 3)
    assert s.deciding_side == US


def test_c007_no_us_influence_in_western_europe_no_effect_still_played():
    s = pos(hands=[[7], [32]], inf={"East Germany": (0, 2)})
    play(s, "card:7", "event")
    assert where(s, "East Germany") == (0, 2)
    assert 7 in s.discard and s.deciding_side == US


def test_c007_2_1_1_austria_and_finland_are_western_europe_east_germany_not():
    s = pos(hands=[[7], []], inf={"Austria": (0, 2), "Finland": (0, 1),
                                  "East Germany": (0, 2)})
    play(s, "card:7", "event")
    assert sorted(s.legal_actions()) == ["remove:Austria", "remove:Finland"]
    with pytest.raises(IllegalAction):
        s.apply("remove:East Germany")
    play(s, "remove:Austria", "remove:Austria", "remove:Finland")
    assert where(s, "Austria") == (0, 0) and where(s, "Finland") == (0, 0)
    assert where(s, "East Germany") == (0, 2)


def test_c007_5_2_us_plays_it_for_ops_the_ussr_chooses_removals():
    s = pos(hands=[[], [7]], phasing=US, inf={"Italy": (0, 3), "UK": (0, 5)})
    play(s, "card:7", "ops")
    assert s.deciding_side == US and set(s.legal_actions()) == {"event_first", "ops_first"}
    play(s, "event_first")
    assert s.deciding_side == USSR
    play(s, "remove:Italy", "remove:Italy", "remove:UK")
    assert where(s, "Italy") == (0, 1) and where(s, "UK") == (0, 4)
    assert s.deciding_side == US
    play(s, "influence", "inf:Italy", "inf:Italy", "inf:Italy")
    assert where(s, "Italy") == (0, 4) and 7 in s.discard


def test_c007_iron_lady_in_effect_event_prohibited():
    s = pos(hands=[[7], []], inf={"Italy": (0, 2)})
    s.in_play.append(83)
    s.refresh()
    play(s, "card:7")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Iron Lady"):
        s.apply("event")


def test_c007_5_2_example_2_iron_lady_us_plays_it_for_ops_no_removals():
    s = pos(hands=[[], [7]], phasing=US, inf={"Italy": (0, 2)})
    s.in_play.append(83)
    s.refresh()
    play(s, "card:7", "ops")                          # no timing choice: no event
    assert s.legal_actions()[0] == "influence"
    play(s, "influence", "inf:Italy", "inf:Italy", "inf:Italy")
    assert where(s, "Italy") == (0, 5)
    assert 7 in s.discard
    assert any("does not happen" in line for line in map(str, s.log))


def test_c007_4_5_c_us_headlines_it_ussr_implements():
    s = pos(turn=2, hands=[[19], [7]], inf={"Italy": (0, 2)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:19", "headline:7")
    # 7 (3 ops) resolves first: the USSR removes
    assert s.deciding_side == USSR and s.legal_actions() == ["remove:Italy"]
    play(s, "remove:Italy", "remove:Italy")
    assert where(s, "Italy") == (0, 0)
