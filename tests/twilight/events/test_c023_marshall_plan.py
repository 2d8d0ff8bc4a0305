"""23 Marshall Plan (US, 4 ops, starred, persistent): 1 US influence in each of 7
Western European countries not controlled by the USSR; allows NATO (21)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight.testing import complete, US, USSR, play, pos, where

MARSHALL, NATO = 23, 21


def test_c023_seven_different_countries_not_ussr_controlled():
    s = complete(pos(hands=[[33, 30], [MARSHALL, NATO]], phasing=US,
                     inf={"Finland": (4, 0), "Austria": (1, 0), "France": (0, 2)}))
    play(s, "card:23", "event")
    legal = s.legal_actions()
    assert len(legal) == 13 and "inf:Finland" not in legal and "inf:Austria" in legal
    with pytest.raises(IllegalAction, match="23 Marshall Plan: Finland is controlled"):
        s.apply("inf:Finland")
    with pytest.raises(IllegalAction, match="23 Marshall Plan: Poland is not in Western"):
        s.apply("inf:Poland")
    play(s, "inf:France", "inf:Austria")
    with pytest.raises(IllegalAction, match="one influence per country"):
        s.apply("inf:France")
    play(s, "inf:Italy", "inf:West Germany", "inf:Benelux", "inf:Denmark", "inf:Turkey")
    assert where(s, "France") == (0, 3) and B.controls(s.inf, US, B.INDEX["France"])
    assert where(s, "Austria") == (1, 1)
    assert sum(s.inf[US]) == 2 + 7
    assert MARSHALL in s.in_play and MARSHALL not in s.removed
    assert s.deciding_side == USSR                        # the event is over
    with pytest.raises(IllegalAction):                    # an eighth pick
        s.apply("inf:Greece")
    assert s.check_invariants() == []


def test_c023_seven_or_fewer_eligible_all_of_them_automatically():
    ussr = ["Canada", "UK", "Norway", "Sweden", "Finland", "Denmark", "Benelux", "France"]
    inf = {n: (B.STABILITY[B.INDEX[n]], 0) for n in ussr}
    s = complete(pos(hands=[[33], [MARSHALL, 19]], phasing=US, inf=inf))
    play(s, "card:23", "event")
    for n in ("Spain/Portugal", "Italy", "Greece", "Turkey", "Austria", "West Germany"):
        assert where(s, n) == (0, 1)
    for n in ussr:
        assert s.inf[US][B.INDEX[n]] == 0
    assert MARSHALL in s.in_play and s.deciding_side == USSR


def test_c023_then_nato_can_be_played_as_an_event():
    s = complete(pos(hands=[[33, 30], [MARSHALL, NATO]], phasing=US))
    assert "event" not in play(s.clone(), "card:21").legal_actions()
    play(s, "card:23", "event")
    for n in ("France", "Italy", "West Germany", "Benelux", "Denmark", "Turkey", "Greece"):
        play(s, "inf:" + n)
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:21")
    assert "event" in s.legal_actions()
    play(s, "event")
    assert NATO in s.in_play and MARSHALL in s.in_play
    assert s.check_invariants() == []


def test_c023_ussr_plays_it_for_ops_the_us_places_5_2():
    s = complete(pos(hands=[[MARSHALL, 33], [19, 4]]))
    play(s, "card:23", "ops", "ops_first", "influence")
    play(s, *["inf:Poland"] * 4)
    assert s.deciding_side == US and s.stack[-1]["kind"] == "c023_marshall"
    for n in ("France", "Italy", "West Germany", "Benelux", "Denmark", "Turkey", "Greece"):
        play(s, "inf:" + n)
    assert MARSHALL in s.in_play and s.deciding_side == US   # the US's action round
    assert s.stack[-1]["kind"] == "play"


def test_c023_headline_worked_example_turn_2_france_becomes_controlled():
    s = pos(turn=2, hands=[[30, 33], [MARSHALL, 19]], run=False,
            inf={"France": (0, 2), "Italy": (0, 2), "Benelux": (0, 1), "Denmark": (0, 1),
                 "UK": (0, 5)})
    s.step = "headline"
    complete(s)
    play(s, "headline:30", "headline:23")                 # 4 ops before 2: the US first
    assert s.stack[-1]["kind"] == "c023_marshall"
    for n in ("France", "Spain/Portugal", "Italy", "West Germany", "Benelux", "Denmark",
              "Turkey"):                                  # the text's 8th, Greece, dropped
        play(s, "inf:" + n)
    assert where(s, "France") == (0, 3) and B.controls(s.inf, US, B.INDEX["France"])
    assert MARSHALL in s.in_play
    assert s.check_invariants() == []
