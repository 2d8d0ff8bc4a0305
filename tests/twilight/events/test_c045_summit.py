"""45 Summit (both, 1 op): both roll a die, +1 per region each Dominates or Controls
(10.1.1); the higher total gains 2 VP and may move DEFCON one level either way; a tie
does nothing. Rules: 2.1.1 / 2.1.2 (regions), 8.1.2, 8.1.3 (G9), 10.1.1, 5.2."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos

#: the USSR controls Central America (all 3 battlegrounds, more countries)
CENTRAL = {"Mexico": (2, 0), "Cuba": (3, 0), "Panama": (2, 0)}
#: the US dominates the Middle East (Israel and Iran, plus Jordan) and controls nothing else
MIDEAST = {"Israel": (0, 4), "Iran": (0, 2), "Jordan": (0, 2)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def summit(dice, **kw):
    s = pos(turn=4, hands=[[45, 7], [19]], **kw)
    s.rng.force(list(dice))
    play(s, "card:45", "event")
    return s


def test_c045_10_1_1_region_bonus_higher_total_gains_2_vp_and_chooses_defcon():
    """USSR 3 + 1 (Central America control) = 4 against US 3 + 1 (Middle East
    domination) = 4 would tie; USSR rolls 4: 5 > 4."""
    s = summit([4, 3], inf={**CENTRAL, **MIDEAST}, defcon=3)
    assert s.vp == -2
    assert any("USSR rolls 4 + 1 (Central America) = 5" in line for line in map(str, s.log))
    assert any("US rolls 3 + 1 (Middle East) = 4" in line for line in map(str, s.log))
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["defcon:improve", "defcon:degrade", "defcon:keep"]
    play(s, "defcon:improve")
    assert s.defcon == 4 and 45 in s.discard and clean(s) == []


def test_c045_a_tie_does_nothing():
    s = summit([3, 3], inf={**CENTRAL, **MIDEAST}, defcon=3)
    assert s.vp == 0 and s.defcon == 3 and s.stack[-1]["kind"] == "play"
    assert s.deciding_side == US and any("tie" in line for line in map(str, s.log))


def test_c045_the_opponent_may_win_and_degrade():
    s = summit([1, 6], defcon=4)
    assert s.vp == 2 and s.deciding_side == US
    play(s, "defcon:degrade")
    assert s.defcon == 3


def test_c045_8_1_2_no_improvement_offered_at_defcon_5_and_keep_is_allowed():
    s = summit([6, 1], defcon=5)
    assert s.legal_actions() == ["defcon:degrade", "defcon:keep"]
    with pytest.raises(IllegalAction, match="45 Summit"):
        s.apply("defcon:improve")
    play(s, "defcon:keep")
    assert s.defcon == 5 and s.vp == -2


def test_c045_8_1_3_a_degrade_to_defcon_1_is_blamed_on_the_card_player():
    """The US wins the Summit the USSR played at DEFCON 2 and degrades: nuclear war, the
    phasing player (the card's player) loses, as in the Olympic boycott example."""
    s = summit([1, 6], defcon=2)
    assert "(nuclear war!)" in str(s.label("defcon:degrade"))
    play(s, "defcon:degrade")
    assert s.is_over and s.end_reason == "nuclear_war" and s.winner == US


def test_c045_2_1_2_southeast_asia_counts_only_as_part_of_asia():
    """The USSR controls all of Southeast Asia (Thailand is a battleground): it dominates
    Asia, +1; Southeast Asia adds nothing of its own."""
    sea = {n: (3, 0) for n in ("Burma", "Laos/Cambodia", "Thailand", "Vietnam", "Malaysia",
                               "Indonesia", "Philippines")}
    s = summit([2, 2], inf=sea)
    assert any("USSR rolls 2 + 1 (Asia) = 3" in line for line in map(str, s.log))
    assert s.vp == -2
