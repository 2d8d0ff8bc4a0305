"""Where the Twilight map's boxes go: each layout of ``games/twilight/layout.py`` in SVG
units, its static layers (drawn once per language) and the choice of a layout for the
screen (:func:`layout`)."""

from __future__ import annotations

import functools

from games.twilight import layout as L
from games.twilight.names import (COUNTRY, MAP, NAMES, REGIONS, REGION_CLS, _cname,
                                  _lines, _region_of)
import lang
from ui import esc

BW, BH = L.BOX_W, L.BOX_H

PAD = 11                         # region colour around a box


# ----------------------------------------------------------------------------- geometry
def _num(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _edges():
    seen = set()
    out = []
    for c in MAP["countries"]:
        for other in c["adjacent"]:
            key = tuple(sorted((c["name"], other)))
            if key not in seen:
                seen.add(key)
                out.append(key)
    for space, names in MAP["superpower_adjacency"].items():
        for name in names:
            key = tuple(sorted((space, name)))
            if key not in seen:
                seen.add(key)
                out.append(key)
    return out

EDGES = _edges()


class Geometry:
    """Map units of one layout of ``twilight_layout`` and its static SVG layers."""

    def __init__(self, layout: dict):
        self.layout = layout
        px, py = L.PITCH_X, L.PITCH_Y
        centre = {name: (c * px, r * py) for name, (c, r) in layout["pos"].items()}
        sp_rect = {}
        for name, (c, r, w, h) in layout["superpowers"].items():
            x, y = c * px, r * py
            wu, hu = w * px - (px - BW), h * py - (py - BH)
            sp_rect[name] = (x - wu / 2, y - hu / 2, wu, hu)
            centre[name] = (x, y)
        # bounding box of boxes, spaces and stub ends, then a margin all round
        xs, ys = [], []
        for name, (x, y) in centre.items():
            if name in sp_rect:
                rx, ry, w, h = sp_rect[name]
                xs += [rx, rx + w]
                ys += [ry, ry + h]
            else:
                xs += [x - BW / 2 - PAD, x + BW / 2 + PAD]
                ys += [y - BH / 2 - PAD, y + BH / 2 + PAD]
        for (src, _dst), (dx, dy) in layout["stubs"].items():
            x, y = centre[src]
            xs.append(x + dx * px + (4 if dx >= 0 else -10))
        ox, oy = L.MARGIN_X - min(xs), L.MARGIN_Y - min(ys)
        self.centre = {k: (x + ox, y + oy) for k, (x, y) in centre.items()}
        self.sp_rect = {k: (x + ox, y + oy, w, h) for k, (x, y, w, h) in sp_rect.items()}
        self.ox, self.oy = ox, oy
        self.width = round(max(xs) - min(xs) + 2 * L.MARGIN_X)
        self.height = round(max(ys) - min(ys) + 2 * L.MARGIN_Y)

    @property
    def back(self) -> str:
        """The static layers (regions, lines, labels, superpower spaces), drawn once per
        language."""
        return _static_back(self, lang.code())

    def cell(self, col: float, row: float) -> tuple[float, float]:
        """Top-left corner of the box area of a grid cell."""
        return (col * L.PITCH_X - BW / 2 + self.ox, row * L.PITCH_Y - BH / 2 + self.oy)

    def _edge(self, a: str, b: str) -> str:
        stubs = self.layout["stubs"]
        centre = self.centre
        if (a, b) in stubs or (b, a) in stubs:
            src, dst = (a, b) if (a, b) in stubs else (b, a)
            dx, dy = stubs[(src, dst)]
            x, y = centre[src]
            x2, y2 = x + dx * L.PITCH_X, y + dy * L.PITCH_Y
            anchor = "end" if dx >= 0 else "start"
            return (f'<line class="ts-edge stub" x1="{_num(x)}" y1="{_num(y)}" x2="{_num(x2)}" '
                    f'y2="{_num(y2)}"/><text class="ts-stub" x="{_num(x2)}" y="{_num(y2 + 16)}" '
                    f'text-anchor="{anchor}">{esc(_cname(dst))}</text>')
        (x1, y1), (x2, y2) = centre[a], centre[b]
        cross = _region_of(a) != _region_of(b)
        cls = "ts-edge x" if cross else "ts-edge"
        bends = self.layout["bends"]
        bend = bends.get((a, b)) or bends.get((b, a))
        if bend:
            mx = (x1 + x2) / 2 + bend[0] * L.PITCH_X
            my = (y1 + y2) / 2 + bend[1] * L.PITCH_Y
            return (f'<path class="{cls}" d="M{_num(x1)},{_num(y1)} Q{_num(mx)},{_num(my)} '
                    f'{_num(x2)},{_num(y2)}"/>')
        return (f'<line class="{cls}" x1="{_num(x1)}" y1="{_num(y1)}" x2="{_num(x2)}" '
                f'y2="{_num(y2)}"/>')

    def _blob(self, name: str, cls: str, pad: float = PAD) -> str:
        x, y = self.centre[name]
        return (f'<rect class="{cls}" x="{_num(x - BW / 2 - pad)}" y="{_num(y - BH / 2 - pad)}" '
                f'width="{_num(BW + 2 * pad)}" height="{_num(BH + 2 * pad)}" rx="16"/>')

    def _static_back(self) -> str:
        parts = ['<defs><pattern id="ts-both-eu" width="12" height="12" '
                 'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                 '<rect width="12" height="12" class="ts-we"/>'
                 '<rect width="6" height="12" class="ts-ee"/></pattern></defs>']
        parts.append('<g class="ts-blobs">')
        for region in REGIONS:
            rc = REGION_CLS[region]
            for name in NAMES:
                if COUNTRY[name]["region"] == region:
                    parts.append(self._blob(name, f"ts-r {rc}"))
        for name in NAMES:                  # Eastern / Western Europe, Southeast Asia
            subs = COUNTRY[name]["subregions"]
            if "Eastern Europe" in subs and "Western Europe" in subs:
                parts.append(self._blob(name, "ts-sub both", PAD - 5))
            elif "Eastern Europe" in subs:
                parts.append(self._blob(name, "ts-sub ee", PAD - 5))
            elif "Southeast Asia" in subs:
                parts.append(self._blob(name, "ts-sub sea", PAD - 5))
        parts.append("</g>")
        for text, (c, r) in self.layout["subregions"].items():
            x, y = self.cell(c, r)
            spans = "".join(f'<tspan x="{_num(x + 2)}" dy="{0 if k == 0 else 14}">'
                            f'{esc(line)}</tspan>' for k, line in enumerate(_lines(text)))
            parts.append(f'<text class="ts-sublabel" y="{_num(y + 12)}">{spans}</text>')
        parts.append('<g class="ts-edges">' + "".join(self._edge(a, b) for a, b in EDGES)
                     + "</g>")
        for name, (x, y, w, h) in self.sp_rect.items():
            side = "us" if name == "USA" else "ussr"
            cx, cy = self.centre[name]
            parts.append(f'<g class="ts-sp {side}"><rect x="{_num(x)}" y="{_num(y)}" '
                         f'width="{_num(w)}" height="{_num(h)}" rx="10"/><text x="{_num(cx)}" '
                         f'y="{_num(cy + 9)}">{esc(_cname(name))}</text></g>')
        return "".join(parts)

GEOMETRY = {name: Geometry(layout) for name, layout in L.LAYOUTS.items()}


@functools.lru_cache(maxsize=None)
def _static_back(geo: Geometry, code: str) -> str:
    """A layout's static layers in the language ``code`` (made once per language)."""
    return geo._static_back()


def layout(screen, keep: dict) -> str:
    """The map's layout for a screen of ``screen`` = (width, height) CSS pixels (None
    outside the page: "wide"): "tall" for a phone held upright, else "wide" (a tablet
    gets the wide map, beside or under the decision and the hand, on one screen: issue
    23). ``keep["layout"]`` ("wide" or "tall") forces one. The app asks again after a
    resize and redraws when the answer changes (the board's ``data-layout``)."""
    forced = keep.get("layout")
    if forced in GEOMETRY:
        return forced
    if not screen:
        return "wide"
    w, h = screen
    return "tall" if h > w and w < 700 else "wide"
