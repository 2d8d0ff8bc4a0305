"""Board of the demo game (Boost Pig): score tracks, the turn total, the viewer's cards.

Also the example of the board-renderer contract described in ``boards.py``: everything
comes from ``ctx.view`` (scores, turn total, ``last_roll``, the viewer's own cards) and the
pending decision's ``targets`` (``{action: boost card value}``): a boost card of the hand
is tappable (``data-action``) when the engine offers an action aimed at it.
"""

from __future__ import annotations

import lang
from lang import Markup, _, _n
from ui import esc, tag

PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8),
        6: (0, 2, 3, 5, 6, 8)}


def _die(value: int) -> str:
    cells = "".join(tag("i", cls="pip" if i in PIPS.get(value, ()) else "") for i in range(9))
    return tag("div", cells, cls="die", aria_label=_("die showing {n}", n=value))


def render(ctx) -> str:
    v = ctx.view
    target = v["target"]
    tracks = []
    for i, name in enumerate(v["players"]):
        score = v["scores"][i]
        pending = v["turn_total"] if v["to_move"] == i else 0
        pct = min(100, 100 * score / target)
        extra = min(100 - pct, 100 * pending / target)
        bar = (tag("div", "", cls="fill", style=f"width:{pct:.1f}%")
               + tag("div", "", cls="pending", style=f"width:{extra:.1f}%"))
        turn = " turn" if v["to_move"] == i else ""
        win = " winner" if v["winner"] == i else ""
        tracks.append(tag("div",
                          tag("div", esc(lang.name("demo player", name)), cls="track-name")
                          + tag("div", bar, cls="track-bar")
                          + tag("div", f"{score}" + (f" <small>+{pending}</small>" if pending else ""),
                                cls="track-score")
                          + tag("div", esc(_n("{n} card", "{n} cards", v["hand_sizes"][i])),
                                cls="track-cards"),
                          cls=f"track p{i}{turn}{win}"))
    last = v.get("last_roll")
    roll = last["value"] if last else None
    if v["winner"] is not None:
        status = esc(_("{player} reached {target} first",
                       player=lang.name("demo player", v["players"][v["winner"]]),
                       target=target))
    else:
        status = esc(_("Turn total {total} · first to {target}",
                       total=Markup(f"<b>{v['turn_total']}</b>"), target=target))
    centre = tag("div",
                 (_die(roll) if roll else tag("div", "", cls="die blank"))
                 + tag("div", status, cls="turn-total"),
                 cls="table-centre")
    hand = ""
    if v.get("hand") is not None and ctx.viewer is not None:
        cards = []
        by_value = _card_actions(ctx)
        for value in v["hand"]:
            action = by_value.get(value)
            playable = action is not None
            cards.append(tag("button", f"+{value}", type="button",
                             cls="card" + (" playable" if playable else ""),
                             data_action=action if playable else None,
                             disabled=not playable,
                             title=_("Play this boost card") if playable
                             else _("One boost per turn")))
        body = "".join(cards) or tag("span", esc(_("no boost cards left")), cls="muted")
        hand = tag("div", tag("div", esc(_("{player}'s boost cards (secret)", player=lang.name(
            "demo player", v["players"][ctx.viewer]))), cls="hand-title")
                   + tag("div", body, cls="cards"),
                   cls=f"hand p{ctx.viewer}")
    return tag("div", "".join(tracks), cls="tracks") + centre + hand


def _card_actions(ctx) -> dict:
    """``{card value: legal action aimed at it}`` from the decision's targets."""
    targets = (ctx.view.get("decision") or {}).get("targets") or {}
    return {t: a for a, t in targets.items() if a in ctx.legal}


def buttons(ctx) -> list[str]:
    # Boost cards are tapped in the hand; roll and hold stay as big buttons.
    on_cards = set(_card_actions(ctx).values())
    return [a for a in ctx.legal if a not in on_cards]
