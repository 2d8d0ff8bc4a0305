"""Risk's board: the world map as SVG, the cards, missions, neutrals and the phase.

Drawn only from the board's context: ``ctx.view`` (the engine's view for this viewer,
``engine/risk/view.py``: never another player's cards, every figure shown computed by the
engine), ``ctx.legal`` and ``ctx.labels`` (their button texts). The map's borders and
continents come from the engine's map export (``get_spec("risk").exports``, static data),
its geometry from ``risk_layout``. No rule is recomputed here and no number is read out of
a prompt or the log.

Decisions on the map, from the pending decision in the view (``view["decision"]``:
``targets``, ``sources``, ``amounts`` and ``verbs`` of the legal actions, given to the
deciding player only):

* an action with a target and no source (``claim:T``, ``place:T``, ``place:T:N``): tap
  the territory. If it is the only action there, the tap plays it; otherwise (the counts
  of ``place:T:N``) the tap selects the territory and a pop-up on the map offers the
  counts;
* an action with a source and a target (``attack:A:B``, ``assault:A:B``,
  ``fortify:A:B``): tap the source (it lights up its targets), then a target; a single
  action plays at once (fortify), several (attack once / until it falls) come in a pop-up;
* an action with an amount only (``move:N`` moving in or fortifying; ``count``, amount
  None, asks for every number): a row of count buttons above the map;
* the battle once an attack is chosen (``dice:N``, and with the option ``shortcuts``
  ``until:N`` "attack until I have N armies left" and ``odds:X`` "stop when the win
  chance drops below X %"), and the defender's ``defend:N`` (option ``defence:
  choose``): a pop-up by the attacked territory, with the exact win chance from the view
  (``attack.odds``, ``decision.odds``), red dice for the attacker, white for the
  defender. Right after a battle the same attack's pop-up opens again (one tap to go on);
* ``autoplace`` (the setup): a "Place the rest automatically" button above the map;
* everything else (trades, end of phase, missions, neutrals) stays in the decision
  panel's buttons (:func:`buttons`).

Pop-ups ignore taps for 0.4 s after they appear (CSS ``.risk-pop.arm``), so the second
tap of a double tap never presses what the first one brought. When a player takes the
device (``ctx.fresh``), a card over the top of the board says what happened since their
last turn (the view's public ``since_last_turn`` and ``turns``: territories lost and
taken, sets traded, continents), and the territories that changed hands are outlined on
the map until the first tap. The row above the map, the prompt and the panel's buttons
keep their height (no jump of the map). Names and colours chosen per seat
(``ctx.table``, when the app gives it) replace the engine's colour names.

So every legal action is reachable (directly or through one selection tap) and nothing
else is: ``e2e/test_risk_ui.py`` checks it position by position. The selection lives in
``ctx.ui`` (cleared by the app after every move).
"""

from __future__ import annotations

import functools

from engine.core import Action
from engine.core.i18n import N_, is_msg

import boards
import lang
from games.risk import face
from games.risk import layout as L
from lang import Markup, _, _n, t
from seats import seat_name
from ui import esc, tag

# ---------------------------------------------------------------- colours
# Players are named after their colour in the engine: (strong, tint of their land, ink),
# one table with the colours the new-game form offers (the face's).
PLAYER_COLOURS = face.PLAYER_COLOURS
FALLBACK = (("#6b46c1", "#cdbdf0", "#fff"), ("#0f766e", "#9fd8d1", "#fff"),
            ("#9d174d", "#efb1c9", "#fff"), ("#4a5568", "#c3cad4", "#fff"))
# 2-player neutral armies: all grey land, told apart by the badge's colour.
NEUTRAL_LAND = "#c3c7cc"
NEUTRAL_BADGE = {"Yellow": "#c9a227", "Blue": "#5b7fa8", "Grey": "#7d838a",
                 "Black": "#33383d"}
TEAM_COLOURS = (("#d9822b", "#f5cfa6"), ("#7e57c2", "#d4c6ef"))   # Team A, Team B
SEA = "#cfe3ee"
SEA_LINE = "#4f7892"

#: the catalogs' contexts of the names the board takes from the engine's data (as
#: ``engine/risk/terms.py`` declares them; the view also hands the terms themselves,
#: ``view()["terms"]``, by the English names that stay the view's keys)
TERRITORY_CTX, CONTINENT_CTX, PLAYER_CTX = "risk territory", "risk continent", "risk player"
NEUTRAL_CTX, CARD_CTX, RANK_CTX, TEAM_CTX = ("risk neutral", "risk card", "risk rank",
                                             "risk team")


def _terr(name) -> str:
    """A territory in the page's language."""
    return lang.name(TERRITORY_CTX, name)


def _cont(name) -> str:
    """A continent in the page's language."""
    return lang.name(CONTINENT_CTX, name)

# Phases of the engine, grouped as the three steps of a turn (others shown by name).
PHASE_STEP = {
    "reinforce": "reinforce", "bribe": "reinforce", "allies": "reinforce",
    "ally_place": "reinforce",
    "attack": "attack", "invasion": "attack", "dice": "attack", "defend": "attack",
    "move": "attack",
    "fortify": "fortify", "fortify_count": "fortify", "ally_fortify": "fortify",
    "ally_fortify_count": "fortify",
}
FORTIFY_KINDS = ("fortify", "ally_fortify")
# the pop-up of two territories: a short text for each kind of attack
POPUP_TEXT = {"attack": N_("Roll once"), "assault": N_("Until it falls")}
# actions the board offers itself, off the map: the setup's "place the rest" button and
# the battle pop-up (the attacker's dice, "until N left", "while the chance holds"; the
# defender's dice when the defender chooses)
#: this board draws its own "since your last turn" (boards.py)
SHOWS_SINCE = True
BATTLE_VERBS = ("dice", "until", "odds", "defend")
AUTOPLACE = "autoplace"
SETUP_TEXT = {"claim": N_("Setup: claim the territories"),
              "setup_place": N_("Setup: place the starting armies"),
              "setup_neutral": N_("Setup: place the neutral armies")}

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


# ---------------------------------------------------------------- reading the view
def _colours_of(view) -> dict:
    """Unit name -> (strong, tint, ink, kind) for players and neutral armies."""
    out = {}
    players = list(view.get("players") or [])
    for i, name in enumerate(players):
        strong, tint, ink = PLAYER_COLOURS.get(name, FALLBACK[i % len(FALLBACK)])
        chosen = getattr(view, "seats", {}).get(name, (None, None))[1]
        if chosen:                                  # the colour chosen for this seat
            strong, tint, ink = _shades(chosen)
        out[name] = (strong, tint, ink, "player")
    for n in view.get("neutrals") or []:
        name = n["name"]
        if name not in out:
            out[name] = (NEUTRAL_BADGE.get(name, "#7d838a"), NEUTRAL_LAND, "#fff", "neutral")
    return out


