"""Risk without busywork (issue 15, items 4-7): the table rules chosen by the new-game
options (territories dealt at random, the automatic setup placement, the defender's dice,
attacking until N armies are left or while the chance holds, with its exact odds) and the
public record of the last turns for the next player. Positions are set up by hand, dice
are forced, and every option keeps its old rule for games made before it existed."""

import json

import pytest

from engine.core import IllegalAction, Rng, Session, decode_link
from engine.risk import SPEC
from engine.risk.board import ADJ, INDEX, N_TERRITORIES, NAMES
from engine.risk.names import LEGACY
from engine.risk.odds import (conquest_odds, conquest_probability, keep_odds,
                              keep_probability, percent_text, threshold_odds,
                              threshold_probability)
from engine.risk.setup import START_ARMIES
from engine.risk.state import VARIANTS
from engine.risk.testing import give, play, position

NEW = {"territories": "dealt", "defence": "most", "shortcuts": "on"}
PLAYERS = {"classic": 4, "two-player-passive": 2, "two-player-active": 2, "missions": 3,
           "teams": 4}
AUS = ["Indonesia", "New Guinea", "Western Australia", "Eastern Australia"]


def new(variant="classic", players=3, seed=1, **options):
    return SPEC.new({"variant": variant, "players": players, **options}, seed)


def armies(s, name):
    return s.armies[INDEX[name]]


def owner(s, name):
    return s.owner[INDEX[name]]


# ====================================================================== the options
def test_new_games_default_to_the_new_rules_and_old_records_keep_the_old_ones():
    """New games: dealt territories, the defender rolls the most dice, shortcuts on. A
    record made before the options existed (no key) replays with the rules of then."""
    assert {k: new().options[k] for k in NEW} == NEW
    old = SPEC.normalize_options({"variant": "classic", "players": 3, "max_turns": 0},
                                 record=True)
    assert {k: old[k] for k in NEW} == LEGACY == {"territories": "claimed",
                                                  "defence": "choose", "shortcuts": "off"}
    s = SPEC.state_class({"variant": "classic", "players": 3}, 1)     # keys missing
    assert s.phase == "claim" and not s.defender_max and not s.shortcuts
    assert s.view(None)["table_rules"] == {"territories": "claimed", "defence": "choose",
                                           "shortcuts": False}


def test_a_link_made_before_the_options_opens_with_the_old_rules():
    """Links of the compatibility corpus, made before the options existed: they open
    with the old rules (the claims, the defender's choice), in the same position (the
    digests are checked by tests/core/test_compat_corpus.py)."""
    from pathlib import Path
    data = json.loads((Path(__file__).parents[1] / "data" / "compat_corpus.json")
                      .read_text())
    old = [e for e in data["records"] if e["game"] == "risk" and e["moves"] == 40
           and e["options"]["variant"] == "classic"]
    assert old and all("territories" not in e["options"] for e in old)
    for e in old:
        record, state = decode_link(e["link"])
        assert {k: record.options[k] for k in LEGACY} == LEGACY
        assert state.phase == "claim" and state.digest() == e["digest"]
        assert "autoplace" not in state.legal_actions()


# ================================================================== item 4: the deal
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_dealt_territories_one_army_each_round_the_table(players):
    """Option 'territories: dealt' (house rule): the 42 territories are dealt one at a
    time from the player who won the roll, one army on each (4 and 5 players: the first
    two get one more); the remaining armies are then placed in turn, that player first."""
    s = new(players=players, seed=players)
    first = s.first
    assert s.phase == "setup_place" and s.current == first
    assert all(o >= 0 for o in s.owner) and set(s.armies) == {1}
    counts = [s.tcount[(first + k) % players] for k in range(players)]
    assert sum(counts) == 42 and counts == sorted(counts, reverse=True)
    assert max(counts) - min(counts) <= 1
    assert s.setup_left == [START_ARMIES[players] - s.tcount[p] for p in range(players)]
    assert any(f"{s.names[first]} is dealt" in line for line in map(str, s.log))


def test_the_deal_follows_the_seed_and_claims_stay_available():
    assert new(seed=8).owner == new(seed=8).owner != new(seed=9).owner
    s = new(territories="claimed")
    assert s.phase == "claim" and all(a.startswith("claim:") for a in s.legal_actions())
    with pytest.raises(IllegalAction, match="dealt"):
        new().apply("claim:Alaska")


