"""74 The Voice of America (US, 2 ops, not starred): remove 4 USSR influence from
countries outside Europe, at most 2 per country. Rules: 2.1.1 / 2.1.2 (Europe), 5.2 (and
example 3), 2.2.4; G4 / G6 of the spec; UN Intervention (32): worked example turn 4."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

INF = {"Cuba": (3, 0), "Iraq": (3, 0), "Poland": (4, 0), "Turkey": (2, 0),
       "Vietnam": (1, 0), "Israel": (0, 2)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def voa(inf=INF, **kw):
    kw.setdefault("hands", [[33], [74, 29]])
    s = pos(turn=4, phasing=US, inf=inf, **kw)
    play(s, "card:74", "event")
    return s


def test_c074_offers_ussr_influence_outside_europe_only():
    s = voa()
    assert sorted(s.legal_actions()) == ["remove:Cuba", "remove:Iraq", "remove:Vietnam"]
    assert s.deciding_side == US


def test_c074_four_points_at_most_two_per_country():
    s = voa()
    play(s, "remove:Cuba", "remove:Cuba")
    assert "remove:Cuba" not in s.legal_actions()
    play(s, "remove:Iraq", "remove:Vietnam")
    assert (where(s, "Cuba"), where(s, "Iraq"), where(s, "Vietnam")) == \
        ((1, 0), (2, 0), (0, 0))
    assert where(s, "Poland") == (4, 0) and where(s, "Turkey") == (2, 0)
    assert 74 in s.discard and s.deciding_side == USSR and clean(s) == []


def test_c074_refusals_name_the_card():
    s = voa()
    with pytest.raises(IllegalAction, match="74 The Voice of America: Poland is in Europe"):
        s.apply("remove:Poland")
    with pytest.raises(IllegalAction, match="74 The Voice of America: Turkey is in Europe"):
        s.apply("remove:Turkey")
    with pytest.raises(IllegalAction, match="74 The Voice of America: USSR has no influence"):
        s.apply("remove:Israel")
    play(s, "remove:Vietnam")
    with pytest.raises(IllegalAction, match="74 The Voice of America: USSR has no influence"):
        s.apply("remove:Vietnam")
    play(s, "remove:Cuba", "remove:Cuba")
    with pytest.raises(IllegalAction, match="74 The Voice of America: at most 2"):
        s.apply("remove:Cuba")


def test_c074_fewer_than_four_removable_points_g4():
    """Cuba 3 (2 removable) + Vietnam 1: 3 points, then the event ends."""
    s = voa({"Cuba": (3, 0), "Vietnam": (1, 0), "Poland": (4, 0)})
    play(s, "remove:Cuba", "remove:Vietnam", "remove:Cuba")
    assert where(s, "Cuba") == (1, 0) and where(s, "Vietnam") == (0, 0)
    assert s.deciding_side == USSR and 74 in s.discard


def test_c074_5_2_example_3_no_ussr_influence_outside_europe():
    s = voa({"Poland": (4, 0)})
    assert s.deciding_side == USSR and 74 in s.discard
    assert any("Voice of America" in line and "no effect" in line for line in map(str, s.log))


def test_c074_5_2_ussr_plays_it_for_ops_the_us_removes():
    s = pos(turn=4, hands=[[74, 33], [29]], inf=INF)
    play(s, "card:74", "ops", "ops_first", "influence", "inf:Iraq", "inf:Iraq")
    assert where(s, "Iraq") == (5, 0) and s.deciding_side == US
    play(s, "remove:Iraq", "remove:Iraq", "remove:Cuba", "remove:Cuba")
    assert where(s, "Iraq") == (3, 0) and where(s, "Cuba") == (1, 0)
    assert 74 in s.discard and s.deciding_side == US and s.stack[-1]["kind"] == "play"


def test_c074_worked_example_turn_4_ussr_3_cancelled_by_un_intervention():
    """Worked example turn 4, USSR 3: the USSR plays UN Intervention with The Voice of
    America: no event; 1 operation (2 - 1, Red Scare/Purge against the USSR) in
    Nicaragua, now controlled."""
    s = pos(turn=4, hands=[[32, 74, 33], [29]], inf=dict(INF, Cuba=(3, 0)),
            effects={"c031_red_scare_purge": {"until": "turn", "against": [USSR]}})
    play(s, "card:32", "event", "un:74")
    assert s.stack[-1]["points"] == 1
    play(s, "influence", "inf:Nicaragua")
    assert where(s, "Nicaragua") == (1, 0) and where(s, "Cuba") == (3, 0)
    assert 74 in s.discard and 32 in s.discard and s.deciding_side == US
