"""Play comfort on the Twilight board (issue 15): "since your last turn" (the engine's
``GameSpec.changes``, kept in ``ctx.keep`` for the turn), previews, warned actions and
their confirm panel."""

from __future__ import annotations

from engine.games import get_spec
from games.twilight.names import REGIONS, SIDE_CLS, US, USSR, _rname, _side
from games.twilight.plan import _advice, _warned
from lang import _, _n, t
from ui import button, esc, tag

#: "since your last turn": the engine's comparison of two views (engine/twilight/summary.py)
SUMMARY = get_spec("twilight").changes


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
