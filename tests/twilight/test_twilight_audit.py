"""Audit of the rules engine against issue 3 ("every rule"), Italian rules numbering.

Each test sets a position up, acts through ``apply()`` and checks the outcome; the rule
is cited in the test name or docstring. The last part checks the engine as a product:
illegal actions name a rule and change nothing, no decision is a dead end, labels and
prompts are readable, the log and the views hide what is hidden, the exports and
``simulate`` work from the command line.
"""

import json
import os
import re
import subprocess
import sys

import pytest

from engine.core import IllegalAction, Rng
from engine.games import get_spec
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight import china
from engine.twilight import ops as O
from engine.twilight import space as SP
from engine.twilight.events import EVENTS, Event, implemented, push_discard, push_place, \
    push_remove
from engine.twilight.rules import RULES
from engine.twilight.play import space_advance
from engine.twilight.testing import US, USSR, log_text, play, pos, stub_events, where

SPEC = get_spec("twilight")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPTION_SETS = [{}, {"tournament": True}, {"bidding": True},
               {"realign_no_defcon": True, "realign_no_loss": True, "realign_mixed": True,
                "space_decline": True}]


def reg(monkeypatch, n, fn, can_play=None):
    monkeypatch.setitem(EVENTS, n, Event(n, fn, can_play))


def random_games(n, seed=0, options_cycle=OPTION_SETS):
    """Yield (game index, state) before every action of ``n`` random games, then play a
    random legal action."""
    chooser = Rng(seed ^ 0xA0D17)
    for g in range(n):
        s = SPEC.new(options_cycle[g % len(options_cycle)], seed + g)
        while not s.is_over:
            yield g, s
            legal = s.legal_actions()
            s.apply(legal[chooser.randbelow(len(legal))])


# ---------------------------------------------------------------- setup (3.1-3.4)
def test_3_1_each_side_sees_its_own_hand_before_the_setup_placements():
    s = SPEC.new({}, 4)
    assert s.stack[-1]["kind"] == "setup" and s.deciding_side == USSR      # 3.2 first
    ussr, us = s.view(s.seat_of(USSR)), s.view(s.seat_of(US))
    assert len(ussr["hand"]) == 8 and ussr["hand"] == sorted(s.hands[USSR])
    assert len(us["hand"]) == 8 and not set(us["hand"]) & set(s.hands[USSR])
    assert us["opponent_revealed"] == [] and "deck" not in us
    assert ussr["china"] == {"holder": USSR, "face_up": True}              # 3.1
    assert (s.turn, s.defcon, s.vp, s.space, s.milops) == (1, 5, 0, [0, 0], [0, 0])  # 3.4


def test_3_2_3_3_the_us_places_only_after_the_ussr_has_placed_its_six():
    s = SPEC.new({}, 4)
    for k in range(6):
        assert s.deciding_side == USSR, k
        s.apply("inf:East Germany")
    assert s.deciding_side == US and where(s, "East Germany") == (9, 0)
    with pytest.raises(IllegalAction, match="3.3"):
        s.apply("inf:East Germany")                 # Eastern Europe only for the USSR
    for _ in range(7):
        s.apply("inf:Canada")                       # Canada is in Western Europe (2.1.1)
    assert where(s, "Canada") == (0, 7) and s.stack[-1]["kind"] == "headline"


# ---------------------------------------------------------------- turn sequence (4.5)
def test_4_5_end_of_turn_and_start_of_next_turn_in_order(monkeypatch):
    """4.5: E military operations, F held cards shown (tournament), G China Card face
    up, H turn marker; then A DEFCON +1, B deal, C headline of the next turn."""
    stub_events(monkeypatch)
    s = pos({"tournament": True}, turn=2, ar=6, phasing=US, defcon=3,
            hands=[[7], [5, 19]], china=US, china_up=False, milops=[3, 1],
            deck=[8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25])
    start = len(log_text(s))
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    log = log_text(s)[start:]

    def at(text):
        return next(k for k, line in enumerate(log) if text in line)

    order = [at("Military operations: USSR 3, US 1, required 3"),
             at("USSR reveals its hand (held cards shown"),
             at("The China Card is turned face up"),
             at("--- Turn 3 ---"), at("DEFCON improves to 4"), at("Turn 3: USSR draws")]
    assert order == sorted(order)
    assert s.vp == -2                                    # the US was 2 short (8.2.1)
    assert (s.turn, s.defcon, s.milops, s.china_up) == (3, 4, [0, 0], True)
    assert len(s.hands[USSR]) == 8 and len(s.hands[US]) == 8
    assert s.stack[-1]["kind"] == "headline"


