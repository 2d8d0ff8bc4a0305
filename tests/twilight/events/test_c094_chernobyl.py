"""94 Chernobyl (US, 3 ops, starred): the US may designate a region; for the rest of the
turn the USSR may not place influence there with operations (effect ``c094_chernobyl``,
``can_place`` hook). Rules: 6.1 (placement with operations), 2.1.2 (Europe includes its
subregions), 4.5 (rest of the turn), 5.2 (before/after the operations), 4.5 C."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.events.c094_chernobyl import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

REGIONS = ["region:Europe", "region:Asia", "region:Middle East", "region:Africa",
           "region:Central America", "region:South America", "decline"]


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def chernobyl(region="region:Europe", **kw):
    kw.setdefault("inf", {"Poland": (1, 0), "North Korea": (1, 0)})
    s = late(pos(turn=8, phasing=US, hands=[[33, 14, 30], [94, 19, 4]], **kw))
    play(s, "card:94", "event")
    assert s.legal_actions() == REGIONS and s.deciding_side == US
    play(s, region)
    return s


def test_c094_europe_designated_ussr_ops_cannot_place_there():
    s = chernobyl()
    assert s.effects[EFFECT] == {"until": "turn", "region": "Europe"}
    assert 94 in s.removed and s.deciding_side == USSR
    play(s, "card:33", "ops", "influence")
    legal = s.legal_actions()
    assert "inf:North Korea" in legal
    assert not any(a in legal for a in ("inf:Poland", "inf:East Germany", "inf:Finland",
                                        "inf:Austria"))
    with pytest.raises(IllegalAction, match="94 Chernobyl: this turn the USSR may not "
                                            "place influence in Europe"):
        s.apply("inf:Poland")
    play(s, "inf:North Korea", "inf:North Korea", "inf:North Korea")
    assert where(s, "North Korea") == (4, 0) and where(s, "Poland") == (1, 0)
    assert s.check_invariants() == []


def test_c094_event_placement_realignment_and_coups_stay_allowed():
    s = chernobyl(inf={"Poland": (1, 0), "Yugoslavia": (0, 1)})
    play(s, "card:14", "event")                          # COMECON: an event's placement
    for name in ("Poland", "Romania", "Bulgaria", "Hungary"):
        play(s, "inf:" + name)
    assert where(s, "Poland") == (2, 0) and where(s, "Romania") == (1, 0)
    play(s, "card:19", "ops", "influence", "inf:Japan")  # US round
    play(s, "card:33", "ops")
    assert s.legal_actions() == ["influence", "realign", "coup"]
    s.rng.force([6])
    play(s, "coup", "coup:Yugoslavia")                   # 6 + 3 - 2x3 = 3
    assert where(s, "Yugoslavia") == (2, 0)              # a coup's gain (6.3.2) is allowed


def test_c094_other_region_and_the_us_are_not_affected():
    s = chernobyl("region:Asia")
    play(s, "card:33", "ops", "influence", "inf:Poland")
    with pytest.raises(IllegalAction,
                       match=r"94 Chernobyl: .* in Asia with operations \(North Korea\)"):
        s.apply("inf:North Korea")
    play(s, "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (4, 0)
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert where(s, "Japan") == (0, 1)                   # the US places in Asia


def test_c094_decline_no_ban():
    s = chernobyl("decline")
    assert EFFECT not in s.effects and 94 in s.removed
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (4, 0)


def test_c094_refuses_an_unknown_region():
    s = late(pos(turn=8, phasing=US, hands=[[33], [94, 19]]))
    play(s, "card:94", "event")
    with pytest.raises(IllegalAction, match="94 Chernobyl: designate one of the regions"):
        s.apply("region:Eastern Europe")


def test_c094_4_5_the_ban_ends_with_the_turn():
    s = late(pos(turn=8, ar=6, phasing=US, hands=[[33, 14], [94, 19]],
                 inf={"Poland": (1, 0)}))
    play(s, "card:94", "event", "region:Europe")
    play(s, "card:33", "ops", "influence")               # USSR round 7
    assert "inf:Poland" not in s.legal_actions()
    play(s, *["inf:North Korea"] * 3)
    play(s, "card:19", "ops", "influence", "inf:Japan")  # US round 7: the turn ends
    assert s.turn == 9 and EFFECT not in s.effects and s.check_invariants() == []


def test_c094_5_2_ussr_plays_it_for_ops_event_first_its_own_placements_barred():
    s = late(pos(turn=8, hands=[[94, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:94", "ops", "event_first")
    assert s.deciding_side == US                         # the US designates
    play(s, "region:Europe", "influence")
    assert "inf:Poland" not in s.legal_actions()
    play(s, *["inf:North Korea"] * 3)
    assert where(s, "Poland") == (1, 0)


def test_c094_5_2_ussr_plays_it_for_ops_operations_first_placed_before_the_ban():
    s = late(pos(turn=8, hands=[[94, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:94", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland", "region:Europe")
    assert where(s, "Poland") == (4, 0) and s.effects[EFFECT]["region"] == "Europe"
    assert 94 in s.removed and s.deciding_side == US


def test_c094_4_5_c_headlined_by_the_ussr_the_us_designates():
    s = pos(turn=8, hands=[[94, 33], [1, 19]], inf={"Poland": (1, 0)}, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:94", "headline:1")
    assert s.deciding_side == US and s.legal_actions() == REGIONS
    play(s, "region:Europe")
    assert EFFECT in s.effects and 94 in s.removed
