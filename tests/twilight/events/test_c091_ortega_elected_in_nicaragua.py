"""91 Ortega Elected in Nicaragua (USSR, 2 ops, starred): all US influence out of
Nicaragua; the USSR may then make a free coup attempt with the card's ops in a country
adjacent to Nicaragua. Rules: 6.3.1-6.3.2 (coup), 6.3.4 / 6.3.5 / 8.1.4 (free coup: a
battleground still degrades DEFCON), 8.2.5 (no military operations), 8.1.3 (D6), 7.4
(modifiers), 5.2, 4.5 C."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

AREA = {"Nicaragua": (0, 2), "Honduras": (0, 1), "Costa Rica": (1, 0), "Cuba": (0, 3),
        "Panama": (0, 2)}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def ortega(inf=AREA, **kw):
    kw.setdefault("hands", [[91, 33], [19]])
    s = late(pos(turn=8, inf=inf, **kw))
    play(s, "card:91", "event")
    return s


def test_c091_nicaragua_cleared_coup_targets_adjacent_with_us_influence():
    s = ortega()
    assert where(s, "Nicaragua") == (0, 0)
    assert s.deciding_side == USSR
    # Costa Rica: no US influence (6.3.1); Panama: not adjacent to Nicaragua
    assert s.legal_actions() == ["coup:Honduras", "coup:Cuba", "decline"]
    with pytest.raises(IllegalAction, match="91 Ortega Elected in Nicaragua: Panama is not "
                                            "adjacent"):
        s.apply("coup:Panama")
    with pytest.raises(IllegalAction, match="91 Ortega Elected in Nicaragua: 6.3.1"):
        s.apply("coup:Costa Rica")


def test_c091_free_coup_with_2_ops_no_military_operations_8_2_5():
    s = ortega()
    s.rng.force([5])                                    # 5 + 2 - 2x2 = 3
    play(s, "coup:Honduras")
    assert where(s, "Honduras") == (2, 0)
    assert s.milops == [0, 0] and s.defcon == 5         # not a battleground
    assert 91 in s.removed and s.deciding_side == US and s.check_invariants() == []


def test_c091_6_3_5_coup_in_the_battleground_cuba_degrades_defcon():
    s = ortega(defcon=3)
    s.rng.force([6])                                    # 6 + 2 - 2x3 = 2
    play(s, "coup:Cuba")
    assert s.defcon == 2 and where(s, "Cuba") == (0, 1) and s.milops == [0, 0]


def test_c091_8_1_3_us_plays_it_for_ops_at_defcon_2_cuba_coup_the_us_loses():
    s = late(pos(turn=8, defcon=2, phasing=US, inf=AREA, hands=[[33], [91, 19]]))
    play(s, "card:91", "ops", "event_first", "coup:Cuba")
    assert s.over and s.end_reason == "nuclear_war" and s.winner == USSR


def test_c091_the_ussr_may_decline():
    s = ortega()
    play(s, "decline")
    assert where(s, "Honduras") == (0, 1) and s.deciding_side == US and 91 in s.removed


def test_c091_no_target_the_event_ends_after_nicaragua():
    s = ortega(inf={"Nicaragua": (0, 3), "Costa Rica": (2, 0)})
    assert where(s, "Nicaragua") == (0, 0) and s.deciding_side == US and 91 in s.removed


def test_c091_7_4_red_scare_against_the_ussr_coup_strength_1():
    s = ortega()
    s.effects["c031_red_scare_purge"] = {"until": "turn", "against": [USSR]}
    s.rng.force([6])                                    # 6 + 1 op - 2x2 = 3
    play(s, "coup:Honduras")
    assert where(s, "Honduras") == (2, 0)


def test_c091_5_2_us_plays_it_for_ops_the_ussr_coups():
    s = late(pos(turn=8, phasing=US, inf=AREA, hands=[[33], [91, 19]]))
    play(s, "card:91", "ops", "event_first")
    assert where(s, "Nicaragua") == (0, 0) and s.deciding_side == USSR
    s.rng.force([4])                                    # 4 + 2 - 4 = 2
    play(s, "coup:Honduras")
    assert where(s, "Honduras") == (1, 0) and s.milops == [0, 0]
    assert s.deciding_side == US


def test_c091_6_3_2_coup_modifiers_apply_latin_american_death_squads():
    if 69 not in EVENTS:
        pytest.skip("69 Latin American Death Squads is not implemented")
    s = ortega()
    s.effects["c069_latin_american_death_squads"] = {"until": "turn", "for": [US]}
    s.rng.force([5])                                    # 5 + 2 - 1 - 2x2 = 2
    play(s, "coup:Honduras")
    assert where(s, "Honduras") == (1, 0)
