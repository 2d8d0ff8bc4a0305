"""The Deluxe edition and its options (issue 22, docs/twilight/editions.md): each rule
sets up a position, acts and checks the outcome."""
from __future__ import annotations

import pytest

from engine.core import RecordError
from engine.games import get_spec
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight.testing import US, USSR, log_text, play, pos, where

SPEC = get_spec("twilight")
DX = {"edition": "deluxe"}


def text(s):
    return " ".join(log_text(s))


def test_options_defaults_keep_the_second_edition():
    opts = SPEC.normalize_options({})
    assert opts["edition"] == "second" and opts["handicap"] == "none"
    assert opts["scenario"] == "standard" and opts["chinese_civil_war"] is False
    with pytest.raises(RecordError):
        SPEC.normalize_options({"handicap": "US+7"})


def test_second_edition_decks_are_unchanged_and_deluxe_decks_differ():
    assert 104 not in C.ERA_CARDS["early"] and 98 in C.ERA_CARDS["late"]
    assert C.era_cards({}, "late") == C.ERA_CARDS["late"]
    late = C.era_cards(DX | {"optional_cards": True}, "late")
    assert 98 not in late and 111 in late and 109 in late and 110 in late
    assert 104 not in C.era_cards(DX | {"optional_cards": False}, "early")


def test_deluxe_setup_gives_the_us_2_in_canada():
    s = SPEC.new(DX, 1)
    assert where(s, "Canada") == (0, 2)
    assert where(SPEC.new({}, 1), "Canada") == (0, 0)


def _setup(s, ussr="Poland", us="Italy"):
    while s.stack and s.stack[-1]["kind"] == "setup":
        play(s, "inf:" + (ussr if s.stack[-1]["side"] == USSR else us))


def test_handicap_goes_where_the_side_has_influence_up_to_control_plus_2():
    """GR 11.1.4 / 11.1.4.1: after the setup, only where the side already has
    influence, never more than 2 above what control needs."""
    s = SPEC.new(DX | {"handicap": "US+6"}, 3)
    _setup(s)
    assert s.stack[-1]["kind"] == "handicap"
    legal = s.legal_actions()
    assert "inf:Iran" in legal and "inf:France" not in legal
    # UK: US 5, stability 5, USSR 0: at most 7
    play(s, "inf:UK", "inf:UK")
    assert "inf:UK" not in s.legal_actions()
    play(s, "inf:Iran", "inf:Iran", "inf:Iran")            # Iran: stability 2, at most 4
    assert "inf:Iran" not in s.legal_actions()
    play(s, "inf:Israel")
    assert where(s, "Iran") == (0, 4) and where(s, "UK") == (0, 7)
    assert s.stack[-1]["kind"] == "headline"


def test_deluxe_korean_war_does_not_change_defcon():
    s = pos(DX, hands=[[11], []], phasing=USSR, defcon=3)
    s.rng.force([6])
    play(s, "card:11", "event")
    assert s.defcon == 3
    s2 = pos(hands=[[11], []], phasing=USSR, defcon=3)
    s2.rng.force([6])
    play(s2, "card:11", "event")
    assert s2.defcon == 2


def test_deluxe_arab_israeli_war_counts_israel_itself():
    inf = {"Israel": (0, 4), "Lebanon": (0, 1)}
    s = pos(DX, hands=[[13], []], phasing=USSR, inf=inf)
    s.rng.force([5])
    play(s, "card:13", "event")
    assert where(s, "Israel") == (0, 4)           # 5 - 1 (Lebanon) - 1 (Israel) = 3
    s2 = pos(hands=[[13], []], phasing=USSR, inf=inf)
    s2.rng.force([5])
    play(s2, "card:13", "event")
    assert where(s2, "Israel") == (4, 0)


def test_deluxe_brush_war_subtracts_one_per_enemy_neighbour():
    inf = {"Panama": (0, 2), "Costa Rica": (0, 3), "Colombia": (0, 3)}
    s = pos(DX, hands=[[36], []], phasing=USSR, turn=4, inf=inf)
    play(s, "card:36", "event")
    s.rng.force([4])
    play(s, "war:Panama")
    assert where(s, "Panama") == (0, 2)           # 4 - 2 = 2 < 3
    s2 = pos(hands=[[36], []], phasing=USSR, turn=4, inf=inf)
    play(s2, "card:36", "event")
    s2.rng.force([4])
    play(s2, "war:Panama")
    assert where(s2, "Panama") == (2, 0)


