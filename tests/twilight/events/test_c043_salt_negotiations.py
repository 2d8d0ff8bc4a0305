"""43 SALT Negotiations (both, 3 ops, starred): DEFCON improves by 2 (published card; the
Italian "diminuite" is a translation slip, 8.1.7), -1 to every coup roll of both sides
for the rest of the turn (6.3.2), and the player may take a non-scoring card from the
discard pile, shown to the opponent."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c043_salt_negotiations import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

SALT = 43
ON = {EFFECT: {"until": "turn"}}


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c043_defcon_plus_2_effect_and_discard_search():
    s = full(pos(turn=4, defcon=2, hands=[[SALT, 33], [19]], discard=[1, 22, 30]))
    play(s, "card:43", "event")
    assert s.defcon == 4 and s.effects[EFFECT] == {"until": "turn"}
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["salt:22", "salt:30", "decline"]   # not 1 (scoring)
    assert str(s.label("salt:30")) == "Take Decolonization (30)"
    play(s, "salt:30")
    assert 30 in s.hands[USSR] and 30 not in s.discard and s.discard == [1, 22]
    assert any("Decolonization (30)" in line and "discard pile" in line for line in map(str, s.log))
    assert SALT in s.removed and s.deciding_side == US
    assert s.check_invariants() == []


def test_c043_defcon_never_above_5_8_1_2():
    s = full(pos(turn=4, defcon=4, hands=[[SALT, 33], [19]]))
    play(s, "card:43", "event")
    assert s.defcon == 5


def test_c043_scoring_cards_cannot_be_taken():
    s = full(pos(turn=4, hands=[[SALT, 33], [19]], discard=[1, 22]))
    play(s, "card:43", "event")
    with pytest.raises(IllegalAction, match="43 SALT Negotiations: Asia Scoring"):
        s.apply("salt:1")
    with pytest.raises(IllegalAction, match="43 SALT Negotiations: .* not in the discard"):
        s.apply("salt:19")


def test_c043_decline_takes_nothing():
    s = full(pos(turn=4, hands=[[SALT, 33], [19]], discard=[22]))
    play(s, "card:43", "event", "decline")
    assert s.discard == [22] and s.hands[USSR] == [33]


def test_c043_only_scoring_cards_in_the_discard_no_question():
    s = full(pos(turn=4, hands=[[SALT, 33], [19]], discard=[1]))
    play(s, "card:43", "event")
    assert s.deciding_side == US and s.stack[-1]["kind"] == "play"


def test_c043_us_implements_it_when_headlined_and_takes_the_card():
    s = pos(turn=4, defcon=3, hands=[[33, 30], [SALT, 19]], discard=[22], run=False)
    s.step = "headline"
    full(s)
    play(s, "headline:30", "headline:43")          # US 3 ops vs USSR 2: US first
    assert s.deciding_side == US and s.legal_actions() == ["salt:22", "decline"]
    play(s, "salt:22")
    assert 22 in s.hands[US] and s.defcon == 5


@pytest.mark.parametrize("side, card, hands, inf, roll, result", [
    (USSR, 33, [[33], [19]], {"Nicaragua": (0, 2)}, 4, (2, 0)),   # 4 + 3 - 1 - 2 = 4
    (US, 22, [[33], [22, 19]], {"Nicaragua": (2, 0)}, 4, (0, 1)),  # 4 + 2 - 1 - 2 = 3
])
def test_c043_minus_one_to_every_coup_roll_6_3_2(side, card, hands, inf, roll, result):
    s = full(pos(turn=4, phasing=side, hands=hands, inf=inf, effects=ON))
    s.rng.force([roll])
    play(s, f"card:{card}", "ops", "coup", "coup:Nicaragua")
    assert where(s, "Nicaragua") == result


def test_c043_free_coups_too():
    s = full(pos(turn=4, hands=[[47, 33], [19]], inf={"Nicaragua": (0, 3)}, effects=ON))
    s.rng.force([3])
    play(s, "card:47", "event", "inf:Chile", "coup", "coup:Nicaragua")   # 3+2-1-2 = 2
    assert where(s, "Nicaragua") == (0, 1)


def test_c043_realignment_rolls_unaffected():
    s = full(pos(turn=4, hands=[[33, 30], [19]], inf={"Nicaragua": (0, 2)}, effects=ON))
    s.rng.force([4, 2])
    play(s, "card:30", "ops", "realign", "realign:Nicaragua")
    # USSR 4 vs US 2+1 (more influence): the US loses 1; with a -1 it would be a tie
    assert where(s, "Nicaragua") == (0, 1)


def test_c043_played_for_operations_no_event():
    s = full(pos(turn=4, defcon=2, hands=[[SALT, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:43", "ops")
    assert s.defcon == 2 and EFFECT not in s.effects
