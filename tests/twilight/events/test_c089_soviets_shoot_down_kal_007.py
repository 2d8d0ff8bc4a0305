"""89 Soviets Shoot Down KAL-007 (US, 4 ops, starred): DEFCON -1, +2 VP to the US; if the
US controls South Korea it may then place influence or realign with this card. Rules:
8.1.3 (DEFCON 1, responsibility D6), 6.0-6.2 (operations, influence/realignment only),
7.4 (modifiers), 8.1.5, 10.3.1, 5.2, 4.5 C."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

SK = {"South Korea": (0, 3)}                            # stability 3: US control


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def kal(inf=None, **kw):
    kw.setdefault("hands", [[33], [89, 19]])
    kw.setdefault("phasing", US)
    kw.setdefault("defcon", 4)
    return late(pos(turn=8, inf=inf or {}, **kw))


def test_c089_defcon_and_vp_without_south_korea_no_operations():
    s = kal({"South Korea": (1, 3)})                    # 3 - 1 < 3: not controlled
    play(s, "card:89", "event")
    assert s.defcon == 3 and s.vp == 2
    assert s.deciding_side == USSR and 89 in s.removed and s.check_invariants() == []


def test_c089_us_controls_south_korea_influence_or_realignment_4_ops():
    s = kal(SK)
    play(s, "card:89", "event")
    assert s.defcon == 3 and s.vp == 2
    assert s.deciding_side == US and s.legal_actions() == ["conduct_ops", "decline"]
    play(s, "conduct_ops")
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["points"] == 4
    assert "coup" not in s.legal_actions()
    with pytest.raises(IllegalAction,
                       match="6.0: these operations cannot be used for (coup|a coup attempt)"):
        s.apply("coup")
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Taiwan", "inf:South Korea")
    assert where(s, "Japan") == (0, 2) and where(s, "South Korea") == (0, 4)
    assert s.deciding_side == USSR and 89 in s.removed and s.check_invariants() == []


def test_c089_realignment_rolls_8_1_5_limits_apply():
    s = kal({**SK, "North Korea": (3, 0), "Cuba": (2, 0)}, defcon=4)
    play(s, "card:89", "event", "conduct_ops", "realign")       # DEFCON 3: Asia closed
    assert "realign:Cuba" in s.legal_actions()
    assert "realign:North Korea" not in s.legal_actions()
    s.rng.force([6, 1])
    play(s, "realign:Cuba")
    assert where(s, "Cuba")[0] < 2


def test_c089_the_us_may_decline():
    s = kal(SK)
    play(s, "card:89", "event", "decline")
    assert s.deciding_side == USSR and s.vp == 2 and 89 in s.removed


def test_c089_7_4_red_scare_against_the_us_makes_3_ops():
    s = kal(SK, effects={"c031_red_scare_purge": {"until": "turn", "against": [US]}})
    play(s, "card:89", "event", "conduct_ops")
    assert s.stack[-1]["points"] == 3


def test_c089_8_1_3_us_plays_it_at_defcon_2_and_loses_no_vp():
    s = kal(SK, defcon=2)
    play(s, "card:89", "event")
    assert s.over and s.winner == USSR and s.end_reason == "nuclear_war" and s.vp == 0


def test_c089_8_1_3_ussr_plays_it_for_ops_at_defcon_2_and_loses():
    s = kal(SK, defcon=2, phasing=USSR, hands=[[89, 33], [19]])
    play(s, "card:89", "ops", "event_first")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"


def test_c089_5_2_ussr_plays_it_for_ops_both_sides_use_4_ops():
    s = kal(SK, phasing=USSR, hands=[[89, 33], [19]])
    play(s, "card:89", "ops", "event_first")
    assert s.defcon == 3 and s.vp == 2 and s.deciding_side == US
    play(s, "conduct_ops", "influence", *["inf:Japan"] * 4)
    assert where(s, "Japan") == (0, 4) and s.deciding_side == USSR
    play(s, "influence", *["inf:Poland"] * 4)
    assert where(s, "Poland") == (4, 0) and 89 in s.removed
    assert s.deciding_side == US and s.check_invariants() == []


def test_c089_10_3_1_twenty_vp_waits_for_the_operations():
    s = kal(SK, vp=18)
    play(s, "card:89", "event")
    assert not s.over and s.vp == 20                    # the event is not over yet
    play(s, "decline")
    assert s.over and s.winner == US and s.end_reason == "vp20"


def test_c089_4_5_c_ussr_headline_the_us_implements_the_ussr_is_responsible():
    s = pos(turn=8, defcon=2, hands=[[89], [19]], inf=SK, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:89", "headline:19")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"
