"""Board of Twilight Struggle: the world map as SVG, the tracks, the hand, the cards in play.

Everything drawn comes from ``ctx.view`` (``state.view(viewer)``: the viewer's own hand
only, never the opponent's; tracks, influence and control, region scoring previews, card
data, the pending decision and its targets, all as typed fields: see
``engine/twilight/view.py``), the static map of the public API
(``get_spec("twilight").exports["map"]()``: names, regions, stability, adjacency),
``ctx.legal`` and ``ctx.labels``. Nothing here knows a rule: what a region would score,
which regions DEFCON closes, the military operations required, the era... are read from
the view, never recomputed, and no text of the engine (prompt, label, log) is parsed.

Taps (the contract of ``boards.py``), from ``view["decision"]["targets"]`` (``{action:
country name or card number}``, given to the deciding viewer only):

* an action whose target is a country is put on that country's box when it is the only
  action aimed at the country; the box is highlighted, the other boxes are dimmed;
* an action whose target is a card of the viewer's hand (playing it, choosing it as
  headline, discarding it...) is put on that card, the China Card on its marker;
* everything else (``event`` / ``ops`` / ``space``, ``pass``, two actions on one country
  as with the mixed-operations option...) stays a button of the decision panel
  (:func:`buttons`).

Play comfort (issue 15), from the engine's ``ctx.advice`` and ``ctx.since``:

* an action the engine warns about (DEFCON 1 by the mover, a scoring card kept, military
  operations short) carries ``data-ui="warn" data-warn="ACTION"`` instead of
  ``data-action`` (on its country, card, or in a row of buttons drawn by the board): a
  tap opens a confirm panel with the warning (it names the rule), "Play it anyway" (the
  real ``data-action``) and "Cancel"; it never blocks a legal move;
* "since your last turn": when the player takes the device, the engine's comparison
  (``GameSpec.changes``, engine/twilight/summary.py) of their view after their last
  decision with the view now, listed above the board, with the changed countries
  highlighted until the first tap;
* previews: the odds of each coup target, the points that change control and what each
  region would score now while placing influence.

Two map layouts (``twilight_layout``): "wide" for landscape screens, "tall" (the Americas
below Africa and Asia) for portrait tablets, chosen from the window's shape at each
redraw from ``ctx.screen`` (:func:`layout`; the app redraws when a turn of the device
changes it). Each layout's static layers (regions, adjacency lines, labels, superpower
spaces) are built once per language; a redraw only writes the 84 country boxes, the
tracks and the cards. What the board remembers between redraws (the card texts shown,
"since your last turn" for the rest of the turn, whether the confirm panel was up) is in
``ctx.keep``, which the app owns: the module holds constants only.
"""

from __future__ import annotations

import functools

import boards
import lang
from games.twilight import layout as L
from engine.core.i18n import N_
from engine.games import get_spec
from lang import Markup, _, _n, _p, t
from ui import button, esc, tag

#: this board draws its own "since your last turn" (boards.py)
SHOWS_SINCE = True
USSR, US = 0, 1
SIDES = ("USSR", "US")
SIDE_CLS = ("ussr", "us", "both")
CARD_SIDE_CLS = {"USSR": "ussr", "US": "us", "both": "both"}
ERA_SHORT = {"early": N_("Early"), "mid": N_("Mid"), "late": N_("Late")}
#: the catalogs' contexts of the map's and the cards' names (engine/twilight/terms.py)
COUNTRY_CTX, REGION_CTX, SIDE_CTX = "twilight country", "twilight region", "twilight side"
CARD_CTX, CARD_TEXT_CTX = "twilight card", "twilight card text"
REGION_CLS = {"Europe": "eu", "Asia": "as", "Middle East": "me", "Africa": "af",
              "Central America": "ca", "South America": "sa"}

# The static map, from the engine's public API (never from its modules).
MAP = get_spec("twilight").exports["map"]()
REGIONS = tuple(MAP["regions"])
COUNTRY = {c["name"]: c for c in MAP["countries"]}
NAMES = tuple(c["name"] for c in MAP["countries"])
#: "since your last turn": the engine's comparison of two views (engine/twilight/summary.py)
SUMMARY = get_spec("twilight").changes

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


# ----------------------------------------------------------------------------- names
def _side(s: int) -> str:
    """``USSR`` / ``US`` in the page's language."""
    return lang.name(SIDE_CTX, SIDES[s])


def _cname(name: str) -> str:
    """A country (or a superpower's space) in the page's language."""
    return lang.name(COUNTRY_CTX, name)


def _rname(name: str) -> str:
    """A region or subregion in the page's language."""
    return lang.name(REGION_CTX, name)


def _lines(text: str) -> list[str]:
    """A region's label on the map, on the lines the layout gives it ("Middle\nEast"),
    or in the page's language, split in two where it is long."""
    english = text.replace("\n", " ")
    said = _rname(english)
    if said == english:
        return text.split("\n")
    if len(said) > 12 and " " in said:
        middle = len(said) / 2
        cut = min((i for i, ch in enumerate(said) if ch == " "), key=lambda i: abs(i - middle))
        return [said[:cut], said[cut + 1:]]
    return [said]


def _card_name(card: dict) -> str:
    return lang.name(CARD_CTX, card.get("name"))


def _card_text(card: dict) -> str:
    return lang.name(CARD_TEXT_CTX, card.get("text"))


