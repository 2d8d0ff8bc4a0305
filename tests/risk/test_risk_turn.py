"""The classic game's turn (rulebook: 'Step 1 - reinforcements', 'Step 2 - battles',
'Step 3 - fortification', 'Step 4 - territory card', 'Winning'). Positions are set up by
hand, every rule is exercised through apply(), dice are forced."""

import pytest

from engine.core import IllegalAction
from engine.risk.board import INDEX
from engine.risk.testing import give, play, position

AUS = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"]


def armies(s, name):
    return s.armies[INDEX[name]]


def owner(s, name):
    return s.owner[INDEX[name]]


def turn_of(p, holdings, rest, players=3, cards=(), **kw):
    """The position at the end of the previous player's turn; ``end_turn`` (applied here)
    begins player p's turn: their reinforcements are counted by the engine."""
    s = position(holdings=holdings, rest=rest, players=players, current=(p - 1) % players,
                 phase="fortify", **kw)
    if cards:
        give(s, s._holder(p), *cards)
    play(s, "end_turn")
    assert s.current == p and s.phase == "reinforce"
    return s


# ------------------------------------------------------------------ Step 1
def test_step1_reinforcements_13_territories_give_4_rulebook_example():
    """Step 1.1: 13 territories give 13 // 3 = 4 armies (rulebook example)."""
    names = ["Alaska", "Alberta", "Ontario", "Quebec", "Greenland", "Iceland", "Peru",
             "Brazil", "Congo", "Egypt", "Japan", "Siam", "India"]
    s = turn_of(0, {n: (0, 1) for n in names}, rest=1)
    assert s.to_place == 4 and "Red receives 4 armies" in str(s.log[-1])


def test_step1_minimum_3_reinforcements_with_5_territories():
    """Step 1.1: 5 territories would give 1, but the minimum is 3 (rulebook example)."""
    names = ["Alaska", "Alberta", "Peru", "Congo", "Japan"]
    s = turn_of(0, {n: (0, 1) for n in names}, rest=1)
    assert s.to_place == 3


def test_step1_continent_bonus_australia_2_and_asia_7():
    """Step 1.2: holding a whole continent at the start of the turn adds its bonus (table:
    Asia 7, Europe 5, North America 5, Africa 3, South America 2, Australia 2)."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1)
    assert s.to_place == 3 + 2 and "Australia +2" in str(s.log[-1])
    asia = ["Ural", "Siberia", "Yakutsk", "Kamchatka", "Irkutsk", "Mongolia", "Japan",
            "Afghanistan", "China", "Middle East", "India", "Siam"]
    s = turn_of(1, {n: (1, 1) for n in asia + AUS}, rest=2)
    assert s.to_place == 16 // 3 + 7 + 2


def test_step1_placement_only_in_own_territories_all_before_battle():
    """Step 1.4: all reinforcements are placed, in own territories (one or several),
    before the battles."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1)
    before = s.digest()
    with pytest.raises(IllegalAction, match="Step 1 - reinforcements: .*not yours"):
        s.apply("place:Alaska:1")
    assert s.digest() == before
    assert "end_attack" not in s.legal_actions()
    play(s, "place:Indonesia:3")
    assert s.phase == "reinforce" and s.to_place == 2
    with pytest.raises(IllegalAction, match="only 2 armies left"):
        s.apply("place:New Guinea:3")
    play(s, "place:New Guinea:2")
    assert s.phase == "attack" and armies(s, "Indonesia") == 4 and armies(s, "New Guinea") == 3


def test_step1_any_distribution_by_repeated_placements():
    """Step 1.4: placements offer 1, 2, 3, 5, 10, ... and all that is left, so any split is
    reachable (e.g. 4 + 3 of 7)."""
    names = AUS + ["Siam", "India", "China", "Japan", "Peru", "Brazil", "Ural", "Egypt",
                   "Congo", "Alaska", "Quebec", "Iceland", "Ukraine"]
    s = turn_of(0, {n: (0, 1) for n in names}, rest=1)
    assert s.to_place == 17 // 3 + 2 == 7
    assert [a for a in s.legal_actions() if a.startswith("place:Indonesia:")] == \
        ["place:Indonesia:1", "place:Indonesia:2", "place:Indonesia:3",
         "place:Indonesia:5", "place:Indonesia:7"]
    play(s, "place:Indonesia:3", "place:Indonesia:1", "place:Siam:3")
    assert armies(s, "Indonesia") == 5 and armies(s, "Siam") == 4 and s.phase == "attack"