def test_4_4_late_war_cards_join_the_draw_pile_for_turn_8_not_the_discards(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=7, hands=[[], []], deck=[40, 41], discard=[42, 43], run=False)
    s.step = "turn_end"
    s.refresh()
    assert s.turn == 8 and s.eras == ["early", "mid", "late"]
    assert s.discard == [42, 43]
    late = set(C.ERA_CARDS["late"])
    assert late <= set(s.deck + s.hands[0] + s.hands[1])
    assert len(s.hands[USSR]) == 9 and len(s.hands[US]) == 9


def test_4_3_starred_cards_removed_never_come_back_in_a_reshuffle(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[], []], deck=[], discard=[9, 10, 11, 12], run=False)
    s.removed = [8]
    s.step = "turn_begin"
    s.refresh()
    dealt = sorted(s.hands[USSR] + s.hands[US])
    assert dealt == [9, 10, 11, 12] and 8 in s.removed and s.discard == []


def test_8_2_1_the_requirement_is_the_defcon_at_the_end_of_the_turn():
    """A battleground coup in the last round lowers DEFCON 5 -> 4: the requirement is 4.
    US 3 military operations (1 short: USSR +1), USSR 0 (4 short: US +4): net US +3."""
    s = pos(turn=2, ar=6, phasing=US, hands=[[], [5]], inf={"Iran": (1, 0)}, china=US,
            china_up=False)
    s.rng.force([1])
    play(s, "card:5", "ops", "coup", "coup:Iran")          # 1 + 3 - 4 = 0: fails
    assert s.turn == 3 and s.vp == 3 and s.milops == [0, 0]
    assert any("required 4" in line for line in log_text(s))


# ---------------------------------------------------------------- headline (4.5 C)
def test_4_5_c_the_china_card_cannot_be_headlined_and_the_state_does_not_change(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[7, 9], [5, 19]], run=False)
    s.step = "headline"
    s.refresh()
    before = s.digest()
    with pytest.raises(IllegalAction, match="9.5"):
        s.apply("headline:6")
    with pytest.raises(IllegalAction, match="4.5 C"):
        s.apply("headline:5")                          # a US card: not in the USSR hand
    assert s.digest() == before


def test_4_5_c_two_scoring_headlines_count_zero_and_the_us_goes_first(monkeypatch):
    order = []
    for n in (1, 2):
        reg(monkeypatch, n, lambda st, side, n=n: order.append((n, side)))
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[1, 7], [2, 5]], run=False)
    s.step = "headline"
    s.refresh()
    play(s, "headline:1", "headline:2")
    assert order == [(2, US), (1, USSR)]


def test_6_4_4_man_in_space_ability_ends_when_the_opponent_arrives(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[7], [5]], space=[4, 4], run=False)
    s.step = "headline"
    s.refresh()
    assert s.deciding_side == USSR and not s.stack[-1]["show"]    # the usual order
    play(s, "headline:7")
    assert s.view(s.seat_of(US))["headline"] == [None, None]      # secret again


# ---------------------------------------------------------------- card play (5.x)
def test_5_1_a_card_without_any_use_is_discarded_never_a_dead_end(monkeypatch):
    """A scoring card whose event a card effect forbids has no use: the engine discards
    it instead of stalling (defensive; 5.1: a card played is always used)."""
    monkeypatch.setitem(RULES.hooks, "can_play_event",
                        [("test_ban", lambda st, side, card:
                          ("prohibited", "test") if card == 3 else None)])
    s = pos(hands=[[3], [19]], effects={"test_ban": {}})
    play(s, "card:3")
    assert 3 in s.discard and s.deciding_side == US


