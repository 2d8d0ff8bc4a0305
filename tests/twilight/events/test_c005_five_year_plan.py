"""5 Five Year Plan (US, 3 ops): the USSR discards a card at random; a US event on it
happens now, any other event does not (5.4). Rules: 5.2, 5.4, 8.1.3, 9.5, 7.5.

The random pick is one die with as many faces as the USSR hand has cards, index into
the sorted hand: ``s.rng.force([k])`` picks the k-th lowest card number."""


from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, play, pos, where


def ok(s):
    return [p for p in s.check_invariants() if "nowhere" not in p]


def test_c005_worked_example_turn1_us3_truman_doctrine_happens():
    """Worked example, turn 1 US 3: the random card is Truman Doctrine; the US removes the
    USSR influence from Finland; Truman removed, Five Year Plan discarded."""
    s = pos(hands=[[7, 18, 19, 32], [5]], phasing=US, inf={"Finland": (2, 0)})
    s.rng.force([3])                                  # sorted [7, 18, 19, 32] -> 19
    play(s, "card:5", "event")
    assert s.legal_actions() == ["truman:Finland"]
    assert s.deciding_side == US
    play(s, "truman:Finland")
    assert where(s, "Finland") == (0, 0)
    assert 19 in s.removed and 5 in s.discard
    assert sorted(s.hands[USSR]) == [7, 18, 32]
    assert s.china == USSR and s.china_up               # 9.5: never the China Card
    assert ok(s) == []


def test_c005_5_4_ussr_event_discarded_without_effect():
    s = pos(hands=[[7, 18, 19, 32], [5]], phasing=US, inf={"France": (0, 2)})
    s.rng.force([1])                                  # Socialist Governments
    play(s, "card:5", "event")
    assert 7 in s.discard and 7 not in s.hands[USSR]
    assert where(s, "France") == (0, 2)
    assert any("Socialist Governments (7) at random" in line for line in map(str, s.log))
    assert s.deciding_side == USSR                    # the USSR's round comes next


def test_c005_5_4_scoring_card_discarded_without_scoring():
    s = pos(hands=[[1, 19], [5]], phasing=US, inf={"Japan": (0, 4)})
    s.rng.force([1])                                  # Asia Scoring
    play(s, "card:5", "event")
    assert 1 in s.discard and s.vp == 0


def test_c005_both_sides_event_discarded_without_effect():
    s = pos(hands=[[20], [5]], phasing=US)
    s.rng.force([1])                                  # Olympic Games
    play(s, "card:5", "event")
    assert 20 in s.discard and s.vp == 0 and s.defcon == 5
    assert s.hands[USSR] == []


def test_c005_9_5_only_the_china_card_no_effect():
    s = pos(hands=[[], [5]], phasing=US)
    play(s, "card:5", "event")
    assert s.china == USSR and s.china_up
    assert 5 in s.discard
    assert any("no card to discard" in line for line in map(str, s.log))


def test_c005_5_2_nato_without_prerequisite_discarded_not_removed():
    assert 21 in EVENTS
    s = pos(hands=[[21, 32], [5]], phasing=US)
    s.rng.force([1])                                  # NATO, no Marshall Plan / Warsaw Pact
    play(s, "card:5", "event")
    assert 21 in s.discard and 21 not in s.removed and 21 not in s.in_play


def test_c005_persistent_us_event_goes_in_play():
    assert 27 in EVENTS                               # US/Japan Mutual Defense Pact
    s = pos(hands=[[27], [5]], phasing=US)
    s.rng.force([1])
    play(s, "card:5", "event")
    while s.deciding_side == US and s.stack[-1]["kind"] != "play":
        s.apply(s.legal_actions()[0])
    assert 27 in s.in_play


def test_c005_8_1_3_us_plays_it_at_defcon_2_duck_and_cover_drawn_us_loses():
    s = pos(hands=[[4], [5]], phasing=US, defcon=2)
    s.rng.force([1])
    play(s, "card:5", "event")
    assert s.is_over and s.winner == USSR and s.end_reason == "nuclear_war"


def test_c005_8_1_3_ussr_plays_it_for_ops_duck_and_cover_drawn_ussr_loses():
    s = pos(hands=[[5, 4], []], phasing=USSR, defcon=2, inf={"Poland": (2, 0)})
    s.rng.force([1])                                  # the hand is [4] once 5 is played
    play(s, "card:5", "ops", "event_first")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"


def test_c005_5_2_ussr_plays_it_for_ops_duck_and_cover_us_gains_vp():
    s = pos(hands=[[5, 4], []], phasing=USSR, defcon=5, inf={"Poland": (2, 0)})
    s.rng.force([1])
    play(s, "card:5", "ops", "event_first")
    assert s.defcon == 4 and s.vp == 1 and 4 in s.discard
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (5, 0) and 5 in s.discard
    assert ok(s) == []


