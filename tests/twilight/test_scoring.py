"""Region scoring (rule 10.1), scoring-card tables, Southeast Asia, Europe automatic
victory (10.3.1) and final scoring (10.3.2).

Rule numbers refer to the Italian complete rules (shared/seeds/004_*.txt); the Hebrew
(000_*) and Greek (002_*) texts of 10.1 agree and carry the Central America example.
VP sign: positive favours the US, negative the USSR (10.2.2)."""

import re
from pathlib import Path

import pytest

from engine.twilight import board, scoring
from engine.twilight.board import INDEX, STABILITY, US, USSR
from engine.twilight.scoring import (
    SCORING_TABLE, final_scoring, region_status, score_region, score_southeast_asia,
)


def pos(ussr=(), us=(), extra=None):
    """Influence with each named country controlled by that side (influence =
    stability); ``extra`` = {(side, name): influence} overrides."""
    inf = board.empty_influence()
    for side, names in ((USSR, ussr), (US, us)):
        for name in names:
            inf[side][INDEX[name]] = STABILITY[INDEX[name]]
    for (side, name), n in (extra or {}).items():
        inf[side][INDEX[name]] = n
    return inf


def levels(inf, region, **kw):
    s = region_status(inf, region, **kw)
    return s[USSR].level, s[US].level


TAIWAN = frozenset({INDEX["Taiwan"]})


# ---- the scoring cards as data ---------------------------------------------------------

def test_scoring_table_matches_cards():
    """Cards 1, 2, 3, 35, 37, 79 of the Italian card list (Presenza/Dominazione/
    Controllo); Europe's control is "Vittoria Automatica"."""
    assert SCORING_TABLE == {
        "Europe": (3, 7, None),
        "Asia": (3, 7, 9),
        "Middle East": (3, 5, 7),
        "Africa": (1, 4, 6),
        "Central America": (1, 3, 5),
        "South America": (2, 5, 6),
    }
    assert set(SCORING_TABLE) == set(board.REGIONS)
    assert scoring.SOUTHEAST_ASIA_VP == {
        "Burma": 1, "Laos/Cambodia": 1, "Vietnam": 1, "Malaysia": 1, "Indonesia": 1,
        "Philippines": 1, "Thailand": 2,
    }
    assert {board.INDEX[n] for n in scoring.SOUTHEAST_ASIA_VP} == set(
        board.REGION_COUNTRIES["Southeast Asia"])


def _italian_rules():
    seeds = Path(__file__).resolve().parents[3] / "shared" / "seeds"
    files = sorted(seeds.glob("004_*.txt")) if seeds.is_dir() else []
    if not files:
        pytest.skip("Italian rulebook not available")
    return files[0].read_text(encoding="utf-8")


def test_scoring_table_against_italian_card_text():
    """Every "Presenza: p Dominazione: d Controllo. c" triple printed in the Italian card
    list is one of ours, and vice versa (cards 1, 2, 3, 35, 37, 79)."""
    text = _italian_rules()
    found = re.findall(r"Presenza:\s*(\d+)\s+Dominazione:\s*(\d+)\s+Controllo\.\s*"
                       r"(\d+|Vittoria Automatica)", text)
    def key(t):
        return (t[0], t[1], t[2] or 0)
    printed = sorted(((int(p), int(d), None if c.startswith("V") else int(c))
                      for p, d, c in found), key=key)
    assert printed == sorted(SCORING_TABLE.values(), key=key)
    assert "2 VP per il Controllo della Tailandia" in text
    assert "Burma, Cambogia/Laos, Vietnam, Malesia, Indonesia, Filippine" in text


def test_scoring_table_against_carddata():
    """Cross-check with the independent reading in carddata (scoring card numbers and
    the VP in their summaries)."""
    from engine.twilight import carddata
    by_num = {c[0]: c for c in carddata.CARDS}
    assert set(carddata.SCORING_CARDS) == set(scoring.SCORING_CARD_REGION)
    for num, region in scoring.SCORING_CARD_REGION.items():
        card = by_num[num]
        assert card[8] is True
        assert card[1] == f"{region} Scoring"
        if region == "Southeast Asia":
            continue
        ints = [int(x) for x in re.findall(r"\d+", card[9])]
        p, d, c = SCORING_TABLE[region]
        assert ints[:2] == [p, d]
        if c is not None:
            assert ints[2] == c


def test_adjacency_bonus_moot_where_card_omits_it_10_1_2():
    """Middle East, Africa and South America Scoring do not print the +1 adjacency line;
    no country there touches a superpower, so applying 10.1.2 uniformly is the same."""
    for r in ("Middle East", "Africa", "South America"):
        assert all(not board.ADJ_SUPERPOWER[i] for i in board.REGION_COUNTRIES[r])


