"""72 Sadat Expels Soviets (US, 1 op, starred): all USSR influence out of Egypt, +1 US
there. Rules: 5.2 (and example 3: nothing to remove), 2.2.4, 2.1.7 (control)."""

from engine.twilight import board as B
from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c072_removes_all_ussr_influence_from_egypt_and_adds_1_us():
    s = pos(turn=4, hands=[[33], [72, 29]], phasing=US, inf={"Egypt": (4, 1)})
    play(s, "card:72", "event")
    assert where(s, "Egypt") == (0, 2) and B.controls(s.inf, US, B.INDEX["Egypt"])
    assert 72 in s.removed and s.deciding_side == USSR and clean(s) == []


def test_c072_5_2_example_3_no_ussr_influence_still_adds_1_and_removed():
    s = pos(turn=4, hands=[[33], [72, 29]], phasing=US)
    play(s, "card:72", "event")
    assert where(s, "Egypt") == (0, 1) and 72 in s.removed


def test_c072_5_2_ussr_plays_it_for_ops_event_first_then_its_op():
    s = pos(turn=4, hands=[[72, 33], [29]], inf={"Egypt": (2, 0), "Libya": (2, 0)})
    play(s, "card:72", "ops", "event_first")
    assert where(s, "Egypt") == (0, 1)
    assert s.deciding_side == USSR and s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Libya")
    assert where(s, "Libya") == (3, 0) and 72 in s.removed and s.deciding_side == US
