"""Cross-era interactions of Late War cards 81-91: every "cancels / prevents / requires /
improves" relation printed on those cards, exercised in both orders where order matters.

| card (Late War) | relation | other card |
|---|---|---|
| 81 Solidarity | requires | 68 John Paul II Elected Pope (Mid War) |
| 83 The Iron Lady | prevents | 7 Socialist Governments (Early War) |
| 86 North Sea Oil | prevents | 61 OPEC (Mid War) |
| 87 The Reformer | improves | 90 Glasnost (Late War) |
| 82 Iranian Hostage Crisis | doubles (improves) | 92 Terrorism (Late War) |

Rules: 7.5 (prerequisites and prohibitions), 5.2 (second and third bullets, examples 1
and 2: an opponent's event that cannot happen; the card is discarded), 4.5 C (headline
order: higher operations first, ties to the US), 2.2.4 / 2.2.5. Star Wars (85), which
plays a card from the discard pile, meets the same relations. A relation whose other card
is not implemented is skipped with a message naming it.
"""

import pytest

from engine.core import IllegalAction
from engine.twilight import cards as C
from engine.twilight.events import EVENTS
from engine.twilight.testing import US, USSR, log_text, play, pos, where


def late(s, in_play=()):
    """Every implemented card of the position's eras somewhere (invariants)."""
    s.in_play = list(in_play)
    seen = set(s.deck + s.discard + s.removed + s.in_play + s.hands[0] + s.hands[1])
    s.deck = [c for e in s.eras for c in C.ERA_CARDS[e]
              if c in EVENTS and c not in seen] + s.deck
    s.refresh()
    return s


def needs(*cards):
    missing = [c for c in cards if c not in EVENTS]
    if missing:
        pytest.skip("not implemented yet: " + ", ".join(C.title(c) for c in missing)
                    + " - the relation cannot be exercised")


def headline(ussr, us, **kw):
    s = pos(turn=8, hands=[[ussr], [us]], run=False, **kw)
    s.step = "headline"
    late(s, in_play=kw.get("in_play", ()))
    play(s, f"headline:{ussr}", f"headline:{us}")
    return s


# ---------------------------------------------------------------- 81 requires 68
def test_81_requires_68_solidarity_refused_before_john_paul_ii_allowed_after():
    needs(68)
    s = late(pos(turn=8, ar=2, phasing=US, hands=[[33, 30], [81, 68, 19]],
                 inf={"Poland": (3, 0), "Romania": (1, 0)}))
    play(s, "card:81")
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="81 Solidarity needs John Paul II"):
        s.apply("event")
    s = late(pos(turn=8, ar=2, phasing=US, hands=[[33, 30], [81, 68, 19]],
                 inf={"Poland": (3, 0), "Romania": (1, 0)}))
    play(s, "card:68", "event")                                    # US round 2
    assert where(s, "Poland") == (1, 1) and 68 in s.in_play
    play(s, "card:33", "ops", "influence", "inf:Romania", "inf:Romania", "inf:Romania")
    play(s, "card:81")                                              # US round 3
    assert "event" in s.legal_actions()
    play(s, "event")
    assert where(s, "Poland") == (1, 4) and 81 in s.removed
    assert s.check_invariants() == []


def test_81_requires_68_ussr_plays_solidarity_for_ops_before_and_after_john_paul_ii():
    needs(68)
    # before: 5.2 second bullet, the event does not happen, the card is discarded
    s = late(pos(turn=8, hands=[[81, 33], [68, 19]], inf={"Poland": (3, 0)}))
    play(s, "card:81", "ops", "influence", "inf:Poland", "inf:Poland")
    assert where(s, "Poland") == (5, 0) and 81 in s.discard
    # then John Paul II: it does not bring the discarded Solidarity back
    play(s, "card:68", "event")
    assert where(s, "Poland") == (3, 1) and 81 in s.discard
    # after: played for ops by the USSR, Solidarity's event happens for the US
    s = late(pos(turn=8, phasing=US, hands=[[81, 33], [68, 19]], inf={"Poland": (3, 0)}))
    play(s, "card:68", "event")
    assert "john_paul_ii" in s.effects
    play(s, "card:81", "ops", "event_first")                        # USSR round
    assert where(s, "Poland") == (1, 4)
    play(s, "influence", "inf:Poland")                  # US-controlled: 2 ops (6.1.2)
    assert where(s, "Poland") == (2, 4) and 81 in s.removed
    assert s.check_invariants() == []


