"""Setup 3.x, turn sequence 4.5 A-J, dealing 4.3/4.3.1/4.4, headline 4.5 C, military
operations 8.2, China Card 9.x, final scoring 10.3.2."""

import pytest

from engine.core import IllegalAction
from engine.games import get_spec
from engine.twilight import cards as C
from engine.twilight.events import EVENTS, Event
from engine.twilight.testing import US, USSR, log_text, play, pos, stub_events, where

SPEC = get_spec("twilight")


def new(options=None, seed=0):
    return SPEC.new(options, seed)


def do_setup(s):
    """Place the free setup influence: USSR 6 in Poland, US 7 in Italy."""
    for _ in range(6):
        s.apply("inf:Poland")
    for _ in range(7):
        s.apply("inf:Italy")


# ---------------------------------------------------------------- setup (3.1-3.4)
def test_3_1_full_early_deck_8_cards_each_china_to_ussr(monkeypatch):
    stub_events(monkeypatch)
    s = new()
    assert len(s.hands[USSR]) == 8 and len(s.hands[US]) == 8
    assert C.CHINA not in s.hands[USSR] and s.china == USSR and s.china_up
    assert len(s.deck) == len(C.ERA_CARDS["early"]) - 16
    assert all(C.ERA[c] == "early" for c in s.deck + s.hands[0] + s.hands[1])


def test_3_2_3_3_setup_influence_and_free_placements():
    s = new()
    assert s.deciding_side == USSR
    assert sum(s.inf[USSR]) == 9 and sum(s.inf[US]) == 16
    acts = s.legal_actions()
    assert "inf:Poland" in acts and "inf:Austria" in acts and "inf:Italy" not in acts
    with pytest.raises(IllegalAction, match="3.2"):
        s.apply("inf:Italy")
    for _ in range(6):
        s.apply("inf:Poland")
    assert s.deciding_side == US
    assert "inf:Italy" in s.legal_actions() and "inf:Poland" not in s.legal_actions()
    assert "inf:Finland" in s.legal_actions()            # both subregions (2.1.1)
    for _ in range(7):
        s.apply("inf:Italy")
    assert sum(s.inf[USSR]) == 15 and sum(s.inf[US]) == 23
    assert where(s, "UK") == (0, 5) and where(s, "North Korea") == (3, 0)
    assert s.defcon == 5 and s.vp == 0 and s.milops == [0, 0] and s.space == [0, 0]
    assert s.step == "headline_resolve" and s.stack[-1]["kind"] == "headline"


# ---------------------------------------------------------------- dealing (4.3, 4.5 B)
def test_4_3_short_deck_deals_what_exists_and_reshuffles(monkeypatch):
    """With only the implemented early cards (3 scoring cards) the hands are short;
    at the next deal the discards are reshuffled (4.3)."""
    for n in [n for n in EVENTS if not C.SCORING[n] or C.ERA[n] != "early"]:
        monkeypatch.delitem(EVENTS, n)                   # only the 3 early scoring cards
    s = new()
    assert len(s.hands[USSR]) + len(s.hands[US]) == 3
    assert s.deck == [] and s.discard == []


def test_4_3_1_deal_remaining_then_reshuffle(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[], []], deck=[10, 12], discard=[13, 14, 15, 16, 17, 18, 19, 20,
                                                           22, 24, 25, 26, 28, 29, 30, 31],
            run=False)
    s.step = "turn_begin"
    s.ar_done = [6, 6]
    s.refresh()
    assert len(s.hands[USSR]) == 8 and len(s.hands[US]) == 8
    assert 12 in s.hands[USSR] and 10 in s.hands[US]      # top of the old pile first
    assert s.discard == [] and len(s.deck) == 2
    assert any("reshuffled" in line for line in log_text(s))


