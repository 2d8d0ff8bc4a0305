"""30 Decolonization (USSR, 2 ops): +1 USSR influence in each of 4 countries of Africa
and/or Southeast Asia. Rules: 2.1.1 (regions, Southeast Asia a subregion of Asia), 6.1.1
(no adjacency for events), 5.2 (the US playing it for operations), 4.5 C."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c030_worked_example_turn_1_laos_and_vietnam_controlled():
    s = pos(hands=[[30], [19]])
    play(s, "card:30", "event")
    assert s.deciding_side == USSR
    play(s, "decol:Laos/Cambodia", "decol:Vietnam", "decol:Malaysia", "decol:Thailand")
    for name in ("Laos/Cambodia", "Vietnam", "Malaysia", "Thailand"):
        assert where(s, name) == (1, 0)
    assert B.controls(s.inf, USSR, B.INDEX["Laos/Cambodia"])      # stability 1
    assert B.controls(s.inf, USSR, B.INDEX["Vietnam"])
    assert not B.controls(s.inf, USSR, B.INDEX["Thailand"])       # stability 2
    assert 30 in s.discard and 30 not in s.removed
    assert s.deciding_side == US and clean(s) == []


def test_c030_exactly_the_25_countries_of_africa_and_southeast_asia():
    s = pos(hands=[[30], []])
    play(s, "card:30", "event")
    names = {a[6:] for a in s.legal_actions()}
    assert len(names) == 25
    assert names == {B.NAMES[i] for i in B.REGION_COUNTRIES["Africa"]} | \
        {B.NAMES[i] for i in B.REGION_COUNTRIES["Southeast Asia"]}


@pytest.mark.parametrize("name", ["India", "Japan", "Pakistan", "Egypt", "Cuba"])
def test_c030_other_countries_rejected(name):
    s = pos(hands=[[30], []])
    play(s, "card:30", "event")
    with pytest.raises(IllegalAction, match="30 Decolonization.*neither in Africa"):
        s.apply("decol:" + name)


def test_c030_mixed_regions_no_adjacency_needed():
    s = pos(hands=[[30], []])
    play(s, "card:30", "event", "decol:Angola", "decol:Zaire", "decol:Burma",
         "decol:Indonesia")
    assert [where(s, n) for n in ("Angola", "Zaire", "Burma", "Indonesia")] == [(1, 0)] * 4


def test_c030_g6_four_different_countries():
    s = pos(hands=[[30], []])
    play(s, "card:30", "event", "decol:Angola")
    assert "decol:Angola" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Angola already received"):
        s.apply("decol:Angola")


def test_c030_g5_us_controlled_country_accepted_at_no_extra_cost():
    s = pos(hands=[[30], [19]], inf={"Philippines": (0, 2)})
    play(s, "card:30", "event", "decol:Philippines", "decol:Kenya", "decol:Somalia",
         "decol:Sudan")
    assert where(s, "Philippines") == (1, 2)
    assert s.deciding_side == US                         # exactly 4 points placed


def test_c030_5_2_us_plays_it_for_operations_the_ussr_places():
    s = pos(hands=[[], [30]], phasing=US, inf={"Mexico": (0, 1)})
    play(s, "card:30", "ops", "ops_first", "influence", "inf:Mexico", "inf:Mexico")
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "c030_decolonization"
    play(s, "decol:Nigeria", "decol:Algeria", "decol:Morocco", "decol:Tunisia")
    assert where(s, "Nigeria") == (1, 0) and where(s, "Mexico") == (0, 3)
    assert 30 in s.discard and s.deciding_side == USSR and clean(s) == []


def test_c030_4_5_c_headline_by_the_ussr():
    s = pos(turn=2, hands=[[30, 7], [19, 4]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:30", "headline:19")       # 1 op US headline after the 2-op USSR one
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "c030_decolonization"
    play(s, "decol:Angola", "decol:Zaire", "decol:Burma", "decol:Vietnam")
    assert where(s, "Vietnam") == (1, 0) and 30 in s.discard
