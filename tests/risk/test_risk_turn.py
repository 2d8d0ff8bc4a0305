"""The classic game's turn (rulebook: 'Step 1 - reinforcements', 'Step 2 - battles',
'Step 3 - fortification', 'Step 4 - territory card', 'Winning'). Dice are forced."""

import pytest

from engine.core import IllegalAction
from engine.risk.board import INDEX
from engine.risk.testing import give, play, position

AUS = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"]


def armies(s, name):
    return s.armies[INDEX[name]]


def owner(s, name):
    return s.owner[INDEX[name]]


def start_turn(s, p=0):
    s._begin_turn(p)
    s.invalidate()
    return s


# ------------------------------------------------------------------ Step 1
def test_step1_reinforcements_13_territories_give_4_rulebook_example():
    """Step 1.1: 13 territories give 13 // 3 = 4 armies (rulebook example)."""
    names = ["Alaska", "Alberta", "Ontario", "Quebec", "Greenland", "Iceland", "Peru",
             "Brazil", "Congo", "Egypt", "Japan", "Siam", "India"]
    s = start_turn(position(holdings={n: (0, 1) for n in names}, rest=1))
    assert s.pending == 4 and s.phase == "reinforce"


def test_step1_minimum_3_reinforcements_with_5_territories():
    """Step 1.1: 5 territories would give 1, but the minimum is 3 (rulebook example)."""
    names = ["Alaska", "Alberta", "Peru", "Congo", "Japan"]
    s = start_turn(position(holdings={n: (0, 1) for n in names}, rest=1))
    assert s.pending == 3


def test_step1_continent_bonus_australia_2():
    """Step 1.2: holding a whole continent at the start of the turn adds its bonus."""
    s = start_turn(position(holdings={n: (0, 1) for n in AUS}, rest=1))
    assert s.pending == 3 + 2


def test_step1_placement_only_in_own_territories_all_before_battle():
    """Step 1.4: all reinforcements are placed, in own territories, before the battles."""
    s = start_turn(position(holdings={n: (0, 1) for n in AUS}, rest=1))
    with pytest.raises(IllegalAction, match="Step 1"):
        s.apply("place:Alaska:1")
    assert "end_attack" not in s.legal_actions()
    play(s, "place:Indonesia:3")
    assert s.phase == "reinforce" and s.pending == 2
    play(s, "place:Siam:2") if False else play(s, "place:New Guinea:2")
    assert s.phase == "attack" and armies(s, "Indonesia") == 4 and armies(s, "New Guinea") == 3


def test_step1_3_golden_cavalry_first_set_4_then_6_rulebook_example():
    """Step 1.3: the first set traded gives 4 and the cavalryman moves to 6; the next set
    (of anyone) gives 6 (rulebook example: Red trades first)."""
    s = start_turn(position(holdings={n: (0, 1) for n in AUS}, rest=1))
    give(s, 0, "Ukraine", "North Africa", "Afghanistan")          # 3 infantry
    acts = [a for a in s.legal_actions() if a.startswith("trade:")]
    assert acts == ["trade:Ukraine,North Africa,Afghanistan"]
    play(s, acts[0])
    assert s.pending == 5 + 4 and s.cavalry == 1
    s2 = start_turn(position(holdings={n: (1, 1) for n in AUS}, rest=0), 1)
    s2.cavalry = 1
    give(s2, 1, "Japan", "China", "Joker")                         # cavalry, artillery, joker
    play(s2, next(a for a in s2.legal_actions() if a.startswith("trade:")))
    assert s2.pending == 5 + 6 and s2.cavalry == 2


def test_step1_3_not_a_set_is_illegal_and_cavalry_stays_at_60():
    """Step 1.3: a set is three alike or one of each (jokers wild); the track ends at 60."""
    s = start_turn(position(holdings={n: (0, 1) for n in AUS}, rest=1))
    give(s, 0, "Ukraine", "North Africa", "Japan")                 # inf, inf, cav
    assert not [a for a in s.legal_actions() if a.startswith("trade:")]
    before = s.digest()
    with pytest.raises(IllegalAction, match="Step 1.3"):
        s.apply("trade:Ukraine,North Africa,Japan")
    assert s.digest() == before
    s.cavalry = 13
    give(s, 0, "China")
    play(s, "trade:Ukraine,Japan,China")
    assert s.pending == 5 + 60 and s.cavalry == 13


