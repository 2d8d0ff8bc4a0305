"""Risk's map as SVG: the static sea and continents (drawn once per language), the
territories with their armies' badges, the arrows of a selection and the pop-up's place."""

from __future__ import annotations

import functools

from games.risk import layout as L
from games.risk.colours import (FALLBACK, NEUTRAL_LAND, SEA, SEA_LINE, TEAM_COLOURS,
                                _ally_of, _team_of)
from games.risk.names import TERRITORY_CTX, _cont, _shown_name, _terr
from games.risk.plan import Plan, _battle_this_turn
from games.risk.popups import _popup
import lang
from lang import _, t
from ui import esc


# ---------------------------------------------------------------- the engine's map
@functools.lru_cache(maxsize=None)
def _map() -> dict:
    """The engine's map export, once: continents, bonuses, borders, sea lines (static
    data; who holds what is in the view)."""
    from engine.games import get_spec
    data = get_spec("risk").exports["map"]()
    sea, land = set(), set()
    for t in data["territories"]:
        for other in t["adjacent"]:
            pair = frozenset((t["name"], other))
            (sea if other in t.get("sea_lines", ()) else land).add(pair)
    return {"continents": [(c["name"], c["bonus"], tuple(c["territories"]))
                           for c in data["continents"]],
            "continent_of": {t["name"]: t["continent"] for t in data["territories"]},
            "sea": frozenset(sea), "land": frozenset(land)}


# ---------------------------------------------------------------- static part of the map
@functools.lru_cache(maxsize=None)
def _wrap_notes(code: str) -> str:
    """Where the Alaska - Kamchatka sea line leaves the map, the name of the other end
    (drawn once per language ``code``)."""
    out = []
    for pair in L.WRAP:
        for name in pair:
            other = next(iter(pair - {name}))
            x, y = L.BADGES[name]
            left = x < L.WIDTH / 2
            tx = 3 if left else L.WIDTH - 3
            out.append(f'<text class="wrap-note" x="{tx}" y="{y + 14}" '
                       f'text-anchor="{"start" if left else "end"}">'
                       f'{"◂ " if left else ""}{esc(_terr(other))}{"" if left else " ▸"}'
                       '</text>')
    return "".join(out)


@functools.lru_cache(maxsize=None)
def _static_svg() -> str:
    """Sea, sea lines, continents (drawn once; the same for every position)."""
    m = _map()
    parts = [f'<rect class="sea" width="{L.WIDTH}" height="{L.HEIGHT}" rx="10" fill="{SEA}"/>']
    lines = []
    for pair in sorted(m["sea"], key=sorted):
        a, b = sorted(pair)
        if pair in L.WRAP:
            for name, edge in ((a, 0.0), (b, L.WIDTH)):
                x, y = L.BADGES[name]
                if (edge == 0.0) != (x < L.WIDTH / 2):
                    continue
                lines.append(f'<line x1="{x}" y1="{y}" x2="{edge}" y2="{y}"/>')
            continue
        x1, y1, x2, y2 = L.sea_crossing(a, b)
        lines.append(f'<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}"/>')
    parts.append(f'<g class="sea-lines" stroke="{SEA_LINE}" stroke-width="2.2" '
                 f'stroke-dasharray="5 4" stroke-linecap="round">' + "".join(lines) + "</g>")
    halos = []
    for cname, _bonus, members in m["continents"]:
        colour = L.CONTINENT_STYLE.get(cname, ("#999",))[0]
        halos.append(f'<path d="{L.continent_path(members)}" fill="{colour}" '
                     f'stroke="{colour}"/>')
    parts.append('<g class="continents" stroke-width="7" stroke-linejoin="round">'
                 + "".join(halos) + "</g>")
    return "".join(parts)


def _tap_attrs(acts: list[str], name: str) -> str:
    """What a tap on the offered territory ``name`` does: its only action, or a choice
    among ``acts`` (a pop-up, a selection) that ``on_ui`` makes."""
    if len(acts) == 1:
        return f' data-action="{esc(acts[0])}"'
    return f' data-ui="terr" data-t="{esc(name)}"'


# ---------------------------------------------------------------- the map
def _fmt(v: float) -> str:
    return f"{v:g}"

