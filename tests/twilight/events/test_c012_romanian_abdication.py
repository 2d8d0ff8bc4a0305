"""12 Romanian Abdication (USSR, 1 op, starred): remove all US influence from Romania;
the USSR adds enough to control it (stability 3). Rules: 2.1.7, 2.2.4, 5.2, 6.4.5."""

from engine.twilight.testing import US, play, pos, where


def test_c012_empty_romania_becomes_ussr_controlled():
    s = pos(hands=[[12], []])
    play(s, "card:12", "event")
    assert where(s, "Romania") == (3, 0)
    assert 12 in s.removed
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c012_us_influence_removed_ussr_kept_above_control():
    s = pos(hands=[[12], []], inf={"Romania": (4, 2)})
    play(s, "card:12", "event")
    assert where(s, "Romania") == (4, 0)


def test_c012_partial_ussr_influence_topped_up():
    s = pos(hands=[[12], []], inf={"Romania": (1, 3)})
    play(s, "card:12", "event")
    assert where(s, "Romania") == (3, 0)


def test_c012_worked_example_turn2_us5_us_plays_it_for_2_ops_ops_first():
    """Turn 2 US 5 (with Containment the card was worth 2; here 1 op is printed): the US
    places in South Korea first, then the USSR gets Romania."""
    s = pos(hands=[[], [12]], phasing=US, inf={"South Korea": (0, 1)})
    play(s, "card:12", "ops", "ops_first", "influence", "inf:South Korea")
    assert where(s, "South Korea") == (0, 2)
    assert where(s, "Romania") == (3, 0)
    assert 12 in s.removed


def test_c012_6_4_1_one_op_card_cannot_go_to_the_space_race():
    s = pos(hands=[[12], []], inf={"Romania": (0, 2)})
    play(s, "card:12")
    assert s.legal_actions() == ["event", "ops"]


def test_c012_4_5_c_us_headlines_it_ussr_implements():
    s = pos(turn=2, hands=[[19], [12]], inf={"Romania": (0, 2)}, run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:19", "headline:12")
    assert where(s, "Romania") == (3, 0) and 12 in s.removed
