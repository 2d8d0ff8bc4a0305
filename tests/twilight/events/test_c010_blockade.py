"""10 Blockade (USSR, 1 op, starred): unless the US at once discards a card of 3+
operations, all US influence leaves West Germany. Rules: 5.3 (higher value satisfies),
5.4 (the discarded event does not happen), 7.4.2 (modified values count), 9.5 (never the
China Card), 2.2.1 (scoring cards have no value), 5.2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.rules import RULES
from engine.twilight.testing import US, USSR, play, pos, where


def modifier_on(monkeypatch, side, amount, name):
    """A stand-in for Containment (+1 US) / Red Scare (-1) as an ops modifier."""
    monkeypatch.setitem(RULES.hooks, "ops_modifier", RULES.hooks["ops_modifier"] + [
        (name, lambda st, s, card: amount if s == side else 0)])
    return {name: {"until": "turn"}}


def test_c010_us_discards_a_3_op_card_west_germany_kept():
    s = pos(hands=[[10], [4, 26]], inf={"West Germany": (0, 4)})
    play(s, "card:10", "event")
    assert s.deciding_side == US
    assert s.legal_actions() == ["discard:4", "decline"]
    play(s, "discard:4")
    assert where(s, "West Germany") == (0, 4)
    assert 4 in s.discard and s.hands[US] == [26]
    assert s.defcon == 5 and s.vp == 0                # 5.4: Duck and Cover does not happen
    assert 10 in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c010_us_declines_west_germany_emptied():
    s = pos(hands=[[10], [4, 26]], inf={"West Germany": (1, 4)})
    play(s, "card:10", "event", "decline")
    assert where(s, "West Germany") == (1, 0)
    assert s.hands[US] == [4, 26] and 10 in s.removed


def test_c010_no_eligible_card_no_choice_west_germany_emptied():
    s = pos(hands=[[10], [26, 101]], inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert where(s, "West Germany") == (0, 0)
    assert s.hands[US] == [26, 101]
    assert s.stack[-1]["kind"] == "play" and s.deciding_side == US


def test_c010_5_3_a_4_op_card_satisfies():
    s = pos(hands=[[10], [23]], inf={"West Germany": (0, 3)})
    play(s, "card:10", "event", "discard:23")
    assert where(s, "West Germany") == (0, 3) and 23 in s.discard


def test_c010_1_op_card_cannot_be_discarded():
    s = pos(hands=[[10], [4, 26]], inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    with pytest.raises(IllegalAction, match="5.3"):
        s.apply("discard:26")


def test_c010_7_4_2_red_scare_on_the_us_makes_3_op_cards_too_weak(monkeypatch):
    eff = modifier_on(monkeypatch, US, -1, "test_red_scare")
    s = pos(hands=[[10], [29, 23]], effects=eff, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert s.legal_actions() == ["discard:23", "decline"]


def test_c010_7_4_2_containment_makes_a_2_op_card_enough(monkeypatch):
    eff = modifier_on(monkeypatch, US, +1, "test_containment")
    s = pos(hands=[[10], [101, 26]], effects=eff, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert s.legal_actions() == ["discard:101", "decline"]
    play(s, "discard:101")
    assert where(s, "West Germany") == (0, 3) and 101 in s.discard


def test_c010_7_4_1_ussr_modifiers_do_not_help_the_us(monkeypatch):
    eff = modifier_on(monkeypatch, USSR, +1, "test_brezhnev")
    s = pos(hands=[[10], [101]], effects=eff, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert where(s, "West Germany") == (0, 0)


def test_c010_9_5_the_china_card_is_never_discarded():
    s = pos(hands=[[10], [26]], china=US, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert where(s, "West Germany") == (0, 0)
    assert s.china == US and s.china_up


def test_c010_2_2_1_scoring_cards_are_never_eligible():
    s = pos(hands=[[10], [2, 26]], inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert where(s, "West Germany") == (0, 0)
    assert 2 in s.hands[US]


def test_c010_worked_example_turn1_us6_ops_first_then_no_eligible_card(monkeypatch):
    """Turn 1 US 6 (C1 of the spec): Blockade for 1 op (Red Scare: minimum 1), Italy +1
    first; then the US holds only Formosan Resolution (2-1 = 1): West Germany is lost."""
    eff = modifier_on(monkeypatch, US, -1, "test_red_scare")
    s = pos(hands=[[], [10, 101]], phasing=US, effects=eff,
            inf={"West Germany": (0, 2), "Italy": (0, 1)})
    play(s, "card:10", "ops", "ops_first", "influence", "inf:Italy")
    assert where(s, "Italy") == (0, 2)
    assert where(s, "West Germany") == (0, 0)
    assert 10 in s.removed and s.hands[US] == [101]


def test_c010_5_2_us_plays_it_for_ops_event_first_discards_and_keeps():
    s = pos(hands=[[], [10, 29]], phasing=US, inf={"West Germany": (0, 2), "Italy": (0, 1)})
    play(s, "card:10", "ops", "event_first", "discard:29")
    assert where(s, "West Germany") == (0, 2) and 29 in s.discard
    play(s, "influence", "inf:Italy")
    assert where(s, "Italy") == (0, 2) and 10 in s.removed


def test_c010_empty_west_germany_the_us_may_still_discard_event_counts_as_played():
    s = pos(hands=[[10], [4]], inf={})
    play(s, "card:10", "event")
    assert s.legal_actions() == ["discard:4", "decline"]
    play(s, "decline")
    assert where(s, "West Germany") == (0, 0) and 10 in s.removed


def test_c010_4_5_c_ussr_headline_the_us_chooses_from_its_hand():
    s = pos(turn=2, hands=[[10], [19, 4]], inf={"West Germany": (0, 3)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:10", "headline:19")             # Truman (1) ties Blockade (1): US first
    assert s.deciding_side == US and s.legal_actions() == ["discard:4", "decline"]
    play(s, "discard:4")
    assert where(s, "West Germany") == (0, 3) and 4 in s.discard


def test_c010_7_4_2_with_the_real_red_scare_purge():
    eff = {"c031_red_scare_purge": {"until": "turn", "against": [US]}}
    s = pos(hands=[[10], [29, 23]], effects=eff, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert s.legal_actions() == ["discard:23", "decline"]


def test_c010_7_4_2_with_the_real_containment():
    eff = {"c025_containment": {"until": "turn"}}
    s = pos(hands=[[10], [101, 26]], effects=eff, inf={"West Germany": (0, 3)})
    play(s, "card:10", "event")
    assert s.legal_actions() == ["discard:101", "decline"]
