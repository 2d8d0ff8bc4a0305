"""69 Latin American Death Squads (both, 2 ops, not starred): for the rest of the turn
the player's coups in Central and South America get +1, the opponent's -1 (6.3.2);
free coups too; not realignments, not elsewhere; stacks with SALT (43)."""

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c043_salt_negotiations import EFFECT as SALT
from engine.twilight.events.c069_latin_american_death_squads import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

LADS = 69


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def for_ussr(**kw):
    return {EFFECT: {"until": "turn", "for": [USSR]}, **kw}


def test_c069_event_for_the_turn_discarded():
    s = full(pos(turn=4, hands=[[LADS, 33], [19]]))
    play(s, "card:69", "event")
    assert s.effects[EFFECT] == {"until": "turn", "for": [USSR]} and LADS in s.discard
    assert s.check_invariants() == []


def test_c069_player_plus_one_in_the_americas():
    s = full(pos(turn=4, hands=[[30, 33], [19]], inf={"Nicaragua": (0, 3)},
                 effects=for_ussr()))
    s.rng.force([2])
    play(s, "card:30", "ops", "coup", "coup:Nicaragua")      # 2 + 2 + 1 - 2 = 3
    assert where(s, "Nicaragua") == (0, 0)


def test_c069_opponent_minus_one_in_the_americas():
    s = full(pos(turn=4, phasing=US, hands=[[33], [22, 19]], inf={"Nicaragua": (3, 0)},
                 effects=for_ussr()))
    s.rng.force([3])
    play(s, "card:22", "ops", "coup", "coup:Nicaragua")      # 3 + 2 - 1 - 2 = 2
    assert where(s, "Nicaragua") == (1, 0)


def test_c069_no_modifier_elsewhere():
    s = full(pos(turn=4, hands=[[30, 33], [19]], inf={"Lebanon": (0, 3)},
                 effects=for_ussr()))
    s.rng.force([2])
    play(s, "card:30", "ops", "coup", "coup:Lebanon")        # 2 + 2 - 2 = 2
    assert where(s, "Lebanon") == (0, 1)


def test_c069_free_coups_too_junta():
    s = full(pos(turn=4, hands=[[47, 33], [19]], inf={"Nicaragua": (0, 3)},
                 effects=for_ussr()))
    s.rng.force([2])
    play(s, "card:47", "event", "inf:Chile", "coup", "coup:Nicaragua")   # 2+2+1-2 = 3
    assert where(s, "Nicaragua") == (0, 0)


def test_c069_realignment_unaffected():
    s = full(pos(turn=4, hands=[[30, 33], [19]], inf={"Nicaragua": (0, 1)},
                 effects=for_ussr()))
    s.rng.force([2, 2])                                       # 2 vs 2 + 1 (more inf.)
    play(s, "card:30", "ops", "realign", "realign:Nicaragua")
    assert where(s, "Nicaragua") == (0, 1)


def test_c069_stacks_with_salt():
    s = full(pos(turn=4, hands=[[30, 33], [19]], inf={"Nicaragua": (0, 3)},
                 effects=for_ussr(**{SALT: {"until": "turn"}})))
    s.rng.force([2])
    play(s, "card:30", "ops", "coup", "coup:Nicaragua")      # 2 + 2 + 1 - 1 - 2 = 2
    assert where(s, "Nicaragua") == (0, 1)


def test_c069_us_headline_helps_the_us():
    s = pos(turn=4, hands=[[30, 33], [LADS, 19]], run=False, inf={"Cuba": (3, 0)})
    s.step = "headline"
    full(s)
    play(s, "headline:30", "headline:69")
    assert s.effects[EFFECT]["for"] == [US]


def test_c069_played_twice_adds_up():
    s = full(pos(turn=4, hands=[[LADS, 33], [19]], effects=for_ussr()))
    play(s, "card:69", "event")
    assert s.effects[EFFECT]["for"] == [USSR, USSR]


def test_c069_expires_at_the_end_of_the_turn():
    s = full(pos(turn=4, phasing=US, hands=[[33], [19, 22]], effects=for_ussr()))
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]
    s.stack.clear()
    s.refresh()
    assert s.turn == 5 and EFFECT not in s.effects
