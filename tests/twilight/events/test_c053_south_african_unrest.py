"""53 South African Unrest (USSR, 2 ops, not starred): the USSR adds 2 influence in South
Africa, or 1 there and 2 in adjacent countries (Angola, Botswana). Rules: 2.1.6
(adjacency), 5.2, 4.5 C, 6.1.1 (no adjacency needed for events), 2.2.4."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

OPTIONS = ["sa_unrest:south_africa", "sa_unrest:neighbours"]


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def unrest(**kw):
    kw.setdefault("hands", [[53, 33], [29]])
    s = pos(turn=4, **kw)
    play(s, "card:53", "event")
    return s


def test_c053_both_options_offered_to_the_ussr():
    s = unrest()
    assert s.legal_actions() == OPTIONS and s.deciding_side == USSR
    assert "South African Unrest" in str(s.prompt())


def test_c053_option_2_in_south_africa():
    s = unrest(inf={"South Africa": (0, 1)})
    play(s, "sa_unrest:south_africa")
    assert where(s, "South Africa") == (2, 1)
    assert where(s, "Angola") == (0, 0) and where(s, "Botswana") == (0, 0)
    assert 53 in s.discard and s.deciding_side == US and clean(s) == []


def test_c053_option_1_in_south_africa_and_2_split_among_neighbours():
    s = unrest()
    play(s, "sa_unrest:neighbours")
    assert where(s, "South Africa") == (1, 0)
    assert s.legal_actions() == ["inf:Angola", "inf:Botswana"]
    play(s, "inf:Angola", "inf:Botswana")
    assert where(s, "Angola") == (1, 0) and where(s, "Botswana") == (1, 0)
    assert 53 in s.discard and s.deciding_side == US and clean(s) == []


def test_c053_option_both_neighbour_points_in_one_country():
    s = unrest()
    play(s, "sa_unrest:neighbours", "inf:Botswana", "inf:Botswana")
    assert where(s, "Botswana") == (2, 0) and where(s, "Angola") == (0, 0)


def test_c053_only_neighbours_of_south_africa():
    s = unrest()
    play(s, "sa_unrest:neighbours")
    with pytest.raises(IllegalAction, match="53 South African Unrest: Zaire is not adjacent"):
        s.apply("inf:Zaire")
    with pytest.raises(IllegalAction, match="53 South African Unrest: .* not adjacent"):
        s.apply("inf:South Africa")


def test_c053_an_option_that_is_not_offered_is_refused():
    s = unrest()
    with pytest.raises(IllegalAction, match="South African Unrest"):
        s.apply("sa_unrest:angola")
    assert s.legal_actions() == OPTIONS


def test_c053_5_2_us_plays_it_for_ops_the_ussr_chooses():
    s = pos(turn=4, hands=[[33], [53, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:53", "ops", "event_first")
    assert s.deciding_side == USSR and s.legal_actions() == OPTIONS
    play(s, "sa_unrest:neighbours", "inf:Angola", "inf:Angola")
    assert s.deciding_side == US
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert where(s, "Angola") == (2, 0) and where(s, "South Africa") == (1, 0)
    assert 53 in s.discard and s.deciding_side == USSR


def test_c053_4_5_c_headlined_by_the_us_the_ussr_chooses():
    s = pos(turn=4, hands=[[15, 33], [53, 29]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:15", "headline:53")
    assert s.deciding_side == USSR and s.legal_actions() == OPTIONS
    play(s, "sa_unrest:south_africa")
    assert where(s, "South Africa") == (2, 0) and where(s, "Egypt") == (2, 0)
