"""60 U2 Incident (USSR, 3 ops, starred): the USSR gains 1 VP, and 1 more if UN
Intervention (32) is played as an event later this turn, by either side."""

from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c060_u2_incident import EFFECT
from engine.twilight.testing import US, USSR, play, pos

U2, UN = 60, 32


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def test_c060_one_vp_and_the_effect_for_the_turn():
    s = full(pos(turn=4, hands=[[U2, 33], [19]]))
    play(s, "card:60", "event")
    assert s.vp == -1 and s.effects[EFFECT] == {"until": "turn"} and U2 in s.removed
    assert s.check_invariants() == []


def test_c060_un_intervention_played_as_event_by_the_us_one_more_vp():
    s = full(pos(turn=4, hands=[[U2, 30], [UN, 33]]))
    play(s, "card:60", "event", "card:32", "event", "un:33")
    assert s.vp == -1                                     # not yet: UN is being played
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == -2 and EFFECT not in s.effects


def test_c060_by_the_ussr_too():
    s = full(pos(turn=4, hands=[[U2, UN, 22, 30], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:60", "event", "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:32", "event", "un:22", "influence", "inf:Poland", "inf:Poland")
    assert s.vp == -2


def test_c060_un_intervention_for_operations_does_not_count():
    s = full(pos(turn=4, hands=[[U2, 30], [UN, 33]]))
    play(s, "card:60", "event", "card:32", "ops", "influence", "inf:Japan")
    assert s.vp == -1 and EFFECT in s.effects


def test_c060_only_once_and_only_this_turn():
    s = full(pos(turn=4, phasing=US, hands=[[33], [19, 22]], effects={EFFECT: {"until": "turn"}}))
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]
    s.stack.clear()
    s.refresh()
    assert s.turn == 5 and EFFECT not in s.effects


def test_c060_us_plays_it_for_operations_the_ussr_gains_5_2():
    s = full(pos(turn=4, phasing=US, hands=[[33], [U2, 19]]))
    play(s, "card:60", "ops", "event_first")
    assert s.vp == -1 and EFFECT in s.effects