def test_step1_3_golden_cavalry_first_set_4_then_6_rulebook_example():
    """Step 1.3: the first set traded gives 4 and the cavalryman moves to 6; the next set
    (of anyone) gives 6 (rulebook example: Red trades first, then another player)."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1,
                cards=("Ukraine", "North Africa", "Afghanistan"))          # 3 infantry
    give(s, 1, "Japan", "China", "Joker")                 # Blue: cavalry, artillery, joker
    acts = [a for a in s.legal_actions() if a.startswith("trade:")]
    assert acts == ["trade:Ukraine,North Africa,Afghanistan"]
    assert str(s.label(acts[0])) == "Trade Ukraine, North Africa, Afghanistan for 4 armies"
    play(s, acts[0])
    assert s.to_place == 5 + 4 and s.cavalry == 1 and "moves to 6" in str(s.log[-1])
    play(s, "place:Indonesia:9", "end_attack", "end_turn")
    assert s.current == 1 and s.phase == "reinforce"
    start = s.to_place
    play(s, "trade:Japan,China,Joker")
    assert s.to_place == start + 6 and s.cavalry == 2
    assert s.view(None)["golden_cavalry"]["next_set_value"] == 8


def test_step1_3_not_a_set_is_illegal_and_cavalry_stays_at_60():
    """Step 1.3: a set is three alike or one of each (jokers wild); the track ends at 60."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1,
                cards=("Ukraine", "North Africa", "Japan"))                # inf, inf, cav
    assert not [a for a in s.legal_actions() if a.startswith("trade:")]
    before = s.digest()
    with pytest.raises(IllegalAction, match="Step 1.3.*not a set"):
        s.apply("trade:Ukraine,North Africa,Japan")
    assert s.digest() == before
    s.cavalry = 13
    give(s, 0, "China")
    play(s, "trade:Ukraine,Japan,China")
    assert s.to_place == 5 + 60 and s.cavalry == 13


def test_step1_3_joker_completes_a_set_rulebook_example():
    """Step 1.3 (rulebook example): two cavalry and a joker: the joker stands for a
    cavalryman and completes the set."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1, cards=("Japan", "Peru", "Joker"))
    assert "trade:Peru,Japan,Joker" in s.legal_actions()
    play(s, "trade:Peru,Japan,Joker")
    assert s.to_place == 5 + 4 and s.hands[0] == []


def test_step1_3_six_cards_must_trade_before_placing():
    """Step 1.3: holding 6 or more territory cards, the player must trade."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1,
                cards=("Ukraine", "North Africa", "Afghanistan", "Japan", "Venezuela", "China"))
    assert all(a.startswith("trade:") for a in s.legal_actions())
    before = s.digest()
    with pytest.raises(IllegalAction, match="must trade"):
        s.apply("place:Indonesia:1")
    assert s.digest() == before
    play(s, s.legal_actions()[0])
    assert any(a.startswith("place:") for a in s.legal_actions())


def test_step1_3_trading_is_optional_below_six_and_before_placing():
    """Step 1.3: with fewer than 6 cards trading is the player's choice; sets are traded
    before reinforcements are placed (STANDARD-2004)."""
    s = turn_of(0, {n: (0, 1) for n in AUS}, rest=1,
                cards=("Ukraine", "North Africa", "Afghanistan"))
    play(s, "place:Indonesia:1")
    assert not any(a.startswith("trade:") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="before placing"):
        s.apply("trade:Ukraine,North Africa,Afghanistan")


# ------------------------------------------------------------------ Step 2
def test_step2_attack_needs_two_armies_adjacency_and_an_enemy():
    """Step 2: attack from an own territory with at least 2 armies (one stays) to an
    adjacent (border or sea line) territory of another player."""
    s = position(holdings={"Alaska": (0, 1), "Alberta": (0, 5), "Kamchatka": (1, 2)}, rest=1)
    legal = s.legal_actions()
    assert "attack:Alberta:Northwest Territory" in legal
    before = s.digest()
    for bad, why in [("attack:Alaska:Kamchatka", "at least 2 armies"),
                     ("attack:Alberta:Kamchatka", "not adjacent"),
                     ("attack:Alberta:Alaska", "own side"),
                     ("attack:Kamchatka:Alaska", "not yours")]:
        with pytest.raises(IllegalAction, match="Step 2 - battles: .*" + why):
            s.apply(bad)
        assert s.digest() == before


