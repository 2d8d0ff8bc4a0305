"""25 Containment (US, 3 ops, starred): +1 to US cards played for operations this turn,
maximum 4 (7.4, 7.4.1, 7.4.2, D3); stacking with Red Scare/Purge and the China Card."""

import pytest

from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events.c025_containment import EFFECT
from engine.twilight.testing import complete, US, USSR, play, pos, where

CONTAINMENT, CIA, CHINA = 25, 26, 6
ON = {EFFECT: {"until": "turn"}}
RED_SCARE_ON_US = {"c031_red_scare_purge": {"until": "turn", "against": [US]}}


def test_c025_event_lasts_for_the_turn_and_card_is_removed():
    s = complete(pos(hands=[[33, 30], [CONTAINMENT, 22]], phasing=US))
    play(s, "card:25", "event")
    assert s.effects[EFFECT] == {"until": "turn"} and CONTAINMENT in s.removed
    play(s, "card:33", "ops")                             # the USSR: unchanged 3
    assert s.stack[-1]["points"] == 3
    play(s, "influence", *["inf:Poland"] * 3)
    play(s, "card:22", "ops")                             # US 2-op card: 3 points
    assert s.stack[-1]["points"] == 3
    play(s, "influence", *["inf:Japan"] * 3)
    assert where(s, "Japan") == (0, 3)
    assert s.check_invariants() == []


@pytest.mark.parametrize("card, value", [(19, 2), (22, 3), (29, 4), (21, 4), (CHINA, 4)])
def test_c025_values_for_the_us_capped_at_4(card, value):
    s = pos(hands=[[33], [19]], effects=ON)
    assert O.ops_value(s, US, card) == value


@pytest.mark.parametrize("card", [19, 22, 29, 21])
def test_c025_never_for_the_ussr_7_4_1(card):
    s = pos(hands=[[33], [19]], effects=ON)
    assert O.ops_value(s, USSR, card) == C.OPS[card]


@pytest.mark.parametrize("card, value", [(19, 1), (22, 2), (29, 3), (21, 4)])
def test_c025_with_red_scare_against_the_us_d3(card, value):
    """D3: printed + Containment - Red Scare, limited to 1..4: 3 -> 3, 4 -> 4."""
    s = pos(hands=[[33], [19]], effects={**ON, **RED_SCARE_ON_US})
    assert O.ops_value(s, US, card) == value


def test_c025_china_card_all_in_asia_5():
    s = complete(pos(hands=[[33], [19]], phasing=US, china=US, effects=ON))
    play(s, "card:6", "ops")
    assert s.stack[-1]["points"] == 4 and s.stack[-1]["bonuses"] == [["Asia", 1]]
    play(s, "influence", *["inf:Japan"] * 5)
    assert where(s, "Japan") == (0, 5) and s.china == USSR


def test_c025_coup_strength_and_military_operations_7_4_2():
    s = complete(pos(hands=[[33], [29, 19]], phasing=US, effects=ON,
                     inf={"Lebanon": (1, 0)}))
    s.rng.force([1])
    play(s, "card:29", "ops", "coup", "coup:Lebanon")    # 1 + 4 - 2 = 3
    assert where(s, "Lebanon") == (0, 2) and s.milops == [0, 4]


def test_c025_one_op_card_may_try_space_race_box_1():
    s = complete(pos(hands=[[33], [19, 4]], phasing=US, effects=ON))
    play(s, "card:19")
    assert "space" in s.legal_actions()
    s2 = complete(pos(hands=[[33], [19, 4]], phasing=US))
    play(s2, "card:19")
    assert "space" not in s2.legal_actions()


def test_c025_blockade_a_two_op_card_satisfies_it_5_3():
    s = complete(pos(hands=[[10, 33], [22, 19]], effects=ON, inf={"West Germany": (0, 3)}))
    play(s, "card:10", "event")
    assert s.deciding_side == US
    assert s.legal_actions() == ["discard:22", "decline"]
    play(s, "discard:22")
    assert where(s, "West Germany") == (0, 3) and 22 in s.discard


def test_c025_cia_created_then_has_2_ops_7_4_2_example_3():
    """Worked example, turn 2, US 2: CIA Created under Containment: 2 influence in Libya."""
    s = complete(pos(hands=[[33, 30], [CIA, 19]], phasing=US, effects=ON,
                     inf={"Egypt": (0, 2)}))
    play(s, "card:26", "event")
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["points"] == 2
    play(s, "influence", "inf:Libya", "inf:Libya")
    assert where(s, "Libya") == (0, 2) and B.controls(s.inf, US, B.INDEX["Libya"])


def test_c025_ussr_plays_it_for_ops_the_us_gets_the_bonus_5_2():
    s = complete(pos(hands=[[CONTAINMENT, 33], [22, 19]]))
    play(s, "card:25", "ops", "event_first")
    assert EFFECT in s.effects
    assert s.stack[-1]["points"] == 3                     # the USSR's own ops unchanged
    play(s, "influence", *["inf:Poland"] * 3)
    assert CONTAINMENT in s.removed
    play(s, "card:22", "ops")
    assert s.stack[-1]["points"] == 3


def test_c025_expires_at_the_end_of_the_turn_g13():
    s = complete(pos(hands=[[33], [CONTAINMENT, 19]], phasing=US, ar=6))
    play(s, "card:25", "event")                          # the last round of turn 1
    assert any(line.startswith("Containment:") for line in map(str, s.log))
    assert s.turn == 2 and EFFECT not in s.effects      # turn over, next headline phase
    assert O.ops_value(s, US, 19) == 1


def test_c025_headlined_it_covers_every_us_action_round_g13():
    s = pos(turn=2, hands=[[18, 33], [CONTAINMENT, 22, 19]], run=False)
    s.step = "headline"
    complete(s)
    play(s, "headline:18", "headline:25")                 # 3 ops vs 1: the US first
    assert EFFECT in s.effects and CONTAINMENT in s.removed
    play(s, "card:33", "ops", "influence", *["inf:Poland"] * 3)
    play(s, "card:22", "ops")
    assert s.stack[-1]["points"] == 3
    assert s.check_invariants() == []
