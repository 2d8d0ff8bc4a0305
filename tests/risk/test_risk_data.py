"""Risk data: the map, the cards, the golden-cavalry track, the missions (rulebook: 'the
board', 'contents', 'cards', 'trading territory cards', 'Risk - Missions')."""

import json
import subprocess
import sys
from collections import Counter, deque

from engine.risk import SPEC
from engine.risk.board import (ADJ, BORDERS, CONTINENT_BONUS, CONTINENT_MEMBERS,
                               CONTINENT_NAMES, INDEX, NAMES, SEA, export_map)
from engine.risk.cards import (CARD_NAMES, CAVALRY_TRACK, FIXED_SET_VALUES, JOKER, SYMBOL,
                               fixed_value, is_set)
from engine.risk.missions import MISSIONS, PILES, RANKS
from engine.risk.testing import position


def test_board_42_territories_in_6_continents_rulebook_table():
    """The board: Africa 6, Asia 12, Australia 4, Europe 7, North America 9, South America 4."""
    sizes = dict(zip(CONTINENT_NAMES, map(len, CONTINENT_MEMBERS)))
    assert sizes == {"Africa": 6, "Asia": 12, "Australia": 4, "Europe": 7,
                     "North America": 9, "South America": 4}
    assert len(NAMES) == len(set(NAMES)) == 42


def test_continent_bonuses_step1_table():
    """Step 1.2: Asia 7, Europe 5, North America 5, Africa 3, South America 2, Australia 2."""
    assert dict(zip(CONTINENT_NAMES, CONTINENT_BONUS)) == {
        "Asia": 7, "Europe": 5, "North America": 5, "Africa": 3, "South America": 2,
        "Australia": 2}


def test_borders_symmetric_connected_and_sea_lines_of_the_rulebook():
    """The board: adjacency by a common border or a sea line (Great Britain - Western Europe,
    Egypt - Southern Europe, Brazil - North Africa, Siam - Indonesia, Asia - North America)."""
    assert len(BORDERS) == len({frozenset(b) for b in BORDERS}) == 83
    for a in range(42):
        for b in ADJ[a]:
            assert a in ADJ[b] and a != b
    for pair in [("Great Britain", "Western Europe"), ("Egypt", "Southern Europe"),
                 ("Brazil", "North Africa"), ("Siam", "Indonesia"), ("Alaska", "Kamchatka")]:
        assert INDEX[pair[1]] in ADJ[INDEX[pair[0]]]
        assert frozenset(pair) in SEA
    seen, todo = {0}, deque([0])
    while todo:
        for b in ADJ[todo.popleft()]:
            if b not in seen:
                seen.add(b)
                todo.append(b)
    assert len(seen) == 42


def test_export_map_json_shape():
    data = export_map()
    assert len(data["territories"]) == 42 and len(data["continents"]) == 6
    t = next(x for x in data["territories"] if x["name"] == "Alaska")
    assert t["continent"] == "North America"
    assert set(t["adjacent"]) == {"Northwest Territory", "Alberta", "Kamchatka"}
    assert json.loads(json.dumps(data)) == data
    assert set(SPEC.exports) >= {"map", "cards", "missions"}


def test_cli_export_map_when_registered():
    from engine.games import GAMES
    if "risk" not in GAMES:
        return
    out = subprocess.run([sys.executable, "-m", "engine", "export", "risk", "map"],
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and len(json.loads(out.stdout)["territories"]) == 42


def test_42_territory_cards_and_2_jokers_contents():
    """Contents: 42 territory cards (infantry, cavalry, artillery) + 2 jokers."""
    assert len(CARD_NAMES) == 44
    assert Counter(SYMBOL) == {0: 14, 1: 14, 2: 14, JOKER: 2}


def test_golden_cavalry_track_starts_4_6_and_only_grows():
    """Trading territory cards: the first set gives 4, the cavalryman then stands at 6."""
    assert CAVALRY_TRACK[:2] == (4, 6)
    assert list(CAVALRY_TRACK) == sorted(set(CAVALRY_TRACK))
    assert CAVALRY_TRACK == (4, 6, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60)


def test_sets_and_fixed_values_missions_table():
    """Risk - Missions table: 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10;
    a joker stands for any picture (best reading)."""
    assert FIXED_SET_VALUES == {"three infantry": 4, "three cavalry": 6,
                                "three artillery": 8, "one of each": 10}
    assert is_set([0, 0, 0]) and is_set([0, 1, 2]) and is_set([0, 0, JOKER])
    assert not is_set([0, 0, 1])
    assert fixed_value([0, 0, 0]) == 4 and fixed_value([1, 1, 1]) == 6
    assert fixed_value([2, 2, 2]) == 8 and fixed_value([0, 1, 2]) == 10
    assert fixed_value([2, 2, JOKER]) == 8 and fixed_value([0, 2, JOKER]) == 10
    assert fixed_value([1, JOKER, JOKER]) == 10


def test_28_missions_7_per_rank_each_checkable():
    """Risk - Missions: 4 ranked piles (Captain, Major, Colonel, General), 28 cards."""
    assert len(MISSIONS) == 28 and RANKS == ("Captain", "Major", "Colonel", "General")
    assert all(len(p) == 7 for p in PILES)
    assert len({m["id"] for m in MISSIONS}) == 28
    s = position("missions", 3)
    s.missions = [[p[0] for p in PILES]] * 3
    for m in MISSIONS:
        assert s.mission_done(0, m["id"]) in (True, False)
        assert m["when"] in ("end", "any")
    asia = next(m for m in MISSIONS if m["cond"] == {"continents": ["Asia"]})
    assert asia["rank"] == "General" and asia["when"] == "end"
