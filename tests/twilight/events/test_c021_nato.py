"""21 NATO (US, 4 ops, starred, persistent): prerequisite (5.2 example 1, 7.5, D10),
protection of US-controlled European countries against USSR coups and realignment rolls,
De Gaulle (17) and Willy Brandt (55) exceptions."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight import ops as O
from engine.twilight.events import implemented
from engine.twilight.events.c021_nato import EFFECT, protects
from engine.twilight.testing import US, USSR, play, pos, where

NATO, MARSHALL, WARSAW, DE_GAULLE, WILLY_BRANDT = 21, 23, 16, 17, 55


def complete(s, in_play=()):
    """Put cards in play, and every other implemented Early War card in the draw pile, so
    that check_invariants() sees the whole deck."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for c in C.ERA_CARDS["early"] if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def with_nato(in_play=(MARSHALL, NATO), **kw):
    kw.setdefault("hands", [[33, 30], [19, 4]])
    s = pos(effects={EFFECT: {}}, **kw)
    return complete(s, in_play)


# ---------------------------------------------------------------- prerequisite
def test_c021_event_not_offered_without_marshall_plan_or_warsaw_pact_7_5():
    s = complete(pos(hands=[[33], [NATO, 19]], phasing=US))
    play(s, "card:21")
    assert "event" not in s.legal_actions() and "ops" in s.legal_actions()
    with pytest.raises(IllegalAction, match="prerequisite|Marshall Plan"):
        s.apply("event")


def test_c021_ussr_plays_nato_without_prerequisite_ops_only_discarded_5_2_example_1():
    s = complete(pos(hands=[[NATO, 33], [19, 4]]))
    play(s, "card:21", "ops")
    assert s.stack[-1]["kind"] == "ops"                  # no timing question: no event
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (4, 0)
    assert NATO in s.discard and NATO not in s.removed and NATO not in s.in_play
    assert EFFECT not in s.effects
    assert s.check_invariants() == []


def test_c021_headline_without_prerequisite_no_effect_card_discarded_d10():
    s = pos(turn=2, hands=[[28, 33], [NATO, 19]], run=False)
    s.step = "headline"
    complete(s)
    play(s, "headline:28", "headline:21")
    assert NATO in s.discard and EFFECT not in s.effects
    assert any("does not happen" in line for line in map(str, s.log))
    assert s.check_invariants() == []


@pytest.mark.parametrize("prereq", [MARSHALL, WARSAW])
def test_c021_event_after_marshall_plan_or_warsaw_pact_stays_in_play(prereq):
    s = complete(pos(hands=[[33], [NATO, 19]], phasing=US), in_play=[prereq])
    play(s, "card:21", "event")
    assert NATO in s.in_play and NATO not in s.removed and NATO not in s.discard
    assert EFFECT in s.effects
    assert s.check_invariants() == []


def test_c021_ussr_plays_nato_for_ops_after_marshall_plan_us_event_happens():
    s = complete(pos(hands=[[NATO, 33], [19, 4]]), in_play=[MARSHALL])
    play(s, "card:21", "ops")
    assert s.stack[-1]["kind"] == "timing"
    play(s, "event_first")
    assert EFFECT in s.effects
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert NATO in s.in_play


# ---------------------------------------------------------------- protection
def test_c021_ussr_may_not_coup_us_controlled_european_countries():
    """Italy 0/3 and Turkey 0/2 are US-controlled: no USSR coup; West Germany 0/1 is not
    controlled; Japan and Panama are outside Europe."""
    s = with_nato(inf={"Italy": (0, 3), "Turkey": (0, 2), "West Germany": (0, 1),
                       "Panama": (0, 2)})
    play(s, "card:33", "ops", "coup")
    legal = s.legal_actions()
    assert "coup:West Germany" in legal and "coup:Panama" in legal
    assert "coup:Italy" not in legal and "coup:Turkey" not in legal
    with pytest.raises(IllegalAction, match="21 NATO"):
        s.apply("coup:Italy")
    s.rng.force([6])
    play(s, "coup:West Germany")                          # 6 + 3 - 8 = 1
    assert where(s, "West Germany") == (0, 0)
    assert s.check_invariants() == []


