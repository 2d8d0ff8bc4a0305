"""Card play 5.1-5.4, events 7.x (framework), Space Race 6.4, DEFCON 8.1, scoring cards
10.1, victory 10.3.1."""

import pytest

from engine.core import IllegalAction
from engine.twilight import ops as O
from engine.twilight import space as SP
from engine.twilight.events import EVENTS, Event, push_discard
from engine.twilight.rules import RULES, call
from engine.twilight.testing import US, USSR, log_text, play, pos, stub_events, where


def reg(monkeypatch, n, fn, can_play=None):
    monkeypatch.setitem(EVENTS, n, Event(n, fn, can_play))


# ---------------------------------------------------------------- 5.1 / 7.1
def test_5_1_no_pass_with_cards_and_7_1_own_event_only():
    s = pos(hands=[[7, 19], []])
    assert "pass" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="5.1"):
        s.apply("pass")
    play(s, "card:19")                                   # a US card for the USSR
    assert "event" not in s.legal_actions()              # 7.1 (and not implemented)
    with pytest.raises(IllegalAction, match="not implemented|7.1"):
        s.apply("event")


def test_7_1_unimplemented_event_is_never_offered_and_logged_when_triggered(monkeypatch):
    monkeypatch.delitem(EVENTS, 19, raising=False)       # as if not implemented
    s = pos(hands=[[19], [20]])
    play(s, "card:19")
    assert s.legal_actions() == ["ops"]                  # 1 op: no Space Race either
    play(s, "ops")
    assert any("not implemented" in line for line in log_text(s))


# ---------------------------------------------------------------- 5.2
def test_5_2_opponent_event_happens_ops_first_or_event_first(monkeypatch):
    def fidel(st, side):
        st.say("FIDEL")
        st.add_inf(side, O.country("Cuba"), 3)
    reg(monkeypatch, 8, fidel)
    for timing in ("event_first", "ops_first"):
        s = pos(hands=[[], [8]], phasing=US)
        play(s, "card:8", "ops", timing, "influence", "inf:Mexico", "inf:Mexico")
        assert where(s, "Cuba") == (3, 0) and where(s, "Mexico") == (0, 2)
        i_event = max(i for i, line in enumerate(log_text(s)) if line == "FIDEL")
        i_ops = max(i for i, line in enumerate(log_text(s)) if "Mexico" in line)
        assert (i_event < i_ops) == (timing == "event_first")
        assert 8 in s.removed                                # starred event happened


def test_5_2_event_implementer_is_the_opponent(monkeypatch):
    seen = []
    reg(monkeypatch, 8, lambda st, side: seen.append((side, st.phasing, st.card_player)))
    s = pos(hands=[[], [8]], phasing=US)
    play(s, "card:8", "ops", "event_first")
    assert seen == [(USSR, USSR, US)]
    assert s.phasing == US


def test_5_2_prerequisite_missing_no_event_starred_card_discarded(monkeypatch):
    """Example 1: the USSR plays NATO before Marshall Plan / Warsaw Pact: 4 ops, no
    event, NATO goes to the discards, not removed."""
    reg(monkeypatch, 21, lambda st, side: pytest.fail("NATO must not happen"),
        can_play=lambda st, side: ("prerequisite", "needs Marshall Plan or Warsaw Pact"))
    s = pos(hands=[[21], [19]])
    play(s, "card:21", "ops")
    assert s.stack[-1]["kind"] == "ops"                      # no timing question
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland", "inf:Poland")
    assert 21 in s.discard and 21 not in s.removed


def test_5_2_prohibited_event_ops_only(monkeypatch):
    """Example 2: Arab-Israeli War prohibited (Camp David): ops only, card discarded."""
    reg(monkeypatch, 13, lambda st, side: pytest.fail("must not happen"),
        can_play=lambda st, side: ("prohibited", "Camp David Accords"))
    s = pos(hands=[[], [13]], phasing=US)
    play(s, "card:13", "ops", "influence", "inf:Mexico", "inf:Mexico")
    assert 13 in s.discard