def test_c005_4_5_c_headline_by_the_ussr_us_event_implemented_ussr_responsible():
    """The USSR headlines Five Year Plan (US event, the US implements it); the drop of the
    Duck and Cover it hits is the USSR's (Hebrew note on 4.5 C)."""
    s = pos(turn=2, defcon=2, hands=[[5, 4], [19, 18]], run=False)
    s.step = "headline"
    s.refresh()
    s.rng.force([1])                                  # USSR hand [4] after the headline
    play(s, "headline:5", "headline:18")
    assert s.is_over and s.winner == US and s.end_reason == "nuclear_war"


def test_c005_defectors_discarded_in_action_round_no_vp():
    """Spec test 9: Defectors hit by Five Year Plan was not *played* by the USSR."""
    s = pos(hands=[[103], [5]], phasing=US)
    s.rng.force([1])
    play(s, "card:5", "event")
    assert s.vp == 0 and 103 in s.discard


def test_c005_random_pick_unforced_is_from_the_hand_and_logged():
    s = pos(hands=[[7, 18, 32], [5]], phasing=US, seed=11)
    play(s, "card:5", "event")
    assert len(s.hands[USSR]) == 2
    (gone,) = {7, 18, 32} - set(s.hands[USSR])
    assert gone in s.discard
    assert s.last_revealed                            # hidden information shown: no undo


def test_c005_view_does_not_leak_the_rest_of_the_hand():
    s = pos(hands=[[7, 18, 32], [5]], phasing=US)
    s.rng.force([2])
    play(s, "card:5", "event")
    v = s.view(US)
    assert v["opponent_revealed"] == []
    assert not any("Socialist" in line or "UN Intervention" in line for line in map(str, v["log"]))


def test_c005_containment_drawn_takes_effect_for_the_turn():
    """Spec test 7: Containment hit by Five Year Plan happens: the US's later 2-op card is
    worth 3 this turn."""
    s = pos(hands=[[25, 32], [5, 101]], phasing=US, inf={"Canada": (0, 1)})
    s.rng.force([1])                                  # sorted [25, 32] -> Containment
    play(s, "card:5", "event")
    assert "c025_containment" in s.effects and 25 in s.removed
    play(s, "card:32", "ops", "influence", "inf:Poland")   # USSR round (1 op)
    play(s, "card:101", "ops", "influence")
    from engine.twilight.ops import remaining
    assert remaining(s.stack[-1]) == 3


# ------------------------------------------------- 4.5 D / 11.1.2: a scoring card held
def test_c005_4_5_d_last_round_five_year_plan_discards_the_scoring_card_nothing_held():
    """Issue 11: the USSR, on its last action round holding only Asia Scoring besides Five
    Year Plan, may play Five Year Plan (4.5 D forbids holding, not this play); its US
    event discards the scoring card at random (5.4: not scored): nothing is held."""
    s = pos(turn=2, ar=6, hands=[[1, 5], [19]], inf={"Poland": (1, 0), "Japan": (0, 4)})
    assert s.legal_actions() == ["card:1", "card:5"]           # 9.5: not the China Card
    s.rng.force([1])
    play(s, "card:5", "ops", "event_first")
    assert 1 in s.discard and s.vp == 0 and s.hands[USSR] == []
    play(s, "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:19", "ops", "influence", "inf:Canada")
    assert not s.is_over and s.turn == 3
    assert not any("holds" in line for line in map(str, s.log))


def test_c005_4_5_d_11_1_2_the_scoring_card_still_held_at_the_end_loses():
    """Same round with a third card: Five Year Plan discards Socialist Governments; Asia
    Scoring stays in the hand after the last action round: the USSR loses (11.1.2
    applied in every game), the held scoring card is shown."""
    s = pos(turn=2, ar=6, hands=[[1, 5, 7], [19]], inf={"Poland": (1, 0)})
    s.rng.force([2])                                          # hand [1, 7] -> 7
    play(s, "card:5", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland")
    assert 7 in s.discard and s.hands[USSR] == [1]
    play(s, "card:19", "ops", "influence", "inf:Canada")
    assert s.is_over and s.end_reason == "scoring_held" and s.winner == US
    assert s.result()["scoring_held"]
    assert s.view(US)["opponent_revealed"] == [1]
    assert any("USSR holds Asia Scoring (1) after its last action round" in line
               for line in map(str, s.log))


def test_c005_11_1_1_tournament_same_loss_with_both_hands_shown():
    s = pos({"tournament": True}, turn=2, ar=6, hands=[[1, 5, 7], [19, 20]],
            inf={"Poland": (1, 0)})
    s.rng.force([2])
    play(s, "card:5", "ops", "event_first", "influence", "inf:Poland", "inf:Poland",
         "inf:Poland", "card:19", "ops", "influence", "inf:Canada")
    assert s.is_over and s.winner == US and s.view(USSR)["opponent_revealed"] == [20]