def _region_of(name: str) -> str:
    """A country's region ("sp" for a superpower space)."""
    c = COUNTRY.get(name)
    return c["region"] if c else "sp"


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


def _scoring_text(region: dict) -> str:
    ctl = region["control"]
    return _("{presence} / {domination} / {control} VP", presence=region["presence"],
             domination=region["domination"], control=_("win") if ctl is None else ctl)


# ----------------------------------------------------------------------------- helpers
def _targets(view) -> dict:
    """``{action: country name or card number}`` of the pending decision (the view gives
    them to the deciding viewer only)."""
    decision = view.get("decision") or {}
    return decision.get("targets") or {}


def _plan(ctx):
    """Which legal actions go on the map / on cards; the rest stays as buttons."""
    view = ctx.view
    hand = set(view.get("hand") or [])
    side = view.get("side")
    china = view.get("china") or {}
    own_china = side is not None and china.get("holder") == side
    china_number = ((view.get("cards") or {}).get("china") or {}).get("number")
    targets = _targets(view)
    hand |= set(view.get("peek") or [])          # Our Man in Tehran: the cards looked at
    by_country: dict[str, list[str]] = {}
    by_card: dict[int, list[str]] = {}
    for a in ctx.legal:
        t = targets.get(a)
        if isinstance(t, str) and t in COUNTRY:
            by_country.setdefault(t, []).append(a)
        elif isinstance(t, int) and not isinstance(t, bool) and (
                t in hand or (own_china and t == china_number)):
            by_card.setdefault(t, []).append(a)
    country_act = {k: v[0] for k, v in by_country.items() if len(v) == 1}
    card_act = {k: v[0] for k, v in by_card.items() if len(v) == 1}
    multi = {k for k, v in by_country.items() if len(v) > 1}
    return country_act, card_act, multi


def _advice(ctx) -> dict:
    """``{action: {"warning": text, "preview": text}}`` of the legal actions (issue 15):
    the engine's advice for the deciding viewer, never recomputed here."""
    advice = getattr(ctx, "advice", None) or {}
    legal = set(ctx.legal)
    return {a: v for a, v in advice.items() if a in legal and isinstance(v, dict)}


def _warned(ctx) -> dict:
    """``{action: warning text}``: legal actions that ask for a confirm before they play."""
    return {a: v["warning"] for a, v in _advice(ctx).items() if v.get("warning")}


def buttons(ctx) -> list[str]:
    """The decision panel's buttons: the legal actions not drawn on the board, less the
    warned ones (the board draws those itself, with the confirm they ask for)."""
    country_act, card_act, _multi = _plan(ctx)
    on_board = set(country_act.values()) | set(card_act.values()) | _civil_war_act(ctx)
    warned = _warned(ctx)
    return [a for a in ctx.legal if a not in on_board and a not in warned]


# ----------------------------------------------------------------------------- Deluxe
#: the Chinese Civil War variant (Deluxe 12): the effect's key in the view and the action
#: that places USSR influence in its space (the engine's, ``engine/twilight/china.py``)
CIVIL_WAR = "chinese_civil_war"
CIVIL_WAR_ACTION = "inf:Chinese Civil War"
CIVIL_WAR_CLAIM = 3


def _civil_war(view):
    """The USSR's influence in the Chinese Civil War space while the variant holds the
    China Card (12), else None: read from the view's effects."""
    if CIVIL_WAR not in (view.get("effects") or ()):
        return None
    data = ((view.get("public_state") or {}).get("effects") or {}).get(CIVIL_WAR) or {}
    return data.get("inf", 0) if isinstance(data, dict) else 0


def _civil_war_act(ctx) -> set:
    """The Chinese Civil War's action when the board draws it (on the China Card's box)."""
    if _civil_war(ctx.view) is not None and CIVIL_WAR_ACTION in ctx.legal \
            and CIVIL_WAR_ACTION not in _warned(ctx):
        return {CIVIL_WAR_ACTION}
    return set()


def _peek(ctx, card_act) -> str:
    """108 Our Man in Tehran: the cards of the draw pile the viewer looks at (the view
    lists them for that player only, while they decide); each discard is a tap on its
    card, "done" stays a button."""
    cards = (ctx.view.get("cards") or {}).get("peek") or []
    if not cards:
        return ""
    labels = ctx.labels
    body = "".join(_card(c, card_act.get(c["number"]), text=True,
                         label=labels.get(card_act[c["number"]], "")
                         if c["number"] in card_act else "")
                   for c in cards)
    head = (tag("span", esc(_n("You look at {n} card of the draw pile",
                               "You look at {n} cards of the draw pile", len(cards))),
                cls="ts-title")
            + tag("span", esc(_("only you see them; tap a card to discard it")),
                  cls="muted small"))
    return tag("section", tag("div", head, cls="ts-head") + tag("div", body, cls="ts-cards"),
               cls="ts-peek ts-box", id="ts-peek", aria_label=_("Cards you look at"))


