"""Twilight Struggle region scoring (rule 10.1), the scoring cards' tables, final scoring
(10.3.2).

Rule references are to the Italian complete rules (shared/seeds/004_*.txt; the Hebrew
000_* and Greek 002_* texts of 10.1 agree, and carry the Central America example).

10.1.1 - levels of a superpower in a region:

* **Presence** (Presenza): it controls at least one country of the region.
* **Domination** (Dominazione): it controls more countries of the region than the
  opponent AND more battleground countries of the region than the opponent, and it
  controls at least one non-battleground and at least one battleground country there.
* **Control** (Controllo): it controls more countries of the region than the opponent
  AND every battleground country of the region. (No non-battleground is required.)

Each side scores the VP of its highest level from the region's scoring card, plus
(10.1.2) +1 VP per battleground it controls in the region and +1 VP per country it
controls in the region that is adjacent to the enemy superpower. The two totals are
netted (10.1.2, 10.2.3).

VP sign convention (10.2.2, the VP track): positive favours the US, negative the USSR.
"""

from __future__ import annotations

from typing import NamedTuple

from . import board
from .board import BATTLEGROUND, INDEX, REGION_COUNTRIES, STABILITY, US, USSR

# ---- the scoring cards as data ------------------------------------------------------

#: The "Vittoria Automatica" entry of Europe Scoring: control of Europe wins the game
#: (10.3.1 when the card is played, 10.3.2 at final scoring); it has no VP value.
AUTO_WIN = None

#: Region -> (presence, domination, control) VP, from the scoring cards in the Italian
#: card list: 1 Asia Scoring "Presenza: 3 Dominazione: 7 Controllo: 9"; 2 Europe Scoring
#: "Presenza: 3 Dominazione: 7 Controllo: Vittoria Automatica"; 3 Middle East Scoring
#: 3/5/7; 37 Central America Scoring 1/3/5; 35 South America Scoring 2/5/6; 79 Africa
#: Scoring 1/4/6. Each card adds "+1 per Paese Campo di Battaglia controllato nella
#: Regione"; Asia, Europe and Central America also print "+1 per paese controllato che
#: è adiacente alla superpotenza nemica" (no country of the other three regions touches
#: a superpower space, so rule 10.1.2 applied uniformly gives the same result).
SCORING_TABLE: dict[str, tuple[int, int, int | None]] = {
    "Europe": (3, 7, AUTO_WIN),
    "Asia": (3, 7, 9),
    "Middle East": (3, 5, 7),
    "Africa": (1, 4, 6),
    "Central America": (1, 3, 5),
    "South America": (2, 5, 6),
}

#: Scoring card number (Italian card list) -> region it scores (Southeast Asia: 38).
SCORING_CARD_REGION: dict[int, str] = {
    1: "Asia",
    2: "Europe",
    3: "Middle East",
    35: "South America",
    37: "Central America",
    38: "Southeast Asia",
    79: "Africa",
}

#: Card 38 Southeast Asia Scoring: "1 VP per paese per il Controllo tra: Burma,
#: Cambogia/Laos, Vietnam, Malesia, Indonesia, Filippine; 2 VP per il Controllo della
#: Tailandia" (both sides score; the card is removed after scoring).
SOUTHEAST_ASIA_VP: dict[str, int] = {
    "Burma": 1,
    "Laos/Cambodia": 1,
    "Vietnam": 1,
    "Malaysia": 1,
    "Indonesia": 1,
    "Philippines": 1,
    "Thailand": 2,
}

LEVELS = ("none", "presence", "domination", "control")

# ---- precomputed per-region tables ---------------------------------------------------

_ADJ_MASK = board.ADJ_SUPERPOWER_MASK

#: region -> tuple of (index, stability, battleground, mask of superpowers adjacent)
_REGION_ROWS: dict[str, tuple[tuple[int, int, bool, int], ...]] = {
    r: tuple((i, STABILITY[i], BATTLEGROUND[i], _ADJ_MASK[i]) for i in idx)
    for r, idx in REGION_COUNTRIES.items()
}
_REGION_BG_TOTAL: dict[str, int] = {
    r: sum(1 for row in rows if row[2]) for r, rows in _REGION_ROWS.items()
}
_SEA_ROWS: tuple[tuple[int, int, int], ...] = tuple(
    (INDEX[name], STABILITY[INDEX[name]], vp) for name, vp in SOUTHEAST_ASIA_VP.items()
)

