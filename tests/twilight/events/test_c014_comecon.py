"""14 COMECON (USSR, 3 ops, starred): +1 USSR influence in each of 4 Eastern European
countries not controlled by the US. Rules: 2.1.1 (Eastern Europe with Austria and
Finland), 2.1.7 (control), 5.2 (opponent's event; example 3), 4.5 C; spec
docs/twilight/early_war_events.md (G5, G6)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

EE = ["Austria", "Bulgaria", "Czechoslovakia", "East Germany", "Finland", "Hungary",
      "Poland", "Romania", "Yugoslavia"]


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def comecon(inf=None, **kw):
    s = pos(hands=[[14, 33], [29]], inf=inf or {}, **kw)
    play(s, "card:14", "event")
    return s


def test_c014_worked_example_turn_2_four_countries_plus_1():
    s = comecon({"Czechoslovakia": (3, 0), "Bulgaria": (2, 0), "Austria": (1, 0)})
    assert sorted(s.legal_actions()) == ["inf:" + c for c in EE]
    assert s.deciding_side == USSR
    play(s, "inf:Czechoslovakia", "inf:Bulgaria", "inf:Austria", "inf:Finland")
    assert [where(s, c) for c in ("Czechoslovakia", "Bulgaria", "Austria", "Finland")] == \
        [(4, 0), (3, 0), (2, 0), (1, 0)]
    assert 14 in s.removed and s.deciding_side == US and clean(s) == []


def test_c014_us_controlled_country_cannot_be_picked():
    """Spec test 2: Austria 0/4 is US-controlled (stability 4)."""
    s = comecon({"Austria": (0, 4), "Finland": (1, 4)})   # Finland 4-1 = 3 >= 4? no
    assert "inf:Austria" not in s.legal_actions() and "inf:Finland" in s.legal_actions()
    with pytest.raises(IllegalAction, match="14 COMECON: Austria is controlled by the US"):
        s.apply("inf:Austria")


def test_c014_one_point_per_country():
    """Spec test 3: 1 in each of 4 *different* countries."""
    s = comecon()
    play(s, "inf:Poland")
    assert "inf:Poland" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="14 COMECON: 1 influence in each of 4 different"):
        s.apply("inf:Poland")
    play(s, "inf:Hungary", "inf:Romania", "inf:Yugoslavia")
    assert [where(s, c) for c in ("Poland", "Hungary", "Romania", "Yugoslavia")] == \
        [(1, 0)] * 4


def test_c014_only_eastern_europe_austria_and_finland_included():
    """Spec test 4: Italy rejected; Finland and Austria (both subregions) accepted."""
    s = comecon()
    with pytest.raises(IllegalAction, match="14 COMECON: Italy is not in Eastern Europe"):
        s.apply("inf:Italy")
    play(s, "inf:Finland", "inf:Austria", "inf:Poland", "inf:East Germany")
    assert where(s, "Finland") == (1, 0) and where(s, "Austria") == (1, 0)


def test_c014_fewer_than_4_eligible_places_in_each_then_ends():
    """Spec test 5: only 3 countries not US-controlled."""
    inf = {c: (0, 4) for c in EE}
    for c in ("Poland", "Hungary", "Romania"):
        inf[c] = (0, 0)
    s = comecon(inf)
    assert sorted(s.legal_actions()) == ["inf:Hungary", "inf:Poland", "inf:Romania"]
    play(s, "inf:Poland", "inf:Hungary", "inf:Romania")
    assert s.deciding_side == US and s.stack[-1]["kind"] == "play"
    assert 14 in s.removed and clean(s) == []


def test_c014_5_2_ex_3_no_eligible_country_no_effect_still_removed():
    s = comecon({c: (0, 5) for c in EE})
    assert s.deciding_side == US and 14 in s.removed
    assert any("COMECON" in line and "no effect" in line for line in map(str, s.log))


def test_c014_5_2_us_plays_it_for_ops_the_ussr_picks():
    s = pos(hands=[[33], [14, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:14", "ops", "event_first")
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "c014_place"
    play(s, "inf:Poland", "inf:Hungary", "inf:Romania", "inf:Bulgaria")
    assert s.deciding_side == US                         # now the US's 3 operations
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert where(s, "Poland") == (1, 0) and where(s, "Japan") == (0, 4)
    assert 14 in s.removed


def test_c014_4_5_c_us_headline_ussr_places():
    s = pos(turn=2, hands=[[33, 15], [14, 29]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:15", "headline:14")                 # COMECON (3) first
    assert s.deciding_side == USSR
    play(s, "inf:Poland", "inf:Hungary", "inf:Romania", "inf:Bulgaria")
    assert where(s, "Egypt") == (2, 0) and 14 in s.removed and 15 in s.removed
