"""The team game, 4-6 players in two teams (rulebook: 'Team game': setup, receiving
reinforcements, battle, fortification, territory cards, winning). Seats alternate:
players 0, 2, 4 are Team A, players 1, 3, 5 Team B."""

import pytest

from engine.core import IllegalAction
from engine.risk import SPEC
from engine.risk.board import INDEX
from engine.risk.testing import give, play, position

RED, BLUE, GREEN, YELLOW, BLACK, WHITE = range(6)


def teams(holdings, players=6, rest=BLUE, **kw):
    return position("teams", players, holdings, rest=rest, **kw)


def test_setup_seats_alternate_between_the_teams():
    """Setup: a player of one team always sits between two of the other team."""
    s = SPEC.new({"variant": "teams", "players": 6}, 2)
    v = s.view(None)
    assert v["teams"][0]["players"] == ["Red", "Green", "Black"]
    assert v["teams"][1]["players"] == ["Blue", "Yellow", "White"]
    s5 = SPEC.new({"variant": "teams", "players": 5}, 2)
    assert [len(t["players"]) for t in s5.view(None)["teams"]] == [3, 2]


def test_shared_territory_most_armies_controls_a_tie_controls_nothing_rulebook_example():
    """Receiving reinforcements (rulebook example): in Greenland 4 and 4: nobody controls it;
    in Eastern United States 2, 2 and 3: the one with 3 controls it."""
    s = teams({"Greenland": {GREEN: 4, BLACK: 4},
               "Eastern United States": {BLACK: 2, RED: 2, GREEN: 3}})
    assert s.controller(INDEX["Greenland"]) is None
    assert s.controller(INDEX["Eastern United States"]) == GREEN


def test_reinforcements_count_controlled_territories_and_whole_continents_of_one_player():
    """Receiving reinforcements: territories count for the player who controls them; a
    continent's bonus only when one single player controls all of it."""
    names = ["Alaska", "Alberta", "Ontario", "Quebec", "Peru", "Brazil", "Congo", "Egypt",
             "Japan", "Siam", "New Guinea"]
    h = {n: (GREEN, 1) for n in names}
    h["Eastern United States"] = {BLACK: 2, RED: 2, GREEN: 3}
    h["Western Australia"] = (GREEN, 1)
    h["Eastern Australia"] = (GREEN, 1)
    h["Indonesia"] = {GREEN: 2, RED: 2}
    s = teams(h)
    armies, conts = s.reinforcements(GREEN)
    assert armies == (11 + 1 + 2) // 3 and conts == []
    s.stacks[INDEX["Indonesia"]][GREEN] = 3
    s._refresh_team_owner(INDEX["Indonesia"])
    armies, conts = s.reinforcements(GREEN)
    assert armies == 15 // 3 + 2


def test_battle_no_attack_on_a_teammate():
    """Battle: a player may not attack a player of the same team."""
    s = teams({"Alberta": (RED, 5), "Ontario": (GREEN, 1), "Alaska": (BLUE, 1)}, rest=BLUE)
    legal = s.legal_actions()
    assert "attack:Alberta:Alaska" in legal and "attack:Alberta:Ontario" not in legal
    with pytest.raises(IllegalAction, match="Team game"):
        s.apply("attack:Alberta:Ontario")


def test_reinforce_into_teammates_territories():
    """Reinforcement rule 1: armies may be placed in the player's or teammates' territories."""
    s = teams({"Alberta": (RED, 1), "Ontario": (GREEN, 2)}, phase="reinforce", to_place=3)
    play(s, "place:Ontario:3")
    t = INDEX["Ontario"]
    assert s.stacks[t][RED] == 3 and s.stacks[t][GREEN] == 2 and s.controller(t) == RED
    assert s.phase == "attack"


def test_fortify_through_any_team_territory_rulebook_example():
    """Reinforcement rule 2 (rulebook example): Red moves armies from Indonesia to East
    Africa through Siam, India and the Middle East held by a teammate."""
    h = {"Indonesia": (RED, 5), "Siam": (GREEN, 1), "India": (BLACK, 1),
         "Middle East": (GREEN, 1), "East Africa": (RED, 1)}
    s = teams(h, phase="fortify")
    assert "fortify:Indonesia:East Africa" in s.legal_actions()
    play(s, "fortify:Indonesia:East Africa", "move:4")
    assert s.stacks[INDEX["East Africa"]][RED] == 5


