"""The Twilight map as SVG: the 84 country boxes (influence, control, what a tap plays),
the regions' scoring labels, the legend."""

from __future__ import annotations

from games.twilight import layout as L
from games.twilight.comfort import _region_now
from games.twilight.geometry import BH, BW, GEOMETRY, _num, layout
from games.twilight.names import (COUNTRY, COUNTRY_CTX, NAMES, REGION_CLS, SIDE_CLS, US,
                                  USSR, _cname, _lines, _rname, _side)
from games.twilight.plan import _advice
import lang
from lang import Markup, _, _n, t
from ui import esc


def _scoring_text(region: dict) -> str:
    ctl = region["control"]
    return _("{presence} / {domination} / {control} VP", presence=region["presence"],
             domination=region["domination"], control=_("win") if ctl is None else ctl)


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
