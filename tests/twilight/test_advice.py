"""Advice before a move (issue 15 item 1 and 3): warnings name the rule and never block;
previews tell the odds. Advice must not depend on the game's future dice."""
from __future__ import annotations

from engine.twilight.advice import advice
from engine.twilight.testing import USSR, US, english, play, pos


def _coup_frame(defcon=2):
    s = pos(hands=[[8, 10], []], inf={"Panama": (0, 1), "Costa Rica": (0, 1), "Cuba": (1, 0)},
            defcon=defcon, ar=1)
    return play(s, "card:8", "ops", "coup")


def test_8_1_3_battleground_coup_at_defcon_2_warns_of_nuclear_war():
    s = _coup_frame()
    adv = english(advice(s, USSR))
    assert "8.1.3" in adv["coup:Panama"]["warning"] and "lose" in adv["coup:Panama"]["warning"]
    assert "warning" not in adv["coup:Costa Rica"]
    assert advice(s, US) == {}                       # advice is for the decider only
    before = s.digest()
    play(s, "coup:Panama")                           # the warning never blocks
    assert s.is_over and s.end_reason == "nuclear_war" and before != s.digest()


def test_6_3_coup_preview_gives_the_exact_chance():
    """6.3.2: 2 ops against Costa Rica (stability 3): roll + 2 - 6 > 0 needs 5+ (2/6);
    Panama (stability 2): needs 3+ (4/6)."""
    s = _coup_frame(defcon=4)
    adv = english(advice(s, USSR))
    assert adv["coup:Costa Rica"]["preview"] == "Coup in Costa Rica: succeeds on a roll of 5+ (33%)."
    assert "3+ (67%)" in adv["coup:Panama"]["preview"]
    assert "DEFCON falls to 3" in adv["coup:Panama"]["preview"]


def test_8_1_3_opponent_event_played_for_ops_at_defcon_2_warns():
    """Korean War (11, USSR) lowers DEFCON; the US playing it for operations at DEFCON 2 is
    responsible (8.1.3) - the Space Race avoids the event and gets no warning."""
    s = pos(hands=[[], [11, 19]], defcon=2, ar=1, phasing=US)
    assert advice(s, US) == {}                       # choosing the card is not yet fatal
    play(s, "card:11")
    adv = english(advice(s, US))
    assert "8.1.3" in adv["ops"]["warning"] and "space" not in adv


def test_8_2_1_last_round_giving_up_the_coup_warns_with_the_vp_cost():
    s = pos(hands=[[], [19, 20]], inf={"Panama": (0, 1), "Cuba": (1, 0)}, defcon=3, ar=6,
            phasing=US, milops=[3, 1])
    assert advice(s, US) == {}                       # the card can still coup
    play(s, "card:19", "ops")
    adv = english(advice(s, US))
    assert adv["influence"]["warning"] == ("8.2.1: you will end the turn with 1 military "
                                           "operation of the 3 required: USSR gains 2 VP.")
    assert "realign" in adv and "coup" not in adv


def test_8_2_1_no_warning_before_the_last_round_or_when_enough():
    s = pos(hands=[[], [19, 20]], inf={"Panama": (0, 1)}, defcon=3, ar=5, phasing=US)
    play(s, "card:19", "ops")
    assert advice(s, US) == {}
    s = pos(hands=[[], [19, 20]], inf={"Panama": (0, 1)}, defcon=3, ar=6, phasing=US,
            milops=[0, 3])
    play(s, "card:19", "ops")
    assert advice(s, US) == {}


def test_4_5_d_warns_when_a_scoring_card_would_stay_in_hand():
    """Last action round holding Asia Scoring (1) and Fidel (8): playing Fidel keeps the
    scoring card (4.5 D, 11.1.2); playing the scoring card does not."""
    s = pos(hands=[[1, 8, 10], []], defcon=4, ar=6)
    legal = s.legal_actions()
    assert legal == ["card:1", "card:8", "card:10"]  # 4.5 D: any card (issue 11)
    adv = english(advice(s, USSR))
    assert "warning" not in adv.get("card:1", {})
    assert "4.5 D" in adv["card:8"]["warning"] and "4.5 D" in adv["card:10"]["warning"]
    # one action round left after this one, two scoring cards: avoidable by playing one
    s = pos(hands=[[1, 2, 8], []], defcon=4, ar=5)
    adv = english(advice(s, USSR))
    for a in s.legal_actions():
        card = int(a[5:])
        assert ("warning" in adv.get(a, {})) == (card not in (1, 2)), a


def test_advice_does_not_use_or_move_the_games_dice():
    s = _coup_frame(defcon=2)
    state_rng = s.rng.getstate()
    advice(s, USSR)
    assert s.rng.getstate() == state_rng
    s.rng.force([6])
    a1 = advice(s, USSR)
    s2 = _coup_frame(defcon=2)
    s2.rng.force([1])
    assert advice(s2, USSR) == a1                    # same advice whatever the next roll


