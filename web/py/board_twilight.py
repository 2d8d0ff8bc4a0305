"""Board of Twilight Struggle: the world map as SVG, the tracks, the hand, the cards in play.

Everything drawn comes from ``ctx.view`` (``state.view(viewer)``: the viewer's own hand
only, never the opponent's), the static map and card data of the engine
(``engine.twilight.mapdata`` / ``cards``), ``ctx.legal`` and ``ctx.label``.

Taps (the contract of ``boards.py``):

* a legal action ``VERB:Country`` (``inf:``, ``coup:``, ``realign:``, ``remove:``, an
  event's own verbs...) is put on that country's box when it is the only action naming
  the country; the box is highlighted, the other boxes are dimmed;
* a legal action ``VERB:N`` naming a card of the viewer's hand (``card:``, ``headline:``,
  ``discard:``, ``un:``...) is put on that card; ``card:6`` on the China Card marker;
* everything else (``event`` / ``ops`` / ``space``, ``pass``, two actions on one country
  as with the mixed-operations option...) stays a button of the decision panel
  (:func:`buttons`).

Two map layouts (``twilight_layout``): "wide" for landscape screens, "tall" (the Americas
below Africa and Asia) for portrait tablets, chosen from the window's shape at each
redraw; turning the device redraws by itself (see :func:`_hook_resize`). Each layout's
static layers (regions, adjacency lines, labels, superpower spaces) are built once at
import; a redraw only writes the 84 country boxes, the tracks and the cards.
"""

from __future__ import annotations

import re

import twilight_layout as L
from engine.twilight import cards as C
from engine.twilight import mapdata
from engine.twilight.board import controller
from engine.twilight.ops import DEFCON_CLOSED
from engine.twilight.scoring import SCORING_TABLE, score_region
from engine.twilight.space import SPACE
from ui import esc, tag

USSR, US = 0, 1
SIDES = ("USSR", "US")
SIDE_CLS = ("ussr", "us", "both")
ERA_NAME = {"early": "Early War", "mid": "Mid War", "late": "Late War"}
REGIONS = tuple(mapdata.REGIONS)
REGION_CLS = {"Europe": "eu", "Asia": "as", "Middle East": "me", "Africa": "af",
              "Central America": "ca", "South America": "sa"}
COUNTRY = {c[0]: c for c in mapdata.COUNTRIES}
NAMES = tuple(c[0] for c in mapdata.COUNTRIES)
INDEX = {n: i for i, n in enumerate(NAMES)}
STAB = {c[0]: c[3] for c in mapdata.COUNTRIES}
BG = {c[0]: bool(c[4]) for c in mapdata.COUNTRIES}
N = len(NAMES)

# Board preferences, kept while the page is open: card texts shown; map layout ("auto",
# "wide" or "tall"; tests force one).
_PREFS = {"texts": False, "layout": "auto"}

BW, BH = L.BOX_W, L.BOX_H
PAD = 11                         # region colour around a box


