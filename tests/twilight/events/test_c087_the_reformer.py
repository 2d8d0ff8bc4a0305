"""87 The Reformer (USSR, 3 ops, starred, underlined): +4 USSR influence in Europe, at
most 2 per country (6 if the USSR leads in VP); the USSR may no longer make coup attempts
in Europe; improves Glasnost (90: tests/twilight/events/test_c090_glasnost.py and the
cross-era test). Rules: 2.1.1-2.1.2 (Europe), 6.3 / 6.3.5 (coups, free coups), 6.2
(realignment not affected), 5.2, 4.5 C, 2.2.5."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

EFFECT = "c087_the_reformer"


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def reformer(vp=0, **kw):
    s = late(pos(turn=8, vp=vp, hands=[[87, 33], [19]], **kw))
    play(s, "card:87", "event")
    return s


def test_c087_4_influence_in_europe_at_most_2_per_country():
    s = reformer(vp=0)                                  # a tie is no lead: 4
    assert s.deciding_side == USSR and s.stack[-1]["left"] == 4
    assert len(s.legal_actions()) == len(B.REGION_COUNTRIES["Europe"])
    play(s, "inf:Canada", "inf:Canada")
    assert "inf:Canada" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="87 The Reformer: at most 2"):
        s.apply("inf:Canada")
    with pytest.raises(IllegalAction, match="87 The Reformer: Iran is not in Europe"):
        s.apply("inf:Iran")
    play(s, "inf:Poland", "inf:Turkey")
    assert where(s, "Canada") == (2, 0) and where(s, "Poland") == (1, 0)
    assert where(s, "Turkey") == (1, 0)
    assert s.deciding_side == US
    assert 87 in s.in_play and EFFECT in s.effects and s.check_invariants() == []


@pytest.mark.parametrize("vp", [0, 3])
def test_c087_no_lead_in_vp_4_influence_no_choice(vp):
    s = reformer(vp=vp)
    assert s.stack[-1]["kind"] == "c087_place" and s.stack[-1]["left"] == 4


@pytest.mark.parametrize("vp", [-1, -12])
def test_c087_the_ussr_leads_in_vp_6_influence_may_be_added_instead(vp):
    s = reformer(vp=vp)
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["reformer:6", "reformer:4"]
    play(s, "reformer:6")
    assert s.stack[-1]["left"] == 6
    for name in ["France", "France", "Italy", "Italy", "Austria", "Austria"]:
        play(s, "inf:" + name)
    assert where(s, "Austria") == (2, 0) and s.deciding_side == US
    assert s.check_invariants() == []


def test_c087_the_ussr_leading_may_keep_to_4():
    s = reformer(vp=-5)
    play(s, "reformer:4")
    assert s.stack[-1]["left"] == 4
    play(s, "inf:France", "inf:France", "inf:Italy", "inf:Italy")
    assert s.deciding_side == US


def _after_reformer(**kw):
    s = reformer(**kw)
    play(s, "inf:Canada", "inf:Canada", "inf:Turkey", "inf:Turkey")
    play(s, "card:19", "ops", "influence", "inf:Italy")           # US round
    return s


def test_c087_the_ussr_may_no_longer_coup_in_europe():
    s = _after_reformer(inf={"Italy": (0, 1), "Iran": (0, 1)})
    play(s, "card:33", "ops", "coup")
    assert s.legal_actions() == ["coup:Iran"]
    with pytest.raises(IllegalAction, match="87 The Reformer: the USSR may no longer make "
                                            "coup attempts in Europe"):
        s.apply("coup:Italy")


def test_c087_not_even_a_free_coup_6_3_5():
    s = _after_reformer(inf={"Italy": (0, 1)})
    assert "87 The Reformer" in str(O.coup_blocked(s, USSR, B.INDEX["Italy"], free=True,
                                                   ignore_defcon=True))
    assert O.coup_targets(s, USSR, [B.INDEX["Italy"]], free=True, ignore_defcon=True) == []


def test_c087_only_coups_only_the_ussr_realignment_in_europe_allowed():
    s = _after_reformer(inf={"Italy": (0, 1), "Poland": (2, 0)})
    play(s, "card:33", "ops", "realign")
    assert "realign:Italy" in s.legal_actions()         # 6.2: not a coup
    assert O.coup_blocked(s, US, B.INDEX["Poland"]) is None       # the US may


def test_c087_the_coup_option_disappears_when_only_europe_is_left():
    s = _after_reformer(inf={"Italy": (0, 1)})
    play(s, "card:33", "ops")
    assert "coup" not in s.legal_actions()


def test_c087_5_2_us_plays_it_for_ops_the_ussr_places_and_the_ban_applies():
    s = late(pos(turn=8, phasing=US, hands=[[33], [87, 19]]))
    play(s, "card:87", "ops", "event_first")
    assert s.deciding_side == USSR and s.stack[-1]["left"] == 4
    play(s, "inf:Italy", "inf:Italy", "inf:France", "inf:France")
    assert s.deciding_side == US and EFFECT in s.effects
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert 87 in s.in_play and s.check_invariants() == []


def test_c087_used_for_ops_by_the_ussr_no_effect_coups_allowed():
    s = late(pos(turn=8, hands=[[87, 33], [19]], inf={"Italy": (0, 1)}))
    play(s, "card:87", "ops", "coup")
    assert s.legal_actions() == ["coup:Italy"] and EFFECT not in s.effects


def test_c087_4_5_c_us_headline_the_ussr_places():
    s = pos(turn=8, vp=-2, hands=[[3], [87]], run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:87", "reformer:6")
    assert s.deciding_side == USSR and s.stack[-1]["left"] == 6
