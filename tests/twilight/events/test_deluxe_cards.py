"""The Deluxe edition's optional cards 104-110 and Aldrich Ames Remix (engine 111, printed
98): each sets up a position, plays the event and checks the outcome (card texts:
docs/twilight/editions.md sections 3 and 4)."""
from __future__ import annotations

from engine.twilight import board as B
from engine.twilight.testing import US, USSR, log_text, play, pos, where
from engine.twilight.view import build_view, check_views, public_view

DX = {"edition": "deluxe"}


def test_c104_cambridge_five_reveals_scoring_cards_to_the_ussr_only_and_places_one():
    s = pos(DX, hands=[[104], [1, 4]], phasing=USSR)
    play(s, "card:104", "event")
    assert s.shown[US]["cards"] == [1]                      # only the scoring card
    assert public_view(s, USSR)["opponent_revealed"] == [1]
    assert public_view(s, US)["opponent_revealed"] == []
    assert "Asia Scoring" not in " ".join(log_text(s))                # the log never names it
    assert "inf:Thailand" in s.legal_actions() and "inf:Italy" not in s.legal_actions()
    play(s, "inf:Thailand")
    assert where(s, "Thailand") == (1, 0)
    assert not check_views(s)


def test_c104_cambridge_five_without_scoring_cards_and_not_in_the_late_war():
    s = pos(DX, hands=[[104], [4]], phasing=USSR)
    play(s, "card:104", "event")
    assert "no scoring card" in " ".join(log_text(s))
    s = pos(DX, hands=[[104], [4]], phasing=USSR, turn=8)
    play(s, "card:104")
    assert "event" not in s.legal_actions()


def test_c105_special_relationship_with_and_without_nato():
    s = pos(DX, hands=[[], [105]], phasing=US, inf={"UK": (0, 5)})
    play(s, "card:105", "event")
    assert sorted(s.legal_actions()) == ["inf:Benelux", "inf:Canada", "inf:France",
                                         "inf:Norway"]
    play(s, "inf:France")
    assert where(s, "France") == (0, 1) and s.vp == 0
    s = pos(DX, hands=[[], [105]], phasing=US, inf={"UK": (0, 5)},
            effects={"c021_nato": {}})
    play(s, "card:105", "event", "inf:Italy")
    assert where(s, "Italy") == (0, 2) and s.vp == 2


def test_c106_norad_places_at_the_end_of_a_round_that_brought_defcon_to_2():
    s = pos(DX, hands=[[20, 4], [106, 7]], phasing=US, defcon=3,
            inf={"Canada": (0, 4), "Japan": (0, 1), "Iran": (0, 2)})
    play(s, "card:106", "event")
    assert 106 in s.in_play and "c106_norad" in s.effects
    # the USSR's round: a coup in a battleground (Iran) brings DEFCON to 2
    s.rng.force([6])
    play(s, "card:20", "ops", "coup", "coup:Iran")
    assert s.defcon == 2
    assert s.stack[-1]["kind"] == "c106_place"              # end of that action round
    play(s, "inf:Japan")
    assert where(s, "Japan") == (0, 2)


def test_c106_norad_is_cancelled_by_quagmire():
    s = pos(DX, hands=[[42], [4]], phasing=USSR, in_play=None) if False else \
        pos(DX, hands=[[42], [4]], phasing=USSR, effects={"c106_norad": {"armed": False}})
    s.in_play = [106]
    play(s, "card:42", "event")
    assert 106 in s.removed and "c106_norad" not in s.effects


def test_c107_che_coups_twice_after_removing_us_influence():
    s = pos(DX, hands=[[107], []], phasing=USSR,
            inf={"Guatemala": (0, 1), "Sudan": (0, 1), "Panama": (0, 1)})
    play(s, "card:107", "event")
    assert "coup:Panama" not in s.legal_actions()             # a battleground
    s.rng.force([6])
    play(s, "coup:Guatemala")
    assert where(s, "Guatemala")[1] == 0 and s.milops[USSR] == 3
    assert "coup:Guatemala" not in s.legal_actions() and "coup:Sudan" in s.legal_actions()
    s.rng.force([1])
    play(s, "coup:Sudan")
    assert s.milops[USSR] == 6


def test_c108_our_man_in_tehran_shows_the_top_cards_to_the_us_only():
    s = pos(DX, hands=[[], [108]], phasing=US, inf={"Iran": (0, 2)}, turn=4,
            deck=[30, 31, 32, 33, 34, 36, 37])
    play(s, "card:108", "event")
    top = public_view(s, US)["peek"]
    assert top == [32, 33, 34, 36, 37]
    assert public_view(s, USSR)["peek"] == [] and public_view(s, None)["peek"] == []
    assert "32" not in str(build_view(s, 0)["public_state"]["stack"])
    assert s.last_revealed
    play(s, "discard:33")
    assert 33 in s.discard and 33 not in s.deck
    play(s, "done")
    assert sorted(s.deck) == [30, 31, 32, 34, 36, 37]
    assert not check_views(s)


