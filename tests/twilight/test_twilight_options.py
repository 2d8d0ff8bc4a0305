"""Options: tournament rules 11.1.1-11.1.3 (Italian), the Greek text's optional rules
(realignment variant, Space Race decline), and the Israel control example (2.1.7)."""

import pytest

from engine.core import IllegalAction
from engine.games import get_spec
from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where

SPEC = get_spec("twilight")


def test_2_1_7_israel_control_example():
    """2.1.7: to control Israel (stability 4) a player needs 4 influence and 4 more than
    the opponent."""
    i = B.INDEX["Israel"]
    s = pos(hands=[[7], [19]], inf={"Israel": (1, 4)})
    assert B.controller(s.inf, i) is None
    s = pos(hands=[[7], [19]], inf={"Israel": (1, 5)})
    assert B.controller(s.inf, i) == US


def test_11_1_1_tournament_reveals_held_cards_and_11_1_2_held_scoring_loses():
    s = pos({"tournament": True}, turn=2, ar=6, hands=[[1, 2], [5, 19]], china=US,
            china_up=False)
    assert sorted(s.legal_actions()) == ["card:1", "card:2"]
    play(s, "card:1", "event")
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert s.is_over and s.end_reason == "scoring_held" and s.winner == US
    assert s.view(US)["opponent_revealed"] == [2]
    assert s.view(USSR)["opponent_revealed"] == [19]


def test_11_1_1_without_tournament_held_cards_stay_secret():
    s = pos(turn=2, ar=6, hands=[[1, 7], [5, 19]], china=US, china_up=False)
    play(s, "card:1", "event")
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert not s.is_over
    assert s.view(US)["opponent_revealed"] == []
    assert s.view(US)["hand"] == s.hands[US] and 7 not in s.view(US)["hand"]


def test_11_1_3_vp_bidding_for_sides():
    s = SPEC.new({"bidding": True}, 3)
    assert s.players == ("Player 1", "Player 2")
    first = s.to_move
    assert "pass" not in s.legal_actions()
    play(s, "bid:US:1")
    assert s.to_move == 1 - first
    with pytest.raises(IllegalAction, match="11.1.3"):
        s.apply("bid:US:1")
    play(s, "bid:US:2", "pass")                         # the second bidder gets the US
    assert s.seat_side[1 - first] == US and s.seat_side[first] == USSR
    assert s.players[1 - first] == "US"
    assert s.vp == -2                                   # 2 VP to the USSR
    # the setup now asks the USSR's seat
    assert s.deciding_side == USSR and s.to_move == first
    assert s.view(first)["hand"] == s.hands[USSR]


def test_optional_realignment_ignores_defcon():
    for opt, legal in ((False, False), (True, True)):
        s = pos({"realign_no_defcon": opt}, defcon=4, hands=[[7], [19]],
                inf={"Italy": (0, 2)})
        play(s, "card:7", "ops")
        assert ("realign" in s.legal_actions()) == legal


def test_optional_realigning_player_never_loses():
    s = pos({"realign_no_loss": True}, hands=[[], [19]], phasing=US,
            inf={"North Korea": (3, 1)})
    play(s, "card:19", "ops", "realign")
    s.rng.force([1, 6])
    play(s, "realign:North Korea")
    assert where(s, "North Korea") == (3, 1)


def test_optional_mixed_influence_and_realignment():
    s = pos({"realign_mixed": True}, hands=[[], [5]], phasing=US,
            inf={"Mexico": (1, 0), "Cuba": (1, 0)})
    play(s, "card:5", "ops")
    assert s.legal_actions() == ["influence", "coup"]
    play(s, "influence", "inf:Mexico")
    assert "realign:Mexico" not in s.legal_actions()     # influence placed there
    s.rng.force([6, 1])
    play(s, "realign:Cuba")
    assert "inf:Cuba" not in s.legal_actions()          # realigned there
    assert where(s, "Cuba")[0] == 0


def test_optional_space_race_may_decline_to_roll():
    s = pos({"space_decline": True}, hands=[[7], [19]])
    play(s, "card:7", "space")
    assert s.legal_actions() == ["roll", "decline"]
    play(s, "decline")
    assert s.space == [0, 0] and s.space_tries == [1, 0] and 7 in s.discard
