"""92 Terrorism (both, 2 ops, not starred): the opponent of its player discards one card
at random (two for the US when the USSR plays it while the Iranian Hostage Crisis, 82,
is in effect); the discarded events do not happen. Rules: 5.4 (discarded events), 9.5
(never the China Card), 4.5 C (headline), 5.2 (example 3: no effect still played).

The random pick is one die with as many faces as the hand has cards, index into the
sorted hand: ``s.rng.force([k])`` picks the k-th lowest card number."""

from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

IHC = {"iranian_hostage_crisis": {}}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c092_ussr_plays_it_the_us_discards_one_card_at_random_5_4():
    s = late(pos(turn=8, hands=[[92, 33], [4, 19, 26, 30]], defcon=3))
    s.rng.force([1])                                     # sorted [4, 19, 26, 30] -> 4
    play(s, "card:92", "event")
    assert sorted(s.hands[US]) == [19, 26, 30]
    assert 4 in s.discard and s.defcon == 3 and s.vp == 0  # Duck and Cover did not happen
    assert 92 in s.discard and 92 not in s.removed        # not starred
    assert any("Duck and Cover (4) at random" in line for line in map(str, s.log))
    assert s.deciding_side == US and s.check_invariants() == []


def test_c092_us_plays_it_the_ussr_discards_one():
    s = late(pos(turn=8, phasing=US, hands=[[7, 30, 33], [92, 19]]))
    s.rng.force([3])                                     # sorted [7, 30, 33] -> 33
    play(s, "card:92", "event")
    assert sorted(s.hands[USSR]) == [7, 30] and 33 in s.discard
    assert s.check_invariants() == []


def test_c092_doubled_by_the_iranian_hostage_crisis_the_us_discards_two():
    s = late(pos(turn=8, hands=[[92, 33], [4, 19, 26, 30]], effects=IHC), in_play=[82])
    s.rng.force([4, 1])                                  # 30, then 4 of [4, 19, 26]
    play(s, "card:92", "event")
    assert sorted(s.hands[US]) == [19, 26]
    assert 30 in s.discard and 4 in s.discard
    assert s.check_invariants() == []


def test_c092_hostage_crisis_does_not_double_it_for_the_us():
    s = late(pos(turn=8, phasing=US, hands=[[7, 30, 33], [92, 19]], effects=IHC),
             in_play=[82])
    s.rng.force([1])
    play(s, "card:92", "event")
    assert sorted(s.hands[USSR]) == [30, 33] and 7 in s.discard


def test_c092_doubled_but_the_us_holds_one_card():
    s = late(pos(turn=8, hands=[[92, 33], [19]], effects=IHC), in_play=[82])
    play(s, "card:92", "event")
    assert s.hands[US] == [] and 19 in s.discard
    assert any("no more card" in line for line in map(str, s.log))


def test_c092_5_4_a_discarded_scoring_card_is_not_scored():
    s = late(pos(turn=8, hands=[[92, 33], [2, 19]], inf={"Italy": (0, 3)}))
    s.rng.force([1])                                     # Europe Scoring
    play(s, "card:92", "event")
    assert 2 in s.discard and s.vp == 0 and s.hands[US] == [19]


def test_c092_9_5_never_the_china_card_empty_hand_no_effect():
    s = late(pos(turn=8, phasing=US, hands=[[], [92, 19]], china=USSR))
    play(s, "card:92", "event")
    assert s.china == USSR and s.china_up and 92 in s.discard
    assert any("no card to discard" in line for line in map(str, s.log))


def test_c092_4_5_c_headline_the_opponent_discards_from_the_hand_left():
    """The USSR's headline (Asia Scoring, value 0) is out of its hand: Terrorism (2)
    resolves first and takes the only card left."""
    s = pos(turn=8, hands=[[1, 7], [92, 19]], run=False)
    s.step = "headline"
    late(s)
    s.rng.force([1])
    play(s, "headline:1", "headline:92")
    assert 7 in s.discard and s.hands[USSR] == []
    assert 92 in s.discard and 1 in s.discard            # Asia scored after
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c092_ops_only_no_discard():
    s = late(pos(turn=8, hands=[[92, 33], [4, 19]]))
    play(s, "card:92", "ops", "influence", "inf:Poland", "inf:Poland")
    assert sorted(s.hands[US]) == [4, 19] and where(s, "Poland") == (2, 0)
