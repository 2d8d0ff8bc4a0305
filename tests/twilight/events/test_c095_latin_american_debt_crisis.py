"""95 Latin American Debt Crisis (USSR, 2 ops, not starred): unless the US at once
discards a card of 3+ operations, the USSR doubles its influence in two South American
countries. Rules: 5.3 (a higher value satisfies), 5.4 (the discarded event does not
happen), 7.4 / 7.4.2 (modifiers count), 9.5 (never the China Card), 5.2, 4.5 C."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

SA = {"Argentina": (2, 0), "Chile": (3, 1), "Brazil": (0, 2), "Cuba": (2, 0)}


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def crisis(us_hand=(4, 19, 26), inf=SA, **kw):
    s = late(pos(turn=8, hands=[[95, 33], list(us_hand)], inf=inf, **kw))
    play(s, "card:95", "event")
    return s


def test_c095_the_us_may_discard_a_3_ops_card_then_no_doubling_5_4():
    s = crisis(china=US)
    assert s.deciding_side == US
    assert s.legal_actions() == ["discard:4", "decline"]  # 19 and 26 have 1 op; no China
    play(s, "discard:4")
    assert 4 in s.discard and s.hands[US] == [19, 26]
    assert s.defcon == 5 and s.vp == 0                   # Duck and Cover did not happen
    assert where(s, "Argentina") == (2, 0) and where(s, "Chile") == (3, 1)
    assert 95 in s.discard and s.deciding_side == US and s.check_invariants() == []


def test_c095_declined_the_ussr_doubles_two_south_american_countries():
    s = crisis()
    play(s, "decline")
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["double:Chile", "double:Argentina"]   # Brazil: none
    with pytest.raises(IllegalAction, match="95 Latin American Debt Crisis: Cuba is not "
                                            "in South America"):
        s.apply("double:Cuba")
    with pytest.raises(IllegalAction, match="95 Latin American Debt Crisis: the USSR has "
                                            "no influence in Brazil"):
        s.apply("double:Brazil")
    play(s, "double:Chile")
    with pytest.raises(IllegalAction, match="95 Latin American Debt Crisis: two different "
                                            "countries"):
        s.apply("double:Chile")
    play(s, "double:Argentina")
    assert where(s, "Chile") == (6, 1) and where(s, "Argentina") == (4, 0)
    assert where(s, "Cuba") == (2, 0) and 95 in s.discard
    assert s.deciding_side == US and s.check_invariants() == []


def test_c095_no_3_ops_card_the_doubling_follows_at_once():
    s = crisis(us_hand=(19, 26, 2))                      # 1, 1 ops and a scoring card
    assert s.deciding_side == USSR
    play(s, "double:Argentina", "double:Chile")
    assert where(s, "Argentina") == (4, 0) and s.hands[US] == [2, 19, 26]


def test_c095_7_4_2_containment_makes_a_2_ops_card_enough():
    s = crisis(us_hand=(19, 20), effects={"c025_containment": {"until": "turn"}})
    assert s.legal_actions() == ["discard:20", "decline"]   # Olympic Games 2+1


def test_c095_7_4_2_red_scare_against_the_us_makes_a_3_ops_card_too_weak():
    s = crisis(us_hand=(4, 19),
               effects={"c031_red_scare_purge": {"until": "turn", "against": [US]}})
    assert s.deciding_side == USSR                       # Duck and Cover counts 2
    assert s.legal_actions() == ["double:Chile", "double:Argentina"]


def test_c095_one_country_with_ussr_influence_only_that_one():
    s = crisis(inf={"Peru": (1, 0), "Brazil": (0, 3)})
    play(s, "decline", "double:Peru")
    assert where(s, "Peru") == (2, 0) and s.deciding_side == US


def test_c095_no_ussr_influence_in_south_america_nothing_happens():
    s = crisis(inf={"Brazil": (0, 3)})
    play(s, "decline")
    assert s.deciding_side == US and 95 in s.discard
    assert any("no influence in South America" in line for line in map(str, s.log))


def test_c095_5_2_us_plays_it_for_ops_the_us_may_still_pay():
    s = late(pos(turn=8, phasing=US, hands=[[33], [95, 4]], inf=SA))
    play(s, "card:95", "ops", "event_first")
    assert s.deciding_side == US and s.legal_actions() == ["discard:4", "decline"]
    play(s, "decline", "double:Argentina", "double:Chile")
    assert where(s, "Argentina") == (4, 0)
    play(s, "influence", "inf:Japan", "inf:Japan")       # then the US operations
    assert where(s, "Japan") == (0, 2) and 95 in s.discard and s.deciding_side == USSR


def test_c095_4_5_c_headlined_by_the_ussr():
    s = pos(turn=8, hands=[[95, 33], [1, 4]], inf=SA, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:95", "headline:1")
    assert s.deciding_side == US and s.legal_actions() == ["discard:4", "decline"]
