"""42 Quagmire (USSR, 3 ops, starred, in play) and 44 Bear Trap (US, mirror image): in
each of its action rounds the trapped side discards a card of 2+ operations (after the
7.4 modifiers, never the China Card, 9.5) and rolls 1-4 to escape (the card is then
removed); with no such card it may only play scoring cards, or passes. Rules: 4.5 C
(headline), 4.5 D (held cards), 5.2, 5.4, 6.4.4 box 8 (optional round), 7.4 / 7.4.2,
9.5, 10.1.5 (never forced to hold a scoring card), 11.1.2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

QUAGMIRE = "c042_quagmire"
BEAR_TRAP = "c044_bear_trap"


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def trapped(card, hands, *, phasing=US, ar=1, turn=4, **kw):
    """A position where the trap of ``card`` is already in play, at the start of
    ``phasing``'s action round ``ar``."""
    effect, side = (QUAGMIRE, US) if card == 42 else (BEAR_TRAP, USSR)
    s = pos(turn=turn, hands=hands, phasing=phasing, ar=ar, run=False, **kw)
    s.effects[effect] = {"card": card, "side": side}
    s.in_play.append(card)
    s.refresh()
    return s


def test_c042_event_traps_the_us_from_its_next_round_and_stays_in_play():
    s = pos(turn=4, hands=[[42, 7], [19, 20, 21]])
    play(s, "card:42", "event")
    assert 42 in s.in_play and QUAGMIRE in s.effects and 42 not in s.removed
    assert s.deciding_side == US and s.stack[-1]["kind"] == "c042_trap"
    assert str(s.prompt()).startswith("US: 42 Quagmire")
    assert s.legal_actions() == ["discard:20", "discard:21"]    # Truman Doctrine: 1 op
    assert clean(s) == []


def test_c042_roll_5_stays_trapped_roll_4_escapes_and_the_card_is_removed():
    s = trapped(42, [[7, 8], [19, 20, 21]], phasing=US)
    s.rng.force([5])
    play(s, "discard:20")
    assert 20 in s.discard and 20 not in s.hands[US]          # 5.4: no event
    assert QUAGMIRE in s.effects and 42 in s.in_play and s.deciding_side == USSR
    assert any("rolls 5 (needs 1-4): still trapped" in line for line in map(str, s.log))
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.stack[-1]["kind"] == "c042_trap"                 # the next US round too
    s.rng.force([4])
    play(s, "discard:21")
    assert QUAGMIRE not in s.effects and 42 in s.removed and 42 not in s.in_play
    play(s, "card:8", "event")
    assert s.stack[-1]["kind"] == "play" and s.deciding_side == US   # free again
    assert clean(s) == []


def test_c042_9_5_the_china_card_is_never_discarded_nor_played():
    s = trapped(42, [[7], [19, 20]], china=US, china_up=True)
    assert s.legal_actions() == ["discard:20"]
    with pytest.raises(IllegalAction, match="42 Quagmire"):
        s.apply("discard:6")
    with pytest.raises(IllegalAction, match="42 Quagmire"):
        s.apply("card:6")
    with pytest.raises(IllegalAction, match="42 Quagmire"):
        s.apply("card:20")                                    # no ordinary play


def test_c042_7_4_2_red_scare_makes_a_2_too_small_containment_makes_a_1_enough():
    red = {QUAGMIRE: {"card": 42, "side": US},
           "c031_red_scare_purge": {"until": "turn", "against": [US]}}
    s = pos(turn=4, hands=[[7], [19, 20, 26]], phasing=US, run=False, effects=red)
    s.in_play.append(42)
    s.refresh()
    # Olympic Games (2) is worth 1 under Red Scare: nothing to discard, no scoring card
    assert s.deciding_side == USSR and 20 in s.hands[US]
    assert any("no card of 2+ operations" in line for line in map(str, s.log))
    cont = {QUAGMIRE: {"card": 42, "side": US}, "c025_containment": {"until": "turn"}}
    s2 = pos(turn=4, hands=[[7], [19, 26]], phasing=US, run=False, effects=cont)
    s2.in_play.append(42)
    s2.refresh()
    assert s2.legal_actions() == ["discard:19", "discard:26"]  # 1 + 1 = 2 each


def test_c042_no_suitable_card_only_scoring_cards_then_automatic_passes():
    s = trapped(42, [[7, 8, 10], [1, 19, 26]])
    assert s.legal_actions() == ["card:1"]                    # must play the scoring card
    with pytest.raises(IllegalAction, match="42 Quagmire"):
        s.apply("card:19")
    play(s, "card:1", "event")
    assert 1 in s.discard and s.deciding_side == USSR
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    # round 2: nothing to discard, no scoring card: the US passes, keeping its cards
    assert s.deciding_side == USSR and s.ar == 3
    assert sorted(s.hands[US]) == [19, 26]
    assert any("passes action round 2" in line for line in map(str, s.log))
    assert QUAGMIRE in s.effects and clean(s) == []


