"""8 Fidel (USSR, 2 ops, starred): remove all US influence from Cuba; the USSR adds
enough to control it (stability 3). Rules: 2.1.7 control, 2.2.4 starred, 5.2, 6.4.5."""

from engine.twilight.testing import US, USSR, play, pos, where


def test_c008_worked_example_turn3_ussr6_empty_cuba():
    s = pos(hands=[[8], []])
    play(s, "card:8", "event")
    assert where(s, "Cuba") == (3, 0)
    assert 8 in s.removed and 8 not in s.discard
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c008_us_influence_removed_ussr_topped_up_to_control():
    s = pos(hands=[[8], []], inf={"Cuba": (1, 2)})
    play(s, "card:8", "event")
    assert where(s, "Cuba") == (3, 0)


def test_c008_nothing_added_beyond_control():
    s = pos(hands=[[8], []], inf={"Cuba": (4, 0)})
    play(s, "card:8", "event")
    assert where(s, "Cuba") == (4, 0)


def test_c008_us_controlled_cuba_taken_over():
    s = pos(hands=[[8], []], inf={"Cuba": (0, 5)})
    play(s, "card:8", "event")
    assert where(s, "Cuba") == (3, 0)


def test_c008_5_2_us_plays_it_for_ops_event_happens_card_removed():
    s = pos(hands=[[], [8]], phasing=US, inf={"Cuba": (0, 1)})
    play(s, "card:8", "ops", "ops_first", "influence", "inf:Mexico", "inf:Mexico")
    assert where(s, "Cuba") == (3, 0) and where(s, "Mexico") == (0, 2)
    assert 8 in s.removed


def test_c008_6_4_5_space_race_no_event_discarded():
    s = pos(hands=[[], [8]], phasing=US, inf={"Cuba": (0, 1)})
    s.rng.force([1])
    play(s, "card:8", "space")
    assert where(s, "Cuba") == (0, 1)
    assert 8 in s.discard and s.space[US] == 1


def test_c008_4_5_c_us_headlines_fidel_ussr_gets_cuba():
    s = pos(turn=2, hands=[[19], [8]], inf={"Cuba": (0, 2)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:19", "headline:8")
    assert where(s, "Cuba") == (3, 0) and 8 in s.removed
    assert s.deciding_side in (USSR, US)
