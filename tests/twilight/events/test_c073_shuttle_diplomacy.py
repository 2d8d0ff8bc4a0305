"""73 Shuttle Diplomacy (US, 3 ops, in play until used): at the next Middle East or Asia
scoring the USSR counts one battleground fewer; then the card is discarded. Not
Southeast Asia Scoring, not the final scoring (published ruling, see the module).
Rules: 10.1.1 / 10.1.2, 10.3.2, 2.2.5 / 7.3, 5.2."""

from engine.twilight.testing import US, play, pos

EFFECT = "c073_shuttle_diplomacy"
#: Middle East: USSR Iraq, Syria (non-BG) and Libya; US Israel. Without the card the
#: USSR dominates (3 countries, 2 battlegrounds vs 1): USSR 5 + 2, US 3 + 1: -3.
MIDEAST = {"Iraq": (3, 0), "Libya": (2, 0), "Syria": (2, 0), "Israel": (0, 4)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def in_play(s):
    s.effects[EFFECT] = {}
    s.in_play.append(73)
    return s


def scored(card, inf, shuttle, **kw):
    s = pos(turn=4, hands=[[card, 7], [19]], inf=inf, run=False, **kw)
    if shuttle:
        in_play(s)
    s.refresh()
    play(s, f"card:{card}", "event")
    return s


def test_c073_event_goes_in_front_of_the_us():
    s = pos(turn=4, hands=[[7], [73, 19]], phasing=US)
    play(s, "card:73", "event")
    assert 73 in s.in_play and EFFECT in s.effects and clean(s) == []


def test_c073_middle_east_one_ussr_battleground_fewer_then_discarded():
    """With the card the USSR counts 2 countries and 1 battleground: no more domination
    (1 vs 1 battlegrounds): USSR 3 + 1, US 3 + 1: 0."""
    assert scored(3, MIDEAST, False).vp == -3
    s = scored(3, MIDEAST, True)
    assert s.vp == 0
    assert 73 in s.discard and 73 not in s.in_play and EFFECT not in s.effects
    assert clean(s) == []


def test_c073_asia_scoring_uses_it_too():
    asia = {"North Korea": (3, 0), "India": (3, 0), "Japan": (0, 4)}
    base = scored(1, asia, False).vp
    s = scored(1, asia, True)
    assert s.vp == base + 1 and 73 in s.discard                # one battleground VP less


def test_c073_southeast_asia_scoring_neither_uses_nor_discards_it():
    sea = {"Thailand": (2, 0), "Vietnam": (1, 0)}
    s = scored(38, sea, True)
    assert s.vp == -3 and 73 in s.in_play and EFFECT in s.effects


def test_c073_other_regions_leave_it_in_play():
    s = scored(2, {"Poland": (3, 0)}, True)
    assert 73 in s.in_play and EFFECT in s.effects


def test_c073_no_ussr_battleground_no_change_but_used_up():
    inf = {"Israel": (0, 4), "Syria": (2, 0)}
    s = scored(3, inf, True)
    assert s.vp == scored(3, inf, False).vp and 73 in s.discard


def test_c073_10_3_2_not_applied_at_final_scoring():
    def final(shuttle):
        s = pos(turn=10, hands=[[], []], inf=MIDEAST, run=False)
        if shuttle:
            in_play(s)
        s.step = "final"
        s.refresh()
        return s
    with_card, without = final(True), final(False)
    assert with_card.is_over and with_card.vp == without.vp
    assert 73 in with_card.in_play


def test_c073_5_2_ussr_plays_it_for_operations_it_goes_in_play_for_the_us():
    s = pos(turn=4, hands=[[73, 3], [19]], inf={**MIDEAST, "Poland": (1, 0)})
    play(s, "card:73", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert 73 in s.in_play and EFFECT in s.effects
    play(s, "card:19", "ops", "influence", "inf:Canada")
    play(s, "card:3", "event")                                 # the USSR's own scoring
    assert s.vp == 0 and 73 in s.discard
