"""The Risk map's geometry as data: 42 territories drawn as clusters of hexagons.

``MAP`` is the board seen from above, one row of hexagons a line ("pointy-top" hexagons,
odd rows shifted half a cell to the right, as the indentation shows). Each cell holds the
two-letter code of a territory (``CODES``) or ``..`` for sea. The layout follows the classic
board: the Americas on the left, Europe and Africa in the middle, Asia and Australia on
the right, islands (Greenland, Iceland, Great Britain, Japan, Madagascar, Indonesia, New
Guinea) apart from the land around them.

The drawing relies on one property, checked by ``e2e/test_risk_ui.py`` against the
engine's map export: **two territories touch on this grid exactly when the engine has a
land border between them**. Borders the engine marks as sea lines never touch here and are
drawn as dashed lines (Alaska - Kamchatka across the edges of the map, as on the board).

Everything below the data is derived once, at import (pure Python, no browser): cell
centres, each territory's outline (the boundary of its hexagons as one SVG path), the
badge position (the most central cell) and the shortest sea crossing of every sea line.
"""

from __future__ import annotations

import math

from engine.core.i18n import term

# ----------------------------------------------------------------------------- data
CODES = {
    "AK": "Alaska", "NW": "Northwest Territory", "GL": "Greenland", "AB": "Alberta",
    "ON": "Ontario", "QC": "Quebec", "WU": "Western United States",
    "EU": "Eastern United States", "CA": "Central America",
    "VE": "Venezuela", "PE": "Peru", "BR": "Brazil", "AR": "Argentina",
    "IC": "Iceland", "GB": "Great Britain", "SC": "Scandinavia", "NE": "Northern Europe",
    "WE": "Western Europe", "SE": "Southern Europe", "UK": "Ukraine",
    "NA": "North Africa", "EG": "Egypt", "EF": "East Africa", "CG": "Congo",
    "SA": "South Africa", "MG": "Madagascar",
    "UR": "Ural", "SB": "Siberia", "YK": "Yakutsk", "KM": "Kamchatka", "IR": "Irkutsk",
    "MN": "Mongolia", "JP": "Japan", "AF": "Afghanistan", "CN": "China",
    "ME": "Middle East", "IN": "India", "SI": "Siam",
    "ID": "Indonesia", "NG": "New Guinea", "WA": "Western Australia",
    "EA": "Eastern Australia",
}