# Bits of the adjacency mask: a USSR-controlled country scores the adjacency bonus when
# it touches the US space, and vice versa (10.1.2).
_USSR_BONUS_BIT = 1 << US
_US_BONUS_BIT = 1 << USSR


class SideStatus(NamedTuple):
    """One side's standing in a region (10.1.1 / 10.1.2)."""

    level: str  # "none" / "presence" / "domination" / "control"
    countries: int  # countries of the region it controls
    battlegrounds: int  # battlegrounds of the region it controls
    adjacent: int  # countries of the region it controls that touch the enemy superpower


def _count(inf, region, extra_battlegrounds):
    """Raw counts: (countries, battlegrounds, adjacent) per side, and battlegrounds."""
    ussr = inf[0]
    us = inf[1]
    c0 = b0 = a0 = c1 = b1 = a1 = 0
    rows = _REGION_ROWS[region]
    total_bg = _REGION_BG_TOTAL[region]
    if extra_battlegrounds:
        for i, _s, bg, _m in rows:
            if not bg and i in extra_battlegrounds:
                total_bg += 1
    for i, s, bg, mask in rows:
        x = ussr[i]
        y = us[i]
        if x >= s and x - y >= s:
            c0 += 1
            if bg or (extra_battlegrounds and i in extra_battlegrounds):
                b0 += 1
            if mask & _USSR_BONUS_BIT:
                a0 += 1
        elif y >= s and y - x >= s:
            c1 += 1
            if bg or (extra_battlegrounds and i in extra_battlegrounds):
                b1 += 1
            if mask & _US_BONUS_BIT:
                a1 += 1
    return c0, b0, a0, c1, b1, a1, total_bg


def _level(c, b, oc, ob, total_bg) -> int:
    """Index into LEVELS for a side with c countries / b battlegrounds (10.1.1)."""
    if c > oc:
        if b == total_bg:
            return 3  # control: more countries and every battleground
        if b > ob and b >= 1 and c - b >= 1:
            return 2  # domination: more countries, more battlegrounds, >=1 of each kind
    return 1 if c >= 1 else 0


def _counts(inf, region, extra_battlegrounds, removed_battlegrounds):
    """Each side's (countries, battlegrounds, adjacent) in ``region``, and its
    battlegrounds, with Shuttle Diplomacy's battleground taken off."""
    c0, b0, a0, c1, b1, a1, total_bg = _count(inf, region, extra_battlegrounds)
    if removed_battlegrounds is not None:
        # Shuttle Diplomacy: "sottraete un paese campo di battaglia dall'URSS" - one
        # controlled battleground country is taken off that side's totals (it no longer
        # counts as a country, nor as a battleground, for this scoring).
        if removed_battlegrounds == USSR:
            if b0:
                b0 -= 1
                c0 -= 1
        elif removed_battlegrounds == US:
            if b1:
                b1 -= 1
                c1 -= 1
        else:
            raise ValueError(
                f"removed battleground side must be 0 or 1, not {removed_battlegrounds!r}"
            )
    return (c0, b0, a0, c1, b1, a1), total_bg


def _status(inf, region, extra_battlegrounds, removed_battlegrounds):
    (c0, b0, a0, c1, b1, a1), total_bg = _counts(inf, region, extra_battlegrounds,
                                                  removed_battlegrounds)
    l0 = _level(c0, b0, c1, b1, total_bg)
    l1 = _level(c1, b1, c0, b0, total_bg)
    return (l0, c0, b0, a0), (l1, c1, b1, a1)


def score_counts(region: str, counts, total_bg: int) -> tuple[int, int | None]:
    """``(vp, auto_winner)`` of scoring ``region`` from each side's counts ``counts =
    (c0, b0, a0, c1, b1, a1)`` (countries, battlegrounds and countries adjacent to the
    enemy superpower it controls there, USSR first) and the region's ``total_bg``
    battlegrounds: the levels (10.1.1) and the table's VP with the bonuses (10.1.2), as
    :func:`score_region` gives them (the bots price positions with it too)."""
    c0, b0, a0, c1, b1, a1 = counts
    table = SCORING_TABLE[region]
    l0 = _level(c0, b0, c1, b1, total_bg)
    l1 = _level(c1, b1, c0, b0, total_bg)
    winner = None
    vp = [b0 + a0, b1 + a1]
    for side, level in ((USSR, l0), (US, l1)):
        if level:
            pts = table[level - 1]
            if pts is None:
                winner = side            # "Vittoria Automatica" (Europe's control)
            else:
                vp[side] += pts
    return vp[US] - vp[USSR], winner


