"""66 Puppet Governments (US, 2 ops, starred): +1 US influence in three countries that
hold no influence of either side. Rules: 5.2, 6.1.1 (no adjacency for events), 2.2.4;
G5 of the spec (the condition checked at each point)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def puppets(inf=None, **kw):
    kw.setdefault("hands", [[33], [66, 29]])
    s = pos(turn=4, phasing=US, inf=inf or {}, **kw)
    play(s, "card:66", "event")
    return s


def test_c066_only_countries_without_any_influence():
    s = puppets({"Zaire": (1, 0), "Chile": (0, 1), "Peru": (1, 1)})
    legal = s.legal_actions()
    assert "inf:Zaire" not in legal and "inf:Chile" not in legal and "inf:Peru" not in legal
    assert "inf:Bolivia" in legal and "inf:Canada" in legal and len(legal) == B.N - 3
    play(s, "inf:Bolivia", "inf:Burma", "inf:Sudan")
    assert [where(s, c) for c in ("Bolivia", "Burma", "Sudan")] == [(0, 1)] * 3
    assert 66 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c066_refusals_name_the_card():
    s = puppets({"Zaire": (1, 0), "Chile": (0, 1)})
    with pytest.raises(IllegalAction, match="66 Puppet Governments: Zaire already holds"):
        s.apply("inf:Zaire")
    with pytest.raises(IllegalAction, match="66 Puppet Governments: Chile already holds"):
        s.apply("inf:Chile")
    play(s, "inf:Bolivia")
    with pytest.raises(IllegalAction, match="66 Puppet Governments"):
        s.apply("inf:Bolivia")                             # three different countries


def test_c066_fewer_than_three_empty_countries():
    inf = {B.NAMES[i]: (1, 0) for i in range(B.N)}
    inf["Bolivia"] = inf["Laos/Cambodia"] = (0, 0)
    s = puppets(inf)
    assert s.legal_actions() == ["inf:Laos/Cambodia", "inf:Bolivia"]
    play(s, "inf:Bolivia", "inf:Laos/Cambodia")
    assert s.deciding_side == USSR and 66 in s.removed


def test_c066_5_2_ussr_plays_it_for_ops_the_us_places_afterwards():
    s = pos(turn=4, hands=[[66, 33], [29]], inf={"Poland": (1, 0)})
    play(s, "card:66", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland")
    assert s.deciding_side == US
    play(s, "inf:Chile", "inf:Peru", "inf:Kenya")
    assert where(s, "Kenya") == (0, 1) and 66 in s.removed and s.deciding_side == US
    assert s.stack[-1]["kind"] == "play"