@pytest.mark.parametrize("variant", ["missions", "teams"])
def test_missions_and_team_games_deal_too(variant):
    s = new(variant, 4)
    assert s.phase == "setup_place" and min(s.owner) >= 0
    if variant == "teams":
        assert all(s.stacks[t][s.owner[t]] == 1 for t in range(N_TERRITORIES))


# ============================================================ item 4: autoplace
def setup_position(holdings, left, rest=2, players=3, variant="classic", **kw):
    s = position(variant, players, holdings, rest=rest, phase="setup_place", **NEW, **kw)
    s.setup_left = list(left) + [0] * (len(s.setup_left) - len(left))
    s.invalidate()
    return s


def test_autoplace_goes_to_the_border_where_the_player_stands_weakest():
    """The rule: one army at a time to the own territory bordering another army where
    the strongest hostile stack next to it outnumbers the own armies most (ties: the
    continent held most, then the map's order). Kamchatka (Blue 3) faces Alaska: Alaska
    gets armies until it stands even, then Alaska and the Northwest Territory alternate."""
    s = setup_position({"Alaska": (0, 1), "Northwest Territory": (0, 1),
                        "Kamchatka": (1, 3)}, [4, 1, 1])
    assert s.legal_actions()[-1] == "autoplace"
    assert str(s.label("autoplace")) == "Place my remaining 4 armies automatically (on my borders)"
    play(s, "autoplace")
    assert armies(s, "Alaska") == 4 and armies(s, "Northwest Territory") == 2
    assert "Red places the remaining 4 armies automatically: Alaska +3, " \
           "Northwest Territory +1." in map(str, s.log)
    assert s.setup_left[0] == 0 and s.current == 1          # the next placer goes on


def test_autoplace_leaves_interior_territories_alone():
    """Australia held whole: only Indonesia borders another army (Siam)."""
    s = setup_position({**{t: (0, 1) for t in AUS}, "Siam": (1, 4)}, [5, 0, 0])
    play(s, "autoplace")
    assert [armies(s, t) for t in AUS] == [6, 1, 1, 1]


def test_autoplace_is_one_recorded_undoable_action_and_deterministic():
    """No dice: the same position always places the same way, and it can be undone."""
    session = Session(SPEC, {"variant": "classic", "players": 4}, 3)
    before = session.state.digest()
    session.play("autoplace")
    assert session.record.actions == ["autoplace"] and not session.state.last_revealed
    placed = list(session.state.armies)
    assert session.can_undo()
    session.undo()
    assert session.state.digest() == before
    session.play("autoplace")
    assert session.state.armies == placed


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_autoplace_by_everyone_finishes_the_setup_in_one_action_each(players):
    s = new(players=players, seed=11)
    for _ in range(players):
        assert s.phase == "setup_place"
        play(s, "autoplace")
    assert s.phase == "reinforce" and s.turn == 1
    for p in range(players):
        held = [t for t in range(N_TERRITORIES) if s.owner[t] == p]
        assert sum(s.armies[t] for t in held) == START_ARMIES[players]
        # every army placed is on a territory bordering another player
        for t in held:
            if s.armies[t] > 1:
                assert any(s.owner[u] != p for u in ADJ[t]), NAMES[t]


def test_autoplace_after_placing_by_hand_places_what_is_left():
    s = new(players=3, seed=2)
    p = s.current
    mine = next(a for a in s.legal_actions() if a.startswith("place:"))
    play(s, mine)
    while s.current != p:
        play(s, s.legal_actions()[0])
    left = s.setup_left[p]
    play(s, "autoplace")
    assert s.setup_left[p] == 0
    assert sum(a for t, a in enumerate(s.armies) if s.owner[t] == p) == 35
    assert f"the remaining {left} armies" in next(line for line in map(str, reversed(s.log))
                                                  if line.startswith(s.names[p]))