def test_c042_10_1_5_a_scoring_card_may_replace_the_discard_when_it_would_be_held():
    """Last US round (7 of 7), Asia Scoring (1) and NATO (21) in hand: 10.1.5 beats the
    card text (5.5): the US may play the scoring card instead of discarding."""
    s = trapped(42, [[7], [1, 21]], ar=7)
    assert s.legal_actions() == ["discard:21", "card:1"]
    play(s, "card:1", "event")
    assert not s.is_over and s.turn == 5                      # nothing held: turn ends
    s2 = trapped(42, [[7], [1, 21, 20]], ar=6)                # 2 rounds left, 1 scoring
    assert s2.legal_actions() == ["discard:20", "discard:21"]


def test_c042_4_5_d_discarding_to_the_end_keeps_a_scoring_card_held_and_loses():
    s = trapped(42, [[7], [1, 21]], ar=7)
    s.rng.force([6])
    play(s, "discard:21")
    assert s.is_over and s.end_reason == "scoring_held" and s.winner == USSR


def test_c042_5_2_us_plays_it_for_operations_trapped_from_its_next_round():
    s = pos(turn=4, hands=[[7, 8], [42, 20]], phasing=US, inf={"Canada": (0, 1)})
    play(s, "card:42", "ops", "ops_first", "influence", "inf:Canada", "inf:Canada",
         "inf:Canada")
    assert QUAGMIRE in s.effects and 42 in s.in_play and s.deciding_side == USSR
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.stack[-1]["kind"] == "c042_trap" and s.legal_actions() == ["discard:20"]


def test_c042_4_5_c_headlined_it_traps_the_first_us_action_round():
    s = pos(turn=4, hands=[[42, 7], [19, 20, 21]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:42", "headline:19")
    while s.stack[-1]["kind"] != "play":                      # Truman Doctrine: no target
        s.apply(s.legal_actions()[0])
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.stack[-1]["kind"] == "c042_trap" and s.ar == 1


def test_c042_the_trap_lasts_into_the_next_turn():
    """Turn 4, last US round with only a 1-op card: passed; turn 5 deals a new hand and
    the first US action round is a trap round again."""
    s = trapped(42, [[7], [19]], ar=7, deck=[21, 20, 8, 10])
    assert s.turn == 5 and QUAGMIRE in s.effects and 42 in s.in_play
    assert sorted(s.hands[US]) == [8, 19, 21] and sorted(s.hands[USSR]) == [7, 10, 20]
    play(s, "headline:7", "headline:19")                      # no targets: no effect
    play(s, "card:20", "ops", "influence", "inf:Poland", "inf:Poland")
    assert s.stack[-1]["kind"] == "c042_trap" and s.legal_actions() == ["discard:8",
                                                                         "discard:21"]


def test_c042_6_4_4_an_optional_eighth_round_may_be_passed():
    s = trapped(42, [[7], [20, 21]], ar=8, space=[0, 8])
    assert s.legal_actions() == ["discard:20", "discard:21", "pass"]
    play(s, "pass")
    assert sorted(s.hands[US]) == [20, 21] and QUAGMIRE in s.effects


def test_c044_bear_trap_mirror_traps_the_ussr_and_never_the_china_card():
    s = pos(turn=4, hands=[[7, 8, 10], [44, 20]], phasing=US)
    play(s, "card:44", "event")
    assert 44 in s.in_play and BEAR_TRAP in s.effects
    assert s.deciding_side == USSR and str(s.prompt()).startswith("USSR: 44 Bear Trap")
    assert s.legal_actions() == ["discard:7", "discard:8"]   # Blockade 1 op; China never
    with pytest.raises(IllegalAction, match="44 Bear Trap"):
        s.apply("card:6")
    s.rng.force([1])
    play(s, "discard:8")
    assert where(s, "Cuba") == (0, 0)                         # Fidel's event: no (5.4)
    assert BEAR_TRAP not in s.effects and 44 in s.removed and clean(s) == []


def test_c044_7_4_brezhnev_counts_for_the_ussr_discard():
    eff = {BEAR_TRAP: {"card": 44, "side": USSR},
           "c051_brezhnev_doctrine": {"until": "turn"}}
    s = pos(turn=4, hands=[[10, 1], [20]], run=False, effects=eff)
    s.in_play.append(44)
    s.refresh()
    assert s.legal_actions() == ["discard:10"]                # Blockade 1 + 1 = 2


def test_c044_5_2_ussr_plays_it_for_ops_trapped_from_its_next_round():
    s = pos(turn=4, hands=[[44, 7], [20]], inf={"Poland": (1, 0)})
    play(s, "card:44", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert BEAR_TRAP in s.effects and s.deciding_side == US
    play(s, "card:20", "ops", "influence", "inf:Canada", "inf:Canada")
    assert s.stack[-1]["kind"] == "c042_trap" and s.legal_actions() == ["discard:7"]