#: each seat's army badge has a shape of its own, so that the players are told apart by
#: more than their colour (red and green look alike to many colour-blind eyes: issue 23);
#: outlines around (0, 0), about 25 px across; the neutral armies' badge is a square
SEAT_SHAPES = (
    "circle",
    "M0,-15 L15,0 L0,15 L-15,0 Z",                                          # diamond
    "M0,-14 L12.1,-7 L12.1,7 L0,14 L-12.1,7 L-12.1,-7 Z",                   # hexagon
    "M-9,-11 H9 A11,11 0 0 1 9,11 H-9 A11,11 0 0 1 -9,-11 Z",              # pill
    "M-13,-11 H13 L13,5 L0,14 L-13,5 Z",                                    # shield
    "M-5.4,-13 H5.4 L13,-5.4 V5.4 L5.4,13 H-5.4 L-13,5.4 V-5.4 Z",          # octagon
)


def seat_shape(x: float, y: float, seat: int, fill: str, edge: str, width: float) -> str:
    """The outline of seat ``seat``'s army badge at (x, y)."""
    shape = SEAT_SHAPES[seat % len(SEAT_SHAPES)]
    if shape == "circle":
        return (f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="12.5" fill="{fill}" '
                f'stroke="{edge}" stroke-width="{width}"/>')
    return (f'<path d="{shape}" transform="translate({_fmt(x)},{_fmt(y)})" fill="{fill}" '
            f'stroke="{edge}" stroke-width="{width}" stroke-linejoin="round"/>')


def _badge(x, y, armies, fill, ink, kind, ring=None, seat: int = 0) -> str:
    text = str(armies)
    size = 14 if len(text) < 3 else 11.5
    edge = ring or ("#1d232b" if fill.lower() in ("#f7f7f2", "#fafafa") else "#fff")
    if kind == "neutral":
        shape = (f'<rect x="{_fmt(x - 12)}" y="{_fmt(y - 12)}" width="24" height="24" rx="6" '
                 f'fill="{fill}" stroke="{edge}" stroke-width="{3 if ring else 2}"/>')
    else:
        shape = seat_shape(x, y, seat, fill, edge, 3 if ring else 2)
    return (shape + f'<text x="{_fmt(x)}" y="{_fmt(y + size * 0.36)}" class="num" '
            f'font-size="{size}" fill="{ink}">{text}</text>')


class _Scene:
    """What the map's drawing reads, derived once per redraw from the view and the plan:
    who holds each territory, allies and teams, the battle, the arrow's pair."""

    def __init__(self, plan: Plan, view, colours) -> None:
        self.plan, self.view, self.colours = plan, view, colours
        self.terr = {x["name"]: x for x in view.get("territories") or []}
        self.allies = _ally_of(view)
        self.teams = _team_of(view)
        self.team_game = bool(view.get("teams"))
        self.players = list(view.get("players") or [])
        self.targets = plan.pairs.get(plan.src, {}) if plan.src else {}
        self.choosing = bool(plan.groups or plan.pairs)
        self.attack = view.get("attack") or {}
        self.marked = {self.attack.get("from"), self.attack.get("to")} - {None}
        # a conquest whose armies are still to move in: drawn as the conqueror's already
        move = view.get("move") or {}
        self.moving_in = move.get("to") if move.get("why") == "conquest" else None

    def holding(self, name: str) -> tuple:
        """(owner, armies) of a territory as drawn."""
        here = self.terr.get(name, {})
        owner, armies = here.get("owner"), here.get("armies", 0)
        if name == self.moving_in and not armies:
            owner = self.terr.get(self.attack.get("from"), {}).get("owner", owner)
            armies = "→"
        return owner, armies

    def fill(self, owner, cont) -> str:
        """The land's colour: the continent's pale one when unclaimed, else the holder's
        tint (a team's, a neutral ally's stripes)."""
        if owner is None:
            return L.CONTINENT_STYLE.get(cont, ("", "#eee", 0))[1]
        if self.team_game and owner in self.teams:
            return TEAM_COLOURS[self.teams[owner] % 2][1]
        if owner in self.allies:
            return f"url(#ally-{esc(self.allies[owner])})"
        return self.colours.get(owner, ("#888", "#ccc", "#fff", "player"))[1]

    def tap(self, name: str) -> tuple[list, str]:
        """The territory's classes and what a tap on it does (its attributes)."""
        plan, cls, attrs = self.plan, ["terr"], ""
        if plan.pairs:
            if plan.src and name in self.targets:
                cls.append("tgt")
                attrs = _tap_attrs(self.targets[name], name)
                if name == plan.tgt:
                    cls.append("sel2")
            elif name in plan.pairs:
                cls.append("src" if name == plan.src else "tap")
                attrs = f' data-ui="terr" data-t="{esc(name)}"'
            elif self.choosing:
                cls.append("dim")
        elif name in plan.groups:
            cls.append("sel" if name == plan.sel else "tap")
            attrs = _tap_attrs(plan.groups[name], name)
        elif self.choosing:
            cls.append("dim")
        if name in self.marked:
            cls.append("fight")
        return cls, attrs


