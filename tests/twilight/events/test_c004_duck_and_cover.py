"""4 Duck and Cover (US, 3 ops): DEFCON -1, then the US gains 5 - DEFCON VP.
Rules: 8.1.3 (DEFCON 1, responsibility), 5.2 (opponent's event), 6.4.5 (Space Race),
4.5 C (headline), 10.3.1 (20 VP)."""

from engine.twilight.testing import US, USSR, play, pos


def test_c004_event_defcon_5_to_4_us_gains_1_vp_card_discarded():
    s = pos(hands=[[], [4]], phasing=US)
    play(s, "card:4", "event")
    assert s.defcon == 4 and s.vp == 1
    assert 4 in s.discard and 4 not in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c004_event_defcon_3_to_2_us_gains_3_vp():
    s = pos(hands=[[], [4]], phasing=US, defcon=3, vp=-1)
    play(s, "card:4", "event")
    assert s.defcon == 2 and s.vp == 2


def test_c004_8_1_3_us_plays_event_at_defcon_2_and_loses_no_vp():
    s = pos(hands=[[], [4]], phasing=US, defcon=2)
    play(s, "card:4", "event")
    assert s.is_over and s.defcon == 1
    assert s.winner == USSR and s.end_reason == "nuclear_war"
    assert s.vp == 0                                     # no VP once the game ended


def test_c004_5_2_8_1_3_ussr_plays_it_for_ops_at_defcon_2_and_loses():
    """The US event happens in the USSR's round: the phasing USSR is responsible."""
    s = pos(hands=[[4], []], phasing=USSR, defcon=2, inf={"Poland": (2, 0)})
    play(s, "card:4", "ops", "event_first")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"
    assert s.inf[0] == pos(inf={"Poland": (2, 0)}).inf[0]   # operations never carried out


def test_c004_5_2_ussr_plays_it_for_ops_us_gains_the_vp():
    s = pos(hands=[[4], []], phasing=USSR, defcon=4, inf={"Poland": (2, 0)})
    play(s, "card:4", "ops", "ops_first", "influence",
         "inf:Poland", "inf:Poland", "inf:Poland")
    assert s.defcon == 3 and s.vp == 2                   # the US implements it
    assert 4 in s.discard


def test_c004_6_4_5_space_race_no_event():
    s = pos(hands=[[4], []], phasing=USSR, defcon=2)
    s.rng.force([6])
    play(s, "card:4", "space")
    assert s.defcon == 2 and s.vp == 0 and not s.is_over
    assert 4 in s.discard


def test_c004_4_5_c_headline_then_olympic_boycott_us_loses():
    """Spec test 6: USSR headlines Duck and Cover (3 ops, first), the US gains 3;
    the US's Olympic Games is boycotted at DEFCON 2: the US (its player) loses."""
    s = pos(turn=2, defcon=3, hands=[[4, 1], [20, 19]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:4", "headline:20")
    assert s.defcon == 2 and s.vp == 3
    play(s, "boycott")
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c004_10_3_1_twenty_vp_wins():
    s = pos(hands=[[], [4]], phasing=US, vp=19)
    play(s, "card:4", "event")
    assert s.is_over and s.winner == US and s.end_reason == "vp20"