def test_team_game_autoplace_faces_the_other_team_only():
    """Team game: a teammate's territory is not hostile: Ural, among Green's
    territories only, gets nothing; Siam faces Team B (Blue's Indonesia)."""
    s = setup_position({"Siam": (0, 1), "Ural": (0, 1), "Indonesia": (1, 2)},
                       [3, 0, 0, 0], rest=2, players=4, variant="teams")
    play(s, "autoplace")
    assert armies(s, "Siam") == 4 and s.stacks[INDEX["Siam"]][0] == 4
    assert armies(s, "Ural") == 1


def test_two_player_autoplace_places_own_armies_and_the_share_of_the_neutrals():
    """2-player game: each turn a player places 3 own armies and one of each neutral;
    autoplace places all the player's own armies and the neutral armies they would place
    in their turns (of the 18 of each neutral: 9, every other one, the first now). The
    other player then goes on alone; at the end every army is on the board."""
    s = new("two-player-passive", 2, seed=5)
    p = s.current
    assert str(s.label("autoplace")) == ("Place my remaining 27 armies and my share of the "
                                    "neutral armies (Yellow 9, Blue 9, Grey 9, Black 9) "
                                    "automatically")
    play(s, "autoplace")
    own = [27, 27]
    own[p] = 0
    assert s.setup_left == own + [9, 9, 9, 9]
    q = 1 - p
    steps = 0
    while s.phase in ("setup_place", "setup_neutral"):
        assert s.current == q                       # p is never asked again
        play(s, s.legal_actions()[0])
        steps += 1
    assert steps == 27 + 36                         # 9 turns of 3 + 4
    per_unit = [sum(s.armies[t] for t in range(42) if s.owner[t] == u) for u in range(6)]
    assert per_unit == [36, 36, 24, 24, 24, 24]


def test_two_player_autoplace_in_the_middle_of_the_neutral_placements():
    """After 3 own armies and Yellow's and Blue's army of this turn, the next Yellow and
    Blue armies are the opponent's: the share is 8 of their 17, and 9 of Grey's and
    Black's 18."""
    s = new("two-player-active", 2, seed=7)
    p = s.current
    for _ in range(5):
        play(s, s.legal_actions()[0])
    assert s.phase == "setup_neutral" and s.neutral_turn == 2
    assert s._neutral_shares() == [8, 8, 9, 9]
    play(s, "autoplace")
    assert s.setup_left[2:] == [9, 9, 9, 9] and s.current == 1 - p
    play(s, "autoplace")                 # the opponent: everything left is theirs
    assert s.phase in ("reinforce", "bribe")
    per_unit = [sum(s.armies[t] for t in range(42) if s.owner[t] == u) for u in range(6)]
    assert per_unit == [36, 36, 24, 24, 24, 24]


def test_two_player_neutral_armies_placed_automatically_face_the_opponent():
    """A neutral army placed by Red goes where it stands in Green's way: next to Green."""
    s = setup_position({"Alaska": (2, 1), "Peru": (2, 1), "Kamchatka": (1, 6),
                        "Brazil": (0, 3)}, [0, 5, 2, 0, 0, 0], rest=3,
                       variant="two-player-passive", players=2, current=0)
    s.setup_left = [0, 5, 2, 0, 0, 0]
    play(s, "autoplace")
    assert armies(s, "Alaska") == 2 and armies(s, "Peru") == 1   # Yellow: 1 of 2 (share)


def test_autoplace_refused_without_shortcuts_and_during_the_claims():
    s = position(phase="setup_place", shortcuts="off")
    s.setup_left = [3, 0, 0]
    s.invalidate()
    assert "autoplace" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="shortcuts"):
        s.apply("autoplace")
    s = new(territories="claimed")
    with pytest.raises(IllegalAction, match="Initial deployment"):
        s.apply("autoplace")


# ======================================================== item 5: the defender's dice
def test_defender_rolls_two_dice_without_being_asked():
    """Option 'defence: most': the defender rolls the most dice allowed at once."""
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 3)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    s.rng.force([6, 6, 6, 1, 1])                 # attacker 6-6-6, defender 1-1
    play(s, "dice:3")
    assert s.phase == "attack" and s.to_move == 0
    assert armies(s, "Ontario") == 1
    assert "Blue rolls 1-1" in str(s.log[-1])