# ---- levels (10.1.1) and bonuses (10.1.2), region by region ---------------------------

def test_nobody_scores_nothing():
    inf = board.empty_influence()
    for r in board.REGIONS:
        assert score_region(inf, r) == (0, None)
        assert levels(inf, r) == ("none", "none")


def test_europe_presence_10_1_1():
    inf = pos(ussr=["Bulgaria"])
    assert levels(inf, "Europe") == ("presence", "none")
    assert score_region(inf, "Europe") == (-3, None)


def test_europe_domination_10_1_1():
    inf = pos(us=["France", "UK"], ussr=["Bulgaria"])
    assert levels(inf, "Europe") == ("presence", "domination")
    assert score_region(inf, "Europe") == (7 + 1 - 3, None)


def test_europe_us_adjacent_to_ussr_bonus_10_1_2():
    """+1 per controlled country adjacent to the enemy superpower: Poland (battleground)
    and Finland both touch the USSR."""
    inf = pos(us=["Poland", "Finland"])
    st = region_status(inf, "Europe")
    assert st[US] == ("domination", 2, 1, 2)
    assert score_region(inf, "Europe") == (7 + 1 + 2, None)


def test_europe_ussr_adjacent_to_us_bonus_10_1_2():
    """Canada touches the USA: +1 for the USSR; Poland touches the USSR itself: no
    bonus for the USSR."""
    inf = pos(ussr=["Canada"])
    assert score_region(inf, "Europe") == (-(3 + 1), None)
    inf = pos(ussr=["Poland"])
    assert region_status(inf, "Europe")[USSR].adjacent == 0
    assert score_region(inf, "Europe") == (-(3 + 1), None)


def test_europe_control_wins_automatically_10_3_1():
    """Control of Europe when Europe Scoring is played wins the game (10.3.1)."""
    inf = pos(ussr=["France", "Italy", "West Germany", "East Germany", "Poland"], us=["UK"])
    assert levels(inf, "Europe") == ("control", "presence")
    vp, winner = score_region(inf, "Europe")
    assert winner == USSR
    assert vp == 3 - 5          # control has no VP value; battlegrounds / presence remain
    inf = pos(us=["France", "Italy", "West Germany", "East Germany", "Poland", "Canada"])
    vp, winner = score_region(inf, "Europe")
    assert winner == US and vp == 5 + 1   # Poland touches the USSR


def test_europe_all_battlegrounds_but_not_more_countries_is_not_control():
    inf = pos(ussr=["France", "Italy", "West Germany", "East Germany", "Poland"],
              us=["UK", "Canada", "Norway", "Sweden", "Denmark"])
    assert levels(inf, "Europe") == ("presence", "presence")
    assert score_region(inf, "Europe") == ((3 + 0) - (3 + 5), None)


def test_europe_worked_example_turn_3():
    """Example of play, turn 3, US 1: the USSR controls only Romania; the US dominates
    with 3 battlegrounds (France, West Germany, Italy): 7 + 3 - 3 = 7 VP to the US."""
    inf = pos(ussr=["Romania"], us=["UK", "France", "West Germany", "Italy"])
    assert levels(inf, "Europe") == ("presence", "domination")
    assert score_region(inf, "Europe") == (7, None)


def test_asia_levels_10_1_1():
    assert score_region(pos(us=["Australia"]), "Asia") == (3, None)
    inf = pos(ussr=["North Korea", "Afghanistan"], us=["Australia"])
    assert levels(inf, "Asia") == ("domination", "presence")
    assert score_region(inf, "Asia") == (3 - (7 + 1), None)
    # control: all 6 battlegrounds + more countries; North Korea touches the USSR (+1 US)
    inf = pos(us=["Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea"],
              ussr=["Afghanistan"])
    assert levels(inf, "Asia") == ("presence", "control")
    assert score_region(inf, "Asia") == ((9 + 6 + 1) - 3, None)


def test_asia_five_of_six_battlegrounds_is_domination_not_control():
    inf = pos(us=["Pakistan", "India", "Thailand", "Japan", "South Korea", "Taiwan",
                  "Australia", "Malaysia"])
    assert levels(inf, "Asia") == ("none", "domination")
    assert score_region(inf, "Asia") == (7 + 5, None)