def test_c021_ussr_may_not_realign_us_controlled_european_countries():
    s = with_nato(inf={"Italy": (0, 3), "Turkey": (0, 2), "West Germany": (0, 1)})
    play(s, "card:33", "ops", "realign")
    assert s.legal_actions() == ["realign:West Germany"]
    with pytest.raises(IllegalAction, match="21 NATO.*realignment"):
        s.apply("realign:Turkey")


def test_c021_no_coup_or_realign_option_when_every_target_is_protected():
    s = with_nato(inf={"Italy": (0, 3)})
    play(s, "card:33", "ops")
    assert s.legal_actions() == ["influence"]


@pytest.mark.parametrize("italy, blocked", [((0, 2), True), ((1, 2), False),
                                            ((0, 1), False), ((1, 4), True)])
def test_c021_protection_follows_control_at_the_time(italy, blocked):
    s = with_nato(inf={"Italy": italy})
    assert protects(s, O.country("Italy")) is blocked
    assert (O.coup_blocked(s, USSR, O.country("Italy")) is not None) is blocked
    assert (O.realign_blocked(s, USSR, O.country("Italy")) is not None) is blocked


def test_c021_free_coups_are_blocked_too():
    s = with_nato(inf={"Italy": (0, 3), "Greece": (0, 1)})
    O.push_coup(s, USSR, 3)
    s.refresh()
    assert s.legal_actions() == ["coup:Greece"]
    with pytest.raises(IllegalAction, match="21 NATO"):
        s.apply("coup:Italy")


def test_c021_us_coups_and_realignments_are_not_affected():
    s = with_nato(hands=[[33, 30], [19, 4]], phasing=US, inf={"Italy": (2, 3),
                                                              "Poland": (4, 0)})
    play(s, "card:4", "ops", "coup")
    assert "coup:Poland" in s.legal_actions() and "coup:Italy" in s.legal_actions()


def test_c021_japan_is_not_protected_by_nato():
    s = with_nato(inf={"Japan": (0, 4)})
    assert O.coup_blocked(s, USSR, O.country("Japan")) is None


def test_c021_de_gaulle_in_effect_france_not_protected():
    s = with_nato(in_play=(MARSHALL, NATO, DE_GAULLE),
                  inf={"France": (0, 4), "Italy": (0, 3)})
    play(s, "card:33", "ops", "coup")
    assert "coup:France" in s.legal_actions() and "coup:Italy" not in s.legal_actions()
    s2 = with_nato(inf={"France": (0, 4)})                # without De Gaulle: protected
    assert O.coup_blocked(s2, USSR, O.country("France")) is not None


def test_c021_de_gaulle_played_after_nato_also_removes_france():
    s = with_nato(hands=[[DE_GAULLE, 33], [19, 4]], inf={"France": (0, 5)})
    assert protects(s, O.country("France"))
    play(s, "card:17", "event")                           # France 1/3: still US-controlled
    assert where(s, "France") == (1, 3) and DE_GAULLE in s.in_play
    assert not protects(s, O.country("France"))
    assert O.realign_blocked(s, USSR, O.country("France")) is None


def test_c021_willy_brandt_in_play_removes_west_germany_tear_down_this_wall_restores():
    s = with_nato(in_play=(MARSHALL, NATO, WILLY_BRANDT), inf={"West Germany": (0, 4)})
    wg = O.country("West Germany")
    assert O.coup_blocked(s, USSR, wg) is None
    s.in_play.remove(WILLY_BRANDT)                        # cancelled (Tear Down This Wall)
    assert "21 NATO" in str(O.coup_blocked(s, USSR, wg))
