"""28 Suez Crisis (USSR, 3 ops, starred): remove 4 US influence from France, the UK and
Israel, at most 2 per country."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import complete, US, USSR, play, pos, where

SUEZ = 28


def ussr_plays(inf):
    s = complete(pos(hands=[[SUEZ, 33], [19, 4]], inf=inf))
    play(s, "card:28", "event")
    return s


def test_c028_four_points_at_most_two_per_country():
    s = ussr_plays({"France": (0, 2), "UK": (0, 5), "Israel": (0, 1), "Italy": (0, 2)})
    assert s.deciding_side == USSR
    assert s.legal_actions() == ["remove:France", "remove:UK", "remove:Israel"]
    with pytest.raises(IllegalAction, match="28 Suez Crisis: only from France"):
        s.apply("remove:Italy")
    play(s, "remove:UK", "remove:UK")
    assert "remove:UK" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="at most 2"):
        s.apply("remove:UK")
    play(s, "remove:France", "remove:France")
    assert where(s, "UK") == (0, 3) and where(s, "France") == (0, 0)
    assert where(s, "Israel") == (0, 1) and where(s, "Italy") == (0, 2)
    assert SUEZ in s.removed and s.deciding_side == US
    assert s.check_invariants() == []


def test_c028_emptied_country_cannot_be_chosen_again():
    s = ussr_plays({"France": (0, 1), "UK": (0, 5), "Israel": (0, 4)})
    play(s, "remove:France")
    assert s.legal_actions() == ["remove:UK", "remove:Israel"]
    with pytest.raises(IllegalAction, match="no influence left in France"):
        s.apply("remove:France")
    play(s, "remove:UK", "remove:Israel")
    assert s.stack[-1]["kind"] == "c028_suez"            # one more point to remove
    play(s, "remove:Israel")
    assert where(s, "UK") == (0, 4) and where(s, "Israel") == (0, 2)


def test_c028_fewer_than_four_removable_all_removed_automatically():
    s = ussr_plays({"Israel": (0, 1)})
    assert where(s, "Israel") == (0, 0) and SUEZ in s.removed and s.deciding_side == US
    s = ussr_plays({"France": (0, 2), "UK": (0, 1), "Israel": (0, 3)})   # 2 + 1 + 2 = 5
    assert s.stack[-1]["kind"] == "c028_suez"
    s = ussr_plays({"France": (0, 2), "UK": (0, 1), "Israel": (0, 1)})   # exactly 4
    assert where(s, "France") == (0, 0) and where(s, "UK") == (0, 0)
    assert where(s, "Israel") == (0, 0) and s.deciding_side == US


def test_c028_no_us_influence_there_no_effect_card_still_removed_5_2_example_3():
    s = ussr_plays({"Italy": (0, 3)})
    assert SUEZ in s.removed and where(s, "Italy") == (0, 3) and s.deciding_side == US


def test_c028_us_plays_it_for_ops_the_ussr_chooses_5_2():
    s = complete(pos(hands=[[33], [SUEZ, 19]], phasing=US,
                     inf={"France": (0, 3), "UK": (0, 5), "Israel": (0, 1)}))
    play(s, "card:28", "ops", "ops_first", "influence", *["inf:Japan"] * 3)
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "c028_suez"
    play(s, "remove:Israel", "remove:France", "remove:France", "remove:UK")
    assert where(s, "France") == (0, 1) and where(s, "UK") == (0, 4)
    assert where(s, "Israel") == (0, 0) and SUEZ in s.removed
    assert s.check_invariants() == []


def test_c028_played_for_a_coup_no_event_worked_example_turn_2():
    """Example of play, turn 2, USSR 4: Suez Crisis as a coup in Libya (own card: no
    event), die 5: 5 + 3 - 4 = 4: the US loses 2, the USSR gains 2; DEFCON 4."""
    s = complete(pos(hands=[[SUEZ, 33], [19, 4]], turn=2,
                     inf={"Libya": (0, 2), "France": (0, 3)}))
    s.rng.force([5])
    play(s, "card:28", "ops", "coup", "coup:Libya")
    assert where(s, "Libya") == (2, 0) and s.defcon == 4 and s.milops == [3, 0]
    assert where(s, "France") == (0, 3) and SUEZ in s.discard
