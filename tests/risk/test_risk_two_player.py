"""The 2-player games (rulebook: '2-player game', passive and active neutral armies, the
active game's turn steps 1-7). Units: 0 Red, 1 Green, 2 Yellow, 3 Blue, 4 Grey, 5 Black.
Positions are set up by hand, rules exercised through apply(), dice forced."""

import pytest

from engine.core import IllegalAction
from engine.risk.board import INDEX
from engine.risk.testing import give, play, position

RED, GREEN, YELLOW, BLUE, GREY, BLACK = range(6)


def arm(s, name):
    return s.armies[INDEX[name]]


def own(s, name):
    return s.owner[INDEX[name]]


# ------------------------------------------------------------------ passive neutrals
def test_passive_the_other_player_rolls_the_neutral_defence():
    """Passive neutrals: when a player attacks a neutral army, the other player rolls the
    defending dice (and so chooses how many)."""
    s = position("two-player-passive", 2, {"Alberta": (RED, 5), "Ontario": (GREY, 3)},
                 rest=GREEN)
    play(s, "attack:Alberta:Ontario", "dice:3")
    assert s.phase == "defend" and s.to_move == GREEN
    assert "Red attacks Ontario with 3 dice" in str(s.prompt())
    s.rng.force([6, 6, 6, 1, 1])
    play(s, "defend:2")
    assert arm(s, "Ontario") == 1


def test_passive_neutrals_never_play_turns_reinforce_or_attack():
    """Passive neutrals stay put until destroyed: no turns, no reinforcements, no attacks;
    the turn passes from one player to the other."""
    s = position("two-player-passive", 2, {"Alberta": (RED, 5), "Peru": (GREEN, 1)},
                 rest=GREY)
    before = [arm(s, "Ontario"), arm(s, "Quebec")]
    play(s, "end_attack", "end_turn")
    assert s.current == GREEN and s.phase == "reinforce"
    play(s, "place:Peru:3", "end_attack", "end_turn")
    assert s.current == RED
    assert [arm(s, "Ontario"), arm(s, "Quebec")] == before
    assert not any(a.startswith("attack:Ontario") for a in s.legal_actions())


def test_two_player_won_by_destroying_the_opponent_neutrals_remaining():
    """2-player game (STANDARD-2004 victory): destroying the opponent's last army wins,
    whatever neutral armies remain."""
    s = position("two-player-passive", 2, {"Alberta": (RED, 5), "Ontario": (GREEN, 1)},
                 rest=GREY)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert s.is_over and s.winners == [RED] and s.tcount[GREY] > 0
    assert s.check_invariants() == []


def test_passive_destroying_a_neutral_army():
    """A neutral army is destroyed with its last territory; the game goes on."""
    s = position("two-player-passive", 2, {"Alberta": (RED, 5), "Ontario": (YELLOW, 1),
                                            "Peru": (GREEN, 1)}, rest=GREY)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert not s.alive[YELLOW] and not s.is_over and "Yellow is destroyed" in str(s.log[-1])


# ------------------------------------------------------------------ active neutrals
def active(holdings, rest=GREEN, phase="attack", **kw):
    return position("two-player-active", 2, holdings, rest=rest, phase=phase, **kw)


def begin_red_turn(s):
    """End Green's turn (position at Green's fortification) so that Red's turn begins."""
    s.current = GREEN
    s.phase = "fortify"
    s.invalidate()
    play(s, "end_turn")
    assert s.current == RED
    return s


def test_active_step1_bribe_one_step_per_card_two_cards_flip_an_ally():
    """Active step 1 (rulebook example): each card given moves the neutral one step toward
    the giver: the opponent's ally becomes uninvolved, then the giver's ally (two cards);
    the cards lie face down under the neutral."""
    s = active({"Alberta": (RED, 3), "Ontario": (YELLOW, 2)})
    s.ally[YELLOW - 2] = GREEN
    give(s, RED, "Ukraine", "Japan")
    begin_red_turn(s)
    assert s.phase == "bribe"
    acts = s.legal_actions()
    assert "bribe:Yellow:Ukraine" in acts and "bribe:Yellow:Japan" in acts and "done" in acts
    assert str(s.label("bribe:Yellow:Japan")) == "Give Japan (Cavalry) to Yellow"
    play(s, "bribe:Yellow:Ukraine")
    assert s.ally[YELLOW - 2] == -1 and s.ncards[YELLOW - 2] == [INDEX["Ukraine"]]
    play(s, "bribe:Yellow:Japan")
    assert s.ally[YELLOW - 2] == RED and len(s.ncards[YELLOW - 2]) == 2
    assert s.phase == "reinforce"                       # no card left to give
    last = " ".join(map(str, s.log[-2:]))
    assert "Ukraine" not in last and "Japan" not in last
    yellow = s.view(GREEN)["neutrals"][0]
    assert str(yellow.pop("status")) == "an ally of Red"
    assert yellow == {"name": "Yellow", "territories": 1, "alive": True, "ally": "Red",
                      "cards": 2}