def _shades(colour: str) -> tuple[str, str, str]:
    """(strong, tint of the land, ink on the strong colour) from a ``#rrggbb`` colour."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    tint = "#" + "".join(f"{round(v + (255 - v) * 0.55):02x}" for v in (r, g, b))
    light = 0.299 * r + 0.587 * g + 0.114 * b > 160
    return colour.lower(), tint, "#1d232b" if light else "#fff"


def _ally_of(view) -> dict:
    """2-player active game: neutral name -> the player it is allied with."""
    return {n["name"]: n["ally"] for n in view.get("neutrals") or [] if n.get("ally")}


def _team_of(view) -> dict:
    out = {}
    for i, team in enumerate(view.get("teams") or []):
        for p in team.get("players", []):
            out[p] = i
    return out


def _battle_this_turn(view) -> dict | None:
    """The last battle, if it was fought in the turn under way."""
    battle = view.get("last_battle")
    if battle and battle.get("turn") == view.get("turn"):
        return battle
    return None


def _decision(view) -> dict:
    return view.get("decision") or {}


# ---------------------------------------------------------------- what the legal actions mean
class Plan:
    """Every legal action sorted into where the board offers it."""

    def __init__(self, ctx):
        names = L.CELLS
        dec = _decision(ctx.view)
        targets = dec.get("targets") or {}
        sources = dec.get("sources") or {}
        self.amounts: dict = dec.get("amounts") or {}
        self.verbs: dict = dec.get("verbs") or {}
        self.kind = dec.get("kind")
        self.groups: dict[str, list[str]] = {}      # territory -> actions naming only it
        self.pairs: dict[str, dict[str, list[str]]] = {}   # source -> target -> actions
        self.counts: list[str] = []                 # move:N, and "count" (every number)
        self.buttons: list[str] = []
        self.battle: list[str] = []                 # dice:N, until:N, odds:X, defend:N
        self.auto: str | None = None                # autoplace
        for a in ctx.legal:
            tgt, src = targets.get(a), sources.get(a)
            verb = self.verbs.get(a) or a.split(":", 1)[0]
            if a == AUTOPLACE:
                self.auto = a
            elif verb in BATTLE_VERBS and tgt is None:
                self.battle.append(a)
            elif src in names and tgt in names:
                self.pairs.setdefault(src, {}).setdefault(tgt, []).append(a)
            elif tgt in names:
                self.groups.setdefault(tgt, []).append(a)
            elif a in self.amounts:
                self.counts.append(a)
            else:
                self.buttons.append(a)
        ui = ctx.ui
        sel = ui.get("sel")
        self.sel = sel if sel in self.groups and len(self.groups[sel]) > 1 else None
        src = ui.get("src")
        # right after a battle, the same attack is one tap away: its pop-up opens again
        # (until the player taps anything else: ``ui["seen"]``)
        self.again = self.repeat = False
        if self.kind == "attack":
            last = _battle_this_turn(ctx.view) or {}
            a, b = last.get("from"), last.get("to")
            self.repeat = len(self.pairs.get(a, {}).get(b, ())) > 1
            if self.repeat and not ui:
                src, self.again = a, True
                ui = {"src": a, "tgt": b}
        self.src = src if src in self.pairs else None
        tgt = ui.get("tgt")
        self.tgt = tgt if self.src and tgt in self.pairs[self.src] \
            and len(self.pairs[self.src][tgt]) > 1 else None

    def on_map(self) -> set:
        out = {a for acts in self.groups.values() for a in acts}
        out.update(a for row in self.pairs.values() for acts in row.values() for a in acts)
        return out


def buttons(ctx) -> list[str]:
    plan = Plan(ctx)
    if plan.battle and (ctx.view.get("attack") or {}).get("to") not in L.BADGES:
        return list(plan.buttons) + plan.battle     # no pop-up to put them in
    return list(plan.buttons)


def on_ui(ctx, data: dict):
    ui = ctx.ui
    what = data.get("ui")
    plan = Plan(ctx)
    if plan.again:                  # the attack offered again: now a selection like any
        ui.update(src=plan.src, tgt=plan.tgt)
    if plan.repeat:                 # and it is not offered again before the next move
        ui["seen"] = True
    if what == "close":
        _reset(ui, plan)
        return None
    if what != "terr":
        return None
    name = data.get("t")
    if plan.pairs:
        src = plan.src
        if src and name in plan.pairs[src]:
            acts = plan.pairs[src][name]
            if len(acts) == 1:
                return acts[0]
            ui["tgt"] = None if ui.get("tgt") == name else name
            return None
        _reset(ui, plan)
        if name in plan.pairs and name != src:
            ui["src"] = name
        return None
    acts = plan.groups.get(name)
    if acts and len(acts) == 1:
        return acts[0]
    _reset(ui, plan)
    if acts and plan.sel != name:
        ui["sel"] = name
    return None


def _reset(ui: dict, plan: Plan) -> None:
    """No selection (and no attack offered again before the next move)."""
    ui.clear()
    if plan.repeat:
        ui["seen"] = True


def _tap_attrs(acts: list[str], name: str) -> str:
    """What a tap on the offered territory ``name`` does: its only action, or a choice
    among ``acts`` (a pop-up, a selection) that ``on_ui`` makes."""
    if len(acts) == 1:
        return f' data-action="{esc(acts[0])}"'
    return f' data-ui="terr" data-t="{esc(name)}"'


def _offered(plan: Plan) -> list[tuple[str, bool]]:
    """The territories a tap on the map chooses now, in the legal actions' order: (name,
    chosen already). A source picked: its targets, then the sources (itself, chosen: a
    tap puts it back; another: a tap picks it)."""
    if plan.pairs:
        targets = plan.pairs.get(plan.src) or {}
        return [(n, n == plan.tgt) for n in targets] + [
            (n, n == plan.src) for n in plan.pairs if n not in targets]
    return [(n, n == plan.sel) for n in plan.groups]


def _offer_list(view, plan: Plan) -> str:
    """The offered territories again, as a row of buttons (shown on a phone only, where
    the fitted map's territories are smaller than 24 px: WCAG 2.2, 2.5.8's equivalent
    control). Each names the territory and its armies; a tap on it is a tap on the
    territory (``data-ui="terr"``: ``on_ui`` plays its only action or selects it), so the
    page's actions stay the map's and the panels' only."""
    offered = _offered(plan)
    if not offered:
        return ""
    terr = {x["name"]: x for x in view.get("territories") or []}
    items = []
    # the chosen first (sorted() keeps the targets before the other sources)
    for name, chosen in sorted(offered, key=lambda o: not o[1]):
        armies = terr.get(name, {}).get("armies")
        body = esc(_terr(name)) + (" " + tag("b", esc(armies)) if armies else "")
        items.append(tag("button", body, type="button", cls="btn" + (" sel" if chosen else ""),
                         data_ui="terr", data_t=name,
                         aria_pressed="true" if chosen else "false"))
    return tag("div", "".join(items), cls="risk-offer", id="risk-offer", role="group",
               aria_label=_("Territories you can choose"))


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


