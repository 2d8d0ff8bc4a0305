"""90 Glasnost (USSR, 4 ops, starred): +2 VP to the USSR, DEFCON +1; if The Reformer (87)
has been played, the USSR may place influence or realign with this card. Rules: 8.1.2
(DEFCON never above 5), 6.0-6.2, 7.4, 10.3.1, 5.2, 4.5 C. (Both orders with The Reformer:
tests/twilight/test_cross_era_interactions.py.)"""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

REFORMER = {"c087_the_reformer": {}}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def glasnost(reformer=False, **kw):
    kw.setdefault("hands", [[90, 33], [19]])
    kw.setdefault("defcon", 3)
    s = pos(turn=8, effects=REFORMER if reformer else None, **kw)
    return late(s, in_play=[87] if reformer else [])


def test_c090_without_the_reformer_vp_and_defcon_only():
    s = glasnost()
    play(s, "card:90", "event")
    assert s.vp == -2 and s.defcon == 4
    assert s.deciding_side == US and 90 in s.removed and s.check_invariants() == []


def test_c090_8_1_2_defcon_5_stays_5():
    s = glasnost(defcon=5)
    play(s, "card:90", "event")
    assert s.defcon == 5 and s.vp == -2


def test_c090_with_the_reformer_influence_or_realignment_with_4_ops():
    s = glasnost(reformer=True, inf={"Iran": (0, 2), "Poland": (1, 0)})
    play(s, "card:90", "event")
    assert s.vp == -2 and s.defcon == 4
    assert s.deciding_side == USSR and s.legal_actions() == ["conduct_ops", "decline"]
    play(s, "conduct_ops")
    assert s.stack[-1]["points"] == 4 and s.legal_actions() == ["influence", "realign"]
    with pytest.raises(IllegalAction, match="6.0"):
        s.apply("coup")
    play(s, "influence", *["inf:Poland"] * 4)
    assert where(s, "Poland") == (5, 0)
    assert s.deciding_side == US and 90 in s.removed and s.check_invariants() == []


def test_c090_with_the_reformer_realignment_after_the_defcon_improvement():
    """DEFCON 4 -> 5 first: Europe opens for the realignment rolls (8.1.5)."""
    s = glasnost(reformer=True, defcon=4, inf={"Italy": (0, 2)})
    play(s, "card:90", "event", "conduct_ops", "realign")
    assert s.defcon == 5 and "realign:Italy" in s.legal_actions()


def test_c090_the_ussr_may_decline():
    s = glasnost(reformer=True)
    play(s, "card:90", "event", "decline")
    assert s.deciding_side == US and s.vp == -2 and 90 in s.removed


def test_c090_7_4_red_scare_against_the_ussr_makes_3_ops():
    s = glasnost(reformer=True)
    s.effects["c031_red_scare_purge"] = {"until": "turn", "against": [USSR]}
    play(s, "card:90", "event", "conduct_ops")
    assert s.stack[-1]["points"] == 3


def test_c090_5_2_us_plays_it_for_ops_the_ussr_still_gets_its_ops():
    s = glasnost(reformer=True, phasing=US, hands=[[33], [90, 19]])
    play(s, "card:90", "ops", "ops_first", "influence", *["inf:Japan"] * 4)
    assert s.deciding_side == USSR and s.vp == -2 and s.defcon == 4
    play(s, "conduct_ops", "influence", *["inf:North Korea"] * 4)
    assert where(s, "North Korea") == (4, 0) and s.deciding_side == USSR
    assert 90 in s.removed and s.check_invariants() == []


def test_c090_10_3_1_twenty_vp_waits_for_the_operations():
    s = glasnost(reformer=True, vp=-18)
    play(s, "card:90", "event")
    assert not s.over and s.vp == -20
    play(s, "decline")
    assert s.over and s.winner == USSR and s.end_reason == "vp20"


def test_c090_4_5_c_us_headline_the_ussr_implements():
    s = pos(turn=8, defcon=3, hands=[[3], [90]], effects=REFORMER, run=False)
    s.step = "headline"
    late(s, in_play=[87])
    play(s, "headline:3", "headline:90")
    assert s.vp == -2 and s.defcon == 4 and s.deciding_side == USSR
    assert s.legal_actions() == ["conduct_ops", "decline"]