def test_6_1_1_adjacency_is_the_influence_of_the_start_of_the_round_even_if_an_event_removed_it(
        monkeypatch):
    """6.1.1: markers must be placed in or next to friendly markers that were there at
    the start of the action round; a USSR event resolved first that wipes the US out of
    Panama does not close Panama's neighbours to the US operations."""
    panama = B.INDEX["Panama"]
    reg(monkeypatch, 8, lambda st, side: st.add_inf(US, panama, -9))
    s = pos(hands=[[], [8]], phasing=US, inf={"Panama": (0, 1)})
    play(s, "card:8", "ops", "event_first", "influence")
    assert where(s, "Panama") == (0, 0)
    assert "inf:Costa Rica" in s.legal_actions() and "inf:Colombia" in s.legal_actions()
    play(s, "inf:Costa Rica", "inf:Colombia")
    assert where(s, "Costa Rica") == (0, 1) and where(s, "Colombia") == (0, 1)


# ---------------------------------------------------------------- realignment (6.2)
def test_6_2_2_us_superpower_adjacency_and_more_influence_modifiers():
    """6.2.2: +1 own superpower adjacent (Mexico touches the USA), +1 more influence."""
    s = pos(hands=[[], [19]], phasing=US, inf={"Mexico": (1, 2)})
    mexico = B.INDEX["Mexico"]
    assert O.realign_modifier(s, US, mexico) == 2
    assert O.realign_modifier(s, USSR, mexico) == 0
    play(s, "card:19", "ops", "realign")
    assert str(s.label("realign:Mexico")) == "Realign Mexico (+2 vs +0)"
    s.rng.force([1, 3])                                 # 1+2 = 3 vs 3: tie
    play(s, "realign:Mexico")
    assert where(s, "Mexico") == (1, 2)                 # 6.2.2 tie: nothing; 6.2.3


def test_8_1_5_defcon_3_closes_asia_to_realignment_not_the_middle_east():
    s = pos(hands=[[], [5]], phasing=US, defcon=3, inf={"Japan": (1, 0), "Iran": (1, 0)})
    play(s, "card:5", "ops", "realign")
    assert s.legal_actions() == ["realign:Iran"]
    before = s.digest()
    with pytest.raises(IllegalAction, match="8.1.5"):
        s.apply("realign:Japan")
    assert s.digest() == before


def test_free_realignment_framework_limited_countries_no_military_operations():
    s = pos(hands=[[], [19]], phasing=US,
            inf={"Poland": (2, 0), "Hungary": (1, 0), "Cuba": (1, 0)})
    O.push_realign(s, US, 2, countries=[B.INDEX["Poland"], B.INDEX["Hungary"]])
    s.refresh()
    assert s.legal_actions() == ["realign:Poland", "realign:Hungary"]
    with pytest.raises(IllegalAction, match="does not allow"):
        s.apply("realign:Cuba")
    s.rng.force([6, 1, 6, 1])
    play(s, "realign:Poland", "realign:Hungary")
    assert where(s, "Poland") == (0, 0) and where(s, "Hungary") == (0, 0)
    assert s.milops == [0, 0]                           # 8.2.2: realignment is no milop
    assert s.stack[-1]["kind"] == "play"                # the two rolls are used up


def test_ops_target_lists_agree_with_the_per_country_checks():
    """``realign_targets`` / ``coup_targets`` (the fast path) give the countries whose
    ``realign_blocked`` / ``coup_blocked`` is None, in every position met."""
    seen = 0
    for _, s in random_games(12, seed=40):
        if s.stack[-1]["kind"] not in ("play", "ops", "points", "coup"):
            continue
        seen += 1
        for side in (USSR, US):
            assert O.realign_targets(s, side) == [
                i for i in range(B.N) if O.realign_blocked(s, side, i) is None]
            for free in (False, True):
                for ign in (False, True):
                    assert O.coup_targets(s, side, free=free, ignore_defcon=ign) == [
                        i for i in range(B.N)
                        if O.coup_blocked(s, side, i, free=free, ignore_defcon=ign) is None]
    assert seen > 100


# ---------------------------------------------------------------- Space Race (6.4)
def test_6_4_2_space_race_attempts_are_counted_per_turn():
    s = pos(turn=2, ar=6, hands=[[7, 14], [5]], china=US, china_up=False)
    s.rng.force([6])
    play(s, "card:7", "space")
    assert s.space_tries == [1, 0]
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert s.turn == 3 and s.space_tries == [0, 0]