def test_active_step1_a_neutral_holding_6_cards_cannot_be_bribed_nor_an_ally():
    """Active step 1: a neutral army holding 6 cards cannot be bribed; an ally of the player
    cannot move further toward them."""
    s = active({"Alberta": (RED, 3), "Ontario": (YELLOW, 1), "Quebec": (GREY, 1),
                "Peru": (BLUE, 1)})
    give(s, GREY - 2, "Ukraine", "Japan", "China", "Venezuela", "Brazil", "Congo",
         neutral=True)
    s.ally[BLUE - 2] = RED
    give(s, RED, "Egypt")
    begin_red_turn(s)
    assert s.phase == "bribe" and "bribe:Yellow:Egypt" in s.legal_actions()
    assert not any(a.startswith(("bribe:Grey", "bribe:Blue")) for a in s.legal_actions())
    before = s.digest()
    with pytest.raises(IllegalAction, match="step 1 - bribing.*Grey holds 6 cards"):
        s.apply("bribe:Grey:Egypt")
    with pytest.raises(IllegalAction, match="Blue is already your ally"):
        s.apply("bribe:Blue:Egypt")
    assert s.digest() == before
    play(s, "done")
    assert s.phase == "reinforce" and s.hands[RED] == [INDEX["Egypt"]]


def test_active_step2_own_reinforcements_ignore_allies_territories():
    """Active step 2: the player's reinforcements count only their own territories and
    continents, nothing of their allies'."""
    aus = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"]
    h = {n: (BLUE, 1) for n in aus}
    h.update({"Alberta": (RED, 3), "Peru": (RED, 1)})
    s = active(h, rest=GREEN)
    s.ally[BLUE - 2] = RED
    begin_red_turn(s)
    assert s.to_place == 3 and s.phase == "reinforce"


def test_active_step3_ally_reinforcements_by_a_die_roll_on_its_territories():
    """Active step 3: the player names an ally and rolls a die: that many armies for the
    ally, placed in the ally's territories; allies get no territory or continent bonus."""
    s = active({"Alberta": (RED, 3), "Ontario": (BLUE, 2), "Quebec": (BLUE, 1),
                "Peru": (GREEN, 1)}, rest=GREY)
    s.ally[BLUE - 2] = RED
    begin_red_turn(s)
    play(s, f"place:Alberta:{s.to_place}")
    assert s.phase == "allies" and s.legal_actions() == ["ally:Blue", "done"]
    assert str(s.label("ally:Blue")) == "Roll a die for Blue's reinforcements"
    s.rng.force([4])
    play(s, "ally:Blue")
    assert s.phase == "ally_place" and s.to_place == 4
    assert all(a.split(":")[1] in ("Ontario", "Quebec") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="step 3.*its own territories"):
        s.apply("place:Alberta:4")
    assert str(s.label("place:Quebec:4")) == "Place 4 Blue armies in Quebec"
    play(s, "place:Quebec:4")
    assert arm(s, "Quebec") == 5 and s.phase == "attack"


def test_active_step3_reinforcing_allies_is_optional():
    s = active({"Alberta": (RED, 3), "Ontario": (BLUE, 2), "Peru": (GREEN, 1)}, rest=GREY)
    s.ally[BLUE - 2] = RED
    begin_red_turn(s)
    play(s, f"place:Alberta:{s.to_place}", "done")
    assert s.phase == "attack" and arm(s, "Ontario") == 2


def test_active_step4_attack_with_ally_no_card_for_its_conquest():
    """Active step 4: a player attacks with allied armies as with their own, also against
    other neutrals; no territory card for an ally's conquest."""
    s = active({"Ontario": (BLUE, 6), "Quebec": (GREY, 1), "Alberta": (RED, 1)}, rest=GREEN)
    s.ally[BLUE - 2] = RED
    s.invalidate()
    assert "attack:Ontario:Quebec" in s.legal_actions()
    assert str(s.label("attack:Ontario:Quebec")) == "Attack Quebec from Ontario with your ally Blue"
    assert "attack:Ontario:Alberta" not in s.legal_actions()          # own territory
    s.rng.force([6, 1, 5, 5])            # battle, then loyalty rolls 5 and 5: no change
    play(s, "attack:Ontario:Quebec", "dice:1", "move:5")
    assert own(s, "Quebec") == BLUE and s.conquered == 0
    play(s, "end_attack", "end_turn")
    assert s.hands[RED] == []