def test_deluxe_willy_brandt_adds_one_influence():
    s = pos(DX, hands=[[55], []], phasing=USSR, turn=4)
    play(s, "card:55", "event")
    assert where(s, "West Germany") == (1, 0)


def test_deluxe_junta_may_realign_instead_of_coup():
    s = pos(DX, hands=[[47], []], phasing=USSR, turn=4, inf={"Chile": (0, 2)})
    play(s, "card:47", "event", "inf:Argentina")
    assert "realign" in s.legal_actions()
    play(s, "realign")
    assert s.stack[-1]["kind"] == "free_realign" and s.stack[-1]["left"] == 2


def test_deluxe_cia_created_operations_are_optional():
    s = pos(DX, hands=[[26], [4]], phasing=USSR)
    play(s, "card:26", "ops")
    play(s, "event_first")
    assert s.legal_actions() == ["ops", "no_ops"]
    play(s, "no_ops")
    assert "does not use the operations" in text(s)


def test_deluxe_south_african_unrest_puts_the_two_in_one_country():
    s = pos(DX, hands=[[53], []], phasing=USSR, turn=4)
    play(s, "card:53", "event", "sa_unrest:neighbours")
    play(s, "inf:Angola")
    assert where(s, "Angola") == (2, 0) and where(s, "South Africa") == (1, 0)


