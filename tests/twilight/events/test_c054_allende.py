"""54 Allende (USSR, 1 op, starred): +2 USSR influence in Chile. Rules: 5.2, 2.2.4,
6.1.1 (no adjacency for events)."""

from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c054_event_adds_2_in_chile_even_us_controlled_card_removed():
    s = pos(turn=4, hands=[[54, 33], [29]], inf={"Chile": (0, 3)})
    play(s, "card:54", "event")
    assert where(s, "Chile") == (2, 3) and 54 in s.removed
    assert s.deciding_side == US and clean(s) == []


def test_c054_5_2_us_plays_it_for_ops_event_first():
    s = pos(turn=4, hands=[[33], [54, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:54", "ops", "event_first")
    assert where(s, "Chile") == (2, 0) and s.deciding_side == US
    play(s, "influence", "inf:Japan")
    assert where(s, "Japan") == (0, 2) and 54 in s.removed and s.deciding_side == USSR


def test_c054_played_for_ops_by_the_ussr_no_event_discarded():
    s = pos(turn=4, hands=[[54, 33], [29]], inf={"Chile": (1, 0)})
    play(s, "card:54", "ops", "influence", "inf:Chile")
    assert where(s, "Chile") == (2, 0) and 54 in s.discard and 54 not in s.removed
