'''97 "An Evil Empire" (US, 3 ops, starred, underlined): cancels (or prevents) Flower
Power (59); the US gains 1 VP. Rules: 2.2.5 (stays in play), 7.5 (a prohibited event),
5.2 (opponent's event: the US implements it), 4.5 C, 10.3.1. Both orders with Flower
Power are also in tests/twilight/test_cross_era_interactions.py.'''

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.events.c097_an_evil_empire import EFFECT
from engine.twilight.testing import US, USSR, play, pos

FP = {"flower_power": {}}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c097_us_gains_1_vp_effect_card_stays_in_play():
    s = late(pos(turn=8, phasing=US, hands=[[33], [97, 19]]))
    play(s, "card:97", "event")
    assert s.vp == 1 and EFFECT == "an_evil_empire" and EFFECT in s.effects
    assert 97 in s.in_play and 97 not in s.removed
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c097_cancels_flower_power_in_play():
    s = late(pos(turn=8, phasing=US, vp=-4, hands=[[33], [97, 19]], effects=FP),
             in_play=[59])
    play(s, "card:97", "event")
    assert "flower_power" not in s.effects and 59 in s.removed and 59 not in s.in_play
    assert s.vp == -3                                    # earlier Flower Power VP stay
    assert any("cancels Flower Power" in line for line in map(str, s.log))
    assert s.check_invariants() == []


def test_c097_prevents_flower_power_7_5():
    s = late(pos(turn=8, hands=[[59, 33], [19]], effects={EFFECT: {}}), in_play=[97])
    play(s, "card:59")
    assert s.legal_actions() == ["ops", "space"]         # no event
    with pytest.raises(IllegalAction, match="59 Flower Power: An Evil Empire"):
        s.apply("event")


def test_c097_5_2_ussr_plays_it_for_ops_the_us_gains_the_vp():
    s = late(pos(turn=8, hands=[[97, 33], [19]], effects=FP), in_play=[59])
    play(s, "card:97", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert s.vp == 1 and "flower_power" not in s.effects and 59 in s.removed
    assert 97 in s.in_play and s.deciding_side == US


def test_c097_space_race_no_event():
    s = late(pos(turn=8, phasing=US, hands=[[33], [97, 19]], effects=FP), in_play=[59])
    s.rng.force([1])
    play(s, "card:97", "space")
    assert "flower_power" in s.effects and EFFECT not in s.effects and 97 in s.discard


def test_c097_4_5_c_headline_us():
    s = pos(turn=8, hands=[[1], [97, 19]], effects=FP, run=False)
    s.step = "headline"
    late(s, in_play=[59])
    play(s, "headline:1", "headline:97")
    assert s.vp == 1 and 59 in s.removed and 97 in s.in_play
