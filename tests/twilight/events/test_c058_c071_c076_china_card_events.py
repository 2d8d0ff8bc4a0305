"""The China Card events: 58 Cultural Revolution (USSR: claim it face up, or 1 VP),
71 Nixon Plays the China Card (US: take it face down, or 2 VP), 76 Ussuri River Skirmish
(US: claim it face up, or 4 influence in Asia, at most 2 per country); and 101 Formosan
Resolution, discarded only when the US *plays* the China Card. Rules: 9.3 (face down
after play, not playable), 9.4 (an event passes it face up, playable the same turn),
4.5 G (turned face up), 5.2, 2.1.2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

FORMOSAN = "c101_formosan_resolution"


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def with_formosan(s):
    s.effects[FORMOSAN] = {}
    s.in_play.append(101)
    return s


# ---------------------------------------------------------------- 58 Cultural Revolution
def test_c058_us_holder_the_ussr_takes_it_face_up_and_may_play_it_this_turn():
    s = pos(turn=4, hands=[[58, 7], [19, 20]], china=US, china_up=False)
    play(s, "card:58", "event")
    assert s.china == USSR and s.china_up and s.vp == 0 and 58 in s.removed
    play(s, "card:19", "ops", "influence", "inf:Canada")
    assert "card:6" in s.legal_actions()                     # 9.4: playable at once
    assert clean(s) == []


def test_c058_ussr_holder_1_vp_the_card_stays_face_down():
    s = pos(turn=4, hands=[[58, 7], [19]], china=USSR, china_up=False)
    play(s, "card:58", "event")
    assert s.vp == -1 and s.china == USSR and not s.china_up


def test_c058_5_2_us_plays_it_for_operations_the_ussr_claims_the_china_card():
    s = pos(turn=4, hands=[[7], [58, 19]], phasing=US, china=US, inf={"Canada": (0, 1)})
    play(s, "card:58", "ops", "event_first")
    assert s.china == USSR and s.china_up


def test_c058_receiving_is_not_playing_formosan_resolution_stays():
    s = with_formosan(pos(turn=4, hands=[[58, 7], [19]], china=US, run=False))
    s.refresh()
    play(s, "card:58", "event")
    assert s.china == USSR and FORMOSAN in s.effects and 101 in s.in_play


# ---------------------------------------------------------------- 71 Nixon
def test_c071_ussr_holder_the_us_takes_it_face_down_playable_next_turn():
    s = pos(turn=4, hands=[[7, 8], [71, 19]], phasing=US)
    play(s, "card:71", "event")
    assert s.china == US and not s.china_up and 71 in s.removed and s.vp == 0
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert "card:6" not in s.legal_actions()                 # 9.3: face down
    with pytest.raises(IllegalAction, match="9.3"):
        s.apply("card:6")
    assert clean(s) == []


def test_c071_us_holder_2_vp():
    s = pos(turn=4, hands=[[7], [71, 19]], phasing=US, china=US, china_up=False)
    play(s, "card:71", "event")
    assert s.vp == 2 and s.china == US and not s.china_up


def test_c071_4_5_g_turned_face_up_at_the_end_of_the_turn():
    s = pos(turn=4, ar=7, hands=[[7], [71]], phasing=US, deck=[20, 21, 8, 10])
    play(s, "card:71", "event")
    assert s.turn == 5 and s.china == US and s.china_up


def test_c071_5_2_ussr_plays_it_for_operations_hands_the_china_card_over():
    s = pos(turn=4, hands=[[71, 7], [19]], inf={"Poland": (1, 0)})
    play(s, "card:71", "ops", "event_first")
    assert s.china == US and not s.china_up
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert "card:6" not in s.legal_actions()


# ---------------------------------------------------------------- 76 Ussuri River Skirmish
def test_c076_ussr_holder_the_us_claims_it_face_up_and_plays_it_this_turn():
    s = with_formosan(pos(turn=4, hands=[[7, 8], [76, 19]], phasing=US, run=False))
    s.refresh()
    play(s, "card:76", "event")
    assert s.china == US and s.china_up and 76 in s.removed
    assert FORMOSAN in s.effects                             # received, not played
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert "card:6" in s.legal_actions()
    play(s, "card:6", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan",
         "inf:Japan", "inf:Japan")                            # 4 + 1 all in Asia (9.6)
    # 101: the US played the China Card: Formosan Resolution is discarded
    assert FORMOSAN not in s.effects and 101 in s.discard
    assert s.china == USSR and not s.china_up and clean(s) == []


def test_c076_us_holder_4_influence_in_asia_at_most_2_per_country():
    s = pos(turn=4, hands=[[7], [76, 19]], phasing=US, china=US, inf={"Japan": (4, 0)})
    play(s, "card:76", "event")
    assert "inf:Poland" not in s.legal_actions() and "inf:Burma" in s.legal_actions()
    with pytest.raises(IllegalAction, match="76 Ussuri River Skirmish"):
        s.apply("inf:Poland")
    play(s, "inf:Japan", "inf:Japan")                        # USSR-controlled: cost 1
    assert "inf:Japan" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="76 Ussuri River Skirmish"):
        s.apply("inf:Japan")
    play(s, "inf:Vietnam", "inf:Afghanistan")
    assert where(s, "Japan") == (4, 2) and where(s, "Vietnam") == (0, 1)
    assert where(s, "Afghanistan") == (0, 1) and s.deciding_side == USSR
    assert s.china == US and clean(s) == []


def test_c076_5_2_ussr_plays_it_for_operations_the_us_claims_the_china_card():
    s = pos(turn=4, hands=[[76, 7], [19]], inf={"Poland": (1, 0)})
    play(s, "card:76", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert s.china == US and s.china_up and 76 in s.removed
    assert "card:6" in s.legal_actions()                      # the US round now
