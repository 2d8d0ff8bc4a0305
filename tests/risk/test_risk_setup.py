"""Setup and initial placement (rulebook: 'Setup', 'Initial deployment', 'Reinforcing
armies', and the 2-player game's setup)."""

import pytest

from engine.core import IllegalAction
from engine.risk import SPEC


def new(variant="classic", players=3, seed=1, **options):
    """A new game with the rulebook's setup (initial deployment by claims; the option
    "territories: dealt" is tested in test_risk_comfort.py)."""
    options.setdefault("territories", "claimed")
    return SPEC.new({"variant": variant, "players": players, **options}, seed)


@pytest.mark.parametrize("players,armies", [(3, 35), (4, 30), (5, 25), (6, 20)])
def test_setup_step3_starting_armies_by_player_count(players, armies):
    """Setup, step 3: 35 / 30 / 25 / 20 armies for 3 / 4 / 5 / 6 players."""
    s = new(players=players)
    assert s.setup_left == [armies] * players


def test_setup_step4_highest_roll_begins_ties_roll_again():
    """Setup, step 4 and 'Reinforcing armies': each player rolls a die and the highest
    begins; a tie among the highest rolls again (STANDARD-2004). Here the roll for the
    first turn, after the last army is placed."""
    s = new(seed=4)
    while not (s.phase == "setup_place" and sum(s.setup_left) == 1):
        s.apply(s.legal_actions()[0])
    s.rng.force([6, 2, 6, 3, 5])            # Red 6, Blue 2, Green 6; then Red 3, Green 5
    s.apply(s.legal_actions()[0])
    assert s.current == 2 and s.phase == "reinforce"
    assert "Red 6, Blue 2, Green 6" in str(s.log[-4]) and "Red 3, Green 5" in str(s.log[-3])
    assert "Green rolls highest" in str(s.log[-2])


def test_initial_deployment_claims_one_territory_in_turn():
    """Initial deployment: each player in turn puts one army in an unoccupied territory."""
    s = new()
    first = s.current
    s.apply("claim:Alaska")
    assert s.owner[0] == first and s.armies[0] == 1 and s.current == (first + 1) % 3
    before = s.digest()
    with pytest.raises(IllegalAction, match="Initial deployment"):
        s.apply("claim:Alaska")
    assert s.digest() == before
    assert "claim:Alaska" not in s.legal_actions()


def test_reinforcing_armies_one_at_a_time_then_dice_for_first_turn():
    """Reinforcing armies: after all 42 are claimed, the player who began places first, one
    army at a time in own territories; then the dice decide who plays first."""
    s = new(seed=3)
    first = s.current
    while s.phase == "claim":
        s.apply(s.legal_actions()[0])
    assert s.phase == "setup_place" and s.current == first
    assert all(o >= 0 for o in s.owner) and sum(s.setup_left) == 3 * 35 - 42
    mine = [t for t in range(42) if s.owner[t] == s.current]
    with pytest.raises(IllegalAction, match="Reinforcing armies"):
        s.apply(f"place:{s.view(None)['territories'][next(t for t in range(42) if s.owner[t] != s.current)]['name']}")
    while s.phase == "setup_place" and sum(s.setup_left) > 1:
        s.apply(s.legal_actions()[0])
    s.rng.force([2, 6, 3])
    s.apply(s.legal_actions()[0])
    assert s.current == 1 and s.phase == "reinforce" and s.turn == 1
    for p in range(3):
        assert sum(s.armies[t] for t in range(42) if s.owner[t] == p) == 35
    assert mine


def test_two_player_setup_deal_9_9_and_6_per_neutral():
    """2-player game, setup: 36 armies each, 4 neutrals of 24; territory cards dealt 9 to
    each player and 6 to each neutral, one army on each."""
    s = new("two-player-passive", 2)
    assert s.tcount == [9, 9, 6, 6, 6, 6]
    assert s.setup_left == [27, 27, 18, 18, 18, 18]
    assert sorted(s.deck) == list(range(44))      # all cards back, jokers included


def test_two_player_reinforcing_3_own_then_1_per_neutral():
    """2-player game, reinforcing armies: each turn 3 own armies, then one army in a
    territory of each neutral army; at the end a die roll decides who starts."""
    s = new("two-player-active", 2, seed=5)
    p = s.current
    for _ in range(3):
        assert s.phase == "setup_place" and s.current == p
        s.apply(s.legal_actions()[0])
    for k in range(4):
        assert s.phase == "setup_neutral" and s.neutral_turn == k and s.current == p
        t = s.legal_actions()[0]
        s.apply(t)
    assert s.current == 1 - p and s.phase == "setup_place"
    while s.phase in ("setup_place", "setup_neutral"):
        s.apply(s.legal_actions()[-1])
    assert s.phase in ("reinforce", "bribe")
    per_unit = [sum(s.armies[t] for t in range(42) if s.owner[t] == u) for u in range(6)]
    assert per_unit == [36, 36, 24, 24, 24, 24]


def test_players_per_variant_validated():
    from engine.core import RecordError
    with pytest.raises(RecordError):
        SPEC.new({"variant": "classic", "players": 2})
    with pytest.raises(RecordError):
        SPEC.new({"variant": "two-player-passive", "players": 3})
    with pytest.raises(RecordError):
        SPEC.new({"variant": "teams", "players": 3})
    assert SPEC.new({"variant": "teams", "players": 5}).n == 5