def on_ui(ctx, data: dict):
    """``texts``: show / hide the event texts on the cards (kept in ``ctx.keep`` for
    the rest of the game). ``warn``: a warned action was tapped: show its confirm panel (the panel's "Play it
    anyway" carries the real action). ``cancel``: close it. ``since``: open / close the
    "since your last turn" list."""
    kind = data.get("ui")
    if kind == "texts":
        ctx.keep["texts"] = not ctx.keep.get("texts", False)
    elif kind == "warn":
        action = data.get("warn")
        if action in _warned(ctx):
            ctx.ui["confirm"] = action
    elif kind == "cancel":
        ctx.ui.pop("confirm", None)
    elif kind == "since":
        kept = ctx.keep.get("since")
        if kept is not None:
            kept["open"] = data.get("open") != "1"          # the other way than drawn
    return None


def _badge(detail: dict | None) -> str:
    """A short hint over a tappable country, from the decision's ``details``: the cost of
    an expensive placement (6.1.2), the strength of a coup against its defence (6.3)."""
    if not detail:
        return ""
    if "defense" in detail:
        return _n("{n} op vs {defence}", "{n} ops vs {defence}", detail["ops"],
                  defence=detail["defense"])
    if detail.get("cost", 1) != 1:
        return _("costs {n}", n=detail["cost"])
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


def _country(geo, name: str, now: dict, action: str | None, label: str, badge: str,
             state_cls: str, advice: dict | None = None) -> str:
    """One country box: ``now`` is the view's entry (influence, controller). ``advice``:
    the engine's warning / preview for the box's action (a warned action asks for a
    confirm: the box carries ``data-warn`` instead of ``data-action``)."""
    advice = advice or {}
    warning = advice.get("warning") if action else None
    preview = advice.get("preview") if action else None
    x, y = geo.centre[name]
    a, b = now["influence"]
    ctl = now["controller"]
    stab = COUNTRY[name]["stability"]
    bg = COUNTRY[name]["battleground"]
    cls = "ts-c" + (" bg" if bg else "") + ("" if ctl is None else f" ctl-{SIDE_CLS[ctl]}") \
        + state_cls
    short = lang.short(L.SHORT.get(name), COUNTRY_CTX, name)
    fit = (f' textLength="{BW - 8}" lengthAdjust="spacingAndGlyphs"'
           if len(short) * 8.4 > BW - 8 else "")
    label = t(label)
    state = lang.separated(
        [_("{country}: stability {n}, battleground", country=_cname(name), n=stab) if bg
         else _("{country}: stability {n}", country=_cname(name), n=stab),
         _("{ussr} {a}, {us} {b}", ussr=_side(USSR), a=a, us=_side(US), b=b)]
        + ([_("controlled by {side}", side=_side(ctl))] if ctl is not None else []))
    tip = (state + (" — " + _("tap: {action}", action=label) if action else "")
           + (". " + t(preview) if preview else "") + (" ⚠ " + t(warning) if warning else ""))
    if warning:
        state_cls += " warn"
    elif preview:
        state_cls += " pv"
    parts = [f'<g class="{cls}" transform="translate({_num(x - BW / 2)},{_num(y - BH / 2)})"',
             f' data-country="{esc(name)}"']
    if warning:
        # named by what a tap does, then the country's state (a screen reader says both)
        parts.append(f' data-ui="warn" data-warn="{esc(action)}" role="button" tabindex="0"'
                     f' aria-label="{esc(_("{action} (asks for a confirm)", action=label))}'
                     f' — {esc(state)}"')
    elif action:
        parts.append(f' data-action="{esc(action)}" role="button" tabindex="0"'
                     f' aria-label="{esc(label)} — {esc(state)}"')
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
        hint = ("⚠ " + badge).strip() if warning else badge
        if hint:
            w = 10 + 6.4 * len(hint)
            parts.append(f'<g class="hint"><rect x="{_num(BW / 2 - w / 2)}" y="-15" '
                         f'width="{_num(w)}" height="16" rx="8"/><text x="{BW / 2}" y="-3">'
                         f'{esc(hint)}</text></g>')
    parts.append("</g>")
    return "".join(parts)


def _region_labels(geo, regions: dict) -> str:
    out = []
    for region, (c, r) in geo.layout["regions"].items():
        info = regions.get(region)
        if info is None:
            continue
        x, y = geo.cell(c, r)
        x += 2
        y += 14
        now = info["now"]
        vp, winner = now["vp"], now["winner"]
        text, cls = _region_now(info)
        ctl = info["control"]
        tip = _("{region} scoring: presence {presence}, domination {domination}, control "
                "{control} VP, +1 per battleground and per country next to the enemy "
                "superpower. Scored now: {now}.", region=_rname(region),
                presence=info["presence"], domination=info["domination"],
                control=_("wins the game") if ctl is None else ctl, now=text)
        lines = _lines(L.REGION_TEXT.get(region, region))
        names = "".join(f'<text class="name" x="{_num(x)}" y="{_num(y + 17 * k)}">{esc(line)}</text>'
                        for k, line in enumerate(lines))
        y += 17 * len(lines)
        out.append(f'<g class="ts-rl {REGION_CLS[region]}"><title>{esc(tip)}</title>{names}'
                   f'<text class="score" x="{_num(x)}" y="{_num(y)}">{esc(_scoring_text(info))}</text>'
                   f'<text class="score" x="{_num(x)}" y="{_num(y + 15)}">'
                   + esc(_("now: {score}", score=Markup(f'<tspan class="{cls}">{esc(text)}</tspan>')))
                   + '</text></g>')
    return "".join(out)


_NOBODY = {"influence": [0, 0], "controller": None}


