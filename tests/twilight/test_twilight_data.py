"""Tests of the Twilight Struggle data modules (map and cards).

Expected values come from the Italian complete rules (shared/seeds/
004_0cdb367d9ca608bf.txt): rule numbers are cited next to the checks.  The last
tests re-read the card list from that file when it is present beside the repo.
"""

import re
from collections import Counter, deque
from pathlib import Path

import pytest

from engine.twilight import carddata, mapdata
from engine.twilight.carddata import CARDS
from engine.twilight.mapdata import (
    COUNTRIES,
    FREE_PLACEMENT,
    REGIONS,
    START_INFLUENCE,
    START_INFLUENCE_TOTAL,
    SUPERPOWER_ADJACENCY,
)

BY_NAME = {c[0]: c for c in COUNTRIES}
CARD = {c[0]: c for c in CARDS}


def country(name):
    name_, region, subregions, stability, battleground, adjacent = BY_NAME[name]
    return {"region": region, "sub": subregions, "stab": stability,
            "bg": battleground, "adj": adjacent}


def card(number):
    (num, en, it, ops, side, era, starred, persistent, scoring, text) = CARD[number]
    return {"en": en, "it": it, "ops": ops, "side": side, "era": era,
            "starred": starred, "persistent": persistent, "scoring": scoring,
            "text": text}


# ---------------------------------------------------------------- map: shape


def test_country_tuples_are_well_formed():
    for entry in COUNTRIES:
        assert len(entry) == 6, entry
        name, region, subregions, stability, battleground, adjacent = entry
        assert isinstance(name, str) and name
        assert region in REGIONS, entry
        assert isinstance(subregions, tuple)
        assert set(subregions) <= set(mapdata.SUBREGIONS), entry
        assert type(stability) is int and 1 <= stability <= 5, entry
        assert type(battleground) is bool, entry
        assert isinstance(adjacent, tuple) and adjacent, entry
        assert len(set(adjacent)) == len(adjacent), f"duplicate neighbour in {name}"
        assert name not in adjacent


def test_regions_are_the_six_of_rule_2_1_1():
    assert REGIONS == ("Europe", "Asia", "Middle East", "Africa",
                       "Central America", "South America")


def test_total_number_of_countries_is_84():
    assert len(COUNTRIES) == 84
    assert len(BY_NAME) == 84, "country names must be unique"
    assert not set(BY_NAME) & set(mapdata.SUPERPOWERS)


def test_countries_per_region():
    assert Counter(c[1] for c in COUNTRIES) == {
        "Europe": 21,
        "Asia": 15,
        "Middle East": 10,
        "Africa": 18,
        "Central America": 10,
        "South America": 10,
    }


def test_battlegrounds_per_region():
    assert Counter(c[1] for c in COUNTRIES if c[4]) == {
        "Europe": 5,
        "Asia": 6,
        "Middle East": 6,
        "Africa": 5,
        "Central America": 3,
        "South America": 4,
    }
    assert sum(c[4] for c in COUNTRIES) == 29


def test_battleground_lists():
    bgs = {c[0] for c in COUNTRIES if c[4]}
    assert {n for n in bgs if BY_NAME[n][1] == "Europe"} == {
        "France", "Italy", "West Germany", "East Germany", "Poland"}
    assert {n for n in bgs if BY_NAME[n][1] == "Middle East"} == {
        "Libya", "Egypt", "Israel", "Iraq", "Iran", "Saudi Arabia"}
    assert {n for n in bgs if BY_NAME[n][1] == "Asia"} == {
        "Pakistan", "India", "Thailand", "Japan", "South Korea", "North Korea"}
    assert {n for n in bgs if BY_NAME[n][1] == "Africa"} == {
        "Algeria", "Nigeria", "Zaire", "Angola", "South Africa"}
    assert {n for n in bgs if BY_NAME[n][1] == "Central America"} == {
        "Mexico", "Cuba", "Panama"}
    assert {n for n in bgs if BY_NAME[n][1] == "South America"} == {
        "Venezuela", "Chile", "Argentina", "Brazil"}


