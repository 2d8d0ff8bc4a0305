"""The Risk map as data: 42 territories in 6 continents, every border, continent bonuses.

Sources (made to agree, border by border):

* The rulebook of this edition (shared/seeds/003, Hebrew, Hasbro 2004 European edition):
  the continent table (Africa 6 brown, Asia 12 green, Australia 4 grey, Europe 7 blue,
  North America 9 yellow, South America 4 orange), the continent bonuses (Asia 7,
  Europe 5, North America 5, Africa 3, South America 2, Australia 2), the names it uses
  (Siam, Quebec, Great Britain, Middle East, East Africa, Indonesia, Greenland ...) and
  the sea lines it names: Great Britain - Western Europe, Egypt - Southern Europe,
  Brazil - North Africa, Siam - Indonesia, and the line from Asia to North America
  (Kamchatka - Alaska).
* A public GitHub Java implementation of the 2-player game of this very edition (UCD
  student project "Calculated Risk", util/ModelConstants.java: 36 armies a player, 4
  neutrals of 24, 9/6 territories dealt): territory list, adjacency, continent values.
  Its 83 borders are exactly the 83 below (it lists two of them one way only:
  Great Britain - Scandinavia and North Africa - Southern Europe).
* A public GitHub Java implementation of the Dutch edition with the golden cavalry
  (Utrecht "Games & Agents" group 8, infomgmag/Board.java): its borders are a subset of
  the 83 below; it lacks Northwest Territory - Ontario, Middle East - East Africa and
  Middle East - Ukraine.
* github.com/eriktaubeneck/hacker_risk (risk/board_graph.json), a third listing used to
  settle those three: it has all three. (It lacks New Guinea - Western Australia and adds
  Egypt - Congo; both sources above say otherwise.)

The comparison was made mechanically (every border of each source mapped to these names
and the sets compared); nothing of the sources' code or text is copied here.

The 83 borders below are listed once each (the adjacency is symmetric by construction).
``SEA`` marks the borders that cross water on the board (sea lines); movement and attack
treat land borders and sea lines alike (rulebook, "the board": "territories are adjacent
through a common border or a sea line").
"""

from __future__ import annotations

# (name, bonus) in the order of the rulebook's table, then each continent's territories.
CONTINENTS = (
    ("North America", 5, ("Alaska", "Northwest Territory", "Greenland", "Alberta", "Ontario",
                          "Quebec", "Western United States", "Eastern United States",
                          "Central America")),
    ("South America", 2, ("Venezuela", "Peru", "Brazil", "Argentina")),
    ("Europe", 5, ("Iceland", "Great Britain", "Scandinavia", "Northern Europe",
                   "Western Europe", "Southern Europe", "Ukraine")),
    ("Africa", 3, ("North Africa", "Egypt", "East Africa", "Congo", "South Africa",
                   "Madagascar")),
    ("Asia", 7, ("Ural", "Siberia", "Yakutsk", "Kamchatka", "Irkutsk", "Mongolia", "Japan",
                 "Afghanistan", "China", "Middle East", "India", "Siam")),
    ("Australia", 2, ("Indonesia", "New Guinea", "Western Australia", "Eastern Australia")),
)