def _territory(scene: _Scene, name: str, changed, lost) -> tuple[int, str]:
    """A territory's shape: (drawing order, markup)."""
    owner, armies = scene.holding(name)
    cont = _map()["continent_of"].get(name, scene.terr.get(name, {}).get("continent"))
    cls, attrs = scene.tap(name)
    if name in changed:                 # since the viewer's last turn, until the first tap
        cls.append("lost" if name in lost else "chg")
    tip = (_("{territory} ({continent}): {player}, {armies}", territory=_terr(name),
             continent=_cont(cont), player=_shown_name(scene.view, owner), armies=armies)
           if owner else _("{territory} ({continent}): unclaimed", territory=_terr(name),
                           continent=_cont(cont)))
    # a target is a button reached by Tab and the arrow keys, named with its state;
    # the other territories are named by their <title> only (no aria-label on a
    # plain group: ARIA prohibits it)
    role = f' role="button" tabindex="0" aria-label="{esc(tip)}"' if attrs else ""
    # highlighted outlines last, so that no neighbour covers them
    order = 2 if {"src", "sel", "sel2"} & set(cls) else (
        1 if len(cls) > 1 and "dim" not in cls else 0)
    return order, (f'<g class="{" ".join(cls)}" data-t="{esc(name)}"{attrs}{role}>'
                   f'<title>{esc(tip)}</title>'
                   f'<path d="{L.PATHS[name]}" fill="{scene.fill(owner, cont)}"/></g>')


def _army_badges(scene: _Scene, name: str) -> str:
    """The armies' badge of a territory (in its holder's colour and seat shape), and in
    a team game each team-mate's stack beside it."""
    owner, armies = scene.holding(name)
    if owner is None:
        return ""
    x, y = L.BADGES[name]
    here = scene.terr.get(name, {})
    colours, allies = scene.colours, scene.allies
    strong, _tint, ink, kind = colours.get(owner, ("#888", "#ccc", "#fff", "player"))
    ring = colours.get(allies[owner], FALLBACK[0])[0] if owner in allies else None
    stacks = here.get("stacks") or {}
    if scene.team_game and here.get("controller") is None and len(stacks) > 1:
        strong, ink = "#6b7280", "#fff"         # a tie: nobody controls it
    seat = scene.players.index(owner) if owner in scene.players else 0
    out = _badge(x, y, armies, strong, ink, kind, ring, seat)
    if scene.team_game and len(stacks) > 1:
        dx = 15
        for holder, n in stacks.items():
            hs, _ht, hi = colours.get(holder, FALLBACK[0])[:3]
            out += (f'<circle cx="{_fmt(x + dx)}" cy="{_fmt(y + 9)}" r="7.5" '
                    f'fill="{hs}" stroke="#fff" stroke-width="1.5"/>'
                    f'<text x="{_fmt(x + dx)}" y="{_fmt(y + 12.2)}" '
                    f'class="num" font-size="9" fill="{hi}">{n}</text>')
            dx += 14
    return out


def _name_label(name: str) -> str:
    x, y = L.BADGES[name]
    short = lang.short(L.SHORT.get(name), TERRITORY_CTX, name)
    ly = y + 25 if name in L.LABEL_BELOW else y - 16
    return f'<text x="{_fmt(x)}" y="{_fmt(ly)}">{esc(short)}</text>'


