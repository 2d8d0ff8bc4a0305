""""Since your last turn" (issue 15 item 2): engine/twilight/summary.py compares two views
of the same seat. Positions are played through apply(); dice forced."""
from __future__ import annotations

from engine.games import get_spec
from engine.twilight.summary import changes
from engine.twilight.testing import USSR, US, english, play, pos


def _view(s, side):
    return s.view(s.seat_of(side))


def _fidel_position(ussr_extra=10, seed=0):
    return pos(hands=[[8, ussr_extra], [19, 20]], seed=seed,
               inf={"Panama": (0, 1), "Costa Rica": (0, 1), "Cuba": (1, 0)}, defcon=4, ar=1)


def test_6_1_influence_placed_by_the_opponent_is_listed_per_country():
    """6.1: two points placed one at a time give one line for the country, with the
    change of control (2.1.4), and the card played and how."""
    s = _fidel_position()
    before = _view(s, US)
    play(s, "card:8", "ops", "influence", "inf:Cuba", "inf:Cuba")
    out = english(changes(before, _view(s, US)))
    assert out["countries"] == ["Cuba"]
    assert "USSR plays Fidel (8) for 2 operations." in out["lines"]
    assert "Cuba: USSR 1 → 3 (now USSR control)." in out["lines"]
    # the one-point placement entries are summed up, not repeated
    assert not any("places 1 influence" in line for line in out["lines"])
    assert sum("places 1 influence" in line for line in out["log"]) == 2


def test_an_event_removing_influence_point_by_point_gives_one_line_per_country():
    """Socialist Governments (7): the USSR removes 3 US influence in Western Europe, one
    point at a time; the summary names the card played as an event and each country
    once, with the change of control (2.1.4)."""
    s = pos(hands=[[7, 10], [19, 20]], inf={"Italy": (0, 2), "France": (0, 2)}, defcon=4,
            ar=1)
    before = _view(s, US)
    play(s, "card:7", "event", "remove:France", "remove:France", "remove:Italy")
    out = english(changes(before, _view(s, US)))
    assert out["lines"] == ["USSR plays Socialist Governments (7) as an event.",
                            "France: US 2 → 0.", "Italy: US 2 → 1 (no longer US control)."]
    assert out["countries"] == ["France", "Italy"] and len(out["log"]) == 4


def test_6_3_coup_roll_defcon_and_military_operations_are_listed():
    """6.3: the coup's roll (forced 6) and its result; 8.1.2: a battleground coup lowers
    DEFCON; 8.2.2: the coup counts as military operations."""
    s = _fidel_position()
    play(s, "card:8", "ops", "influence", "inf:Cuba", "inf:Cuba")
    before = _view(s, USSR)
    s.rng.force([6])
    play(s, "card:19", "ops", "coup", "coup:Cuba")
    out = english(changes(before, _view(s, USSR)))
    lines = out["lines"]
    assert any(line.startswith("Coup in Cuba by US: roll 6") for line in lines)
    assert "Cuba: USSR 3 → 2 (no longer USSR control)." in lines
    assert "DEFCON: 4 → 3." in lines
    assert "US military operations: 0 → 1." in lines
    assert out["countries"] == ["Cuba"]


def test_10_1_scoring_vp_and_6_4_space_race_changes_are_listed():
    """A scoring card played as an event moves the VP (10.1); a card put on the Space
    Race with a forced success moves the box (6.4)."""
    s = pos(hands=[[3, 10], [20, 21]], inf={"Iran": (2, 0), "Iraq": (2, 0)}, defcon=4, ar=1)
    before = _view(s, US)
    play(s, "card:3", "event")                   # Middle East Scoring (3)
    after_scoring = _view(s, US)
    out = english(changes(before, after_scoring))
    assert any(line.startswith("VP: even → USSR +") for line in out["lines"]), out["lines"]
    assert out["countries"] == []
    before = _view(s, USSR)
    s.rng.force([1])
    play(s, "card:21", "space")
    out = english(changes(before, _view(s, USSR)))
    assert any(line.startswith("US Space Race: box 0 → 1") for line in out["lines"])


def test_nothing_to_say_without_a_last_turn_or_without_a_change():
    s = _fidel_position()
    v = _view(s, US)
    assert changes(None, v) == {"lines": [], "countries": [], "places": [], "log": []}
    assert changes(v, v) == {"lines": [], "countries": [], "places": [], "log": []}


def test_a_log_that_does_not_continue_gives_no_log_lines():
    """Views of two different games: the log is not a continuation, so no entry of it
    is reported (the map and tracks still are)."""
    s = _fidel_position()
    before = _view(s, US)
    before["log"] = ["something else entirely"]
    play(s, "card:8", "ops", "influence", "inf:Cuba", "inf:Cuba")
    out = english(changes(before, _view(s, US)))
    assert out["log"] == [] and out["lines"] == ["Cuba: USSR 1 → 3 (now USSR control)."]


def test_the_summary_is_the_same_whatever_the_opponents_hand_and_the_deck():
    """Only public information: positions that differ in the USSR's other card (never
    played) and in the draw order give the US exactly the same summary."""
    outs = []
    for extra, seed in ((10, 0), (13, 1), (15, 7)):
        s = _fidel_position(extra, seed)
        before = _view(s, US)
        play(s, "card:8", "ops", "influence", "inf:Cuba", "inf:Haiti")
        outs.append(changes(before, _view(s, US)))
    assert outs[0] == outs[1] == outs[2]
    assert outs[0]["countries"] == ["Cuba", "Haiti"]


def test_a_long_turn_is_cut_to_a_short_list_that_keeps_the_cards_played():
    """Twenty other entries before the card play: the list is cut to 12 entries, in the
    order of play, and the card played and how is kept."""
    s = _fidel_position()
    before = _view(s, US)
    n = len(before["log"])
    play(s, "card:8", "ops", "influence", "inf:Cuba", "inf:Cuba")
    after = _view(s, US)
    after["log"] = (after["log"][:n] + [f"Event line {k}." for k in range(20)]
                    + after["log"][n:])
    out = english(changes(before, after))
    events = [line for line in out["lines"] if not line.startswith("Cuba")]
    assert len(events) == 12 and events[-1] == "… and 11 more entries in the log."
    assert events[:10] == [f"Event line {k}." for k in range(10)]
    assert events[10] == "USSR plays Fidel (8) for 2 operations."


def test_the_comparison_is_exported_for_the_board():
    assert get_spec("twilight").changes is changes