def test_placement_preview_names_a_change_of_control():
    """2.1.4: control = at least stability and 'stability' more than the opponent."""
    s = pos(hands=[[8, 10], []], inf={"Cuba": (3, 0), "Panama": (1, 0)}, defcon=4, ar=1)
    play(s, "card:8", "ops", "influence")
    adv = english(advice(s, USSR))
    assert adv["inf:Panama"]["preview"] == "Panama: USSR control after this point."
    assert "inf:Cuba" not in adv


def test_advice_never_depends_on_what_the_mover_cannot_know():
    """Hidden information (issue 13, 15): the opponent's hand, a secret headline and the
    draw pile dealt anew leave every warning and preview unchanged; in positions where a
    warning is possible (DEFCON 2-3), so the comparison means something."""
    from engine.bots.testing import random_positions
    from engine.core import Rng
    from engine.games import get_spec
    from engine.twilight.advice import advice
    from engine.twilight.testing import permute_side

    spec = get_spec("twilight")
    compared = warned = 0
    for seed in range(6):
        for s in random_positions(spec, spec.normalize_options({}), seed, 40, every=3):
            side = s.deciding_side
            if side is None or s.defcon > 3:
                continue
            mine = advice(s, side)
            for k in range(2):
                other = permute_side(s, side, Rng(k + 1))
                assert advice(other, side) == mine, (s.turn, s.ar, s.stack[-1]["kind"])
            compared += 1
            warned += any("warning" in v for v in mine.values())
    assert compared >= 40 and warned >= 3, (compared, warned)


def _headline_position(ussr_headline: int, other: int):
    from engine.twilight.testing import complete
    s = pos(turn=3, defcon=2, phasing=USSR, ar=1, hands=[[ussr_headline, other, 18],
                                                         [4, 22, 23]])
    complete(s)
    s.ar, s.ar_side, s.step = 0, US, "headline"
    s.stack = []
    s.refresh()
    if s.deciding_side == USSR:
        s.apply(f"headline:{ussr_headline}")
    assert s.deciding_side == US and "headline:4" in s.legal_actions()
    return s


def test_4_5_headline_advice_does_not_tell_the_opponents_secret_headline():
    """4.5 B-C (headlines chosen face down, the higher operations first), 8.1.3: at DEFCON
    2 the US headlines 4 Duck and Cover (DEFCON -1). Whether that is nuclear war depends
    on the USSR's secret headline (34 Nuclear Test Ban, 4 operations, resolves first and
    raises DEFCON by 2; 31 Red Scare/Purge does not). The advice the US gets is the same
    in both cases: it may not tell the USSR's card."""
    from engine.twilight.advice import advice
    ban = advice(_headline_position(34, 31), US)
    purge = advice(_headline_position(31, 34), US)
    assert ban == purge


def test_4_5_headline_order_a_headline_that_lowers_defcon_to_1_is_warned():
    """4.5 (headlines), 8.1.3: at DEFCON 2 the USSR, choosing first, would headline 4
    Duck and Cover (its event lowers DEFCON by one, the USSR responsible for the card it
    headlined): nuclear war whatever the US headlines (but Nuclear Test Ban, which is
    in the USSR's hand here). The warning names the rules; the other cards get none."""
    from engine.twilight.advice import advice
    from engine.twilight.testing import complete
    s = pos(turn=3, defcon=2, phasing=USSR, ar=1, hands=[[4, 34, 31], [21, 22, 23]])
    complete(s)
    s.ar, s.ar_side, s.step = 0, US, "headline"
    s.stack = []
    s.refresh()
    assert s.deciding_side == USSR and "headline:4" in s.legal_actions()
    out = english(advice(s, USSR))
    assert "8.1.3, 4.5" in out["headline:4"]["warning"]
    assert "warning" not in out.get("headline:34", {})
    # the US, told nothing about the USSR's choice, gets the same advice whatever it is
    s.apply("headline:31")
    after_purge = advice(s, US)
    t = pos(turn=3, defcon=2, phasing=USSR, ar=1, hands=[[4, 34, 31], [21, 22, 23]])
    complete(t)
    t.ar, t.ar_side, t.step = 0, US, "headline"
    t.stack = []
    t.refresh()
    t.apply("headline:34")
    assert advice(t, US) == after_purge


def test_advice_reads_the_movers_view_when_the_bid_gave_it_the_other_seat():
    """VP bidding (11.1.3) may seat the USSR second: the advice for the USSR is judged
    from the USSR's view (its seat's), never from the seat numbered like its side (that
    view holds the US hand: the USSR's own cards were then unknown to the continuations
    and the advice failed)."""
    from engine.twilight.testing import complete
    s = pos(hands=[[8, 10, 13], [19, 20, 21]], defcon=2, ar=1)
    complete(s)
    s.seat_side = [US, USSR]
    s.refresh()
    assert s.to_move == 1 and s.deciding_side == USSR
    swapped = advice(s, USSR)
    t = pos(hands=[[8, 10, 13], [19, 20, 21]], defcon=2, ar=1)
    complete(t)
    assert swapped == advice(t, USSR)
