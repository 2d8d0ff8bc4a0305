"""55 Willy Brandt (USSR, 2 ops, starred, underlined): +1 VP and +2 influence (Italian
list) in West Germany for the USSR; NATO no longer protects West Germany; cancelled and
prevented by Tear Down This Wall (96). Rules: 5.2, 7.5, 2.2.5 (stays in play), 10.3.1,
NATO (21)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import ops as O
from engine.twilight.events import c055_willy_brandt as WB
from engine.twilight.events.c021_nato import EFFECT as NATO_EFFECT, protects
from engine.twilight.testing import US, USSR, play, pos, where

NATO, MARSHALL, TEAR_DOWN = 21, 23, 96
WG = O.country("West Germany")


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def with_nato(hands, **kw):
    s = pos(turn=4, hands=hands, effects={NATO_EFFECT: {}}, **kw)
    s.in_play = [MARSHALL, NATO]
    s.refresh()
    return s


def test_c055_event_vp_influence_effect_card_in_play():
    s = pos(turn=4, hands=[[55, 33], [29]], inf={"West Germany": (0, 1)})
    play(s, "card:55", "event")
    assert s.vp == -1 and where(s, "West Germany") == (WB.INFLUENCE, 1) == (2, 1)
    assert WB.EFFECT == "willy_brandt" and WB.EFFECT in s.effects
    assert 55 in s.in_play and 55 not in s.removed and 55 not in s.discard
    assert s.deciding_side == US and clean(s) == []


def test_c055_cancels_nato_for_west_germany_only():
    s = with_nato([[55, 33, 4], [29, 19]], inf={"West Germany": (0, 6), "Italy": (0, 3)})
    assert protects(s, WG)
    play(s, "card:55", "event")                          # West Germany 2/6: US-controlled
    assert not protects(s, WG) and protects(s, O.country("Italy"))
    assert O.realign_blocked(s, USSR, WG) is None
    play(s, "card:19", "ops", "influence", "inf:Italy")  # US round
    play(s, "card:33", "ops", "coup")
    legal = s.legal_actions()
    assert "coup:West Germany" in legal and "coup:Italy" not in legal
    s.rng.force([6])
    play(s, "coup:West Germany")                         # 6 + 3 - 8 = 1
    assert where(s, "West Germany") == (2, 5) and s.defcon == 4


def test_c055_played_before_nato_nato_never_protects_west_germany():
    s = pos(turn=4, hands=[[55, 33], [21, 29]], inf={"West Germany": (0, 6)})
    s.in_play = [MARSHALL]
    s.refresh()
    play(s, "card:55", "event", "card:21", "event")
    assert NATO_EFFECT in s.effects and not protects(s, WG)


def test_c055_cancelled_by_tear_down_this_wall_nato_protection_returns():
    """What Tear Down This Wall (96, Late War) has to do: delete the effect and take 55
    out of play; NATO then protects West Germany again."""
    s = with_nato([[55, 33], [29]], inf={"West Germany": (0, 6)})
    play(s, "card:55", "event")
    assert not protects(s, WG)
    del s.effects[WB.EFFECT]
    s.in_play.remove(55)
    s.removed.append(55)
    assert protects(s, WG) and "21 NATO" in str(O.coup_blocked(s, USSR, WG))


def test_c055_prevented_by_tear_down_this_wall_7_5():
    s = pos(turn=8, hands=[[55, 33], [29]], inf={"West Germany": (0, 1)})
    s.in_play = [TEAR_DOWN]
    s.refresh()
    play(s, "card:55")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="55 Willy Brandt: Tear Down This Wall"):
        s.apply("event")
    # the US playing it for operations: no event, the card is discarded (5.2)
    s = pos(turn=8, hands=[[33], [55, 29]], phasing=US, inf={"Japan": (0, 1)})
    s.in_play = [TEAR_DOWN]
    s.refresh()
    play(s, "card:55", "ops")
    assert s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert s.vp == 0 and 55 in s.discard and WB.EFFECT not in s.effects


def test_c055_5_2_us_plays_it_for_ops_the_ussr_event_happens():
    s = pos(turn=4, hands=[[33], [55, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:55", "ops", "ops_first", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -1 and where(s, "West Germany") == (2, 0)
    assert 55 in s.in_play and WB.EFFECT in s.effects and clean(s) == []


def test_c055_10_3_1_the_vp_wins_after_the_event():
    s = pos(turn=4, hands=[[55, 33], [29]], vp=-19)
    play(s, "card:55", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"
    assert where(s, "West Germany") == (2, 0)
