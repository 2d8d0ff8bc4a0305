"""Issue 23, colour: the sides and the players are told apart by more than colour.

The drawn colours go through the standard simulations of the three common kinds of
colour blindness (Machado, Oliveira and Fernandes 2009, severity 1.0, applied in linear
RGB), and their distances are measured in CIELAB (CIE76 delta E). Where two players'
colours come close under a simulation, their pieces must differ by a mark (the army
badge's shape); Twilight's two sides stay far apart in colour under each simulation and
are told apart by place too (USSR influence on the left of a box, the US on the right).
"""

from __future__ import annotations

import itertools
import re
import sys
from pathlib import Path

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from games.risk import board as BR  # noqa: E402
from games.risk import colours as RC  # noqa: E402
from games.risk import drawing as RD  # noqa: E402

STYLE = (WEB_PY.parent / "style.css").read_text()

SIMULATIONS = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
#: clearly different at a glance (delta E 76); below it a mark must tell the pieces apart
FAR = 20.0


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    return tuple(_linear(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4))


def _simulate(rgb, kind: str | None):
    if kind is None:
        return rgb
    m = SIMULATIONS[kind]
    return tuple(min(1.0, max(0.0, sum(m[r][k] * rgb[k] for k in range(3)))) for r in range(3))


def _lab(rgb) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t):
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: str, b: str, kind: str | None = None) -> float:
    la, lb = _lab(_simulate(_rgb(a), kind)), _lab(_simulate(_rgb(b), kind))
    return sum((p - q) ** 2 for p, q in zip(la, lb)) ** 0.5


def _css_var(name: str) -> str:
    return re.search(rf"--{name}:\s*(#[0-9a-fA-F]{{6}})", STYLE).group(1)


def test_the_simulation_matrices_keep_grey_grey_and_merge_red_and_green():
    # a sanity check of the method: greys are unchanged, and a red and a green of the
    # same lightness become close for the red-green kinds, not for tritanopia
    for kind in SIMULATIONS:
        assert delta_e("#808080", "#808080", kind) == pytest.approx(0, abs=1e-6)
        assert delta_e("#777777", "#777777", kind) < 0.5
    assert delta_e("#b35a00", "#5a7a00", "deuteranopia") < delta_e("#b35a00", "#5a7a00") / 2


@pytest.mark.parametrize("kind", [None, *SIMULATIONS])
def test_twilights_two_sides_stay_far_apart_under_each_simulation(kind):
    ussr, us = _css_var("ts-ussr"), _css_var("ts-us")
    assert delta_e(ussr, us, kind) >= FAR, (kind, delta_e(ussr, us, kind))


def test_risks_six_players_each_have_a_badge_shape_of_their_own():
    shapes = [RD.seat_shape(0, 0, i, "#000000", "#ffffff", 2) for i in range(6)]
    outlines = {re.sub(r'fill="[^"]*"', "", s) for s in shapes}
    assert len(outlines) == 6
    assert len(set(RD.SEAT_SHAPES)) == len(RD.SEAT_SHAPES) == 6


@pytest.mark.parametrize("kind", [None, *SIMULATIONS])
def test_risk_colours_that_come_close_are_told_apart_by_their_badges(kind):
    """The box's six colours, in the order of the seats: any two that a simulation brings
    close have different badge shapes (every pair does); the map's land tints, which
    carry no mark, are told apart by the badges standing on them."""
    colours = [strong for strong, _tint, _ink in RC.PLAYER_COLOURS.values()]
    close = []
    for (i, a), (j, b) in itertools.combinations(enumerate(colours), 2):
        if delta_e(a, b, kind) < FAR:
            close.append((a, b))
            assert RD.SEAT_SHAPES[i] != RD.SEAT_SHAPES[j]
    if kind in ("protanopia", "deuteranopia"):
        # the reason for the marks: red and green come close for these eyes
        red, green = RC.PLAYER_COLOURS["Red"][0], RC.PLAYER_COLOURS["Green"][0]
        assert delta_e(red, green, kind) < delta_e(red, green) / 2


def test_a_risk_badge_is_drawn_with_its_seats_shape():
    circle = RD._badge(10, 10, 3, "#c62828", "#fff", "player", seat=0)
    diamond = RD._badge(10, 10, 3, "#2e7d32", "#fff", "player", seat=1)
    assert "<circle" in circle and "<circle" not in diamond
    assert RD.SEAT_SHAPES[1] in diamond