MAP = (
    ".. .. .. .. .. .. .. .. .. .. .. .. .. GL GL GL GL GL GL .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. YK YK YK YK KM KM KM KM KM KM  ",
    "  .. .. .. .. .. NW NW NW NW NW NW .. GL GL GL GL GL GL GL .. .. .. .. .. .. .. .. .. .. .. .. .. .. SB SB SB SB YK YK YK YK KM KM KM KM KM KM",
    ".. AK AK AK AK NW NW NW NW NW NW NW .. GL GL GL GL GL .. .. IC IC .. .. SC SC SC .. UK UK UK UR UR UR SB SB SB YK YK YK YK KM KM KM KM KM ..  ",
    "  .. AK AK AK AK NW NW NW NW NW NW NW .. .. GL GL GL .. .. .. IC IC .. .. SC SC SC SC UK UK UK UK UR UR UR SB SB SB IR IR IR IR KM KM KM KM ..",
    ".. AK AK AK AK NW NW NW NW NW NW .. .. .. .. .. .. .. .. .. .. .. .. .. SC SC SC UK UK UK UK UK UR UR UR SB SB IR IR IR IR IR KM KM KM KM ..  ",
    "  .. AK AK AK AB AB AB AB ON ON ON ON .. QC QC QC .. .. .. GB GB .. .. .. .. SC SC UK UK UK UK UK UR UR UR SB SB SB IR IR IR IR KM KM KM .. ..",
    ".. .. .. .. AB AB AB AB ON ON ON ON QC QC QC QC .. .. .. GB GB .. .. NE NE NE NE UK UK UK UK UK UR UR UR SB SB MN MN MN MN MN MN KM KM .. JP  ",
    "  .. .. .. .. AB AB AB AB ON ON ON ON QC QC QC QC .. .. .. .. GB .. .. NE NE NE NE UK UK UK UK UR UR UR SB SB SB MN MN MN MN MN MN .. .. JP JP",
    ".. .. .. .. WU WU WU WU WU ON ON ON ON QC QC QC .. .. .. .. .. .. .. NE NE NE NE UK UK UK UK AF AF AF UR SB SB MN MN MN MN .. .. .. .. JP JP  ",
    "  .. .. .. .. WU WU WU WU WU EU EU EU EU EU .. .. .. .. .. .. WE WE WE SE SE SE SE SE ME ME AF AF AF AF CN CN CN CN CN CN .. .. .. .. .. JP ..",
    ".. .. .. .. .. WU WU WU WU EU EU EU EU .. .. .. .. .. .. .. WE WE WE SE SE SE SE ME ME ME AF AF AF AF CN CN CN CN CN CN CN .. .. .. .. .. ..  ",
    "  .. .. .. .. .. .. .. CA CA EU EU EU .. .. .. .. .. .. .. .. .. WE WE .. SE SE SE ME ME ME ME IN IN IN IN CN CN CN CN CN CN .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. CA CA .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ME ME ME ME ME IN IN IN IN IN CN CN CN CN .. .. .. .. .. .. ..  ",
    "  .. .. .. .. .. .. .. .. CA CA .. .. .. .. .. .. .. .. NA NA NA NA NA EG EG EG .. ME ME ME .. .. IN IN IN SI SI SI SI .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. .. CA .. .. .. .. .. .. .. NA NA NA NA NA NA EG EG EG .. ME ME .. .. .. .. IN IN SI SI SI .. .. .. .. .. .. .. .. ..  ",
    "  .. .. .. .. .. .. .. .. .. VE VE VE VE .. .. .. .. NA NA NA NA NA NA EF EF EF EF .. .. .. .. .. .. IN .. .. SI SI .. .. .. .. .. .. .. .. ..",
    ".. .. .. .. .. .. .. .. .. VE VE VE VE .. .. .. .. .. NA NA NA NA EF EF EF EF EF .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. NG NG NG .. ..  ",
    "  .. .. .. .. .. .. .. .. .. PE PE PE BR BR BR .. .. .. .. CG CG CG CG EF EF EF EF .. .. .. .. .. .. .. .. .. ID ID ID .. .. NG NG NG NG .. ..",
    ".. .. .. .. .. .. .. .. .. PE PE PE BR BR BR BR .. .. .. CG CG CG CG CG EF EF .. .. .. .. .. .. .. .. .. .. .. ID ID ID .. .. .. .. .. .. ..  ",
    "  .. .. .. .. .. .. .. .. .. .. PE PE BR BR BR .. .. .. .. .. CG CG CG EF EF .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. EA EA EA ..",
    ".. .. .. .. .. .. .. .. .. .. PE PE BR BR .. .. .. .. .. .. SA SA SA SA .. .. MG MG .. .. .. .. .. .. .. .. .. .. .. WA WA WA EA EA EA EA ..  ",
    "  .. .. .. .. .. .. .. .. .. .. AR AR AR .. .. .. .. .. .. .. SA SA SA SA .. .. MG MG .. .. .. .. .. .. .. .. .. .. WA WA WA WA EA EA EA EA ..",
    ".. .. .. .. .. .. .. .. .. .. AR AR AR .. .. .. .. .. .. .. .. SA SA .. .. .. MG .. .. .. .. .. .. .. .. .. .. .. .. WA WA WA EA EA EA .. ..  ",
    "  .. .. .. .. .. .. .. .. .. .. .. AR AR .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. WA .. EA EA .. .. ..",
    ".. .. .. .. .. .. .. .. .. .. .. AR .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..  ",
)