def test_defender_with_one_army_rolls_one_die():
    s = position(holdings={"Alberta": (0, 5), "Ontario": (1, 1)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    s.rng.force([1, 1, 1, 6])
    play(s, "dice:3")
    assert "Blue rolls 6:" in str(s.log[-1]) and armies(s, "Alberta") == 4


def test_assault_never_asks_the_defender_with_the_default():
    """Blitz: the battles go on in one action, the defender is never to move."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 4)}, rest=1, **NEW)
    s.rng.force([1, 1, 1, 6, 6,             # attacker loses 2: 4 left
                 6, 6, 6, 1, 1,             # defender loses 2
                 6, 6, 6, 1, 1])            # defender loses 2: Ontario falls
    play(s, "assault:Alberta:Ontario")
    assert owner(s, "Ontario") == 0 and armies(s, "Ontario") == 3     # moved in: 3 dice
    assert s.phase == "attack" and s.to_move == 0
    assert sum(1 for line in map(str, s.log) if line.startswith("Battle for Ontario")) == 3
    assert not any("defends" in line for line in map(str, s.log))


def test_defender_chooses_each_battle_with_the_option():
    """Option 'defence: choose' (the rulebook; every game made before the option): the
    defender is asked in every battle of a blitz where there is a choice."""
    s = position(holdings={"Alberta": (0, 6), "Ontario": (1, 4)}, rest=1,
                 defence="choose", shortcuts="on")
    play(s, "assault:Alberta:Ontario")
    assert s.phase == "defend" and s.to_move == 1
    s.rng.force([6, 6, 6, 1])
    play(s, "defend:1")
    assert s.phase == "defend" and armies(s, "Ontario") == 3
    with pytest.raises(IllegalAction, match="most dice"):
        position(holdings={"Alberta": (0, 6)}, rest=1, **NEW).apply("defend:2")


# ====================================================== item 6: attacking until ...
def test_dice_step_offers_until_and_odds_with_their_exact_chances():
    s = position(holdings={"Alberta": (0, 12), "Ontario": (1, 4)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    legal = s.legal_actions()
    assert legal == ["dice:1", "dice:2", "dice:3", "until:2", "until:3", "until:5",
                     "until:10", "odds:90", "odds:75", "odds:50"]
    assert str(s.label("until:5")) == (f"Attack until it falls, keeping 5 armies "
                                  f"({percent_text(keep_odds(12, 4, 5)['win'])} to take it)")
    assert str(s.label("odds:75")) == ("Attack while the chance stays 75% or more "
                                  f"({percent_text(threshold_odds(12, 4, 75)['win'])} "
                                  "to take it)")
    assert "97.2% to take it attacking until it falls" in str(s.prompt())
    odds = s.view(0)["decision"]["odds"]
    assert odds["until:5"] == keep_odds(12, 4, 5)
    assert odds["odds:90"] == threshold_odds(12, 4, 90)
    assert set(odds) == {a for a in legal if not a.startswith("dice:")}


def test_only_the_chances_that_hold_now_are_offered():
    """4 against 4: the chance is below 50%, so no 'odds:X' (it would not roll once)."""
    s = position(holdings={"Alberta": (0, 4), "Ontario": (1, 4)}, rest=1, **NEW)
    assert conquest_odds(4, 4)["win"] < 0.5
    play(s, "attack:Alberta:Ontario")
    assert s.legal_actions() == ["dice:1", "dice:2", "dice:3", "until:2", "until:3"]
    with pytest.raises(IllegalAction, match="chances offered"):
        s.apply("odds:50")


def test_until_keeps_n_armies_whatever_the_dice():
    """'until:10' from 12: 2 dice only (no battle may leave fewer than 10); after losing
    both, the attack stops with 10 armies left."""
    s = position(holdings={"Alberta": (0, 12), "Ontario": (1, 4)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    s.rng.force([1, 1, 6, 6])
    play(s, "until:10")
    assert s.phase == "attack" and armies(s, "Alberta") == 10 and armies(s, "Ontario") == 4
    assert s.last_battle["attack"] == [1, 1]
    assert str(s.log[-1]) == "Red stops attacking Ontario: 10 armies left in Alberta."


def test_until_goes_on_to_the_conquest():
    s = position(holdings={"Alberta": (0, 8), "Ontario": (1, 2)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    s.rng.force([6, 6, 6, 1, 1])
    play(s, "until:3")
    assert s.phase == "move" and s.view(0)["move"]["least"] == 3


def test_odds_stops_when_the_chance_drops_below_the_mark():
    """'odds:75' from 10 against 5 (87.3%): each side loses 1 (9 against 4: 88.8%, on),
    then the attacker loses 2 (7 against 4: 74.5%): the attack stops."""
    assert conquest_odds(9, 4)["win"] >= 0.75 > conquest_odds(7, 4)["win"]
    s = position(holdings={"Alberta": (0, 10), "Ontario": (1, 5)}, rest=1, **NEW)
    play(s, "attack:Alberta:Ontario")
    s.rng.force([6, 2, 1, 5, 3,  1, 1, 1, 6, 6])
    play(s, "odds:75")
    assert armies(s, "Alberta") == 7 and armies(s, "Ontario") == 4 and s.phase == "attack"
    assert str(s.log[-1]) == ("Red stops attacking Ontario: the chance of taking it has dropped "
                         f"to {percent_text(conquest_odds(7, 4)['win'])} (below 75%).")


def test_until_with_the_defender_choosing_asks_the_defender_and_keeps_the_plan():
    s = position(holdings={"Alberta": (0, 8), "Ontario": (1, 3)}, rest=1,
                 defence="choose", shortcuts="on")
    play(s, "attack:Alberta:Ontario", "until:5")
    assert s.phase == "defend" and s.view(1)["attack"]["plan"] == {"kind": "until",
                                                                   "value": 5}
    s.rng.force([1, 1, 1, 6, 6])
    play(s, "defend:2")                      # Red loses 2: 6 left, one die above 5
    assert s.phase == "defend" and s.att[3] == 1 and armies(s, "Alberta") == 6
    s.rng.force([1, 6, 6])
    play(s, "defend:2")
    assert armies(s, "Alberta") == 5 and s.phase == "attack"


def test_without_shortcuts_the_dice_step_is_the_old_one():
    s = position(holdings={"Alberta": (0, 12), "Ontario": (1, 4)}, rest=1,
                 shortcuts="off", defence="choose")
    play(s, "attack:Alberta:Ontario")
    assert s.legal_actions() == ["dice:1", "dice:2", "dice:3"]
    with pytest.raises(IllegalAction, match="attack-until buttons off"):
        s.apply("until:5")


def test_every_attack_shows_its_exact_odds_in_the_view_and_the_blitz_label():
    s = position(holdings={"Alberta": (0, 7), "Ontario": (1, 3), "Alaska": (2, 9)},
                 rest=1, **NEW)
    d = s.view(0)["decision"]
    attacks = [a for a in s.legal_actions() if a.startswith(("attack:", "assault:"))]
    assert set(d["odds"]) == set(attacks)
    assert d["odds"]["attack:Alberta:Ontario"] == conquest_odds(7, 3)
    assert d["odds"]["assault:Alberta:Alaska"] == conquest_odds(7, 9)
    assert str(s.label("assault:Alberta:Ontario")) == (
        f"Attack Ontario from Alberta until it falls ({percent_text(conquest_odds(7, 3)['win'])}"
        " to take it)")
    assert s.view(1)["decision"]["odds"] == {}          # only the decider's choices
    play(s, "attack:Alberta:Ontario")
    for viewer in (0, 1, None):
        assert s.view(viewer)["attack"]["odds"] == conquest_odds(7, 3)


def test_rolling_the_most_dice_is_the_defenders_best_defence():
    """The odds count the defender as rolling the most dice: against an attack until it
    falls, no choice of the defender's dice (battle by battle) does better (checked
    exactly up to 12 armies each)."""
    from fractions import Fraction
    from functools import lru_cache

    from engine.risk.odds import BATTLE

    @lru_cache(None)
    def best_defence(a, d):
        if d == 0:
            return Fraction(1)
        if a < 2:
            return Fraction(0)
        return min(sum(q * best_defence(a - al, d - dl)
                       for (al, dl), q in BATTLE[(min(3, a - 1), k)].items())
                   for k in range(1, min(2, d) + 1))
    for a in range(1, 13):
        for d in range(0, 13):
            assert best_defence(a, d) == conquest_probability(a, d)


def test_the_odds_tables_match_the_exact_fractions():
    for a in range(1, 16):
        for d in range(0, 16):
            for dmax in (True, False):
                assert conquest_odds(a, d, 3, dmax)["win"] == pytest.approx(
                    float(conquest_probability(a, d, 3, dmax)), abs=1e-12)
                assert keep_odds(a, d, 4, dmax)["win"] == pytest.approx(
                    float(keep_probability(a, d, 4, dmax)), abs=1e-12)
            assert threshold_odds(a, d, 75)["win"] == pytest.approx(
                float(threshold_probability(a, d, 75)), abs=1e-12)
    assert keep_odds(9, 4, 1) == conquest_odds(9, 4)          # keeping 1: until it falls


def test_odds_of_huge_armies_come_without_recursion():
    """Random games pile up hundreds of armies: the tables are filled without recursion."""
    assert 0.99 < conquest_odds(900, 700)["win"] <= 1
    assert keep_odds(400, 300, 50)["win"] > 0.9


def test_percent_text():
    assert [str(percent_text(p)) for p in (0, 0.0004, 0.25, 0.99951, 1.0)] == \
        ["0%", "<0.1%", "25.0%", ">99.9%", ">99.9%"]


# ============================================================ item 7: the turn record
def red_turn(**kw):
    """Red's turn begun by Green's end of turn: Blue holds Australia; Red Siam (8)."""
    hold = {t: (1, 1) for t in AUS}
    hold.update({"Siam": (0, 8), "China": (0, 1), "India": (0, 1)})
    s = position(holdings=hold, rest=2, current=2, phase="fortify", **NEW, **kw)
    give(s, 0, "Congo", "China", "Alaska")            # three artillery: a set
    play(s, "end_turn")
    assert s.current == 0 and s.phase == "reinforce"
    return s


def test_the_turn_record_tells_what_happened():
    s = red_turn()
    received = s.to_place
    trade = next(a for a in s.legal_actions() if a.startswith("trade:"))
    play(s, trade, f"place:Siam:{s.to_place + 4}")
    s.rng.force([6, 6, 6, 1])
    play(s, "attack:Siam:Indonesia", "dice:3")              # Indonesia falls at once
    play(s, "move:3", "end_attack", "fortify:Siam:China", "move:1", )
    assert s.current == 1                                   # Blue's turn began
    turns = s.view(None)["turns"]
    red = next(e for e in turns if e["player"] == "Red")
    assert red["over"] and red["received"] == received and red["sets"] == [4]
    assert red["placed"] == {"Siam": received + 4} and red["battles"] == 1
    assert red["losses"] == {"Blue": 1}
    assert red["conquered"] == [{"territory": "Indonesia", "from": "Blue", "by": "Red"}]
    assert red["continents"] == {"gained": [],
                                 "lost": [{"continent": "Australia", "player": "Blue"}]}
    assert red["fortified"] == [{"from": "Siam", "to": "China", "armies": 1,
                                 "army": "Red"}]
    assert red["card_drawn"] is True and red["eliminated"] == []
    blue_now = turns[-1]
    assert blue_now["player"] == "Blue" and not blue_now["over"]
    since = s.view(1)["since_last_turn"]["Blue"]
    assert since["lost"] == [{"territory": "Indonesia", "to": "Red", "turn": red["turn"]}]
    assert since["continents_lost"] == ["Australia"] and since["armies_lost"] == 1
    assert since["sets"] == [{"player": "Red", "armies": 4}]
    assert red["turn"] in since["turns"]
    # the record is public: the same in every view
    assert s.view(0)["turns"] == s.view(2)["turns"] == turns


def test_the_record_keeps_the_last_round_and_names_eliminations():
    s = position(holdings={"Alberta": (0, 9), "Ontario": (1, 1)}, rest=2, current=2,
                 phase="fortify", **NEW)
    give(s, 1, "Peru", "Japan")
    play(s, "end_turn")
    play(s, f"place:Alberta:{s.to_place}")
    s.rng.force([6, 6, 6, 1])
    play(s, "attack:Alberta:Ontario", "dice:3")
    play(s, "move:3")
    entry = s.view(None)["turns"][-1]
    assert entry["eliminated"] == ["Blue"]
    assert entry["cards_taken"] == [{"from": "Blue", "count": 2}]
    assert "Peru" not in json.dumps(s.view(2)["turns"])
    for _ in range(8):                               # the turns go on: at most n kept
        if s.phase == "attack":
            play(s, "end_attack")
        play(s, "end_turn")
        while s.phase == "reinforce":
            play(s, next(a for a in s.legal_actions() if a.startswith("place:")))
    assert s.turn >= 9 and len(s.turn_log.done) == s.n       # the last n turns kept
    assert [e["player"] for e in s.view(None)["turns"]][-2:] in (["Red", "Green"],
                                                                 ["Green", "Red"])


def test_the_record_stays_out_of_the_digest_and_a_replay_rebuilds_it():
    session = Session(SPEC, {"variant": "classic", "players": 3}, 4)
    chooser = Rng(2)
    while session.state.turn < 7:
        legal = session.state.legal_actions()
        session.play(legal[chooser.randbelow(len(legal))])
    assert "turn_log" not in session.state.snapshot()
    loaded = Session.from_json(session.to_json())
    assert loaded.state.view(None)["turns"] == session.state.view(None)["turns"]
    assert len(session.state.view(None)["turns"]) >= 3


def test_a_clone_keeps_its_own_record():
    s = red_turn()
    c = s.clone()
    play(c, f"place:Siam:{c.to_place}")
    assert c.view(None)["turns"][-1]["placed"] == {"Siam": s.to_place}
    assert s.view(None)["turns"][-1].get("placed") == {}
    play(s, f"place:India:{s.to_place}")
    assert c.view(None)["turns"][-1]["placed"] == {"Siam": c.turn_log.now["placed"]["Siam"]}
    assert s.view(None)["turns"][-1]["placed"] == {"India": s.turn_log.now["placed"]["India"]}


def test_active_game_record_counts_bribes_and_allies_never_the_cards():
    s = position("two-player-active", 2, {"Alberta": (0, 3), "Ontario": (2, 2)}, rest=1,
                 current=1, phase="fortify", **NEW)
    give(s, 0, "Peru")
    play(s, "end_turn")
    assert s.phase == "bribe"
    play(s, "bribe:Yellow:Peru")
    entry = s.view(1)["turns"][-1]
    assert entry["bribes"] == {"Yellow": 1} and "Peru" not in json.dumps(entry)


# =============================================== hidden information in the new views
def _hide(s, viewer):
    """A copy differing only in what ``viewer`` may not know: the other hands' cards
    exchanged with cards of the pile, the pile reshuffled, the neutrals' bribe cards
    exchanged with the pile's, and the others' unclaimed, unshown missions swapped."""
    c = s.clone()
    rng = Rng(7)
    own = c._holder(viewer)
    stacks = [h for i, h in enumerate(c.hands) if i != own] + list(c.ncards or [])
    for hand in stacks:
        for i in range(len(hand)):
            if c.deck:
                j = rng.randbelow(len(c.deck))
                hand[i], c.deck[j] = c.deck[j], hand[i]
    rng.shuffle(c.deck)
    if c.missions_on and c.win is None:
        others = [q for q in range(c.n) if q != viewer and sum(c.claimed[q]) < 3]
        for r in range(4):
            free = [q for q in others if not c.claimed[q][r]]
            vals = [c.missions[q][r] for q in free]
            for q, v in zip(free, vals[1:] + vals[:1]):
                c.missions[q][r] = v
    c.invalidate()
    return c


@pytest.mark.parametrize("variant", VARIANTS)
def test_views_prompts_labels_and_odds_never_depend_on_hidden_cards(variant):
    """With the new options, in random positions of every variant: what a seat receives
    (view with the turn record and the odds, and for the decider the prompt, the legal
    actions and their labels) is the same when the others' cards, the pile's order and
    the others' secret missions are changed."""
    s = SPEC.new({"variant": variant, "players": PLAYERS[variant], "max_turns": 12}, 21)
    chooser = Rng(6)
    step = 0
    while not s.is_over:
        if step % 7 == 0:
            for viewer in range(len(s.players)):
                seen = s.observe(viewer)
                json.dumps(seen)
                assert _hide(s, viewer).observe(viewer) == seen, (variant, step, viewer)
            assert _hide(s, 0).observe(None) == s.observe(None)
        legal = s.legal_actions()
        s.apply(legal[chooser.randbelow(len(legal))])
        step += 1