def _map(ctx, country_act, multi, changed=frozenset()) -> str:
    view = ctx.view
    advice = _advice(ctx)
    name_ = layout(ctx.screen, ctx.keep)
    geo = GEOMETRY[name_]
    acting = bool(country_act) or bool(multi)
    labels = ctx.labels
    details = (view.get("decision") or {}).get("details") or {}
    countries = view.get("countries") or {}
    boxes = []
    for name in NAMES:
        action = country_act.get(name)
        if action:
            state_cls = " act"
        elif name in multi:
            state_cls = " multi"
        elif acting:
            state_cls = " dim"
        else:
            state_cls = ""
        if name in changed:
            state_cls += " changed"
        boxes.append(_country(geo, name, countries.get(name, _NOBODY), action,
                              labels.get(action, action) if action else "",
                              _badge(details.get(action)) if action else "", state_cls,
                              advice.get(action) if action else None))
    return (f'<svg class="ts-map {name_}{" acting" if acting else ""}" '
            f'viewBox="0 0 {geo.width} {geo.height}" data-layout="{name_}" '
            f'role="group" aria-label="{esc(_("World map"))}" '
            f'preserveAspectRatio="xMidYMid meet">'
            + geo.back + _region_labels(geo, view.get("regions") or {})
            + '<g class="ts-countries">' + "".join(boxes) + "</g></svg>")


# ----------------------------------------------------------------------------- tracks
def _pips(values, current, cls_of=None, label=str) -> str:
    out = []
    for v in values:
        cls = "pip" + (" on" if v == current else "") + (f" {cls_of(v)}" if cls_of else "")
        out.append(f'<span class="{cls}">{esc(label(v))}</span>')
    return "".join(out)


def _phase(view) -> str:
    """The phase as the engine names it ("Headline phase", "Action round 3 · US")."""
    return t(view.get("phase_name") or "")


def _tracks(view, card_act, warned=None, civil_act=None) -> str:
    tracks = view["tracks"]
    turn_t = tracks["turn"]
    turn = turn_t["value"]
    eras = turn_t["eras"]
    cells = []
    cells.append(tag("div",
                     tag("div", esc(_("Turn {n}", n=turn))
                         + f" <small>· {esc(t(view.get('era_name') or ''))}</small>",
                         cls="ts-k")
                     + tag("div", _pips(range(1, turn_t["last"] + 1), turn,
                                        lambda turn_: f"era-{eras[turn_ - 1]}"),
                           cls="ts-pips turn")
                     + tag("div", esc(_phase(view)), cls="ts-sub"), cls="ts-cell"))
    dc = tracks["defcon"]
    defcon = dc["value"]
    closed = dc["coup_closed"]
    regions = ", ".join(_rname(r) for r in closed)
    note = _("coups: all regions") if not closed else _("no coups: {regions}", regions=regions)
    why = (_("Coups and realignment rolls are allowed everywhere (8.1.5).") if not closed
           else _("No coups or realignment rolls in {regions} (8.1.5).", regions=regions))
    cells.append(tag("div",
                     tag("div", esc(_("DEFCON {n}", n=Markup(f"<b>{defcon}</b>"))),
                         cls="ts-k")
                     + tag("div", _pips((5, 4, 3, 2, 1), defcon, lambda d: f"d{d}"),
                           cls="ts-pips defcon")
                     + tag("div", esc(note), cls="ts-sub", title=why), cls="ts-cell"))
    vpt = tracks["vp"]
    vp = vpt["value"]
    pos = max(-20, min(20, vp))
    pct = 50 + pos * 2.5
    leader = vpt["leader"]
    who = _("even") if leader is None else _("{side} +{vp}", side=_side(leader),
                                                vp=vpt["lead"])
    cls = "even" if leader is None else SIDE_CLS[leader]
    cells.append(tag("div",
                     tag("div", esc(_("VP {score}", score=Markup(
                         f'<b class="{cls}">{esc(who)}</b>'))), cls="ts-k",
                         title=_("Victory points: + favours the US, - the USSR"))
                     + tag("div", tag("span", "", cls="mid")
                           + tag("span", "", cls=f"mark {cls}", style=f"left:{pct:.1f}%"),
                           cls="ts-vpbar", role="img", aria_label=_("VP {score}", score=who))
                     + tag("div", f'<span class="ussr">◀ {esc(_side(USSR))} 20</span>'
                           f'<span class="us">{esc(_side(US))} 20 ▶</span>',
                           cls="ts-sub ends", dir="ltr"),
                     cls="ts-cell vp"))
    mil = tracks["milops"]
    need = mil["required"]
    rows = ""
    for s, m in enumerate(mil["sides"]):
        value = m["value"]
        pips = "".join(f'<span class="pip{" on" if k < value else ""}'
                       f'{" need" if k < need else ""}"></span>' for k in range(5))
        rows += tag("div", tag("span", esc(_side(s)), cls=f"who {SIDE_CLS[s]}")
                    + tag("span", pips, cls=f"ts-pips mil {SIDE_CLS[s]}")
                    + tag("span", f"{value}" + (" ✓" if not m["short"] else ""), cls="num"),
                    cls="ts-row")
    cells.append(tag("div", tag("div", esc(_("Mil. ops")) + " <small>· "
                                + esc(_("need {n}", n=need)) + "</small>",
                                cls="ts-k", title=_("Military operations this turn (8.2)"))
                     + rows, cls="ts-cell"))
    space = tracks["space"]
    rows = ""
    for s, sp in enumerate(space["sides"]):
        k = sp["box"]
        pips = "".join(f'<span class="pip{" on" if j <= k else ""}"></span>'
                       for j in range(1, space["last"] + 1))
        rows += tag("div", tag("span", esc(_side(s)), cls=f"who {SIDE_CLS[s]}")
                    + tag("span", pips, cls=f"ts-pips space {SIDE_CLS[s]}")
                    + tag("span", f"{k}", cls="num", title=lang.name("twilight space",
                                                                      sp["name"])),
                    cls="ts-row")
    cells.append(tag("div", tag("div", esc(_("Space Race")), cls="ts-k") + rows,
                     cls="ts-cell"))
    cells.append(tag("div", _china(view, card_act, warned, civil_act), cls="ts-cell china"))
    return tag("div", "".join(cells), cls="ts-status")


