"""27 US/Japan Mutual Defense Pact (US, 4 ops, starred, persistent): the US controls
Japan; the USSR may never again coup or realign there."""

import pytest

from engine.core import IllegalAction
from engine.twilight import board as B
from engine.twilight import ops as O
from engine.twilight.events.c027_us_japan_pact import EFFECT
from engine.twilight.testing import complete, US, USSR, play, pos, where

PACT = 27
JAPAN = B.INDEX["Japan"]


@pytest.mark.parametrize("before, after", [((0, 1), (0, 4)), ((2, 1), (2, 6)),
                                           ((0, 5), (0, 5)), ((0, 0), (0, 4))])
def test_c027_us_adds_enough_influence_to_control_japan(before, after):
    s = complete(pos(hands=[[33], [PACT, 19]], phasing=US, inf={"Japan": before}))
    play(s, "card:27", "event")
    assert where(s, "Japan") == after and B.controls(s.inf, US, JAPAN)
    assert PACT in s.in_play and PACT not in s.removed and EFFECT in s.effects
    assert s.check_invariants() == []


def test_c027_then_no_ussr_coup_or_realignment_in_japan_even_uncontrolled():
    s = complete(pos(hands=[[33, 30], [PACT, 19]], phasing=US, inf={"Japan": (1, 1),
                                                                     "Taiwan": (0, 1)}))
    play(s, "card:27", "event")
    s.inf[US][JAPAN] = 1                                  # later: no longer controlled
    s.refresh()
    play(s, "card:33", "ops", "coup")
    assert s.legal_actions() == ["coup:Taiwan"]
    with pytest.raises(IllegalAction, match="27 US/Japan Mutual Defense Pact"):
        s.apply("coup:Japan")
    assert "realignment" in str(O.realign_blocked(s, USSR, JAPAN))


def test_c027_free_coups_blocked_us_realignment_allowed():
    s = complete(pos(hands=[[33], [19, 4]], effects={EFFECT: {}},
                     inf={"Japan": (2, 4), "South Korea": (0, 1)}), in_play=[PACT])
    assert O.realign_blocked(s, US, JAPAN) is None and O.coup_blocked(s, US, JAPAN) is None
    O.push_coup(s, USSR, 4)
    s.refresh()
    assert s.legal_actions() == ["coup:South Korea"]


def test_c027_ussr_plays_it_for_ops_the_event_happens_for_the_us_5_2():
    s = complete(pos(hands=[[PACT, 33], [19, 4]], inf={"Japan": (0, 1)}))
    play(s, "card:27", "ops", "event_first")
    assert where(s, "Japan") == (0, 4) and EFFECT in s.effects
    play(s, "influence", *["inf:Poland"] * 4)
    assert PACT in s.in_play and s.check_invariants() == []


def test_c027_worked_example_turn_1_headline():
    s = pos(turn=1, hands=[[31, 33], [PACT, 19]], run=False, inf={"Japan": (0, 1)})
    s.step = "headline"
    complete(s)
    play(s, "headline:31", "headline:27")                 # 4 vs 4: the US first
    assert where(s, "Japan") == (0, 4) and PACT in s.in_play
    assert "c031_red_scare_purge" in s.effects            # then Red Scare
    assert s.check_invariants() == []
