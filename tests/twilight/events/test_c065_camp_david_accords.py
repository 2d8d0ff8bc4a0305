"""65 Camp David Accords (US, 2 ops, starred, underlined): +1 VP to the US, +1 US
influence in Israel, Jordan and Egypt; the Arab-Israeli War (13) event can no longer be
played. Rules: 5.2 (example 2: a prohibited event), 7.5, 2.2.5 (stays in play), 4.5 C,
10.3.1 (20 VP after the event)."""

import pytest

from engine.core import IllegalAction
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def camp_david(**kw):
    kw.setdefault("hands", [[13, 33], [65, 29]])
    s = pos(turn=4, phasing=US, **kw)
    play(s, "card:65", "event")
    return s


def test_c065_event_vp_and_influence_card_stays_in_play():
    s = camp_david(inf={"Egypt": (2, 0), "Israel": (0, 1)})
    assert s.vp == 1
    assert (where(s, "Israel"), where(s, "Jordan"), where(s, "Egypt")) == \
        ((0, 2), (0, 1), (2, 1))
    assert 65 in s.in_play and 65 not in s.removed and 65 not in s.discard
    assert s.deciding_side == USSR and clean(s) == []


def test_c065_then_the_ussr_cannot_play_arab_israeli_war_as_an_event():
    s = camp_david()
    play(s, "card:13")
    assert "event" not in s.legal_actions() and "ops" in s.legal_actions()
    with pytest.raises(IllegalAction, match="Camp David"):
        s.apply("event")


def test_c065_then_the_us_plays_arab_israeli_war_for_ops_only_5_2_example_2():
    s = camp_david(hands=[[33, 4], [65, 13, 29]], inf={"Israel": (0, 1)})
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    s.rng.force([6])
    play(s, "card:13", "ops")
    assert s.stack[-1]["kind"] == "ops"              # no timing question: no war
    play(s, "influence", "inf:Israel", "inf:Israel")
    assert where(s, "Israel") == (0, 4) and s.milops == [0, 0] and s.vp == 1
    assert 13 in s.discard


def test_c065_4_5_c_ussr_headline_arab_israeli_war_after_camp_david_no_effect():
    s = pos(turn=4, hands=[[13, 33], [29, 4]], inf={"Israel": (0, 1)}, run=False)
    s.in_play.append(65)
    s.step = "headline"
    s.refresh()
    play(s, "headline:13", "headline:4")
    assert where(s, "Israel") == (0, 1) and s.milops == [0, 0] and 13 in s.discard


def test_c065_5_2_ussr_plays_it_for_ops_the_us_event_happens_and_stays_in_play():
    s = pos(turn=4, hands=[[65, 33], [29]], inf={"Poland": (1, 0)})
    play(s, "card:65", "ops", "event_first")
    assert s.vp == 1 and where(s, "Jordan") == (0, 1)
    play(s, "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 0) and s.deciding_side == US
    assert 65 in s.in_play and clean(s) == []                 # once the card is played


def test_c065_played_for_ops_by_the_us_arab_israeli_war_stays_playable():
    s = pos(turn=4, hands=[[13, 33], [65, 29]], phasing=US, inf={"Japan": (0, 1)})
    play(s, "card:65", "ops", "influence", "inf:Japan", "inf:Japan")
    assert 65 in s.discard and 65 not in s.in_play
    play(s, "card:13")
    assert "event" in s.legal_actions()


def test_c065_10_3_1_the_us_vp_wins_after_the_event():
    s = camp_david(vp=19)
    assert s.is_over and s.winner == US and s.end_reason == "vp20"
    assert where(s, "Egypt") == (0, 1)                  # the event was completed first
