"""88 Marine Barracks Bombing (USSR, 2 ops, starred): all US influence out of Lebanon,
then the USSR removes 2 more US influence anywhere in the Middle East. Rules: 2.1.1 note
(Libya and Egypt are Middle East), 5.2 (fourth bullet: no effect still played), 5.2,
4.5 C."""

import pytest

from engine.core import IllegalAction
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


def test_c088_lebanon_cleared_then_2_more_from_the_middle_east():
    s = late(pos(turn=8, hands=[[88, 33], [19]],
                 inf={"Lebanon": (0, 3), "Israel": (0, 4), "Libya": (0, 1), "Turkey": (0, 2)}))
    play(s, "card:88", "event")
    assert where(s, "Lebanon") == (0, 0)
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["remove:Libya", "remove:Israel"]   # Turkey: Europe
    with pytest.raises(IllegalAction, match="88 Marine Barracks Bombing: Turkey is not in "
                                            "the Middle East"):
        s.apply("remove:Turkey")
    with pytest.raises(IllegalAction, match="88 Marine Barracks Bombing: the US has no "
                                            "influence left in Lebanon"):
        s.apply("remove:Lebanon")
    play(s, "remove:Israel", "remove:Israel")           # both from one country
    assert where(s, "Israel") == (0, 2) and where(s, "Libya") == (0, 1)
    assert 88 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c088_fewer_than_2_left_all_removed():
    s = late(pos(turn=8, hands=[[88, 33], [19]], inf={"Lebanon": (1, 1), "Egypt": (0, 1)}))
    play(s, "card:88", "event")
    assert s.legal_actions() == ["remove:Egypt"]
    play(s, "remove:Egypt")
    assert where(s, "Egypt") == (0, 0) and where(s, "Lebanon") == (1, 0)
    assert s.deciding_side == US


def test_c088_no_us_influence_in_the_middle_east_no_effect_still_removed():
    s = late(pos(turn=8, hands=[[88, 33], [19]], inf={"Turkey": (0, 2)}))
    play(s, "card:88", "event")
    assert s.deciding_side == US and 88 in s.removed and where(s, "Turkey") == (0, 2)
    assert s.check_invariants() == []


def test_c088_5_2_us_plays_it_for_ops_the_ussr_removes():
    s = late(pos(turn=8, phasing=US, hands=[[33], [88, 19]],
                 inf={"Lebanon": (0, 2), "Iran": (0, 2)}))
    play(s, "card:88", "ops", "ops_first", "influence", "inf:Iran", "inf:Iran")
    assert where(s, "Lebanon") == (0, 0) and s.deciding_side == USSR
    play(s, "remove:Iran", "remove:Iran")
    assert where(s, "Iran") == (0, 2) and 88 in s.removed and s.deciding_side == USSR
    assert s.check_invariants() == []


def test_c088_4_5_c_us_headline_the_ussr_implements():
    s = pos(turn=8, hands=[[3], [88]], inf={"Lebanon": (0, 2), "Iran": (0, 1)}, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:88")
    assert where(s, "Lebanon") == (0, 0) and s.deciding_side == USSR
    assert s.legal_actions() == ["remove:Iran"]