def test_step2_sea_line_siam_indonesia_rulebook_example():
    """Step 2, condition 1 (rulebook example): Siam and Indonesia are joined by a sea line."""
    s = position(holdings={"Siam": (0, 3), "Indonesia": (1, 1)}, rest=1)
    s.rng.force([6, 1])
    play(s, "attack:Siam:Indonesia", "dice:1", "move:2")
    assert owner(s, "Indonesia") == 0 and armies(s, "Indonesia") == 2


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
    assert s.phase == "attack"            # the attacker may attack again or stop


def test_step2_highest_against_highest():
    """Step 2 - battle stages: dice are compared highest to highest, then second to second."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 4)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:3")
    s.rng.force([1, 6, 4, 5, 3])           # attacker 6-4-1 against 5-3
    play(s, "defend:2")
    assert armies(s, "Ontario") == 2 and armies(s, "Alberta") == 6


def test_step2_defender_chooses_one_die():
    """Step 2: the defender decides to defend with 1 die even with more armies: only the
    highest dice are compared."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 4)}, rest=1)
    play(s, "attack:Alberta:Ontario", "dice:3")
    s.rng.force([6, 6, 6, 5])
    play(s, "defend:1")
    assert armies(s, "Ontario") == 3 and armies(s, "Alberta") == 6


def test_step2_dice_limits_three_and_one_left_defender_one_or_two():
    """Step 2: at most 3 attack dice and one army must stay behind; the defender may use 1
    or 2 dice; with a single army the defender rolls one die."""
    s = position(holdings={"Alberta": (0, 3), "Ontario": (1, 1)}, rest=1)
    play(s, "attack:Alberta:Ontario")
    assert s.legal_actions() == ["dice:1", "dice:2"]
    before = s.digest()
    with pytest.raises(IllegalAction, match="1 to 2 dice"):
        s.apply("dice:3")
    assert s.digest() == before
    s.rng.force([1, 1, 6])
    play(s, "dice:2")                      # defender has 1 army: no choice to make
    assert armies(s, "Alberta") == 2 and s.phase == "attack"
    big = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1)}, rest=1)
    play(big, "attack:Alberta:Ontario")
    assert big.legal_actions() == ["dice:1", "dice:2", "dice:3"]


def test_step2_conquest_move_any_number_least_dice_rolled_leave_one():
    """Conquest (STANDARD-2004, the scan skips it): move in at least as many armies as dice
    rolled and leave at least one behind; any number in between: here exactly 7 of 12,
    through the two-step choice (the least, the most, or every number)."""
    s = position(holdings={"Alberta": (0, 12), "Ontario": (1, 1)}, rest=1)
    s.rng.force([6, 5, 4, 1])
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.phase == "move" and s.legal_actions() == ["move:3", "move:11", "count"]
    before = s.digest()
    with pytest.raises(IllegalAction, match="at least 3 .*from 3 to 11 armies, not 2"):
        s.apply("move:2")
    with pytest.raises(IllegalAction, match="not 12"):
        s.apply("move:12")
    with pytest.raises(IllegalAction, match="first choose 'count'"):
        s.apply("move:7")
    assert s.digest() == before
    assert str(s.label("count")) == "Choose another number"
    play(s, "count")
    assert s.legal_actions() == [f"move:{k}" for k in range(3, 12)]
    assert str(s.label("move:7")) == "Move 7 armies" and "(3 to 11)" in str(s.prompt())
    play(s, "move:7")
    assert owner(s, "Ontario") == 0 and armies(s, "Ontario") == 7 and armies(s, "Alberta") == 5
    assert s.conquered == 1 and s.phase == "attack"


