"""22 Independent Reds (US, 2 ops, starred): the US matches the USSR influence in one of
Yugoslavia, Romania, Bulgaria, Hungary, Czechoslovakia."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import complete, US, USSR, play, pos, where

REDS = 22


def us_plays(inf):
    s = complete(pos(hands=[[33], [REDS, 19]], phasing=US, inf=inf))
    play(s, "card:22", "event")
    return s


def test_c022_single_target_matched_automatically():
    s = us_plays({"Romania": (3, 0), "Poland": (4, 0)})
    assert where(s, "Romania") == (3, 3) and where(s, "Poland") == (4, 0)
    assert REDS in s.removed
    assert s.check_invariants() == []


def test_c022_us_chooses_one_country_only():
    s = us_plays({"Romania": (3, 0), "Hungary": (2, 1), "Czechoslovakia": (4, 1)})
    assert s.deciding_side == US
    assert s.legal_actions() == ["reds:Romania", "reds:Hungary", "reds:Czechoslovakia"]
    play(s, "reds:Czechoslovakia")
    assert where(s, "Czechoslovakia") == (4, 4)
    assert where(s, "Romania") == (3, 0) and where(s, "Hungary") == (2, 1)
    assert REDS in s.removed and s.deciding_side == USSR
    assert s.check_invariants() == []


def test_c022_only_the_five_listed_countries_poland_and_east_germany_rejected():
    s = us_plays({"Romania": (3, 0), "Bulgaria": (1, 0), "Poland": (4, 0),
                  "East Germany": (3, 0)})
    assert s.legal_actions() == ["reds:Romania", "reds:Bulgaria"]
    with pytest.raises(IllegalAction, match="22 Independent Reds: only Yugoslavia"):
        s.apply("reds:Poland")


def test_c022_equal_or_higher_us_influence_unchanged_never_removed():
    s = us_plays({"Hungary": (2, 2), "Yugoslavia": (1, 3), "Romania": (2, 0),
                  "Bulgaria": (3, 1)})
    assert s.legal_actions() == ["reds:Romania", "reds:Bulgaria"]
    with pytest.raises(IllegalAction, match="already has as much influence"):
        s.apply("reds:Hungary")
    play(s, "reds:Bulgaria")
    assert where(s, "Bulgaria") == (3, 3)
    assert where(s, "Hungary") == (2, 2) and where(s, "Yugoslavia") == (1, 3)


def test_c022_no_target_no_effect_card_still_removed_5_2_example_3():
    s = us_plays({"Hungary": (2, 2), "Poland": (5, 0)})
    assert REDS in s.removed and s.deciding_side == USSR
    assert where(s, "Hungary") == (2, 2)
    assert any("no effect" in line for line in map(str, s.log))


def test_c022_ussr_plays_it_for_ops_the_us_chooses_5_2():
    s = complete(pos(hands=[[REDS, 33], [19, 4]], inf={"Romania": (3, 0), "Hungary": (3, 0)}))
    play(s, "card:22", "ops", "event_first")
    assert s.deciding_side == US and s.stack[-1]["side"] == US
    play(s, "reds:Hungary")
    assert where(s, "Hungary") == (3, 3)
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert REDS in s.removed
    assert s.check_invariants() == []