def test_5_2_event_without_effect_still_played_and_removed(monkeypatch):
    """Example 3: an event that does nothing still counts as played (starred: removed)."""
    reg(monkeypatch, 8, lambda st, side: None)
    s = pos(hands=[[], [8]], phasing=US)
    play(s, "card:8", "ops", "ops_first", "influence", "inf:Mexico", "inf:Mexico")
    assert 8 in s.removed


def test_2_2_5_persistent_event_stays_in_play(monkeypatch):
    reg(monkeypatch, 23, lambda st, side: st.effects.__setitem__("marshall", {}))
    s = pos(hands=[[19], [23]], phasing=US)
    play(s, "card:23", "event")
    assert 23 in s.in_play and "marshall" in s.effects


def test_6_4_5_spaced_card_has_no_event(monkeypatch):
    reg(monkeypatch, 8, lambda st, side: pytest.fail("no event when spaced"))
    s = pos(hands=[[], [8]], phasing=US)
    s.rng.force([1])
    play(s, "card:8", "space")
    assert s.space == [0, 1] and 8 in s.discard and s.vp == 2


# ---------------------------------------------------------------- 5.3 / 5.4 discard frame
def test_5_3_higher_value_satisfies_and_5_4_discarded_event_does_not_happen(monkeypatch):
    reg(monkeypatch, 8, lambda st, side: pytest.fail("discarded: no event"))
    got = []

    @call("test_after_discard")
    def after(st, f):
        got.append(f["frame"]["choice"])
    try:
        s = pos(hands=[[], [8, 19, 34]], phasing=US)
        push_discard(s, US, min_ops=2, then="test_after_discard")
        s.refresh()
        assert sorted(s.legal_actions()) == ["decline", "discard:34", "discard:8"]
        with pytest.raises(IllegalAction, match="5.3"):
            s.apply("discard:19")
        play(s, "discard:8")
        assert got == [8] and 8 in s.discard
    finally:
        from engine.twilight.rules import RULES
        RULES.calls.pop("test_after_discard")


# ---------------------------------------------------------------- 7.4 ops modifiers
def test_7_4_modifiers_stack_apply_to_china_and_7_4_1_own_side_only(monkeypatch):
    """7.4 example: Red Scare (-1 to the USSR) and Vietnam Revolts (+1 in Southeast
    Asia) with the China Card all in Southeast Asia: 4 +1 (Asia) +1 -1 = 5."""
    monkeypatch.setitem(RULES.hooks, "ops_modifier",
                        [("red_scare", lambda st, side, card: -1 if side == USSR else 0)])
    monkeypatch.setitem(RULES.hooks, "scope_bonus",
                        [("vietnam", lambda st, side, card:
                          [["Southeast Asia", 1]] if side == USSR else [])])
    s = pos(hands=[[], [19]], inf={"Vietnam": (1, 0)},
            effects={"red_scare": {"until": "turn"}, "vietnam": {"until": "turn"}})
    assert O.ops_value(s, USSR, 6) == 3 and O.ops_value(s, US, 19) == 1
    play(s, "card:6", "ops", "influence")
    assert str(s.prompt()).endswith("(5 operations left)")
    for _ in range(5):
        s.apply("inf:Vietnam")
    assert where(s, "Vietnam") == (6, 0)


def test_7_4_minimum_one_and_7_4_2_modifies_coup_and_milops(monkeypatch):
    monkeypatch.setitem(RULES.hooks, "ops_modifier",
                        [("red_scare", lambda st, side, card: -1 if side == US else 0)])
    s = pos(hands=[[], [19, 5]], phasing=US, inf={"Angola": (2, 0)},
            effects={"red_scare": {}})
    assert O.ops_value(s, US, 19) == 1 and O.ops_value(s, US, 5) == 2
    play(s, "card:5", "ops", "coup")
    s.rng.force([2])
    play(s, "coup:Angola")                              # 2 + 2 - 2 = 2
    assert where(s, "Angola") == (0, 0) and s.milops == [0, 2]


