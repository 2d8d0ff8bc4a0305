"""86 North Sea Oil (US, 3 ops, starred, underlined): OPEC (61) can no longer be played as
an event (effect ``north_sea_oil``); the US may play 8 cards (action rounds) this turn.
Rules: 4.5 D (action rounds), 6.4.4 box 8 (the Space Race's 8 action rounds: they do not
add up), 4.5 (effects of the turn expire), 5.2, 4.5 C, 2.2.5. (OPEC in both orders:
tests/twilight/test_cross_era_interactions.py.)"""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos

BAN, ROUNDS = "north_sea_oil", "c086_north_sea_oil_rounds"


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def us_round_7(hand, **kw):
    """The US's 7th (last) action round of turn 8, the USSR's rounds all taken."""
    return late(pos(turn=8, ar=7, phasing=US, hands=[[33], hand], **kw))


def test_c086_event_sets_the_opec_ban_and_8_us_rounds_card_in_play():
    s = late(pos(turn=8, ar=2, phasing=US, hands=[[33], [86, 19]]))
    assert s.action_rounds(US) == 7
    play(s, "card:86", "event")
    assert BAN in s.effects and s.effects[ROUNDS] == {"until": "turn"}
    assert s.action_rounds(US) == 8 and s.action_rounds(USSR) == 7
    assert 86 in s.in_play and 86 not in s.removed and s.check_invariants() == []


def test_c086_4_5_d_played_in_the_last_round_the_us_gets_an_8th_optional_round():
    s = us_round_7([86, 19, 4])
    play(s, "card:86", "event")
    assert s.deciding_side == US and s.ar == 8 and s.ar_side == US
    assert s.legal_actions() == ["card:4", "card:19", "pass"]     # "may": optional
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.turn == 9                                  # the turn is over
    assert ROUNDS not in s.effects and BAN in s.effects             # 4.5: turn effect ends
    assert s.action_rounds(US) == 7 and s.check_invariants() == []


def test_c086_the_8th_round_may_be_passed():
    s = us_round_7([86, 19])
    play(s, "card:86", "event", "pass")
    assert any(line.startswith("US passes (action round 8)") for line in map(str, s.log))
    assert s.turn == 9 and 19 in s.hands[US]            # held into the next turn


def test_c086_2_2_1_a_scoring_card_cannot_be_held_through_the_8th_round():
    s = us_round_7([86, 3])
    play(s, "card:86", "event")
    assert s.legal_actions() == ["card:3"]
    with pytest.raises(IllegalAction, match="2.2.1"):
        s.apply("pass")


def test_c086_without_the_event_the_us_stops_at_7_rounds():
    s = us_round_7([86, 19])
    play(s, "card:86", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.turn == 9 and BAN not in s.effects and 86 in s.discard


def test_c086_6_4_4_space_race_8_rounds_do_not_add_up():
    s = late(pos(turn=8, ar=2, phasing=US, space=[0, 8], hands=[[33], [86, 19]]))
    assert s.action_rounds(US) == 8                     # the Space Race ability
    play(s, "card:86", "event")
    assert s.action_rounds(US) == 8                     # not 9
    s.space = [8, 8]                                    # the USSR arrives: ability lost
    assert s.action_rounds(US) == 8 and s.action_rounds(USSR) == 7
    del s.effects[ROUNDS]
    assert s.action_rounds(US) == 7


def test_c086_5_2_ussr_plays_it_for_ops_in_its_7th_round_the_us_gets_8():
    s = late(pos(turn=8, ar=7, hands=[[86, 33], [19, 4]]))
    play(s, "card:86", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert s.action_rounds(US) == 8 and BAN in s.effects and 86 in s.in_play
    play(s, "card:19", "ops", "influence", "inf:Japan")            # US round 7
    assert s.deciding_side == US and s.ar == 8 and "pass" in s.legal_actions()
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.turn == 9


def test_c086_4_5_c_headline_8_us_rounds_in_the_turn_starting():
    s = pos(turn=8, hands=[[3], [86]], run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:86")
    assert s.action_rounds(US) == 8 and BAN in s.effects and 86 in s.in_play
    assert s.ar == 1 and s.deciding_side == USSR
