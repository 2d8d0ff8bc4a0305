"""Twilight Struggle map schematic: where each country box sits (pure data, no browser).

Positions are box centres in grid units (a column is ``PITCH_X`` map units wide, a row
``PITCH_Y`` high); ``board_twilight`` turns them into SVG coordinates. The "wide" layout
follows the printed map loosely: the Americas on the left, Europe top centre with Africa
below it, the Middle East under Turkey, the USSR space right of Eastern Europe and Asia
beyond it. The "tall" layout (portrait tablets, at the end of this file) keeps the Old
World and moves the Americas into a band at the bottom.

``BENDS`` bends an adjacency line (a quadratic curve through the midpoint moved by the
given offset, in grid units) where a straight line would cross another box; ``STUBS``
draws a short line towards a far superpower space instead of crossing the map. The e2e
test ``test_every_country_has_its_own_box`` checks that no two boxes overlap.
"""

from __future__ import annotations

from engine.core.i18n import term

PITCH_X = 118          # map units per grid column
PITCH_Y = 70           # map units per grid row
BOX_W = 108            # country box
BOX_H = 60
MARGIN_X = 20
MARGIN_Y = 14

# name -> (column, row) of the box centre
POS: dict[str, tuple[float, float]] = {
    # ---- Central America
    "Mexico": (0, 1), "Cuba": (1, 1), "Haiti": (2, 1), "Dominican Republic": (2, 2),
    "Guatemala": (0, 2), "Nicaragua": (1, 2), "El Salvador": (0, 3), "Honduras": (1, 3),
    "Costa Rica": (2, 3), "Panama": (2, 4),
    # ---- South America
    "Colombia": (1, 5.2), "Venezuela": (2, 5.2), "Ecuador": (0, 6.3), "Brazil": (2, 6.6),
    "Peru": (0, 7.5), "Bolivia": (1, 7.5), "Chile": (0, 8.7), "Paraguay": (1, 8.7),
    "Uruguay": (2, 8.7), "Argentina": (1, 9.9),
    # ---- Europe
    "Canada": (3.1, 0), "Norway": (5, 0), "Sweden": (6, 0), "Finland": (7, 0),
    "UK": (4, 1), "Benelux": (5, 1), "Denmark": (6, 1),
    "France": (4, 2), "West Germany": (5, 2), "East Germany": (6, 2), "Poland": (7, 2),
    "Spain/Portugal": (3, 3), "Austria": (5, 3), "Czechoslovakia": (6, 3),
    "Italy": (4.6, 4.1), "Hungary": (6, 4), "Romania": (7, 4),
    "Yugoslavia": (6, 5), "Bulgaria": (7, 5.35), "Greece": (6, 6.2), "Turkey": (8.2, 5.9),
    # ---- Middle East
    "Libya": (5.1, 7.4), "Egypt": (6.0, 8.4), "Israel": (7.0, 8.5), "Lebanon": (7, 7.3),
    "Syria": (8.1, 7.1), "Jordan": (8.0, 8.6), "Iraq": (9.0, 8.5), "Iran": (9.2, 7.3),
    "Saudi Arabia": (8.3, 9.8), "Gulf States": (9.3, 9.8),
    # ---- Africa
    "Morocco": (3, 5.2), "Algeria": (4, 5.2), "Tunisia": (5.0, 6.3),
    "West African States": (3, 6.4), "Saharan States": (4, 6.4),
    "Ivory Coast": (3, 7.6), "Nigeria": (4, 7.6), "Cameroon": (4, 8.8), "Zaire": (4.4, 9.8),
    "Angola": (3.5, 10.9), "Zimbabwe": (5.3, 10.8), "Botswana": (4.4, 11.9),
    "South Africa": (3.4, 12.2), "SE African States": (5.9, 12.3), "Kenya": (6.9, 11.5),
    "Somalia": (7.9, 11.0), "Ethiopia": (6.8, 9.7), "Sudan": (5.6, 9.5),
    # ---- Asia
    "Afghanistan": (9.2, 4.6), "Pakistan": (9.9, 5.8), "India": (10.6, 6.9),
    "Burma": (10.2, 8.25), "Laos/Cambodia": (11.2, 8.2), "Thailand": (10.3, 9.4),
    "Vietnam": (11.3, 9.4), "Malaysia": (10.8, 10.6), "Indonesia": (11.9, 10.6),
    "Philippines": (11.9, 7.0), "Australia": (10.5, 11.8),
    "Japan": (11.5, 0.9), "Taiwan": (10.4, 1.4), "South Korea": (10.4, 0.3),
    "North Korea": (9.3, 0.0),
}

