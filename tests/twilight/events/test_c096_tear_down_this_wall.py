"""96 Tear Down This Wall (US, 3 ops, starred, underlined): cancels / prevents Willy Brandt
(55); +3 US influence in East Germany; then the US may make a free coup attempt or
realignment rolls in Europe with the card's operations value, ignoring DEFCON geography.
Rules: 6.3.5 (free coup: no DEFCON restriction, a battleground still degrades DEFCON),
8.2.5 (no military operations), 8.1.3 (the card's player is responsible, D6), 6.2.2
(realignment; the acting player's die first), 7.4 / 7.4.2 (modifiers), 7.5, 5.2, 4.5 C,
2.2.5 (stays in play). The relation with Willy Brandt in both orders is also in
tests/twilight/test_cross_era_interactions.py."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.events.c021_nato import EFFECT as NATO, protects
from engine.twilight.events.c096_tear_down_this_wall import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

EUROPE = {"East Germany": (3, 0), "Poland": (4, 0), "Greece": (1, 0), "Italy": (0, 2),
          "Japan": (1, 1)}
WEST_GERMANY = B.INDEX["West Germany"]


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def wall(defcon=2, inf=EUROPE, in_play=(), effects=None, **kw):
    s = late(pos(turn=8, phasing=US, defcon=defcon, hands=[[33], [96, 19]], inf=inf,
                 effects=effects, **kw), in_play=in_play)
    play(s, "card:96", "event")
    return s


def test_c096_east_germany_and_the_choice_at_defcon_2():
    s = wall()
    assert where(s, "East Germany") == (3, 3) and EFFECT in s.effects
    assert s.deciding_side == US
    # 6.3.5: Europe is closed at DEFCON 2 (8.1.5), not for this card; Japan is not Europe
    assert s.legal_actions() == ["coup:Greece", "coup:East Germany", "coup:Poland",
                                 "realign:Greece", "realign:East Germany",
                                 "realign:Poland", "decline"]
    with pytest.raises(IllegalAction, match="96 Tear Down This Wall: Japan is not in Europe"):
        s.apply("coup:Japan")
    with pytest.raises(IllegalAction, match="96 Tear Down This Wall: 6.3.1"):
        s.apply("coup:Italy")


def test_c096_free_coup_in_europe_at_defcon_2_no_military_operations():
    s = wall()
    s.rng.force([4])                                     # 4 + 3 - 2x2 = 3
    play(s, "coup:Greece")
    assert where(s, "Greece") == (0, 2)
    assert s.milops == [0, 0] and s.defcon == 2          # not a battleground, 8.2.5
    assert 96 in s.in_play and 96 not in s.removed       # underlined: stays in play
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c096_6_3_5_battleground_coup_degrades_defcon_at_2_the_us_loses():
    s = wall()
    s.rng.force([6])
    play(s, "coup:Poland")
    assert s.over and s.defcon == 1 and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c096_6_3_5_battleground_coup_at_defcon_3():
    s = wall(defcon=3)
    s.rng.force([6])                                     # 6 + 3 - 2x3 = 3
    play(s, "coup:Poland")
    assert s.defcon == 2 and where(s, "Poland") == (1, 0) and not s.over


def test_c096_8_1_3_ussr_played_it_for_ops_the_ussr_is_responsible():
    s = late(pos(turn=8, defcon=2, hands=[[96, 33], [19]], inf=EUROPE))
    play(s, "card:96", "ops", "event_first")
    assert s.deciding_side == US
    s.rng.force([1])
    play(s, "coup:East Germany")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"


def test_c096_realignment_rolls_use_the_ops_value_ignoring_defcon():
    s = wall()
    s.rng.force([6, 1, 6, 1, 6, 1])
    play(s, "realign:Poland")
    assert s.legal_actions() == ["realign:Greece", "realign:East Germany",
                                 "realign:Poland"]
    assert s.stack[-1]["left"] == 2
    play(s, "realign:Poland", "realign:Greece")         # US 6 (+1 Italy) vs USSR 1+1
    assert s.deciding_side == USSR and s.milops == [0, 0] and s.defcon == 2
    assert where(s, "Poland") == (0, 0) and where(s, "Greece") == (0, 0)


def test_c096_coup_and_realignment_are_not_mixed():
    s = wall()
    s.rng.force([6, 1])
    play(s, "realign:Greece")
    with pytest.raises(IllegalAction, match="96 Tear Down This Wall: choose the next "
                                            "realignment roll"):
        s.apply("coup:Poland")


def test_c096_decline():
    s = wall()
    play(s, "decline")
    assert where(s, "Poland") == (4, 0) and s.deciding_side == USSR
    assert 96 in s.in_play and s.check_invariants() == []


def test_c096_7_4_2_containment_adds_an_operation_to_the_coup():
    s = wall(effects={"c025_containment": {"until": "turn"}})
    assert "4 ops" in str(s.label("coup:Poland"))
    s.rng.force([1])                                     # 1 + 4 - 2x2 = 1 in Greece
    play(s, "coup:Greece")
    assert where(s, "Greece") == (0, 0)


def test_c096_iran_contra_applies_to_these_realignment_rolls():
    s = wall(inf={"Finland": (2, 0)},
             effects={"c093_iran_contra_scandal": {"until": "turn"}})
    # Finland: the USSR is adjacent (+1) and has more influence (+1); the US -1
    assert "(-1 vs +2" in str(s.label("realign:Finland"))
    s.rng.force([4, 1])                                  # 4-1 = 3 vs 1+2 = 3: tie
    play(s, "realign:Finland")
    assert where(s, "Finland") == (2, 0)


def test_c096_no_ussr_influence_in_europe_no_choice():
    s = wall(inf={"Japan": (1, 0)})
    assert where(s, "East Germany") == (0, 3) and s.deciding_side == USSR
    assert any("no European country holds USSR influence" in line for line in map(str, s.log))


def test_c096_cancels_willy_brandt_nato_covers_west_germany_again():
    s = wall(inf={"West Germany": (2, 6), "Poland": (2, 0)},
             effects={"willy_brandt": {}, NATO: {}}, in_play=[23, 21, 55])
    assert 55 in s.removed and 55 not in s.in_play and "willy_brandt" not in s.effects
    assert protects(s, WEST_GERMANY)                     # NATO (21) covers it again
    assert where(s, "West Germany") == (2, 6)            # Willy Brandt's gains stay
    assert s.check_invariants() == []


def test_c096_4_5_c_headlined_by_the_ussr_the_us_implements_it():
    s = pos(turn=8, defcon=3, hands=[[96, 33], [1, 19]], inf=EUROPE, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:96", "headline:1")
    assert where(s, "East Germany") == (3, 3) and s.deciding_side == US
    assert "coup:Poland" in s.legal_actions()
