"""Exact battle odds (Step 2 - battle stages), checked against the rulebook's dice rules
by counting, and against published figures for the classic match-ups."""
from __future__ import annotations

from fractions import Fraction

import pytest

from engine.core import Rng
from engine.risk.battle import battle
from engine.risk.odds import BATTLE, conquest_odds, conquest_probability


def test_every_battle_table_sums_to_one_and_uses_the_dice_compared():
    for (a, d), table in BATTLE.items():
        assert sum(table.values()) == 1
        assert all(al + dl == min(a, d) for al, dl in table)


def test_three_dice_against_two_known_exact_values():
    """3 vs 2: attacker loses 2 with 2275/7776, each loses 1 with 2611/7776, defender loses
    2 with 2890/7776 (the well-known exact counts)."""
    t = BATTLE[(3, 2)]
    assert t[(2, 0)] == Fraction(2275, 7776)
    assert t[(1, 1)] == Fraction(2611, 7776)
    assert t[(0, 2)] == Fraction(2890, 7776)


def test_one_against_one_defender_wins_ties():
    """1 vs 1: the attacker wins only with a strictly higher die: 15/36."""
    assert BATTLE[(1, 1)][(0, 1)] == Fraction(15, 36)


def test_tables_match_the_engine_battle_function_by_simulation_of_all_roll_orders():
    """The table and the engine's battle() agree: forcing every roll sequence through the
    engine's own function gives the same counts."""
    from itertools import product
    for (a, d), table in BATTLE.items():
        counts = {}
        for roll in product(range(1, 7), repeat=a + d):
            rng = Rng(0)
            rng.force(roll)
            _, _, al, dl = battle(rng, a, d)
            counts[(al, dl)] = counts.get((al, dl), 0) + 1
        assert {k: Fraction(v, 6 ** (a + d)) for k, v in counts.items()} == table


def test_conquest_odds_edges():
    assert conquest_probability(1, 3) == 0                      # cannot attack from 1 army
    assert conquest_probability(5, 0) == 1
    assert conquest_probability(2, 1) == Fraction(15, 36)       # one battle, 1 die each
    # stop when 3 armies are left: from 3 armies no attack happens at all
    assert conquest_probability(3, 1, stop_at=3) == 0


def test_conquest_odds_grow_with_attackers_and_fall_with_a_higher_stop():
    odds = [conquest_odds(n, 5)["win"] for n in range(2, 15)]
    assert odds == sorted(odds) and odds[0] < 0.01 and odds[-1] > 0.95
    assert conquest_odds(10, 5, stop_at=5)["win"] < conquest_odds(10, 5)["win"]
    # a defender who rolls one die only loses more often
    assert conquest_odds(6, 4, defender_max=False)["win"] > conquest_odds(6, 4)["win"]


def test_conquest_odds_match_a_seeded_simulation():
    rng = Rng(7)
    wins = 0
    n = 4000
    for _ in range(n):
        a, d = 6, 4
        while d > 0 and a > 1:
            _, _, al, dl = battle(rng, min(3, a - 1), min(2, d))
            a, d = a - al, d - dl
        wins += d == 0
    assert wins / n == pytest.approx(conquest_odds(6, 4)["win"], abs=0.03)
