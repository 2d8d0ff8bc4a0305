"""The 2-player games (rulebook: '2-player game', passive and active neutral armies, the
active game's turn steps 1-7). Units: 0 Red, 1 Green, 2 Yellow, 3 Blue, 4 Grey, 5 Black."""

import pytest

from engine.core import IllegalAction
from engine.risk.board import INDEX
from engine.risk.testing import give, play, position

YELLOW, BLUE, GREY, BLACK = 2, 3, 4, 5


def arm(s, name):
    return s.armies[INDEX[name]]


def own(s, name):
    return s.owner[INDEX[name]]


def test_passive_the_other_player_rolls_the_neutral_defence():
    """Passive neutrals: when a player attacks a neutral army, the other player rolls the
    defending dice (and so chooses how many)."""
    s = position("two-player-passive", 2, {"Alberta": (0, 5), "Ontario": (GREY, 3)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.phase == "defend" and s.to_move == 1
    s.rng.force([6, 6, 6, 1, 1])
    play(s, "defend:2")
    assert arm(s, "Ontario") == 1


def test_passive_neutrals_never_play_turns_or_reinforce():
    """Passive neutrals stay put until destroyed: no reinforcements, no attacks."""
    s = position("two-player-passive", 2, {"Alberta": (0, 5)}, rest=GREY,
                 **{})
    s.owner[INDEX["Peru"]] = 1
    s.tcount = [s.owner.count(u) for u in range(6)]
    s.alive = [c > 0 for c in s.tcount]
    s.invalidate()
    before = [arm(s, "Ontario"), arm(s, "Quebec")]
    play(s, "end_attack", "end_turn")
    assert s.current == 1 and s.phase == "reinforce"
    assert [arm(s, "Ontario"), arm(s, "Quebec")] == before


def test_two_player_won_by_destroying_the_opponent_neutrals_remaining():
    """2-player game (STANDARD-2004 victory): destroying the opponent's last army wins,
    whatever neutral armies remain."""
    s = position("two-player-passive", 2, {"Alberta": (0, 5), "Ontario": (1, 1)}, rest=GREY)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert s.is_over and s.winners == [0] and s.tcount[GREY] > 0
    assert s.check_invariants() == []


def active(holdings, rest=1, phase="attack", **kw):
    return position("two-player-active", 2, holdings, rest=rest, phase=phase, **kw)


def test_active_step1_bribe_one_step_per_card_two_cards_flip_an_ally():
    """Active step 1: each card given moves the neutral one step toward the giver: the
    opponent's ally becomes uninvolved, then the giver's ally (two cards)."""
    s = active({"Alberta": (0, 3), "Ontario": (YELLOW, 2)})
    s.ally[0] = 1                                     # Yellow is Green's ally
    give(s, 0, "Ukraine", "Japan")
    s._begin_turn(0)
    assert s.phase == "bribe"
    acts = s.legal_actions()
    assert "bribe:Yellow:Ukraine" in acts and "bribe:Yellow:Japan" in acts and "done" in acts
    play(s, "bribe:Yellow:Ukraine")
    assert s.ally[0] == -1 and s.ncards[0] == [INDEX["Ukraine"]]
    play(s, "bribe:Yellow:Japan")
    assert s.ally[0] == 0 and len(s.ncards[0]) == 2 and s.phase == "reinforce"
    assert "Ukraine" not in str(s.log[-2:])             # the card goes face down


def test_active_step1_a_neutral_holding_6_cards_cannot_be_bribed():
    s = active({"Alberta": (0, 3), "Ontario": (YELLOW, 1), "Quebec": (GREY, 1)})
    give(s, GREY - 2, "Ukraine", "Japan", "China", "Peru", "Brazil", "Congo", neutral=True)
    give(s, 0, "Egypt")
    s._begin_turn(0)
    assert s.phase == "bribe" and "bribe:Yellow:Egypt" in s.legal_actions()
    assert not any(a.startswith("bribe:Grey") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="fewer than 6 cards"):
        s.apply("bribe:Grey:Egypt")


def test_active_step3_ally_reinforcements_by_a_die_roll_on_its_territories():
    """Active step 3: the player names an ally and rolls a die: that many armies for the
    ally, placed in the ally's territories; allies get no territory or continent bonus."""
    s = active({"Alberta": (0, 3), "Ontario": (BLUE, 2), "Quebec": (BLUE, 1)}, rest=GREY)
    s.owner[INDEX["Peru"]] = 1
    s.tcount = [s.owner.count(u) for u in range(6)]
    s.ally[BLUE - 2] = 0
    s._begin_turn(0)
    s.invalidate()
    play(s, f"place:Alberta:{s.pending}")
    assert s.phase == "allies" and s.legal_actions() == ["ally:Blue", "done"]
    s.rng.force([4])
    play(s, "ally:Blue")
    assert s.phase == "ally_place" and s.pending == 4
    assert all(a.split(":")[1] in ("Ontario", "Quebec") for a in s.legal_actions())
    play(s, "place:Quebec:4")
    assert arm(s, "Quebec") == 5 and s.phase == "attack"


def test_active_step4_attack_with_ally_no_card_for_its_conquest():
    """Active step 4: a player attacks with allied armies as with their own, also against
    other neutrals; no territory card for an ally's conquest."""
    s = active({"Ontario": (BLUE, 6), "Quebec": (GREY, 1), "Alberta": (0, 1)}, rest=1)
    s.ally[BLUE - 2] = 0
    s.invalidate()
    assert "attack:Ontario:Quebec" in s.legal_actions()
    assert "attack:Ontario:Alberta" not in s.legal_actions()          # own territory
    s.rng.force([6, 1, 5, 5])            # battle, then loyalty rolls 5 and 5: no change
    play(s, "attack:Ontario:Quebec", "dice:1", "move:5")
    assert own(s, "Quebec") == BLUE and s.conquered == 0
    play(s, "end_attack", "end_turn")
    assert s.hands[0] == []


def test_active_step4_loyalty_roll_after_invading_a_neutral():
    """Active step 4: after invading a neutral territory, won or lost, a die: 1-4 moves the
    neutral one step against the attacker (uninvolved -> the opponent's ally), 5-6 no change."""
    s = active({"Alberta": (0, 6), "Ontario": (GREY, 5)})
    s.rng.force([1, 6, 6])
    play(s, "attack:Alberta:Ontario", "dice:1")
    assert s.phase == "defend"
    play(s, "defend:2")
    assert s.phase == "invasion" and "stop" in s.legal_actions()
    assert all(a.endswith(":Ontario") or a == "stop" for a in s.legal_actions())
    s.rng.force([3])
    play(s, "stop")
    assert s.ally[GREY - 2] == 1 and s.phase == "attack"
    s.rng.force([1, 6, 6, 6])
    play(s, "attack:Alberta:Ontario", "dice:1", "defend:2")
    s.rng.force([5])
    play(s, "stop")
    assert s.ally[GREY - 2] == 1


def test_active_step4_loyalty_roll_for_the_attacking_ally_too():
    """Active step 4: when an ally invades a neutral, the die is rolled for the ally too."""
    s = active({"Ontario": (BLUE, 6), "Quebec": (GREY, 3)})
    s.ally[BLUE - 2] = 0
    s.ally[GREY - 2] = 0
    s.invalidate()
    s.rng.force([1, 6, 6])
    play(s, "attack:Ontario:Quebec", "dice:1", "defend:2")
    s.rng.force([2, 4])                    # Grey, then the ally Blue
    play(s, "stop")
    assert s.ally[GREY - 2] == -1 and s.ally[BLUE - 2] == -1


def test_active_defeating_a_neutral_takes_its_cards():
    """Active game: the player who defeats a neutral army takes its territory cards."""
    s = active({"Alberta": (0, 5), "Ontario": (GREY, 1)}, rest=1)
    give(s, GREY - 2, "Japan", "Peru", neutral=True)
    s.rng.force([6, 1, 5])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert not s.alive[GREY] and sorted(s.hands[0]) == sorted([INDEX["Japan"], INDEX["Peru"]])
    assert s.check_invariants() == []


def test_active_step5_6_own_fortification_then_one_per_ally():
    """Active steps 5-6: own fortification, then one fortification for each ally."""
    s = active({"Alberta": (0, 3), "Alaska": (0, 1), "Ontario": (BLUE, 4), "Quebec": (BLUE, 1)},
               phase="fortify")
    s.ally[BLUE - 2] = 0
    s.invalidate()
    play(s, "fortify:Alberta:Alaska", "move:2")
    assert s.phase == "ally_fortify" and "fortify:Ontario:Quebec" in s.legal_actions()
    play(s, "fortify:Ontario:Quebec", "move:3")
    assert arm(s, "Quebec") == 4 and s.current == 1