# Superpower spaces: name -> (column, row, width in columns, height in rows)
SUPERPOWERS: dict[str, tuple[float, float, float, float]] = {
    "USA": (1.0, 0, 1.7, 0.86),
    "USSR": (8.2, 1.6, 1.0, 3.6),
}

# Adjacency lines drawn as curves: (a, b) -> offset of the control point (grid units)
BENDS: dict[tuple[str, str], tuple[float, float]] = {
    ("Italy", "Greece"): (-0.16, 0.06),
}

# Lines that would cross the whole map end in a stub pointing off the edge instead:
# (country, superpower) -> stub vector in grid units.
STUBS: dict[tuple[str, str], tuple[float, float]] = {
    ("Japan", "USA"): (0.98, 0.0),
}

# Region and subregion labels: the free grid cell (column, row) whose box area they use.
REGION_LABELS: dict[str, tuple[float, float]] = {
    "Central America": (0, 4.0),
    "South America": (0, 10.9),
    "Europe": (3, 1.0),
    "Middle East": (6.05, 7.3),
    "Africa": (3, 8.8),
    "Asia": (10.1, 2.6),
}
REGION_TEXT = {"Middle East": "Middle\nEast"}

SUBREGION_LABELS: dict[str, tuple[float, float]] = {
    "Western\nEurope": (3, 2.0),
    "Eastern\nEurope": (7, 3.0),
    "Southeast Asia": (11.35, 11.45),
}

# Short names for the narrow boxes (the full name is in the box's tooltip), as terms: a
# language without a short form in its catalog shows the full name (lang.short).
SHORT = {
    "Dominican Republic": term("twilight country short", "Dominican Rep."),
    "West African States": term("twilight country short", "W. African St."),
    "SE African States": term("twilight country short", "SE African St."),
    "West Germany": term("twilight country short", "W. Germany"),
    "East Germany": term("twilight country short", "E. Germany"),
}

# ---------------------------------------------------------------------------------------
# Two layouts. "wide" (above) suits landscape screens. "tall" suits portrait tablets: the
# same Old World three columns to the left, and the Americas in a band below Africa and
# Asia (Canada and Japan then reach the USA space by stubs).
_AMERICAS_TALL: dict[str, tuple[float, float]] = {
    "Haiti": (1.8, 13.5), "Dominican Republic": (2.8, 13.5),
    "Cuba": (1.8, 14.55), "Nicaragua": (2.8, 14.55),
    "Mexico": (0, 15.6), "Guatemala": (1, 15.6), "Honduras": (2, 15.6),
    "Costa Rica": (3, 15.6), "Panama": (4, 15.6), "El Salvador": (1.5, 16.65),
    "Colombia": (5.1, 15.6), "Venezuela": (6.2, 14.8), "Brazil": (7.4, 14.8),
    "Ecuador": (5.0, 16.8), "Peru": (6.0, 17.3), "Bolivia": (6.4, 16.1),
    "Chile": (6.6, 18.4), "Paraguay": (7.5, 16.3), "Uruguay": (8.7, 16.5),
    "Argentina": (7.7, 17.5),
}
_SHIFT = 3                      # the wide layout's Europe starts in column 3


def _tall_pos() -> dict[str, tuple[float, float]]:
    out = {n: (c - _SHIFT, r) for n, (c, r) in POS.items() if n not in _AMERICAS_TALL}
    out.update(_AMERICAS_TALL)
    return out


WIDE = {
    "pos": POS, "superpowers": SUPERPOWERS, "bends": BENDS, "stubs": STUBS,
    "regions": REGION_LABELS, "subregions": SUBREGION_LABELS,
}
TALL = {
    "pos": _tall_pos(),
    "superpowers": {"USA": (0.35, 13.6, 1.5, 0.86), "USSR": (8.2 - _SHIFT, 1.6, 1.0, 3.6)},
    "bends": dict(BENDS),
    "stubs": {("Japan", "USA"): (0.98, 0.0), ("Canada", "USA"): (-0.62, 0.0)},
    "regions": {"Central America": (3.2, 16.7), "South America": (4.6, 18.0),
                "Europe": (0, 1.0), "Middle East": (3.05, 7.3), "Africa": (0, 8.8),
                "Asia": (7.1, 2.6)},
    "subregions": {"Western\nEurope": (0, 2.0), "Eastern\nEurope": (4, 3.0),
                   "Southeast Asia": (8.35, 11.45)},
}
LAYOUTS = {"wide": WIDE, "tall": TALL}