def _china(view, card_act, warned=None, civil_act=None) -> str:
    war = _civil_war(view)
    if war is not None and (view.get("china") or {}).get("holder") not in (0, 1):
        body = (tag("span", esc(_("Chinese Civil War")), cls="t")
                + tag("span", esc(_("{side}: {n} of {claim} influence", side=_side(USSR),
                                    n=war, claim=CIVIL_WAR_CLAIM)), cls="w")
                + tag("span", esc(_("China Card: held by neither player (12)")), cls="o"))
        why = _("The USSR claims the China Card with 3 influence in the Chinese Civil "
                "War (12).")
        if civil_act:
            return (f'<button type="button" class="ts-china none act" '
                    f'data-action="{esc(civil_act)}" title="{esc(why)}">{body}</button>')
        return tag("div", body, cls="ts-china none civil-war", title=why)
    china = view.get("china") or {}
    holder = china.get("holder")
    up = china.get("face_up", True)
    printed = (view.get("cards") or {}).get("china") or {}
    number = printed.get("number")
    action = card_act.get(number)
    if holder in (0, 1):
        where = _("{side} · face up", side=_side(holder)) if up else \
            _("{side} · face down", side=_side(holder))
        cls = f"ts-china {SIDE_CLS[holder]}" + ("" if up else " down")
    else:
        where, cls = _("being played"), "ts-china none"
    body = (tag("span", esc(_("China Card")), cls="t")
            + tag("span", esc(where), cls="w")
            + tag("span", esc(_n("{n} op · +1 all in Asia", "{n} ops · +1 all in Asia",
                                 printed.get("ops", 4))), cls="o"))
    if action and action in (warned or {}):
        return (f'<button type="button" class="{cls} act warn" data-ui="warn" '
                f'data-warn="{esc(action)}" data-card="{number}" '
                f'title="{esc(_("Play the China Card (asks for a confirm)"))}">{body}</button>')
    if action:
        return (f'<button type="button" class="{cls} act" data-action="{esc(action)}" '
                f'data-card="{number}" title="{esc(_("Play the China Card"))}">{body}</button>')
    return tag("div", body, cls=cls, data_card=str(number))


# ----------------------------------------------------------------------------- cards
_OWNER = {"USSR": N_("USSR event"), "US": N_("US event"), "both": N_("both sides' event")}


def _card(card: dict, action: str | None = None, *, text: bool = False, extra: str = "",
          label: str = "", warning: str | None = None) -> str:
    """A card from its printed data in the view (number, name, ops, side, era, text,
    starred / persistent / scoring flags)."""
    n = card["number"]
    shown = card.get("printed", n)       # the edition's printed number (Deluxe 35/81/101/98)
    scoring = card["scoring"]
    ops = _p("twilight card ops", "S") if scoring else str(card["ops"])
    tags = []
    if warning:
        tags.append(tag("span", "⚠ " + esc(_("careful")), cls="tg warn", title=t(warning)))
    if scoring:
        tags.append(tag("span", esc(_("Scoring")), cls="tg sc"))
    if card["starred"]:
        tags.append(tag("span", "✱ " + esc(_("removed")), cls="tg",
                        title=_("Removed from the game after its event (asterisk)")))
    if card["persistent"]:
        tags.append(tag("span", esc(_("stays in play")), cls="tg",
                        title=_("Its effect lasts: kept beside the map")))
    owner = _(_OWNER[card["side"]])
    era = card["era"]
    name, said = _card_name(card), _card_text(card)
    kind = _("scoring card") if scoring else _n("{n} operation", "{n} operations", card["ops"])
    body = (tag("span", tag("span", esc(ops), cls="ops", title=kind)
                + tag("span", f"#{shown}", cls="no")
                + tag("span", esc(_(ERA_SHORT[era])), cls="era"), cls="top")
            + tag("span", esc(name), cls="nm")
            + tag("span", "".join(tags) + tag("span", esc(owner), cls="tg own"), cls="tags")
            + (tag("span", esc(said), cls="tx") if text else ""))
    if "effect" in extra:
        body += tag("span", esc(_("in effect")), cls="tg eff")
    cls = f"ts-card {CARD_SIDE_CLS[card['side']]} era-{era}" + (" act" if action else "") \
        + (" warn" if action and warning else "") + extra
    title = _("#{number} {card} ({owner}, {kind}): {text}", number=shown, card=name,
              owner=owner,
              kind=_("scoring card") if scoring else _n("{n} op", "{n} ops", card["ops"]),
              text=said)
    label = t(label or action)
    # a screen reader says what a tap does, then the card as it is printed (its name
    # holds the visible text: WCAG 2.5.3, label in name)
    if action and warning:
        said_first = tag("span", esc(_("{action} (asks for a confirm)", action=label)) + ": ",
                         cls="sr-only")
        return (f'<button type="button" class="{cls}" data-ui="warn" data-warn="{esc(action)}"'
                f' data-card="{n}" title="{esc(title)}">{said_first}{body}</button>')
    if action:
        said_first = tag("span", esc(label) + ": ", cls="sr-only")
        return (f'<button type="button" class="{cls}" data-action="{esc(action)}" '
                f'data-card="{n}" title="{esc(title)}">{said_first}{body}</button>')
    return f'<div class="{cls}" data-card="{n}" title="{esc(title)}">{body}</div>'


