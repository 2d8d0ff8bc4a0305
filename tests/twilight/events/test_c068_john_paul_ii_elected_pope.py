"""68 John Paul II Elected Pope (US, 2 ops, starred, underlined): -2 USSR and +1 US
influence in Poland; allows Solidarity (81). Rules: 5.2, 2.2.5 (stays in play), 7.5
(Solidarity's prerequisite)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.events.c068_john_paul_ii_elected_pope import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

SOLIDARITY = 81


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c068_poland_minus_2_ussr_plus_1_us_effect_and_card_in_play():
    s = pos(turn=4, hands=[[33], [68, 29]], phasing=US, inf={"Poland": (4, 0)})
    play(s, "card:68", "event")
    assert where(s, "Poland") == (2, 1)
    assert EFFECT == "john_paul_ii" and EFFECT in s.effects
    assert 68 in s.in_play and 68 not in s.removed
    assert s.deciding_side == USSR and clean(s) == []


def test_c068_never_below_zero():
    s = pos(turn=4, hands=[[33], [68, 29]], phasing=US, inf={"Poland": (1, 0)})
    play(s, "card:68", "event")
    assert where(s, "Poland") == (0, 1)


def test_c068_5_2_ussr_plays_it_for_ops_the_us_event_happens():
    s = pos(turn=4, hands=[[68, 33], [29]], inf={"Poland": (3, 0)})
    play(s, "card:68", "ops", "ops_first", "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 1) and EFFECT in s.effects and 68 in s.in_play


def test_c068_played_for_ops_by_the_us_no_effect_card_discarded():
    s = pos(turn=4, hands=[[33], [68, 29]], phasing=US, inf={"Poland": (3, 0),
                                                              "Japan": (0, 1)})
    play(s, "card:68", "ops", "influence", "inf:Japan", "inf:Japan")
    assert EFFECT not in s.effects and 68 in s.discard and where(s, "Poland") == (3, 0)


def test_c068_enables_solidarity_7_5():
    """81 Solidarity (Late War) reads the effect ``john_paul_ii``."""
    s = pos(turn=8, hands=[[33], [SOLIDARITY, 68, 29]], phasing=US)
    play(s, "card:81")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="John Paul II"):
        s.apply("event")
    s = pos(turn=8, hands=[[33, 4], [SOLIDARITY, 68, 29]], phasing=US,
            inf={"Poland": (3, 0)})
    play(s, "card:68", "event")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:81", "event")
    assert where(s, "Poland") == (4, 4) and SOLIDARITY in s.removed
