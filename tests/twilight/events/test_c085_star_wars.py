"""85 Star Wars (US, 2 ops, starred): if the US leads the Space Race, it takes a
non-scoring card from the discard pile and its event happens at once. Rules: 7.5 / 5.2
second bullet (the lead as a prerequisite: discarded, not removed), 5.2 note (a USSR event
is implemented by the USSR), 8.1.3 (DEFCON responsibility, D6), 4.5 C, 2.2.4."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where

AHEAD = [1, 2]          # space: USSR box 1, US box 2


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def star_wars(discard, space=AHEAD, **kw):
    kw.setdefault("hands", [[33], [85, 4]])
    kw.setdefault("phasing", US)
    return late(pos(turn=8, space=space, discard=discard, **kw))


@pytest.mark.parametrize("space", [[0, 0], [3, 3], [4, 2]])
def test_c085_7_5_not_ahead_in_the_space_race_the_event_is_not_offered(space):
    s = star_wars([19], space=space)
    play(s, "card:85")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="85 Star Wars: the US must be ahead"):
        s.apply("event")


def test_c085_offers_non_scoring_cards_whose_event_can_happen():
    # 3 Middle East Scoring: scoring; 21 NATO: no Marshall Plan / Warsaw Pact (prerequisite)
    s = star_wars([19, 3, 21, 33], inf={"Italy": (2, 0)})
    play(s, "card:85", "event")
    assert s.deciding_side == US
    assert s.legal_actions() == ["retrieve:19", "retrieve:33"]
    with pytest.raises(IllegalAction, match="85 Star Wars: Middle East Scoring .3. is a "
                                            "scoring card"):
        s.apply("retrieve:3")
    with pytest.raises(IllegalAction, match="85 Star Wars: the event of NATO .21. cannot "
                                            "happen now"):
        s.apply("retrieve:21")
    with pytest.raises(IllegalAction, match="not in the discard pile"):
        s.apply("retrieve:26")


def test_c085_retrieves_a_us_event_which_happens_at_once():
    s = star_wars([19, 3], inf={"Italy": (1, 0), "Poland": (3, 0)})
    play(s, "card:85", "event", "retrieve:19")
    # 19 Truman Doctrine: the US removes all USSR influence from an uncontrolled country
    assert s.deciding_side == US and s.legal_actions() == ["truman:Italy"]
    play(s, "truman:Italy")
    assert where(s, "Italy") == (0, 0)
    assert 19 in s.removed and 85 in s.removed and s.discard == [3]   # 19 starred
    assert s.deciding_side == USSR and s.check_invariants() == []


def test_c085_retrieved_unstarred_card_goes_back_to_the_discard_pile():
    s = star_wars([4], defcon=4, hands=[[33], [85, 19]])
    play(s, "card:85", "event", "retrieve:4")           # Duck and Cover: DEFCON 3, +2 VP
    assert s.defcon == 3 and s.vp == 2
    assert s.discard == [4] and 85 in s.removed and s.check_invariants() == []


def test_c085_5_2_note_a_ussr_event_retrieved_is_implemented_by_the_ussr():
    s = star_wars([33], inf={"Poland": (3, 0)})
    play(s, "card:85", "event", "retrieve:33")
    # 33 De-Stalinization: the USSR moves up to 4 of its influence
    assert s.deciding_side == USSR and s.stack[-1]["side"] == USSR
    assert any("USSR event happens now" in line for line in map(str, s.log))


def test_c085_nothing_to_retrieve_no_effect_still_removed():
    s = star_wars([3, 21])                              # scoring; NATO without prerequisite
    play(s, "card:85", "event")
    assert s.deciding_side == USSR
    assert 85 in s.removed and sorted(s.discard) == [3, 21]
    assert s.check_invariants() == []


def test_c085_8_1_3_us_plays_it_retrieves_duck_and_cover_at_defcon_2_and_loses():
    s = star_wars([4], defcon=2, hands=[[33], [85, 19]])
    play(s, "card:85", "event", "retrieve:4")
    assert s.over and s.end_reason == "nuclear_war" and s.winner == USSR


def test_c085_8_1_3_ussr_plays_it_for_ops_us_retrieves_duck_and_cover_ussr_loses():
    """The USSR played Star Wars (5.2: the US implements it): the DEFCON drop of the
    retrieved event counts against the USSR (D6), as would Star Wars' own."""
    s = star_wars([4], defcon=2, phasing=USSR, hands=[[85, 33], [19]])
    play(s, "card:85", "ops", "event_first")
    assert s.deciding_side == US and s.legal_actions() == ["retrieve:4"]
    play(s, "retrieve:4")
    assert s.over and s.end_reason == "nuclear_war" and s.winner == US


def test_c085_5_2_ussr_plays_it_for_ops_us_not_ahead_no_event_discarded():
    s = star_wars([19], space=[2, 2], phasing=USSR, hands=[[85, 33], [4]])
    play(s, "card:85", "ops")
    assert s.stack[-1]["kind"] == "ops"                  # no timing choice: no event
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert 85 in s.discard and 85 not in s.removed and 19 in s.discard
    assert s.check_invariants() == []


def test_c085_4_5_c_headline_un_intervention_cannot_be_retrieved():
    """UN Intervention's own condition: never in the Headline Phase (card 32)."""
    s = pos(turn=8, space=AHEAD, discard=[32, 19], hands=[[3], [85, 4]],
            inf={"Italy": (2, 0)}, run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:3", "headline:85")
    assert s.legal_actions() == ["retrieve:19"]
    with pytest.raises(IllegalAction, match="85 Star Wars: the event of UN Intervention"):
        s.apply("retrieve:32")
