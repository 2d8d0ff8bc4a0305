"""19 Truman Doctrine (US, 1 op, starred): remove all USSR influence from one
uncontrolled European country. Rules: 2.1.1/2.1.2 (Europe), 2.1.7 (control), 5.2
(example 3), 4.5 C; spec docs/twilight/early_war_events.md (Truman tests 1-6)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def truman(inf, **kw):
    s = pos(hands=[[33], [19, 29]], phasing=US, inf=inf, **kw)
    play(s, "card:19", "event")
    return s


def test_c019_finland_cleared_worked_example():
    """Spec test 1 (worked example turn 1, US 3, through Five Year Plan)."""
    s = truman({"Finland": (2, 0), "Poland": (4, 0)})
    assert s.legal_actions() == ["truman:Finland"] and s.deciding_side == US
    play(s, "truman:Finland")
    assert where(s, "Finland") == (0, 0) and where(s, "Poland") == (4, 0)
    assert 19 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c019_controlled_countries_are_not_eligible():
    """Spec tests 2-4: Poland 4/0 USSR-controlled, Italy 1/3 US-controlled (3-1 >= 2);
    Greece 1/2 (2-1 < 2) is uncontrolled and becomes US-controlled."""
    s = truman({"Poland": (4, 0), "Italy": (1, 3), "Greece": (1, 2)})
    assert s.legal_actions() == ["truman:Greece"]
    with pytest.raises(IllegalAction, match="19 Truman Doctrine: Poland is controlled by "
                                            "the USSR"):
        s.apply("truman:Poland")
    with pytest.raises(IllegalAction, match="Italy is controlled by the US"):
        s.apply("truman:Italy")
    play(s, "truman:Greece")
    assert where(s, "Greece") == (0, 2) and where(s, "Italy") == (1, 3)


def test_c019_turkey_and_canada_are_european_iran_is_not():
    """Spec test 5."""
    s = truman({"Turkey": (1, 0), "Canada": (1, 1), "Iran": (1, 0)})
    assert sorted(s.legal_actions()) == ["truman:Canada", "truman:Turkey"]
    with pytest.raises(IllegalAction, match="19 Truman Doctrine: Iran is not in Europe"):
        s.apply("truman:Iran")
    with pytest.raises(IllegalAction, match="the USSR has no influence in France"):
        s.apply("truman:France")
    play(s, "truman:Canada")
    assert where(s, "Canada") == (0, 1) and where(s, "Turkey") == (1, 0)


def test_c019_5_2_ex_3_no_eligible_country_no_effect_removed():
    """Spec test 6."""
    s = truman({"Poland": (4, 0), "Iran": (2, 0)})
    assert s.deciding_side == USSR and 19 in s.removed
    assert where(s, "Poland") == (4, 0)


def test_c019_5_2_ussr_plays_it_for_ops_the_us_chooses():
    s = pos(hands=[[19, 33], [29]], inf={"Finland": (1, 0), "Austria": (2, 1)})
    play(s, "card:19", "ops", "ops_first", "influence", "inf:Finland")
    assert where(s, "Finland") == (2, 0)                 # 1 op, then the US event
    assert s.deciding_side == US
    assert sorted(s.legal_actions()) == ["truman:Austria", "truman:Finland"]
    play(s, "truman:Finland")
    assert where(s, "Finland") == (0, 0) and 19 in s.removed
    assert s.deciding_side == US and s.stack[-1]["kind"] == "play"   # US round 1 next


def test_c019_4_5_c_ussr_headline_the_us_implements():
    s = pos(turn=2, hands=[[19, 33], [3, 29]], inf={"Finland": (2, 0)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:19", "headline:3")                 # Truman (1) before scoring (0)
    assert s.deciding_side == US
    play(s, "truman:Finland")
    assert where(s, "Finland") == (0, 0) and 19 in s.removed
