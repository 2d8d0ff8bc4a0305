""""Since your last turn" (issue 15 item 2): what changed between two views of the same
side, as plain data for a board to list and highlight.

:func:`changes` compares ``before`` (the viewer's view right after their own last
decision) with ``after`` (their view now) and returns::

    {"lines": [message, ...],       # what happened, in play order, then the net changes
     "countries": [name, ...],      # countries whose influence changed (map order)
     "places": [name, ...],         # the same (``GameSpec.changes``' common key)
     "log": [message, ...]}         # the log entries added since (all of them)

It reads views only (``state.view(seat)``: never a secret), and only their public parts:
the log, the influence on the map and the tracks. The viewer's own hand is never read,
so two positions that differ only in hidden cards give the same summary.
"""

from __future__ import annotations

import re

from engine.core.i18n import msg, nmsg, text

from . import board as B
from . import terms as T

#: log entries the influence lines below say better: one point placed at a time (by
#: operations, at setup, or by an event one country at a time). Entries are messages:
#: they are sorted by their English text (which entries, never what the page says)
_PLACEMENT = re.compile(r"^(USSR|US) places 1 influence in .+ \((cost \d+|setup)"
                        r"|^(?:[^:]+: )?(?:the )?(USSR|US) (places|takes|removes|adds|gains"
                        r"|loses) 1 influence (in|from) [^.;:]+\.$")
#: log entries kept first when the list is cut: cards played and how, headlines, coups,
#: realignments, the Space Race and DEFCON
_KEY = re.compile(r"^(USSR|US) plays |^Headline|^Coup in |^Realignment in |DEFCON|Space Race")
#: the longest list of log entries shown (the rest: "... more in the log")
MAX_EVENTS = 12


def _vp(value: int):
    if value == 0:
        return msg("even")
    return msg("{side} +{n}", side=T.side(B.US if value > 0 else B.USSR), n=abs(value))


def _track(view: dict, *path, default=None):
    node = view
    for key in path:
        if not isinstance(node, (dict, list)):
            return default
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            return default
    return node


def _events(before: dict, after: dict) -> tuple[list, list]:
    """(the log entries added since, the notable ones of them)."""
    old = before.get("log") or []
    new = after.get("log") or []
    if len(new) >= len(old) and new[:len(old)] == old:
        added = list(new[len(old):])
    else:                                   # not a continuation: nothing reliable to say
        added = []
    english = [text(line) for line in added]
    notable = [k for k, line in enumerate(english) if not _PLACEMENT.match(line)
               and not line.startswith("---")]
    if len(notable) > MAX_EVENTS:
        # keep the cards played, headlines, coups and DEFCON first, then the rest in
        # order of play, up to the limit; the list stays in the order of play
        keep = {k for k in notable if _KEY.search(english[k])}
        keep = set(sorted(keep)[:MAX_EVENTS - 1])
        for k in notable:
            if len(keep) >= MAX_EVENTS - 1:
                break
            keep.add(k)
        more = len(notable) - len(keep)
        return added, [added[k] for k in notable if k in keep] + [
            nmsg("… and {n} more entry in the log.", "… and {n} more entries in the log.",
                 more)]
    return added, [added[k] for k in notable]


def _influence(before: dict, after: dict) -> tuple[list, list[str]]:
    was_all = before.get("countries") or {}
    lines, names = [], []
    for name, now in (after.get("countries") or {}).items():
        was = was_all.get(name)
        if was is None or was.get("influence") == now.get("influence"):
            continue
        names.append(name)
        parts = []
        for s in (0, 1):
            a, b = was["influence"][s], now["influence"][s]
            if a != b:
                parts.append(msg("{side} {before} → {after}", side=T.side(s), before=a,
                                 after=b))
        country = T.country_named(name)
        c0, c1 = was.get("controller"), now.get("controller")
        if c0 != c1 and c1 is not None:
            lines.append(msg("{country}: {changes} (now {side} control).", country=country,
                             changes=parts, side=T.side(c1)))
        elif c0 != c1:
            lines.append(msg("{country}: {changes} (no longer {side} control).",
                             country=country, changes=parts, side=T.side(c0)))
        else:
            lines.append(msg("{country}: {changes}.", country=country, changes=parts))
    return lines, names


def _tracks(before: dict, after: dict) -> list:
    out = []
    t0, t1 = _track(before, "tracks", "turn", "value"), _track(after, "tracks", "turn", "value")
    if t0 is not None and t1 is not None and t0 != t1:
        out.append(msg("Turn {before} → {after}.", before=t0, after=t1))
    v0, v1 = _track(before, "tracks", "vp", "value"), _track(after, "tracks", "vp", "value")
    if v0 is not None and v1 is not None and v0 != v1:
        out.append(msg("VP: {before} → {after}.", before=_vp(v0), after=_vp(v1)))
    d0 = _track(before, "tracks", "defcon", "value")
    d1 = _track(after, "tracks", "defcon", "value")
    if d0 is not None and d1 is not None and d0 != d1:
        out.append(msg("DEFCON: {before} → {after}.", before=d0, after=d1))
    for s in (0, 1):
        m0 = _track(before, "tracks", "milops", "sides", s, "value")
        m1 = _track(after, "tracks", "milops", "sides", s, "value")
        if m0 is not None and m1 is not None and m0 != m1:
            out.append(msg("{side} military operations: {before} → {after}.",
                           side=T.side(s), before=m0, after=m1))
    for s in (0, 1):
        b0 = _track(before, "tracks", "space", "sides", s, "box")
        b1 = _track(after, "tracks", "space", "sides", s, "box")
        if b0 is not None and b1 is not None and b0 != b1:
            out.append(msg("{side} Space Race: box {before} → {after} ({box}).",
                           side=T.side(s), before=b0, after=b1, box=T.space_box(b1)))
    h0 = _track(before, "china", "holder")
    h1 = _track(after, "china", "holder")
    if h0 != h1 and h1 in (0, 1):
        if _track(after, "china", "face_up", default=True):
            out.append(msg("The China Card is now the {side}'s.", side=T.side(h1)))
        else:
            out.append(msg("The China Card is now the {side}'s (face down).",
                           side=T.side(h1)))
    return out


def changes(before: dict | None, after: dict) -> dict:
    """What changed from ``before`` to ``after`` (two views of the same seat); empty when
    there is no ``before`` (the viewer has not decided yet) or nothing changed."""
    if not before or not after:
        return {"lines": [], "countries": [], "places": [], "log": []}
    added, notable = _events(before, after)
    inf_lines, names = _influence(before, after)
    lines = notable + inf_lines + _tracks(before, after)
    return {"lines": lines, "countries": names, "places": names, "log": added}


def describe(view: dict, moves: int, named: dict) -> tuple:
    """The saved-games list's line (``GameSpec.describe``): the turn and action round,
    the victory points and DEFCON, from the public view."""
    if view.get("action_round"):
        turn = msg("Turn {turn}, action round {round}", turn=view["turn"],
                   round=view["action_round"])
    else:
        turn = msg("Turn {turn}", turn=view["turn"])
    vp = int(view.get("vp") or 0)
    vp_text = msg("VP even") if vp == 0 else msg(
        "VP {side} +{vp}", side=T.side(B.US if vp > 0 else B.USSR), vp=abs(vp))
    return turn, [vp_text, msg("DEFCON {defcon}", defcon=view["defcon"])]
