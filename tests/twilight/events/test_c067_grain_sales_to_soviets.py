"""67 Grain Sales to Soviets (US, 2 ops): the US takes a card at random from the USSR
hand and plays it, or returns it and conducts operations with Grain Sales. Rules: 5.2,
6.0, 6.4, 7.1, 7.4.1, 8.1.3, 9.5; hidden information (only the taken card is known)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def grain(ussr_hand, pick, us_hand=(19,), **kw):
    """The US plays Grain Sales as event; ``pick``: the k-th lowest USSR card."""
    s = pos(turn=4, hands=[list(ussr_hand), [67, *us_hand]], phasing=US, **kw)
    s.rng.force([pick])
    play(s, "card:67", "event")
    return s


def test_c067_the_taken_card_is_known_to_the_us_only_it_stays_in_the_hand_meanwhile():
    s = grain([7, 8, 20], 2)                                   # Fidel (8)
    assert s.deciding_side == US and s.legal_actions() == ["grain:play", "grain:return"]
    assert "Fidel (8)" in str(s.prompt()) and str(s.label("grain:play")) == "Play Fidel"
    assert 8 in s.hands[USSR]
    assert s.view(US)["opponent_revealed"] == [8]
    assert s.view(USSR)["prompt"] is None
    log = "\n".join(map(str, s.view(US)["log"]))
    assert "Fidel (8)" in log and "Socialist" not in log and "Olympic" not in log
    with pytest.raises(IllegalAction, match="67 Grain Sales"):
        s.apply("grain:keep")
    assert clean(s) == []


def test_c067_play_a_ussr_event_for_operations_the_event_happens_5_2():
    s = grain([7, 8, 20], 2, inf={"Canada": (0, 1)})
    play(s, "grain:play")
    assert 8 not in s.hands[USSR] and s.legal_actions() == ["ops", "space"]
    play(s, "ops", "event_first")
    assert where(s, "Cuba") == (3, 0)                          # Fidel for the USSR
    play(s, "influence", "inf:Canada", "inf:Canada")
    assert where(s, "Canada") == (0, 3) and 8 in s.removed and 67 in s.discard
    assert s.deciding_side == USSR and clean(s) == []


def test_c067_play_an_event_of_both_sides_as_the_us_event():
    s = grain([7, 34], 2, defcon=4)                            # Nuclear Test Ban (34)
    play(s, "grain:play")
    assert "event" in s.legal_actions()
    play(s, "event")
    assert s.vp == 2 and s.defcon == 5 and 34 in s.discard


def test_c067_play_it_on_the_space_race_counts_as_the_turns_attempt():
    s = grain([7, 20], 2)
    s.rng.force([1])
    play(s, "grain:play", "space")
    assert s.space == [0, 1] and s.space_tries == [0, 1] and s.vp == 2


def test_c067_a_scoring_card_taken_and_played_is_scored():
    s = grain([3, 7], 1, inf={"Israel": (0, 4)})              # Middle East Scoring
    play(s, "grain:play")
    assert s.legal_actions() == ["event"]
    play(s, "event")
    assert s.vp == 4                                           # presence 3 + Israel 1
    assert 3 in s.discard and 3 not in s.hands[USSR]


def test_c067_return_it_and_conduct_2_operations_with_us_modifiers():
    s = grain([7, 8], 2, inf={"Canada": (0, 1)},
              effects={"c025_containment": {"until": "turn"}})
    play(s, "grain:return")
    assert sorted(s.hands[USSR]) == [7, 8]                    # back (it never left)
    assert s.view(US)["opponent_revealed"] == [8]              # the US knows it is there
    play(s, "influence", "inf:Canada", "inf:Canada", "inf:Canada")   # 2 + 1 Containment
    assert where(s, "Canada") == (0, 4) and s.deciding_side == USSR and clean(s) == []


def test_c067_empty_ussr_hand_the_us_conducts_the_operations():
    s = pos(turn=4, hands=[[], [67, 19]], phasing=US, inf={"Canada": (0, 1)})
    play(s, "card:67", "event")
    assert s.legal_actions()[0] == "influence"
    play(s, "influence", "inf:Canada", "inf:Canada")
    assert where(s, "Canada") == (0, 3)


def test_c067_defectors_taken_and_played_by_the_us_gives_no_vp():
    s = grain([7, 103], 2)
    play(s, "grain:play")
    assert "event" not in s.legal_actions()                    # 103: prohibited for the US
    play(s, "ops", "influence", "inf:Canada", "inf:Canada")
    assert s.vp == 0 and 103 in s.discard


def test_c067_5_2_ussr_plays_it_for_operations_the_us_acts_in_the_ussr_round():
    s = pos(turn=4, hands=[[67, 7, 8], [19]], inf={"Poland": (1, 0), "Canada": (0, 1)})
    s.rng.force([1])                                           # hand [7, 8] -> 7
    play(s, "card:67", "ops", "event_first")
    assert s.deciding_side == US and "Socialist Governments (7)" in str(s.prompt())
    play(s, "grain:return", "influence", "inf:Canada", "inf:Canada")
    assert s.deciding_side == USSR and where(s, "Canada") == (0, 3)
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 0) and 67 in s.discard and clean(s) == []