def test_6_4_4_animal_in_space_ability_ends_when_the_opponent_arrives():
    s = pos(hands=[[7, 14, 28], [5, 20, 22]], space=[2, 1])
    s.rng.force([6])
    play(s, "card:7", "space")                          # first USSR attempt fails
    s.rng.force([1])
    play(s, "card:5", "space")                          # the US reaches box 2 too
    assert s.space == [2, 2] and s.vp == 0              # box 2 gives no VP
    play(s, "card:14")
    assert "space" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="6.4.2"):
        s.apply("space")


def test_6_4_4_space_walk_and_eight_rounds_end_when_the_opponent_arrives():
    s = pos(turn=2, ar=6, phasing=US, hands=[[7, 14], [5]], space=[6, 6], china=US,
            china_up=False)
    play(s, "card:5", "ops", "influence", "inf:Mexico", "inf:Mexico", "inf:Mexico")
    assert s.turn == 3                                  # no discard offered
    s = pos(turn=4, hands=[[7], [5]], space=[8, 8])
    assert s.action_rounds(USSR) == s.action_rounds(US) == 7


def test_6_4_4_eight_rounds_are_immediate_and_the_ability_gained_mid_turn():
    """Reaching box 8 in action round 7 gives the 8th round in the same turn."""
    s = pos(turn=4, ar=7, hands=[[34, 7], [19]], space=[7, 0], china=US, china_up=False)
    s.rng.force([1])
    play(s, "card:34", "space")
    assert s.space == [8, 0] and s.vp == -2
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.turn == 4 and s.ar == 8 and s.deciding_side == USSR
    assert sorted(s.legal_actions()) == ["card:7", "pass"]


def test_6_4_6_an_event_cannot_move_beyond_the_last_box():
    s = pos(hands=[[7], [19]], space=[8, 3], vp=0)
    assert space_advance(s, USSR) is False
    assert s.space == [8, 3] and s.vp == 0


def test_10_3_1_space_race_vp_reaching_20_wins_at_once():
    s = pos(hands=[[7, 14], [19]], vp=-19)
    s.rng.force([1])
    play(s, "card:7", "space")                          # first to box 1: 2 VP
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20" and s.vp == -21


def test_6_4_space_race_box_names_follow_the_italian_table():
    """6.4.4 names box 2 Animale nello Spazio, 4 Uomo nello Spazio, 6 Passeggiata /
    Camminata nello Spazio, 8 l'Aquila/Orso; the table prints the other four."""
    it = [b.name_it for b in SP.SPACE[1:]]
    assert it == ["Satellite Terrestre", "Animale nello Spazio", "Avvicinamento alla Luna",
                  "Uomo nello Spazio", "Uomo nell'Orbita Terrestre", "Camminata nello Spazio",
                  "Orbita Lunare", "L'Aquila / Orso è sbarcato"]
    abilities = {k: b.ability for k, b in enumerate(SP.SPACE) if b.ability}
    assert abilities == {2: "two_attempts", 4: "headline_second", 6: "discard_held",
                         8: "eight_rounds"}
    table = [(b.ops, b.max_roll, b.first_vp, b.second_vp) for b in SP.SPACE[1:]]
    assert table == [(2, 3, 2, 1), (2, 4, 0, 0), (2, 3, 2, 0), (2, 4, 0, 0),
                     (3, 3, 3, 1), (3, 4, 0, 0), (3, 3, 4, 2), (4, 2, 2, 0)]


# ---------------------------------------------------------------- China Card (9.x)
def test_9_4_an_event_passes_the_china_card_face_up_playable_at_once():
    s = pos(hands=[[7], [5]], phasing=US, china=USSR)
    china.transfer(s, US)
    s.refresh()
    assert "card:6" in s.legal_actions()
    play(s, "card:6", "ops", "influence", "inf:Japan", "inf:Japan", "inf:Japan",
         "inf:Japan", "inf:Japan")                      # 4 + 1 all in Asia (9.6)
    assert where(s, "Japan") == (0, 5) and s.china == USSR and not s.china_up