# ----------------------------------------------------------------------------- geometry
def _n(v: float) -> str:
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _edges():
    seen = set()
    out = []
    for c in mapdata.COUNTRIES:
        for other in c[5]:
            key = tuple(sorted((c[0], other)))
            if key not in seen:
                seen.add(key)
                out.append(key)
    for space, names in mapdata.SUPERPOWER_ADJACENCY.items():
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
        self.back = self._static_back()

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
            return (f'<line class="ts-edge stub" x1="{_n(x)}" y1="{_n(y)}" x2="{_n(x2)}" '
                    f'y2="{_n(y2)}"/><text class="ts-stub" x="{_n(x2)}" y="{_n(y2 + 16)}" '
                    f'text-anchor="{anchor}">{esc(dst)}</text>')
        (x1, y1), (x2, y2) = centre[a], centre[b]
        cross = COUNTRY.get(a, (0, "sp"))[1] != COUNTRY.get(b, (0, "sp"))[1]
        cls = "ts-edge x" if cross else "ts-edge"
        bends = self.layout["bends"]
        bend = bends.get((a, b)) or bends.get((b, a))
        if bend:
            mx = (x1 + x2) / 2 + bend[0] * L.PITCH_X
            my = (y1 + y2) / 2 + bend[1] * L.PITCH_Y
            return (f'<path class="{cls}" d="M{_n(x1)},{_n(y1)} Q{_n(mx)},{_n(my)} '
                    f'{_n(x2)},{_n(y2)}"/>')
        return (f'<line class="{cls}" x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" '
                f'y2="{_n(y2)}"/>')

    def _blob(self, name: str, cls: str, pad: float = PAD) -> str:
        x, y = self.centre[name]
        return (f'<rect class="{cls}" x="{_n(x - BW / 2 - pad)}" y="{_n(y - BH / 2 - pad)}" '
                f'width="{_n(BW + 2 * pad)}" height="{_n(BH + 2 * pad)}" rx="16"/>')

    def _static_back(self) -> str:
        parts = ['<defs><pattern id="ts-both-eu" width="12" height="12" '
                 'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                 '<rect width="12" height="12" class="ts-we"/>'
                 '<rect width="6" height="12" class="ts-ee"/></pattern></defs>']
        parts.append('<g class="ts-blobs">')
        for region in REGIONS:
            rc = REGION_CLS[region]
            for name in NAMES:
                if COUNTRY[name][1] == region:
                    parts.append(self._blob(name, f"ts-r {rc}"))
        for name in NAMES:                  # Eastern / Western Europe, Southeast Asia
            subs = COUNTRY[name][2]
            if "Eastern Europe" in subs and "Western Europe" in subs:
                parts.append(self._blob(name, "ts-sub both", PAD - 5))
            elif "Eastern Europe" in subs:
                parts.append(self._blob(name, "ts-sub ee", PAD - 5))
            elif "Southeast Asia" in subs:
                parts.append(self._blob(name, "ts-sub sea", PAD - 5))
        parts.append("</g>")
        for text, (c, r) in self.layout["subregions"].items():
            x, y = self.cell(c, r)
            spans = "".join(f'<tspan x="{_n(x + 2)}" dy="{0 if k == 0 else 14}">'
                            f'{esc(line)}</tspan>' for k, line in enumerate(text.split("\n")))
            parts.append(f'<text class="ts-sublabel" y="{_n(y + 12)}">{spans}</text>')
        parts.append('<g class="ts-edges">' + "".join(self._edge(a, b) for a, b in EDGES)
                     + "</g>")
        for name, (x, y, w, h) in self.sp_rect.items():
            side = "us" if name == "USA" else "ussr"
            cx, cy = self.centre[name]
            parts.append(f'<g class="ts-sp {side}"><rect x="{_n(x)}" y="{_n(y)}" '
                         f'width="{_n(w)}" height="{_n(h)}" rx="10"/><text x="{_n(cx)}" '
                         f'y="{_n(cy + 9)}">{esc(name)}</text></g>')
        return "".join(parts)


GEOMETRY = {name: Geometry(layout) for name, layout in L.LAYOUTS.items()}


def _layout_name() -> str:
    """"tall" on a portrait screen (in the page), else "wide"; ``_PREFS["layout"]``
    forces one."""
    forced = _PREFS.get("layout", "auto")
    if forced in GEOMETRY:
        return forced
    try:
        from pyscript import window   # only in the page; CPython tests draw "wide"
        w, h = int(window.innerWidth), int(window.innerHeight)
    except Exception:
        return "wide"
    return "tall" if h > w and w < 1100 else "wide"


def _scoring_text(region: str) -> str:
    p, d, c = SCORING_TABLE[region]
    return f"{p} / {d} / {'win' if c is None else c} VP"


# ----------------------------------------------------------------------------- helpers
def _inf_lists(view) -> list[list[int]]:
    inf = [[0] * N, [0] * N]
    for name, (a, b) in (view.get("influence") or {}).items():
        i = INDEX.get(name)
        if i is not None:
            inf[0][i], inf[1][i] = a, b
    return inf


def _plan(ctx):
    """Which legal actions go on the map / on cards; the rest stays as buttons."""
    view = ctx.view
    hand = set(view.get("hand") or [])
    side = view.get("side")
    china = view.get("china") or {}
    by_country: dict[str, list[str]] = {}
    by_card: dict[int, list[str]] = {}
    for a in ctx.legal:
        verb, sep, arg = a.partition(":")
        if not sep:
            continue
        if arg in COUNTRY:
            by_country.setdefault(arg, []).append(a)
        elif arg.isdigit():
            n = int(arg)
            if n in hand or (n == C.CHINA and side is not None and china.get("holder") == side):
                by_card.setdefault(n, []).append(a)
    country_act = {k: v[0] for k, v in by_country.items() if len(v) == 1}
    card_act = {k: v[0] for k, v in by_card.items() if len(v) == 1}
    multi = {k for k, v in by_country.items() if len(v) > 1}
    return country_act, card_act, multi