def _map_svg(ctx, plan: Plan, view, colours, changed=frozenset(), lost=frozenset()
             ) -> tuple[str, str]:
    """The map (SVG) and its pop-up (HTML, placed over the map), as markup."""
    terr = {x["name"]: x for x in view.get("territories") or []}
    allies = _ally_of(view)
    teams = _team_of(view)
    team_game = bool(view.get("teams"))
    m = _map()
    src, sel, tgt = plan.src, plan.sel, plan.tgt
    targets = plan.pairs.get(src, {}) if src else {}
    choosing = bool(plan.groups or plan.pairs)
    attack = view.get("attack") or {}
    battle = _battle_this_turn(view) or {}
    marked = {attack.get("from"), attack.get("to")} - {None}
    shapes, badges, labels = [], [], []
    # a conquest whose armies are still to move in: drawn as the conqueror's already
    move = view.get("move") or {}
    moving_in = move.get("to") if move.get("why") == "conquest" else None
    players = list(view.get("players") or [])
    for name in L.CELLS:
        here = terr.get(name, {})
        owner = here.get("owner")
        armies = here.get("armies", 0)
        if name == moving_in and not armies:
            owner = terr.get(attack.get("from"), {}).get("owner", owner)
            armies = "→"
        cont = m["continent_of"].get(name, here.get("continent"))
        # land colour
        if owner is None:
            fill = L.CONTINENT_STYLE.get(cont, ("", "#eee", 0))[1]
        elif team_game and owner in teams:
            fill = TEAM_COLOURS[teams[owner] % 2][1]
        elif owner in allies:
            fill = f"url(#ally-{esc(allies[owner])})"
        else:
            fill = colours.get(owner, ("#888", "#ccc", "#fff", "player"))[1]
        # what a tap does
        attrs = ""
        cls = ["terr"]
        if plan.pairs:
            if src and name in targets:
                cls.append("tgt")
                attrs = _tap_attrs(targets[name], name)
                if name == tgt:
                    cls.append("sel2")
            elif name in plan.pairs:
                cls.append("src" if name == src else "tap")
                attrs = f' data-ui="terr" data-t="{esc(name)}"'
            elif choosing:
                cls.append("dim")
        elif name in plan.groups:
            cls.append("sel" if name == sel else "tap")
            attrs = _tap_attrs(plan.groups[name], name)
        elif choosing:
            cls.append("dim")
        if name in marked:
            cls.append("fight")
        if name in changed:             # since the viewer's last turn, until the first tap
            cls.append("lost" if name in lost else "chg")
        tip = (_("{territory} ({continent}): {player}, {armies}", territory=_terr(name),
                 continent=_cont(cont), player=_shown_name(view, owner), armies=armies)
               if owner else _("{territory} ({continent}): unclaimed", territory=_terr(name),
                               continent=_cont(cont)))
        # a target is a button reached by Tab and the arrow keys, named with its state;
        # the other territories are named by their <title> only (no aria-label on a
        # plain group: ARIA prohibits it)
        role = f' role="button" tabindex="0" aria-label="{esc(tip)}"' if attrs else ""
        # highlighted outlines last, so that no neighbour covers them
        order = 2 if {"src", "sel", "sel2"} & set(cls) else (
            1 if len(cls) > 1 and "dim" not in cls else 0)
        shapes.append((order, f'<g class="{" ".join(cls)}" data-t="{esc(name)}"{attrs}{role}>'
                      f'<title>{esc(tip)}</title>'
                      f'<path d="{L.PATHS[name]}" fill="{fill}"/></g>'))
        x, y = L.BADGES[name]
        if owner is not None:
            strong, _tint, ink, kind = colours.get(owner, ("#888", "#ccc", "#fff", "player"))
            ring = colours.get(allies[owner], FALLBACK[0])[0] if owner in allies else None
            if team_game and here.get("controller") is None and len(here.get("stacks") or {}) > 1:
                strong, ink = "#6b7280", "#fff"         # a tie: nobody controls it
            seat = players.index(owner) if owner in players else 0
            badges.append(_badge(x, y, armies, strong, ink, kind, ring, seat))
            stacks = here.get("stacks") or {}
            if team_game and len(stacks) > 1:
                dx = 15
                for holder, n in stacks.items():
                    hs, _ht, hi = colours.get(holder, FALLBACK[0])[:3]
                    badges.append(f'<circle cx="{_fmt(x + dx)}" cy="{_fmt(y + 9)}" r="7.5" '
                                  f'fill="{hs}" stroke="#fff" stroke-width="1.5"/>'
                                  f'<text x="{_fmt(x + dx)}" y="{_fmt(y + 12.2)}" '
                                  f'class="num" font-size="9" fill="{hi}">{n}</text>')
                    dx += 14
        short = lang.short(L.SHORT.get(name), TERRITORY_CTX, name)
        ly = y + 25 if name in L.LABEL_BELOW else y - 16
        labels.append(f'<text x="{_fmt(x)}" y="{_fmt(ly)}">{esc(short)}</text>')
    # continent names, bonuses and who holds each whole
    cont_labels = []
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
        cont_labels.append(f'<text x="{_fmt(x)}" y="{_fmt(y)}" class="cont-name" '
                           f'fill="{colour}">{esc(_cont(cname))} +{bonus}{holder}</text>')
    # the attack under way, or the last battle: an arrow
    arrow = ""
    pair = (attack.get("from"), attack.get("to")) if attack else (
        (battle.get("from"), battle.get("to")) if battle else (None, None))
    if src and tgt:
        pair = (src, tgt)
    if pair[0] in L.BADGES and pair[1] in L.BADGES:
        arrow = _arrow(*pair)
    defs = ('<defs><marker id="risk-head" viewBox="0 0 10 10" refX="7" refY="5" '
            'markerWidth="4" markerHeight="4" orient="auto-start-reverse">'
            '<path d="M0 0L10 5L0 10z" fill="#1d232b"/></marker>')
    for p in set(allies.values()):
        strong, tint, _ink = colours.get(p, FALLBACK[0])[:3]
        defs += (f'<pattern id="ally-{esc(p)}" width="10" height="10" '
                 f'patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
                 f'<rect width="10" height="10" fill="{NEUTRAL_LAND}"/>'
                 f'<rect width="4" height="10" fill="{tint}"/></pattern>')
    defs += "</defs>"
    svg = (f'<svg class="risk-map" viewBox="0 0 {L.WIDTH} {L.HEIGHT}" '
           f'xmlns="http://www.w3.org/2000/svg" role="group" '
           f'aria-label="{esc(_("World map"))}">'
           + defs + _static_svg()
           + (f'<rect class="backdrop" data-ui="close" width="{L.WIDTH}" height="{L.HEIGHT}" '
              f'fill="transparent"/>' if (sel or src) else "")
           + '<g class="lands">' + "".join(s for _o, s in sorted(shapes, key=lambda x: x[0]))
           + "</g>"
           + '<g class="names">' + "".join(labels) + "</g>"
           + '<g class="conts">' + "".join(cont_labels) + _wrap_notes(lang.code()) + "</g>"
           + arrow
           + '<g class="badges">' + "".join(badges) + "</g>"
           + "</svg>")
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


def win_text(p) -> str:
    """A chance as a whole percentage ("73%"): "0%" only when it cannot happen, never
    "100%" (an attack may always fail): "<1%", ">99%"."""
    try:
        p = float(p)
    except (TypeError, ValueError):
        return "?"
    if p <= 0:
        return "0%"
    if p < 0.005:
        return "<1%"
    if p > 0.995:
        return ">99%"
    return f"{round(p * 100)}%"