# Every border once. Land borders first, by continent; then the links between continents.
BORDERS = (
    # North America
    ("Alaska", "Northwest Territory"), ("Alaska", "Alberta"),
    ("Northwest Territory", "Alberta"), ("Northwest Territory", "Ontario"),
    ("Northwest Territory", "Greenland"),
    ("Greenland", "Ontario"), ("Greenland", "Quebec"),
    ("Alberta", "Ontario"), ("Alberta", "Western United States"),
    ("Ontario", "Quebec"), ("Ontario", "Western United States"),
    ("Ontario", "Eastern United States"),
    ("Quebec", "Eastern United States"),
    ("Western United States", "Eastern United States"),
    ("Western United States", "Central America"),
    ("Eastern United States", "Central America"),
    # South America
    ("Venezuela", "Peru"), ("Venezuela", "Brazil"), ("Peru", "Brazil"), ("Peru", "Argentina"),
    ("Brazil", "Argentina"),
    # Europe
    ("Iceland", "Great Britain"), ("Iceland", "Scandinavia"),
    ("Great Britain", "Scandinavia"), ("Great Britain", "Northern Europe"),
    ("Great Britain", "Western Europe"),
    ("Scandinavia", "Northern Europe"), ("Scandinavia", "Ukraine"),
    ("Northern Europe", "Ukraine"), ("Northern Europe", "Southern Europe"),
    ("Northern Europe", "Western Europe"),
    ("Western Europe", "Southern Europe"),
    ("Southern Europe", "Ukraine"),
    # Africa
    ("North Africa", "Egypt"), ("North Africa", "East Africa"), ("North Africa", "Congo"),
    ("Egypt", "East Africa"),
    ("East Africa", "Congo"), ("East Africa", "South Africa"), ("East Africa", "Madagascar"),
    ("Congo", "South Africa"), ("South Africa", "Madagascar"),
    # Asia
    ("Ural", "Siberia"), ("Ural", "China"), ("Ural", "Afghanistan"),
    ("Siberia", "Yakutsk"), ("Siberia", "Irkutsk"), ("Siberia", "Mongolia"),
    ("Siberia", "China"),
    ("Yakutsk", "Irkutsk"), ("Yakutsk", "Kamchatka"),
    ("Kamchatka", "Irkutsk"), ("Kamchatka", "Mongolia"), ("Kamchatka", "Japan"),
    ("Irkutsk", "Mongolia"),
    ("Mongolia", "Japan"), ("Mongolia", "China"),
    ("Afghanistan", "China"), ("Afghanistan", "India"), ("Afghanistan", "Middle East"),
    ("China", "India"), ("China", "Siam"),
    ("Middle East", "India"),
    ("India", "Siam"),
    # Australia
    ("Indonesia", "New Guinea"), ("Indonesia", "Western Australia"),
    ("New Guinea", "Western Australia"), ("New Guinea", "Eastern Australia"),
    ("Western Australia", "Eastern Australia"),
    # between continents
    ("Alaska", "Kamchatka"),
    ("Greenland", "Iceland"),
    ("Central America", "Venezuela"),
    ("Brazil", "North Africa"),
    ("Western Europe", "North Africa"),
    ("Southern Europe", "North Africa"), ("Southern Europe", "Egypt"),
    ("Southern Europe", "Middle East"),
    ("Ukraine", "Ural"), ("Ukraine", "Afghanistan"), ("Ukraine", "Middle East"),
    ("Egypt", "Middle East"), ("East Africa", "Middle East"),
    ("Siam", "Indonesia"),
)

# Borders drawn across water (sea lines); the first five are named in the rulebook.
SEA = frozenset(frozenset(pair) for pair in (
    ("Great Britain", "Western Europe"), ("Egypt", "Southern Europe"),
    ("Brazil", "North Africa"), ("Siam", "Indonesia"), ("Alaska", "Kamchatka"),
    ("Greenland", "Northwest Territory"), ("Greenland", "Ontario"), ("Greenland", "Quebec"),
    ("Greenland", "Iceland"), ("Iceland", "Great Britain"), ("Iceland", "Scandinavia"),
    ("Great Britain", "Scandinavia"), ("Great Britain", "Northern Europe"),
    ("Western Europe", "North Africa"), ("Southern Europe", "North Africa"),
    ("East Africa", "Madagascar"), ("South Africa", "Madagascar"),
    ("Kamchatka", "Japan"), ("Mongolia", "Japan"),
    ("Indonesia", "New Guinea"), ("Indonesia", "Western Australia"),
    ("New Guinea", "Western Australia"), ("New Guinea", "Eastern Australia"),
))

# ---------------------------------------------------------------- derived indexes
NAMES: tuple[str, ...] = tuple(t for _, _, ts in CONTINENTS for t in ts)
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
N_TERRITORIES = len(NAMES)
CONTINENT_NAMES: tuple[str, ...] = tuple(c for c, _, _ in CONTINENTS)
CONTINENT_BONUS: tuple[int, ...] = tuple(b for _, b, _ in CONTINENTS)
CONTINENT_MEMBERS: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[t] for t in ts) for _, _, ts in CONTINENTS)
CONTINENT_OF: tuple[int, ...] = tuple(
    next(c for c, members in enumerate(CONTINENT_MEMBERS) if i in members)
    for i in range(N_TERRITORIES))


def _adjacency() -> tuple[tuple[int, ...], ...]:
    adj: list[set[int]] = [set() for _ in NAMES]
    for a, b in BORDERS:
        adj[INDEX[a]].add(INDEX[b])
        adj[INDEX[b]].add(INDEX[a])
    return tuple(tuple(sorted(s)) for s in adj)


ADJ: tuple[tuple[int, ...], ...] = _adjacency()
ADJ_SETS: tuple[frozenset, ...] = tuple(frozenset(a) for a in ADJ)


def export_map() -> dict:
    """``python -m engine export risk map``: territories and continents as JSON data."""
    return {
        "territories": [
            {"name": NAMES[i], "continent": CONTINENT_NAMES[CONTINENT_OF[i]],
             "adjacent": [NAMES[j] for j in ADJ[i]],
             "sea_lines": [NAMES[j] for j in ADJ[i] if frozenset((NAMES[i], NAMES[j])) in SEA]}
            for i in range(N_TERRITORIES)],
        "continents": [
            {"name": name, "bonus": bonus, "territories": list(ts)}
            for name, bonus, ts in CONTINENTS],
    }
