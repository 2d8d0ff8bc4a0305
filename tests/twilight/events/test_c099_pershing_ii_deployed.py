"""99 Pershing II Deployed (USSR, 3 ops, starred): the USSR gains 1 VP and removes one US
influence from each of up to three Western European countries. Rules: 2.1.1 (Western
Europe includes Finland and Austria), 10.3.1 (20 VP after the event), 5.2, 4.5 C,
example 3 of 5.2 (no target)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

WE = {"Italy": (0, 3), "France": (1, 2), "Austria": (0, 1), "Finland": (0, 1),
      "Poland": (0, 2), "Japan": (0, 2)}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c099_vp_then_one_influence_from_three_western_european_countries():
    s = late(pos(turn=8, hands=[[99, 33], [19]], inf=WE))
    play(s, "card:99", "event")
    assert s.vp == -1 and s.deciding_side == USSR
    assert sorted(s.legal_actions()) == ["remove:Austria", "remove:Finland",
                                         "remove:France", "remove:Italy"]
    with pytest.raises(IllegalAction, match="99 Pershing II Deployed: Poland is not in "
                                            "Western Europe"):
        s.apply("remove:Poland")
    with pytest.raises(IllegalAction, match="99 Pershing II Deployed: Japan is not in "
                                            "Western Europe"):
        s.apply("remove:Japan")
    play(s, "remove:Italy")
    with pytest.raises(IllegalAction, match="99 Pershing II Deployed: one influence per "
                                            "country; Italy has already lost one"):
        s.apply("remove:Italy")
    play(s, "remove:Finland", "remove:France")
    assert where(s, "Italy") == (0, 2) and where(s, "Finland") == (0, 0)
    assert where(s, "France") == (1, 1) and where(s, "Austria") == (0, 1)
    assert 99 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c099_fewer_than_three_countries_as_many_as_possible():
    s = late(pos(turn=8, hands=[[99, 33], [19]], inf={"UK": (0, 5), "Poland": (0, 1)}))
    play(s, "card:99", "event", "remove:UK")
    assert where(s, "UK") == (0, 4) and s.deciding_side == US


def test_c099_no_us_influence_in_western_europe_the_vp_alone():
    s = late(pos(turn=8, hands=[[99, 33], [19]], inf={"Poland": (0, 1)}))
    play(s, "card:99", "event")
    assert s.vp == -1 and s.deciding_side == US and 99 in s.removed


def test_c099_10_3_1_twenty_vp_after_the_event():
    s = late(pos(turn=8, vp=-19, hands=[[99, 33], [19]], inf=WE))
    play(s, "card:99", "event")
    assert s.vp == -20 and not s.over                    # the removals come first
    play(s, "remove:Italy", "remove:France", "remove:Austria")
    assert s.over and s.winner == USSR and s.end_reason == "vp20"


def test_c099_5_2_us_plays_it_for_ops_the_ussr_removes():
    s = late(pos(turn=8, phasing=US, hands=[[33], [99, 19]], inf=WE))
    play(s, "card:99", "ops", "event_first")
    assert s.deciding_side == USSR and s.vp == -1
    play(s, "remove:Italy", "remove:France", "remove:Austria")
    assert s.deciding_side == US                         # the US operations follow
    play(s, "influence", "inf:Italy", "inf:Italy", "inf:Italy")
    assert where(s, "Italy") == (0, 5) and 99 in s.removed


def test_c099_4_5_c_headlined_by_the_us():
    s = pos(turn=8, hands=[[1, 33], [99, 19]], inf=WE, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:1", "headline:99")
    assert s.vp == -1 and s.deciding_side == USSR and s.stack[-1]["kind"] == "c099_remove"