def _hand(ctx, view, card_act, warned=None) -> str:
    side = view.get("side")
    hand = (view.get("cards") or {}).get("hand")
    if side is None or hand is None:
        return ""
    texts = bool(ctx.keep.get("texts"))
    labels = ctx.labels
    warned = warned or {}
    cards = "".join(_card(c, card_act.get(c["number"]), text=texts,
                          label=labels.get(card_act[c["number"]], "")
                          if c["number"] in card_act else "",
                          warning=warned.get(card_act.get(c["number"])))
                    for c in hand)
    if not cards:
        cards = tag("span", esc(_("no cards")), cls="muted")
    title = _n("Your hand · {side} · {n} card", "Your hand · {side} · {n} cards",
               len(hand), side=_side(side))
    head = (boards.drawer_button(title) + tag("span", esc(title), cls="ts-title")
            + tag("span", esc(_("secret: pass the device face down")), cls="muted small")
            + f'<button type="button" class="btn ts-toggle" data-ui="texts" '
              f'aria-pressed="{"true" if texts else "false"}">'
            + esc(_("Hide card texts") if texts else _("Show card texts")) + "</button>")
    return tag("section", tag("div", head, cls="ts-head") + tag("div", cards, cls="ts-cards"),
               cls=f"ts-hand {SIDE_CLS[side]}", aria_label=_("Your hand"))


def _extras(view) -> str:
    side = view.get("side")
    cards = view.get("cards") or {}
    parts = []
    resolving = cards.get("resolving") or []
    if resolving:
        parts.append(tag("div", tag("div", esc(_("Being played")), cls="ts-k")
                         + tag("div", "".join(_card(c, text=True, extra=" big")
                                              for c in resolving), cls="ts-cards"),
                         cls="ts-box resolving"))
    heads = cards.get("headline") or [None, None]
    if any(h is not None for h in heads):
        row = "".join(tag("div", tag("div", esc(_("{side} headline", side=_side(s))),
                                     cls="ts-k small")
                          + _card(heads[s], text=True), cls="ts-headline")
                      for s in (USSR, US) if heads[s] is not None)
        parts.append(tag("div", row, cls="ts-box heads"))
    in_play = cards.get("in_play") or []
    body = "".join(_card(c, extra=" mini") for c in in_play)
    for effect in cards.get("effects") or []:     # effects of cards no longer in play
        if effect["key"] == CIVIL_WAR:            # drawn on the China Card's box
            continue
        if effect["card"] is None:
            body += tag("span", esc(lang.text_of(effect["text"])),
                        cls="ts-effect")
        elif not effect["in_play"]:
            body += _card(effect["card"], extra=" mini effect")
    if body:
        parts.append(tag("div", tag("div", esc(_("In play & effects")), cls="ts-k")
                         + tag("div", body, cls="ts-cards"), cls="ts-box inplay"))
    sizes = view.get("hand_sizes") or [0, 0]
    opp_rows = []
    for s in (USSR, US):
        if s == side:
            continue
        backs = "".join(tag("span", "", cls=f"back {SIDE_CLS[s]}") for _card_back in range(sizes[s]))
        opp_rows.append(tag("div", tag("span", esc(_n(
            "{side} hand: {n} card", "{side} hand: {n} cards", sizes[s], side=_side(s),
            n=Markup(f"<b>{sizes[s]}</b>"))), cls="who")
                            + tag("span", backs, cls="backs"), cls="ts-opp"))
    revealed = cards.get("opponent_revealed") or []
    if revealed:
        why = cards.get("revealed_why")
        opp_rows.append(tag("div", tag("div", esc(
            _("Opponent's cards shown to you ({why})", why=lang.text_of(why))
            if why else _("Opponent's cards shown to you")), cls="ts-k small")
                            + tag("div", "".join(_card(c, extra=" mini") for c in revealed),
                                  cls="ts-cards"), cls="ts-revealed"))
    discard = cards.get("discard") or []
    removed = cards.get("removed") or []
    piles = esc(_("Draw pile {deck} · discards {discards} · removed {removed}",
                  deck=Markup(f"<b>{view.get('deck_size', 0)}</b>"),
                  discards=Markup(f"<b>{len(discard)}</b>"),
                  removed=Markup(f"<b>{len(removed)}</b>")))
    opp_rows.append(tag("div", piles, cls="ts-piles"))
    if discard:
        opp_rows.append(tag("div", esc(_("Discards: {cards}", cards=", ".join(
            _card_name(c) for c in reversed(discard)))), cls="ts-list small"))
    if removed:
        opp_rows.append(tag("div", esc(_("Removed: {cards}", cards=", ".join(
            _card_name(c) for c in reversed(removed)))), cls="ts-list small"))
    parts.append(tag("div", "".join(opp_rows), cls="ts-box others"))
    return tag("div", "".join(parts), cls="ts-extras")