def _continent_labels(view, colours) -> str:
    """Each continent's name, bonus and who holds it whole."""
    out = []
    for cont in view.get("continents") or []:
        cname, bonus, who = cont.get("name"), cont.get("bonus"), cont.get("holder")
        colour, _pale, (row, col), where = L.CONTINENT_STYLE.get(
            cname, ("#666", "#ddd", (0, 0), "after"))
        x, y = L.centre(row, col)
        holder = ""
        if who:                                         # held whole: by whom
            strong = colours.get(who, ("#888",))[0]
            if where == "below":
                holder = (f'<tspan x="{_fmt(x)}" dy="15" fill="{strong}" class="holder">'
                          f'● {esc(_shown_name(view, who))}</tspan>')
            else:
                holder = (f' <tspan fill="{strong}" class="holder">'
                          f'● {esc(_shown_name(view, who))}</tspan>')
        out.append(f'<text x="{_fmt(x)}" y="{_fmt(y)}" class="cont-name" '
                   f'fill="{colour}">{esc(_cont(cname))} +{bonus}{holder}</text>')
    return "".join(out)


def _battle_arrow(plan: Plan, view) -> str:
    """The attack under way, the one chosen, or the last battle of the turn: an arrow."""
    attack = view.get("attack") or {}
    battle = _battle_this_turn(view) or {}
    pair = (attack.get("from"), attack.get("to")) if attack else (
        (battle.get("from"), battle.get("to")) if battle else (None, None))
    if plan.src and plan.tgt:
        pair = (plan.src, plan.tgt)
    return _arrow(*pair) if pair[0] in L.BADGES and pair[1] in L.BADGES else ""


def _defs(allies: dict, colours) -> str:
    """The arrow's head and the stripes of each neutral ally's land."""
    defs = ('<defs><marker id="risk-head" viewBox="0 0 10 10" refX="7" refY="5" '
            'markerWidth="4" markerHeight="4" orient="auto-start-reverse">'
            '<path d="M0 0L10 5L0 10z" fill="#1d232b"/></marker>')
    for p in set(allies.values()):
        strong, tint, _ink = colours.get(p, FALLBACK[0])[:3]
        defs += (f'<pattern id="ally-{esc(p)}" width="10" height="10" '
                 f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                 f'<rect width="10" height="10" fill="{NEUTRAL_LAND}"/>'
                 f'<rect width="4" height="10" fill="{tint}"/></pattern>')
    return defs + "</defs>"


def _map_svg(ctx, plan: Plan, view, colours, changed=frozenset(), lost=frozenset()
             ) -> tuple[str, str]:
    """The map (SVG) and its pop-up (HTML, placed over the map), as markup."""
    scene = _Scene(plan, view, colours)
    shapes = sorted((_territory(scene, name, changed, lost) for name in L.CELLS),
                    key=lambda shape: shape[0])
    svg = (f'<svg class="risk-map" viewBox="0 0 {L.WIDTH} {L.HEIGHT}" '
           f'xmlns="http://www.w3.org/2000/svg" role="group" '
           f'aria-label="{esc(_("World map"))}">'
           + _defs(scene.allies, colours) + _static_svg()
           + (f'<rect class="backdrop" data-ui="close" width="{L.WIDTH}" height="{L.HEIGHT}" '
              f'fill="transparent"/>' if (plan.sel or plan.src) else "")
           + '<g class="lands">' + "".join(markup for _order, markup in shapes) + "</g>"
           + '<g class="names">' + "".join(_name_label(name) for name in L.CELLS) + "</g>"
           + '<g class="conts">' + _continent_labels(view, colours)
           + _wrap_notes(lang.code()) + "</g>"
           + _battle_arrow(plan, view)
           + '<g class="badges">' + "".join(_army_badges(scene, name) for name in L.CELLS)
           + "</g></svg>")
    return svg, _popup(ctx, plan, view)


def _arrow(a: str, b: str) -> str:
    x1, y1 = L.BADGES[a]
    x2, y2 = L.BADGES[b]
    if frozenset((a, b)) in L.WRAP:            # the short way, across the Pacific
        x2 = x2 - L.WIDTH if x1 < x2 else x2 + L.WIDTH
    dx, dy = x2 - x1, y2 - y1
    d = max((dx * dx + dy * dy) ** 0.5, 1)
    sx, sy = x1 + dx / d * 15, y1 + dy / d * 15
    ex, ey = x2 - dx / d * 17, y2 - dy / d * 17
    return (f'<line class="arrow" x1="{sx:.1f}" y1="{sy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" '
            f'marker-end="url(#risk-head)"/>')
