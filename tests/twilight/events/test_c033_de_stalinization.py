"""33 De-Stalinization (USSR, 3 ops, starred): the USSR may relocate up to 4 of its
influence points to countries not controlled by the US, at most 2 per country (D9).
Rules: 2.1.7 (control, re-evaluated after the removals), 6.1.1 (no adjacency for events),
5.2 (the US playing it for operations; example 3), 2.2.4 (starred)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c033_worked_example_turn_3_us_4_the_ussr_relocates_to_iran_and_pakistan():
    """The US plays it for 3 operations (Taiwan +3); the USSR carries out the event:
    2 from East Germany and 2 from Hungary to Iran and Pakistan, both controlled."""
    s = pos(turn=3, hands=[[7], [33]], phasing=US,
            inf={"Japan": (0, 4), "East Germany": (3, 0), "Hungary": (2, 0)})
    play(s, "card:33", "ops", "ops_first", "influence", "inf:Taiwan", "inf:Taiwan",
         "inf:Taiwan")
    assert where(s, "Taiwan") == (0, 3)
    assert s.deciding_side == USSR and "stop" in s.legal_actions()
    play(s, "destal:East Germany", "destal:East Germany", "destal:Hungary", "destal:Hungary")
    assert s.legal_actions()[:1] != ["stop"] and "stop" not in s.legal_actions()
    play(s, "destal:Iran", "destal:Iran", "destal:Pakistan", "destal:Pakistan")
    assert where(s, "East Germany") == (1, 0) and where(s, "Hungary") == (0, 0)
    assert where(s, "Iran") == (2, 0) and where(s, "Pakistan") == (2, 0)
    assert B.controls(s.inf, USSR, B.INDEX["Iran"])
    assert B.controls(s.inf, USSR, B.INDEX["Pakistan"])
    assert 33 in s.removed and s.deciding_side == USSR and clean(s) == []


def position(**kw):
    return pos(hands=[[33], [19]], **kw)


def test_c033_at_most_two_points_into_one_country():
    s = position(inf={"Poland": (4, 0)})
    play(s, "card:33", "event")
    play(s, "destal:Poland", "destal:Poland", "destal:Poland", "destal:Poland")
    play(s, "destal:Iran", "destal:Iran")
    assert "destal:Iran" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="33 De-Stalinization: no more than 2"):
        s.apply("destal:Iran")


def test_c033_us_controlled_destination_rejected():
    s = position(inf={"Poland": (2, 0), "Israel": (0, 4)})
    play(s, "card:33", "event", "destal:Poland", "stop")
    assert "destal:Israel" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Israel is controlled by the US"):
        s.apply("destal:Israel")


def test_c033_d9_control_is_judged_after_the_removals():
    """Syria USSR 1 / US 2 (stability 2) is not US-controlled; once the USSR takes its
    point away the US controls it, so it is no longer a destination."""
    s = position(inf={"Syria": (1, 2), "Poland": (2, 0)})
    play(s, "card:33", "event")
    assert not B.controls(s.inf, US, B.INDEX["Syria"])
    play(s, "destal:Syria", "stop")
    assert "destal:Syria" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="controlled by the US"):
        s.apply("destal:Syria")


def test_c033_g6_up_to_four_zero_is_a_legal_play_and_the_card_is_removed():
    s = position(inf={"Poland": (2, 0)})
    play(s, "card:33", "event", "stop")
    assert where(s, "Poland") == (2, 0)
    assert 33 in s.removed and s.deciding_side == US


def test_c033_every_point_removed_must_be_placed():
    s = position(inf={"Poland": (3, 0)})
    play(s, "card:33", "event", "destal:Poland", "destal:Poland", "stop")
    assert "stop" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="every point removed must now be placed"):
        s.apply("stop")
    play(s, "destal:Angola")
    assert s.deciding_side == USSR                     # one more to place
    play(s, "destal:Poland")                           # back where it came from: allowed
    assert where(s, "Poland") == (2, 0) and where(s, "Angola") == (1, 0)
    assert s.deciding_side == US


def test_c033_never_more_than_four_removed():
    s = position(inf={"Poland": (6, 0)})
    play(s, "card:33", "event")
    for _ in range(4):
        play(s, "destal:Poland")
    assert s.stack[-1]["phase"] == "place" and where(s, "Poland") == (2, 0)
    play(s, "destal:Poland", "destal:Poland", "destal:Cuba", "destal:Cuba")
    assert where(s, "Poland") == (4, 0) and where(s, "Cuba") == (2, 0)
    assert sum(s.inf[USSR]) == 6


def test_c033_sources_are_the_countries_with_ussr_influence_anywhere():
    s = position(inf={"Poland": (1, 0), "Iraq": (1, 1), "Italy": (0, 3)})
    play(s, "card:33", "event")
    assert sorted(s.legal_actions()) == ["destal:Iraq", "destal:Poland", "stop"]
    with pytest.raises(IllegalAction, match="no influence in Italy to relocate"):
        s.apply("destal:Italy")


def test_c033_g5_destination_anywhere_no_adjacency_not_us_controlled_only():
    s = position(inf={"Poland": (2, 0), "Mexico": (0, 1), "Panama": (0, 2)})
    play(s, "card:33", "event", "destal:Poland", "destal:Poland")
    legal = s.legal_actions()
    assert "destal:Mexico" in legal                    # US 1, stability 2: uncontrolled
    assert "destal:Panama" not in legal                # US-controlled
    assert len(legal) == B.N - 1
    play(s, "destal:Mexico", "destal:Mexico")
    assert where(s, "Mexico") == (2, 1) and 33 in s.removed


def test_c033_4_5_c_headline_by_the_ussr():
    s = pos(turn=2, hands=[[33, 7], [19, 22]], inf={"Poland": (2, 0)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:33", "headline:19")
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "c033_de_stalinization"
    play(s, "destal:Poland", "stop", "destal:Iran")
    assert where(s, "Iran") == (1, 0) and 33 in s.removed