def test_81_requires_68_john_paul_ii_for_ops_or_space_does_not_allow_solidarity():
    needs(68)
    s = late(pos(turn=8, phasing=US, hands=[[33], [68, 81]], inf={"Poland": (3, 0)}))
    s.rng.force([1])
    play(s, "card:68", "space")
    assert "john_paul_ii" not in s.effects and 68 in s.discard
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:81")
    assert "event" not in s.legal_actions()


def test_81_requires_68_star_wars_fetches_solidarity_only_after_john_paul_ii():
    needs(68)
    s = late(pos(turn=8, phasing=US, space=[0, 1], discard=[81, 19],
                 hands=[[33], [85, 4]], inf={"Italy": (1, 0)}))
    play(s, "card:85", "event")
    assert s.legal_actions() == ["retrieve:19"]                   # not Solidarity
    s = late(pos(turn=8, phasing=US, space=[0, 1], discard=[81, 19],
                 hands=[[33], [85, 4]], inf={"Poland": (2, 0)},
                 effects={"john_paul_ii": {}}), in_play=[68])
    play(s, "card:85", "event")
    assert s.legal_actions() == ["retrieve:19", "retrieve:81"]
    play(s, "retrieve:81")
    assert where(s, "Poland") == (2, 3) and 81 in s.removed and s.check_invariants() == []


# ---------------------------------------------------------------- 83 prevents 7
def test_83_prevents_7_iron_lady_first_socialist_governments_refused():
    s = late(pos(turn=8, phasing=US, hands=[[7, 33], [83, 19]],
                 inf={"Italy": (0, 3), "UK": (1, 5)}))
    play(s, "card:83", "event")
    assert 83 in s.in_play
    play(s, "card:7")                                               # USSR round
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="Iron Lady"):
        s.apply("event")
    play(s, "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    assert where(s, "Italy") == (0, 3) and 7 in s.discard
    assert s.check_invariants() == []


def test_83_prevents_7_us_plays_socialist_governments_for_ops_after_iron_lady():
    """5.2 example 2: the prohibited USSR event does not happen; the US keeps its ops."""
    s = late(pos(turn=8, phasing=US, hands=[[33], [7, 19]], inf={"Italy": (0, 3)}),
             in_play=[83])
    play(s, "card:7", "ops")
    assert s.stack[-1]["kind"] == "ops"                            # no timing choice
    play(s, "influence", "inf:Italy", "inf:Italy", "inf:Italy")
    assert where(s, "Italy") == (0, 6) and 7 in s.discard


def test_83_prevents_7_socialist_governments_first_its_removals_stay():
    s = late(pos(turn=8, hands=[[7, 33], [83, 19]], inf={"Italy": (0, 3), "UK": (1, 5)}))
    play(s, "card:7", "event", "remove:Italy", "remove:Italy", "remove:UK")
    assert where(s, "Italy") == (0, 1) and where(s, "UK") == (1, 4)
    play(s, "card:83", "event")                                     # US round
    assert where(s, "Italy") == (0, 1) and where(s, "UK") == (0, 4)  # nothing undone
    assert 7 in s.discard and 83 in s.in_play and s.check_invariants() == []


def test_83_prevents_7_star_wars_cannot_fetch_socialist_governments():
    s = late(pos(turn=8, phasing=US, space=[0, 1], discard=[7, 19],
                 hands=[[33], [85, 4]], inf={"Italy": (1, 3)}), in_play=[83])
    play(s, "card:85", "event")
    assert s.legal_actions() == ["retrieve:19"]
    with pytest.raises(IllegalAction, match="85 Star Wars: the event of Socialist "
                                            "Governments .7. cannot happen now"):
        s.apply("retrieve:7")


def test_83_prevents_7_same_headline_tie_us_first_socialist_governments_discarded():
    """4.5 C: both 3 ops, the US event first: The Iron Lady is in play before Socialist
    Governments resolves, which then does not happen."""
    s = headline(7, 83, inf={"Italy": (0, 2), "UK": (0, 5)})
    assert 83 in s.in_play and 7 in s.discard
    assert where(s, "Italy") == (0, 2) and where(s, "UK") == (0, 5)
    assert any("does not happen" in line for line in log_text(s))


# ---------------------------------------------------------------- 86 prevents 61
def test_86_prevents_61_north_sea_oil_first_opec_refused():
    needs(61)
    s = late(pos(turn=8, phasing=US, hands=[[61, 33], [86, 19]], inf={"Libya": (2, 0)}))
    play(s, "card:86", "event")
    play(s, "card:61")                                              # USSR round
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="North Sea Oil"):
        s.apply("event")
    play(s, "ops", "influence", "inf:Libya", "inf:Libya", "inf:Libya")
    assert s.vp == 0 and 61 in s.discard and s.check_invariants() == []