def test_subregions():
    def members(sub):
        return {c[0] for c in COUNTRIES if sub in c[2]}

    assert members("Eastern Europe") == {
        "East Germany", "Poland", "Czechoslovakia", "Hungary", "Romania",
        "Yugoslavia", "Bulgaria", "Austria", "Finland"}
    assert len(members("Western Europe")) == 14
    assert members("Southeast Asia") == {
        "Burma", "Laos/Cambodia", "Thailand", "Vietnam", "Malaysia",
        "Indonesia", "Philippines"}
    # Every European country is in at least one European subregion; the
    # subregions belong to their region only.
    for name, region, subregions, *_ in COUNTRIES:
        if region == "Europe":
            assert set(subregions) & {"Eastern Europe", "Western Europe"}, name
            assert "Southeast Asia" not in subregions
        elif region == "Asia":
            assert set(subregions) <= {"Southeast Asia"}, name
        else:
            assert subregions == (), name


def test_austria_and_finland_are_in_both_european_subregions():
    # 2.1.1: the two historically neutral countries.
    for name in ("Austria", "Finland"):
        assert set(country(name)["sub"]) == {"Eastern Europe", "Western Europe"}
    both = {c[0] for c in COUNTRIES
            if {"Eastern Europe", "Western Europe"} <= set(c[2])}
    assert both == {"Austria", "Finland"}


def test_regional_exceptions_of_rule_2_1_1():
    # Libya and Egypt are in the Middle East; Canada and Turkey in Europe.
    assert country("Libya")["region"] == "Middle East"
    assert country("Egypt")["region"] == "Middle East"
    assert country("Canada")["region"] == "Europe"
    assert country("Canada")["sub"] == ("Western Europe",)
    assert country("Turkey")["region"] == "Europe"
    assert country("Turkey")["sub"] == ("Western Europe",)


# ----------------------------------------------------------- map: adjacency


def test_every_adjacent_name_exists():
    known = set(BY_NAME) | set(mapdata.SUPERPOWERS)
    for name, *_, adjacent in COUNTRIES:
        for other in adjacent:
            assert other in known, f"{name} -> unknown {other!r}"


def test_adjacency_is_symmetric():
    for name, *_, adjacent in COUNTRIES:
        for other in adjacent:
            if other in mapdata.SUPERPOWERS:
                assert name in SUPERPOWER_ADJACENCY[other], (name, other)
            else:
                assert name in BY_NAME[other][5], f"{name}-{other} is one-sided"


def test_superpower_adjacency_matches_country_entries():
    for power, names in SUPERPOWER_ADJACENCY.items():
        assert len(set(names)) == len(names)
        listed = {c[0] for c in COUNTRIES if power in c[5]}
        assert listed == set(names), power
    assert set(SUPERPOWER_ADJACENCY["USA"]) == {"Canada", "Mexico", "Cuba", "Japan"}
    assert set(SUPERPOWER_ADJACENCY["USSR"]) == {
        "Finland", "Poland", "Romania", "Afghanistan", "North Korea"}


def test_edge_count_and_connectivity():
    edges = {frozenset((c[0], o)) for c in COUNTRIES for o in c[5]
             if o not in mapdata.SUPERPOWERS}
    assert len(edges) == 112

    def neighbours(name):
        if name in mapdata.SUPERPOWERS:
            return SUPERPOWER_ADJACENCY[name]
        return BY_NAME[name][5]

    def component(start, through_superpowers):
        seen, todo = {start}, deque([start])
        while todo:
            for other in neighbours(todo.popleft()):
                if other in mapdata.SUPERPOWERS and not through_superpowers:
                    continue
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
        return seen - set(mapdata.SUPERPOWERS)

    # With the superpower spaces the whole map is one graph ...
    assert component("Canada", True) == set(BY_NAME)
    # ... without them the Americas (reached from elsewhere only through the
    # USA space) are cut off from the rest of the world.
    americas = {c[0] for c in COUNTRIES
                if c[1] in ("Central America", "South America")}
    assert component("Mexico", False) == americas
    assert component("Canada", False) == set(BY_NAME) - americas


