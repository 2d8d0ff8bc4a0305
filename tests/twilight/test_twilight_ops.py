"""Operations 6.0-6.3 and DEFCON restrictions 8.1.5 (Italian rules numbering)."""

import pytest

from engine.core import IllegalAction
from engine.twilight import ops as O
from engine.twilight.testing import US, USSR, play, pos, where

# card numbers used as plain operations cards (events not relevant here)
NTB4 = 34      # Nuclear Test Ban, 4 ops, both sides
FYP3 = 5       # Five Year Plan, 3 ops, US
TRUMAN1 = 19   # Truman Doctrine, 1 op, US
SOCGOV3 = 7    # Socialist Governments, 3 ops, USSR


def influence_actions(s):
    return sorted(a for a in s.legal_actions() if a.startswith("inf:"))


# ---------------------------------------------------------------- 6.1 influence
def test_6_1_2_turkey_example_cost_drops_when_control_is_lost():
    """6.1.2 example: US 2 in Turkey (controls it); the USSR's first marker there costs 2,
    then the US no longer controls Turkey and the next ones cost 1 each."""
    s = pos(hands=[[NTB4], []], inf={"Turkey": (0, 2), "Syria": (1, 0)})
    play(s, "card:34", "ops", "influence")
    assert str(s.label("inf:Turkey")) == "Influence in Turkey (2)"
    play(s, "inf:Turkey")
    assert s.stack[-1]["spent"] == 2
    assert str(s.label("inf:Turkey")) == "Influence in Turkey (1)"
    play(s, "inf:Turkey", "inf:Turkey")
    assert where(s, "Turkey") == (3, 2)
    assert s.stack[-1]["kind"] != "points"          # all 4 points used


def test_6_1_2_turkey_example_uncontrolled_costs_one():
    """6.1.2 example, second part: with 1 US marker Turkey is not controlled: 1 per marker."""
    s = pos(hands=[[NTB4], []], inf={"Turkey": (0, 1), "Syria": (1, 0)})
    play(s, "card:34", "ops", "influence")
    play(s, "inf:Turkey", "inf:Turkey", "inf:Turkey", "inf:Turkey")
    assert where(s, "Turkey") == (4, 1)


def test_6_1_1_adjacency_to_influence_at_start_of_round_6_1_3_example():
    """6.1.3 example: US markers in Panama and South Korea, 3 ops: Costa Rica and
    Colombia yes, but not Costa Rica then Nicaragua (6.1.1: adjacency counts influence
    present at the start of the action round)."""
    s = pos(hands=[[], [FYP3]], phasing=US,
            inf={"Panama": (0, 1), "South Korea": (0, 1)})
    play(s, "card:5", "ops", "influence")
    acts = influence_actions(s)
    assert "inf:Costa Rica" in acts and "inf:Colombia" in acts
    assert "inf:Nicaragua" not in acts
    play(s, "inf:Costa Rica")
    assert "inf:Nicaragua" not in influence_actions(s)
    with pytest.raises(IllegalAction, match="6.1.1"):
        s.apply("inf:Nicaragua")
    play(s, "inf:Colombia", "inf:South Korea")
    assert where(s, "Costa Rica") == (0, 1) and where(s, "South Korea") == (0, 2)


def test_6_1_4_superpower_adjacent_countries_always_open():
    s = pos(hands=[[], [TRUMAN1]], phasing=US)
    play(s, "card:19", "ops", "influence")
    assert influence_actions(s) == sorted(["inf:Canada", "inf:Cuba", "inf:Japan", "inf:Mexico"])


def test_6_1_2_cannot_afford_enemy_controlled_with_one_point():
    s = pos(hands=[[], [TRUMAN1]], phasing=US, inf={"Mexico": (2, 0)})
    play(s, "card:19", "ops", "influence")
    assert "inf:Mexico" not in influence_actions(s)
    with pytest.raises(IllegalAction, match="6.1.2"):
        s.apply("inf:Mexico")