def _die_faces(n: int, side: str) -> str:
    """``n`` small dice in the box's colours: red for the attacker, white for the
    defender."""
    return "".join(tag("i", "", cls=f"rdie mini {side}") for _ in range(n))


def _odds_of(plan: Plan, view, action: str):
    odds = (_decision(view).get("odds") or {}).get(action)
    return odds.get("win") if isinstance(odds, dict) else None


def _pop_button(ctx, action: str, body: str, cls: str = "btn act") -> str:
    return (f'<button type="button" class="{cls}" data-action="{esc(action)}" '
            f'title="{esc(ctx.labels.get(action, action))}">{body}</button>')


def _battle_popup(ctx, plan: Plan, view):
    """The attacker's choice once an attack is chosen (dice, until N left, while the
    chance holds), or the defender's dice: (territory to place it by, title, body)."""
    attack = view.get("attack") or {}
    src, dst = attack.get("from"), attack.get("to")
    armies = {x["name"]: x.get("armies", 0) for x in view.get("territories") or []}
    title = _pair_title(src, dst, armies)
    amounts = {a: _number(a) for a in plan.battle}
    dice = [a for a in plan.battle if _verb(a) == "dice"]
    until = [a for a in plan.battle if _verb(a) == "until"]
    odds = [a for a in plan.battle if _verb(a) == "odds"]
    defend = [a for a in plan.battle if _verb(a) == "defend"]
    rows = []
    if defend:
        attacker = _shown_name(view, attack.get("attacker"))
        n = attack.get("dice") or 0
        rows.append(tag("p", esc(_("{attacker} attacks {territory} from {source} with "
                                   "{dice}. Roll 1 or 2 white dice:", attacker=attacker,
                                   territory=_terr(dst), source=_terr(src),
                                   dice=Markup(tag("b", esc(_dice_count(n)) + " "
                                                   + _die_faces(n, "att"))))),
                        cls="risk-why"))
        btns = "".join(_pop_button(ctx, a, _die_faces(amounts[a], "def") + " "
                                   + esc(_dice_count(amounts[a])), "btn act defdice")
                       for a in sorted(defend, key=amounts.get))
        rows.append(tag("div", btns, cls="risk-pop-btns"))
        players = view.get("players") or []
        me = players[ctx.viewer] if isinstance(ctx.viewer, int) and ctx.viewer < len(
            players) else None
        holder = attack.get("defender")
        # 2-player game: the other player rolls for an attacked neutral
        yours = holder in (None, me)
        rows.append(tag("p", esc(_(
            "2 dice: your two highest dice meet the attacker's two highest, so the defence "
            "may lose 2 armies, or destroy 2. 1 die: it loses at most 1 army. Ties always go "
            "to the defender.") if yours else _(
            "2 dice: {player}'s two highest dice meet the attacker's two highest, so the "
            "defence may lose 2 armies, or destroy 2. 1 die: it loses at most 1 army. Ties "
            "always go to the defender.", player=_shown_name(view, holder))),
            cls="risk-why small"))
        title = esc(_("Defend {territory} {armies}",
                      territory=Markup(tag("b", esc(_short(dst)))),
                      armies=armies.get(dst, "?")))
        if not yours:
            title += tag("small", " " + esc(_("for {player}",
                                              player=_shown_name(view, holder))))
        return dst, title, "".join(rows)
    chance = (attack.get("odds") or {}).get("win")
    rows.append(tag("p", esc(_("Win chance {chance}", chance=Markup(
        tag("b", esc(win_text(chance)), id="risk-win"))))
                    + tag("small", " " + esc(_("attacking until it falls"))), cls="risk-odds"))
    if dice:
        btns = "".join(_pop_button(ctx, a, _die_faces(amounts[a], "att") + " "
                                   + esc(str(amounts[a])), "btn act attdice")
                       for a in sorted(dice, key=amounts.get))
        rows.append(tag("div", tag("span", esc(_("Roll once:")), cls="lbl") + btns,
                        cls="risk-pop-btns"))
    if until:
        btns = "".join(_pop_button(ctx, a, esc(str(amounts[a]))
                                   + tag("small", win_text(_odds_of(plan, view, a))))
                       for a in sorted(until, key=amounts.get))
        rows.append(tag("div", tag("span", esc(_("Attack until I have this many armies "
                                                 "left:")),
                                   cls="lbl") + btns, cls="risk-pop-btns until"))
    if odds:
        btns = "".join(_pop_button(ctx, a, esc(f"{amounts[a]}%")
                                   + tag("small", win_text(_odds_of(plan, view, a))))
                       for a in sorted(odds, key=amounts.get, reverse=True))
        rows.append(tag("div", tag("span", esc(_("Stop when the win chance drops below:")),
                                   cls="lbl") + btns, cls="risk-pop-btns odds"))
    if until or odds:
        rows.append(tag("p", esc(_("Small figures: the chance of taking it that way.")),
                        cls="risk-why small"))
    return dst, title, "".join(rows)


def _verb(action: str) -> str:
    return Action(action).verb


def _number(action: str) -> int:
    return Action(action).number or 0


def _is_hex(colour: str) -> bool:
    """A ``#rrggbb`` colour (the only form a seat's colour is used in)."""
    return len(colour) == 7 and colour[0] == "#" and all(
        c in "0123456789abcdefABCDEF" for c in colour[1:])


def _dice_count(n: int) -> str:
    return _n("{n} die", "{n} dice", n)


def _short(name) -> str:
    """A territory's name as the map writes it (short where room is scarce)."""
    return lang.short(L.SHORT.get(name), TERRITORY_CTX, name) if name else ""


def _pair_title(src, dst, armies: dict) -> str:
    """"<b>Alaska</b> 3 → <b>Kamchatka</b> 2" (markup)."""
    return (f"<b>{esc(_short(src))}</b> {armies.get(src, '?')} → "
            f"<b>{esc(_short(dst))}</b> {armies.get(dst, '?')}")