def test_control_needs_no_non_battleground_10_1_1():
    """Control = more countries + every battleground; only Domination asks for a
    non-battleground country. Japan touches the USA: +1 for the USSR."""
    inf = pos(ussr=["Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea"],
              us=["Burma", "Laos/Cambodia", "Vietnam", "Malaysia", "Indonesia"])
    assert levels(inf, "Asia") == ("control", "presence")
    assert score_region(inf, "Asia") == (3 - (9 + 6 + 1), None)


def test_control_needs_more_countries_10_1_1():
    inf = pos(ussr=["Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea"],
              us=["Afghanistan", "Burma", "Laos/Cambodia", "Vietnam", "Malaysia",
                  "Indonesia"])
    assert levels(inf, "Asia") == ("presence", "presence")
    # USSR 3 + 6 battlegrounds + Japan; US 3 + Afghanistan (touches the USSR)
    assert score_region(inf, "Asia") == ((3 + 1) - (3 + 6 + 1), None)


def test_middle_east_levels_10_1_1():
    assert score_region(pos(ussr=["Lebanon"]), "Middle East") == (-3, None)
    inf = pos(ussr=["Iraq", "Syria"], us=["Jordan"])
    assert levels(inf, "Middle East") == ("domination", "presence")
    assert score_region(inf, "Middle East") == (3 - (5 + 1), None)
    inf = pos(ussr=["Libya", "Egypt", "Israel", "Iraq", "Iran", "Saudi Arabia"])
    assert levels(inf, "Middle East") == ("control", "none")
    assert score_region(inf, "Middle East") == (-(7 + 6), None)


def test_middle_east_worked_example_turn_2_no_non_battleground():
    """Example of play, turn 2, USSR 5: both have Presence, nobody Domination - the US
    controls more battlegrounds (Israel, Iran, Egypt) and more countries than the USSR
    (Libya, Iraq), but no non-battleground (10.1.1). Net 1 VP to the US."""
    inf = pos(ussr=["Libya", "Iraq"], us=["Israel", "Iran", "Egypt"])
    assert levels(inf, "Middle East") == ("presence", "presence")
    assert score_region(inf, "Middle East") == (1, None)


def test_middle_east_worked_example_turn_3():
    """Example of play, turn 3, USSR 5: the USSR scores 5 VP net - Domination and 4
    battlegrounds (Egypt, Libya, Iran, Iraq) against US Presence and Israel. (The example
    does not name the USSR's non-battleground; Syria is used here.)"""
    inf = pos(ussr=["Egypt", "Libya", "Iran", "Iraq", "Syria"], us=["Israel"])
    assert levels(inf, "Middle East") == ("domination", "presence")
    assert score_region(inf, "Middle East") == (-5, None)


def test_africa_levels_10_1_1():
    assert score_region(pos(us=["South Africa"]), "Africa") == (1 + 1, None)
    inf = pos(ussr=["Angola", "Botswana"], us=["Kenya"])
    assert levels(inf, "Africa") == ("domination", "presence")
    assert score_region(inf, "Africa") == (1 - (4 + 1), None)
    inf = pos(ussr=["Algeria", "Nigeria", "Zaire", "Angola", "South Africa"])
    assert levels(inf, "Africa") == ("control", "none")
    assert score_region(inf, "Africa") == (-(6 + 5), None)


def test_central_america_rulebook_example_10_1_2():
    """10.1.2 example: the USSR controls Cuba, Haiti and the Dominican Republic; the US
    controls Guatemala and has 1 influence in Panama (not control). USSR: Domination 3
    + 1 (Cuba battleground) + 1 (Cuba adjacent to the USA) = 5; US: Presence 1. Net 4
    VP to the USSR."""
    inf = pos(ussr=["Cuba", "Haiti", "Dominican Republic"], us=["Guatemala"],
              extra={(US, "Panama"): 1})
    st = region_status(inf, "Central America")
    assert st[USSR] == ("domination", 3, 1, 1)
    assert st[US] == ("presence", 1, 0, 0)
    assert score_region(inf, "Central America") == (-4, None)


def test_central_america_worked_example_turn_4():
    """Example of play, turn 4, USSR 4: the USSR gets 4 VP - Domination 3, +1 Cuba,
    +1 Cuba adjacent to the USA, against US Presence (its country is not named; a
    non-battleground is used)."""
    inf = pos(ussr=["Cuba", "Nicaragua"], us=["Honduras"], extra={(US, "Panama"): 1})
    assert score_region(inf, "Central America") == (-4, None)