# ---------------------------------------------------------------- 6.4 Space Race
def test_6_4_1_ops_requirement_and_roll_range():
    s = pos(hands=[[10, 7], []], space=[4, 0])
    play(s, "card:10")
    assert "space" not in s.legal_actions()              # 1 op < 3 for box 5
    s = pos(hands=[[10, 7], [19]], space=[4, 0])
    s.rng.force([4])
    play(s, "card:7", "space")
    assert s.space == [4, 0]                             # box 5 needs 1-3
    assert s.space_tries == [1, 0]


def test_6_4_3_vp_first_and_second():
    s = pos(hands=[[7], [5]], space=[0, 1])
    s.rng.force([3])
    play(s, "card:7", "space")
    assert s.space == [1, 1] and s.vp == -1              # second to Earth Satellite: 1
    s.rng.force([2])
    play(s, "card:5", "space")
    assert s.space == [1, 2] and s.vp == -1              # Animal in Space: no VP


def test_6_4_2_one_attempt_per_turn_two_with_animal_in_space():
    s = pos(hands=[[7, 14, 28], [19, 20, 22]], space=[0, 0])
    s.rng.force([6])
    play(s, "card:7", "space", "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:14")
    assert "space" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="6.4.2"):
        s.apply("space")
    s = pos(hands=[[7, 14, 28], [19, 20, 22]], space=[2, 0])
    s.rng.force([6])
    play(s, "card:7", "space", "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:14")
    assert "space" in s.legal_actions()


def test_6_4_4_abilities_cancel_when_the_other_arrives():
    assert SP.has_ability([2, 0], USSR, "two_attempts")
    assert not SP.has_ability([2, 2], USSR, "two_attempts")
    assert not SP.has_ability([3, 2], USSR, "two_attempts")
    assert SP.has_ability([4, 3], USSR, "headline_second")


def test_6_4_4_eight_action_rounds_optional_8th():
    s = pos(turn=4, ar=8, hands=[[7], []], space=[8, 0], china=US, china_up=False)
    assert s.action_rounds(USSR) == 8 and s.action_rounds(US) == 7
    assert sorted(s.legal_actions()) == ["card:7", "pass"]


def test_6_4_6_nothing_beyond_the_last_box():
    s = pos(hands=[[7], []], space=[8, 0])
    play(s, "card:7")
    assert "space" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="6.4.6"):
        s.apply("space")


def test_6_4_4_space_walk_discard_held_card():
    s = pos(turn=2, ar=6, phasing=US, hands=[[7, 14], [5]], space=[6, 0], china=US,
            china_up=False)
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert s.stack[-1]["kind"] == "space_discard"
    assert sorted(s.legal_actions()) == ["discard:14", "discard:7", "keep"]
    play(s, "discard:14")
    assert 14 in s.discard and s.hands[USSR] == [7] or s.turn == 3


# ---------------------------------------------------------------- 8.1 DEFCON
def test_8_1_2_defcon_never_above_5_and_8_1_3_responsible_loses():
    s = pos(hands=[[7], [5]], defcon=5)
    s.improve_defcon(2)
    assert s.defcon == 5
    s.degrade_defcon(4, responsible=US)
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_8_1_3_event_defcon_drop_blames_card_player(monkeypatch):
    reg(monkeypatch, 11, lambda st, side: st.degrade_defcon(1))
    s = pos(hands=[[], [11]], phasing=US, defcon=2)
    play(s, "card:11", "ops", "event_first")
    assert s.is_over and s.winner == USSR                # the US played the card


def test_7_6_8_2_4_war_event_credits_implementer(monkeypatch):
    reg(monkeypatch, 11, lambda st, side: st.credit_milops(side, 2))
    s = pos(hands=[[], [11]], phasing=US)
    play(s, "card:11", "ops", "event_first")
    assert s.milops == [2, 0]