def test_4_3_a_deal_that_takes_the_last_card_reshuffles_at_once(monkeypatch):
    """4.3: "when no cards remain in the draw pile, reshuffle all the discards": the
    moment the deal takes the last card, not at the next draw. The discards of the
    turn before form the new pile; a card discarded later in the turn stays out of it
    (a real Deluxe game reshuffles there: issue 32)."""
    stub_events(monkeypatch)
    pile = [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 24, 25, 26, 28, 29]   # 16 = 8 + 8
    old = [30, 31, 33, 34]
    s = pos(turn=2, hands=[[], []], deck=pile, discard=old, run=False)
    s.step = "turn_begin"
    s.ar_done = [6, 6]
    s.refresh()
    assert sorted(s.hands[USSR] + s.hands[US]) == sorted(pile)
    assert sorted(s.deck) == old and s.discard == []          # reshuffled at once
    assert any("the 4 discarded cards are reshuffled" in line for line in log_text(s))
    a, b = (next(c for c in s.hands[side] if not C.STARRED[c]) for side in (USSR, US))
    for n in (a, b):                                  # headlines with no effect
        monkeypatch.setitem(EVENTS, n, Event(n, lambda st, side: None, None))
    play(s, "headline:%d" % a, "headline:%d" % b)
    # the headlines go to the discards, not into the pile formed before them
    assert sorted(s.deck) == old and sorted(s.discard) == sorted([a, b])


def test_4_3_a_pile_emptied_with_no_discards_is_reshuffled_before_the_next_draw(monkeypatch):
    """Nothing to reshuffle when the pile ran out: the discards made since are
    reshuffled before the next draw (4.3, 4.3.1)."""
    stub_events(monkeypatch)
    s = pos(turn=2, hands=[[], []], deck=[], discard=[10, 12], run=False)
    assert s.draw_card() in (10, 12) and s.discard == [] and len(s.deck) == 1
    assert s.draw_card() is not None and s.deck == [] and s.draw_card() is None


def test_4_3_both_piles_empty_fewer_cards_and_empty_hand_passes():
    s = pos(turn=2, hands=[[], []], deck=[2], discard=[], china=US, china_up=False, run=False)
    s.step = "turn_begin"
    s.refresh()
    assert s.hands == [[2], []]
    # the US has no card: it headlines nothing and passes its rounds (4.5 D)
    assert s.stack[-1] == {"kind": "headline", "side": USSR, "show": False}
    play(s, "headline:2")
    assert any("US has no card and passes" in line for line in log_text(s))
    assert s.turn == 3 and s.hands == [[2], []]      # reshuffled and dealt again


def test_4_4_mid_war_into_draw_pile_not_discards(monkeypatch):
    stub_events(monkeypatch)
    s = pos(turn=3, hands=[[], []], deck=[10], discard=[12, 13], run=False)
    s.step = "turn_end"
    s.refresh()
    assert s.turn == 4 and "mid" in s.eras
    assert s.discard == [12, 13]                             # discards stay (4.4)
    assert len(s.hands[USSR]) == 9 and len(s.hands[US]) == 9  # 9 from turn 4 (4.5 B)
    assert not any(C.ERA[c] == "late" for c in s.deck)


def test_4_5_b_china_card_not_counted_in_hand(monkeypatch):
    stub_events(monkeypatch)
    s = new()
    assert len(s.hands[USSR]) == 8 and s.china == USSR


# ---------------------------------------------------------------- 4.5 A DEFCON, turn order
def test_4_5_a_defcon_improves_at_turn_start():
    s = pos(turn=2, defcon=3, hands=[[], []], run=False)
    s.step = "turn_begin"
    s.refresh()
    assert s.defcon == 4


def test_4_5_d_six_rounds_then_seven_ussr_first():
    s = pos(turn=1, hands=[[5, 7, 29, 30, 31, 34], [4]])
    assert s.action_rounds(USSR) == 6 and s.deciding_side == USSR
    s2 = pos(turn=4, hands=[[], []])
    assert s2.action_rounds(USSR) == 7 and s2.action_rounds(US) == 7


