"""101 Formosan Resolution (US, 2 ops, starred, persistent): Taiwan is a battleground for
Asia scoring while the US controls it; discarded when the US plays the China Card (D7).
Rules: 10.1 (Asia scoring), 10.3.2 (final scoring), 8.1.4 (coups in battlegrounds),
9.3 (playing the China Card), 2.2.5 / 7.3 (persistent cards), 5.2."""

from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where

EFFECT = "c101_formosan_resolution"
ASIA = {"Japan": (0, 4), "South Korea": (0, 3), "Taiwan": (0, 3), "Australia": (0, 4),
        "North Korea": (3, 0), "Thailand": (2, 0), "Laos/Cambodia": (1, 0)}


def in_effect(s):
    s.effects[EFFECT] = {}
    s.in_play.append(101)
    return s


def asia_scoring(inf, formosan, **kw):
    s = pos(hands=[[1], [19]], inf=inf, **kw)
    if formosan:
        in_effect(s)
    play(s, "card:1", "event")
    return s


def test_c101_event_goes_into_effect_beside_the_map():
    s = pos(hands=[[7], [101]], phasing=US)
    play(s, "card:101", "event")
    assert 101 in s.in_play and EFFECT in s.effects
    assert 101 not in s.removed and 101 not in s.discard
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_c101_10_1_us_controlled_taiwan_is_a_battleground_for_asia_scoring():
    """Without it both have presence and 2 battlegrounds: 0. With it the US has 3
    battlegrounds against 2 and dominates Asia: 7 + 3 - (3 + 2) = +5."""
    assert asia_scoring(ASIA, False).vp == 0
    s = asia_scoring(ASIA, True)
    assert s.vp == 5
    assert 101 in s.in_play                             # stays in effect after scoring


def test_c101_taiwan_not_controlled_no_effect():
    inf = dict(ASIA, Taiwan=(0, 2))                     # stability 3
    assert asia_scoring(inf, True).vp == asia_scoring(inf, False).vp


def test_c101_taiwan_controlled_by_the_ussr_is_no_battleground():
    inf = dict(ASIA, Taiwan=(3, 0))
    assert asia_scoring(inf, True).vp == asia_scoring(inf, False).vp


def test_c101_10_3_2_final_scoring_counts_it_too():
    def final(formosan):
        s = pos(turn=10, hands=[[], []], inf=ASIA, run=False)
        if formosan:
            in_effect(s)
        s.step = "final"
        s.refresh()
        assert s.is_over
        return s.vp
    assert final(True) - final(False) == 5


def test_c101_9_3_us_plays_the_china_card_for_operations_it_is_discarded():
    s = in_effect(pos(hands=[[7], [19]], phasing=US, china=US, inf=ASIA))
    play(s, "card:6", "ops", "influence")
    for _ in range(5):                                  # 4 + 1 all in Asia
        play(s, "inf:Japan")
    assert 101 in s.discard and 101 not in s.in_play and EFFECT not in s.effects
    assert s.china == USSR
    s.inf = pos(inf=ASIA).inf                           # the next Asia Scoring: 0 again
    s.hands[US] = [1]
    play(s, "card:7", "ops", "influence", "inf:North Korea", "inf:North Korea",
         "inf:North Korea")
    s.inf = pos(inf=ASIA).inf
    play(s, "card:1", "event")
    assert s.vp == 0


def test_c101_d7_us_plays_the_china_card_in_the_space_race_also_cancels():
    s = in_effect(pos(hands=[[7], [19]], phasing=US, china=US))
    s.rng.force([6])
    play(s, "card:6", "space")
    assert 101 in s.discard and EFFECT not in s.effects


def test_c101_the_ussr_playing_the_china_card_changes_nothing():
    s = in_effect(pos(hands=[[7], [19]], inf={"North Korea": (3, 0)}))
    play(s, "card:6", "ops", "influence")
    for _ in range(5):
        play(s, "inf:North Korea")
    assert 101 in s.in_play and EFFECT in s.effects


def test_c101_8_1_4_taiwan_is_no_battleground_for_coups():
    s = in_effect(pos(hands=[[7], [19]], inf=ASIA))
    s.rng.force([1])
    play(s, "card:7", "ops", "coup", "coup:Taiwan")
    assert s.defcon == 5 and s.milops == [3, 0]
    assert where(s, "Taiwan") == (0, 3)                 # 1 + 3 - 6: failure


def test_c101_5_2_ussr_plays_it_for_operations_it_goes_into_effect_for_the_us():
    s = pos(hands=[[101], [19]], inf={"Poland": (1, 0)})
    play(s, "card:101", "ops", "event_first", "influence", "inf:Poland", "inf:Poland")
    assert 101 in s.in_play and EFFECT in s.effects
    assert not B.BATTLEGROUND[B.INDEX["Taiwan"]]        # the map is unchanged


def test_c101_other_regions_unaffected():
    s = pos(hands=[[3], [19]], inf=ASIA)
    in_effect(s)
    play(s, "card:3", "event")                          # Middle East: nobody there
    assert s.vp == 0