def test_6_0_illegal_action_leaves_state_unchanged():
    s = pos(hands=[[NTB4], []])
    play(s, "card:34", "ops", "influence")
    before = s.digest()
    with pytest.raises(IllegalAction):
        s.apply("inf:Japan")
    with pytest.raises(IllegalAction):
        s.apply("inf:Atlantis")
    assert s.digest() == before


# ---------------------------------------------------------------- 6.2 realignment
def test_6_2_2_north_korea_example():
    """6.2.2 example: US realigns North Korea (USSR 3, US 0). US has no modifier, the
    USSR +1 (adjacent to the USSR) +1 (more influence). US 5, USSR 2+2=4: USSR loses 1."""
    s = pos(hands=[[], [TRUMAN1]], phasing=US, inf={"North Korea": (3, 0)})
    assert O.realign_modifier(s, US, O.country("North Korea")) == 0
    assert O.realign_modifier(s, USSR, O.country("North Korea")) == 2
    play(s, "card:19", "ops", "realign")
    s.rng.force([5, 2])
    play(s, "realign:North Korea")
    assert where(s, "North Korea") == (2, 0)


def test_6_2_2_adjacent_control_modifier_and_defender_win_removes_attacker():
    """+1 per adjacent controlled country; if the defender rolls higher the attacker
    loses the difference (never below 0); a tie changes nothing; 6.2.3 never adds."""
    s = pos(hands=[[], [FYP3]], phasing=US,
            inf={"South Korea": (0, 3), "Japan": (0, 4), "North Korea": (2, 1)})
    nk = O.country("North Korea")
    assert O.realign_modifier(s, US, nk) == 1          # South Korea controlled
    assert O.realign_modifier(s, USSR, nk) == 2        # USSR adjacent, more influence
    play(s, "card:5", "ops", "realign")
    s.rng.force([1, 6])                                 # US 2, USSR 8: US loses 6 -> 0
    play(s, "realign:North Korea")
    assert where(s, "North Korea") == (2, 0)
    assert "realign:North Korea" in s.legal_actions()
    s.rng.force([3, 2])                                 # 3+1=4 vs 2+2... US has 0 now
    play(s, "realign:North Korea")
    assert where(s, "North Korea")[0] == 2              # 4 vs 4 tie (US lost "more inf")


def test_6_2_1_realignment_needs_opponent_influence():
    s = pos(hands=[[], [TRUMAN1]], phasing=US, inf={"Italy": (0, 1), "Egypt": (1, 0)})
    play(s, "card:19", "ops", "realign")
    assert s.legal_actions() == ["realign:Egypt"]
    with pytest.raises(IllegalAction, match="6.2.1"):
        s.apply("realign:Italy")


def test_8_1_5_defcon_closes_regions_to_realignment_and_coups():
    inf = {"Italy": (1, 0), "Japan": (1, 0), "Iran": (1, 0), "Egypt": (1, 0),
           "Angola": (1, 0), "Mexico": (1, 0)}
    for defcon, closed in ((5, set()), (4, {"Italy"}), (3, {"Italy", "Japan"}),
                           (2, {"Italy", "Japan", "Iran", "Egypt"})):
        s = pos(hands=[[], [FYP3]], phasing=US, defcon=defcon, inf=inf)
        play(s, "card:5", "ops", "coup")
        coups = {a[5:] for a in s.legal_actions()}
        assert coups == set(inf) - closed, defcon
        if closed:
            with pytest.raises(IllegalAction, match="8.1.5"):
                s.apply("coup:" + sorted(closed)[0])


# ---------------------------------------------------------------- 6.3 coups
def test_6_3_2_mexico_example():
    """6.3.2 example: US 3-op card, coup in Mexico (USSR 2, US 0): milops 3 first, roll
    4 + 3 = 7 - 2x2 = 3: the 2 USSR markers go, 1 US marker is added. Mexico is a
    battleground: DEFCON 5 -> 4 (6.3.4)."""
    s = pos(hands=[[], [FYP3]], phasing=US, inf={"Mexico": (2, 0)})
    play(s, "card:5", "ops", "coup")
    s.rng.force([4])
    play(s, "coup:Mexico")
    assert where(s, "Mexico") == (0, 1)
    assert s.milops == [0, 3]
    assert s.defcon == 4