def test_9_5_the_china_card_is_never_an_event_discard():
    s = pos(hands=[[], [5, 19]], phasing=US, china=US)
    push_discard(s, US, min_ops=1, optional=False)
    s.refresh()
    assert sorted(s.legal_actions()) == ["discard:19", "discard:5"]
    before = s.digest()
    with pytest.raises(IllegalAction, match="9.5"):
        s.apply("discard:6")
    assert s.digest() == before


# ---------------------------------------------------------------- frameworks (7.x)
def test_framework_revealing_a_hand_shows_it_to_the_opponent_only():
    s = pos(hands=[[7, 14], [5, 19]])
    s.reveal_hand(USSR, "test")
    assert s.view(s.seat_of(US))["opponent_revealed"] == [7, 14]
    assert s.view(s.seat_of(USSR))["opponent_revealed"] == []
    assert s.view(None)["opponent_revealed"] == []
    assert [p for p in s.check_invariants() if "nowhere" not in p] == []


def test_framework_event_frames_explain_refusals_with_the_rule():
    s = pos(hands=[[7], [19]], inf={"Italy": (0, 2), "France": (0, 1)})
    push_remove(s, USSR, 2, [B.INDEX["Italy"], B.INDEX["France"]], max_per=1)
    s.refresh()
    play(s, "remove:Italy")
    with pytest.raises(IllegalAction, match="5.5.*at most 1"):
        s.apply("remove:Italy")
    with pytest.raises(IllegalAction, match="5.5.*does not remove influence in Spain"):
        s.apply("remove:Spain/Portugal")
    play(s, "remove:France")
    push_place(s, USSR, 1, [B.INDEX["Poland"]])
    s.refresh()
    with pytest.raises(IllegalAction, match="5.5.*does not place influence in Japan"):
        s.apply("inf:Japan")


# ---------------------------------------------------------------- the engine as a product
ENGINE_FRAMES = {"setup", "bid", "headline", "play", "use", "timing", "ops", "points",
                 "coup", "free_realign", "space_roll", "space_discard", "place", "remove",
                 "choice", "discard"}
#: a rule number ("6.1.2"), a card's number and name (an effect of that card, 5.5), or
#: one of the Greek text's optional rules (they have no numbers)
RULE = re.compile(r"\b\d{1,2}\.\d|^\d{1,3} [A-Z]|^optional rule \(")


def _well_formed_illegal(s, legal):
    """Actions shaped like the legal ones (same verb) but not legal now."""
    verbs = {a.split(":")[0] for a in legal}
    pool = []
    for v in verbs:
        if v in ("inf", "realign", "coup", "remove"):
            pool += [f"{v}:{n}" for n in ("Japan", "Italy", "Cuba", "Angola", "Poland")]
        elif v in ("card", "headline", "discard"):
            pool += [f"{v}:{n}" for n in (1, 6, 7, 19, 34, 101)]
        elif v == "bid":
            pool += ["bid:US:0", "bid:USSR:0", "pass"]
    pool += ["pass", "event", "ops", "space", "coup", "keep", "decline", "nonsense"]
    return [a for a in pool if a not in legal]


def test_illegal_actions_name_a_rule_and_leave_the_state_unchanged():
    checked = 0
    for _, s in random_games(16, seed=70):
        legal = s.legal_actions()
        kind = s.stack[-1]["kind"]
        before = s.digest()
        for a in _well_formed_illegal(s, legal):
            with pytest.raises(IllegalAction) as err:
                s.apply(a)
            text = str(err.value).split("(action '")[0]
            if kind in ENGINE_FRAMES and a.split(":")[0] in {x.split(":")[0] for x in legal}:
                assert RULE.search(text), (kind, a, text)
            checked += 1
        assert s.digest() == before, kind
    assert checked > 2000


