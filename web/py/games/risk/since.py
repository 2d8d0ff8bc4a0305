"""Risk's "since your last turn": what the others did since the viewer's own last turn,
from the engine's public turn summaries in the view (``since_last_turn``, ``turns``)."""

from __future__ import annotations

from games.risk.names import _and, _armies, _cont, _shown_name, _terr
import lang
from lang import Markup, _, _n
from ui import esc, tag


# ---------------------------------------------------------------- since your last turn
def _your_losses(view, since: dict) -> tuple[list[str], set]:
    """The viewer's own losses since their last turn: territories (to whom), armies,
    continents. Returns (list items, the territories lost)."""
    lost, items = set(), []
    mine = since.get("lost") or []
    if mine:
        by: dict = {}
        for x in mine:
            by.setdefault(x.get("to"), []).append(x.get("territory"))
            lost.add(x.get("territory"))
        losses = Markup(lang.separated(
            _("{territories} to {player}",
              territories=Markup(_and([tag("b", esc(_terr(x))) for x in ts])),
              player=_shown_name(view, who))
            for who, ts in by.items()))
        items.append(tag("li", esc(_("You lost {losses} ({armies} in all)", losses=losses,
                                     armies=_armies(since.get("armies_lost", 0)))
                                   if since.get("armies_lost")
                                   else _("You lost {losses}", losses=losses)), cls="lost"))
    elif since.get("armies_lost"):
        items.append(tag("li", esc(_("You lost {armies} in battles, and no territory.",
                                     armies=_armies(since["armies_lost"]))), cls="lost"))
    else:
        items.append(tag("li", esc(_("You lost no territory."))))
    for c in since.get("continents_lost") or []:
        items.append(tag("li", esc(_("You no longer hold {continent}.", continent=Markup(
            tag("b", esc(_cont(c)))))), cls="lost"))
    return items, lost


def _their_turn(view, e: dict, me) -> str:
    """One other player's turn, as a list item: conquests, battles, sets traded,
    continents, eliminations."""
    who = _shown_name(view, e.get("player"))
    bits = []
    won = [c for c in e.get("conquered") or []]
    if won:
        froms: dict = {}
        for c in won:
            froms.setdefault(c.get("from"), []).append(c.get("territory"))
        bits.append(esc(_("took {conquests}", conquests=Markup(lang.separated(
            esc(_("{territories} from you",
                  territories=Markup(_and([esc(_terr(x)) for x in ts]))) if f == me else
                _("{territories} from {player}",
                  territories=Markup(_and([esc(_terr(x)) for x in ts])),
                  player=_shown_name(view, f)))
            for f, ts in froms.items())))))
    elif e.get("battles"):
        bits.append(esc(_n("fought {n} battle, took no territory",
                           "fought {n} battles, took no territory", e["battles"])))
    elif e.get("over", True):
        bits.append(esc(_("did not attack")))
    if not e.get("over", True):
        bits.append(esc(_("turn under way")))
    sets = e.get("sets") or []
    if sets:
        bits.append(esc(_n("traded {n} set of cards for {armies}",
                           "traded {n} sets of cards for {armies}", len(sets),
                           armies=_armies(sum(sets)))))
    conts = e.get("continents") or {}
    for c in conts.get("gained") or []:
        held = Markup(tag("b", esc(_cont(c.get("continent")))))
        bits.append(esc(_("now holds {continent}", continent=held)
                        if c.get("player") == e.get("player") else
                        _("{player} now holds {continent}", continent=held,
                          player=_shown_name(view, c.get("player")))))
    for c in conts.get("lost") or []:
        if c.get("player") != me:
            bits.append(esc(_("{player} lost {continent}",
                              player=_shown_name(view, c.get("player")),
                              continent=Markup(tag("b", esc(_cont(c.get("continent"))))))))
    for x in e.get("eliminated") or []:
        bits.append(esc(_("eliminated {player}", player=_shown_name(view, x))))
    return tag("li", esc(_("{player} {turn}: {events}.", player=Markup(tag("b", esc(who))),
                           turn=Markup(tag("small", esc(_("turn {n}", n=e.get("turn"))))),
                           events=Markup(lang.separated(bits)))))


def _since(ctx, view):
    """What the others did since the viewer's own last turn, from the engine's public
    turn summaries (``since_last_turn`` and ``turns``): shown when the player takes the
    device (``ctx.fresh``), until their first tap. Returns (markup, territories that
    changed hands, those the viewer lost)."""
    if not ctx.fresh or ctx.viewer is None:
        return "", set(), set()
    players = view.get("players") or []
    if not isinstance(ctx.viewer, int) or ctx.viewer >= len(players):
        return "", set(), set()
    me = players[ctx.viewer]
    since = (view.get("since_last_turn") or {}).get(me)
    if not since or not since.get("turns"):
        return "", set(), set()
    numbers = set(since["turns"])
    turns = [e for e in view.get("turns") or []
             if e.get("turn") in numbers and e.get("player") != me]
    items, lost = _your_losses(view, since)
    items += [_their_turn(view, e, me) for e in turns]
    changed = {c.get("territory") for e in turns for c in e.get("conquered") or []}
    changed |= lost
    # over the status and the row above the map (never over the map, which stays
    # tappable): a tap on it only puts it away
    body = (tag("h3", esc(_("Since your last turn"))
                + tag("small", " · " + esc(_("outlined on the map until your first tap")
                                           if changed else _("tap to close"))))
            + tag("ul", "".join(items)))
    return (tag("div", body, cls="risk-since", id="risk-since", role="status", tabindex="0",
                data_ui="since-ok", title=_("Tap to close")),
            changed, lost)
