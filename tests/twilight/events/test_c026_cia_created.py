"""26 CIA Created (US, 1 op, starred): the USSR hand is shown to the US for the turn
(D11), then the US conducts the card's operations (G8, D5); 5.2 and DEFCON (D6)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.events.c025_containment import EFFECT as CONTAINMENT
from engine.twilight.testing import complete, US, USSR, play, pos, where

CIA = 26


def test_c026_us_sees_the_ussr_hand_ussr_does_not_see_the_us_hand():
    s = complete(pos(hands=[[33, 30, 28], [CIA, 19, 4]], phasing=US))
    assert s.view(s.seat_of(US))["opponent_revealed"] == []
    play(s, "card:26", "event")
    assert s.view(s.seat_of(US))["opponent_revealed"] == [28, 30, 33]
    assert s.view(s.seat_of(USSR))["opponent_revealed"] == []
    assert s.view(None)["opponent_revealed"] == []        # spectators: no side
    assert not any("Truman" in line or "Duck and Cover" in line for line in map(str, s.log))
    assert s.check_invariants() == []


def test_c026_then_the_us_conducts_1_op():
    s = complete(pos(hands=[[33, 30], [CIA, 19]], phasing=US))
    play(s, "card:26", "event")
    assert s.deciding_side == US and s.stack[-1]["kind"] == "ops"
    assert s.stack[-1]["points"] == 1
    assert "space" not in s.legal_actions()               # D5: no Space Race
    play(s, "influence", "inf:Japan")
    assert where(s, "Japan") == (0, 1) and CIA in s.removed
    assert s.deciding_side == USSR
    assert s.check_invariants() == []


def test_c026_with_containment_2_ops_with_red_scare_1():
    s = complete(pos(hands=[[33], [CIA, 19]], phasing=US,
                     effects={CONTAINMENT: {"until": "turn"}}))
    play(s, "card:26", "event")
    assert s.stack[-1]["points"] == 2
    s = complete(pos(hands=[[33], [CIA, 19]], phasing=US, effects={
        "c031_red_scare_purge": {"until": "turn", "against": [US]}}))
    play(s, "card:26", "event")
    assert s.stack[-1]["points"] == 1                    # minimum 1


def test_c026_reveal_follows_the_hand_for_the_rest_of_the_turn_then_ends():
    s = complete(pos(hands=[[33, 30, 28], [CIA, 19, 4]], phasing=US, ar=5))
    play(s, "card:26", "event", "influence", "inf:Japan")
    play(s, "card:33", "ops", "influence", *["inf:Poland"] * 3)
    assert s.view(s.seat_of(US))["opponent_revealed"] == [28, 30]   # 33 was played
    s.hands[USSR].append(36)                              # a card entering the hand
    assert s.view(s.seat_of(US))["opponent_revealed"] == [28, 30, 36]
    assert s.check_invariants() == []
    s.hands[USSR].remove(36)
    play(s, "card:4", "ops", "influence", *["inf:Japan"] * 3)   # US round 6, the last
    assert s.turn == 2                                    # next turn: hidden again
    assert s.shown == [None, None]
    assert s.view(s.seat_of(US))["opponent_revealed"] == []
    assert s.check_invariants() == []


def test_c026_us_coup_counts_military_operations_for_the_us():
    s = complete(pos(hands=[[33], [CIA, 19]], phasing=US, inf={"Lebanon": (1, 0)}))
    s.rng.force([3])
    play(s, "card:26", "event", "coup", "coup:Lebanon")   # 3 + 1 - 2 = 2
    assert where(s, "Lebanon") == (0, 1) and s.milops == [0, 1]


def test_c026_ussr_plays_it_for_ops_the_us_conducts_the_op_in_the_ussr_round_5_2():
    s = complete(pos(hands=[[CIA, 33], [19, 4]]))
    play(s, "card:26", "ops")
    assert s.stack[-1]["kind"] == "timing"
    play(s, "event_first")
    assert s.view(s.seat_of(US))["opponent_revealed"] == [33]
    assert s.deciding_side == US and s.stack[-1]["points"] == 1
    play(s, "influence", "inf:Japan")
    assert s.deciding_side == USSR and s.stack[-1]["points"] == 1   # then the USSR's op
    play(s, "influence", "inf:Poland")
    assert CIA in s.removed and s.check_invariants() == []


def test_c026_ussr_played_it_us_coups_a_battleground_at_defcon_2_ussr_loses_d6():
    """D6 / 8.1.3: the phasing USSR is responsible for the DEFCON drop of the US coup."""
    s = complete(pos(hands=[[CIA, 33], [19, 4]], defcon=2,
                     inf={"Panama": (1, 0), "Iran": (1, 0)}))
    play(s, "card:26", "ops", "event_first", "coup")
    with pytest.raises(IllegalAction, match="8.1.5"):     # the Middle East is closed
        s.apply("coup:Iran")
    s.rng.force([6])
    play(s, "coup:Panama")
    assert s.defcon == 1 and s.is_over and s.winner == US
    assert s.end_reason == "nuclear_war"


def test_c026_us_plays_it_and_coups_a_battleground_at_defcon_2_us_loses():
    s = complete(pos(hands=[[33], [CIA, 19]], phasing=US, defcon=2, inf={"Panama": (1, 0)}))
    play(s, "card:26", "event", "coup", "coup:Panama")
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c026_headline_reveals_the_hand_without_the_ussr_headline_card():
    s = pos(turn=2, hands=[[18, 33, 28], [CIA, 19]], run=False)
    s.step = "headline"
    complete(s)
    play(s, "headline:18", "headline:26")                 # 1 op each: the US first
    assert s.deciding_side == US and s.stack[-1]["kind"] == "ops"
    assert s.view(s.seat_of(US))["opponent_revealed"] == [28, 33]
    play(s, "influence", "inf:Japan")
    assert CIA in s.removed and s.check_invariants() == []
