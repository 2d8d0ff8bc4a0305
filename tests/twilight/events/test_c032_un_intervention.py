"""32 UN Intervention (both, 1 op): played with a card bearing the opponent's event, that
event is cancelled and the player uses the card's operations; never in the headline.
Rules: 2.2.2 (whose event), 5.2 (no opponent event), 7.4.1 / 7.4.2 (the player's own
modifiers), 6.4.1 (no Space Race: D5), 8.1.3 / 8.2.3 (coups), 4.5 C (headline)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def headline_position(hands, **kw):
    s = pos(turn=2, hands=hands, run=False, **kw)
    s.step = "headline"
    s.refresh()
    return s


def test_c032_worked_example_turn_1_ussr_6_played_for_one_operation():
    s = pos(hands=[[32], [19]], inf={"Thailand": (1, 0)})
    play(s, "card:32", "ops", "influence", "inf:Thailand")
    assert where(s, "Thailand") == (2, 0) and 32 in s.discard


def test_c032_ussr_plays_it_with_nato_event_cancelled_four_operations():
    s = pos(hands=[[32, 21, 7], [19]], inf={"Poland": (1, 0)})
    s.in_play = [16]                                   # NATO's prerequisite is met
    play(s, "card:32")
    assert "event" in s.legal_actions()
    play(s, "event")
    assert s.deciding_side == USSR and s.legal_actions() == ["un:21"]
    play(s, "un:21")
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["points"] == 4
    assert s.legal_actions() == ["influence"]          # no US influence to attack
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (5, 0)
    assert "c021_nato" not in s.effects and 21 not in s.in_play
    assert 21 in s.discard and 21 not in s.removed and 32 in s.discard
    assert s.hands[USSR] == [7] and s.resolving == []
    assert s.deciding_side == US and clean(s) == []


def test_c032_us_plays_it_with_de_stalinization_no_relocation():
    s = pos(hands=[[7], [32, 33]], phasing=US, inf={"Poland": (3, 0), "Mexico": (0, 1)})
    play(s, "card:32", "event", "un:33")
    assert s.stack[-1]["points"] == 3
    play(s, "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert where(s, "Mexico") == (0, 4) and where(s, "Poland") == (3, 0)
    assert 33 in s.discard and 33 not in s.removed
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "play"


def test_c032_with_defectors_no_us_vp():
    s = pos(hands=[[32, 103], [19]], inf={"Poland": (1, 0)})
    play(s, "card:32", "event", "un:103", "influence", "inf:Poland", "inf:Poland")
    assert s.vp == 0 and 103 in s.discard


def test_c032_with_blockade_starred_card_discarded_west_germany_untouched():
    s = pos(hands=[[7], [32, 10]], phasing=US, inf={"West Germany": (0, 2)})
    play(s, "card:32", "event", "un:10", "influence", "inf:West Germany")
    assert where(s, "West Germany") == (0, 3)
    assert 10 in s.discard and 10 not in s.removed


def test_c032_only_cards_bearing_the_opponents_event_can_be_paired():
    s = pos(hands=[[32, 20, 7, 4, 1], [19]])           # Olympic (both), own, US, scoring
    play(s, "card:32", "event")
    assert s.legal_actions() == ["un:4"]
    with pytest.raises(IllegalAction, match="32 UN Intervention.*Olympic Games"):
        s.apply("un:20")
    with pytest.raises(IllegalAction, match="32 UN Intervention.*Socialist Governments"):
        s.apply("un:7")
    with pytest.raises(IllegalAction, match="32 UN Intervention.*China Card"):
        s.apply("un:6")
    with pytest.raises(IllegalAction, match="not in your hand"):
        s.apply("un:21")


def test_c032_no_opponent_card_no_event_but_operations_and_space_race():
    s = pos(hands=[[32, 7, 20], [19]])
    play(s, "card:32")
    assert s.legal_actions() == ["ops"]                # 1 op: no Space Race box 1 either
    with pytest.raises(IllegalAction, match="32 UN Intervention needs a card"):
        s.apply("event")
    t = pos(hands=[[32, 7], [19]], space=[1, 0])      # box 2 needs 2 ops: still refused
    play(t, "card:32")
    assert t.legal_actions() == ["ops"]


def test_c032_4_5_c_never_in_the_headline():
    s = headline_position([[32, 4], [19, 21]])
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["headline:4"]
    with pytest.raises(IllegalAction, match="UN Intervention.*Headline Phase"):
        s.apply("headline:32")


def test_c032_4_5_c_only_un_intervention_in_hand_no_headline():
    s = headline_position([[32], [19, 21]])
    assert s.deciding_side == US
    play(s, "headline:19")                             # the USSR has no headline card
    assert 32 in s.hands[USSR]


def test_c032_7_4_1_red_scare_against_the_player_paired_4_op_card_is_3():
    s = pos(hands=[[32, 21], [19]], inf={"Poland": (1, 0)},
            effects={"c031_red_scare_purge": {"until": "turn", "against": [USSR]}})
    play(s, "card:32", "event", "un:21")
    assert s.stack[-1]["points"] == 3


def test_c032_7_4_1_containment_applies_to_the_us_paired_card():
    s = pos(hands=[[7], [32, 28]], phasing=US, effects={"c025_containment": {"until": "turn"}})
    play(s, "card:32", "event", "un:28")
    assert s.stack[-1]["points"] == 4


def test_c032_d5_paired_operations_never_go_to_the_space_race():
    s = pos(hands=[[32, 21], [19]], inf={"Poland": (1, 0)})
    play(s, "card:32", "event", "un:21")
    assert s.stack[-1]["kind"] == "ops" and "space" not in s.legal_actions()
    with pytest.raises(IllegalAction):
        s.apply("space")


def test_c032_8_2_3_coup_with_the_paired_card_military_operations_and_defcon():
    s = pos(hands=[[32, 4], [19]], inf={"Iran": (0, 2)})
    s.rng.force([4])
    play(s, "card:32", "event", "un:4", "coup", "coup:Iran")
    assert s.milops == [3, 0] and s.defcon == 4        # Duck and Cover: 3 ops, no event
    assert where(s, "Iran") == (1, 0)                   # 4 + 3 - 4 = 3: 2 removed, 1 added
    assert s.vp == 0 and 4 in s.discard


def test_c032_8_1_3_coup_to_defcon_1_the_player_loses():
    s = pos(hands=[[32, 4], [19]], defcon=2, inf={"Nigeria": (0, 1)})
    play(s, "card:32", "event", "un:4", "coup", "coup:Nigeria")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"


def test_c032_the_opponent_never_sees_the_paired_card_choice_before_it_is_played():
    s = pos(hands=[[32, 21, 4], [19]], inf={"Poland": (1, 0)})
    play(s, "card:32", "event")
    v = s.view(US)
    assert v["prompt"] is None and v["hand_sizes"] == [2, 1]
    assert 21 not in v["opponent_revealed"]
    play(s, "un:21")
    assert s.view(US)["resolving"] == [32, 21]          # now played, face up
