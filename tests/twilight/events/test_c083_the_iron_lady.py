"""83 The Iron Lady (US, 3 ops, starred, underlined): +1 USSR in Argentina, all USSR
influence out of the UK, +1 VP to the US; Socialist Governments (7) can no longer be
played as an event. Rules: 2.2.5 (persistent), 7.5 / 5.2 third bullet (example 2: the
prohibited event), 10.3.1, 4.5 C. (Both orders with Socialist Governments:
tests/twilight/test_cross_era_interactions.py.)"""

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


def test_c083_argentina_uk_vp_and_the_card_stays_in_play():
    s = late(pos(turn=8, phasing=US, vp=2, hands=[[33], [83, 19]],
                 inf={"UK": (3, 5), "Argentina": (0, 1)}))
    play(s, "card:83", "event")
    assert where(s, "UK") == (0, 5) and where(s, "Argentina") == (1, 1)
    assert s.vp == 3
    assert 83 in s.in_play and 83 not in s.removed
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c083_no_ussr_influence_in_the_uk():
    s = late(pos(turn=8, phasing=US, hands=[[33], [83, 19]], inf={"UK": (0, 5)}))
    play(s, "card:83", "event")
    assert where(s, "UK") == (0, 5) and where(s, "Argentina") == (1, 0) and s.vp == 1


def test_c083_5_2_ussr_plays_it_for_ops_the_us_event_happens():
    s = late(pos(turn=8, hands=[[83, 33], [19]], inf={"UK": (2, 5)}))
    play(s, "card:83", "ops", "event_first")
    assert where(s, "UK") == (0, 5) and where(s, "Argentina") == (1, 0) and s.vp == 1
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 0) and 83 in s.in_play
    assert s.deciding_side == US and s.check_invariants() == []


def test_c083_10_3_1_the_vp_at_19_wins_for_the_us_after_the_event():
    s = late(pos(turn=8, phasing=US, vp=19, hands=[[33], [83, 19]]))
    play(s, "card:83", "event")
    assert s.over and s.winner == US and s.end_reason == "vp20"


def test_c083_ops_or_space_race_no_event_socialist_governments_still_playable():
    s = late(pos(turn=8, phasing=US, hands=[[7, 33], [83, 19]], inf={"Italy": (0, 2)}))
    s.rng.force([6])
    play(s, "card:83", "space")
    assert 83 in s.discard and 83 not in s.in_play and s.vp == 0
    play(s, "card:7")
    assert "event" in s.legal_actions()
