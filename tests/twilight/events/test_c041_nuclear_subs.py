"""41 Nuclear Subs (US, 2 ops, starred): for the rest of the turn US coups in
battlegrounds do not degrade DEFCON (6.3.4 / 8.1.4 suspended for the US; free coups too,
6.3.5); other DEFCON changes happen; Cuban Missile Crisis still applies."""

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c041_nuclear_subs import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

SUBS = 41
ON = {EFFECT: {"until": "turn"}}


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c041_event_sets_the_effect_for_the_turn_card_removed():
    s = full(pos(turn=4, phasing=US, hands=[[33], [SUBS, 19]]))
    play(s, "card:41", "event")
    assert s.effects[EFFECT] == {"until": "turn"} and SUBS in s.removed
    assert s.check_invariants() == []


def test_c041_us_battleground_coup_keeps_defcon_and_counts_milops():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[33], [22, 19]], effects=ON,
                 inf={"Mexico": (1, 0)}))
    s.rng.force([5])
    play(s, "card:22", "ops", "coup", "coup:Mexico")     # 5 + 2 - 4 = 3
    assert s.defcon == 3 and where(s, "Mexico") == (0, 2) and s.milops == [0, 2]
    assert "skip" not in s.effects[EFFECT]


def test_c041_at_defcon_2_a_us_battleground_coup_is_safe():
    s = full(pos(turn=4, defcon=2, phasing=US, hands=[[33], [22, 19]], effects=ON,
                 inf={"Mexico": (1, 0)}))
    s.rng.force([1])
    play(s, "card:22", "ops", "coup", "coup:Mexico")
    assert not s.over and s.defcon == 2


def test_c041_without_it_the_us_coup_degrades_defcon_6_3_4():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[33], [22, 19]],
                 inf={"Mexico": (1, 0)}))
    s.rng.force([5])
    play(s, "card:22", "ops", "coup", "coup:Mexico")
    assert s.defcon == 2


def test_c041_ussr_battleground_coups_still_degrade_defcon():
    s = full(pos(turn=4, defcon=3, hands=[[33, 30], [19]], effects=ON,
                 inf={"Mexico": (0, 1)}))
    s.rng.force([5])
    play(s, "card:33", "ops", "coup", "coup:Mexico")
    assert s.defcon == 2


def test_c041_us_free_coup_in_a_battleground_6_3_5():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[33], [47, 19]], effects=ON,
                 inf={"Mexico": (1, 0)}))
    s.rng.force([6])
    play(s, "card:47", "event", "inf:Panama", "coup", "coup:Mexico")
    assert s.defcon == 3 and where(s, "Mexico") == (0, 3) and s.milops == [0, 0]


def test_c041_other_us_defcon_changes_still_happen_duck_and_cover():
    s = full(pos(turn=4, defcon=4, phasing=US, hands=[[33], [4, 19]], effects=ON))
    play(s, "card:4", "event")
    assert s.defcon == 3 and s.vp == 2


def test_c041_does_not_affect_cuban_missile_crisis():
    s = full(pos(turn=4, defcon=4, hands=[[40, 33], [SUBS, 22]],
                 inf={"Mexico": (1, 0)}))
    play(s, "card:40", "event", "card:41", "event")
    assert s.defcon == 2 and EFFECT in s.effects
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:22", "ops", "coup", "coup:Mexico")
    assert s.over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c041_ussr_plays_it_for_operations_the_us_gets_it_5_2():
    s = full(pos(turn=4, hands=[[SUBS, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:41", "ops", "event_first")
    assert EFFECT in s.effects
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 0) and SUBS in s.removed


def test_c041_expires_at_the_end_of_the_turn():
    s = full(pos(turn=4, phasing=US, hands=[[33], [19, 22]], effects=ON))
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]
    s.stack.clear()
    s.refresh()
    assert s.turn == 5 and EFFECT not in s.effects
