"""51 Brezhnev Doctrine (USSR, 3 ops, starred): +1 to the USSR's cards played for
operations for the rest of the turn, maximum 4 (7.4, 7.4.1 and its example, 7.4.2, D3)."""

import pytest

from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events import implemented
from engine.twilight.events.c051_brezhnev_doctrine import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

BREZHNEV, CHINA = 51, 6
ON = {EFFECT: {"until": "turn"}}
RED_SCARE_ON_USSR = {"c031_red_scare_purge": {"until": "turn", "against": [USSR]}}


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c051_event_lasts_for_the_turn_removed_and_adds_one():
    s = full(pos(turn=4, hands=[[BREZHNEV, 30, 33], [19, 22]], inf={"Poland": (1, 0)}))
    play(s, "card:51", "event")
    assert s.effects[EFFECT] == {"until": "turn"} and BREZHNEV in s.removed
    play(s, "card:22", "ops", "influence", "inf:Japan", "inf:Japan")   # US: still 2
    assert where(s, "Japan") == (0, 2)
    play(s, "card:30", "ops")                                          # USSR 2-op card: 3
    assert s.stack[-1]["points"] == 3
    assert s.check_invariants() == []


@pytest.mark.parametrize("card, value", [(10, 2), (30, 3), (33, 4), (16, 4), (CHINA, 4)])
def test_c051_values_for_the_ussr_capped_at_4(card, value):
    s = pos(turn=4, hands=[[33], [19]], effects=ON)
    assert O.ops_value(s, USSR, card) == value


@pytest.mark.parametrize("card", [10, 30, 33, 21])
def test_c051_never_for_the_us_7_4_1(card):
    s = pos(turn=4, hands=[[33], [19]], effects=ON)
    assert O.ops_value(s, US, card) == C.OPS[card]


@pytest.mark.parametrize("card, value", [(10, 1), (30, 2), (33, 3), (21, 4)])
def test_c051_with_red_scare_against_the_ussr_d3(card, value):
    s = pos(turn=4, hands=[[33], [19]], effects={**ON, **RED_SCARE_ON_USSR})
    assert O.ops_value(s, USSR, card) == value


def test_c051_with_containment_each_side_its_own_bonus():
    s = pos(turn=4, hands=[[33], [19]], effects={**ON, "c025_containment": {"until": "turn"}})
    assert O.ops_value(s, USSR, 30) == 3 and O.ops_value(s, US, 30) == 3
    assert O.ops_value(s, US, 33) == 4 and O.ops_value(s, USSR, 21) == 4


def test_c051_china_card_all_in_asia_5_9_6():
    s = full(pos(turn=4, hands=[[33], [19]], effects=ON, inf={"North Korea": (3, 0)}))
    play(s, "card:6", "ops")
    assert s.stack[-1]["points"] == 4 and s.stack[-1]["bonuses"] == [["Asia", 1]]


def test_c051_coup_strength_and_military_operations_7_4_2():
    s = full(pos(turn=4, hands=[[30, 33], [19]], effects=ON, inf={"Nicaragua": (0, 2)}))
    s.rng.force([1])
    play(s, "card:30", "ops", "coup", "coup:Nicaragua")     # 1 + 3 - 2 = 2
    assert where(s, "Nicaragua") == (0, 0) and s.milops == [3, 0]


def test_c051_one_op_card_may_try_the_space_race_7_4_2():
    s = full(pos(turn=4, hands=[[10, 33], [19]], effects=ON))
    play(s, "card:10")
    assert "space" in s.legal_actions()


def test_c051_us_plays_it_for_operations_the_ussr_gets_it_5_2():
    s = full(pos(turn=4, phasing=US, hands=[[33], [BREZHNEV, 19]]))
    play(s, "card:51", "ops", "event_first")
    assert EFFECT in s.effects
    assert s.stack[-1]["points"] == 3                       # the US's own value


def test_c051_expires_at_the_end_of_the_turn():
    s = full(pos(turn=4, phasing=US, hands=[[33], [19, 22]], effects=ON))
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]
    s.stack.clear()
    s.refresh()
    assert s.turn == 5 and EFFECT not in s.effects
