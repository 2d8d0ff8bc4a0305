"""62 "Lone Gunman" (USSR, 1 op, starred): the US reveals its hand; the USSR then
conducts operations with this card. Rules: 5.2, 6.0, 7.4.1 (the USSR's modifiers),
4.5 C, hidden information (the USSR sees the US hand as it was, no more)."""

from engine.twilight.testing import US, USSR, play, pos, where


def clean(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c062_the_us_hand_is_shown_to_the_ussr_then_1_operation():
    s = pos(turn=4, hands=[[62, 7], [19, 20, 21]], inf={"Poland": (1, 0)})
    play(s, "card:62", "event")
    assert s.view(USSR)["opponent_revealed"] == [19, 20, 21]
    assert s.view(US)["opponent_revealed"] == []              # nothing of the USSR hand
    assert s.deciding_side == USSR and s.legal_actions()[0] == "influence"
    assert "space" not in s.legal_actions()
    play(s, "influence", "inf:Poland")
    assert where(s, "Poland") == (2, 0) and 62 in s.removed
    assert s.deciding_side == US and clean(s) == []


def test_c062_a_snapshot_cards_received_later_are_not_shown():
    s = pos(turn=4, hands=[[62, 7], [19, 20]], inf={"Poland": (1, 0)})
    play(s, "card:62", "event", "influence", "inf:Poland")
    s.hands[US].append(21)                                     # e.g. a card drawn later
    assert 21 not in s.view(USSR)["opponent_revealed"]


def test_c062_7_4_1_brezhnev_doctrine_gives_the_ussr_2_operations():
    s = pos(turn=4, hands=[[62, 7], [19]], inf={"Poland": (1, 0)},
            effects={"c051_brezhnev_doctrine": {"until": "turn"}})
    play(s, "card:62", "event", "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (3, 0) and s.deciding_side == US


def test_c062_5_2_us_plays_it_for_operations_the_ussr_sees_the_hand_and_uses_1_op():
    s = pos(turn=4, hands=[[7], [62, 19, 20]], phasing=US,
            inf={"Poland": (1, 0), "Canada": (0, 1)})
    play(s, "card:62", "ops", "event_first")
    assert s.view(USSR)["opponent_revealed"] == [19, 20]      # 62 is being played
    assert s.deciding_side == USSR
    play(s, "influence", "inf:Poland")
    assert s.deciding_side == US                              # then the US's operation
    play(s, "influence", "inf:Canada")
    assert where(s, "Poland") == (2, 0) and where(s, "Canada") == (0, 2)
    assert 62 in s.removed and clean(s) == []
