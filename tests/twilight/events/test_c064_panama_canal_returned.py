"""64 Panama Canal Returned (US, 1 op, starred): +1 US influence in Panama, Costa Rica
and Venezuela. Rules: 5.2, 2.2.4, 4.5 C."""

from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c064_event_adds_1_in_each_of_three_countries_card_removed():
    s = pos(turn=4, hands=[[33], [64, 29]], phasing=US,
            inf={"Panama": (2, 1), "Venezuela": (0, 2)})
    play(s, "card:64", "event")
    assert (where(s, "Panama"), where(s, "Costa Rica"), where(s, "Venezuela")) == \
        ((2, 2), (0, 1), (0, 3))
    assert 64 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c064_5_2_ussr_plays_it_for_ops_the_us_gets_the_influence():
    s = pos(turn=4, hands=[[64, 33], [29]], inf={"Poland": (1, 0)})
    play(s, "card:64", "ops", "ops_first", "influence", "inf:Poland")
    assert where(s, "Poland") == (2, 0)
    assert (where(s, "Panama"), where(s, "Costa Rica"), where(s, "Venezuela")) == \
        ((0, 1), (0, 1), (0, 1))
    assert 64 in s.removed and s.deciding_side == US and clean(s) == []


def test_c064_4_5_c_headlined_by_the_ussr_implemented_by_the_us():
    s = pos(turn=4, hands=[[64, 33], [15, 29]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:64", "headline:15")
    assert where(s, "Costa Rica") == (0, 1) and 64 in s.removed and clean(s) == []
