"""40 Cuban Missile Crisis (both, 3 ops, starred): DEFCON set to 2; any further coup by
the opponent this turn is nuclear war and he loses (free coups too, 6.3.5); cancelled at
any time by removing 2 influence from Cuba (USSR) or West Germany / Turkey (US), an extra
legal action at every decision of the threatened side."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import implemented
from engine.twilight.events.c040_cuban_missile_crisis import EFFECT
from engine.twilight.testing import US, USSR, play, pos, where

CMC = 40


def full(s):
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for era in s.eras for c in C.ERA_CARDS[era]
              if implemented(c) and c not in seen] + s.deck
    s.refresh()
    return s


def ussr_crisis(**kw):
    """The USSR has played Cuban Missile Crisis; the US is to play (action round 1)."""
    kw.setdefault("hands", [[CMC, 33, 30], [19, 22, 4]])
    kw.setdefault("inf", {"Guatemala": (1, 0), "West Germany": (0, 3), "Turkey": (0, 1)})
    s = full(pos(turn=4, defcon=4, **kw))
    play(s, "card:40", "event")
    return s


def test_c040_defcon_set_to_2_effect_against_the_opponent_card_removed():
    s = ussr_crisis()
    assert s.defcon == 2 and s.effects[EFFECT] == {"until": "turn", "against": US}
    assert CMC in s.removed and s.deciding_side == US
    assert s.check_invariants() == []


def test_c040_from_defcon_2_no_change():
    s = full(pos(turn=4, defcon=2, hands=[[CMC, 33], [19]]))
    play(s, "card:40", "event")
    assert s.defcon == 2 and EFFECT in s.effects and not s.over


def test_c040_coup_by_the_opponent_is_nuclear_war_he_loses():
    s = ussr_crisis()
    s.rng.force([6])
    play(s, "card:22", "ops", "coup", "coup:Guatemala")           # not a battleground
    assert s.over and s.winner == USSR and s.end_reason == "nuclear_war"
    assert s.result()["nuclear_war"] and s.defcon == 2
    assert where(s, "Guatemala") == (1, 0) and s.milops == [0, 0]  # nothing resolved


def test_c040_free_coup_by_the_opponent_too_6_3_5():
    s = ussr_crisis(hands=[[CMC, 33, 30], [47, 22]])
    play(s, "card:47", "event", "inf:Panama", "coup", "coup:Guatemala")
    assert s.over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c040_coup_with_operations_given_by_the_crisis_player_cia_created():
    """The USSR plays CIA Created (US event) for operations: the US coups, and loses."""
    s = ussr_crisis(hands=[[CMC, 26, 30], [19, 22]])
    play(s, "card:19", "ops", "influence", "inf:Japan")           # US round 1
    play(s, "card:26", "ops", "event_first", "coup", "coup:Guatemala")
    assert s.over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c040_coups_by_the_crisis_player_are_unaffected():
    s = ussr_crisis(inf={"Nicaragua": (0, 1)})
    play(s, "card:19", "ops", "influence", "inf:Japan")           # US round 1
    s.rng.force([4])
    play(s, "card:33", "ops", "coup", "coup:Nicaragua")           # 4 + 3 - 2 = 5
    assert not s.over and where(s, "Nicaragua") == (4, 0) and s.defcon == 2


def test_c040_us_cancels_from_west_germany_at_its_card_play():
    s = ussr_crisis()
    legal = s.legal_actions()
    assert legal[-1] == "cmc_cancel:West Germany"                 # after the play options
    assert "cmc_cancel:Turkey" not in legal                       # only 1 US there
    assert str(s.label("cmc_cancel:West Germany")).startswith("Cancel the Cuban Missile Crisis")
    play(s, "cmc_cancel:West Germany")
    assert where(s, "West Germany") == (0, 1) and EFFECT not in s.effects
    assert s.stack[-1]["kind"] == "play" and s.deciding_side == US  # the decision stays
    assert "cmc_cancel:West Germany" not in s.legal_actions()
    s.rng.force([6])
    play(s, "card:22", "ops", "coup", "coup:Guatemala")           # now a normal coup
    assert not s.over and where(s, "Guatemala") == (0, 5) and s.milops == [0, 2]


def test_c040_us_cancels_from_turkey():
    s = ussr_crisis(inf={"Turkey": (0, 2), "West Germany": (0, 1)})
    assert s.legal_actions()[-1:] == ["cmc_cancel:Turkey"]
    play(s, "cmc_cancel:Turkey")
    assert where(s, "Turkey") == (0, 0) and EFFECT not in s.effects


def test_c040_refused_without_2_influence_names_the_card():
    s = ussr_crisis()
    with pytest.raises(IllegalAction, match="40 Cuban Missile Crisis: the US needs 2"):
        s.apply("cmc_cancel:Turkey")
    assert EFFECT in s.effects and where(s, "Turkey") == (0, 1)


def test_c040_cancel_offered_inside_other_decisions_of_the_threatened_side():
    s = ussr_crisis()
    play(s, "card:19")                                             # the 'use' decision
    assert s.legal_actions()[-1] == "cmc_cancel:West Germany"
    play(s, "ops")                                                 # the 'ops' decision
    assert s.legal_actions()[-1] == "cmc_cancel:West Germany"
    play(s, "influence")                                           # spending the point
    assert s.legal_actions()[-1] == "cmc_cancel:West Germany"
    play(s, "cmc_cancel:West Germany")
    assert s.stack[-1]["kind"] == "points"                         # still spending
    play(s, "inf:Japan")
    assert where(s, "Japan")[1] == 1 and s.deciding_side == USSR


def test_c040_never_offered_to_the_crisis_player():
    s = ussr_crisis(inf={"Cuba": (3, 0), "West Germany": (0, 3)})
    play(s, "card:19", "ops", "influence", "inf:Japan")            # USSR to play
    assert s.deciding_side == USSR
    assert not any(a.startswith("cmc_cancel") for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply("cmc_cancel:Cuba")


def test_c040_us_crisis_ussr_cancels_from_cuba():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[33, 30], [CMC, 19]],
                 inf={"Cuba": (2, 0), "Nicaragua": (0, 1)}))
    play(s, "card:40", "event")
    assert s.effects[EFFECT]["against"] == USSR and s.deciding_side == USSR
    assert s.legal_actions()[-1] == "cmc_cancel:Cuba"
    play(s, "cmc_cancel:Cuba")
    assert where(s, "Cuba") == (0, 0) and EFFECT not in s.effects
    s.rng.force([1])
    play(s, "card:33", "ops", "coup", "coup:Nicaragua")            # 1 + 3 - 2 = 2
    assert not s.over and where(s, "Nicaragua") == (1, 0)


def test_c040_us_crisis_ussr_coup_loses():
    s = full(pos(turn=4, defcon=3, phasing=US, hands=[[33, 30], [CMC, 19]],
                 inf={"Nicaragua": (0, 1)}))
    play(s, "card:40", "event", "card:33", "ops", "coup", "coup:Nicaragua")
    assert s.over and s.winner == US and s.end_reason == "nuclear_war"


def test_c040_headlined_by_the_ussr_the_us_may_cancel_in_the_action_rounds():
    """Headlined by the USSR (its event first: 3 ops vs 2): the US is threatened for the
    whole turn and may cancel at its own decisions."""
    s = pos(turn=4, defcon=5, hands=[[CMC, 33], [19, 22]], run=False,
            inf={"West Germany": (0, 2)})
    s.step = "headline"
    full(s)
    play(s, "headline:40", "headline:19")
    assert s.defcon == 2 and s.effects[EFFECT]["against"] == US
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.legal_actions()[-1] == "cmc_cancel:West Germany"


def test_c040_ends_with_the_turn():
    s = ussr_crisis(hands=[[CMC, 33], [19, 22]])
    s.ar, s.ar_side, s.ar_done = 7, US, [7, 7]     # as if the last round were played
    s.stack.clear()
    s.refresh()                                    # end of turn 4 (4.5), turn 5 begins
    assert s.turn == 5 and EFFECT not in s.effects
    assert not any(a.startswith("cmc_cancel") for a in s.legal_actions())


def test_c040_played_for_operations_no_event_5_2():
    s = full(pos(turn=4, defcon=4, hands=[[CMC, 33], [19]], inf={"Poland": (1, 0)}))
    play(s, "card:40", "ops")
    assert s.defcon == 4 and EFFECT not in s.effects


def test_c040_cancel_offered_in_the_opponents_round_when_the_us_decides_blockade():
    """Blockade (10) in the USSR's round makes the US decide: it may cancel there."""
    s = ussr_crisis(hands=[[CMC, 10, 30], [19, 4, 22]])
    play(s, "card:19", "ops", "influence", "inf:Japan")          # US round 1
    play(s, "card:10", "event")                                   # USSR round 2
    assert s.deciding_side == US and s.stack[-1]["kind"] == "discard"
    assert s.legal_actions() == ["discard:4", "decline", "cmc_cancel:West Germany"]
    play(s, "cmc_cancel:West Germany")
    assert EFFECT not in s.effects and s.stack[-1]["kind"] == "discard"
    play(s, "discard:4")
    assert 4 in s.discard and where(s, "West Germany") == (0, 1)


def test_c040_seen_only_by_the_threatened_side():
    s = ussr_crisis()
    us_seat, ussr_seat = s.seat_of(US), s.seat_of(USSR)
    assert "cmc_cancel:West Germany" in s.observe(us_seat)["legal"]
    assert s.observe(ussr_seat)["legal"] == []
