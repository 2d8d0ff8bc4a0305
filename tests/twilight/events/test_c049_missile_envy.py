"""49 Missile Envy (both, 2 ops, not starred): swapped for the opponent's highest printed
ops card (his choice on ties); the card taken is played at once - its event if it is the
taker's or both sides' (5.2-style: starred removed, blocked events discarded), otherwise
its operations without the event; the opponent must use Missile Envy for operations in
his next action round."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import blocked, implemented
from engine.twilight.events.c049_missile_envy import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

ENVY = 49


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def position(us_hand, ussr_hand=(ENVY, 30), **kw):
    return full(pos(turn=4, defcon=3, hands=[list(ussr_hand), list(us_hand)], **kw))


def test_c049_opponents_event_card_used_for_operations_no_event():
    s = position([19, 21, 4], inf={"Poland": (1, 0)})
    s.in_play = [23]
    s.deck.remove(23)
    s.refresh()                              # NATO's prerequisite met: still no event
    play(s, "card:49", "event")
    assert s.hands[US] == [4, 19] and s.stack[-1]["kind"] == "ops"
    assert s.stack[-1]["side"] == USSR and s.stack[-1]["points"] == 4
    assert s.check_invariants() == []        # Missile Envy and NATO being played
    play(s, "influence", *["inf:Poland"] * 4)
    assert where(s, "Poland") == (5, 0) and "c021_nato" not in s.effects
    assert 21 in s.discard and 21 not in s.removed
    assert sorted(s.hands[US]) == [4, 19, ENVY] and ENVY not in s.discard
    assert s.stack[-1]["kind"] == "c049_forced"  # the US round began: taken over
    assert s.check_invariants() == []


def test_c049_forced_operations_in_the_opponents_next_round():
    s = position([19, 21, 4], inf={"Poland": (1, 0)})
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    assert s.deciding_side == US and s.legal_actions() == ["card:49", "space:49"]
    with pytest.raises(IllegalAction, match="49 Missile Envy"):
        s.apply("card:19")
    play(s, "card:49")
    assert s.legal_actions() == ["influence"]  # operations only, no event
    play(s, "influence", "inf:Japan", "inf:Japan")
    assert where(s, "Japan") == (0, 2) and ENVY in s.discard
    assert EFFECT not in s.effects and s.deciding_side == USSR
    assert s.check_invariants() == []


def test_c049_tie_the_opponent_chooses():
    s = position([4, 25, 19], inf={"Poland": (1, 0)})
    play(s, "card:49", "event")
    assert s.deciding_side == US and s.legal_actions() == ["give:4", "give:25"]
    with pytest.raises(IllegalAction, match="49 Missile Envy: give one of your"):
        s.apply("give:19")
    play(s, "give:25")
    assert s.stack[-1]["side"] == USSR and s.stack[-1]["points"] == 3
    assert "c025_containment" not in s.effects


def test_c049_own_event_happens_at_once_starred_removed():
    s = position([12], inf={"Romania": (0, 2)})
    play(s, "card:49", "event")
    assert where(s, "Romania") == (3, 0) and 12 in s.removed
    assert s.hands[US] == [ENVY] and s.deciding_side == US
    assert s.legal_actions() == ["card:49", "space:49"]


def test_c049_both_sides_event_happens_for_the_taker():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[34, 33], [ENVY, 19]]))
    play(s, "card:49", "event")               # the US takes Nuclear Test Ban (4 ops)
    assert s.vp == 1 and s.defcon == 5        # DEFCON 3 - 2 = 1 VP, DEFCON +2
    assert s.hands[USSR] == [33, ENVY] and 34 in s.discard


def test_c049_taken_event_that_cannot_happen_is_discarded_7_5():
    s = full(pos(turn=4, phasing=US, hands=[[21, 30], [ENVY, 19]]))
    play(s, "card:49", "event")               # NATO without Marshall Plan / Warsaw Pact
    assert 21 in s.discard and "c021_nato" not in s.effects
    assert s.hands[USSR] == [30, ENVY] and s.deciding_side == USSR
    assert s.legal_actions() == ["card:49", "space:49"]


def test_c049_opponent_with_no_operations_card_no_exchange():
    s = position([1])                          # only Asia Scoring
    play(s, "card:49", "event")
    assert s.hands[US] == [1] and ENVY in s.discard and EFFECT not in s.effects


def test_c049_printed_values_compared_not_modified_7_4_1():
    """Containment for the US makes 3-op cards 4 like NATO, but the comparison uses the
    printed values: NATO alone is the highest."""
    s = position([21, 4], inf={"Poland": (1, 0)}, effects={"c025_containment": {"until": "turn"}})
    play(s, "card:49", "event")
    assert s.hands[US] == [4] and s.stack[-1]["kind"] == "ops"


def test_c049_obligation_carries_to_the_next_turn():
    """Played by the US in its last action round: the USSR's next round is turn 5's
    first; it may not headline Missile Envy's event meanwhile."""
    s = full(pos(turn=4, ar=7, phasing=US, hands=[[30], [ENVY, 19]]))
    s.ar_done = [7, 7]
    play(s, "card:49", "event", "influence", "inf:Japan", "inf:Japan")
    assert s.turn == 5 and ENVY in s.hands[USSR] and EFFECT in s.effects
    assert blocked(s, USSR, ENVY)[0] == "prohibited"
    assert s.stack[-1]["kind"] == "headline" and s.deciding_side == USSR
    assert "headline:49" not in s.legal_actions()         # 4.5 C: kept for the round
    with pytest.raises(IllegalAction, match="49 Missile Envy"):
        s.apply("headline:49")
    other = s.legal_actions()[0]
    play(s, other)
    play(s, next(a for a in s.legal_actions()))
    while s.stack and s.stack[-1]["kind"] not in ("play", "c049_forced"):
        play(s, s.legal_actions()[0])
    assert s.ar == 1 and s.deciding_side == USSR
    assert s.legal_actions() == ["card:49", "space:49"]