def _recent(view) -> str:
    log = view.get("log") or []
    if not log:
        return ""
    items = "".join(tag("li", esc(t(line))) for line in log[-3:])  # what just happened
    return tag("ul", items, cls="ts-recent", aria_label=_("Latest events"))


def _legend() -> str:
    return (f'<div class="ts-legend" dir="{lang.direction()}"><span class="lg bg">{esc(_("Battleground"))}</span>'
            f'<span class="lg nbg">{esc(_("Other country"))}</span>'
            f'<span class="lg inf ussr">{esc(_("{side} influence", side=_side(USSR)))}</span>'
            f'<span class="lg stab">{esc(_("stability"))}</span>'
            f'<span class="lg inf us">{esc(_("{side} influence", side=_side(US)))}</span>'
            f'<span class="lg ctl">{esc(_("filled = controls"))}</span></div>')


# ----------------------------------------------------------------------------- comfort
# Issue 15: warnings ask for a confirm, "since your last turn", previews.

# ``ctx.keep["confirm"]``: whether the confirm panel was on screen at the last redraw:
# the redraw after it (played, cancelled) puts a short-lived shield over the page, so
# that the second tap of a double tap on the panel cannot press what is drawn under it.
# ``ctx.keep["since"]``: "since your last turn" as computed when the player took the
# device, kept for the rest of their turn (after their first decision the engine's
# comparison is empty: the list must not vanish and move the map under their finger):
# {viewer, out (the summary), open (or folded), log (the log it was made at)}.


def _since(ctx) -> tuple[str, frozenset]:
    """The "since your last turn" list (markup) and the countries to highlight: what
    changed from the viewer's own view right after their last decision (``ctx.since``)
    to now, from the engine's comparison (public facts only). Computed when the player
    takes the device (``ctx.fresh``: the countries are highlighted until the first tap)
    and kept, open unless folded, until the device changes hands."""
    if ctx.viewer is None or not ctx.legal:     # not on the done panel, nor the curtain
        return "", frozenset()
    log = ctx.view.get("log") or []
    kept = ctx.keep.get("since") or {}
    same_turn = (kept.get("viewer") == ctx.viewer and ctx.since and kept.get("log") is not None
                 and log[:len(kept["log"])] == kept["log"])   # the same game, played on since
    if ctx.fresh or not same_turn:
        out = None
        if ctx.since:
            try:
                out = SUMMARY(ctx.since, ctx.view)
            except Exception:       # a view of another shape: say nothing rather than fail
                out = None
        kept = ctx.keep["since"] = {"viewer": ctx.viewer, "out": out, "open": True,
                                    "log": list(log)}
    out = kept["out"] or {}
    lines = out.get("lines") or []
    if not lines:
        return "", frozenset()
    shown = kept["open"]
    names = out.get("countries") or []
    what = (_n("{n} country changed", "{n} countries changed", len(names)) if names
            else _n("{n} entry", "{n} entries", len(lines)))
    head = (f'<button type="button" class="ts-since-head" data-ui="since" '
            f'data-open="{1 if shown else 0}" aria-expanded="{"true" if shown else "false"}">'
            + tag("span", esc(_("Since your last turn")), cls="t")
            + tag("span", esc(what), cls="n")
            + tag("span", esc(_("hide") if shown else _("show")), cls="tg") + "</button>")
    body = tag("ul", "".join(tag("li", esc(t(line))) for line in lines),
               cls="ts-since-list") if shown else ""
    cls = "ts-since" + (" fresh" if ctx.fresh else "") + (" open" if shown else "")
    return (tag("section", head + body, cls=cls, id="ts-since",
                aria_label=_("Since your last turn")),
            frozenset(names) if ctx.fresh else frozenset())


def _region_now(info: dict) -> tuple[str, str]:
    now = info["now"]
    vp, winner = now["vp"], now["winner"]
    if winner is not None:
        return _("{side} wins", side=_side(winner)), SIDE_CLS[winner]
    if vp:
        return (_("{side} +{vp}", side=_side(US if vp > 0 else USSR), vp=abs(vp)),
                "us" if vp > 0 else "ussr")
    return _("even"), "even"


def _previews(ctx) -> str:
    """While choosing a coup target: each target's odds (6.3); while placing influence:
    the points that change who controls a country (2.1.4) and what each region would
    score now (10.1). Texts are the engine's advice; the box keeps its height, so the map
    does not move while the list changes."""
    decision = ctx.view.get("decision") or {}
    kind = decision.get("kind")
    if kind not in ("coup", "points") or not ctx.legal:
        return ""
    advice = _advice(ctx)
    texts = [advice[a]["preview"] for a in ctx.legal
             if a in advice and advice[a].get("preview")]
    rows = []
    if kind == "coup":
        title = _("Coup odds (6.3)")
        rows = [tag("li", esc(t(text))) for text in texts]
    else:
        title = _("Previews")
        if texts:
            rows.append(tag("li", tag("b", esc(_("One more point changes control (2.1.4):"))
                                      + " ")
                            + esc(" ".join(t(text) for text in texts))))
        regions = ctx.view.get("regions") or {}
        scores = []
        for region in REGIONS:
            info = regions.get(region)
            if info and info.get("now"):
                text, cls = _region_now(info)
                scores.append(f'{esc(_rname(region))} <span class="{cls}">{esc(text)}</span>')
        if scores:
            rows.append(tag("li", tag("b", esc(_("Scored now (10.1):")) + " ")
                            + " · ".join(scores)))
    if not rows:
        return ""
    return tag("section", tag("div", esc(title), cls="ts-k") + tag("ul", "".join(rows)),
               cls=f"ts-preview {kind}", id="ts-preview", aria_label=title)


