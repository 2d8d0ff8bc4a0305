"""57 ABM Treaty (both, 4 ops, not starred): DEFCON improves by 1 (8.1.7, max 5 8.1.2),
then the player conducts operations with the card (6.0; DEFCON limits 8.1.5 at the new
level; modifiers 7.4.2)."""

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c031_red_scare_purge import EFFECT as RED_SCARE
from engine.twilight.testing import US, USSR, play, pos, where

ABM = 57


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c057_defcon_then_four_operations():
    s = full(pos(turn=4, defcon=2, hands=[[ABM, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:57", "event")
    assert s.defcon == 3
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["points"] == 4
    play(s, "influence", *["inf:Poland"] * 4)
    assert where(s, "Poland") == (5, 0) and ABM in s.discard
    assert s.check_invariants() == []


def test_c057_defcon_first_opens_the_middle_east_for_a_coup_8_1_5():
    """At DEFCON 2 the Middle East is closed; ABM makes it 3 before the operations."""
    s = full(pos(turn=4, defcon=2, hands=[[ABM, 33], [19]], inf={"Lebanon": (0, 1)}))
    play(s, "card:57", "event", "coup")
    assert "coup:Lebanon" in s.legal_actions()
    s.rng.force([1])
    play(s, "coup:Lebanon")                                   # 1 + 4 - 2 = 3
    assert where(s, "Lebanon") == (2, 0) and s.milops == [4, 0]


def test_c057_at_defcon_5_no_change():
    s = full(pos(turn=4, defcon=5, hands=[[ABM, 33], [19]]))
    play(s, "card:57", "event")
    assert s.defcon == 5 and s.stack[-1]["kind"] == "ops"


def test_c057_red_scare_against_the_player_makes_it_3_7_4_2():
    s = full(pos(turn=4, phasing=US, hands=[[33], [ABM, 19]],
                 effects={RED_SCARE: {"until": "turn", "against": [US]}}))
    play(s, "card:57", "event")
    assert s.stack[-1]["points"] == 3 and s.stack[-1]["side"] == US


def test_c057_no_space_race_with_these_operations():
    s = full(pos(turn=4, hands=[[ABM, 33], [19]]))
    play(s, "card:57", "event")
    assert "space" not in s.legal_actions()


def test_c057_played_for_operations_no_event():
    s = full(pos(turn=4, defcon=3, hands=[[ABM, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:57", "ops")
    assert s.defcon == 3 and s.stack[-1]["points"] == 4
