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

import boards
from games.twilight.cards import _extras, _hand, _peek, _recent
from games.twilight.comfort import _confirm, _previews, _since, _warned_buttons
from games.twilight.drawing import _legend, _map
from games.twilight.geometry import GEOMETRY, layout
from games.twilight.plan import _civil_war_act, _plan, _warned
from games.twilight.tracks import _tracks
from lang import _
from ui import esc, tag

#: this board draws its own "since your last turn" (boards.py)
SHOWS_SINCE = True


def buttons(ctx) -> list[str]:
    """The decision panel's buttons: the legal actions not drawn on the board, less the
    warned ones (the board draws those itself, with the confirm they ask for)."""
    country_act, card_act, _multi = _plan(ctx)
    on_board = set(country_act.values()) | set(card_act.values()) | _civil_war_act(ctx)
    warned = _warned(ctx)
    return [a for a in ctx.legal if a not in on_board and a not in warned]


def on_ui(ctx, data: dict):
    """``texts``: show / hide the event texts on the cards (kept in ``ctx.keep`` for
    the rest of the game). ``warn``: a warned action was tapped: show its confirm panel
    (the panel's "Play it anyway" carries the real action). ``cancel``: close it. ``since``: open / close the
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