def test_86_prevents_61_us_plays_opec_for_ops_after_north_sea_oil_no_vp():
    needs(61)
    s = late(pos(turn=8, phasing=US, hands=[[33], [61, 19]], inf={"Libya": (2, 0)},
                 effects={"north_sea_oil": {}}), in_play=[86])
    play(s, "card:61", "ops")
    assert s.stack[-1]["kind"] == "ops"
    play(s, "influence", "inf:Japan", "inf:Japan", "inf:Japan")
    assert s.vp == 0 and 61 in s.discard


def test_86_prevents_61_opec_first_its_vp_stay_then_star_wars_cannot_fetch_it():
    needs(61)
    s = late(pos(turn=8, space=[0, 1], hands=[[61, 33], [86, 85]],
                 inf={"Libya": (2, 0), "Iraq": (3, 0)}))
    play(s, "card:61", "event")
    assert s.vp == -2 and 61 in s.discard
    play(s, "card:86", "event")                                     # US round
    assert s.vp == -2                                              # OPEC's VP stay
    play(s, "card:33", "ops", "influence", "inf:Libya", "inf:Libya", "inf:Libya")
    play(s, "card:85", "event")                                     # US: Star Wars
    assert "retrieve:61" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="85 Star Wars: the event of OPEC .61. cannot "
                                            "happen now"):
        s.apply("retrieve:61")


def test_86_prevents_61_same_headline_tie_us_first_opec_discarded():
    needs(61)
    s = headline(61, 86, inf={"Libya": (2, 0)})
    assert s.vp == 0 and 61 in s.discard and 86 in s.in_play


# ---------------------------------------------------------------- 87 improves 90
def test_87_improves_90_glasnost_before_the_reformer_no_operations():
    s = late(pos(turn=8, defcon=3, hands=[[90, 87], [19, 4]]))
    play(s, "card:90", "event")
    assert s.vp == -2 and s.defcon == 4 and s.deciding_side == US  # no ops offered
    play(s, "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:87", "event", "reformer:4", "inf:Poland", "inf:Poland", "inf:Romania",
         "inf:Romania")                                 # the USSR leads: 4 or 6
    assert "c087_the_reformer" in s.effects and 90 in s.removed    # Glasnost is gone
    assert s.check_invariants() == []


def test_87_improves_90_the_reformer_then_glasnost_with_operations():
    s = late(pos(turn=8, defcon=3, hands=[[87, 90], [19, 4]]))
    play(s, "card:87", "event", "inf:Poland", "inf:Poland", "inf:Romania", "inf:Romania")
    play(s, "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:90", "event")
    assert s.legal_actions() == ["conduct_ops", "decline"]
    play(s, "conduct_ops", "influence", *["inf:Poland"] * 4)
    assert where(s, "Poland") == (6, 0) and s.vp == -2
    assert s.check_invariants() == []


