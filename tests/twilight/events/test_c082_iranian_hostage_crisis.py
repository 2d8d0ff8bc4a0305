"""82 Iranian Hostage Crisis (USSR, 3 ops, starred, underlined): all US influence out of
Iran, +2 USSR there; Terrorism (92) against the US is doubled (effect
``iranian_hostage_crisis``). Rules: 2.2.5 / 7.3 (persistent), 5.2 (opponent's event),
4.5 C (headline)."""

from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

EFFECT = "iranian_hostage_crisis"


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c082_clears_us_influence_in_iran_adds_2_ussr_and_stays_in_play():
    s = late(pos(turn=8, hands=[[82, 33], [19]], inf={"Iran": (1, 4), "Iraq": (0, 1)}))
    play(s, "card:82", "event")
    assert where(s, "Iran") == (3, 0) and where(s, "Iraq") == (0, 1)
    assert EFFECT in s.effects
    assert 82 in s.in_play and 82 not in s.removed and 82 not in s.discard   # 2.2.5
    assert s.deciding_side == US and s.check_invariants() == []


def test_c082_no_us_influence_in_iran_still_adds_2_ussr():
    s = late(pos(turn=8, hands=[[82], [19]]))
    play(s, "card:82", "event")
    assert where(s, "Iran") == (2, 0) and EFFECT in s.effects


def test_c082_5_2_us_plays_it_for_ops_the_event_happens_for_the_ussr():
    s = late(pos(turn=8, phasing=US, hands=[[33], [82, 19]], inf={"Iran": (0, 2)}))
    play(s, "card:82", "ops", "ops_first", "influence", "inf:Iran", "inf:Iran", "inf:Iran")
    assert where(s, "Iran") == (2, 0)              # the US placed 3, then lost all 5
    assert EFFECT in s.effects and 82 in s.in_play
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c082_space_race_no_event_no_effect_6_4_5():
    s = late(pos(turn=8, phasing=US, hands=[[33], [82, 19]], inf={"Iran": (0, 2)}))
    s.rng.force([6])
    play(s, "card:82", "space")
    assert where(s, "Iran") == (0, 2) and EFFECT not in s.effects and 82 in s.discard


def test_c082_4_5_c_us_headline_the_ussr_implements_it():
    s = pos(turn=8, hands=[[3], [82]], inf={"Iran": (0, 2)}, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:82")
    assert where(s, "Iran") == (2, 0) and EFFECT in s.effects and 82 in s.in_play
