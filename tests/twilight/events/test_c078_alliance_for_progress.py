"""78 Alliance for Progress (US, 3 ops, starred): 1 VP to the US per US-controlled
battleground in Central and South America. Rules: 2.1.4 (battlegrounds), 2.1.7
(control), 5.2 (and example 3), 2.2.4."""

from engine.twilight.testing import US, USSR, play, pos


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


ALL = {"Mexico": (0, 2), "Panama": (0, 2), "Cuba": (0, 3), "Venezuela": (0, 2),
       "Chile": (0, 3), "Argentina": (0, 2), "Brazil": (0, 2)}


def test_c078_one_vp_per_controlled_battleground_in_the_americas():
    inf = {"Mexico": (0, 2), "Panama": (1, 2), "Brazil": (0, 2), "Chile": (0, 2),
           "Costa Rica": (0, 3), "Colombia": (0, 1)}
    s = pos(turn=4, hands=[[33], [78, 29]], phasing=US, inf=inf)
    play(s, "card:78", "event")
    # Mexico and Brazil; Panama 1/2 and Chile 0/2 (stability 3) are not controlled,
    # Costa Rica and Colombia are not battlegrounds
    assert s.vp == 2 and 78 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c078_all_seven():
    s = pos(turn=4, hands=[[33], [78, 29]], phasing=US, inf=ALL)
    play(s, "card:78", "event")
    assert s.vp == 7


def test_c078_5_2_example_3_none_no_vp_still_removed():
    s = pos(turn=4, hands=[[33], [78, 29]], phasing=US)
    play(s, "card:78", "event")
    assert s.vp == 0 and 78 in s.removed


def test_c078_5_2_ussr_plays_it_for_ops_the_us_scores():
    s = pos(turn=4, hands=[[78, 33], [29]], inf=dict(ALL, Poland=(1, 0)))
    play(s, "card:78", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert s.vp == 7 and 78 in s.removed and s.deciding_side == US
