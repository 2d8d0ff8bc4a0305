"""17 De Gaulle Leads France (USSR, 3 ops, starred, persistent): France -2 US, +1 USSR;
NATO no longer protects France. Rules: 2.2.5, 5.2, 6.4.5; NATO (21) interaction; spec
docs/twilight/early_war_events.md (De Gaulle tests 1-3)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import ops as O
from engine.twilight.testing import US, USSR, play, pos, where

FRANCE, ITALY = O.country("France"), O.country("Italy")


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


@pytest.mark.parametrize("before, after", [((0, 3), (1, 1)), ((0, 1), (1, 0)),
                                           ((0, 0), (1, 0)), ((2, 6), (3, 4))])
def test_c017_france_minus_2_us_plus_1_ussr_card_stays_in_play(before, after):
    """Spec tests 1-2."""
    s = pos(hands=[[17, 33], [29]], inf={"France": before})
    play(s, "card:17", "event")
    assert where(s, "France") == after
    assert 17 in s.in_play and 17 not in s.removed and 17 not in s.discard
    assert s.deciding_side == US and clean(s) == []


def nato_position(hands, **kw):
    s = pos(hands=hands, inf={"France": (0, 6), "Italy": (0, 3)}, **kw)
    s.effects["c021_nato"] = {}
    s.in_play.append(21)
    s.refresh()
    return s


def test_c017_cancels_nato_for_france_only():
    """Spec test 3: NATO in effect, DEFCON 5. Before De Gaulle a USSR coup or realignment
    in US-controlled France is illegal; after it (France 1/4, still US-controlled) both are
    legal; Italy 0/3 stays protected."""
    s = nato_position([[17, 7, 33], [29, 4]])
    assert "21 NATO" in str(O.coup_blocked(s, USSR, FRANCE))
    assert "21 NATO" in str(O.realign_blocked(s, USSR, FRANCE))
    play(s, "card:17", "event")
    assert where(s, "France") == (1, 4)
    assert O.coup_blocked(s, USSR, FRANCE) is None
    assert O.realign_blocked(s, USSR, FRANCE) is None
    assert "21 NATO" in str(O.coup_blocked(s, USSR, ITALY))
    play(s, "card:29", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:7", "ops", "coup")
    assert "coup:France" in s.legal_actions() and "coup:Italy" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="21 NATO"):
        s.apply("coup:Italy")
    s.rng.force([6])
    play(s, "coup:France")                               # 6+3-6 = 3: US loses 3
    assert where(s, "France") == (1, 1) and s.milops[USSR] == 3


def test_c017_de_gaulle_before_nato_france_never_protected():
    s = pos(hands=[[17, 33], [21, 29]], inf={"France": (0, 6), "Italy": (0, 3)})
    s.in_play.append(23)                                 # Marshall Plan: NATO allowed
    s.refresh()
    play(s, "card:17", "event", "card:21", "event")
    assert "c021_nato" in s.effects and 17 in s.in_play and 21 in s.in_play
    assert O.coup_blocked(s, USSR, FRANCE) is None
    assert "21 NATO" in str(O.coup_blocked(s, USSR, ITALY))


def test_c017_5_2_us_plays_it_for_ops_event_happens_card_in_play():
    s = pos(hands=[[33], [17, 29]], phasing=US, inf={"France": (0, 3)})
    play(s, "card:17", "ops", "ops_first", "influence", "inf:France", "inf:France",
         "inf:France")
    assert where(s, "France") == (1, 4)                  # 0/3 +3 -> 0/6, then -2 +1
    assert 17 in s.in_play and s.deciding_side == USSR


def test_c017_6_4_5_space_race_no_event():
    s = pos(hands=[[17, 33], [29]], inf={"France": (0, 3)})
    s.rng.force([6])
    play(s, "card:17", "space")
    assert where(s, "France") == (0, 3) and 17 in s.discard and 17 not in s.in_play