def _popup(ctx, plan: Plan, view) -> str:
    """The choices for the selected territory, over the map next to it."""
    labels = ctx.labels
    body = None
    if plan.battle:
        name, title, body = _battle_popup(ctx, plan, view)
        if name not in L.BADGES:
            return ""
    elif plan.sel:
        name, acts = plan.sel, plan.groups[plan.sel]
        title = f"<b>{esc(_terr(name))}</b> <small>{esc(_('how many armies?'))}</small>"
        left = view.get("to_place")
        btns = []
        for a in acts:
            n = plan.amounts.get(a)
            text = _("all {n}", n=n) if left is not None and n == left and len(acts) > 1 \
                else str(n) if n is not None else t(labels.get(a, a))
            btns.append(f'<button type="button" class="btn act count" data-action="{esc(a)}" '
                        f'title="{esc(labels.get(a, a))}">{esc(text)}</button>')
    elif plan.src and plan.tgt:
        name, acts = plan.tgt, plan.pairs[plan.src][plan.tgt]
        armies = {x["name"]: x.get("armies", 0) for x in view.get("territories") or []}
        title = (f"<b>{esc(_terr(plan.src))}</b> {armies.get(plan.src, '?')} → "
                 f"<b>{esc(_terr(name))}</b> {armies.get(name, '?')}")
        btns = []
        chance = None
        shortcuts = (view.get("table_rules") or {}).get("shortcuts")
        for a in acts:
            verb = plan.verbs.get(a)
            if verb in ("attack", "assault") and chance is None:
                chance = _odds_of(plan, view, a)
            text = _(POPUP_TEXT[verb]) if verb in POPUP_TEXT else t(labels.get(a, a))
            if verb == "attack" and armies.get(plan.src, 0) > 2:
                # more than one die possible: the dice (and the shortcuts) come next
                text = _("Dice, or until N left…") if shortcuts else _("Choose the dice…")
            btns.append(f'<button type="button" class="btn act" data-action="{esc(a)}" '
                        f'title="{esc(labels.get(a, a))}">{esc(text)}</button>')
        if chance is not None:
            title += tag("span", esc(_("Win chance {chance}", chance=Markup(
                tag("b", esc(win_text(chance)))))), cls="risk-odds inline")
    else:
        return ""
    if body is None:
        body = f'<div class="risk-pop-btns">{"".join(btns)}</div>'
    x, y = L.BADGES[name]
    fx, fy = 100 * x / L.WIDTH, 100 * y / L.HEIGHT
    side = "left" if fx < 30 else ("right" if fx > 70 else "mid")
    vert = "below" if fy < 55 else "above"
    src = plan.src if plan.tgt else (view.get("attack") or {}).get("from") if plan.battle \
        else None
    if src in L.BADGES:                     # away from the source, not over it
        sy = L.BADGES[src][1]
        if abs(sy - y) > 8:
            vert = "above" if sy > y else "below"
    # no close button for the battle: a choice is due (the engine has no "cancel")
    close = "" if plan.battle else (
        '<button type="button" class="risk-pop-x" data-ui="close" '
        f'aria-label="{esc(_("Close"))}">✕</button>')
    # "arm": the pop-up ignores taps for a moment after it appears, so that the second
    # tap of a double tap (on the button that brought it) cannot press one of its buttons
    kind = " battle" if plan.battle else ""
    # placed on the map (which stays left to right), written in the page's direction
    return (f'<div class="risk-pop arm{kind} {side} {vert}" id="risk-pop" '
            f'dir="{lang.direction()}" data-fx="{fx:.2f}" data-fy="{fy:.2f}" '
            f'style="left:{fx:.2f}%;top:{fy:.2f}%">'
            f'<div class="risk-pop-head"><span>{title}</span>{close}</div>'
            f'{body}</div>')


# ---------------------------------------------------------------- since your last turn
def _since(ctx, view):
    """What the others did since the viewer's own last turn, from the engine's public
    turn summaries (``since_last_turn`` and ``turns``): shown when the player takes the
    device (``ctx.fresh``), until their first tap. Returns (markup, territories that
    changed hands, those the viewer lost)."""
    if not ctx.fresh or ctx.viewer is None:
        return "", set(), set()
    players = view.get("players") or []
    if not isinstance(ctx.viewer, int) or ctx.viewer >= len(players):
        return "", set(), set()
    me = players[ctx.viewer]
    since = (view.get("since_last_turn") or {}).get(me)
    if not since or not since.get("turns"):
        return "", set(), set()
    numbers = set(since["turns"])
    turns = [e for e in view.get("turns") or []
             if e.get("turn") in numbers and e.get("player") != me]
    changed, lost = set(), set()
    items = []
    mine = since.get("lost") or []
    if mine:
        by: dict = {}
        for x in mine:
            by.setdefault(x.get("to"), []).append(x.get("territory"))
            lost.add(x.get("territory"))
        losses = Markup(lang.separated(
            _("{territories} to {player}",
              territories=Markup(_and([tag("b", esc(_terr(x))) for x in ts])),
              player=_shown_name(view, who))
            for who, ts in by.items()))
        items.append(tag("li", esc(_("You lost {losses} ({armies} in all)", losses=losses,
                                     armies=_armies(since.get("armies_lost", 0)))
                                   if since.get("armies_lost")
                                   else _("You lost {losses}", losses=losses)), cls="lost"))
    elif since.get("armies_lost"):
        items.append(tag("li", esc(_("You lost {armies} in battles, and no territory.",
                                     armies=_armies(since["armies_lost"]))), cls="lost"))
    else:
        items.append(tag("li", esc(_("You lost no territory."))))
    for c in since.get("continents_lost") or []:
        items.append(tag("li", esc(_("You no longer hold {continent}.", continent=Markup(
            tag("b", esc(_cont(c)))))), cls="lost"))
    for e in turns:
        who = _shown_name(view, e.get("player"))
        bits = []
        won = [c for c in e.get("conquered") or []]
        for c in won:
            changed.add(c.get("territory"))
        if won:
            froms: dict = {}
            for c in won:
                froms.setdefault(c.get("from"), []).append(c.get("territory"))
            bits.append(esc(_("took {conquests}", conquests=Markup(lang.separated(
                esc(_("{territories} from you",
                      territories=Markup(_and([esc(_terr(x)) for x in ts]))) if f == me else
                    _("{territories} from {player}",
                      territories=Markup(_and([esc(_terr(x)) for x in ts])),
                      player=_shown_name(view, f)))
                for f, ts in froms.items())))))
        elif e.get("battles"):
            bits.append(esc(_n("fought {n} battle, took no territory",
                               "fought {n} battles, took no territory", e["battles"])))
        elif e.get("over", True):
            bits.append(esc(_("did not attack")))
        if not e.get("over", True):
            bits.append(esc(_("turn under way")))
        sets = e.get("sets") or []
        if sets:
            bits.append(esc(_n("traded {n} set of cards for {armies}",
                               "traded {n} sets of cards for {armies}", len(sets),
                               armies=_armies(sum(sets)))))
        conts = e.get("continents") or {}
        for c in conts.get("gained") or []:
            held = Markup(tag("b", esc(_cont(c.get("continent")))))
            bits.append(esc(_("now holds {continent}", continent=held)
                            if c.get("player") == e.get("player") else
                            _("{player} now holds {continent}", continent=held,
                              player=_shown_name(view, c.get("player")))))
        for c in conts.get("lost") or []:
            if c.get("player") != me:
                bits.append(esc(_("{player} lost {continent}",
                                  player=_shown_name(view, c.get("player")),
                                  continent=Markup(tag("b", esc(_cont(c.get("continent"))))))))
        for x in e.get("eliminated") or []:
            bits.append(esc(_("eliminated {player}", player=_shown_name(view, x))))
        items.append(tag("li", esc(_("{player} {turn}: {events}.",
                                     player=Markup(tag("b", esc(who))),
                                     turn=Markup(tag("small", esc(_("turn {n}",
                                                                    n=e.get("turn"))))),
                                     events=Markup(lang.separated(bits))))))
    changed |= lost
    # over the status and the row above the map (never over the map, which stays
    # tappable): a tap on it only puts it away
    body = (tag("h3", esc(_("Since your last turn"))
                + tag("small", " · " + esc(_("outlined on the map until your first tap")
                                           if changed else _("tap to close"))))
            + tag("ul", "".join(items)))
    return (tag("div", body, cls="risk-since", id="risk-since", role="status", tabindex="0",
                data_ui="since-ok", title=_("Tap to close")),
            changed, lost)


