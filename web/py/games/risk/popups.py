"""The pop-ups over Risk's map: the battle (the attacker's and the defender's dice, the
win chance from the view) and the choices of a selected territory or pair."""

from __future__ import annotations

from engine.core.i18n import N_
from games.risk import layout as L
from games.risk.names import _dice_count, _short, _shown_name, _terr
from games.risk.plan import Plan, _decision, _number, _verb
import lang
from lang import Markup, _, t
from ui import esc, tag

# the pop-up of two territories: a short text for each kind of attack
POPUP_TEXT = {"attack": N_("Roll once"), "assault": N_("Until it falls")}


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