def buttons(ctx) -> list[str]:
    country_act, card_act, _ = _plan(ctx)
    on_board = set(country_act.values()) | set(card_act.values())
    return [a for a in ctx.legal if a not in on_board]


def on_ui(ctx, data: dict):
    """``texts``: show / hide the event texts on the cards. ``relayout``: nothing to do,
    the app redraws (tapped by the resize listener when the map should change layout)."""
    if data.get("ui") == "texts":
        _PREFS["texts"] = not _PREFS["texts"]
    return None


_HOOKED = []


def _hook_resize() -> None:
    """In the page: when the screen turns (portrait <-> landscape), redraw with the other
    map layout, through the board's own ``data-ui`` tap (the app then redraws)."""
    if _HOOKED:
        return
    _HOOKED.append(True)
    try:
        from pyodide.ffi import create_proxy
        from pyscript import document, window
    except Exception:           # CPython (tests): nothing to listen to
        return

    def on_resize(_event=None):
        # a missing element is JavaScript's null: Pyodide's falsy ``jsnull``, not None
        svg = document.querySelector("svg.ts-map")
        if svg and svg.getAttribute("data-layout") != _layout_name():
            button = document.querySelector('[data-ui="relayout"]')
            if button:
                button.click()

    window.addEventListener("resize", create_proxy(on_resize))


_PAREN = re.compile(r"\(([^()]*)\)\s*$")


def _badge(action: str, label: str) -> str:
    """A short hint shown over a tappable country: the cost of an expensive placement, the
    odds of a coup (taken from the engine's label)."""
    m = _PAREN.search(label)
    if not m:
        return ""
    verb = action.partition(":")[0]
    if verb == "coup":
        return m.group(1)
    if verb == "inf" and m.group(1).strip() not in ("1", ""):
        return f"costs {m.group(1)}"
    return ""


# ----------------------------------------------------------------------------- the map
_BAND = (f'<path class="band" d="M0,7 a7,7 0 0 1 7,-7 h{BW - 14} a7,7 0 0 1 7,7 v15 '
         f'h-{BW} z"/>')
_SQ = 30                          # influence square
_SQY = 25


def _inf_square(x: float, value: int, side: int, controlled: bool) -> str:
    cls = f"inf {SIDE_CLS[side]}" + (" ctl" if controlled else "") + ("" if value else " zero")
    body = f'<rect class="{cls}" x="{x}" y="{_SQY}" width="{_SQ}" height="{_SQ}" rx="5"/>'
    if value:
        body += (f'<text class="{cls}" x="{x + _SQ / 2}" y="{_SQY + 22}">{value}</text>')
    return body


