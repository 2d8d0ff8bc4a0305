"""52 Portuguese Empire Crumbles (USSR, 2 ops, starred): +2 USSR influence in the SE
African States and +2 in Angola. Rules: 5.2 (opponent's event), 4.5 C (headline), 2.2.4
(starred), 6.1.1 (no adjacency for events)."""

from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c052_event_adds_2_in_se_african_states_and_angola_card_removed():
    s = pos(turn=4, hands=[[52, 33], [29]], inf={"Angola": (0, 2)})
    play(s, "card:52", "event")
    assert where(s, "SE African States") == (2, 0) and where(s, "Angola") == (2, 2)
    assert 52 in s.removed and 52 not in s.discard
    assert s.deciding_side == US and clean(s) == []


def test_c052_5_2_us_plays_it_for_ops_the_ussr_still_gets_the_influence():
    s = pos(turn=4, hands=[[33], [52, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:52", "ops", "ops_first", "influence", "inf:Japan", "inf:Japan")
    assert where(s, "Japan") == (0, 3)
    assert where(s, "SE African States") == (2, 0) and where(s, "Angola") == (2, 0)
    assert 52 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c052_space_race_no_event_card_discarded():
    s = pos(turn=4, hands=[[52, 33], [29]])
    s.rng.force([1])
    play(s, "card:52", "space")
    assert where(s, "Angola") == (0, 0) and 52 in s.discard and s.space == [1, 0]


def test_c052_4_5_c_headlined_by_the_us_implemented_by_the_ussr():
    s = pos(turn=4, hands=[[33, 15], [52, 29]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:15", "headline:52")
    assert where(s, "Angola") == (2, 0) and where(s, "SE African States") == (2, 0)
    assert 52 in s.removed and clean(s) == []
