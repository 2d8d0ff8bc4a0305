"""The tracks above the Twilight map: turn, DEFCON, victory points, military operations,
the Space Race and the China Card."""

from __future__ import annotations

from games.twilight.names import SIDE_CLS, US, USSR, _rname, _side
from games.twilight.plan import CIVIL_WAR_CLAIM, _civil_war
import lang
from lang import Markup, _, _n, t
from ui import esc, tag


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


def _turn_cell(view) -> str:
    """The turn track (each box in its era's colour), the era and the phase."""
    turn_t = view["tracks"]["turn"]
    turn, eras = turn_t["value"], turn_t["eras"]
    return tag("div",
               tag("div", esc(_("Turn {n}", n=turn))
                   + f" <small>· {esc(t(view.get('era_name') or ''))}</small>", cls="ts-k")
               + tag("div", _pips(range(1, turn_t["last"] + 1), turn,
                                  lambda turn_: f"era-{eras[turn_ - 1]}"),
                     cls="ts-pips turn")
               + tag("div", esc(_phase(view)), cls="ts-sub"), cls="ts-cell")


def _defcon_cell(view) -> str:
    """DEFCON and the regions where it forbids coups and realignment rolls (8.1.5)."""
    dc = view["tracks"]["defcon"]
    defcon, closed = dc["value"], dc["coup_closed"]
    regions = ", ".join(_rname(r) for r in closed)
    note = _("coups: all regions") if not closed else _("no coups: {regions}", regions=regions)
    why = (_("Coups and realignment rolls are allowed everywhere (8.1.5).") if not closed
           else _("No coups or realignment rolls in {regions} (8.1.5).", regions=regions))
    return tag("div",
               tag("div", esc(_("DEFCON {n}", n=Markup(f"<b>{defcon}</b>"))), cls="ts-k")
               + tag("div", _pips((5, 4, 3, 2, 1), defcon, lambda d: f"d{d}"),
                     cls="ts-pips defcon")
               + tag("div", esc(note), cls="ts-sub", title=why), cls="ts-cell")


def _vp_cell(view) -> str:
    """The victory points: who leads, by how much, on a bar from USSR 20 to US 20."""
    vpt = view["tracks"]["vp"]
    pct = 50 + max(-20, min(20, vpt["value"])) * 2.5
    leader = vpt["leader"]
    who = _("even") if leader is None else _("{side} +{vp}", side=_side(leader),
                                                vp=vpt["lead"])
    cls = "even" if leader is None else SIDE_CLS[leader]
    return tag("div",
               tag("div", esc(_("VP {score}", score=Markup(
                   f'<b class="{cls}">{esc(who)}</b>'))), cls="ts-k",
                   title=_("Victory points: + favours the US, - the USSR"))
               + tag("div", tag("span", "", cls="mid")
                     + tag("span", "", cls=f"mark {cls}", style=f"left:{pct:.1f}%"),
                     cls="ts-vpbar", role="img", aria_label=_("VP {score}", score=who))
               + tag("div", f'<span class="ussr">◀ {esc(_side(USSR))} 20</span>'
                     f'<span class="us">{esc(_side(US))} 20 ▶</span>',
                     cls="ts-sub ends", dir="ltr"),
               cls="ts-cell vp")


def _milops_cell(view) -> str:
    """Each side's military operations this turn against the requirement (8.2)."""
    mil = view["tracks"]["milops"]
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
    return tag("div", tag("div", esc(_("Mil. ops")) + " <small>· "
                          + esc(_("need {n}", n=need)) + "</small>",
                          cls="ts-k", title=_("Military operations this turn (8.2)"))
               + rows, cls="ts-cell")


def _space_cell(view) -> str:
    """Each side's box on the Space Race track."""
    space = view["tracks"]["space"]
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
    return tag("div", tag("div", esc(_("Space Race")), cls="ts-k") + rows, cls="ts-cell")


def _tracks(view, card_act, warned=None, civil_act=None) -> str:
    """The row of tracks above the map: turn, DEFCON, VP, military operations, Space
    Race and the China Card (which a tap may play)."""
    return tag("div", _turn_cell(view) + _defcon_cell(view) + _vp_cell(view)
               + _milops_cell(view) + _space_cell(view)
               + tag("div", _china(view, card_act, warned, civil_act), cls="ts-cell china"),
               cls="ts-status")


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
