"""84 Reagan Bombs Libya (US, 2 ops, starred): the US gains 1 VP per 2 USSR influence in
Libya (rounded down). Rules: 5.2 (fourth bullet: no effect still played), 10.3.1,
4.5 C."""

import pytest

from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


@pytest.mark.parametrize("ussr, vp", [(0, 0), (1, 0), (2, 1), (3, 1), (5, 2), (6, 3)])
def test_c084_one_vp_per_two_ussr_influence_in_libya(ussr, vp):
    s = late(pos(turn=8, phasing=US, hands=[[33], [84, 19]], inf={"Libya": (ussr, 1)}))
    play(s, "card:84", "event")
    assert s.vp == vp
    assert where(s, "Libya") == (ussr, 1)               # nothing removed
    assert 84 in s.removed                              # even with no VP (5.2 example 3)
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c084_5_2_ussr_plays_it_for_ops_the_us_gains_the_vp():
    s = late(pos(turn=8, vp=-3, hands=[[84, 33], [19]], inf={"Libya": (4, 0)}))
    play(s, "card:84", "ops", "ops_first", "influence", "inf:Libya", "inf:Libya")
    assert where(s, "Libya") == (6, 0) and s.vp == 0    # 6 // 2 = 3 VP for the US
    assert 84 in s.removed and s.check_invariants() == []


def test_c084_10_3_1_twenty_vp():
    s = late(pos(turn=8, phasing=US, vp=18, hands=[[33], [84, 19]], inf={"Libya": (4, 0)}))
    play(s, "card:84", "event")
    assert s.over and s.winner == US and s.end_reason == "vp20"
