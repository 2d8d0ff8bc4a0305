"""81 Solidarity (US, 2 ops, starred, Late War): +3 US influence in Poland; playable as
an event only after John Paul II Elected Pope (68, effect ``john_paul_ii``). Rules: 7.5
(prerequisite), 5.2 (second bullet, example 1: the card is discarded, not removed),
4.5 C (headline), 2.2.4 (starred)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

JP2 = {"john_paul_ii": {}}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c081_7_5_without_john_paul_ii_the_event_is_not_offered():
    s = late(pos(turn=8, phasing=US, hands=[[], [81, 19]], inf={"Poland": (3, 0)}))
    play(s, "card:81")
    assert "event" not in s.legal_actions() and "ops" in s.legal_actions()
    with pytest.raises(IllegalAction, match="81 Solidarity needs John Paul II"):
        s.apply("event")
    assert where(s, "Poland") == (3, 0)


def test_c081_with_john_paul_ii_adds_3_us_influence_in_poland_and_is_removed():
    s = late(pos(turn=8, phasing=US, hands=[[], [81, 19]], inf={"Poland": (3, 0)},
                 effects=JP2))
    play(s, "card:81", "event")
    assert where(s, "Poland") == (3, 3)
    assert 81 in s.removed and 81 not in s.discard
    assert "john_paul_ii" in s.effects                   # Solidarity cancels nothing
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c081_5_2_ussr_plays_it_for_ops_without_john_paul_ii_no_event_card_discarded():
    s = late(pos(turn=8, hands=[[81, 33], [19]], inf={"Poland": (3, 0)}))
    play(s, "card:81", "ops")                            # no timing choice: no event
    assert s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (5, 0)
    assert 81 in s.discard and 81 not in s.removed       # 5.2: discarded, not removed
    assert any("does not happen" in line for line in map(str, s.log))
    assert s.check_invariants() == []


def test_c081_5_2_ussr_plays_it_for_ops_with_john_paul_ii_the_us_gets_poland():
    s = late(pos(turn=8, hands=[[81, 33], [19]], inf={"Poland": (3, 0)}, effects=JP2))
    play(s, "card:81", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (5, 3)
    assert 81 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c081_4_5_c_ussr_headline_with_john_paul_ii_implemented_by_the_us():
    s = pos(turn=8, hands=[[81], [19]], effects=JP2, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:81", "headline:19")
    # 81 (2 ops) resolves before 19 (1 op): Poland gets the US influence
    assert where(s, "Poland")[1] == 3 and 81 in s.removed


def test_c081_4_5_c_headlined_without_john_paul_ii_no_effect_discarded():
    s = pos(turn=8, hands=[[3], [81]], run=False)         # 3: Middle East Scoring
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:81")
    assert where(s, "Poland")[1] == 0
    assert 81 in s.discard and 81 not in s.removed