def test_87_improves_90_the_reformer_for_ops_does_not_count():
    s = late(pos(turn=8, defcon=3, hands=[[87, 90], [19, 4]]))
    play(s, "card:87", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:90", "event")
    assert s.deciding_side == US and s.vp == -2                    # no ops offered


def test_87_improves_90_same_headline_glasnost_4_ops_resolves_before_the_reformer():
    """4.5 C: the US headlines Glasnost (4 ops, implemented by the USSR), the USSR The
    Reformer (3 ops): Glasnost resolves first, without The Reformer: no operations."""
    s = headline(87, 90, defcon=3)
    assert s.vp == -2 and s.defcon == 4
    assert s.deciding_side == USSR                      # The Reformer: 4 or 6 influence
    assert s.legal_actions() == ["reformer:6", "reformer:4"]
    assert 90 in s.removed


def test_87_improves_90_star_wars_cannot_fetch_glasnost_it_is_starred():
    """Glasnost played as an event is removed (2.2.4): never back for a second use;
    discarded after use for operations it can come back through Star Wars (a USSR
    event, implemented by the USSR, improved by The Reformer in play)."""
    s = late(pos(turn=8, phasing=US, space=[0, 1], discard=[90], hands=[[33], [85, 4]],
                 effects={"c087_the_reformer": {}}), in_play=[87])
    play(s, "card:85", "event", "retrieve:90")
    assert s.vp == -2 and s.deciding_side == USSR
    assert s.legal_actions() == ["conduct_ops", "decline"]


# ---------------------------------------------------------------- 82 doubles 92
def _terrorism(ihc_first: bool):
    s = late(pos(turn=8, hands=[[92, 82, 33], [19, 4, 26, 30]]))
    if ihc_first:
        play(s, "card:82", "event")
        play(s, "card:19", "ops", "influence", "inf:Japan")
    before = len(s.hands[US])
    play(s, "card:92", "event")
    while s.deciding_side == USSR and not s.over:                # any USSR follow-up
        s.apply(s.legal_actions()[0])
    return before - len(s.hands[US])


def test_82_doubles_92_terrorism_after_the_hostage_crisis_the_us_discards_two():
    needs(92)
    assert _terrorism(ihc_first=True) == 2


def test_82_doubles_92_terrorism_before_the_hostage_crisis_one_card():
    needs(92)
    assert _terrorism(ihc_first=False) == 1


def test_82_doubles_92_only_against_the_us():
    needs(92)
    s = late(pos(turn=8, phasing=US, hands=[[33, 30, 26], [92, 19]],
                 effects={"iranian_hostage_crisis": {}}), in_play=[82])
    play(s, "card:92", "event")
    assert len(s.hands[USSR]) == 2


# ================================================================ Late War cards 92-102
# | card (Late War) | relation | other card |
# |---|---|---|
# | 96 Tear Down This Wall | cancels / prevents | 55 Willy Brandt (Mid War) |
# | 97 "An Evil Empire" | cancels / prevents | 59 Flower Power (Mid War) |
# | 92 Terrorism | doubled (against the US) by | 82 Iranian Hostage Crisis (Late War) |
# | 102 Iran-Iraq War | counted (a war card) by | 59 Flower Power (Mid War) |
# Both orders are exercised: the cancelling card after the other (cancels: the card in
# play is removed, its lasting effect ends, what it already did stays), and before it
# (prevents: 7.5 "prohibited", the owner cannot choose the event; played by the opponent
# for operations it does not happen and the card is discarded, 5.2 example 2; headlined,
# it has no effect). Headlines follow 4.5 C (higher operations first, ties to the US).

WEST_GERMANY_NATO = {"c021_nato": {}}


# ---------------------------------------------------------------- 96 cancels / prevents 55
def test_96_cancels_55_willy_brandt_first_then_tear_down_this_wall():
    from engine.twilight.events.c021_nato import protects
    from engine.twilight import board as B
    s = late(pos(turn=8, hands=[[55, 33], [96, 19]], inf={"West Germany": (0, 6)},
                 effects=WEST_GERMANY_NATO), in_play=[23, 21])
    play(s, "card:55", "event")
    assert 55 in s.in_play and "willy_brandt" in s.effects and s.vp == -1
    assert not protects(s, B.INDEX["West Germany"])
    play(s, "card:96", "event")                                     # US round
    assert 55 in s.removed and 55 not in s.in_play and "willy_brandt" not in s.effects
    assert protects(s, B.INDEX["West Germany"])                     # NATO again
    assert where(s, "West Germany") == (2, 6) and s.vp == -1        # its gains stay
    assert any("cancels Willy Brandt" in line for line in log_text(s))
    play(s, "decline")
    assert 96 in s.in_play and s.check_invariants() == []


def test_96_prevents_55_tear_down_this_wall_first_willy_brandt_refused():
    s = late(pos(turn=8, phasing=US, hands=[[55, 33], [96, 19]],
                 inf={"West Germany": (0, 3), "Poland": (2, 0)}))
    play(s, "card:96", "event", "decline")
    play(s, "card:55")                                              # USSR round
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="55 Willy Brandt: Tear Down This Wall"):
        s.apply("event")
    play(s, "ops", "influence", "inf:Poland", "inf:Poland")
    assert where(s, "West Germany") == (0, 3) and s.vp == 0
    assert 55 in s.discard and s.check_invariants() == []