def test_active_step4_allies_may_attack_the_players_other_allies():
    """Active step 4: allied armies may attack the opponent, other neutrals and even the
    player's other allies."""
    s = active({"Ontario": (BLUE, 6), "Quebec": (GREY, 1), "Greenland": (GREEN, 1),
                "Alberta": (RED, 1), "Northwest Territory": (YELLOW, 1)})
    s.ally[BLUE - 2] = RED
    s.ally[GREY - 2] = RED
    s.invalidate()
    legal = s.legal_actions()
    assert {"attack:Ontario:Quebec", "attack:Ontario:Greenland",
            "attack:Ontario:Northwest Territory"} <= set(legal)
    assert "attack:Ontario:Alberta" not in legal                      # the player's own
    s.rng.force([6, 1, 6])              # Grey's last army falls; loyalty die for Blue: 6
    play(s, "attack:Ontario:Quebec", "dice:1", "move:5")
    assert own(s, "Quebec") == BLUE and not s.alive[GREY] and s.ally[BLUE - 2] == RED


def test_active_step4_loyalty_roll_after_invading_a_neutral():
    """Active step 4: after invading a neutral territory, won or lost, a die: 1-4 moves the
    neutral one step against the attacker (uninvolved -> the opponent's ally), 5-6 no change."""
    s = active({"Alberta": (RED, 6), "Ontario": (GREY, 5)})
    s.rng.force([1, 6, 6])
    play(s, "attack:Alberta:Ontario", "dice:1")
    assert s.phase == "defend"
    play(s, "defend:2")
    assert s.phase == "invasion" and "stop" in s.legal_actions()
    assert all(a.endswith(":Ontario") or a == "stop" for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="finish the invasion of Ontario"):
        s.apply("attack:Alberta:Northwest Territory")
    s.rng.force([3])
    play(s, "stop")
    assert s.ally[GREY - 2] == GREEN and s.phase == "attack"
    s.rng.force([1, 6, 6, 6])
    play(s, "attack:Alberta:Ontario", "dice:1", "defend:2")
    s.rng.force([5])
    play(s, "stop")
    assert s.ally[GREY - 2] == GREEN and "no change" in str(s.log[-1])


def test_active_step4_loyalty_roll_after_a_successful_invasion():
    """Active step 4: the loyalty die is rolled when the invasion succeeds too: the
    player's own ally, invaded, becomes uninvolved on 1-4."""
    s = active({"Alberta": (RED, 6), "Ontario": (GREY, 1), "Quebec": (GREY, 1)})
    s.ally[GREY - 2] = RED
    s.invalidate()
    s.rng.force([6, 1, 2])                 # battle won, loyalty die 2
    play(s, "attack:Alberta:Ontario", "dice:1", "move:5")
    assert own(s, "Ontario") == RED and s.ally[GREY - 2] == -1 and s.conquered == 1


def test_active_step4_loyalty_roll_for_the_attacking_ally_too():
    """Active step 4: when an ally invades a neutral, the die is rolled for the ally too."""
    s = active({"Ontario": (BLUE, 6), "Quebec": (GREY, 3)})
    s.ally[BLUE - 2] = RED
    s.ally[GREY - 2] = RED
    s.invalidate()
    s.rng.force([1, 6, 6])
    play(s, "attack:Ontario:Quebec", "dice:1", "defend:2")
    s.rng.force([2, 4])                    # Grey, then the ally Blue
    play(s, "stop")
    assert s.ally[GREY - 2] == -1 and s.ally[BLUE - 2] == -1


def test_active_defeating_a_neutral_takes_its_cards():
    """Active step 1: the player who defeats a neutral army takes the cards it was given."""
    s = active({"Alberta": (RED, 5), "Ontario": (GREY, 1)}, rest=GREEN)
    give(s, GREY - 2, "Japan", "Peru", neutral=True)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4")
    assert not s.alive[GREY] and sorted(s.hands[RED]) == sorted([INDEX["Japan"], INDEX["Peru"]])
    assert s.ncards[GREY - 2] == [] and s.check_invariants() == []


def test_active_step5_6_own_fortification_then_one_per_ally():
    """Active steps 5-6: own fortification, then one fortification for each ally."""
    s = active({"Alberta": (RED, 3), "Alaska": (RED, 1), "Ontario": (BLUE, 4),
                "Quebec": (BLUE, 1)}, phase="fortify")
    s.ally[BLUE - 2] = RED
    s.invalidate()
    play(s, "fortify:Alberta:Alaska", "move:2")
    assert s.phase == "ally_fortify" and "fortify:Ontario:Quebec" in s.legal_actions()
    assert str(s.label("fortify:Ontario:Quebec")) == "Move Blue armies from Ontario to Quebec"
    with pytest.raises(IllegalAction, match="step 6.*not held by one of your allies"):
        s.apply("fortify:Alaska:Alberta")
    play(s, "fortify:Ontario:Quebec", "move:3")
    assert arm(s, "Quebec") == 4 and s.current == GREEN


def test_active_step7_card_only_for_own_conquest():
    """Active step 7: a territory card only for a conquest made with the player's own
    armies."""
    s = active({"Alberta": (RED, 5), "Ontario": (GREEN, 1)}, rest=GREEN)
    s.rng.force([6, 1])
    play(s, "attack:Alberta:Ontario", "dice:1", "move:4", "end_attack", "end_turn")
    assert len(s.hands[RED]) == 1