def region_status(
    inf,
    region: str,
    extra_battlegrounds=frozenset(),
    removed_battlegrounds: int | None = None,
) -> tuple[SideStatus, SideStatus]:
    """Each side's level and counts in ``region`` (10.1.1, 10.1.2), indexed by side.

    ``inf`` is ``[ussr_list, us_list]``. ``region`` is one of the six regions (the
    region includes its subregions, 2.1.2). ``extra_battlegrounds``: country indices that
    count as battlegrounds for this scoring (Formosan Resolution: Taiwan, when the US
    controls it at Asia scoring - the caller decides). ``removed_battlegrounds``: None,
    or the side that counts one controlled battleground fewer (Shuttle Diplomacy: the
    USSR); that country is removed from its battleground and country counts, which also
    bars it from Control (not every battleground any more). The adjacency count is not
    changed.
    """
    s0, s1 = _status(inf, region, extra_battlegrounds, removed_battlegrounds)
    return (
        SideStatus(LEVELS[s0[0]], s0[1], s0[2], s0[3]),
        SideStatus(LEVELS[s1[0]], s1[1], s1[2], s1[3]),
    )


def score_region(
    inf,
    region: str,
    *,
    final: bool = False,
    extra_battlegrounds=frozenset(),
    minus_battleground: int | None = None,
) -> tuple[int, int | None]:
    """Net VP of scoring ``region`` now, and the side that wins outright, if any.

    Returns ``(vp, auto_winner)``: ``vp > 0`` favours the US, ``< 0`` the USSR (10.2.2),
    the net of both sides' totals (10.1.2): level VP from :data:`SCORING_TABLE` + 1 per
    controlled battleground + 1 per controlled country adjacent to the enemy superpower.
    ``auto_winner`` is the side controlling Europe when Europe is scored (10.3.1 "Se una
    delle parti controlla l'Europa, vince quando si gioca la carta Punteggio Europa";
    10.3.2 the same at final scoring), else None; that side's control level then adds no
    VP (the card prints "Vittoria Automatica" in place of a number), its other bonuses
    still count in ``vp``.

    ``final`` marks final scoring (10.3.2: each region scores "come se fosse stata
    giocata la carta Punteggio"), so it changes nothing here; the caller must not apply
    the 20 VP automatic victory at final scoring. ``extra_battlegrounds`` and
    ``minus_battleground`` are passed to :func:`region_status` (Formosan Resolution,
    Shuttle Diplomacy).
    """
    counts, total_bg = _counts(inf, region, extra_battlegrounds, minus_battleground)
    return score_counts(region, counts, total_bg)


def score_southeast_asia(inf) -> int:
    """Net VP of card 38 Southeast Asia Scoring: 1 VP per controlled Burma,
    Laos/Cambodia, Vietnam, Malaysia, Indonesia, Philippines; 2 VP for Thailand (both
    sides score; positive favours the US). Control per 2.1.7."""
    ussr = inf[0]
    us = inf[1]
    vp = 0
    for i, s, pts in _SEA_ROWS:
        x = ussr[i]
        y = us[i]
        if x >= s and x - y >= s:
            vp -= pts
        elif y >= s and y - x >= s:
            vp += pts
    return vp


def final_scoring_detail(
    inf, extra_battlegrounds=frozenset()
) -> dict[str, tuple[int, int | None]]:
    """Per region ``(vp, auto_winner)`` of final scoring (10.3.2), in ``REGIONS`` order.

    Southeast Asia is not scored separately: it is part of Asia (10.3.2)."""
    return {
        r: score_region(inf, r, final=True, extra_battlegrounds=extra_battlegrounds)
        for r in board.REGIONS
    }


def final_scoring(inf, extra_battlegrounds=frozenset()) -> tuple[int, int | None]:
    """Final scoring at the end of turn 10 (10.3.2). Returns ``(vp, auto_winner)``.

    Every region scores as if its scoring card were played; Southeast Asia is not scored
    separately (it is counted inside Asia). ``vp`` is the net sum (positive: US).
    Reaching +/-20 VP does not win automatically here (the caller adds ``vp`` to the
    track and compares signs), but the side controlling Europe wins regardless of the
    score elsewhere: that side is ``auto_winner`` (else None).
    ``extra_battlegrounds``: as in :func:`score_region` (Formosan Resolution in effect
    and the US controlling Taiwan - the caller decides).
    """
    total = 0
    winner = None
    for r in board.REGIONS:
        vp, w = score_region(inf, r, final=True, extra_battlegrounds=extra_battlegrounds)
        total += vp
        if w is not None:
            winner = w
    return total, winner