def test_central_america_control_10_1_1():
    inf = pos(ussr=["Mexico", "Panama", "Cuba"])
    assert levels(inf, "Central America") == ("control", "none")
    assert score_region(inf, "Central America") == (-(5 + 3 + 2), None)  # Mexico, Cuba
    inf = pos(us=["Mexico", "Panama", "Cuba"])        # the US gets no adjacency for them
    assert score_region(inf, "Central America") == (5 + 3, None)


def test_south_america_levels_10_1_1():
    assert score_region(pos(ussr=["Colombia"]), "South America") == (-2, None)
    inf = pos(us=["Venezuela", "Peru"])
    assert levels(inf, "South America") == ("none", "domination")
    assert score_region(inf, "South America") == (5 + 1, None)
    inf = pos(us=["Venezuela", "Chile", "Argentina", "Brazil"], ussr=["Peru"])
    assert levels(inf, "South America") == ("presence", "control")
    assert score_region(inf, "South America") == ((6 + 4) - 2, None)


# ---- the three conditions of Domination (10.1.1) ---------------------------------------

def test_domination_needs_more_battlegrounds():
    """More countries but fewer battlegrounds: Presence only."""
    inf = pos(ussr=["Libya", "Syria", "Lebanon", "Jordan"], us=["Israel", "Iran"])
    assert levels(inf, "Middle East") == ("presence", "presence")
    assert score_region(inf, "Middle East") == ((3 + 2) - (3 + 1), None)


def test_domination_needs_more_countries():
    """More battlegrounds but equal countries: Presence only."""
    inf = pos(us=["Israel", "Iran", "Jordan"], ussr=["Syria", "Lebanon", "Gulf States"])
    assert levels(inf, "Middle East") == ("presence", "presence")
    assert score_region(inf, "Middle East") == (2, None)


def test_domination_needs_a_non_battleground():
    inf = pos(us=["Venezuela", "Brazil"])
    assert levels(inf, "South America") == ("none", "presence")
    assert score_region(inf, "South America") == (2 + 2, None)
    inf = pos(us=["Venezuela", "Brazil", "Uruguay"])
    assert levels(inf, "South America") == ("none", "domination")
    assert score_region(inf, "South America") == (5 + 2, None)


def test_domination_needs_a_battleground():
    inf = pos(us=["Uruguay", "Paraguay", "Peru"], ussr=["Colombia"])
    assert levels(inf, "South America") == ("presence", "presence")
    assert score_region(inf, "South America") == (0, None)


def test_uncontrolled_influence_scores_nothing_2_1_7():
    inf = pos(extra={(US, "Israel"): 5, (USSR, "Israel"): 2, (USSR, "Iraq"): 2})
    assert score_region(inf, "Middle East") == (0, None)


# ---- Southeast Asia (card 38) ---------------------------------------------------------

def test_southeast_asia_scoring():
    assert score_southeast_asia(board.empty_influence()) == 0
    inf = pos(ussr=["Thailand", "Burma"])
    assert score_southeast_asia(inf) == -3
    inf = pos(ussr=["Thailand", "Vietnam"], us=["Philippines", "Malaysia", "Indonesia"])
    assert score_southeast_asia(inf) == 0
    inf = pos(us=["Burma", "Laos/Cambodia", "Thailand", "Vietnam", "Malaysia",
                  "Indonesia", "Philippines"])
    assert score_southeast_asia(inf) == 8


def test_southeast_asia_ignores_rest_of_asia_and_uncontrolled():
    inf = pos(ussr=["India", "Japan", "North Korea"], us=["Australia", "Taiwan"],
              extra={(US, "Thailand"): 3, (USSR, "Thailand"): 2})
    assert score_southeast_asia(inf) == 0


# ---- Formosan Resolution / Shuttle Diplomacy ------------------------------------------

def test_formosan_resolution_taiwan_battleground():
    """Formosan Resolution: Taiwan counts as a battleground for Asia scoring when the US
    controls it. Here it takes the USSR's Domination away."""
    inf = pos(ussr=["North Korea", "Afghanistan"], us=["Taiwan"])
    assert score_region(inf, "Asia") == (3 - (7 + 1), None)
    assert levels(inf, "Asia", extra_battlegrounds=TAIWAN) == ("presence", "presence")
    assert region_status(inf, "Asia", extra_battlegrounds=TAIWAN)[US].battlegrounds == 1
    assert score_region(inf, "Asia", extra_battlegrounds=TAIWAN) == (0, None)