def _and(items: list[str]) -> str:
    """Items (markup) listed: "A, B and C" in the page's language (markup)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}", items=Markup(", ".join(items[:-1])), last=Markup(items[-1]))


# ---------------------------------------------------------------- who sits where
class View(dict):
    """The engine's view for this viewer (``engine/risk/view.py``), with ``seats``: the
    engine's player (named after a colour) -> (name shown, colour chosen or None), from
    ``ctx.table``. Built once per redraw (:func:`seen`) and handed down to every part of
    the board, so no part of it reads a module's state."""

    seats: dict


def seen(ctx) -> View:
    """``ctx.view`` with the seats' names and colours (``ctx.table``: [{name, colour,
    bot}], when the app gives it). A name typed is shown as it is; the form's own
    default (the colour's name) in the page's language."""
    view = View(ctx.view)
    view.seats = {}
    table = ctx.table
    players = view.get("players") or []
    if isinstance(table, (list, tuple)):
        for i, seat in enumerate(table):
            if i >= len(players) or not isinstance(seat, dict):
                continue
            colour = str(seat.get("colour") or "").strip()
            view.seats[players[i]] = (seat_name(players, table, i, "risk"),
                                      colour if _is_hex(colour) else None)
    return view


def _shown_name(view, unit) -> str:
    """The name a player chose, or the engine's (a colour; neutrals keep theirs), in the
    page's language."""
    seats = getattr(view, "seats", {})
    if unit in seats:
        return seats[unit][0]
    if unit is None:
        return ""
    if is_msg(unit):
        return t(unit)
    return lang.name(PLAYER_CTX if unit in (view.get("players") or []) else NEUTRAL_CTX, unit)


# ---------------------------------------------------------------- around the map
def _status(ctx, view, plan: Plan) -> str:
    phase = str(view.get("phase") or "")
    players = view.get("players") or []
    cur = view.get("current")
    who = players[cur] if isinstance(cur, int) and cur < len(players) else ""
    steps = ""
    if phase in SETUP_TEXT:
        steps = tag("span", esc(_(SETUP_TEXT[phase])), cls="risk-step on")
    else:
        now = PHASE_STEP.get(phase)
        parts = []
        for key, text in (("reinforce", _("1 Reinforce")), ("attack", _("2 Attack")),
                          ("fortify", _("3 Fortify"))):
            parts.append(tag("span", esc(text), cls="risk-step" + (" on" if key == now else "")))
        steps = "".join(parts)
        if now is None and phase:
            steps += tag("span", esc(phase.replace("_", " ")), cls="risk-step on")
    turn = view.get("turn") or 0
    left = view.get("to_place")
    bits = [tag("div", steps, cls="risk-steps")]
    if who:
        bits.append(tag("span", esc(_("Turn {n} · {player}", n=turn,
                                      player=_shown_name(view, who))) if turn
                        else esc(_shown_name(view, who)),
                        cls="risk-turn"))
    if left:
        bits.append(tag("span", esc(_("{n} to place", n=Markup(tag("b", str(left))))),
                        cls="risk-left", id="risk-left"))
    gc = view.get("golden_cavalry")
    if gc:
        pos = gc.get("position", 0)
        track = gc.get("track") or [gc.get("next_set_value")]
        # the value of the next set, the one before it and the next few (not all 14)
        lo, hi = max(0, pos - 1), min(len(track), pos + 6)
        pips = "".join(tag("span", str(track[i]), cls="pip" + (" on" if i == pos else "")
                           + (" past" if i < pos else ""))
                       for i in range(lo, hi))
        if hi < len(track):
            pips += tag("span", "… " + str(track[-1]), cls="pip more")
        bits.append(tag("span", tag("span", esc(_("Next set")), cls="lbl")
                        + tag("span", pips, cls="risk-track", dir="ltr"),
                        cls="risk-cav", title=_n(
                            "Golden cavalry: the next set traded in gives {n} army",
                            "Golden cavalry: the next set traded in gives {n} armies",
                            gc.get("next_set_value") or 0)))
    elif view.get("set_values") is not None:
        fixed = view.get("set_values") or {}
        text = " · ".join(f"{esc(lang.name(CARD_CTX, k))} {v}" for k, v in fixed.items()) \
            or esc(_("fixed values"))
        bits.append(tag("span", tag("span", esc(_("Sets")), cls="lbl") + " " + text,
                        cls="risk-cav fixed"))
    battle = _battle_this_turn(view)
    if battle and PHASE_STEP.get(phase) == "attack":
        bits.append(_dice(battle))
    return tag("div", "".join(bits), cls="risk-status")


def _dice(battle) -> str:
    a = "".join(tag("i", str(v), cls="rdie att") for v in battle.get("attack") or [])
    d = "".join(tag("i", str(v), cls="rdie def") for v in battle.get("defend") or [])
    lost = (f"−{battle.get('attacker_loses', 0)} / −{battle.get('defender_loses', 0)}")
    return tag("span", a + tag("span", esc(_("vs")), cls="vs") + d + tag("small", lost),
               cls="risk-dice", title=_("Last battle: {source} → {target}",
                                        source=_terr(battle.get("from")),
                                        target=_terr(battle.get("to"))))


def _counts(ctx, plan: Plan, view) -> str:
    if not plan.counts:
        return ""
    move = view.get("move") or {}
    into = move.get("to") if move.get("why") == "conquest" else None
    labels = ctx.labels
    amounts = plan.amounts
    nums = sorted((a for a in plan.counts if amounts[a] is not None), key=amounts.get)
    btns = "".join(f'<button type="button" class="btn act count" data-action="{esc(a)}" '
                   f'title="{esc(labels.get(a, a))}">{amounts[a]}</button>'
                   for a in nums)
    for a in plan.counts:
        if amounts[a] is None:      # "count": the next choice lists every number
            text = labels.get(a, a)
            btns += (f'<button type="button" class="btn" data-action="{esc(a)}">'
                     f'{esc(t(text) if text != a else _("Another number…"))}</button>')
    said = _("Armies to move into {territory}:", territory=_terr(into)) if into \
        else _("Armies to move:")
    return tag("div", tag("span", esc(said), cls="lbl") + btns,
               cls="risk-counts", id="risk-counts")


def _symbol_icon(symbol: str) -> str:
    """A small picture of a card's symbol (SVG, 40 x 32)."""
    ink = "#1d232b"
    if symbol == "Infantry":
        body = (f'<circle cx="20" cy="7" r="4.5" fill="{ink}"/>'
                f'<path d="M14 13h12l-2 10h-2l-1 8h-2l-1-8h-2z" fill="{ink}"/>'
                f'<path d="M27 6l-3 20" stroke="{ink}" stroke-width="2"/>')
    elif symbol == "Cavalry":
        body = (f'<path d="M10 29l3-10c-3-2-4-6-2-9l6-5 3 2 8 1c3 1 4 4 3 6l-6 1 '
                f'1 4 5 10h-4l-4-8-5 1-2 7z" fill="{ink}"/>')
    elif symbol == "Artillery":
        body = (f'<path d="M6 20l26-11 2 5-26 10z" fill="{ink}"/>'
                f'<circle cx="14" cy="25" r="6" fill="none" stroke="{ink}" stroke-width="3"/>'
                f'<circle cx="14" cy="25" r="1.6" fill="{ink}"/>')
    else:
        body = ('<path d="M20 3l4.7 9.6 10.3 1.5-7.5 7.3 1.8 10.4L20 27l-9.3 4.8 1.8-10.4-7.5-7.3'
                ' 10.3-1.5z" fill="#c9a227" stroke="#7a5d00" stroke-width="1.2"/>')
    return (f'<svg class="sym" viewBox="0 0 40 32" aria-hidden="true" '
            f'xmlns="http://www.w3.org/2000/svg">{body}</svg>')