def test_cross_region_links():
    links = {frozenset((c[0], o)) for c in COUNTRIES for o in c[5]
             if o in BY_NAME and BY_NAME[o][1] != c[1]}
    assert links == {frozenset(p) for p in (
        ("France", "Algeria"), ("Spain/Portugal", "Morocco"), ("Turkey", "Syria"),
        ("Libya", "Tunisia"), ("Egypt", "Sudan"), ("Iran", "Afghanistan"),
        ("Iran", "Pakistan"), ("Panama", "Colombia"))}


# ------------------------------------------- map: rulebook spot checks


def test_examples_from_the_rulebook():
    # 2.1.7: Israel, stability 4.
    assert country("Israel")["stab"] == 4 and country("Israel")["bg"]
    # 6.1.2: Turkey, stability 2 (two US markers control it).
    assert country("Turkey")["stab"] == 2 and not country("Turkey")["bg"]
    # 6.1.3: from Panama the US may reach Costa Rica and Colombia, but not
    # Nicaragua in the same round (it is adjacent to Costa Rica only).
    assert set(country("Panama")["adj"]) == {"Costa Rica", "Colombia"}
    assert "Nicaragua" in country("Costa Rica")["adj"]
    assert "Nicaragua" not in country("Panama")["adj"]
    # 6.2.2: North Korea is adjacent to the USSR.
    assert "USSR" in country("North Korea")["adj"]
    assert country("North Korea")["stab"] == 3
    # 6.3.2: Mexico, stability 2.
    assert country("Mexico")["stab"] == 2
    # Example of play: Italy stability 2 (a coup there degrades DEFCON), Libya
    # 2, Iran 2, Egypt 2, India 3, Panama 2 (battleground: DEFCON drops).
    for name, stab in (("Italy", 2), ("Libya", 2), ("Iran", 2), ("Egypt", 2),
                       ("India", 3), ("Panama", 2)):
        assert country(name)["stab"] == stab, name
        assert country(name)["bg"], name
    # Arab-Israeli War resolved with Jordan as a neighbour of Israel.
    assert "Jordan" in country("Israel")["adj"]
    # Central America scoring: Cuba is a battleground adjacent to the USA.
    assert country("Cuba")["bg"] and "USA" in country("Cuba")["adj"]


def test_some_well_known_values():
    assert country("UK")["stab"] == 5
    assert country("West Germany")["stab"] == 4
    assert country("Lebanon")["stab"] == 1
    assert country("Costa Rica")["stab"] == 3
    assert country("Australia")["adj"] == ("Malaysia",)
    assert country("Dominican Republic")["adj"] == ("Haiti",)
    assert set(country("Syria")["adj"]) == {"Turkey", "Lebanon", "Israel"}


# ------------------------------------------------------------- map: setup


def test_start_influence_rule_3_2_ussr():
    assert START_INFLUENCE["USSR"] == {
        "Syria": 1, "Iraq": 1, "North Korea": 3, "East Germany": 3, "Finland": 1}
    assert FREE_PLACEMENT["USSR"] == ("Eastern Europe", 6)
    assert sum(START_INFLUENCE["USSR"].values()) + 6 == START_INFLUENCE_TOTAL["USSR"] == 15


def test_start_influence_rule_3_3_us():
    assert START_INFLUENCE["US"] == {
        "Iran": 1, "Israel": 1, "Japan": 1, "Australia": 4, "Philippines": 1,
        "South Korea": 1, "Panama": 1, "South Africa": 1, "UK": 5}
    # This printing gives Canada no US setup influence.
    assert "Canada" not in START_INFLUENCE["US"]
    assert FREE_PLACEMENT["US"] == ("Western Europe", 7)
    assert sum(START_INFLUENCE["US"].values()) + 7 == START_INFLUENCE_TOTAL["US"] == 23


def test_setup_places_are_countries():
    for side, placements in START_INFLUENCE.items():
        for name, amount in placements.items():
            assert name in BY_NAME, name
            assert type(amount) is int and amount > 0
    for side, (sub, count) in FREE_PLACEMENT.items():
        assert sub in mapdata.SUBREGIONS and count > 0


# ---------------------------------------------------------------- cards


