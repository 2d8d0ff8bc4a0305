"""Board of the demo game (Boost Pig): score tracks, the turn total, the viewer's cards.

Also the example of the board-renderer contract described in ``boards.py``: boost cards
in the viewer's hand are tappable (``data-action``) when the engine offers them.
"""

from __future__ import annotations

from ui import esc, tag

PIPS = {1: (4,), 2: (0, 8), 3: (0, 4, 8), 4: (0, 2, 6, 8), 5: (0, 2, 4, 6, 8),
        6: (0, 2, 3, 5, 6, 8)}


def _die(value: int) -> str:
    cells = "".join(tag("i", cls="pip" if i in PIPS.get(value, ()) else "") for i in range(9))
    return tag("div", cells, cls="die", aria_label=f"die showing {value}")


def _last_roll(log: list[str]) -> int | None:
    for line in reversed(log[-3:]):
        if " rolls " in line:
            try:
                return int(line.split(" rolls ", 1)[1].split()[0])
            except ValueError:
                return None
    return None


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
                          tag("div", esc(name), cls="track-name")
                          + tag("div", bar, cls="track-bar")
                          + tag("div", f"{score}" + (f" <small>+{pending}</small>" if pending else ""),
                                cls="track-score")
                          + tag("div", f"{v['hand_sizes'][i]} card(s)", cls="track-cards"),
                          cls=f"track p{i}{turn}{win}"))
    roll = _last_roll(v.get("log", []))
    if v["winner"] is not None:
        status = f"{esc(v['players'][v['winner']])} reached {target} first"
    else:
        status = f"Turn total <b>{v['turn_total']}</b> · first to {target}"
    centre = tag("div",
                 (_die(roll) if roll else tag("div", "", cls="die blank"))
                 + tag("div", status, cls="turn-total"),
                 cls="table-centre")
    hand = ""
    if v.get("hand") is not None and ctx.viewer is not None:
        cards = []
        for value in v["hand"]:
            action = f"boost:{value}"
            playable = action in ctx.legal
            cards.append(tag("button", f"+{value}", type="button",
                             cls="card" + (" playable" if playable else ""),
                             data_action=action if playable else None,
                             disabled=not playable,
                             title="Play this boost card" if playable else "One boost per turn"))
        body = "".join(cards) or tag("span", "no boost cards left", cls="muted")
        hand = tag("div", tag("div", f"{esc(v['players'][ctx.viewer])}'s boost cards (secret)",
                              cls="hand-title") + tag("div", body, cls="cards"),
                   cls=f"hand p{ctx.viewer}")
    return tag("div", "".join(tracks), cls="tracks") + centre + hand


def buttons(ctx) -> list[str]:
    # Boost cards are tapped in the hand; roll and hold stay as big buttons.
    return [a for a in ctx.legal if not a.startswith("boost:")]