def test_step2_conquest_small_range_lists_every_number_at_once():
    """Conquest: with few possible numbers every one is offered directly."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 1)}, rest=1)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1")
    assert s.legal_actions() == ["move:1", "move:2", "move:3", "move:4", "move:5"]
    assert str(s.label("move:1")) == "Move 1 army"
    play(s, "move:2")
    assert armies(s, "Ontario") == 2 and armies(s, "Alberta") == 4


def test_step2_conquest_with_no_choice_moves_at_once():
    """Conquest: 3 dice from 4 armies: exactly 3 may and must move in."""
    s = position(holdings={"Alberta": (0, 4), "Ontario": (1, 1)}, rest=1)
    s.rng.force([6, 6, 6, 1])
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.phase == "attack" and armies(s, "Ontario") == 3 and armies(s, "Alberta") == 1


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
    play(s, "move:6")
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
    assert "takes 3 territory cards" in " ".join(map(str, s.log[-2:]))
    assert s.phase == "reinforce" and all(a.startswith("trade:") for a in s.legal_actions())
    play(s, s.legal_actions()[0])
    assert s.to_place == 4 and len(s.hands[0]) == 3
    play(s, "place:Ontario:4")
    assert s.phase == "attack"
    play(s, "end_attack", "end_turn")
    assert s.current == 2                  # the eliminated player is skipped


def test_elimination_below_six_cards_no_trade_mid_turn():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 1)}, rest=2)
    give(s, 1, "Afghanistan", "Venezuela")
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:1")
    assert len(s.hands[0]) == 2 and s.phase == "attack"


def test_winning_classic_all_42_territories():
    """Winning: the player who destroys the other armies and holds all 42 territories."""
    s = position(holdings={"Ontario": (1, 1), "Alberta": (0, 3)}, rest=0)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:2")
    assert s.is_over and s.winners == [0] and s.check_invariants() == []
    assert s.legal_actions() == [] and str(s.prompt()) == "The game is over."
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply("end_attack")


# ------------------------------------------------------------------ Step 3, 4
def test_step3_fortify_once_through_own_connected_territories():
    """Step 3 (STANDARD-2004; the team game's passage confirms the chain rule): one move of
    any number of armies between own territories connected through own territories, one
    army stays; the turn then ends."""
    s = position(holdings={"Alaska": (0, 5), "Alberta": (0, 1), "Western United States": (0, 1),
                           "Kamchatka": (0, 1)}, rest=1, phase="fortify")
    legal = s.legal_actions()
    assert "fortify:Alaska:Western United States" in legal          # via Alberta
    assert "fortify:Alaska:Kamchatka" in legal                      # sea line
    assert "fortify:Alberta:Alaska" not in legal                    # one army must stay
    before = s.digest()
    with pytest.raises(IllegalAction, match="Step 3.*not yours"):
        s.apply("fortify:Ontario:Alaska")
    with pytest.raises(IllegalAction, match="Step 3.*one army must stay"):
        s.apply("fortify:Western United States:Alaska")
    assert s.digest() == before
    play(s, "fortify:Alaska:Western United States")
    assert s.legal_actions() == ["move:1", "move:2", "move:3", "move:4"]
    play(s, "move:3")
    assert armies(s, "Western United States") == 4 and armies(s, "Alaska") == 2
    assert s.current == 1                                           # turn over


def test_step3_fortify_exactly_7_of_12():
    """Step 3: any number may move, e.g. exactly 7 of 12 (two-step choice)."""
    s = position(holdings={"Alaska": (0, 12), "Alberta": (0, 1)}, rest=1, phase="fortify")
    play(s, "fortify:Alaska:Alberta")
    assert s.legal_actions() == ["move:1", "move:11", "count"]
    play(s, "count", "move:7")
    assert armies(s, "Alberta") == 8 and armies(s, "Alaska") == 5 and s.current == 1


def test_step3_no_path_through_enemy_territory():
    s = position(holdings={"Alaska": (0, 5), "Alberta": (1, 1), "Western United States": (0, 1)},
                 rest=1, phase="fortify")
    assert "fortify:Alaska:Western United States" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Step 3.*not connected"):
        s.apply("fortify:Alaska:Western United States")


def test_step4_one_card_only_if_a_territory_was_conquered():
    """Step 4: one territory card (only one) if at least one territory was conquered."""
    s = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1), "Quebec": (1, 1)}, rest=1)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:8")
    s.rng.force([6, 1])
    play(s, "attack:Ontario:Quebec", "dice:1", "move:1")
    top = s.deck[-1]
    play(s, "end_attack", "end_turn")
    assert s.hands[0] == [top] and s.current == 1
    assert "draws a territory card." in str(s.log[-2])
    s2 = position(holdings={"Alberta": (0, 9)}, rest=1)
    play(s2, "end_attack", "end_turn")
    assert s2.hands[0] == []


def test_step4_discards_reshuffled_when_pile_is_empty():
    s = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1)}, rest=1)
    s.discard, s.deck = s.deck, []
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:8", "end_attack", "end_turn")
    assert len(s.hands[0]) == 1 and len(s.deck) == 43 and s.discard == []


def test_turn_sequence_steps_in_fixed_order():
    """The turn: reinforcements (compulsory), then battles, then the fortification, then
    the card: no battle before the reinforcements are placed, no battle after fortifying."""
    s = turn_of(0, {"Alberta": (0, 4), "Ontario": (1, 1)}, rest=1)
    with pytest.raises(IllegalAction, match="Step 1"):
        s.apply("attack:Alberta:Ontario")
    play(s, "place:Alberta:3", "end_attack")
    with pytest.raises(IllegalAction, match="Step 3"):
        s.apply("attack:Alberta:Ontario")