def test_96_prevents_55_us_plays_willy_brandt_for_ops_after_tear_down():
    """5.2 example 2: the prohibited USSR event does not happen; discarded."""
    s = late(pos(turn=8, phasing=US, hands=[[33], [55, 19]], inf={"West Germany": (0, 3)},
                 effects={"tear_down_this_wall": {}}), in_play=[96])
    play(s, "card:55", "ops")
    assert s.stack[-1]["kind"] == "ops"                             # no timing choice
    play(s, "influence", "inf:West Germany", "inf:West Germany")
    assert where(s, "West Germany") == (0, 5) and s.vp == 0 and 55 in s.discard


def test_96_prevents_55_headlines_tear_down_3_ops_resolves_first():
    """4.5 C: Tear Down This Wall (3) before Willy Brandt (2), which then cannot happen
    and is discarded, not removed."""
    s = headline(55, 96, inf={"West Germany": (0, 1)})
    assert where(s, "East Germany") == (0, 3)           # no USSR influence: no coup
    assert 55 in s.discard and 55 not in s.in_play and s.vp == 0
    assert where(s, "West Germany") == (0, 1) and 96 in s.in_play


def test_96_prevents_55_star_wars_cannot_fetch_willy_brandt():
    s = late(pos(turn=8, phasing=US, space=[0, 1], discard=[55, 19], hands=[[33], [85, 4]],
                 effects={"tear_down_this_wall": {}}), in_play=[96])
    play(s, "card:85", "event")
    assert s.legal_actions() == ["retrieve:19"]


# ---------------------------------------------------------------- 97 cancels / prevents 59
def test_97_cancels_59_flower_power_first_then_an_evil_empire():
    s = late(pos(turn=8, hands=[[59, 33], [97, 24, 19]], inf={"India": (0, 0)}))
    play(s, "card:59", "event")
    assert 59 in s.in_play and "flower_power" in s.effects
    s.rng.force([1])
    play(s, "card:24", "event", "invade:Pakistan")                  # US war card
    assert s.vp == -2                                               # Flower Power
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:97", "event")                                     # cancels it
    assert s.vp == -1 and 59 in s.removed and "flower_power" not in s.effects
    assert 97 in s.in_play and s.check_invariants() == []


def test_97_cancels_59_then_a_us_war_card_gives_nothing():
    s = late(pos(turn=8, phasing=US, hands=[[33, 30], [97, 102, 19]],
                 effects={"flower_power": {}}), in_play=[59])
    play(s, "card:97", "event")
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    s.rng.force([1])
    play(s, "card:102", "event", "invade:Iran")                     # the war fails
    assert s.vp == 1 and not any("Flower Power: the US played" in line for line in log_text(s))


