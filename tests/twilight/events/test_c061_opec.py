"""61 OPEC (USSR, 3 ops, not starred): 1 VP to the USSR per controlled Egypt, Iran,
Libya, Saudi Arabia, Iraq, Gulf States, Venezuela; not playable once North Sea Oil (86)
is in effect. Rules: 2.1.7 (control), 5.2 (examples 2, 3), 7.5, 4.5 C, 10.3.1."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where

OIL = {"Egypt": (2, 0), "Iran": (2, 0), "Libya": (2, 0), "Saudi Arabia": (3, 0),
       "Iraq": (3, 0), "Gulf States": (3, 0), "Venezuela": (2, 0)}


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c061_one_vp_per_controlled_oil_country():
    inf = {"Egypt": (2, 0), "Iran": (2, 1), "Iraq": (3, 0), "Venezuela": (2, 0),
           "Syria": (2, 0), "Libya": (1, 0)}
    s = pos(turn=4, hands=[[61, 33], [29]], inf=inf)
    play(s, "card:61", "event")
    # Egypt, Iraq, Venezuela controlled; Iran 2/1 and Libya 1/0 are not; Syria not listed
    assert s.vp == -3 and 61 in s.discard and s.deciding_side == US and clean(s) == []


def test_c061_all_seven():
    s = pos(turn=4, hands=[[61, 33], [29]], inf=OIL)
    play(s, "card:61", "event")
    assert s.vp == -7


def test_c061_5_2_example_3_nothing_controlled_no_vp_still_discarded():
    s = pos(turn=4, hands=[[61, 33], [29]])
    play(s, "card:61", "event")
    assert s.vp == 0 and 61 in s.discard


def test_c061_5_2_us_plays_it_for_ops_the_ussr_scores():
    s = pos(turn=4, hands=[[33], [61, 29]], phasing=US,
            inf={"Egypt": (2, 0), "Japan": (0, 1)})
    play(s, "card:61", "ops", "ops_first", "influence", "inf:Japan", "inf:Japan",
         "inf:Japan")
    assert s.vp == -1 and where(s, "Japan") == (0, 4)


@pytest.mark.parametrize("how", ["effect", "in_play"])
def test_c061_north_sea_oil_prohibits_the_event(how):
    s = pos(turn=8, hands=[[61, 33], [29]], inf=OIL,
            effects={"north_sea_oil": {}} if how == "effect" else {})
    if how == "in_play":
        s.in_play = [86]
        s.refresh()
    play(s, "card:61")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="61 OPEC: North Sea Oil"):
        s.apply("event")


def test_c061_north_sea_oil_us_plays_opec_for_ops_no_event_5_2():
    s = pos(turn=8, hands=[[33], [61, 29]], phasing=US, inf=dict(OIL, Japan=(0, 1)),
            effects={"north_sea_oil": {}})
    play(s, "card:61", "ops")
    assert s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == 0 and 61 in s.discard


def test_c061_4_5_c_headline_after_north_sea_oil_no_effect():
    s = pos(turn=8, hands=[[61, 33], [29, 4]], inf=OIL, effects={"north_sea_oil": {}},
            run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:61", "headline:4")
    assert s.vp == 1 and 61 in s.discard               # only Duck and Cover's 5 - 4


def test_c061_10_3_1_twenty_vp():
    s = pos(turn=4, hands=[[61, 33], [29]], inf=OIL, vp=-13)
    play(s, "card:61", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"


def test_c061_after_the_north_sea_oil_event_86():
    """The real card: the US plays North Sea Oil (86) as an event; the USSR then holds
    OPEC and cannot play it as an event."""
    s = pos(turn=8, hands=[[61, 33], [86, 29]], phasing=US, inf=OIL)
    play(s, "card:86", "event")
    assert 86 in s.in_play and s.deciding_side == USSR
    play(s, "card:61")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="61 OPEC: North Sea Oil"):
        s.apply("event")