def test_4_5_d_player_out_of_cards_passes_while_other_finishes(monkeypatch):
    for n in (7, 29, 30):                                # plain operations plays only
        if n in EVENTS:
            monkeypatch.delitem(EVENTS, n)
    s = pos(turn=1, hands=[[7, 29, 30], []], china=US, china_up=False)
    seen = []
    while s.turn == 1 and s.stack and s.stack[-1]["kind"] == "play":
        seen.append((s.ar, s.deciding_side))
        card = s.legal_actions()[0]
        play(s, card, "ops", "influence")
        while s.stack and s.stack[-1]["kind"] == "points":
            s.apply(s.legal_actions()[0])
    assert seen == [(1, USSR), (2, USSR), (3, USSR)]
    assert sum("US has no card" in line for line in log_text(s)) >= 3


# ---------------------------------------------------------------- headline (4.5 C)
def _headline_position(monkeypatch, hands, **kw):
    stub_events(monkeypatch)
    s = pos(turn=2, hands=hands, run=False, **kw)
    s.step = "headline"
    s.refresh()
    return s


def test_4_5_c_secret_choice_higher_ops_first_ties_to_us(monkeypatch):
    order = []
    for n in (4, 7, 34, 1):
        monkeypatch.setitem(EVENTS, n, Event(n, lambda st, side, n=n: order.append(n), None))
    s = _headline_position(monkeypatch, [[7, 34], [4, 1]])
    assert s.deciding_side == USSR
    assert "headline:6" not in s.legal_actions()             # 9.5 China Card
    play(s, "headline:7")
    assert s.view(US)["headline"] == [None, None]            # secret until both chose
    assert s.view(USSR)["headline"] == [7, None]
    play(s, "headline:4")                                    # 3 vs 3: US first
    assert order == [4, 7]


def test_4_5_c_scoring_card_counts_zero(monkeypatch):
    order = []
    for n in (1, 19):
        monkeypatch.setitem(EVENTS, n, Event(n, lambda st, side, n=n: order.append(n), None))
    s = _headline_position(monkeypatch, [[1], [19]])
    play(s, "headline:1", "headline:19")                     # 0 vs 1: the US first
    assert order == [19, 1]


def test_4_5_c_opponent_event_implemented_by_opponent_defcon_on_player(monkeypatch):
    """4.5 C note: an opponent's headline is implemented by the opponent (phasing player
    meanwhile); Hebrew text: DEFCON responsibility stays with the card's player."""
    seen = []

    def korean_like(st, side):
        seen.append((side, st.phasing))
        st.degrade_defcon(1)

    monkeypatch.setitem(EVENTS, 11, Event(11, korean_like, None))     # USSR card
    monkeypatch.setitem(EVENTS, 34, Event(34, lambda st, side: None, None))  # no effect
    s = _headline_position(monkeypatch, [[34], [11]], defcon=2)
    play(s, "headline:34", "headline:11")
    assert seen == [(USSR, USSR)]
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_6_4_4_man_in_space_box_4_opponent_headlines_first_and_shows(monkeypatch):
    s = _headline_position(monkeypatch, [[7], [4]], space=[4, 3])
    assert s.deciding_side == US
    play(s, "headline:4")
    assert s.view(USSR)["headline"] == [None, 4]
    assert s.deciding_side == USSR


def test_4_5_c_starred_headline_removed(monkeypatch):
    s = _headline_position(monkeypatch, [[8], [19]])
    play(s, "headline:8", "headline:19")
    assert 8 in s.removed and 19 in s.removed


# ---------------------------------------------------------------- 4.5 E / 8.2
def test_8_2_1_play_example_turn_1_military_operations():
    """Play example, turn 1: DEFCON 4, USSR milops 3 (loses 1 VP), US 2 (loses 2): net
    1 VP to the USSR. Markers back to 0 (4.5 E)."""
    s = pos(turn=1, defcon=4, hands=[[], []], milops=[3, 2], china=US, china_up=False)
    assert s.vp == -1
    assert s.milops == [0, 0]