def test_97_prevents_59_an_evil_empire_first_flower_power_refused():
    s = late(pos(turn=8, phasing=US, hands=[[59, 33], [97, 19]]))
    play(s, "card:97", "event")
    play(s, "card:59")                                              # USSR round
    assert "event" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="59 Flower Power: An Evil Empire"):
        s.apply("event")
    play(s, "ops", "influence", *["inf:Poland"] * 4)
    assert "flower_power" not in s.effects and 59 in s.discard


def test_97_prevents_59_us_plays_flower_power_for_ops_after_an_evil_empire():
    s = late(pos(turn=8, phasing=US, hands=[[33], [59, 19]],
                 effects={"an_evil_empire": {}}), in_play=[97])
    play(s, "card:59", "ops")
    assert s.stack[-1]["kind"] == "ops"
    play(s, "influence", *["inf:Japan"] * 4)
    assert "flower_power" not in s.effects and 59 in s.discard and 59 not in s.removed


def test_97_cancels_59_headlines_flower_power_4_ops_first_then_cancelled():
    """4.5 C: Flower Power (4) resolves before An Evil Empire (3), which then cancels it
    at once."""
    s = headline(59, 97)
    assert 59 in s.removed and "flower_power" not in s.effects
    assert 97 in s.in_play and s.vp == 1


# ---------------------------------------------------------------- 82 doubles 92 (orders)
def test_82_then_92_hostage_crisis_first_the_us_discards_two_named_cards():
    s = late(pos(turn=8, hands=[[82, 92, 33], [4, 19, 26, 30]], inf={"Iran": (0, 2)}))
    play(s, "card:82", "event")
    play(s, "card:19", "ops", "influence", "inf:Japan")
    s.rng.force([3, 1])                                 # [4, 26, 30] -> 30, then 4
    play(s, "card:92", "event")
    assert s.hands[US] == [26] and 30 in s.discard and 4 in s.discard
    assert s.defcon == 5                                # Duck and Cover did not happen
    assert s.check_invariants() == []


def test_92_then_82_terrorism_first_one_card_hostage_crisis_does_not_reach_back():
    s = late(pos(turn=8, hands=[[92, 82, 33], [4, 19, 26, 30]]))
    s.rng.force([1])
    play(s, "card:92", "event")
    assert sorted(s.hands[US]) == [19, 26, 30]
    play(s, "card:19", "ops", "influence", "inf:Japan")
    play(s, "card:82", "event")
    assert sorted(s.hands[US]) == [26, 30] and "iranian_hostage_crisis" in s.effects


def test_82_92_terrorism_played_by_the_us_is_not_doubled():
    s = late(pos(turn=8, phasing=US, hands=[[7, 30, 33], [92, 19]],
                 effects={"iranian_hostage_crisis": {}}), in_play=[82])
    s.rng.force([2])                                    # [7, 30, 33] -> 30
    play(s, "card:92", "event")
    assert sorted(s.hands[USSR]) == [7, 33] and 30 in s.discard


def test_82_92_headlines_hostage_crisis_3_ops_then_us_terrorism_not_doubled():
    s = pos(turn=8, hands=[[82, 7, 30], [92, 19]], inf={"Iran": (0, 1)}, run=False)
    s.step = "headline"
    late(s)
    s.rng.force([1])
    play(s, "headline:82", "headline:92")
    assert "iranian_hostage_crisis" in s.effects and where(s, "Iran") == (2, 0)
    assert s.hands[USSR] == [30] and 7 in s.discard     # one card: the US played it


# ---------------------------------------------------------------- 59 counts 102
def test_59_counts_102_before_an_evil_empire_not_after():
    s = late(pos(turn=8, phasing=US, hands=[[33, 30], [102, 97, 19]],
                 effects={"flower_power": {}}), in_play=[59])
    play(s, "card:102", "ops", "influence", "inf:Japan", "inf:Japan")
    assert s.vp == -2                                   # Flower Power counts it
    play(s, "card:33", "ops", "influence", "inf:Poland", "inf:Poland", "inf:Poland")
    play(s, "card:97", "event")
    assert s.vp == -1 and "flower_power" not in s.effects
