"""77 "Ask Not What Your Country Can Do For You" (US, 3 ops, starred): the US discards
any number of its cards (scoring cards included), then draws as many. Rules: 4.3
(reshuffle), 5.4 (discarded events do not happen), 9.5, 10.1.5 and 4.5 D / 11.1.2 (a
scoring card the event forces into the hand with no round left is excused), 5.2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c077_discard_scoring_and_other_cards_then_draw_as_many():
    s = pos(turn=4, hands=[[7], [77, 1, 19, 20]], phasing=US, deck=[4, 5, 8])
    play(s, "card:77", "event")
    assert s.legal_actions() == ["discard:1", "discard:19", "discard:20", "done"]
    play(s, "discard:1", "discard:20")
    assert 1 in s.discard and 20 in s.discard and s.vp == 0    # 5.4: not scored
    assert s.legal_actions() == ["discard:19", "done"]
    play(s, "done")
    assert sorted(s.hands[US]) == [5, 8, 19] and s.deck == [4]
    assert 77 in s.removed and s.deciding_side == USSR and clean(s) == []
    drawn = [line for line in map(str, s.log) if "draws" in line][-1]
    assert "draws 2" in drawn and "Fidel" not in "\n".join(map(str, s.view(USSR)["log"]))


def test_c077_no_discard_no_draw_still_removed():
    s = pos(turn=4, hands=[[7], [77, 19]], phasing=US, deck=[4])
    play(s, "card:77", "event", "done")
    assert s.hands[US] == [19] and s.deck == [4] and 77 in s.removed


def test_c077_9_5_never_the_china_card():
    s = pos(turn=4, hands=[[7], [77, 19]], phasing=US, china=US, deck=[4])
    play(s, "card:77", "event")
    assert "discard:6" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Ask Not"):
        s.apply("discard:6")


def test_c077_4_3_the_discards_are_reshuffled_when_the_draw_pile_runs_out():
    s = pos(turn=4, hands=[[7], [77, 19, 20]], phasing=US, deck=[4])
    play(s, "card:77", "event", "discard:19", "discard:20", "done")
    assert len(s.hands[US]) == 2 and 4 in s.hands[US]
    assert any("reshuffled" in line for line in map(str, s.log)) and clean(s) == []


def test_c077_10_1_5_a_scoring_card_drawn_with_no_round_left_is_excused():
    """Last US round: the US discards NATO and draws Asia Scoring: held at the end of
    the turn, but forced by the event (10.1.5): no loss; it stays for the next turn."""
    s = pos(turn=4, ar=7, hands=[[7], [77, 21]], phasing=US, deck=[20, 8, 10, 1])
    play(s, "card:77", "event", "discard:21", "done")
    assert not s.is_over and s.turn == 5 and 1 in s.hands[US]


def test_c077_4_5_d_a_scoring_card_kept_is_not_excused():
    s = pos(turn=4, ar=7, hands=[[7], [77, 2, 21]], phasing=US, deck=[20, 8, 10, 1])
    play(s, "card:77", "event", "discard:21", "done")
    assert s.is_over and s.end_reason == "scoring_held" and s.winner == USSR


def test_c077_5_2_ussr_plays_it_for_operations_the_us_refreshes_its_hand():
    s = pos(turn=4, hands=[[77], [19, 20]], inf={"Poland": (1, 0)}, deck=[8])
    play(s, "card:77", "ops", "event_first")
    assert s.deciding_side == US
    play(s, "discard:19", "done")
    assert sorted(s.hands[US]) == [8, 20] and s.deciding_side == USSR