def test_every_decision_has_a_legal_action_and_a_readable_label():
    """No dead ends: whoever is to move has at least one legal action; every action has
    a label for a button (not the raw action string) and the decision has a prompt."""
    kinds = set()
    for _, s in random_games(24, seed=90):
        assert s.to_move is not None and s.stack and s.stack[-1]["kind"] != "call"
        legal = s.legal_actions()
        assert legal, s.prompt()
        kinds.add(s.stack[-1]["kind"])
        prompt = str(s.prompt())
        assert prompt and "{" not in prompt and "None" not in prompt
        assert prompt.split(":")[0] in ("USSR", "US", "Player 1", "Player 2")
        for a in legal:
            text = str(s.label(a))
            assert text and text != a and "{" not in text and "None" not in text, (a, text)
    assert {"setup", "headline", "play", "use", "ops", "points", "coup"} <= kinds


def test_the_log_never_names_a_card_hidden_in_a_hand():
    """Cards dealt or held are never named in the log (it is shown to both players and to
    spectators); a hand shown by a rule (11.1.1, events) may be named. Mentions inside an
    event's prerequisite text ("can only be played after ...") are not about hands."""
    def hidden(s):
        out = set()
        for side in (USSR, US):
            sh = s.shown[side]
            known = set(sh["cards"]) if sh else set()
            out |= {c for c in s.hands[side] if c not in known}
        return out

    chooser = Rng(123)
    mentions = 0
    for g in range(40):
        s = SPEC.new(OPTION_SETS[g % 4], 500 + g)
        seen = len(s.log)
        while not s.is_over:
            before = hidden(s)
            legal = s.legal_actions()
            s.apply(legal[chooser.randbelow(len(legal))])
            new = [line for line in map(str, s.log[seen:]) if "reveals its hand" not in line
                   and "can only be played after" not in line]
            seen = len(s.log)
            if any("reshuffled" in line for line in new):
                continue                  # a card discarded may be dealt again at once
            for c in before & hidden(s):
                title = str(C.title(c))
                for line in new:
                    assert title not in line, line
                    mentions += 1
    assert mentions > 0


def test_views_hide_the_other_hand_the_draw_order_and_a_secret_headline():
    for _, s in random_games(10, seed=300):
        for seat in (0, 1, None):
            v = s.view(seat)
            assert "deck" not in v and "stack" not in v and v["deck_size"] == len(s.deck)
            json.dumps(v)
            if seat is not None:
                side = s.side_of(seat)
                assert v["hand"] == sorted(s.hands[side])
                if not s.shown[1 - side]:
                    assert v["opponent_revealed"] == []
                if s.headline[1 - side] is not None and not s.headline_shown[1 - side]:
                    assert v["headline"][1 - side] is None
            else:
                assert v["hand"] is None and v["opponent_revealed"] == []


# ---------------------------------------------------------------- command line
def _engine(*args):
    return subprocess.run([sys.executable, "-m", "engine", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)


def test_export_twilight_map_has_the_named_fields():
    out = _engine("export", "twilight", "map")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    countries = data["countries"]
    assert len(countries) == 84
    for c in countries:
        assert {"name", "region", "subregions", "stability", "battleground",
                "adjacent"} <= set(c)
    turkey = next(c for c in countries if c["name"] == "Turkey")
    assert turkey["region"] == "Europe" and turkey["stability"] == 2
    assert sorted(data["superpower_adjacency"]["USA"]) == ["Canada", "Cuba", "Japan",
                                                           "Mexico"]
    assert "Poland" in data["superpower_adjacency"]["USSR"]


def test_export_twilight_cards_has_the_named_fields_and_implemented_flags():
    out = _engine("export", "twilight", "cards")
    assert out.returncode == 0, out.stderr
    cards = json.loads(out.stdout)
    assert [c["number"] for c in cards] == list(range(1, 104))
    for c in cards:
        assert {"number", "name", "ops", "side", "era", "starred", "persistent", "scoring",
                "implemented"} <= set(c)
        assert c["implemented"] == implemented(c["number"])
    assert cards[5]["name"] == "The China Card" and cards[5]["ops"] == 4
    assert sum(c["scoring"] for c in cards) == 7
    assert all(c["implemented"] for c in cards if c["scoring"])


def test_simulate_twilight_reports_no_invariant_violation():
    out = _engine("simulate", "twilight", "--games", "40", "--seed", "9")
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout.strip().splitlines()[-1])
    assert summary["invariant_violations"] == 0 and summary["unfinished"] == 0
    assert summary["games"] == 40 and sum(summary["winners"].values()) == 40