def _card(card) -> str:
    name = str(card.get("name"))
    symbol = str(card.get("symbol"))
    cont = _map()["continent_of"].get(name)
    colour = L.CONTINENT_STYLE.get(cont, ("#c9a227",))[0] if cont else "#c9a227"
    return tag("div", tag("div", "", cls="band", style=f"background:{colour}")
               + _symbol_icon(symbol)
               + tag("div", esc(lang.name(CARD_CTX, symbol)), cls="sym-name")
               + tag("div", esc(_terr(name)) if symbol != "Joker" else esc(_("any picture")),
                     cls="card-name"),
               cls=f"risk-card sym-{esc(symbol.lower())}", data_card=name)


def _hand(ctx, view) -> str:
    own = None
    for h in view.get("hands") or []:
        if "cards" in h:
            own = h
    if own is None:
        if ctx.viewer is None:
            return tag("section", tag("h3", esc(_("Cards"))) + tag(
                "p", esc(_("Each player's cards stay hidden until they take the device.")),
                cls="muted"), cls="risk-panel risk-hand")
        return ""
    cards = own.get("cards") or []
    body = "".join(_card(c) for c in cards) or tag(
        "p", esc(_("No territory cards yet: conquer a territory in a turn to draw one.")),
        cls="muted")
    holder = own.get("holder", "")
    title = _("Your cards ({n})", n=len(cards)) if holder in (view.get("players") or []) \
        else _("{holder}'s cards ({n})", holder=lang.name(TEAM_CTX, holder), n=len(cards))
    warn = tag("span", esc(_("5+ cards: trade a set soon")) if len(cards) == 5 else
               (esc(_("6+ cards: you must trade")) if len(cards) >= 6 else ""), cls="warn") \
        if len(cards) >= 5 else ""
    return tag("section", boards.drawer_button(title)
               + tag("h3", esc(title) + " " + tag("small", esc(_("secret"))) + warn)
               + tag("div", body, cls="risk-cards", id="risk-hand"),
               cls="risk-panel risk-hand")


def _territories(n: int) -> str:
    return _n("{n} territory", "{n} territories", n)


def _armies(n: int) -> str:
    return _n("{n} army", "{n} armies", n)


def _players(view, colours) -> str:
    terr = view.get("territories") or []
    players = view.get("players") or []
    hands = view.get("hands") or []
    alive = view.get("alive") or [True] * len(players)
    cur = view.get("current")
    teams = _team_of(view)
    reinf = view.get("reinforcements") or []
    by_owner: dict = {}
    armies_of: dict = {}
    for ter in terr:
        stacks = ter.get("stacks")
        if stacks:
            for p, n in stacks.items():
                armies_of[p] = armies_of.get(p, 0) + n
            ctl = ter.get("controller")
            if ctl:
                by_owner.setdefault(ctl, []).append(ter["name"])
        elif ter.get("owner"):
            by_owner.setdefault(ter["owner"], []).append(ter["name"])
            armies_of[ter["owner"]] = armies_of.get(ter["owner"], 0) + ter.get("armies", 0)
    cards_of = {h.get("holder"): h.get("count", 0) for h in hands}
    rows = []
    for i, p in enumerate(players):
        strong = colours.get(p, ("#888",))[0]
        held = set(by_owner.get(p, []))
        nxt = reinf[i] if i < len(reinf) else None
        conts = [f"{_cont(c['name'])} +{c['bonus']}" for c in (nxt or {}).get("continents", [])]
        cards = cards_of.get(p)
        team = ""
        if teams:
            team = tag("span", esc(lang.name(TEAM_CTX, (view.get("teams") or [{}])[
                teams.get(p, 0)].get("name", ""))),
                cls="team", style=f"color:{TEAM_COLOURS[teams.get(p, 0) % 2][0]}")
        cls = "risk-player" + (" now" if i == cur else "") \
            + ("" if i >= len(alive) or alive[i] else " out")
        rows.append(tag("div",
                        # the seat's mark: its badge's shape, in its colour
                        f'<svg class="sw" viewBox="-16 -16 32 32" aria-hidden="true">'
                        f'{seat_shape(0, 0, i, strong, "#1d232b", 1.5)}</svg>'
                        + tag("span", esc(_shown_name(view, p)), cls="pname") + team
                        + tag("span", esc(" · ".join(
                            [_territories(len(held)), _armies(armies_of.get(p, 0))]
                            + ([_n("{n} card", "{n} cards", cards)]
                               if cards is not None else []))), cls="stat")
                        + (tag("span", esc(_("+{n} next turn", n=nxt["armies"])),
                               cls="stat reinf",
                               title=_n("{player}'s reinforcements for a turn begun now: {n} "
                                        "for {territories} territory{continents}",
                                        "{player}'s reinforcements for a turn begun now: {n} "
                                        "for {territories} territories{continents}",
                                        nxt["territories"], player=_shown_name(view, p),
                                        n=nxt["base"], territories=nxt["territories"],
                                        continents="".join(
                                            f", {_cont(c['name'])} +{c['bonus']}"
                                            for c in nxt.get("continents", []))))
                           if nxt else "")
                        + (tag("span", ", ".join(esc(c) for c in conts), cls="conts")
                           if conts else ""),
                        cls=cls))
    if teams:
        for h in hands:
            rows.append(tag("div", tag("span", esc(lang.name(TEAM_CTX, h.get("holder"))),
                                       cls="pname")
                            + tag("span", esc(_n("{n} card (shared)", "{n} cards (shared)",
                                                 h.get("count", 0))), cls="stat"),
                            cls="risk-player team-pool"))
    return tag("section", tag("h3", esc(_("Players"))) + "".join(rows),
               cls="risk-panel risk-players")


def _neutrals(view, colours) -> str:
    ns = view.get("neutrals")
    if not ns:
        return ""
    active = view.get("variant") == "two-player-active"
    allies = _ally_of(view)
    rows = []
    for n in ns:
        name = n["name"]
        badge = colours.get(name, ("#888",))[0]
        status = lang.text_of(n.get("status") or "")
        ally = allies.get(name)
        stat = status if active else _("neutral (passive)")
        if ally:
            strong = colours.get(ally, FALLBACK[0])[0]
            stat = tag("b", esc(status), style=f"color:{strong}")
        else:
            stat = esc(stat)
        rows.append(tag("div",
                        tag("span", "", cls="sw sq", style=f"background:{badge}")
                        + tag("span", esc(lang.name(NEUTRAL_CTX, name)), cls="pname")
                        + tag("span", esc(_territories(n.get("territories", 0))
                                          + (" · " + _n("{n} card", "{n} cards",
                                                        n.get("cards", 0)) if active else "")),
                              cls="stat")
                        + tag("span", stat, cls="allegiance")
                        + ("" if n.get("alive", True) else tag("span", esc(_("destroyed")),
                                                                cls="stat")),
                        cls="risk-player neutral" + ("" if n.get("alive", True) else " out")))
    note = _("Neutral land is grey; a neutral allied to a player is striped in that "
             "player's colour.") if active else _("Neutral land is grey.")
    return tag("section", tag("h3", esc(_("Neutral armies"))) + "".join(rows)
               + tag("p", esc(note), cls="muted small"), cls="risk-panel risk-neutrals")