def test_step1_3_six_cards_must_trade_before_placing():
    """Step 1.3: holding 6 or more territory cards, the player must trade."""
    s = start_turn(position(holdings={n: (0, 1) for n in AUS}, rest=1))
    give(s, 0, "Ukraine", "North Africa", "Afghanistan", "Japan", "Venezuela", "China")
    assert all(a.startswith("trade:") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="must trade"):
        s.apply("place:Indonesia:1")
    play(s, s.legal_actions()[0])
    assert any(a.startswith("place:") for a in s.legal_actions())


# ------------------------------------------------------------------ Step 2
def test_step2_attack_needs_two_armies_adjacency_and_an_enemy():
    """Step 2: attack from an own territory with at least 2 armies (one stays) to an
    adjacent (border or sea line) territory of another player."""
    s = position(holdings={"Alaska": (0, 1), "Alberta": (0, 5), "Kamchatka": (1, 2)}, rest=1)
    legal = s.legal_actions()
    assert "attack:Alberta:Northwest Territory" in legal
    for bad, why in [("attack:Alaska:Kamchatka", "at least 2 armies"),
                     ("attack:Alberta:Kamchatka", "not adjacent"),
                     ("attack:Alberta:Alaska", "own side")]:
        with pytest.raises(IllegalAction, match=why):
            s.apply(bad)


def test_step2_battle_rulebook_example_ties_go_to_defender():
    """Step 2 - battle stages: attacker 3 and 2 against defender 6 and 2: 3 < 6 and the tie
    2 = 2 goes to the defender: the attacker loses 2 (rulebook example)."""
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 4)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:2")
    assert s.phase == "defend" and s.to_move == 1
    s.rng.force([3, 2, 6, 2])
    play(s, "defend:2")
    assert armies(s, "Alberta") == 3 and armies(s, "Ontario") == 4
    assert s.last_battle["attack"] == [3, 2] and s.last_battle["defend"] == [6, 2]