def _country(geo, name: str, inf, ctl, action: str | None, label: str,
             state_cls: str) -> str:
    x, y = geo.centre[name]
    i = INDEX[name]
    a, b = inf[0][i], inf[1][i]
    stab = STAB[name]
    bg = BG[name]
    cls = "ts-c" + (" bg" if bg else "") + ("" if ctl is None else f" ctl-{SIDE_CLS[ctl]}") \
        + state_cls
    short = L.SHORT.get(name, name)
    fit = (f' textLength="{BW - 8}" lengthAdjust="spacingAndGlyphs"'
           if len(short) * 8.4 > BW - 8 else "")
    tip = (f"{name}: stability {stab}{', battleground' if bg else ''}; USSR {a}, US {b}"
           + (f"; controlled by {SIDES[ctl]}" if ctl is not None else "")
           + (f" — tap: {label}" if action else ""))
    parts = [f'<g class="{cls}" transform="translate({_n(x - BW / 2)},{_n(y - BH / 2)})"',
             f' data-country="{esc(name)}"']
    if action:
        parts.append(f' data-action="{esc(action)}" role="button" tabindex="0"'
                     f' aria-label="{esc(label)}"')
    parts.append(f'><title>{esc(tip)}</title>')
    if action:
        parts.append(f'<rect class="hit" x="-6" y="-6" width="{BW + 12}" height="{BH + 12}"'
                     f' rx="12"/>')
    parts.append(f'<rect class="box" width="{BW}" height="{BH}" rx="7"/>{_BAND}'
                 f'<text class="nm" x="{BW / 2}" y="16"{fit}>{esc(short)}</text>')
    parts.append(_inf_square(5, a, USSR, ctl == USSR))
    parts.append(f'<circle class="stab" cx="{BW / 2}" cy="{_SQY + _SQ / 2}" r="11"/>'
                 f'<text class="stab" x="{BW / 2}" y="{_SQY + _SQ / 2 + 5}">{stab}</text>')
    parts.append(_inf_square(BW - 5 - _SQ, b, US, ctl == US))
    if action:
        hint = _badge(action, label)
        if hint:
            w = 10 + 6.4 * len(hint)
            parts.append(f'<g class="hint"><rect x="{_n(BW / 2 - w / 2)}" y="-15" '
                         f'width="{_n(w)}" height="16" rx="8"/><text x="{BW / 2}" y="-3">'
                         f'{esc(hint)}</text></g>')
    parts.append("</g>")
    return "".join(parts)


def _region_labels(geo, inf) -> str:
    out = []
    for region, (c, r) in geo.layout["regions"].items():
        x, y = geo.cell(c, r)
        x += 2
        y += 14
        vp, winner = score_region(inf, region)
        if winner is not None:
            now, cls = f"{SIDES[winner]} wins", SIDE_CLS[winner]
        elif vp:
            now, cls = f"{SIDES[US if vp > 0 else USSR]} +{abs(vp)}", "us" if vp > 0 else "ussr"
        else:
            now, cls = "even", "even"
        p, d, ctl = SCORING_TABLE[region]
        tip = (f"{region} scoring: presence {p}, domination {d}, control "
               f"{'wins the game' if ctl is None else ctl} VP, +1 per battleground and per "
               f"country next to the enemy superpower. Scored now: {now}.")
        lines = L.REGION_TEXT.get(region, region).split("\n")
        names = "".join(f'<text class="name" x="{_n(x)}" y="{_n(y + 17 * k)}">{esc(t)}</text>'
                        for k, t in enumerate(lines))
        y += 17 * len(lines)
        out.append(f'<g class="ts-rl {REGION_CLS[region]}"><title>{esc(tip)}</title>{names}'
                   f'<text class="score" x="{_n(x)}" y="{_n(y)}">{_scoring_text(region)}</text>'
                   f'<text class="score" x="{_n(x)}" y="{_n(y + 15)}">now: '
                   f'<tspan class="{cls}">{esc(now)}</tspan></text></g>')
    return "".join(out)


def _map(ctx, country_act, multi, inf) -> str:
    name_ = _layout_name()
    geo = GEOMETRY[name_]
    acting = bool(country_act) or bool(multi)
    label = ctx.label
    boxes = []
    for name in NAMES:
        i = INDEX[name]
        ctl = controller(inf, i)
        action = country_act.get(name)
        if action:
            state_cls = " act"
        elif name in multi:
            state_cls = " multi"
        elif acting:
            state_cls = " dim"
        else:
            state_cls = ""
        boxes.append(_country(geo, name, inf, ctl, action, label(action) if action else "",
                              state_cls))
    return (f'<svg class="ts-map {name_}{" acting" if acting else ""}" '
            f'viewBox="0 0 {geo.width} {geo.height}" data-layout="{name_}" '
            f'role="group" aria-label="World map" preserveAspectRatio="xMidYMid meet">'
            + geo.back + _region_labels(geo, inf) + '<g class="ts-countries">'
            + "".join(boxes) + "</g></svg>")


# ----------------------------------------------------------------------------- tracks
def _pips(values, current, cls_of=None, label=str) -> str:
    out = []
    for v in values:
        cls = "pip" + (" on" if v == current else "") + (f" {cls_of(v)}" if cls_of else "")
        out.append(f'<span class="{cls}">{esc(label(v))}</span>')
    return "".join(out)