def _missions(ctx, view) -> str:
    ms = view.get("missions")
    if not ms:
        return ""
    players = view.get("players") or []
    me = players[ctx.viewer] if ctx.viewer is not None and ctx.viewer < len(players) else None
    mine, others = "", []
    for entry in ms:
        p = entry.get("player")
        if p == me:
            items = []
            for mi in entry.get("missions") or []:
                done = mi.get("claimed")
                when = {"end": _("(show at the end of your turn)"),
                        "any": _("(show any time in your turn)")}.get(mi.get("when"), "")
                items.append(tag("li", tag("b", esc(_rank(mi))) + " "
                                 + esc(_mission(mi) or "?")
                                 + (tag("span", "✓ " + esc(_("claimed")), cls="done") if done
                                    else tag("small", " " + esc(when) if when else "")),
                                 cls="done" if done else None))
            mine = tag("div", tag("h4", esc(_("Your secret missions")))
                       + tag("ol", "".join(items)), cls="mine")
        else:
            claimed = [mi for mi in entry.get("missions") or [] if mi.get("claimed")]
            shown = [mi for mi in entry.get("missions") or []
                     if mi.get("text") and not mi.get("claimed")]
            txt = lang.separated(f"{esc(_rank(mi))}: {esc(_mission(mi))}" for mi in claimed)
            if shown:
                txt += (" · " + esc(_("last one shown:")) + " " + lang.separated(
                    f"{esc(_rank(mi))}: {esc(_mission(mi))}" for mi in shown))
            others.append(tag("li", tag("b", esc(_shown_name(view, p))) + " "
                              + esc(_("{n}/4 claimed", n=len(claimed)))
                              + (": " + txt if txt else "")))
    return tag("section", tag("h3", esc(_("Missions"))) + mine
               + tag("h4", esc(_("Claimed by the others") if me else _("Claimed missions")))
               + tag("ul", "".join(others)),
               cls="risk-panel risk-missions")


def _rank(mission: dict) -> str:
    return lang.name(RANK_CTX, mission.get("rank"))


def _mission(mission: dict) -> str:
    """A mission's text (a message of the engine, or its English text)."""
    return lang.text_of(mission.get("text") or "")


def _hint(plan: Plan, view) -> str:
    if plan.battle:
        if any(_verb(a) == "defend" for a in plan.battle):
            return _("You are attacked: choose your dice in the box on the map.")
        return _("Choose how to attack, in the box on the map.")
    if plan.auto and not plan.groups:
        return _("Place the rest of your armies:")
    if plan.pairs:
        fortify = plan.kind in FORTIFY_KINDS
        if plan.src and plan.tgt:
            return _("Choose how to attack {territory}, or tap another territory.",
                     territory=_terr(plan.tgt))
        if plan.src:
            if fortify:
                return _("{territory} selected: tap a highlighted territory to fortify it, "
                         "or tap another of yours.", territory=_terr(plan.src))
            return _("{territory} selected: tap a highlighted territory to attack it (from "
                     "{territory}), or tap another of yours.", territory=_terr(plan.src))
        return _("Tap one of your territories to move armies from it.") if fortify else \
            _("Tap one of your territories to attack from it.")
    if plan.groups:
        if any(len(a) > 1 for a in plan.groups.values()):
            return _("Tap one of your territories, then choose how many armies go there.")
        if view.get("phase") == "claim":
            return _("Tap an unclaimed territory to claim it.")
        return _("Tap a highlighted territory.")
    return ""


# ---------------------------------------------------------------- entry point
def _autoplace(ctx, plan: Plan, view) -> str:
    """The setup's "place the rest automatically" button (``autoplace``)."""
    if not plan.auto:
        return ""
    left = view.get("to_place")
    neutral = view.get("phase") == "setup_neutral"
    if isinstance(left, int):
        more = _("{armies} left, yours and your share of the neutrals", armies=_armies(left)) \
            if neutral else _("{armies} left, spread on your borders", armies=_armies(left))
    else:
        more = _("yours and your share of the neutrals") if neutral else \
            _("spread on your borders")
    return (f'<button type="button" class="btn act big risk-auto" data-action="{esc(plan.auto)}" '
            f'title="{esc(ctx.labels.get(plan.auto, plan.auto))}">'
            f'{esc(_("Place the rest automatically"))}'
            f'<small>{esc(more)}</small></button>')


def render(ctx) -> str:
    view = seen(ctx)
    plan = Plan(ctx)
    colours = _colours_of(view)
    since, changed, lost = _since(ctx, view)
    svg, pop = _map_svg(ctx, plan, view, colours, changed | set(ctx.changed), lost)
    hint = _hint(plan, view)
    counts = _counts(ctx, plan, view)
    # one row above the map, its height reserved: the counts to move, or the hint (and
    # the setup's automatic placement), so that the map does not jump when it changes
    bar = counts or (tag("p", esc(hint), cls="risk-hint", id="risk-hint")
                     + _autoplace(ctx, plan, view))
    panels = (_hand(ctx, view) + _missions(ctx, view) + _players(view, colours)
              + _neutrals(view, colours))
    variant = esc(view.get("variant") or "")
    players = view.get("players") or []
    cur = view.get("current")
    style = None
    if isinstance(cur, int) and cur < len(players):
        strong, _tint, ink, _kind = colours.get(players[cur], ("#1f4e79", "", "#fff", ""))
        if strong.lower() in ("#f7f7f2", "#fafafa"):     # White: a grey that can be read
            strong, ink = "#8a9099", "#fff"
        style = f"--rc:{strong};--rci:{ink}"
    return tag("div",
               tag("div", _status(ctx, view, plan)
                   + tag("div", bar, cls="risk-bar", id="risk-bar") + since
                   + _offer_list(view, plan), cls="risk-top")
               # right after a battle (the choice that follows, or the same attack offered
               # again), the whole map ignores taps for a moment: the second tap of a
               # double tap neither plays nor puts the pop-up away
               # the map stays geographic on a right-to-left page (dir="ltr")
               + tag("div", tag("div", svg + pop, cls="map-stage",
                                   style=f"--ar: {L.WIDTH / L.HEIGHT:.4f}") + boards.map_tools(),
                     cls="risk-mapwrap"
                     + (" picking" if plan.on_map() else "") + (" fresh" if since else "")
                     + (" arm" if plan.again or plan.battle else ""), dir="ltr")
               + tag("div", panels, cls="risk-panels side-panel", tabindex="0",
                     aria_label=_("Game details")),
               cls="risk", data_variant=variant, style=style)
