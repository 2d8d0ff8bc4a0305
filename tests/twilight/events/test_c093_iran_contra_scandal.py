"""93 Iran-Contra Scandal (USSR, 2 ops, starred): for the rest of the turn every
realignment roll the US makes has -1 (effect ``c093_iran_contra_scandal``). Rules: 6.2.2
(realignment modifiers; the acting player rolls first in the forced dice), 4.5 (effects
for the rest of the turn), 5.2 (opponent's event before or after the operations), 4.5 C.

Angola (stability 1, no superpower adjacent) with 2 USSR influence and none of the US:
the US die has no 6.2.2 modifier, the USSR die +1 (more influence there)."""

from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events import EVENTS
from engine.twilight.events.c093_iran_contra_scandal import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

IC = {EFFECT: {"until": "turn"}}
ANGOLA = O.country("Angola")


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def test_c093_event_sets_the_turn_effect_and_is_removed():
    s = late(pos(turn=8, hands=[[93, 33], [19]]))
    play(s, "card:93", "event")
    assert s.effects[EFFECT] == {"until": "turn"}
    assert 93 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c093_6_2_2_us_realignment_roll_minus_one():
    s = late(pos(turn=8, phasing=US, hands=[[33], [19, 4]], inf={"Angola": (2, 0)},
                 effects=IC))
    play(s, "card:19", "ops", "realign")
    assert O.realign_modifier(s, US, ANGOLA) == -1 and O.realign_modifier(s, USSR, ANGOLA) == 1
    assert str(s.label("realign:Angola")) == "Realign Angola (-1 vs +1)"
    s.rng.force([4, 2])                                  # US 4-1 = 3, USSR 2+1 = 3: tie
    play(s, "realign:Angola")
    assert where(s, "Angola") == (2, 0)
    assert any("US rolls 4-1 = 3" in line for line in map(str, s.log))


def test_c093_without_the_effect_the_same_roll_wins():
    s = late(pos(turn=8, phasing=US, hands=[[33], [19, 4]], inf={"Angola": (2, 0)}))
    play(s, "card:19", "ops", "realign")
    s.rng.force([4, 2])                                  # US 4, USSR 3: USSR loses 1
    play(s, "realign:Angola")
    assert where(s, "Angola") == (1, 0)


def test_c093_the_us_die_of_a_ussr_realignment_is_not_modified():
    """6.2.1-6.2.2: a realignment roll is the acting player's; the USSR's attempt is not a
    US realignment roll."""
    s = late(pos(turn=8, hands=[[33, 30], [19]], inf={"Angola": (0, 2)}, effects=IC))
    play(s, "card:33", "ops", "realign")
    assert O.realign_modifier(s, US, ANGOLA) == 1        # more influence, no -1
    s.rng.force([3, 2])                                  # USSR 3, US 2+1 = 3: tie
    play(s, "realign:Angola")
    assert where(s, "Angola") == (0, 2)


def test_c093_5_2_us_plays_it_for_ops_operations_first_not_affected():
    s = late(pos(turn=8, phasing=US, hands=[[33], [93, 4]], inf={"Angola": (2, 0)}))
    s.rng.force([4, 2, 4, 2])
    play(s, "card:93", "ops", "ops_first", "realign", "realign:Angola")
    assert where(s, "Angola") == (1, 0)                  # 4 vs 3: no -1 yet
    assert EFFECT not in s.effects                       # the event comes after
    play(s, "realign:Angola")                            # 4 vs 2+1 = 3: one more
    assert where(s, "Angola") == (0, 0)
    assert EFFECT in s.effects and 93 in s.removed


def test_c093_5_2_us_plays_it_for_ops_event_first_affected():
    s = late(pos(turn=8, phasing=US, hands=[[33], [93, 4]], inf={"Angola": (2, 0)}))
    s.rng.force([4, 2])
    play(s, "card:93", "ops", "event_first", "realign", "realign:Angola")
    assert where(s, "Angola") == (2, 0)                  # 4-1 vs 2+1: tie


def test_c093_4_5_effect_ends_with_the_turn():
    s = late(pos(turn=8, ar=7, hands=[[93], [19]]))
    play(s, "card:93", "event")
    assert EFFECT in s.effects
    play(s, "card:19", "ops", "influence", "inf:Japan")  # the US's last round
    assert s.turn == 9 and EFFECT not in s.effects
    assert s.check_invariants() == []


def test_c093_4_5_c_headlined_by_the_us_the_ussr_implements_it():
    s = pos(turn=8, hands=[[1], [93, 19]], run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:1", "headline:93")
    assert EFFECT in s.effects and 93 in s.removed
