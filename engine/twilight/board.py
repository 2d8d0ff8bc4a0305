"""Twilight Struggle board: fast index tables built once at import from ``mapdata``.

Countries are referred to by their index in ``mapdata.COUNTRIES`` order. A position's
influence is kept as the pair ``inf = [ussr_list, us_list]``: two lists of ints indexed
by country, so ``inf[USSR][i]`` is the Soviet influence in country ``i``.

Rule references are to the Italian complete rules (shared/seeds/004_*.txt):

* 2.1.1 / 2.1.2 - six regions; Europe split in Eastern / Western Europe (Austria and
  Finland in both), Asia containing Southeast Asia; "Europe" / "Asia" include their
  subregions.
* 2.1.4 - battleground countries.
* 2.1.5 / 2.1.6 - the two superpower spaces and adjacency (country-country links; the
  links to a superpower space are kept apart in :data:`ADJ_SUPERPOWER`).
* 2.1.7 - control of a country (see :func:`controller`).
"""

from __future__ import annotations

from . import mapdata

USSR, US = 0, 1
SIDES = ("USSR", "US")

#: mapdata names the superpower *spaces* "USSR" / "USA"; sides are "USSR" / "US".
_SPACE_SIDE = {"USSR": USSR, "USA": US}


def other(side: int) -> int:
    """The opposing side (USSR <-> US)."""
    return 1 - side


def side_index(name: str) -> int:
    """Side number of a side or superpower-space name ("USSR", "US" or "USA")."""
    if name == "US":
        return US
    return _SPACE_SIDE[name]


# ---- country tables -------------------------------------------------------------------

NAMES: tuple[str, ...] = tuple(c[0] for c in mapdata.COUNTRIES)
INDEX: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
N: int = len(NAMES)
if len(INDEX) != N:  # pragma: no cover - data sanity
    raise ValueError("mapdata.COUNTRIES: duplicate country names")

REGION: tuple[str, ...] = tuple(c[1] for c in mapdata.COUNTRIES)
SUBREGIONS: tuple[frozenset, ...] = tuple(frozenset(c[2]) for c in mapdata.COUNTRIES)
STABILITY: tuple[int, ...] = tuple(c[3] for c in mapdata.COUNTRIES)
BATTLEGROUND: tuple[bool, ...] = tuple(bool(c[4]) for c in mapdata.COUNTRIES)

ADJACENT: tuple[tuple[int, ...], ...] = tuple(
    tuple(INDEX[a] for a in c[5] if a not in _SPACE_SIDE) for c in mapdata.COUNTRIES
)


def _superpower_adjacency() -> tuple[frozenset, ...]:
    sets: list[set] = [set() for _ in range(N)]
    for space, names in mapdata.SUPERPOWER_ADJACENCY.items():
        for name in names:
            sets[INDEX[name]].add(_SPACE_SIDE[space])
    # A superpower named in a country's own adjacency list counts too (the two lists
    # should agree; tests check that they do).
    for i, c in enumerate(mapdata.COUNTRIES):
        for a in c[5]:
            if a in _SPACE_SIDE:
                sets[i].add(_SPACE_SIDE[a])
    return tuple(frozenset(s) for s in sets)


#: Per country, the frozenset of sides (USSR / US) whose superpower space it touches.
ADJ_SUPERPOWER: tuple[frozenset, ...] = _superpower_adjacency()

#: Per country, the sides it is adjacent to as a bit mask (bit ``1 << side``).
ADJ_SUPERPOWER_MASK: tuple[int, ...] = tuple(
    sum(1 << s for s in sides) for sides in ADJ_SUPERPOWER
)

REGIONS: tuple[str, ...] = tuple(mapdata.REGIONS)
SUBREGION_NAMES: tuple[str, ...] = tuple(mapdata.SUBREGIONS)


def _region_countries() -> dict[str, tuple[int, ...]]:
    out: dict[str, tuple[int, ...]] = {}
    for r in REGIONS:
        out[r] = tuple(i for i in range(N) if REGION[i] == r)
    for sr in SUBREGION_NAMES:
        out[sr] = tuple(i for i in range(N) if sr in SUBREGIONS[i])
    return out


#: Region or subregion name -> tuple of country indices (2.1.1; 2.1.2: a region's
#: list includes its subregions' countries).
REGION_COUNTRIES: dict[str, tuple[int, ...]] = _region_countries()

#: Region or subregion name -> tuple of its battleground indices.
REGION_BATTLEGROUNDS: dict[str, tuple[int, ...]] = {
    r: tuple(i for i in idx if BATTLEGROUND[i]) for r, idx in REGION_COUNTRIES.items()
}


# ---- control (2.1.7) --------------------------------------------------------------------


def controller(inf, i: int) -> int | None:
    """Side controlling country ``i``, or None (rule 2.1.7).

    A side controls a country when (a) its influence there is at least the country's
    stability number and (b) its influence exceeds the opponent's there by at least the
    stability number. Rulebook example: to control Israel (stability 4) a player needs
    at least 4 influence there and at least 4 more than the opponent.
    """
    s = STABILITY[i]
    a = inf[0][i]
    b = inf[1][i]
    if a - b >= s and a >= s:
        return USSR
    if b - a >= s and b >= s:
        return US
    return None


def controls(inf, side: int, i: int) -> bool:
    """True when ``side`` controls country ``i`` (2.1.7)."""
    s = STABILITY[i]
    mine = inf[side][i]
    return mine >= s and mine - inf[1 - side][i] >= s


def controlled_by(inf, side: int, countries=None) -> list[int]:
    """Indices (in ``countries``, default all) that ``side`` controls (2.1.7)."""
    mine = inf[side]
    theirs = inf[1 - side]
    out = []
    for i in range(N) if countries is None else countries:
        s = STABILITY[i]
        m = mine[i]
        if m >= s and m - theirs[i] >= s:
            out.append(i)
    return out


def empty_influence() -> list[list[int]]:
    """A fresh ``[ussr_list, us_list]`` with no influence anywhere."""
    return [[0] * N, [0] * N]


def start_influence() -> list[list[int]]:
    """The fixed setup influence of rules 3.2 / 3.3 (without the free placements)."""
    inf = empty_influence()
    for side_name, placements in mapdata.START_INFLUENCE.items():
        row = inf[side_index(side_name)]
        for name, n in placements.items():
            row[INDEX[name]] += n
    return inf
