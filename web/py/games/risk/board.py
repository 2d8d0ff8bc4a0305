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

import boards
from engine.core.i18n import N_
from games.risk import layout as L
from games.risk.colours import _colours_of
from games.risk.drawing import _map_svg
from games.risk.names import CARD_CTX, _armies, _shown_name, _terr, seen
from games.risk.panels import _hand, _missions, _neutrals, _players
from games.risk.plan import (FORTIFY_KINDS, PHASE_STEP, Plan, _battle_this_turn, _reset,
                             _verb)
from games.risk.since import _since
import lang
from lang import Markup, _, _n, t
from ui import esc, tag

#: this board draws its own "since your last turn" (boards.py)
SHOWS_SINCE = True

SETUP_TEXT = {"claim": N_("Setup: claim the territories"),
              "setup_place": N_("Setup: place the starting armies"),
              "setup_neutral": N_("Setup: place the neutral armies")}


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