def _phase(view) -> str:
    pending = view.get("pending")
    if view.get("over"):
        return "Game over"
    if pending == "setup":
        return "Setup"
    if pending == "bid":
        return "Bidding for sides"
    if pending == "headline" or not view.get("action_round"):
        return "Headline phase"
    ph = view.get("phasing")
    who = SIDES[ph] if ph in (0, 1) else ""
    return f"Action round {view['action_round']} · {who}"


def _era(turn: int) -> str:
    return "early" if turn <= 3 else "mid" if turn <= 7 else "late"


def _tracks(view, card_act) -> str:
    turn = view.get("turn", 1)
    defcon = view.get("defcon", 5)
    vp = view.get("vp", 0)
    cells = []
    cells.append(tag("div",
                     tag("div", f"Turn {turn} <small>· {ERA_NAME[_era(turn)]}</small>",
                         cls="ts-k")
                     + tag("div", _pips(range(1, 11), turn, lambda t: f"era-{_era(t)}"),
                           cls="ts-pips turn")
                     + tag("div", esc(_phase(view)), cls="ts-sub"), cls="ts-cell"))
    closed = DEFCON_CLOSED.get(defcon, ())
    note = "coups: all regions" if not closed else "no coups: " + ", ".join(closed)
    why = ("Coups and realignment rolls are allowed everywhere" if not closed else
           "No coups or realignment rolls in " + ", ".join(closed)) + " (8.1.5)."
    cells.append(tag("div",
                     tag("div", f"DEFCON <b>{defcon}</b>", cls="ts-k")
                     + tag("div", _pips((5, 4, 3, 2, 1), defcon, lambda d: f"d{d}"),
                           cls="ts-pips defcon")
                     + tag("div", esc(note), cls="ts-sub", title=why), cls="ts-cell"))
    pos = max(-20, min(20, vp))
    pct = 50 + pos * 2.5
    who = "even" if vp == 0 else (f"US +{vp}" if vp > 0 else f"USSR +{-vp}")
    cls = "even" if vp == 0 else ("us" if vp > 0 else "ussr")
    cells.append(tag("div",
                     tag("div", f'VP <b class="{cls}">{esc(who)}</b>', cls="ts-k",
                         title="Victory points: + favours the US, - the USSR")
                     + tag("div", tag("span", "", cls="mid")
                           + tag("span", "", cls=f"mark {cls}", style=f"left:{pct:.1f}%"),
                           cls="ts-vpbar", aria_label=f"VP {who}")
                     + tag("div", '<span class="ussr">◀ USSR 20</span>'
                           '<span class="us">US 20 ▶</span>', cls="ts-sub ends"),
                     cls="ts-cell vp"))
    mil = view.get("milops", [0, 0])
    rows = ""
    for s in (USSR, US):
        ok = mil[s] >= defcon
        pips = "".join(f'<span class="pip{" on" if k < mil[s] else ""}'
                       f'{" need" if k < defcon else ""}"></span>' for k in range(5))
        rows += tag("div", tag("span", SIDES[s], cls=f"who {SIDE_CLS[s]}")
                    + tag("span", pips, cls=f"ts-pips mil {SIDE_CLS[s]}")
                    + tag("span", f"{mil[s]}" + (" ✓" if ok else ""), cls="num"),
                    cls="ts-row")
    cells.append(tag("div", tag("div", f"Mil. ops <small>· need {defcon}</small>",
                                cls="ts-k", title="Military operations this turn (8.2)")
                     + rows, cls="ts-cell"))
    space = view.get("space", [0, 0])
    rows = ""
    for s in (USSR, US):
        k = space[s]
        pips = "".join(f'<span class="pip{" on" if j <= k else ""}"></span>'
                       for j in range(1, len(SPACE)))
        rows += tag("div", tag("span", SIDES[s], cls=f"who {SIDE_CLS[s]}")
                    + tag("span", pips, cls=f"ts-pips space {SIDE_CLS[s]}")
                    + tag("span", f"{k}", cls="num", title=SPACE[k].name), cls="ts-row")
    cells.append(tag("div", tag("div", "Space Race", cls="ts-k") + rows, cls="ts-cell"))
    cells.append(tag("div", _china(view, card_act), cls="ts-cell china"))
    return tag("div", "".join(cells), cls="ts-status")


