"""Board index tables and country control (Twilight Struggle rules 2.1.1-2.1.7).

Rule numbers refer to the Italian complete rules (shared/seeds/004_*.txt)."""

import pytest

from engine.twilight import board, mapdata
from engine.twilight.board import INDEX, US, USSR, controller


def inf_of(ussr=None, us=None):
    inf = board.empty_influence()
    for side, d in ((USSR, ussr or {}), (US, us or {})):
        for name, n in d.items():
            inf[side][INDEX[name]] = n
    return inf


# ---- sides -----------------------------------------------------------------------------

def test_sides():
    assert (USSR, US) == (0, 1)
    assert board.SIDES == ("USSR", "US")
    assert board.other(USSR) == US and board.other(US) == USSR
    assert board.side_index("USA") == US and board.side_index("US") == US
    assert board.side_index("USSR") == USSR


# ---- tables ----------------------------------------------------------------------------

def test_tables_follow_mapdata_order():
    assert board.N == len(mapdata.COUNTRIES) == 84
    assert board.NAMES == tuple(c[0] for c in mapdata.COUNTRIES)
    for i, (name, region, subs, stab, bg, _adj) in enumerate(mapdata.COUNTRIES):
        assert board.INDEX[name] == i
        assert board.REGION[i] == region
        assert board.SUBREGIONS[i] == frozenset(subs)
        assert board.STABILITY[i] == stab
        assert board.BATTLEGROUND[i] is bool(bg)
    for t in (board.NAMES, board.REGION, board.SUBREGIONS, board.STABILITY,
              board.BATTLEGROUND, board.ADJACENT, board.ADJ_SUPERPOWER):
        assert isinstance(t, tuple) and len(t) == board.N


def test_region_sizes_2_1_1():
    sizes = {r: len(board.REGION_COUNTRIES[r]) for r in board.REGION_COUNTRIES}
    assert sizes == {
        "Europe": 21, "Asia": 15, "Middle East": 10, "Africa": 18,
        "Central America": 10, "South America": 10,
        "Eastern Europe": 9, "Western Europe": 14, "Southeast Asia": 7,
    }
    # every country in exactly one of the six regions
    assert sorted(i for r in board.REGIONS for i in board.REGION_COUNTRIES[r]) == list(range(84))


def test_subregions_2_1_1_and_2_1_2():
    """Austria and Finland are in both Eastern and Western Europe; subregions lie inside
    their region (2.1.2: "Europe"/"Asia" include the subregions)."""
    for name in ("Austria", "Finland"):
        i = INDEX[name]
        assert board.SUBREGIONS[i] == {"Eastern Europe", "Western Europe"}
        assert i in board.REGION_COUNTRIES["Eastern Europe"]
        assert i in board.REGION_COUNTRIES["Western Europe"]
    ee = set(board.REGION_COUNTRIES["Eastern Europe"])
    we = set(board.REGION_COUNTRIES["Western Europe"])
    assert ee | we == set(board.REGION_COUNTRIES["Europe"])
    assert ee & we == {INDEX["Austria"], INDEX["Finland"]}
    sea = {board.NAMES[i] for i in board.REGION_COUNTRIES["Southeast Asia"]}
    assert sea == {"Burma", "Laos/Cambodia", "Thailand", "Vietnam", "Malaysia",
                   "Indonesia", "Philippines"}
    assert set(board.REGION_COUNTRIES["Southeast Asia"]) <= set(board.REGION_COUNTRIES["Asia"])
    # design note of 2.1.1: Canada and Turkey are European, Libya and Egypt Middle East
    assert board.REGION[INDEX["Canada"]] == board.REGION[INDEX["Turkey"]] == "Europe"
    assert board.REGION[INDEX["Libya"]] == board.REGION[INDEX["Egypt"]] == "Middle East"


def test_battleground_counts_2_1_4():
    bgs = {r: {board.NAMES[i] for i in board.REGION_BATTLEGROUNDS[r]} for r in board.REGIONS}
    assert bgs["Europe"] == {"France", "Italy", "West Germany", "East Germany", "Poland"}
    assert bgs["Asia"] == {"Pakistan", "India", "Thailand", "Japan", "South Korea",
                           "North Korea"}
    assert bgs["Middle East"] == {"Libya", "Egypt", "Israel", "Iraq", "Iran", "Saudi Arabia"}
    assert bgs["Africa"] == {"Algeria", "Nigeria", "Zaire", "Angola", "South Africa"}
    assert bgs["Central America"] == {"Mexico", "Panama", "Cuba"}
    assert bgs["South America"] == {"Venezuela", "Chile", "Argentina", "Brazil"}
    assert sum(board.BATTLEGROUND) == 29