def test_card_tuples_are_well_formed():
    for entry in CARDS:
        assert len(entry) == 10, entry
        num, en, it, ops, side, era, starred, persistent, scoring, text = entry
        assert type(num) is int
        assert en and it and text
        assert side in carddata.SIDES, entry
        assert era in carddata.ERAS, entry
        for flag in (starred, persistent, scoring):
            assert type(flag) is bool, entry
        assert 20 <= len(text) <= 300, entry
        if scoring:
            assert ops == 0 and side == "both", entry
        else:
            assert ops in (1, 2, 3, 4), entry


def test_card_count_and_numbering():
    # 2.2.1: 103 cards (card 104 is a player aid); the China Card is number 6.
    assert len(CARDS) == 103
    assert [c[0] for c in CARDS] == list(range(1, 104))
    assert len({c[1] for c in CARDS}) == 103
    assert len({c[2] for c in CARDS}) == 103


def test_cards_per_era_and_ops_totals():
    assert Counter(c[5] for c in CARDS) == {"early": 36, "mid": 46, "late": 21}
    ops = Counter()
    for c in CARDS:
        ops[c[5]] += c[3]
    assert ops == {"early": 81, "mid": 99, "late": 58}
    assert sum(c[3] for c in CARDS) == 238


def test_sides_per_era():
    count = Counter((c[5], c[4]) for c in CARDS)
    assert count == {
        ("early", "US"): 12, ("early", "USSR"): 14, ("early", "both"): 10,
        ("mid", "US"): 17, ("mid", "USSR"): 14, ("mid", "both"): 15,
        ("late", "US"): 9, ("late", "USSR"): 9, ("late", "both"): 3,
    }


def test_china_card():
    c = card(carddata.CHINA_CARD)
    assert carddata.CHINA_CARD == 6
    assert c["en"] == "The China Card"
    assert c["ops"] == 4 and c["side"] == "both" and c["era"] == "early"
    assert not c["starred"] and not c["scoring"]


def test_the_seven_scoring_cards():
    scoring = {c[0]: c[1] for c in CARDS if c[8]}
    assert scoring == {
        1: "Asia Scoring",
        2: "Europe Scoring",
        3: "Middle East Scoring",
        35: "South America Scoring",
        37: "Central America Scoring",
        38: "Southeast Asia Scoring",
        79: "Africa Scoring",
    }
    assert carddata.SCORING_CARDS == (1, 2, 3, 35, 37, 38, 79)
    # 7.2: Southeast Asia Scoring is the only scoring card removed after play.
    assert [n for n in scoring if CARD[n][6]] == [38]
    assert {CARD[n][5] for n in (1, 2, 3)} == {"early"}
    assert {CARD[n][5] for n in (35, 37, 38, 79)} == {"mid"}


def test_starred_and_persistent_counts():
    assert sum(c[6] for c in CARDS) == 66
    persistent = [c[0] for c in CARDS if c[7]]
    assert persistent == [16, 17, 21, 23, 27, 42, 44, 55, 59, 65, 68, 73,
                          82, 83, 86, 87, 96, 97, 101]
    # Every underlined card except Shuttle Diplomacy is also starred.
    assert [n for n in persistent if not CARD[n][6]] == [73]


def test_war_cards_of_rule_7_6():
    assert {CARD[n][1] for n in carddata.WAR_CARDS} == {
        "Korean War", "Arab-Israeli War", "Indo-Pakistani War", "Brush War",
        "Iran-Iraq War"}