def test_step2_highest_against_highest():
    """Step 2 - battle stages: dice are compared highest to highest, then second to second."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 4)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:3")
    s.rng.force([1, 6, 4, 5, 3])           # attacker 6-4-1 against 5-3
    play(s, "defend:2")
    assert armies(s, "Ontario") == 2 and armies(s, "Alberta") == 6


def test_step2_dice_limits_three_and_one_left_defender_one_or_two():
    """Step 2: at most 3 attack dice and one army must stay behind; the defender may use 1
    or 2 dice; with a single army the defender rolls one die."""
    s = position(holdings={"Alberta": (0, 3), "Ontario": (1, 1)}, rest=1)
    play(s, "attack:Alberta:Ontario")
    assert s.legal_actions() == ["dice:1", "dice:2"]
    with pytest.raises(IllegalAction, match="1 to 2 dice"):
        s.apply("dice:3")
    s.rng.force([1, 1, 6])
    play(s, "dice:2")                      # defender has 1 army: no choice to make
    assert armies(s, "Alberta") == 2 and s.phase == "attack"


def test_step2_conquest_move_at_least_dice_rolled_leave_one():
    """Conquest (STANDARD-2004, the scan skips it): move in at least as many armies as dice
    rolled, leave at least one behind."""
    s = position(holdings={"Alberta": (0, 10), "Ontario": (1, 1)}, rest=1)
    s.rng.force([6, 5, 4, 1])
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.phase == "move" and s.legal_actions() == ["move:3", "move:6", "move:9"]
    with pytest.raises(IllegalAction, match="at least 3"):
        s.apply("move:2")
    play(s, "move:9")
    assert owner(s, "Ontario") == 0 and armies(s, "Ontario") == 9 and armies(s, "Alberta") == 1
    assert s.conquered == 1 and s.phase == "attack"


def test_step2_assault_repeats_battles_until_the_territory_falls():
    """Step 2: several battles may be fought in a turn; an assault repeats the same attack
    with the most dice; the defender still chooses dice each time."""
    s = position(holdings={"Alberta": (0, 8), "Ontario": (1, 3)}, rest=1)
    play(s, "assault:Alberta:Ontario")
    assert s.phase == "defend"
    # Ontario 3 -> 1 (6-6-6 against 1-1), then, the defender having one army and so no
    # choice, the assault goes on at once: 1-1-1 against 6 (attacker loses 1), then
    # 6-6-6 against 1: Ontario falls.
    s.rng.force([6, 6, 6, 1, 1, 1, 1, 1, 6, 6, 6, 6, 1])
    play(s, "defend:2")
    assert s.phase == "move" and armies(s, "Alberta") == 7
    play(s, s.legal_actions()[-1])
    assert owner(s, "Ontario") == 0 and armies(s, "Ontario") == 6


def test_step2_assault_stops_when_attacker_cannot_go_on():
    s = position(holdings={"Alberta": (0, 2), "Ontario": (1, 1)}, rest=1)
    s.rng.force([1, 6])
    play(s, "assault:Alberta:Ontario")
    assert armies(s, "Alberta") == 1 and s.phase == "attack" and owner(s, "Ontario") == 1


def test_elimination_hands_over_cards_and_six_forces_a_trade():
    """Eliminating a player (STANDARD-2004): the conqueror takes their cards; holding 6 or
    more, they trade at once and place the armies before attacking on."""
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 1)}, rest=2)
    give(s, 0, "Ukraine", "North Africa", "Japan")
    give(s, 1, "Afghanistan", "Venezuela", "China")
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:1")
    assert not s.alive[1] and len(s.hands[0]) == 6 and s.hands[1] == []
    assert s.phase == "reinforce" and all(a.startswith("trade:") for a in s.legal_actions())
    play(s, s.legal_actions()[0])
    assert s.pending == 4
    play(s, "place:Ontario:" + "4")
    assert s.phase == "attack"


def test_winning_classic_all_42_territories():
    """Winning: the player who destroys the other armies and holds all 42 territories."""
    s = position(holdings={"Ontario": (1, 1), "Alberta": (0, 3)}, rest=0)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:2")
    assert s.is_over and s.winners == [0] and s.check_invariants() == []


# ------------------------------------------------------------------ Step 3, 4
def test_step3_fortify_once_through_own_connected_territories():
    """Step 3 (STANDARD-2004; the team game's passage confirms the chain rule): one move of
    armies between own territories connected through own territories, one army stays."""
    s = position(holdings={"Alaska": (0, 5), "Alberta": (0, 1), "Western United States": (0, 1),
                           "Kamchatka": (0, 1)}, rest=1, phase="fortify")
    legal = s.legal_actions()
    assert "fortify:Alaska:Western United States" in legal          # via Alberta
    assert "fortify:Alaska:Kamchatka" in legal                      # sea line
    assert "fortify:Alberta:Alaska" not in legal                    # one army must stay
    with pytest.raises(IllegalAction, match="Step 3"):
        s.apply("fortify:Western United States:Alaska")
    play(s, "fortify:Alaska:Western United States")
    assert s.legal_actions() == ["move:1", "move:2", "move:4"]     # least, half, most
    play(s, "move:4")
    assert armies(s, "Western United States") == 5 and s.current == 1   # turn over


def test_step3_no_path_through_enemy_territory():
    s = position(holdings={"Alaska": (0, 5), "Alberta": (1, 1), "Western United States": (0, 1)},
                 rest=1, phase="fortify")
    assert "fortify:Alaska:Western United States" not in s.legal_actions()


def test_step4_one_card_only_if_a_territory_was_conquered():
    """Step 4: one territory card (only one) if at least one territory was conquered."""
    s = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1), "Quebec": (1, 1)}, rest=1)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:8")
    s.rng.force([6, 1])
    play(s, "attack:Ontario:Quebec", "dice:1", "move:1")
    play(s, "end_attack", "end_turn")
    assert len(s.hands[0]) == 1 and s.current == 1
    s2 = position(holdings={"Alberta": (0, 9)}, rest=1)
    play(s2, "end_attack", "end_turn")
    assert s2.hands[0] == []


def test_step4_discards_reshuffled_when_pile_is_empty():
    s = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1)}, rest=1)
    s.discard, s.deck = s.deck, []
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:8", "end_attack", "end_turn")
    assert len(s.hands[0]) == 1 and len(s.deck) == 43 and s.discard == []