# Short names written on the map (the full name is in the tooltip and the labels), as
# terms: a language without a short form in its catalog shows the full name (lang.short).
SHORT = {
    "Northwest Territory": term("risk territory short", "Northwest Terr."),
    "Western United States": term("risk territory short", "Western US"),
    "Eastern United States": term("risk territory short", "Eastern US"),
    "Central America": term("risk territory short", "Central Am."),
    "Great Britain": term("risk territory short", "Gr. Britain"),
    "Northern Europe": term("risk territory short", "N. Europe"),
    "Western Europe": term("risk territory short", "W. Europe"),
    "Southern Europe": term("risk territory short", "S. Europe"),
    "Western Australia": term("risk territory short", "W. Australia"),
    "Eastern Australia": term("risk territory short", "E. Australia"),
}

# Badge (army count) cell where the most central cell is not the best place: (row, col).
BADGE_AT = {
    "Alaska": (3, 2), "Greenland": (1, 15), "Central America": (12, 8),
    "Great Britain": (6, 19), "Ural": (5, 33), "Siberia": (3, 36), "Kamchatka": (2, 43),
    "Japan": (7, 45), "India": (12, 33), "Middle East": (11, 28), "East Africa": (16, 24),
    "Peru": (18, 10), "Argentina": (22, 11), "Madagascar": (21, 26),
}

# Names go above the badge, or below it for these.
LABEL_BELOW = {"Great Britain", "Central America", "Madagascar", "Japan", "Indonesia",
               "Argentina", "Western Australia", "Siam", "South Africa"}

# Continents: map colour (the rulebook's, but Australia: purple, grey means neutral
# here), a pale tint for unclaimed land, where the name and bonus start (row, col), and
# whether the holder of the whole continent is named after it or on the line below.
CONTINENT_STYLE = {
    "North America": ("#d9a520", "#f6e6b4", (11.3, 0.2), "below"),
    "South America": ("#d9742b", "#f7d7bd", (22.7, 2.0), "below"),
    "Europe": ("#4c7fc4", "#d3e1f3", (0.4, 21.6), "after"),
    "Africa": ("#8d6240", "#e6d6c6", (23.6, 17.6), "after"),
    "Asia": ("#5c9a47", "#d5e8cc", (13.3, 40.4), "below"),
    "Australia": ("#8a5fb8", "#e2d6ef", (24.0, 36.8), "after"),
}

# Sea lines drawn off the edges of the map (the world wraps around the Pacific).
WRAP = (frozenset(("Alaska", "Kamchatka")),)

HEX_R = 12.0                 # hexagon radius (centre to corner), in map units
MARGIN = 8.0                 # above and below the map
MARGIN_X = 18.0              # left and right: room for the sea line that wraps around

# ----------------------------------------------------------------------------- derived
SQRT3 = math.sqrt(3.0)
HEX_W = SQRT3 * HEX_R
GRID = tuple(tuple(line.split()) for line in MAP)
ROWS = len(GRID)
COLS = max(len(row) for row in GRID)
WIDTH = round(2 * MARGIN_X + HEX_W * (COLS + 0.5), 1)
HEIGHT = round(2 * MARGIN + 1.5 * HEX_R * (ROWS - 1) + 2 * HEX_R, 1)

# neighbour offsets (drow, dcol) by edge 0..5 (clockwise from the upper right edge)
_DIRS = (((-1, 0), (0, 1), (1, 0), (1, -1), (0, -1), (-1, -1)),      # even rows
         ((-1, 1), (0, 1), (1, 1), (1, 0), (0, -1), (-1, 0)))        # odd rows
_CORNERS = tuple((math.cos(math.radians(a)), math.sin(math.radians(a)))
                 for a in (-90, -30, 30, 90, 150, 210))


