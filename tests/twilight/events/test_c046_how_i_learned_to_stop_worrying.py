"""46 How I Learned to Stop Worrying (both, 2 ops, starred): the player sets DEFCON to any
level 1-5 (8.1.7; 1 is nuclear war and he loses, 8.1.3) and the event counts as 5
military operations (8.2)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.testing import US, USSR, play, pos

HILS = 46


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c046_every_level_is_a_legal_choice_of_the_player():
    s = full(pos(turn=4, defcon=4, hands=[[HILS, 33], [19]]))
    play(s, "card:46", "event")
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["defcon:1", "defcon:2", "defcon:3", "defcon:4", "defcon:5"]
    assert str(s.label("defcon:1")).startswith("DEFCON 1 (nuclear war")
    assert str(s.label("defcon:4")) == "DEFCON 4 (unchanged)"
    with pytest.raises(IllegalAction, match="46 How I Learned to Stop Worrying"):
        s.apply("defcon:6")


@pytest.mark.parametrize("start, choice", [(4, 2), (2, 5), (3, 3), (5, 3)])
def test_c046_sets_defcon_and_adds_5_military_operations(start, choice):
    s = full(pos(turn=4, defcon=start, milops=[1, 0], hands=[[HILS, 33], [19]]))
    play(s, "card:46", "event", f"defcon:{choice}")
    assert s.defcon == choice and s.milops == [6, 0]
    assert HILS in s.removed and not s.over and s.check_invariants() == []


def test_c046_defcon_1_is_nuclear_war_the_player_loses_8_1_3():
    s = full(pos(turn=4, defcon=3, hands=[[HILS, 33], [19]]))
    play(s, "card:46", "event", "defcon:1")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"
    assert s.milops == [0, 0]


def test_c046_the_5_milops_meet_the_requirement_at_turn_end_8_2_1():
    s = full(pos(turn=4, defcon=5, phasing=US, hands=[[33], [HILS, 19]]))
    play(s, "card:46", "event", "defcon:5")
    assert s.milops == [0, 5]
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]
    s.stack.clear()
    s.refresh()                                  # turn end: USSR short by 5, US none
    assert s.vp == 5 and s.turn == 5


def test_c046_headlined_by_the_us():
    s = pos(turn=4, defcon=3, hands=[[33, 30], [HILS, 19]], run=False)
    s.step = "headline"
    full(s)
    play(s, "headline:30", "headline:46")        # 2 ops each: the US first (4.5 C)
    assert s.deciding_side == US and s.stack[-1]["kind"] == "c046_defcon"
    play(s, "defcon:4")
    assert s.defcon == 4 and s.milops == [0, 5]


def test_c046_played_for_operations_no_event():
    s = full(pos(turn=4, defcon=4, hands=[[HILS, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:46", "ops")
    assert s.stack[-1]["kind"] == "ops" and s.defcon == 4
