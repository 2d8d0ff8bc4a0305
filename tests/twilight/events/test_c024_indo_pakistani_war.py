"""24 Indo-Pakistani War (both, 2 ops, war card 7.6): target choice, -1 per
opponent-controlled neighbour of the target, 4-6 wins, 2 VP and influence replaced,
2 military operations to the player (8.2.4, D4)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import complete, US, USSR, play, pos, where

WAR = 24


def war(side, target, die, inf=None, **kw):
    hands = [[33], [WAR, 19]] if side == US else [[WAR, 33], [19]]
    s = complete(pos(hands=hands, phasing=side, inf=inf or {}, **kw))
    play(s, "card:24", "event")
    assert s.deciding_side == side
    assert s.legal_actions() == ["invade:Pakistan", "invade:India"]
    s.rng.force([die])
    play(s, "invade:" + target)
    return s


def test_c024_worked_example_turn_1_us_rolls_4_wins():
    """Example of play, turn 1, US 2: the minimum roll, 4; 2 VP and 2 military ops."""
    s = war(US, "Pakistan", 4)
    assert s.vp == 2 and s.milops == [0, 2]
    assert WAR in s.discard                               # not starred
    assert s.check_invariants() == []


def test_c024_opponent_controlled_neighbours_of_the_target_subtract():
    s = war(US, "Pakistan", 5, inf={"Iran": (2, 0), "Afghanistan": (2, 0),
                                    "Pakistan": (1, 0)})
    assert s.vp == 0 and s.milops == [0, 2]              # 5 - 2 = 3: no win
    assert where(s, "Pakistan") == (1, 0)


def test_c024_the_invading_country_counts_when_the_opponent_controls_it():
    s = war(US, "Pakistan", 4, inf={"India": (3, 0)})    # 4 - 1 = 3
    assert s.vp == 0 and s.milops == [0, 2]


def test_c024_uncontrolled_or_own_neighbours_do_not_subtract():
    s = war(US, "Pakistan", 4, inf={"Iran": (1, 0), "Afghanistan": (0, 2),
                                    "Pakistan": (2, 1)})
    assert s.vp == 2 and where(s, "Pakistan") == (0, 3)


def test_c024_ussr_invades_india_and_replaces_us_influence():
    s = war(USSR, "India", 4, inf={"India": (0, 2)})
    assert where(s, "India") == (2, 0) and s.vp == -2 and s.milops == [2, 0]
    assert s.check_invariants() == []


@pytest.mark.parametrize("die, mods, wins", [(6, 2, True), (5, 2, False), (3, 0, False),
                                             (4, 0, True)])
def test_c024_success_range_4_to_6_after_modifiers(die, mods, wins):
    # the USSR invades India: its neighbours Pakistan and Burma US-controlled (-2) or empty
    inf = {"Pakistan": (0, 3), "Burma": (0, 2)} if mods else {}
    s = war(USSR, "India", die, inf=inf)
    assert (s.vp == -2) is wins and s.milops == [2, 0]


def test_c024_red_scare_does_not_change_the_2_military_operations_d4():
    s = war(US, "India", 1, effects={"c031_red_scare_purge": {"until": "turn",
                                                             "against": [US]}})
    assert s.milops == [0, 2] and s.vp == 0


def test_c024_no_influence_at_stake_still_vp_on_a_win_7_6():
    s = war(USSR, "Pakistan", 6)
    assert s.vp == -2 and where(s, "Pakistan") == (0, 0)


def test_c024_only_india_or_pakistan():
    s = complete(pos(hands=[[33], [WAR, 19]], phasing=US))
    play(s, "card:24", "event")
    with pytest.raises(IllegalAction, match="24 Indo-Pakistani War"):
        s.apply("invade:Iran")


def test_c024_played_for_operations_no_event_no_military_operations():
    s = complete(pos(hands=[[33], [WAR, 19]], phasing=US))
    play(s, "card:24", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.milops == [0, 0] and s.vp == 0 and WAR in s.discard


def test_c024_headline_the_player_who_played_it_chooses_and_gets_the_milops():
    s = pos(turn=2, hands=[[WAR, 33], [19, 4]], run=False)
    s.step = "headline"
    complete(s)
    play(s, "headline:24", "headline:19")                 # 1 op vs 2: the USSR first
    assert s.deciding_side == USSR and s.legal_actions() == ["invade:Pakistan",
                                                              "invade:India"]
    s.rng.force([5])
    play(s, "invade:India")
    assert s.vp == -2 and s.milops == [2, 0]
