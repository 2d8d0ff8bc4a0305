"""18 Captured Nazi Scientist (both, 1 op, starred): the player's Space Race marker
moves one box forward. Rules: 6.4.2-6.4.6, 5.2 example 3, 4.5 C, 10.3.1; spec
docs/twilight/early_war_events.md (Captured Nazi Scientist tests 1-5)."""

from engine.twilight import space as SP
from engine.twilight.testing import US, USSR, play, pos


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c018_ussr_reaches_earth_satellite_first_2_vp():
    """Spec test 1, worked example turn 1 USSR 4 (Sputnik)."""
    s = pos(hands=[[18, 33], [29]])
    play(s, "card:18", "event")
    assert s.space == [1, 0] and s.vp == -2
    assert 18 in s.removed and s.space_tries == [0, 0]   # not a 6.4.2 attempt
    assert s.deciding_side == US and clean(s) == []


def test_c018_us_second_into_box_1_gains_1_vp():
    """Spec test 2."""
    s = pos(hands=[[33], [18, 29]], phasing=US, space=[1, 0])
    play(s, "card:18", "event")
    assert s.space == [1, 1] and s.vp == 1 and 18 in s.removed


def test_c018_box_2_ability_and_the_normal_attempt_remains():
    """Spec test 3: USSR 1 -> 2 (Animal in Space: two attempts a turn, 6.4.4); no roll,
    no VP; its own attempts this turn are untouched."""
    s = pos(hands=[[18, 7, 33], [29, 4]], space=[1, 0])
    play(s, "card:18", "event")
    assert s.space == [2, 0] and s.vp == 0 and s.space_tries == [0, 0]
    assert SP.attempts_allowed(s.space, USSR) == 2
    play(s, "card:29", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    play(s, "card:7")
    assert "space" in s.legal_actions()


def test_c018_6_4_4_reaching_the_box_ends_the_opponents_ability():
    s = pos(hands=[[33], [18, 29]], phasing=US, space=[2, 1])
    assert SP.has_ability(s.space, USSR, "two_attempts")
    play(s, "card:18", "event")
    assert s.space == [2, 2] and not SP.has_ability(s.space, USSR, "two_attempts")
    assert any("loses the ability" in line for line in map(str, s.log))


def test_c018_last_box_no_effect_still_removed():
    """Spec test 4 (6.4.6, 5.2 example 3)."""
    s = pos(hands=[[18, 33], [29]], space=[SP.FINAL, 3], vp=-5)
    play(s, "card:18", "event")
    assert s.space == [SP.FINAL, 3] and s.vp == -5 and 18 in s.removed


def test_c018_played_for_ops_nothing_moves():
    """Spec test 5: an event of both sides happens only when played as an event."""
    s = pos(hands=[[18, 33], [29]])
    play(s, "card:18", "ops", "influence", "inf:Finland")
    assert s.space == [0, 0] and 18 in s.discard


def test_c018_4_5_c_headline_the_headliner_advances():
    s = pos(turn=2, hands=[[18, 33], [3, 29]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:18", "headline:3")                # 1 op before a scoring card (0)
    assert s.space == [1, 0] and s.vp == -2 and 18 in s.removed


def test_c018_10_3_1_twenty_vp():
    s = pos(hands=[[18, 33], [29]], vp=-18)
    play(s, "card:18", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"
