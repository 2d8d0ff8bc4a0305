"""16 Warsaw Pact Formed (USSR, 3 ops, starred, persistent): remove all US influence from
4 Eastern European countries, or add 5 USSR influence there (max 2 per country); allows
NATO. Rules: 2.2.5 (persistent), 2.1.1, 5.2 (example 1: NATO's prerequisite), 6.4.5,
4.5 C; spec docs/twilight/early_war_events.md (Warsaw Pact tests 1-6)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import play as P
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def warsaw(inf=None, **kw):
    s = pos(hands=[[16, 33], [21, 29]], inf=inf or {}, **kw)
    play(s, "card:16", "event")
    return s


def test_c016_ussr_chooses_the_option():
    s = warsaw()
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["warsaw:remove", "warsaw:add"]


def test_c016_add_worked_example_turn_2_headline():
    """Spec test 1: option (b): Czechoslovakia 2, Bulgaria 2, Austria 1."""
    s = warsaw({"Czechoslovakia": (1, 0)})
    play(s, "warsaw:add", "inf:Czechoslovakia", "inf:Czechoslovakia", "inf:Bulgaria",
         "inf:Bulgaria", "inf:Austria")
    assert where(s, "Czechoslovakia") == (3, 0) and where(s, "Bulgaria") == (2, 0)
    assert where(s, "Austria") == (1, 0)
    assert 16 in s.in_play and 16 not in s.removed and 16 not in s.discard
    assert s.deciding_side == US and clean(s) == []


def test_c016_add_at_most_2_per_country_eastern_europe_only():
    """Spec test 2: a third point in Czechoslovakia is rejected; Italy is not in Eastern
    Europe; Finland and Austria are."""
    s = warsaw()
    play(s, "warsaw:add", "inf:Czechoslovakia", "inf:Czechoslovakia")
    assert "inf:Czechoslovakia" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="16 Warsaw Pact Formed: at most 2"):
        s.apply("inf:Czechoslovakia")
    with pytest.raises(IllegalAction, match="16 Warsaw Pact Formed: Italy is not in Eastern"):
        s.apply("inf:Italy")
    play(s, "inf:Finland", "inf:Finland", "inf:Austria")
    assert where(s, "Finland") == (2, 0) and where(s, "Austria") == (1, 0)
    assert s.deciding_side == US


def test_c016_remove_four_countries_the_fifth_keeps_its_influence():
    """Spec test 3: US influence in Austria, Finland, Yugoslavia, Poland and Hungary."""
    inf = {"Austria": (1, 2), "Finland": (0, 1), "Yugoslavia": (0, 3), "Poland": (2, 1),
           "Hungary": (0, 2), "Italy": (0, 2)}
    s = warsaw(inf)
    play(s, "warsaw:remove")
    assert sorted(s.legal_actions()) == ["clear:Austria", "clear:Finland", "clear:Hungary",
                                         "clear:Poland", "clear:Yugoslavia"]
    with pytest.raises(IllegalAction, match="16 Warsaw Pact Formed: Italy is not in Eastern"):
        s.apply("clear:Italy")
    with pytest.raises(IllegalAction, match="16 Warsaw Pact Formed: the US has no influence"):
        s.apply("clear:Romania")
    play(s, "clear:Austria", "clear:Finland", "clear:Yugoslavia")
    with pytest.raises(IllegalAction, match="already chosen|no influence"):
        s.apply("clear:Austria")
    play(s, "clear:Poland")
    assert [where(s, c) for c in ("Austria", "Finland", "Yugoslavia", "Poland")] == \
        [(1, 0), (0, 0), (0, 0), (2, 0)]
    assert where(s, "Hungary") == (0, 2) and where(s, "Italy") == (0, 2)
    assert s.deciding_side == US and 16 in s.in_play and clean(s) == []


def test_c016_remove_fewer_than_four_countries_all_of_them():
    s = warsaw({"Poland": (0, 1), "Romania": (1, 1)})
    play(s, "warsaw:remove", "clear:Poland", "clear:Romania")
    assert where(s, "Poland") == (0, 0) and where(s, "Romania") == (1, 0)
    assert s.deciding_side == US and 16 in s.in_play


def test_c016_5_2_ex_3_remove_with_no_us_influence_has_no_effect():
    s = warsaw({"Italy": (0, 3)})
    play(s, "warsaw:remove")
    assert s.deciding_side == US and 16 in s.in_play and where(s, "Italy") == (0, 3)
    assert any("no effect" in line for line in map(str, s.log))


def test_c016_5_2_ex_1_nato_playable_only_after_the_event():
    """Spec test 4: before Warsaw Pact NATO's event is not allowed; after it, it is."""
    s = pos(hands=[[16, 33], [21, 29]])
    assert P.event_allowed(s, US, 21) is not None
    play(s, "card:16", "event", "warsaw:add", *["inf:Poland", "inf:Poland", "inf:Hungary",
                                               "inf:Hungary", "inf:Romania"])
    assert P.event_allowed(s, US, 21) is None
    play(s, "card:21")
    assert "event" in s.legal_actions()
    play(s, "event")
    assert 21 in s.in_play and "c021_nato" in s.effects


def test_c016_5_2_us_plays_it_for_ops_ussr_implements_nato_becomes_playable():
    """Spec test 5."""
    s = pos(hands=[[33], [16, 21, 29]], phasing=US, inf={"Poland": (0, 2)})
    play(s, "card:16", "ops", "event_first")
    assert s.deciding_side == USSR
    play(s, "warsaw:remove", "clear:Poland")
    assert where(s, "Poland") == (0, 0) and s.deciding_side == US
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert 16 in s.in_play and P.event_allowed(s, US, 21) is None


def test_c016_6_4_5_space_race_no_event_nato_still_unplayable():
    """Spec test 6."""
    s = pos(hands=[[16, 33], [21, 29]], inf={"Poland": (0, 2)})
    s.rng.force([1])
    play(s, "card:16", "space")
    assert s.space == [1, 0] and where(s, "Poland") == (0, 2)
    assert 16 in s.discard and 16 not in s.in_play
    assert P.event_allowed(s, US, 21) is not None


def test_c016_4_5_c_headline():
    s = pos(turn=2, hands=[[16, 33], [29, 4]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:16", "headline:4")                 # Duck and Cover (3, US) first
    assert s.defcon == 4 and s.deciding_side == USSR
    play(s, "warsaw:add", "inf:Poland", "inf:Poland", "inf:Hungary", "inf:Hungary",
         "inf:Romania")
    assert 16 in s.in_play and where(s, "Romania") == (1, 0)
