"""63 Colonial Rear Guards (US, 2 ops, not starred): +1 US influence in each of 4
different countries of Africa and/or Southeast Asia. Rules: 2.1.1 (Southeast Asia), 5.2,
6.1.1 (no adjacency for events), 2.2.4; G5 / G6 of the spec."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def guards(**kw):
    kw.setdefault("hands", [[33], [63, 29]])
    s = pos(turn=4, phasing=US, **kw)
    play(s, "card:63", "event")
    return s


def test_c063_four_different_countries_africa_and_southeast_asia():
    s = guards(inf={"Angola": (3, 0)})
    legal = s.legal_actions()
    assert "inf:Angola" in legal and "inf:Thailand" in legal and "inf:Zaire" in legal
    assert "inf:India" not in legal and "inf:Egypt" not in legal and len(legal) == 25
    play(s, "inf:Angola", "inf:Thailand", "inf:Zaire", "inf:Indonesia")
    assert [where(s, c) for c in ("Angola", "Thailand", "Zaire", "Indonesia")] == \
        [(3, 1), (0, 1), (0, 1), (0, 1)]
    assert 63 in s.discard and s.deciding_side == USSR and clean(s) == []


def test_c063_refusals():
    s = guards()
    with pytest.raises(IllegalAction,
                       match="63 Colonial Rear Guards: Japan is neither in Africa"):
        s.apply("inf:Japan")
    with pytest.raises(IllegalAction, match="63 Colonial Rear Guards: Egypt is neither"):
        s.apply("inf:Egypt")                               # Middle East, not Africa
    play(s, "inf:Nigeria")
    assert "inf:Nigeria" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="63 Colonial Rear Guards: 1 influence in each"):
        s.apply("inf:Nigeria")


def test_c063_5_2_ussr_plays_it_for_ops_the_us_places():
    s = pos(turn=4, hands=[[63, 33], [29]], inf={"Poland": (1, 0)})
    play(s, "card:63", "ops", "event_first")
    assert s.deciding_side == US
    play(s, "inf:Kenya", "inf:Somalia", "inf:Burma", "inf:Vietnam")
    assert s.deciding_side == USSR
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Vietnam") == (0, 1) and where(s, "Poland") == (3, 0)
    assert 63 in s.discard and s.deciding_side == US
