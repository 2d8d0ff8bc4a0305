"""100 Wargames (both, 4 ops, starred): only at DEFCON 2, its player may end the game at
once after giving the opponent 6 VP; the winner is then decided by the VP (end reason
``wargames``). Rules: 7.5 / 5.2 second bullet (a prerequisite: no event, discarded),
4.5 C (headline order; D10: a card may be headlined even if its event cannot happen),
10.3.1, 2.2.4."""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos

CHOICES = ["wargames:end", "wargames:continue"]


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


@pytest.mark.parametrize("defcon", [3, 4, 5])
def test_c100_7_5_only_at_defcon_2(defcon):
    s = late(pos(turn=8, defcon=defcon, hands=[[100, 33], [19]]))
    play(s, "card:100")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match=f"100 Wargames: only at DEFCON 2 .DEFCON is "
                                            f"{defcon}."):
        s.apply("event")


def test_c100_ussr_ends_the_game_giving_the_us_6_vp_the_ussr_leads():
    s = late(pos(turn=8, defcon=2, vp=-10, hands=[[100, 33], [19]]))
    play(s, "card:100", "event")
    assert s.deciding_side == USSR and s.legal_actions() == CHOICES
    assert "VP then USSR +4" in str(s.label("wargames:end"))
    play(s, "wargames:end")
    assert s.over and s.vp == -4 and s.winner == USSR and s.end_reason == "wargames"
    r = s.result()
    assert r["wargames"] and not r["final_scoring"] and not r["vp20"]
    assert r["winner_side"] == "USSR" and s.check_invariants() == []


def test_c100_the_6_vp_may_hand_the_opponent_the_win():
    s = late(pos(turn=8, defcon=2, vp=-3, hands=[[100, 33], [19]]))
    play(s, "card:100", "event", "wargames:end")
    assert s.vp == 3 and s.winner == US and s.result()["wargames"]


def test_c100_us_plays_it_the_ussr_gains_6_vp():
    s = late(pos(turn=9, defcon=2, vp=8, phasing=US, hands=[[33], [100, 19]]))
    play(s, "card:100", "event")
    assert s.deciding_side == US
    play(s, "wargames:end")
    assert s.vp == 2 and s.winner == US and s.end_reason == "wargames"


def test_c100_even_vp_a_draw():
    s = late(pos(turn=8, defcon=2, vp=-6, hands=[[100, 33], [19]]))
    play(s, "card:100", "event", "wargames:end")
    assert s.over and s.vp == 0 and s.winner is None and s.result()["draw"]


def test_c100_opponent_reaches_20_vp_still_ended_by_wargames():
    s = late(pos(turn=8, defcon=2, vp=15, hands=[[100, 33], [19]]))
    play(s, "card:100", "event", "wargames:end")
    assert s.vp == 21 and s.winner == US and s.end_reason == "wargames"


def test_c100_may_continue_the_card_is_removed():
    s = late(pos(turn=8, defcon=2, vp=-10, hands=[[100, 33], [19]]))
    play(s, "card:100", "event", "wargames:continue")
    assert not s.over and s.vp == -10 and 100 in s.removed and s.deciding_side == US
    assert s.check_invariants() == []


def test_c100_ops_at_defcon_2_no_event():
    s = late(pos(turn=8, defcon=2, hands=[[100, 33], [19]]))
    play(s, "card:100", "ops", "influence", *["inf:Poland"] * 4)
    assert not s.over and 100 in s.discard and s.deciding_side == US


def test_c100_4_5_c_headlined_at_defcon_3_no_effect_discarded():
    s = pos(turn=8, defcon=3, hands=[[100, 33], [1, 19]], run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:100", "headline:1")
    assert not s.over and 100 in s.discard and 100 not in s.removed


def test_c100_4_5_c_the_other_headline_brings_defcon_2_first():
    """Tie at 4 operations: the US headline (KAL-007, DEFCON -1) resolves first; then
    Wargames finds DEFCON 2."""
    s = pos(turn=8, defcon=3, hands=[[100, 33], [89, 19]], run=False)
    s.step = "headline"
    late(s)
    play(s, "headline:100", "headline:89")
    assert s.defcon == 2 and s.vp == 2
    assert s.deciding_side == USSR and s.legal_actions() == CHOICES
    play(s, "wargames:end")
    assert s.vp == 8 and s.winner == US and s.end_reason == "wargames"
