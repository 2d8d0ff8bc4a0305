'''50 "We Will Bury You" (USSR, 4 ops, starred): DEFCON -1 (8.1.3: the card's player is
responsible); the USSR gains 3 VP unless the US plays UN Intervention (32) as an event in
its next action round (the VP once that round is over).'''

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c050_we_will_bury_you import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

WWBY, UN = 50, 32


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c050_defcon_minus_1_and_3_vp_after_the_next_us_round():
    s = full(pos(turn=4, defcon=4, hands=[[WWBY, 33], [19, 22]], inf={"Poland": (1, 0)}))
    play(s, "card:50", "event")
    assert s.defcon == 3 and s.effects[EFFECT] == {"target": [4, 1], "un": False}
    assert WWBY in s.removed and s.vp == 0 and s.deciding_side == US
    play(s, "card:22", "ops", "influence", "inf:Japan")
    assert s.vp == 0                                   # the US round is not over yet
    play(s, "inf:Japan")
    assert s.vp == -3 and EFFECT not in s.effects and s.deciding_side == USSR
    assert s.check_invariants() == []


def test_c050_un_intervention_as_event_in_that_round_cancels_the_vp():
    s = full(pos(turn=4, defcon=4, hands=[[WWBY, 30], [UN, 33, 19]]))
    play(s, "card:50", "event", "card:32", "event", "un:33",
         "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == 0 and EFFECT not in s.effects and s.deciding_side == USSR


def test_c050_un_intervention_for_operations_does_not_cancel():
    s = full(pos(turn=4, defcon=4, hands=[[WWBY, 30], [UN, 19]]))
    play(s, "card:50", "event", "card:32", "ops", "influence", "inf:Japan")
    assert s.vp == -3


def test_c050_un_intervention_in_a_later_round_is_too_late():
    s = full(pos(turn=4, defcon=4, hands=[[WWBY, 30, 7], [UN, 33, 19]], inf={"Poland": (1, 0)}))
    play(s, "card:50", "event", "card:19", "ops", "influence", "inf:Japan")
    assert s.vp == -3
    play(s, "card:30", "ops", "influence", "inf:Poland", "inf:Poland")
    play(s, "card:32", "event", "un:33", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == -3


def test_c050_defcon_1_the_ussr_playing_it_loses_8_1_3():
    s = full(pos(turn=4, defcon=2, hands=[[WWBY, 33], [19]]))
    play(s, "card:50", "event")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"
    assert s.vp == 0


def test_c050_us_plays_it_for_operations_its_next_round_is_the_following_one():
    s = full(pos(turn=4, defcon=4, phasing=US, hands=[[33, 30], [WWBY, 19, 22]], inf={"Poland": (1, 0)}))
    play(s, "card:50", "ops", "event_first")
    assert s.defcon == 3 and s.effects[EFFECT]["target"] == [4, 2]
    play(s, "influence", *["inf:Japan"] * 4)
    assert s.vp == 0 and s.deciding_side == USSR
    play(s, "card:30", "ops", "influence", "inf:Poland", "inf:Poland")
    assert s.vp == 0 and s.deciding_side == US
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.vp == -3


def test_c050_us_playing_it_at_defcon_2_loses_8_1_3():
    s = full(pos(turn=4, defcon=2, phasing=US, hands=[[33], [WWBY, 19]]))
    play(s, "card:50", "ops", "event_first")
    assert s.over and s.winner == USSR


def test_c050_headlined_by_the_ussr_the_target_is_us_round_1():
    s = pos(turn=4, defcon=4, hands=[[WWBY, 33], [30, 27, 22]], run=False,
            inf={"Poland": (1, 1)})
    s.step = "headline"
    full(s)
    play(s, "headline:50", "headline:27")              # US/Japan Pact, then WWBY
    assert s.effects[EFFECT]["target"] == [4, 1] and s.defcon == 3
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.vp == 0 and s.deciding_side == US         # USSR round 1: nothing yet
    play(s, "card:22", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -3 and EFFECT not in s.effects


def test_c050_us_without_a_card_the_vp_come_at_the_next_round():
    s = full(pos(turn=4, defcon=4, hands=[[WWBY, 33], []]))
    play(s, "card:50", "event")
    assert s.vp == -3 and EFFECT not in s.effects and s.deciding_side == USSR


def test_c050_last_round_of_the_turn_waits_for_the_next_turn():
    s = full(pos(turn=4, ar=7, defcon=4, phasing=US, hands=[[33], [WWBY, 19]]))
    s.ar_done = [7, 7]
    play(s, "card:50", "ops", "event_first", "influence", *["inf:Japan"] * 4)
    assert s.turn == 5 and s.effects[EFFECT]["target"] == [5, 1] and s.vp == 0


def test_c050_in_an_eighth_ussr_round_the_us_next_round_is_next_turn():
    s = full(pos(turn=4, ar=8, defcon=4, space=[8, 0], hands=[[WWBY, 33], [19]]))
    assert s.action_rounds(USSR) == 8 and s.action_rounds(US) == 7
    play(s, "card:50", "event")
    assert s.effects[EFFECT]["target"] == [5, 1]
    play(s, "keep")                               # box 6: the USSR may discard a card
    assert s.turn == 5 and EFFECT in s.effects and s.vp == 0