def _china(view, card_act) -> str:
    china = view.get("china") or {}
    holder = china.get("holder")
    up = china.get("face_up", True)
    action = card_act.get(C.CHINA)
    if holder in (0, 1):
        where = f"{SIDES[holder]} · face {'up' if up else 'down'}"
        cls = f"ts-china {SIDE_CLS[holder]}" + ("" if up else " down")
    else:
        where, cls = "being played", "ts-china none"
    body = (tag("span", "China Card", cls="t") + tag("span", esc(where), cls="w")
            + tag("span", "4 ops · +1 all in Asia", cls="o"))
    if action:
        return (f'<button type="button" class="{cls} act" data-action="{esc(action)}" '
                f'data-card="{C.CHINA}" title="Play the China Card">{body}</button>')
    return tag("div", body, cls=cls, data_card=str(C.CHINA))


# ----------------------------------------------------------------------------- cards
def _card(n: int, action: str | None = None, *, text: bool = False, extra: str = "",
          label: str = "") -> str:
    side = C.SIDE[n]
    scoring = C.SCORING[n]
    ops = "S" if scoring else str(C.OPS[n])
    tags = []
    if scoring:
        tags.append(tag("span", "Scoring", cls="tg sc"))
    if C.STARRED[n]:
        tags.append(tag("span", "✱ removed", cls="tg", title="Removed from the game "
                        "after its event (asterisk)"))
    if C.PERSISTENT[n]:
        tags.append(tag("span", "stays in play", cls="tg", title="Its effect lasts: "
                        "kept beside the map"))
    owner = {0: "USSR event", 1: "US event", 2: "both sides' event"}[side]
    body = (tag("span", tag("span", ops, cls="ops", title=f"{ops} operations" if not scoring
                            else "scoring card")
                + tag("span", f"#{n}", cls="no")
                + tag("span", esc(ERA_NAME[C.ERA[n]].split()[0]), cls="era"), cls="top")
            + tag("span", esc(C.NAME[n]), cls="nm")
            + tag("span", "".join(tags) + tag("span", owner, cls="tg own"), cls="tags")
            + (tag("span", esc(C.TEXT[n]), cls="tx") if text else ""))
    if "effect" in extra:
        body += tag("span", "in effect", cls="tg eff")
    cls = f"ts-card {SIDE_CLS[side]} era-{C.ERA[n]}" + (" act" if action else "") + extra
    title = f"#{n} {C.NAME[n]} ({owner}, {ops} ops): {C.TEXT[n]}"
    if action:
        return (f'<button type="button" class="{cls}" data-action="{esc(action)}" '
                f'data-card="{n}" title="{esc(title)}" aria-label="{esc(label or action)}">'
                f'{body}</button>')
    return f'<div class="{cls}" data-card="{n}" title="{esc(title)}">{body}</div>'


def _hand(ctx, view, card_act) -> str:
    side = view.get("side")
    hand = view.get("hand")
    if side is None or hand is None:
        return ""
    texts = _PREFS["texts"]
    cards = "".join(_card(n, card_act.get(n), text=texts,
                          label=ctx.label(card_act[n]) if n in card_act else "")
                    for n in hand)
    if not cards:
        cards = tag("span", "no cards", cls="muted")
    head = (tag("span", f"Your hand · {SIDES[side]} · {len(hand)} card"
                + ("s" if len(hand) != 1 else ""), cls="ts-title")
            + tag("span", "secret: pass the device face down", cls="muted small")
            + f'<button type="button" class="btn ts-toggle" data-ui="texts" '
              f'aria-pressed="{"true" if texts else "false"}">'
            + ("Hide card texts" if texts else "Show card texts") + "</button>")
    return tag("section", tag("div", head, cls="ts-head") + tag("div", cards, cls="ts-cards"),
               cls=f"ts-hand {SIDE_CLS[side]}", aria_label="Your hand")


def _effect_card(key: str) -> int | None:
    """The card behind an effect key of the view (``c025_containment`` -> 25)."""
    m = re.match(r"c(\d+)_", key)
    return int(m.group(1)) if m and int(m.group(1)) in C.NAME else None