# ---------------------------------------------------------------- scoring cards, victory
def test_10_1_central_america_scoring_play_example():
    """Play example turn 4: the USSR scores Central America: domination 3, +1 Cuba
    battleground, +1 Cuba adjacent to the US, against US presence 1: USSR +4."""
    inf = {"Cuba": (3, 0), "Nicaragua": (1, 0), "Costa Rica": (0, 3)}
    s = pos(turn=4, hands=[[37], [19]], inf=inf)
    play(s, "card:37", "event")
    # USSR: domination 3 + Cuba battleground 1 + Cuba adjacent to the US 1 = 5;
    # US: presence 1 (Costa Rica): net USSR +4
    assert s.vp == -4
    assert 37 in s.discard


def test_10_1_middle_east_play_example_turn_2():
    """Play example turn 2: both present, no domination; the US controls one more
    battleground: net 1 VP US."""
    inf = {"Israel": (0, 4), "Iran": (0, 2), "Egypt": (0, 2), "Libya": (2, 0),
           "Iraq": (3, 0)}
    s = pos(turn=2, hands=[[3], [19]], inf=inf)
    play(s, "card:3", "event")
    assert s.vp == 1


def test_7_2_southeast_asia_scoring_removed():
    s = pos(turn=4, hands=[[38], [19]], inf={"Thailand": (2, 0), "Vietnam": (1, 0)})
    play(s, "card:38", "event")
    assert s.vp == -3 and 38 in s.removed


def test_10_3_1_europe_control_wins_when_scored():
    inf = {n: (4, 0) for n in ("France", "West Germany", "Italy")}
    inf.update({"East Germany": (3, 0), "Poland": (3, 0), "Finland": (4, 0)})
    s = pos(hands=[[2], [19]], inf=inf)
    play(s, "card:2", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "europe_control"


def test_10_3_1_twenty_vp_only_after_event_fully_resolved(monkeypatch):
    """The event gives the USSR 3 then the US 2 VP: at -19 the net -20 wins only once
    the whole event is resolved, and an intermediate -22 does not end it early."""
    def both(st, side):
        st.gain_vp(USSR, 3)
        st.push({"kind": "choice", "side": US, "options": ["ok"], "then": "event_done_test",
                 "labels": {}, "text": "go"})
    reg(monkeypatch, 20, both)
    monkeypatch.setitem(RULES.calls, "event_done_test", lambda st, f: st.gain_vp(US, 1))
    s = pos(hands=[[20], [19]], vp=-19)
    play(s, "card:20", "event")
    assert not s.is_over and s.vp == -22
    play(s, "ok")
    assert s.is_over and s.vp == -21 and s.winner == USSR and s.end_reason == "vp20"


def test_events_framework_place_and_remove_frames(monkeypatch):
    from engine.twilight.events import push_place, push_remove

    def ev(st, side):
        push_remove(st, side, 2, [O.country("Italy"), O.country("France")], max_per=1)
        push_place(st, side, 2, [O.country("Japan")])
    reg(monkeypatch, 30, ev)
    s = pos(hands=[[30], [19]], inf={"Italy": (0, 2), "France": (0, 1)})
    play(s, "card:30", "event", "inf:Japan", "inf:Japan")
    assert sorted(s.legal_actions()) == ["remove:France", "remove:Italy"]
    play(s, "remove:Italy")
    assert s.legal_actions() == ["remove:France"]
    play(s, "remove:France")
    assert where(s, "Japan") == (2, 0) and where(s, "Italy") == (0, 1)


def test_stub_events_fill_the_deck(monkeypatch):
    monkeypatch.delitem(EVENTS, 19, raising=False)       # as if not implemented
    stubbed = stub_events(monkeypatch)
    assert 19 in stubbed and 6 not in stubbed