def test_8_2_military_ops_penalty_can_win():
    s = pos(turn=3, defcon=5, vp=-17, hands=[[], []], milops=[5, 2], china=US,
            china_up=False)
    assert s.is_over and s.winner == USSR and s.end_reason == "vp20"


# ---------------------------------------------------------------- China Card (9.x)
def test_9_3_china_passes_face_down_and_turns_up_at_turn_end():
    s = pos(turn=2, hands=[[], [19]], inf={"Japan": (0, 1)})
    play(s, "card:6", "ops", "influence")
    while s.stack[-1]["kind"] == "points":
        s.apply(s.legal_actions()[0])
    assert s.china == US and not s.china_up
    assert "card:6" not in s.legal_actions()                 # face down (9.3)
    with pytest.raises(IllegalAction, match="9.3"):
        s.apply("card:6")
    play(s, "card:19", "ops", "influence", "inf:Japan")
    assert s.turn == 3 and s.china == US and s.china_up       # 4.5 G


def test_9_8_china_never_forced_may_pass():
    s = pos(turn=2, hands=[[], [19]])
    assert sorted(s.legal_actions()) == ["card:6", "pass"]
    play(s, "pass")
    assert s.china == USSR


def test_9_5_china_not_if_it_means_holding_scoring_card():
    s = pos(turn=2, ar=6, hands=[[1], [19]])
    assert s.legal_actions() == ["card:1"]
    with pytest.raises(IllegalAction, match="9.5"):
        s.apply("card:6")


def test_4_5_d_scoring_cards_cannot_be_held_any_card_may_be_played():
    """4.5 D forbids holding a scoring card after the last action round, not playing
    another card first (issue 11); held at the end of the turn, it loses (11.1.2).
    The China Card alone may not be played when that prevents a scoring play (9.5)."""
    s = pos(turn=2, ar=5, hands=[[1, 2, 7], [19, 20]], inf={"Poland": (1, 0)})
    assert s.legal_actions() == ["card:1", "card:2", "card:7"]
    play(s, "card:7", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:19", "ops", "influence", "inf:Canada")
    play(s, "card:1", "event", "card:20", "ops", "influence", "inf:Canada", "inf:Canada")
    assert s.is_over and s.end_reason == "scoring_held" and s.winner == US
    s2 = pos(turn=2, ar=4, hands=[[1, 2, 7], [19]])
    assert "card:7" in s2.legal_actions() and "card:6" in s2.legal_actions()


# ---------------------------------------------------------------- final scoring (10.3.2)
def test_10_3_2_final_scoring_china_vp_no_auto_win_at_20():
    inf = {"Japan": (0, 4), "South Korea": (0, 3), "Pakistan": (0, 2), "India": (0, 3),
           "Thailand": (0, 2), "Taiwan": (0, 3)}
    s = pos(turn=10, ar=7, phasing=US, vp=15, hands=[[], []], inf=inf, china=US,
            china_up=False, milops=[5, 5])
    assert s.is_over and s.end_reason == "final"
    # Asia: US domination 7 (North Korea is a battleground it lacks) + 5 battlegrounds;
    # China Card +1; 28 > 20 is simply a US win, no automatic victory mid-scoring
    assert s.vp == 15 + 1 + 12
    assert s.winner == US


def test_10_3_2_final_scoring_draw_at_zero():
    s = pos(turn=10, ar=7, phasing=US, vp=-1, hands=[[], []], china=US, china_up=False,
            milops=[5, 5])
    assert s.is_over and s.winner is None and s.winners == []


def test_10_3_2_europe_control_wins_final_scoring():
    inf = {n: (0, 4) for n in ("France", "West Germany", "Italy")}
    inf.update({"East Germany": (0, 3), "Poland": (0, 3), "Canada": (0, 4)})
    s = pos(turn=10, ar=7, phasing=US, vp=-19, hands=[[], []], inf=inf, china=USSR,
            china_up=False, milops=[5, 5])
    assert s.is_over and s.winner == US and s.end_reason == "final_europe"
