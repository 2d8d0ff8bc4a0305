"""The app's icons as PNG files, drawn with the standard library only (zlib + struct).

The drawing is the one of ``web/favicon.svg``: a blue rounded square with four dots (two
white, two gold). Shapes are filled with analytic anti-aliasing (coverage from the
distance to the edge), so no drawing library is needed.

* :func:`icon_png` — ``purpose="any"``: the rounded square on a transparent background;
* ``maskable=True`` — the background fills the whole square (launchers cut it to their
  own shape); the dots already lie inside the central "safe zone" (a circle of 40 % of the
  size around the centre: the farthest dot edge is at 31 %).
"""

from __future__ import annotations

import struct
import zlib

BLUE = (0x1F, 0x4E, 0x79)
WHITE = (0xFF, 0xFF, 0xFF)
GOLD = (0xE8, 0xB0, 0x4B)
# In the favicon's 64-unit box: the square (6..58, radius 10) and the dots (radius 6).
DOTS = [((22, 22), WHITE), ((42, 42), WHITE), ((42, 22), GOLD), ((22, 42), GOLD)]


def _clamp(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def _rounded_rect_cover(px: float, py: float, lo: float, hi: float, r: float) -> float:
    """Coverage (0..1) of the pixel centred on (px, py) by a rounded square."""
    cx = min(max(px, lo + r), hi - r)
    cy = min(max(py, lo + r), hi - r)
    dx, dy = px - cx, py - cy
    if dx == 0 and dy == 0:
        inside = min(px - lo, hi - px, py - lo, hi - py)     # distance to the straight edges
        return _clamp(inside + 0.5)
    return _clamp(r - (dx * dx + dy * dy) ** 0.5 + 0.5)


def _pixels(size: int, maskable: bool) -> bytes:
    unit = size / 64.0
    lo, hi, radius = 6 * unit, 58 * unit, 10 * unit
    dots = [((x * unit, y * unit), 6 * unit, colour) for (x, y), colour in DOTS]
    rows = bytearray()
    for j in range(size):
        rows.append(0)                       # PNG filter type 0 for this row
        py = j + 0.5
        for i in range(size):
            px = i + 0.5
            alpha = 1.0 if maskable else _rounded_rect_cover(px, py, lo, hi, radius)
            r, g, b = BLUE
            if alpha > 0:
                for (cx, cy), rad, colour in dots:
                    d = ((px - cx) ** 2 + (py - cy) ** 2) ** 0.5
                    cover = _clamp(rad - d + 0.5)
                    if cover > 0:
                        r = round(r + (colour[0] - r) * cover)
                        g = round(g + (colour[1] - g) * cover)
                        b = round(b + (colour[2] - b) * cover)
                        break
            rows += bytes((r, g, b, round(alpha * 255)))
    return bytes(rows)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (struct.pack(">I", len(data)) + kind + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))


def icon_png(size: int, maskable: bool = False) -> bytes:
    """The icon as a ``size`` x ``size`` RGBA PNG."""
    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)    # 8-bit RGBA
    return (b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", header)
            + _chunk(b"IDAT", zlib.compress(_pixels(size, maskable), 9)) + _chunk(b"IEND", b""))