def test_c049_card_gone_before_the_round_no_obligation():
    s = position([21, 4], inf={"Poland": (1, 0)})
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    s.hands[US].remove(ENVY)
    s.discard.append(ENVY)
    s.stack.clear()
    s.ar_side = USSR
    s.step = "ar"
    s.refresh()                                # the US round begins normally
    assert s.stack[-1]["kind"] == "play" and EFFECT not in s.effects


def test_c049_played_for_operations_no_event():
    s = position([21, 4], inf={"Poland": (1, 0)})
    play(s, "card:49", "ops")
    assert s.stack[-1]["kind"] == "ops" and s.hands[US] == [4, 21]


def test_c049_headlined_by_the_ussr_the_us_round_1_is_forced():
    s = pos(turn=4, defcon=3, hands=[[ENVY, 33], [27, 4, 19]], run=False,
            inf={"Poland": (1, 0)})
    s.step = "headline"
    full(s)
    play(s, "headline:49", "headline:19")      # Truman Doctrine (1 op) after Missile Envy
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["side"] == USSR   # US/Japan: 4 ops
    play(s, "influence", *["inf:Poland"] * 4)
    assert ENVY in s.hands[US] and 27 in s.discard
    while s.stack[-1]["kind"] != "play":                      # Truman Doctrine resolves
        play(s, s.legal_actions()[0])
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.deciding_side == US and s.legal_actions() == ["card:49", "space:49"]


def test_c049_forced_even_with_a_scoring_card_in_hand():
    s = position([21, 2], inf={"Poland": (1, 0)})
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    assert s.hands[US] == [2, ENVY] and s.legal_actions() == ["card:49", "space:49"]


def test_c049_the_required_round_may_send_missile_envy_to_the_space_race():
    """6.0 counts the Space Race among the uses of operations, so "must use this card
    for operations" lets the receiver space it (docs/twilight/editions.md section 11,
    R2; a real Deluxe game did, issue 32). 6.4 still applies: the box's
    operations and one attempt a turn; the card goes to the discards, its event never
    happens (6.4.5)."""
    s = position([19, 21, 4], inf={"Poland": (1, 0)})
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    assert s.legal_actions() == ["card:49", "space:49"]
    s.rng.force([1])
    play(s, "space:49")
    assert s.space[US] == 1 and s.space_tries[US] == 1 and ENVY in s.discard
    assert EFFECT not in s.effects and s.deciding_side == USSR
    assert s.check_invariants() == []
    # no space attempt left this turn (6.4.2), or a box the card's operations do not
    # reach (6.4.1): operations only
    s = position([19, 21, 4], inf={"Poland": (1, 0)})
    s.space_tries[US] = 1
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    assert s.legal_actions() == ["card:49"]
    with pytest.raises(IllegalAction, match="6.4.2"):
        s.apply("space:49")
    s = position([19, 21, 4], inf={"Poland": (1, 0)})
    s.space[US] = 4                                   # the next box needs 3 operations
    play(s, "card:49", "event", "influence", *["inf:Poland"] * 4)
    assert s.legal_actions() == ["card:49"]
