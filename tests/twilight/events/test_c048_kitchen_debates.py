"""48 Kitchen Debates (US, 1 op, starred): if the US controls more battleground countries
than the USSR, the US gains 2 VP. Rules: 2.1.4 / 2.1.7 (battlegrounds, control), 5.2,
5.2 example 3 (no effect, still played), 7.0 (starred)."""

from engine.twilight.testing import US, play, pos


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c048_more_us_battlegrounds_2_vp_and_removed():
    s = pos(turn=4, hands=[[7], [48, 19]], phasing=US,
            inf={"France": (0, 3), "Italy": (0, 2), "Poland": (3, 0)})
    play(s, "card:48", "event")
    assert s.vp == 2 and 48 in s.removed and clean(s) == []
    assert any("2 battlegrounds, the USSR 1" in line and "poke" in line for line in map(str, s.log))


def test_c048_equal_counts_no_vp_but_the_card_is_removed():
    s = pos(turn=4, hands=[[7], [48, 19]], phasing=US,
            inf={"France": (0, 3), "Poland": (3, 0), "Canada": (0, 4)})  # Canada: no BG
    play(s, "card:48", "event")
    assert s.vp == 0 and 48 in s.removed
    assert any("no effect" in line for line in map(str, s.log))


def test_c048_uncontrolled_battlegrounds_do_not_count():
    s = pos(turn=4, hands=[[7], [48, 19]], phasing=US,
            inf={"France": (0, 2), "Italy": (1, 2)})      # France 3, Italy 2 stability
    play(s, "card:48", "event")
    assert s.vp == 0


def test_c048_taiwan_with_formosan_resolution_is_no_battleground_here():
    s = pos(turn=4, hands=[[7], [48, 19]], phasing=US, inf={"Taiwan": (0, 3), "Poland": (3, 0)},
            effects={"c101_formosan_resolution": {}}, run=False)
    s.in_play.append(101)
    s.refresh()
    play(s, "card:48", "event")
    assert s.vp == 0


def test_c048_5_2_ussr_plays_it_for_operations_the_us_gains_the_vp():
    s = pos(turn=4, hands=[[48], [19]], inf={"France": (0, 3), "Poland": (1, 0)})
    play(s, "card:48", "ops", "event_first", "influence", "inf:Poland")
    assert s.vp == 2 and 48 in s.removed and s.deciding_side == US