def _warned_buttons(ctx, country_act, card_act) -> str:
    """Warned actions that are buttons (not on a country or a card): drawn here, where
    a tap opens the confirm panel instead of playing."""
    warned = _warned(ctx)
    on_board = set(country_act.values()) | set(card_act.values())
    out = [button("⚠ " + t(ctx.labels.get(a, a)), cls="btn act big warn", data_ui="warn",
                  data_warn=a, title=t(warned[a]))
           for a in ctx.legal if a in warned and a not in on_board]
    if not out:
        return ""
    return tag("div", tag("span", esc(_("Also possible, after a warning:")), cls="ts-k")
               + "".join(out),
               cls="ts-warned", id="ts-warned")


def _confirm(ctx) -> str:
    """The confirm panel of a warned action: the warning (it names the rule), the
    preview if any, "Play it anyway" (the real action) and "Cancel". A screen-wide
    backdrop keeps stray taps off the board; the buttons wait a moment before they work,
    so the second tap of a double tap on the warned piece does not confirm it."""
    action = ctx.ui.get("confirm")
    warned = _warned(ctx)
    if action not in warned:
        return ""
    preview = _advice(ctx)[action].get("preview")
    body = (tag("div", "⚠ " + esc(_("This move may cost you the game")),
                cls="ts-confirm-title")
            + tag("div", esc(t(ctx.labels.get(action, action))), cls="ts-confirm-what")
            + tag("p", esc(t(warned[action])), cls="ts-confirm-warn", id="ts-warning")
            + (tag("p", esc(t(preview)), cls="ts-confirm-preview") if preview else "")
            + tag("div", button(_("Play it anyway"), cls="btn big danger", data_action=action)
                  + button(_("Cancel"), cls="btn big primary", data_ui="cancel"),
                  cls="ts-confirm-actions")
            + tag("span", "", cls="ts-hold"))
    return tag("div", tag("div", body, cls="ts-confirm", id="ts-confirm", role="alertdialog",
                          aria_modal="true", aria_label=_("Confirm a risky move")),
               cls="ts-confirm-wrap")


# ----------------------------------------------------------------------------- entry
def render(ctx) -> str:
    view = ctx.view
    country_act, card_act, multi = _plan(ctx)
    warned = _warned(ctx)
    china = ((view.get("cards") or {}).get("china") or {}).get("number")
    focus = "hand" if any(n != china for n in card_act) else "map"
    hint = ""
    if country_act:
        hint = tag("div", esc(_("Tap a highlighted country on the map.")), cls="ts-hint")
    elif focus == "hand" and (view.get("peek") or ()):
        hint = tag("div", esc(_("Tap a card you look at to discard it.")), cls="ts-hint")
    elif focus == "hand":
        hint = tag("div", esc(_("Tap a highlighted card of your hand.")), cls="ts-hint")
    if hint and warned:
        hint = hint[:-len("</div>")] + tag("span", " " + esc(_(
            "⚠ marks a move that asks for a confirm.")), cls="warn") + "</div>"
    civil = _civil_war_act(ctx)
    civil_act = next(iter(civil), None)
    if civil_act and not hint:
        hint = tag("div", esc(_("Tap the Chinese Civil War box to place influence there.")),
                   cls="ts-hint")
    since, changed = _since(ctx)
    confirm = _confirm(ctx)
    shield = ""
    if confirm:
        ctx.keep["confirm"] = True
    elif ctx.keep.get("confirm"):
        ctx.keep["confirm"] = False
        shield = '<div class="ts-shield" aria-hidden="true"></div>'
    # the map stays geographic on a right-to-left page (dir="ltr")
    geo = GEOMETRY[layout(ctx.screen, ctx.keep)]
    mapbox = tag("div", tag("div", _map(ctx, country_act, multi, changed | ctx.changed),
                            cls="map-stage", style=f"--ar: {geo.width / geo.height:.4f}")
                 + boards.map_tools(), cls="ts-mapwrap",
                 dir="ltr")
    # what goes beside the map on a tablet (a column of its own, scrolled by itself):
    # the decision's hints first, then the news and the piles
    side = tag("div", since + _warned_buttons(ctx, country_act, card_act) + hint
               + _previews(ctx) + _peek(ctx, card_act) + _recent(view) + _extras(view)
               + _legend(),
               cls="ts-side side-panel", tabindex="0", aria_label=_("Game details"))
    return tag("div",
               _tracks(view, card_act, warned, civil_act) + _hand(ctx, view, card_act, warned)
               + mapbox + side + confirm + shield,
               cls=f"ts focus-{focus}" + (" fresh" if changed else ""), data_focus=focus)
