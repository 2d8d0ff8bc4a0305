"""98 Aldrich Ames (USSR, 4 ops, starred; the original card of this printing, not the
Deluxe "Remix"): the US shows its hand, the USSR sets the order in which the US must play
those cards, and the US may not play the China Card this turn. Rules: 4.5 D (action
rounds, held cards), 9.x (the China Card), 10.1.5 (never forced to hold a scoring card),
5.2 (the US may use the ordered card any way), 4.5 C (headline), 6.4.4 box 8 (optional
round), Quagmire (42), We Will Bury You (50)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.events.c098_aldrich_ames import EFFECT
from engine.twilight.testing import US, USSR, play, pos


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def ames(us_hand=(4, 19, 26), order=("order:26", "order:4"), ussr=(98, 33, 30, 14),
         **kw):
    kw.setdefault("china", US)
    s = late(pos(turn=8, hands=[list(ussr), list(us_hand)], **kw))
    play(s, "card:98", "event")
    play(s, *order)
    return s


def test_c098_reveal_then_the_ussr_orders_the_us_cards():
    s = late(pos(turn=8, hands=[[98, 33], [4, 19, 26]], china=US))
    play(s, "card:98", "event")
    assert s.shown[US]["cards"] == [4, 19, 26]
    assert any("US reveals its hand (98 Aldrich Ames)" in line for line in map(str, s.log))
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["order:4", "order:19", "order:26"]
    play(s, "order:26")
    assert s.legal_actions() == ["order:4", "order:19"]
    with pytest.raises(IllegalAction, match="98 Aldrich Ames: choose the next US card"):
        s.apply("order:26")
    play(s, "order:4")                                   # 19 comes last by itself
    assert s.effects[EFFECT] == {"until": "turn", "order": [26, 4, 19]}
    assert 98 in s.removed and s.deciding_side == US
    assert s.check_invariants() == []


def test_c098_the_us_plays_in_that_order_any_use_never_the_china_card():
    s = ames()
    assert s.legal_actions() == ["card:26"]
    with pytest.raises(IllegalAction, match=r"98 Aldrich Ames: the US must play its cards "
                                            r"in the order set by the USSR; next is CIA "
                                            r"Created \(26\)"):
        s.apply("card:4")
    with pytest.raises(IllegalAction, match="98 Aldrich Ames: the US may not play the "
                                            "China Card this turn"):
        s.apply("card:6")
    play(s, "card:26")
    assert s.legal_actions() == ["event", "ops"]         # its use is free (space: 1 op)
    play(s, "ops", "influence", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.legal_actions() == ["card:4"]
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:30", "ops", "influence", "inf:Poland", "inf:Poland")
    assert s.legal_actions() == ["card:19"]
    assert s.check_invariants() == []


def test_c098_cards_that_left_the_hand_are_skipped():
    s = ames(ussr=(98, 92, 30))
    s.rng.force([2])                                     # Terrorism: [4, 19, 26] -> 19
    play(s, "card:26", "ops", "influence", "inf:Japan")
    play(s, "card:92", "event")
    assert 19 in s.discard
    assert s.legal_actions() == ["card:4"]


def test_c098_cards_received_later_come_after_the_order_china_still_barred():
    s = ames(us_hand=(4, 19), order=("order:4",))        # order [4, 19]
    s.hands[US].append(27)                               # a card that entered later
    s.refresh()
    assert s.legal_actions() == ["card:4"]
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.legal_actions() == ["card:19"]
    play(s, "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:30", "ops", "influence", "inf:Poland", "inf:Poland")
    assert s.legal_actions() == ["card:27"]              # free, but not the China Card


def test_c098_10_1_5_a_scoring_card_may_be_played_when_rounds_run_out():
    s = ames(us_hand=(2, 4, 19), order=("order:4", "order:19"), ar=6)
    assert s.effects[EFFECT]["order"] == [4, 19, 2]
    # US round 6: two rounds left, one scoring card: the order holds
    assert s.legal_actions() == ["card:4"]
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    # US round 7, the last: Europe Scoring may be played instead of Truman Doctrine
    assert s.legal_actions() == ["card:19", "card:2"]
    play(s, "card:2", "event")
    assert not s.over and 2 in s.discard
    assert s.turn == 9 and 19 in s.hands[US]             # Truman Doctrine held
    assert EFFECT not in s.effects                       # the order ends with the turn


def test_c098_the_order_and_the_china_card_ban_end_with_the_turn():
    s = ames(us_hand=(4, 19), order=("order:19",), ar=7)
    assert s.legal_actions() == ["card:19"]
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.turn == 9 and EFFECT not in s.effects and 4 in s.hands[US]   # held
    assert s.china == US and s.china_up


def test_c098_only_the_china_card_left_the_us_passes():
    s = ames(us_hand=(4,), order=(), ussr=(98, 33, 30))
    assert s.effects[EFFECT]["order"] == [4]
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    # the US holds only the China Card: it may not play it, the round passes
    assert s.deciding_side == USSR and s.ar == 3
    assert any("may not play the China Card this turn and has no other card" in line
               for line in map(str, s.log))


def test_c098_5_2_us_plays_it_for_ops_the_ussr_orders_the_rest():
    s = late(pos(turn=8, phasing=US, hands=[[33, 30], [98, 4, 19]], china=US))
    play(s, "card:98", "ops", "event_first")
    assert s.shown[US]["cards"] == [4, 19] and s.deciding_side == USSR
    play(s, "order:19")
    play(s, "influence", *["inf:Japan"] * 4)             # the US's own operations
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.legal_actions() == ["card:19"]


def test_c098_4_5_c_headlined_the_us_headline_card_is_not_ordered():
    s = pos(turn=8, hands=[[98, 33], [1, 4, 19]], run=False, china=US)
    s.step = "headline"
    late(s)
    play(s, "headline:98", "headline:1")
    assert s.shown[US]["cards"] == [4, 19] and s.deciding_side == USSR
    play(s, "order:4")
    assert s.effects[EFFECT]["order"] == [4, 19]


def test_c098_quagmire_takes_the_us_round_first():
    s = ames(effects={"c042_quagmire": {"card": 42, "side": US}})
    assert s.stack[-1]["kind"] == "c042_trap"
    assert s.legal_actions() == ["discard:4"]            # 2+ ops: the trap's discard


def test_c098_we_will_bury_you_round_the_order_still_applies():
    s = ames(effects={"c050_we_will_bury_you": {"target": [8, 1], "un": False}})
    assert s.legal_actions() == ["card:26"]
    play(s, "card:26", "ops", "influence", "inf:Japan")
    assert s.vp == -3                                    # no UN Intervention: USSR +3


def test_c098_optional_eighth_round_may_be_passed():
    s = ames(us_hand=(4, 19), order=("order:19",), ar=7,
             effects={"c086_north_sea_oil_rounds": {"until": "turn"}})
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.ar == 8 and s.legal_actions() == ["card:4", "pass"]
    play(s, "pass")
    assert s.turn == 9 and 4 in s.hands[US]


def test_c098_no_china_card_and_nothing_ordered_left_the_usual_play():
    s = ames(us_hand=(4,), order=(), china=USSR)
    assert s.stack[-1]["kind"] == "c098_play" and s.legal_actions() == ["card:4"]
    play(s, "card:4", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    s.hands[US].append(27)
    s.refresh()
    assert s.stack[-1]["kind"] == "play"                 # nothing to restrict any more


def test_c098_views_the_ussr_sees_the_shown_cards_the_us_its_prompt():
    s = ames()
    ussr, us = s.view(0), s.view(1)
    assert [c["number"] for c in ussr["cards"]["opponent_revealed"]] == [4, 19, 26]
    assert ussr["decision"]["prompt"] is None            # the US decides
    assert us["decision"]["kind"] == "c098_play" and us["decision"]["targets"] == {
        "card:26": 26}
    assert "CIA Created (26), next in the order" in str(us["decision"]["prompt"])
    assert s.check_invariants() == []                    # nothing else leaks (views)