def test_formosan_resolution_blocks_ussr_control_of_asia():
    inf = pos(ussr=["Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea",
                    "Afghanistan"], us=["Taiwan"])
    assert score_region(inf, "Asia") == (3 - (9 + 6 + 1), None)
    assert levels(inf, "Asia", extra_battlegrounds=TAIWAN) == ("domination", "presence")
    assert score_region(inf, "Asia", extra_battlegrounds=TAIWAN) == ((3 + 1) - (7 + 6 + 1),
                                                                     None)


def test_extra_battleground_outside_region_is_ignored():
    inf = pos(us=["France", "UK"])
    assert score_region(inf, "Europe", extra_battlegrounds=TAIWAN) == score_region(inf, "Europe")


def test_shuttle_diplomacy_minus_one_battleground():
    """Shuttle Diplomacy: at the next Middle East or Asia scoring subtract one
    battleground country from the USSR (it counts neither as a battleground nor as a
    country)."""
    inf = pos(ussr=["Egypt", "Libya", "Iran", "Iraq", "Syria"], us=["Israel"])
    st = region_status(inf, "Middle East", removed_battlegrounds=USSR)
    assert st[USSR] == ("domination", 4, 3, 0)
    assert score_region(inf, "Middle East", minus_battleground=USSR) == (4 - 8, None)
    # the USSR's only battleground goes: Domination falls to Presence
    inf = pos(ussr=["Iraq", "Syria"], us=["Jordan"])
    assert score_region(inf, "Middle East") == (-3, None)
    assert score_region(inf, "Middle East", minus_battleground=USSR) == (0, None)
    # without a battleground there is nothing to subtract
    inf = pos(ussr=["Syria"])
    assert score_region(inf, "Middle East", minus_battleground=USSR) == (-3, None)


def test_shuttle_diplomacy_denies_control():
    inf = pos(ussr=["Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea",
                    "Afghanistan"])
    assert levels(inf, "Asia") == ("control", "none")
    assert levels(inf, "Asia", removed_battlegrounds=USSR) == ("domination", "none")
    # 5 battlegrounds, Japan's adjacency bonus unchanged
    assert score_region(inf, "Asia", minus_battleground=USSR) == (-(7 + 5 + 1), None)


# ---- final scoring (10.3.2) ----------------------------------------------------------

def test_final_scoring_sums_regions_without_southeast_asia():
    inf = pos(ussr=["Thailand", "Burma", "Vietnam", "Cuba", "Haiti", "Iraq", "Syria"],
              us=["Japan", "UK", "France", "Chile", "Uruguay", "South Africa", "Guatemala"])
    per_region = {r: score_region(inf, r)[0] for r in board.REGIONS}
    assert per_region == {
        "Europe": 7 + 1,                       # US domination + France
        "Asia": (3 + 1) - (3 + 1),             # 1 battleground each: no domination
        "Middle East": -(5 + 1),
        "Africa": 1 + 1,
        "Central America": 1 - (3 + 1 + 1),    # the rulebook example pattern
        "South America": 5 + 1,
    }
    assert final_scoring(inf) == (sum(per_region.values()), None)
    assert final_scoring(inf) == (8 + 0 - 6 + 2 - 4 + 6, None)
    detail = scoring.final_scoring_detail(inf)
    assert list(detail) == list(board.REGIONS)
    assert {r: v for r, (v, _w) in detail.items()} == per_region
    # Southeast Asia is not scored again (score_southeast_asia would add -4)
    assert score_southeast_asia(inf) == -4


def test_final_scoring_europe_control_wins_regardless_10_3_2():
    inf = pos(ussr=["France", "Italy", "West Germany", "East Germany", "Poland"],
              us=["Venezuela", "Chile", "Argentina", "Brazil", "Japan", "South Africa"])
    vp, winner = final_scoring(inf)
    assert winner == USSR
    assert vp > 0                             # VP favour the US, the USSR still wins
    assert vp == -5 + (6 + 4) + (3 + 1) + (1 + 1)


def test_final_scoring_passes_formosan_battleground():
    inf = pos(ussr=["North Korea", "Afghanistan"], us=["Taiwan"])
    assert final_scoring(inf) == (-5, None)
    assert final_scoring(inf, extra_battlegrounds=TAIWAN) == (0, None)


def test_final_flag_scores_as_the_card_10_3_2():
    inf = pos(ussr=["Cuba", "Haiti", "Dominican Republic"], us=["Guatemala"])
    for r in board.REGIONS:
        assert score_region(inf, r, final=True) == score_region(inf, r)


def test_unknown_region_rejected():
    with pytest.raises(KeyError):
        score_region(board.empty_influence(), "Southeast Asia")
    with pytest.raises(ValueError):
        region_status(board.empty_influence(), "Asia", removed_battlegrounds=2)