def centre(row: float, col: float) -> tuple[float, float]:
    """Map coordinates of a cell centre (fractional rows/columns welcome)."""
    return (MARGIN_X + HEX_W * (col + 0.5 + 0.5 * (int(row) & 1)),
            MARGIN + HEX_R + 1.5 * HEX_R * row)


def neighbours(row: int, col: int):
    for dr, dc in _DIRS[row & 1]:
        r, c = row + dr, col + dc
        if 0 <= r < ROWS and 0 <= c < len(GRID[r]):
            yield r, c


def _cells() -> dict[str, list[tuple[int, int]]]:
    out: dict[str, list[tuple[int, int]]] = {name: [] for name in CODES.values()}
    for r, row in enumerate(GRID):
        for c, code in enumerate(row):
            if code != "..":
                out[CODES[code]].append((r, c))
    return out


CELLS = _cells()
OWNER_OF_CELL = {cell: name for name, cells in CELLS.items() for cell in cells}


def _outline(cells) -> str:
    """SVG path data of the boundary of a set of cells (one closed loop per piece)."""
    inside = set(cells)
    nxt: dict[tuple[int, int], list[tuple[int, int]]] = {}
    for r, c in cells:
        x, y = centre(r, c)
        pts = [(round((x + HEX_R * dx) * 10), round((y + HEX_R * dy) * 10))
               for dx, dy in _CORNERS]
        for i, (dr, dc) in enumerate(_DIRS[r & 1]):
            if (r + dr, c + dc) in inside:
                continue
            nxt.setdefault(pts[i], []).append(pts[(i + 1) % 6])
    loops = []
    while nxt:
        start = next(iter(nxt))
        loop, cur = [start], start
        while True:
            ends = nxt[cur]
            step = ends.pop()
            if not ends:
                del nxt[cur]
            if step == start:
                break
            loop.append(step)
            cur = step
        loops.append("M" + "L".join(f"{x / 10:g} {y / 10:g}" for x, y in loop) + "Z")
    return "".join(loops)


def _badge_cell(name: str) -> tuple[int, int]:
    if name in BADGE_AT:
        return BADGE_AT[name]
    cells = CELLS[name]
    pts = [centre(r, c) for r, c in cells]
    mx = sum(p[0] for p in pts) / len(pts)
    my = sum(p[1] for p in pts) / len(pts)

    def score(i):
        r, c = cells[i]
        inner = sum(1 for n in neighbours(r, c) if OWNER_OF_CELL.get(n) == name)
        return math.hypot(pts[i][0] - mx, pts[i][1] - my) - 4.0 * inner
    return cells[min(range(len(cells)), key=score)]


PATHS = {name: _outline(cells) for name, cells in CELLS.items()}
BADGES = {name: tuple(round(v, 1) for v in centre(*_badge_cell(name))) for name in CELLS}


def continent_path(members) -> str:
    return _outline([cell for name in members for cell in CELLS[name]])


def sea_crossing(a: str, b: str) -> tuple[float, float, float, float]:
    """The shortest line between a cell of ``a`` and a cell of ``b`` (centre to centre)."""
    best = None
    for ca in CELLS[a]:
        pa = centre(*ca)
        for cb in CELLS[b]:
            pb = centre(*cb)
            d = (pa[0] - pb[0]) ** 2 + (pa[1] - pb[1]) ** 2
            if best is None or d < best[0]:
                best = (d, pa, pb)
    _, pa, pb = best
    return (round(pa[0], 1), round(pa[1], 1), round(pb[0], 1), round(pb[1], 1))


def touching() -> set[frozenset]:
    """Pairs of territories whose hexagons share an edge (the land borders drawn)."""
    out = set()
    for (r, c), name in OWNER_OF_CELL.items():
        for n in neighbours(r, c):
            other = OWNER_OF_CELL.get(n)
            if other is not None and other != name:
                out.add(frozenset((name, other)))
    return out
