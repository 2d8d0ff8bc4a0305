"""39 Arms Race (both, 3 ops, not starred): the phasing player (implementer) with more
military operations than the opponent gains 1 VP, or 3 VP if he also met the required
amount (DEFCON, 8.2.1)."""

import pytest

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.testing import US, USSR, play, pos

ARMS = 39


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


@pytest.mark.parametrize("milops, defcon, vp", [
    ([3, 2], 3, -3),      # more and requirement met (3 >= DEFCON 3): 3 VP
    ([3, 2], 4, -1),      # more, requirement (4) not met: 1 VP
    ([2, 2], 2, 0),       # equal: nothing
    ([1, 4], 2, 0),       # fewer: nothing
    ([5, 0], 5, -3),
])
def test_c039_ussr_event_8_2(milops, defcon, vp):
    s = full(pos(turn=4, defcon=defcon, milops=milops, hands=[[ARMS, 33], [19]]))
    play(s, "card:39", "event")
    assert s.vp == vp and s.milops == milops
    assert ARMS in s.discard and s.check_invariants() == []


def test_c039_us_event_3_vp_for_the_us():
    s = full(pos(turn=4, defcon=2, milops=[1, 2], phasing=US, hands=[[33], [ARMS, 19]]))
    play(s, "card:39", "event")
    assert s.vp == 3


def test_c039_the_opponent_being_ahead_gives_him_nothing():
    s = full(pos(turn=4, defcon=2, milops=[1, 4], hands=[[ARMS, 33], [19]]))
    play(s, "card:39", "event")
    assert s.vp == 0


def test_c039_played_for_operations_no_event_5_2():
    s = full(pos(turn=4, defcon=2, milops=[4, 0], hands=[[ARMS, 33], [19]],
                 inf={"Poland": (1, 0)}))
    play(s, "card:39", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.vp == 0