def _extras(view) -> str:
    side = view.get("side")
    parts = []
    resolving = view.get("resolving") or []
    if resolving:
        parts.append(tag("div", tag("div", "Being played", cls="ts-k")
                         + tag("div", "".join(_card(n, text=True, extra=" big")
                                              for n in resolving), cls="ts-cards"),
                         cls="ts-box resolving"))
    heads = view.get("headline") or [None, None]
    if any(h is not None for h in heads):
        row = "".join(tag("div", tag("div", f"{SIDES[s]} headline", cls="ts-k small")
                          + _card(heads[s], text=True), cls="ts-headline")
                      for s in (USSR, US) if heads[s] is not None)
        parts.append(tag("div", row, cls="ts-box heads"))
    in_play = view.get("in_play") or []
    body = "".join(_card(n, extra=" mini") for n in in_play)
    for key in view.get("effects") or []:       # effects of cards no longer in play
        n = _effect_card(key)
        if n is None:
            body += tag("span", esc(key.replace("_", " ")), cls="ts-effect")
        elif n not in in_play:
            body += _card(n, extra=" mini effect")
    if body:
        parts.append(tag("div", tag("div", "In play & effects", cls="ts-k")
                         + tag("div", body, cls="ts-cards"), cls="ts-box inplay"))
    sizes = view.get("hand_sizes") or [0, 0]
    opp_rows = []
    for s in (USSR, US):
        if s == side:
            continue
        backs = "".join(tag("span", "", cls=f"back {SIDE_CLS[s]}") for _ in range(sizes[s]))
        opp_rows.append(tag("div", tag("span", f"{SIDES[s]} hand: <b>{sizes[s]}</b> card"
                                       + ("" if sizes[s] == 1 else "s"),
                                       cls="who")
                            + tag("span", backs, cls="backs"), cls="ts-opp"))
    revealed = view.get("opponent_revealed") or []
    if revealed:
        opp_rows.append(tag("div", tag("div", "Opponent's cards shown to you", cls="ts-k small")
                            + tag("div", "".join(_card(n, extra=" mini") for n in revealed),
                                  cls="ts-cards"), cls="ts-revealed"))
    discard = view.get("discard") or []
    removed = view.get("removed") or []
    piles = (f"Draw pile <b>{view.get('deck_size', 0)}</b> · discards <b>{len(discard)}</b>"
             f" · removed <b>{len(removed)}</b>")
    opp_rows.append(tag("div", piles, cls="ts-piles"))
    if discard:
        opp_rows.append(tag("div", "Discards: " + ", ".join(
            esc(C.NAME[n]) for n in reversed(discard)), cls="ts-list small"))
    if removed:
        opp_rows.append(tag("div", "Removed: " + ", ".join(
            esc(C.NAME[n]) for n in reversed(removed)), cls="ts-list small"))
    parts.append(tag("div", "".join(opp_rows), cls="ts-box others"))
    return tag("div", "".join(parts), cls="ts-extras")


def _recent(view) -> str:
    log = view.get("log") or []
    if not log:
        return ""
    items = "".join(tag("li", esc(line)) for line in log[-3:])  # what just happened
    return tag("ul", items, cls="ts-recent", aria_label="Latest events")


LEGEND = ('<div class="ts-legend"><span class="lg bg">Battleground</span>'
          '<span class="lg nbg">Other country</span>'
          '<span class="lg inf ussr">USSR influence</span><span class="lg stab">stability</span>'
          '<span class="lg inf us">US influence</span>'
          '<span class="lg ctl">filled = controls</span></div>')


# ----------------------------------------------------------------------------- entry
def render(ctx) -> str:
    _hook_resize()
    view = ctx.view
    country_act, card_act, multi = _plan(ctx)
    inf = _inf_lists(view)
    focus = "hand" if any(n != C.CHINA for n in card_act) else "map"
    hint = ""
    if country_act:
        hint = tag("div", "Tap a highlighted country on the map.", cls="ts-hint")
    elif focus == "hand":
        hint = tag("div", "Tap a highlighted card of your hand.", cls="ts-hint")
    mapbox = tag("div", _map(ctx, country_act, multi, inf) + LEGEND
                 + '<button type="button" data-ui="relayout" hidden></button>', cls="ts-mapwrap")
    return tag("div",
               _tracks(view, card_act) + _recent(view) + hint
               + _hand(ctx, view, card_act) + mapbox + _extras(view),
               cls=f"ts focus-{focus}", data_focus=focus)