def test_deluxe_olympic_boycott_operations_take_modifiers():
    """Deluxe Olympic Games: "as if playing a 4 Ops card": Red Scare/Purge against the
    host makes it 3; the 2nd edition's 4 operations points are unmodified."""
    red = {"c031_red_scare_purge": {"until": "turn", "against": [USSR]}}
    s = pos(DX, hands=[[20], []], phasing=USSR, effects=red)
    play(s, "card:20", "event", "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 3
    s = pos({}, hands=[[20], []], phasing=USSR, effects=red)
    play(s, "card:20", "event", "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 4


def test_deluxe_olympic_boycott_says_the_operations_it_conducts():
    """Under Red Scare/Purge the Deluxe boycott conducts 3 operations: the boycott's
    button, the host's question and button and the log say 3, never "4" (issue 32)."""
    from engine.twilight.testing import english
    red = {"c031_red_scare_purge": {"until": "turn", "against": [USSR]}}
    s = pos(DX, hands=[[20], []], phasing=USSR, effects=red)
    play(s, "card:20", "event")
    seen = english(s.observe(s.seat_of(US)))
    assert "the host may use 3 operations" in seen["labels"]["boycott"]
    play(s, "boycott")
    seen = english(s.observe(s.seat_of(USSR)))
    assert seen["labels"]["conduct_ops"] == "Conduct 3 operations"
    assert "use 3 operations points" in str(seen["prompt"])
    play(s, "conduct_ops")
    assert any("conducts 3 operations" in line for line in log_text(s))
    assert not any("4 operations" in line for line in log_text(s))
    # unmodified (and in the 2nd edition, always) the wording stays "4"
    s = pos({}, hands=[[20], []], phasing=USSR, effects=red)
    play(s, "card:20", "event", "boycott")
    assert english(s.observe(s.seat_of(USSR)))["labels"]["conduct_ops"] == \
        "Conduct 4 operations"


def test_deluxe_olympic_boycott_gets_vietnam_revolts_in_southeast_asia():
    """Ruling (docs/twilight/editions.md section 11, R3): the Deluxe boycott's
    operations are those of a 4 Ops card, so Vietnam Revolts' +1 for a card whose
    operations all go to Southeast Asia counts, as it does for ABM Treaty's; the 2nd
    edition's 4 operations points take no card bonus (7.4)."""
    vr = {"c009_vietnam_revolts": {"until": "turn"}}
    s = pos(DX, hands=[[20], []], phasing=USSR, effects=vr, inf={"Vietnam": (1, 0)})
    play(s, "card:20", "event", "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 4 and s.stack[-1]["bonuses"] == [["Southeast Asia", 1]]
    play(s, "influence", *["inf:Vietnam"] * 5)             # 4 + 1, all in Southeast Asia
    assert where(s, "Vietnam") == (6, 0)
    s = pos({}, hands=[[20], []], phasing=USSR, effects=vr, inf={"Vietnam": (1, 0)})
    play(s, "card:20", "event", "boycott", "conduct_ops")
    assert s.stack[-1]["points"] == 4 and s.stack[-1]["bonuses"] == []


def test_deluxe_we_will_bury_you_pays_before_the_us_card():
    s = pos(DX, hands=[[50, 7], [4, 19]], phasing=USSR, turn=4, defcon=4)
    play(s, "card:50", "event")
    assert s.vp == 0
    play(s, "card:4", "ops")
    assert s.vp == -3                              # before the US operations


def test_chinese_civil_war_china_card_claimed_with_three_influence():
    s = SPEC.new(DX | {"chinese_civil_war": True}, 2)
    assert s.china is None and "chinese_civil_war" in s.effects
    assert not s.check_invariants()
    p = pos(DX, hands=[[7], []], phasing=USSR, china=None,
            effects={"chinese_civil_war": {"inf": 0}})
    play(p, "card:7", "ops", "influence")
    play(p, "inf:Chinese Civil War", "inf:Chinese Civil War", "inf:Chinese Civil War")
    assert p.china == USSR and p.china_up and "chinese_civil_war" not in p.effects


def test_chinese_civil_war_bans_red_scare_for_the_ussr():
    p = pos(DX, hands=[[31], []], phasing=USSR, china=None,
            effects={"chinese_civil_war": {"inf": 0}})
    play(p, "card:31")
    assert "event" not in p.legal_actions()


def test_late_war_scenario_setup():
    s = SPEC.new(DX | {"scenario": "late_war"}, 5)
    assert s.turn == 8 and s.defcon == 4 and s.vp == -4 and s.space == [4, 6]
    assert where(s, "Vietnam") == (5, 0) and where(s, "UK") == (0, 5)
    assert {16, 17, 21, 23, 27, 59} <= set(s.in_play)
    assert 19 in s.removed and 44 not in s.removed         # Truman out, Bear Trap kept
    assert len(s.hands[0]) == 9 and len(s.hands[1]) == 9
    assert not s.check_invariants()


def test_late_war_final_scoring_needs_20_for_the_us():
    from engine.twilight.scenario import final_winner
    assert final_winner(20) == US and final_winner(19) == USSR and final_winner(-3) == USSR


@pytest.mark.parametrize("options", [
    DX, DX | {"optional_cards": False}, DX | {"handicap": "USSR+3"},
    DX | {"chinese_civil_war": True}, DX | {"scenario": "late_war"},
    {"scenario": "late_war", "handicap": "US+1"}, {"chinese_civil_war": True}])
def test_random_games_keep_the_invariants(options):
    from engine.core import Rng
    for seed in range(4):
        s = SPEC.new(options, seed)
        r = Rng(seed)
        for _ in range(400):
            if s.is_over:
                break
            legal = s.legal_actions()
            s.apply(legal[r.randbelow(len(legal))])
            assert not s.invariant_violations()


# ---------------------------------------------------------------- found by the real games
def test_deluxe_kitchen_debates_condition_is_a_prerequisite():
    """Deluxe 48 Kitchen Debates: "If the US controls more Battleground countries than the
    USSR, the US player uses this Event ... and receive 2 VP": without more battlegrounds
    the event cannot be used (5.2 example 4, like Star Wars): not offered, not triggered
    by the USSR's operations, and the card is discarded (tsreplayer_29, _50, _70 play it
    again after a reshuffle). The 2nd edition keeps its reading (no effect, removed)."""
    s = pos(DX, hands=[[], [48]], phasing=US)
    play(s, "card:48")
    assert "event" not in s.legal_actions()
    s = pos(DX, hands=[[48], []], phasing=USSR, inf={"Poland": (4, 0)})
    play(s, "card:48", "ops", "influence", "inf:Poland")
    assert 48 in s.discard and 48 not in s.removed and s.vp == 0
    s = pos(DX, hands=[[], [48]], phasing=US, inf={"Italy": (0, 3)})
    play(s, "card:48", "event")
    assert s.vp == 2 and 48 in s.removed
    s = pos({}, hands=[[], [48]], phasing=US)
    play(s, "card:48", "event")
    assert s.vp == 0 and 48 in s.removed


def test_deluxe_missile_envy_compares_modified_values():
    """7.4.2 (modifiers count for all purposes): under Brezhnev Doctrine a USSR 3-Ops card
    is worth 4, as much as a 4: the USSR chooses which to give (tsreplayer_26 line 259:
    Shuttle Diplomacy given while Flower Power is in hand). 2nd edition: printed values."""
    s = pos(DX, hands=[[59, 73, 7], [49]], phasing=US,
            effects={"c051_brezhnev_doctrine": {"until": "turn"}})
    play(s, "card:49", "event")
    assert s.stack[-1]["kind"] == "c049_give"
    assert sorted(s.legal_actions()) == ["give:59", "give:7", "give:73"]
    play(s, "give:73")
    assert 73 in s.in_play                       # Shuttle Diplomacy: a US event, played
    s = pos({}, hands=[[59, 73, 7], [49]], phasing=US,
            effects={"c051_brezhnev_doctrine": {"until": "turn"}})
    play(s, "card:49", "event")
    assert 59 not in s.hands[USSR]                # the printed 4, no question
    assert s.stack[-1]["kind"] == "ops" and s.stack[-1]["card"] == 59


def test_a_trap_takes_the_round_before_missile_envys_obligation():
    """Bear Trap holds the USSR's rounds; Missile Envy received meanwhile must be used
    for operations in the USSR's next round: the trap takes the round first (c049: "a
    round taken over by another effect first does not count"); discarding Missile Envy
    to the trap ends the obligation (tsreplayer_62 line 454)."""
    s = pos(DX, hands=[[49, 7], [4, 19]], phasing=USSR, turn=6,
            effects={"c044_bear_trap": {"card": 44, "side": USSR},
                     "c049_missile_envy": {"side": USSR, "give": False}})
    assert s.stack[-1]["kind"] == "c042_trap" and s.stack[-1]["card"] == 44
    s.rng.force([6])                              # still trapped
    play(s, "discard:49")
    assert 49 in s.discard and "c049_missile_envy" in s.effects
    assert s.stack[-1]["kind"] == "play" and s.stack[-1]["side"] == US


def test_chinese_civil_war_with_the_late_war_scenario_is_refused():
    """The variant (12) is about turns 1-3's China Card; the scenario starts in turn 8
    with the China Card in the USSR's hand: the combination is refused with a message
    (editions.md section 10), never silently ignored."""
    with pytest.raises(RecordError) as e:
        SPEC.normalize_options(DX | {"chinese_civil_war": True, "scenario": "late_war"})
    assert "Late War" in str(e.value) and "Chinese Civil War" in str(e.value)
    assert SPEC.normalize_options(DX | {"chinese_civil_war": True})["chinese_civil_war"]


def test_card_exports_the_second_edition_and_the_deluxe_decks():
    """``export cards``: the 2nd edition's 103 cards (the default game); ``export
    deluxe_cards``: the Deluxe cards with their printed numbers: the Remix (111, printed
    98) instead of Aldrich Ames, the optional cards 104-110 flagged."""
    cards = SPEC.exports["cards"]()
    assert len(cards) == 103 and {c["number"] for c in cards} == set(range(1, 104))
    dx = {c["number"]: c for c in SPEC.exports["deluxe_cards"]()}
    assert len(dx) == 110 and 98 not in dx and dx[111]["printed"] == 98
    assert dx[35]["printed"] == 81 and dx[101]["printed"] == 35 and dx[81]["printed"] == 101
    assert sorted(n for n, c in dx.items() if c["optional"]) == list(range(104, 111))
