"""70 OAS Founded (US, 1 op, starred): +2 US influence in Central and/or South America.
Rules: 5.2, 6.1.1 (no adjacency for events), 2.2.4."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def oas(**kw):
    kw.setdefault("hands", [[33], [70, 29]])
    s = pos(turn=4, phasing=US, **kw)
    play(s, "card:70", "event")
    return s


def test_c070_two_points_in_one_country():
    s = oas(inf={"Cuba": (3, 0)})
    assert len(s.legal_actions()) == 20 and "inf:Cuba" in s.legal_actions()
    play(s, "inf:Cuba", "inf:Cuba")
    assert where(s, "Cuba") == (3, 2) and 70 in s.removed
    assert s.deciding_side == USSR and clean(s) == []


def test_c070_split_between_central_and_south_america():
    s = oas()
    play(s, "inf:Mexico", "inf:Argentina")
    assert where(s, "Mexico") == (0, 1) and where(s, "Argentina") == (0, 1)


def test_c070_only_the_americas():
    s = oas()
    with pytest.raises(IllegalAction, match="70 OAS Founded: Spain/Portugal is neither"):
        s.apply("inf:Spain/Portugal")


def test_c070_5_2_ussr_plays_it_for_its_op_the_us_places():
    s = pos(turn=4, hands=[[70, 33], [29]], inf={"Poland": (1, 0)})
    play(s, "card:70", "ops", "event_first", "inf:Panama", "inf:Panama")
    assert where(s, "Panama") == (0, 2) and s.deciding_side == USSR
    play(s, "influence", "inf:Poland")
    assert where(s, "Poland") == (2, 0) and 70 in s.removed