def test_6_3_2_failed_coup_changes_nothing_but_counts_milops():
    s = pos(hands=[[SOCGOV3], []], inf={"Canada": (0, 2)})
    play(s, "card:7", "ops", "coup")
    s.rng.force([5])                         # 5 + 3 - 8 = 0: fails
    play(s, "coup:Canada")
    assert where(s, "Canada") == (0, 2)
    assert s.milops == [3, 0] and s.defcon == 5     # Canada is no battleground


def test_6_3_1_coup_needs_opponent_influence():
    s = pos(hands=[[SOCGOV3], []], inf={"Canada": (0, 2), "Angola": (1, 0)})
    play(s, "card:7", "ops", "coup")
    assert s.legal_actions() == ["coup:Canada"]
    with pytest.raises(IllegalAction, match="6.3.1"):
        s.apply("coup:Angola")


def test_6_3_5_free_coup_ignores_defcon_no_milops_but_lowers_defcon():
    s = pos(hands=[[SOCGOV3], []], defcon=3, inf={"Italy": (0, 2)})
    O.push_coup(s, USSR, 3)
    s.refresh()
    assert s.legal_actions() == ["coup:Italy"]
    s.rng.force([6])
    play(s, "coup:Italy")                    # 6 + 3 - 4 = 5: remove 2, add 3
    assert where(s, "Italy") == (3, 0)
    assert s.milops == [0, 0]                # 8.2.5
    assert s.defcon == 2                     # 6.3.5: battleground still lowers DEFCON


def test_8_1_3_coup_to_defcon_1_loses():
    s = pos(hands=[[SOCGOV3], []], defcon=2, inf={"Angola": (0, 1)})
    play(s, "card:7", "ops", "coup", "coup:Angola")
    assert s.is_over and s.defcon == 1
    assert s.winner == US and s.end_reason == "nuclear_war"
    assert s.winners == [US]


def test_8_2_3_china_card_coup_in_asia_uses_five_ops():
    """9.6: all ops in Asia (a coup in Asia) gets the +1; milops count the full value."""
    s = pos(hands=[[], [TRUMAN1]], inf={"Pakistan": (0, 1)}, china=USSR)
    play(s, "card:6", "ops", "coup")
    assert str(s.label("coup:Pakistan")) == "Coup in Pakistan (5 ops vs 4)"
    s.rng.force([1])
    play(s, "coup:Pakistan")
    assert where(s, "Pakistan") == (1, 0)
    assert s.milops == [5, 0]


# ---------------------------------------------------------------- 9.6 China Card points
def test_9_6_china_bonus_only_if_all_points_in_asia():
    s = pos(hands=[[], []], inf={"North Korea": (1, 0), "Poland": (1, 0)}, china=USSR)
    play(s, "card:6", "ops", "influence")
    assert str(s.prompt()).endswith("(5 operations left)")
    play(s, "inf:North Korea", "inf:North Korea", "inf:North Korea", "inf:North Korea")
    # the 5th point must also go to Asia
    assert "inf:Poland" not in s.legal_actions()
    with pytest.raises(IllegalAction, match="9.6"):
        s.apply("inf:Poland")
    play(s, "inf:Afghanistan")
    assert where(s, "North Korea") == (5, 0) and where(s, "Afghanistan") == (1, 0)


def test_9_6_china_spent_outside_asia_is_four():
    s = pos(hands=[[], []], inf={"Poland": (1, 0)}, china=USSR)
    play(s, "card:6", "ops", "influence", "inf:Poland")
    play(s, "inf:Poland", "inf:Poland", "inf:North Korea")
    assert s.stack[-1]["kind"] != "points"
    assert where(s, "Poland") == (4, 0) and where(s, "North Korea") == (1, 0)