@pytest.mark.parametrize("number, name, ops, side, era, starred", [
    (4, "Duck and Cover", 3, "US", "early", False),
    (8, "Fidel", 2, "USSR", "early", True),
    (10, "Blockade", 1, "USSR", "early", True),
    (13, "Arab-Israeli War", 2, "USSR", "early", False),
    (21, "NATO", 4, "US", "early", True),
    (23, "Marshall Plan", 4, "US", "early", True),
    (31, "Red Scare/Purge", 4, "both", "early", False),
    (32, "UN Intervention", 1, "both", "early", False),
    (35, "South America Scoring", 0, "both", "mid", False),
    (42, "Quagmire", 3, "USSR", "mid", True),
    (44, "Bear Trap", 3, "US", "mid", True),
    (45, "Summit", 1, "both", "mid", False),
    (48, "Kitchen Debates", 1, "US", "mid", True),
    (56, "Muslim Revolution", 4, "USSR", "mid", False),
    (73, "Shuttle Diplomacy", 3, "US", "mid", False),
    (77, "Ask Not What Your Country Can Do For You", 3, "US", "mid", True),
    (81, "Solidarity", 2, "US", "late", True),
    (88, "Marine Barracks Bombing", 2, "USSR", "late", True),
    (92, "Terrorism", 2, "both", "late", False),
    (97, "An Evil Empire", 3, "US", "late", True),
    (98, "Aldrich Ames", 4, "USSR", "late", True),
    (100, "Wargames", 4, "both", "late", True),
    (101, "Formosan Resolution", 2, "US", "early", True),
    (102, "Iran-Iraq War", 2, "both", "late", True),
    (103, "Defectors", 2, "US", "early", False),
])
def test_card_spot_checks(number, name, ops, side, era, starred):
    c = card(number)
    assert (c["en"], c["ops"], c["side"], c["era"], c["starred"]) == (
        name, ops, side, era, starred)


def test_italian_names():
    assert card(6)["it"] == "La Carta della Cina"
    assert card(31)["it"] == "Paura Rossa / Purghe"
    assert card(101)["it"] == "Risoluzione di Formosa"
    assert card(103)["it"] == "Defezionisti"


def test_card_texts_name_only_real_countries_for_setup_cards():
    # Event summaries that name a specific country use the map's spelling.
    names = set(BY_NAME)
    for n, place in ((8, "Cuba"), (12, "Romania"), (15, "Egypt"), (52, "Angola"),
                     (52, "SE African States"), (54, "Chile"), (81, "Poland"),
                     (91, "Nicaragua"), (96, "East Germany")):
        assert place in names and place in card(n)["text"], (n, place)


# ------------------------------------- cross-check against the seed text

SEED = (Path(__file__).resolve().parents[2].parent / "shared" / "seeds"
        / "004_0cdb367d9ca608bf.txt")


@pytest.fixture(scope="module")
def card_list_text():
    if not SEED.exists():
        pytest.skip("seed rulebook not present beside the repository")
    text = SEED.read_text(encoding="utf-8")
    return text[text.index("LE CARTE N"):text.index("TABELLA DELLA CORSA")]


def test_eras_follow_the_italian_card_list(card_list_text):
    eras = [{"Inizio": "early", "Metà": "mid", "Tarda": "late"}[m]
            for m in re.findall(r"(Inizio|Metà|Tarda) Guerra /", card_list_text)]
    assert eras == [c[5] for c in CARDS]


def test_ops_follow_the_italian_card_list(card_list_text):
    found, expect = {1: 0}, 2
    for m in re.finditer(r"(?<![\d-])(\d{1,3}) (-|[1-4])(?= )", card_list_text):
        n = int(m.group(1))
        if n == expect or (expect == 101 and n == 102):
            found[n] = 0 if m.group(2) == "-" else int(m.group(2))
            expect = n + 1
    assert expect == 104
    # 101's ops stand apart from its number in the extraction ("2 Inizio
    # Guerra / FORMOSAN RESOLUTION"); 31 and 32 are garbled ("31 2 32 2").
    assert re.search(r"\b2 Inizio Guerra / FORMOSAN RESOLUTION", card_list_text)
    found[101] = 2
    garbled = {31: 2, 32: 2}
    for number, ops in found.items():
        if number in garbled:
            assert ops == garbled[number]
            continue
        assert CARD[number][3] == ops, number


def test_setup_text_of_rules_3_2_and_3_3():
    if not SEED.exists():
        pytest.skip("seed rulebook not present beside the repository")
    text = SEED.read_text(encoding="utf-8")
    assert ("1 in Siria, 1 in Iraq, 3 in Corea del Nord, 3 in Germania Orientale, "
            "1 in Finlandia e 6 dovunque nell’Europa Orientale") in text
    assert ("1 in Iran, 1 in Israele, 1 in Giappone, 4 in Australia, 1 nelle "
            "Filippine, 1 in Corea del Sud, 1 a Panama, 1 in Sud Africa, 5 nel "
            "Regno Unito, 7 dovunque nell’Europa Occidentale") in text