def test_shared_pool_of_cards_passed_to_the_next_teammate():
    """Territory cards: the team holds its cards in common; the card a player earns goes
    to the team's pool, which the next teammate uses."""
    s = teams({"Alberta": (RED, 9), "Ontario": (BLUE, 1), "Quebec": (BLUE, 1)})
    give(s, 0, "Ukraine", "North Africa")
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:8", "end_attack", "end_turn")
    assert len(s.hands[0]) == 3 and s.current == BLUE
    team_a = s.view(GREEN)["hands"][0]
    assert team_a["holder"] == "Team A" and len(team_a["cards"]) == 3
    assert "cards" not in s.view(BLUE)["hands"][0]


def test_a_team_loses_when_one_of_its_players_is_eliminated():
    """Winning: when one player is beaten, the whole team loses and the other team wins."""
    s = teams({"Alberta": (RED, 5), "Ontario": {YELLOW: 1}}, rest=BLUE)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert s.is_over and s.winners == [RED, GREEN, BLACK] and s.check_invariants() == []


def test_defending_a_shared_territory_losses_from_the_largest_stack():
    s = teams({"Alberta": (RED, 6), "Ontario": {BLUE: 2, YELLOW: 3}}, rest=BLUE)
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.to_move == YELLOW
    s.rng.force([6, 6, 6, 1, 1])
    play(s, "defend:2")
    t = INDEX["Ontario"]
    assert s.stacks[t][YELLOW] == 2 and s.stacks[t][BLUE] == 1     # 3 -> 2, then tie: first seat


def test_reinforcements_counted_at_the_start_of_a_turn_rulebook_example():
    """Receiving reinforcements (rulebook example): Green controls 7 territories alone, ties
    in Greenland (4 and 4: nobody) and controls Eastern United States (3 against 2 and 2):
    8 territories, 3 armies."""
    names = ["Alaska", "Alberta", "Ontario", "Quebec", "Peru", "Brazil", "Congo"]
    h = {n: (GREEN, 1) for n in names}
    h["Greenland"] = {GREEN: 4, BLACK: 4}
    h["Eastern United States"] = {BLACK: 2, RED: 2, GREEN: 3}
    s = teams(h, rest=BLUE, current=BLUE, phase="fortify")
    play(s, "end_turn")
    assert s.current == GREEN and s.to_place == 3 and s.phase == "reinforce"


def test_fixed_set_values_without_golden_cavalry():
    """Receiving reinforcements: as in Risk - Missions, no golden cavalry: the set's
    pictures give its value (3 artillery: 8)."""
    s = teams({"Alberta": (RED, 1)}, rest=BLUE, current=WHITE, phase="fortify")
    give(s, 0, "China", "Congo", "Middle East")
    play(s, "end_turn")
    start = s.to_place
    with pytest.raises(IllegalAction, match="'trade:Congo,China,Middle East'"):
        s.apply("trade:Congo,Middle East,China")
    assert str(s.label("trade:Congo,China,Middle East")) == \
        "Trade Congo, China, Middle East for 8 armies"
    play(s, "trade:Congo,China,Middle East")
    assert s.to_place == start + 8 and s.cavalry == 0 and "set_values" in s.view(RED)


def test_a_player_losing_the_last_army_in_a_shared_territory_loses_for_the_team():
    """Winning: a player beaten in a shared territory that does not fall (their teammate's
    armies hold it) loses the game for their team."""
    s = teams({"Alberta": (RED, 6), "Ontario": {BLUE: 1, YELLOW: 1}}, rest=WHITE)
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.to_move == BLUE                    # tie: the first seat defends
    s.rng.force([6, 5, 4, 1])
    play(s, "defend:1")
    t = INDEX["Ontario"]
    assert s.stacks[t] == [0, 0, 0, 1, 0, 0] and s.owner[t] == YELLOW
    assert s.is_over and s.winners == [RED, GREEN, BLACK] and s.check_invariants() == []
    assert "Blue has lost the last army: Team B loses" in str(s.log[-1])


def test_a_player_losing_the_last_army_attacking_loses_for_the_team():
    """Winning: attacking from a shared territory with their own last army, a player who
    loses it is beaten: their team loses."""
    s = position("teams", 4, {"Alberta": {RED: 1, GREEN: 1}, "Ontario": (BLUE, 3),
                              "Peru": (YELLOW, 1)}, rest=GREEN, current=RED)
    assert s.check_invariants() == [] and all(s.alive)
    play(s, "attack:Alberta:Ontario")           # one die: one army must stay in Alberta
    assert s.phase == "defend"
    s.rng.force([1, 6, 6])
    play(s, "defend:2")
    assert s.is_over and s.winners == [BLUE, YELLOW] and s.check_invariants() == []
    assert "Red has lost the last army: Team A loses" in str(s.log[-1])