def test_c108_our_man_in_tehran_needs_a_middle_east_country():
    """Card text: "If the US controls at least one Middle East country..." is a
    prerequisite (5.2 example 4, like Star Wars; the logs: tsreplayer_14 line 313,
    tsreplayer_50 lines 502 and 809): no event for the US, and the USSR playing it for
    operations triggers nothing; the card is discarded, not removed."""
    s = pos(DX, hands=[[], [108]], phasing=US, turn=4, deck=[30, 31])
    play(s, "card:108")
    assert "event" not in s.legal_actions()
    s = pos(DX, hands=[[108], []], phasing=USSR, turn=4, deck=[30, 31],
            inf={"Lebanon": (1, 0)})
    play(s, "card:108", "ops", "influence", "inf:Lebanon", "inf:Lebanon")
    assert 108 in s.discard and 108 not in s.removed
    assert s.stack[-1]["kind"] != "c108_tehran"
    s = pos(DX, hands=[[], [108]], phasing=US, turn=4, deck=[30, 31],
            inf={"Israel": (0, 4)})
    play(s, "card:108", "event")
    assert s.stack[-1]["kind"] == "c108_tehran"


def test_c108_our_man_in_tehran_after_a_deal_that_emptied_the_pile_looks_at_new_cards():
    """4.3: the deal that takes the last card reshuffles the discards at once, so Our
    Man in Tehran played later in the turn has cards to look at (issue 32: a real game
    did; the engine used to find an empty pile until the next draw)."""
    s = pos(DX, hands=[[], [108]], phasing=US, inf={"Iran": (0, 2)}, turn=4,
            deck=[30], discard=[31, 32, 33, 34, 36, 37])
    assert s.draw_card() == 30                        # the pile's last card
    assert s.discard == [] and sorted(s.deck) == [31, 32, 33, 34, 36, 37]
    play(s, "card:108", "event")
    assert s.stack[-1]["kind"] == "c108_tehran" and s.stack[-1]["look"] == 5
    assert len(public_view(s, US)["peek"]) == 5


def test_c108_discarding_every_card_of_the_pile_reshuffles_the_discards():
    """Our Man in Tehran on a pile of 2 discards both: the pile is empty, the discards
    (those 2 included) become the new pile at once (4.3)."""
    s = pos(DX, hands=[[], [108]], phasing=US, inf={"Iran": (0, 2)}, turn=4,
            deck=[30, 31], discard=[32])
    play(s, "card:108", "event", "discard:30", "discard:31")
    assert sorted(s.deck) == [30, 31, 32] and s.discard == [] and 108 in s.removed


def test_c109_yuri_and_samantha_gives_a_vp_per_us_coup():
    s = pos(DX, hands=[[109], [4]], phasing=USSR, turn=8, inf={"Angola": (2, 0)})
    play(s, "card:109", "event")
    s.rng.force([1])
    play(s, "card:4", "ops", "coup", "coup:Angola")
    assert s.vp == -1


def test_c110_awacs_adds_influence_and_prevents_muslim_revolution():
    s = pos(DX, hands=[[56], [110]], phasing=US, turn=8)
    play(s, "card:110", "event")
    assert where(s, "Saudi Arabia") == (0, 2) and 110 in s.in_play
    play(s, "card:56")
    assert "event" not in s.legal_actions()


def test_c111_aldrich_ames_remix_shows_the_us_hand_and_discards_one():
    s = pos(DX, hands=[[111], [4, 7, 19]], phasing=USSR, turn=8)
    play(s, "card:111", "event")
    assert public_view(s, USSR)["opponent_revealed"] == [4, 7, 19]
    assert public_view(s, None)["opponent_revealed"] == []
    play(s, "discard:7")
    assert 7 in s.discard and s.hands[US] == [4, 19]
    assert 111 in s.removed


def test_deluxe_titles_show_deluxe_numbers():
    s = pos(DX, hands=[[], [101]], phasing=US)
    play(s, "card:101", "event")
    assert "Formosan Resolution (35)" in " ".join(log_text(s))
    s2 = pos(hands=[[], [101]], phasing=US)
    play(s2, "card:101", "event")
    assert "Formosan Resolution (101)" in " ".join(log_text(s2))


def test_c108_the_cards_looked_at_stay_on_top_in_a_rebuilt_position():
    """A bot's (and the advice's) position rebuilt from the US view keeps the cards the
    US looks at on top of the draw pile, so that discarding one is possible there too
    (determinize; an arena game crashed on it before)."""
    from engine.core import Rng
    from engine.twilight.determinize import determinize
    from engine.twilight.state import TwilightState
    s = pos(DX, hands=[[7, 9], [108, 4]], phasing=US, turn=5, inf={"Israel": (0, 4)},
            deck=[30, 31, 14, 19, 50, 73, 1, 2])
    play(s, "card:108", "event")
    view = s.view(s.seat_of(US))
    assert sorted(view["peek"]) == [1, 2, 19, 50, 73]
    for seed in range(5):
        w = determinize(view, Rng(seed), TwilightState)
        assert sorted(w.deck[-5:]) == [1, 2, 19, 50, 73]
        assert sorted(w.legal_actions()) == sorted(s.legal_actions())
        w.apply("discard:50")
        assert 50 in w.discard
