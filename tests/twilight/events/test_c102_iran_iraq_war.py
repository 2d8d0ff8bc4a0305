"""102 Iran-Iraq War (both, 2 ops, starred; a war card): Iran or Iraq invades the other;
one die, -1 per opponent-controlled country adjacent to the invaded one; 4-6 wins 2 VP
and replaces the opponent's influence there; the player adds 2 military operations win
or lose. Flower Power (59) gives the USSR 2 VP when the US plays it. Rules: 7.6, 8.2.4
(war cards' military operations), 8.1.4 (no DEFCON change), 10.3.1, 4.5 C, 6.4.5.

Neighbours: Iraq - Iran, Jordan, Saudi Arabia, Gulf States; Iran - Iraq, Afghanistan,
Pakistan."""

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


def war(side=USSR, inf=None, **kw):
    hands = [[102, 33], [19]] if side == USSR else [[33], [102, 19]]
    s = late(pos(turn=8, phasing=side, hands=hands, inf=inf or {}, **kw))
    play(s, "card:102", "event")
    return s


def test_c102_iran_invades_iraq_victory_replaces_influence_2_vp_2_milops():
    s = war(inf={"Iraq": (1, 3), "Jordan": (0, 2)}, defcon=2)
    assert s.deciding_side == USSR and s.legal_actions() == ["invade:Iraq", "invade:Iran"]
    assert str(s.label("invade:Iraq")) == "Iran invades Iraq (wins on 5-6)"   # Jordan US
    s.rng.force([5])                                     # 5 - 1 = 4: victory
    play(s, "invade:Iraq")
    assert where(s, "Iraq") == (4, 0) and s.vp == -2 and s.milops == [2, 0]
    assert s.defcon == 2                                 # 8.1.4: a war is not a coup
    assert 102 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c102_defeat_military_operations_only():
    s = war(inf={"Iraq": (1, 3), "Jordan": (0, 2)})
    s.rng.force([4])                                     # 4 - 1 = 3
    play(s, "invade:Iraq")
    assert where(s, "Iraq") == (1, 3) and s.vp == 0 and s.milops == [2, 0]
    assert 102 in s.removed                              # starred: the event happened


def test_c102_the_invading_country_counts_when_the_opponent_controls_it():
    s = war(inf={"Iran": (0, 2), "Iraq": (0, 1), "Gulf States": (0, 3),
                 "Saudi Arabia": (0, 3)})
    # Iraq invaded: Iran (US-controlled), Gulf States (US), Saudi Arabia (US) -> -3
    assert str(s.label("invade:Iraq")) == "Iran invades Iraq (cannot win)"
    s.rng.force([6])                                     # 6 - 3 = 3
    play(s, "invade:Iraq")
    assert where(s, "Iraq") == (0, 1) and s.milops == [2, 0]


def test_c102_us_plays_it_iraq_invades_iran():
    s = war(side=US, inf={"Iran": (3, 1), "Afghanistan": (2, 0), "Pakistan": (0, 0)})
    assert s.deciding_side == US
    s.rng.force([6])                                     # 6 - 1 (Afghanistan) = 5
    play(s, "invade:Iran")
    assert where(s, "Iran") == (0, 4) and s.vp == 2 and s.milops == [0, 2]


def test_c102_refuses_another_country():
    s = war()
    with pytest.raises(IllegalAction, match="102 Iran-Iraq War: Iran or Iraq is invaded"):
        s.apply("invade:India")


def test_c102_flower_power_counts_it_when_the_us_plays_it_as_an_event():
    s = war(side=US, inf={"Iran": (3, 0)}, effects={"flower_power": {}}, vp=5)
    s.rng.force([1])
    play(s, "invade:Iran")
    assert s.vp == 5 - 2 and any("Flower Power" in line for line in map(str, s.log))


def test_c102_flower_power_counts_it_for_ops_not_on_the_space_race():
    s = late(pos(turn=8, phasing=US, hands=[[33], [102, 19]],
                 effects={"flower_power": {}}), in_play=[59])
    play(s, "card:102", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -2
    s = late(pos(turn=8, phasing=US, hands=[[33], [102, 19]],
                 effects={"flower_power": {}}), in_play=[59])
    s.rng.force([6])
    play(s, "card:102", "space")
    assert s.vp == 0


def test_c102_flower_power_the_ussr_playing_it_gives_nothing():
    s = war(inf={"Iraq": (0, 0)}, effects={"flower_power": {}})
    s.rng.force([6])
    play(s, "invade:Iraq")
    assert s.vp == -2                                    # the war's own 2 VP only


def test_c102_4_5_c_headline_the_player_invades():
    s = pos(turn=8, hands=[[1, 33], [102, 19]], inf={"Iran": (2, 0)}, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:1", "headline:102")
    assert s.deciding_side == US and s.legal_actions() == ["invade:Iraq", "invade:Iran"]
    s.rng.force([4])
    play(s, "invade:Iran")
    assert where(s, "Iran") == (0, 2) and s.milops == [0, 2]