def test_adjacency_is_symmetric_country_only_2_1_6():
    for i, adj in enumerate(board.ADJACENT):
        assert i not in adj
        assert len(set(adj)) == len(adj)
        for j in adj:
            assert isinstance(j, int) and 0 <= j < board.N
            assert i in board.ADJACENT[j], (board.NAMES[i], board.NAMES[j])


def test_superpower_adjacency_2_1_5():
    us_adj = {board.NAMES[i] for i in range(board.N) if US in board.ADJ_SUPERPOWER[i]}
    ussr_adj = {board.NAMES[i] for i in range(board.N) if USSR in board.ADJ_SUPERPOWER[i]}
    assert us_adj == {"Canada", "Cuba", "Japan", "Mexico"}
    assert ussr_adj == {"Afghanistan", "Finland", "North Korea", "Poland", "Romania"}
    # the superpower lists and the countries' own adjacency lists agree
    for space, names in mapdata.SUPERPOWER_ADJACENCY.items():
        for c in mapdata.COUNTRIES:
            assert (c[0] in names) == (space in c[5]), (space, c[0])
    for i in range(board.N):
        assert board.ADJ_SUPERPOWER_MASK[i] == sum(1 << s for s in board.ADJ_SUPERPOWER[i])


# ---- control (2.1.7) -------------------------------------------------------------------

def test_israel_example_2_1_7():
    """2.1.7 ESEMPIO: to control Israel (stability 4) a player needs at least 4
    influence there and at least 4 more than the opponent."""
    i = INDEX["Israel"]
    assert board.STABILITY[i] == 4
    assert controller(inf_of(us={"Israel": 4}), i) == US
    assert controller(inf_of(ussr={"Israel": 4}), i) == USSR
    assert controller(inf_of(us={"Israel": 3}), i) is None          # below stability
    assert controller(inf_of(us={"Israel": 4}, ussr={"Israel": 1}), i) is None  # margin 3
    assert controller(inf_of(us={"Israel": 5}, ussr={"Israel": 1}), i) == US    # margin 4
    assert controller(inf_of(us={"Israel": 7}, ussr={"Israel": 4}), i) is None  # margin 3
    assert controller(inf_of(us={"Israel": 8}, ussr={"Israel": 4}), i) == US
    assert controller(inf_of(us={"Israel": 4}, ussr={"Israel": 8}), i) == USSR


def test_control_edge_cases_2_1_7():
    inf = board.empty_influence()
    for i in range(board.N):
        assert controller(inf, i) is None                  # empty: uncontrolled
    lc = INDEX["Laos/Cambodia"]                            # stability 1
    assert controller(inf_of(ussr={"Laos/Cambodia": 1}), lc) == USSR
    assert controller(inf_of(ussr={"Laos/Cambodia": 1}, us={"Laos/Cambodia": 1}), lc) is None
    assert controller(inf_of(ussr={"Laos/Cambodia": 2}, us={"Laos/Cambodia": 1}), lc) == USSR
    assert controller(inf_of(ussr={"Laos/Cambodia": 5}, us={"Laos/Cambodia": 5}), lc) is None
    uk = INDEX["UK"]                                       # stability 5
    assert controller(inf_of(us={"UK": 5}), uk) == US
    assert controller(inf_of(us={"UK": 9}, ussr={"UK": 4}), uk) == US
    assert controller(inf_of(us={"UK": 9}, ussr={"UK": 5}), uk) is None
    assert controller(inf_of(us={"UK": 4}), uk) is None


def test_controls_and_controlled_by_agree_with_controller():
    inf = inf_of(ussr={"Poland": 3, "Cuba": 3, "Iraq": 2, "Italy": 4},
                 us={"Italy": 3, "Japan": 4, "Iraq": 1, "Chile": 3})
    for side in (USSR, US):
        expect = [i for i in range(board.N) if controller(inf, i) == side]
        assert board.controlled_by(inf, side) == expect
        assert all(board.controls(inf, side, i) == (i in expect) for i in range(board.N))
    assert {board.NAMES[i] for i in board.controlled_by(inf, USSR)} == {"Poland", "Cuba"}
    assert {board.NAMES[i] for i in board.controlled_by(inf, US)} == {"Japan", "Chile"}
    eu = board.REGION_COUNTRIES["Europe"]
    assert board.controlled_by(inf, USSR, eu) == [INDEX["Poland"]]


def test_start_influence_3_2_3_3():
    inf = board.start_influence()
    assert sum(inf[USSR]) == 9 and sum(inf[US]) == 16   # + 6 / + 7 free placements
    assert {board.NAMES[i] for i in board.controlled_by(inf, USSR)} == {"North Korea",
                                                                      "East Germany"}
    assert {board.NAMES[i] for i in board.controlled_by(inf, US)} == {"UK", "Australia"}
