"""75 Liberation Theology (USSR, 2 ops, not starred): +3 USSR influence in Central
America, at most 2 per country. Rules: 5.2, 6.1.1 (no adjacency for events), 2.2.4."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def theology(**kw):
    kw.setdefault("hands", [[75, 33], [29]])
    s = pos(turn=4, **kw)
    play(s, "card:75", "event")
    return s


def test_c075_three_points_at_most_two_per_country():
    s = theology(inf={"Panama": (0, 3)})
    assert len(s.legal_actions()) == 10
    play(s, "inf:Panama", "inf:Panama")
    assert "inf:Panama" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="75 Liberation Theology: at most 2"):
        s.apply("inf:Panama")
    play(s, "inf:Nicaragua")
    assert where(s, "Panama") == (2, 3) and where(s, "Nicaragua") == (1, 0)
    assert 75 in s.discard and s.deciding_side == US and clean(s) == []


def test_c075_only_central_america():
    s = theology()
    with pytest.raises(IllegalAction,
                       match="75 Liberation Theology: Colombia is not in Central America"):
        s.apply("inf:Colombia")


def test_c075_5_2_us_plays_it_for_ops_the_ussr_places():
    s = pos(turn=4, hands=[[33], [75, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:75", "ops", "event_first")
    assert s.deciding_side == USSR
    play(s, "inf:Cuba", "inf:Haiti", "inf:Haiti")
    assert s.deciding_side == US
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert where(s, "Haiti") == (2, 0) and 75 in s.discard
