"""The panels beside Risk's map: the viewer's cards, the players, the neutral armies, the
missions."""

from __future__ import annotations

import boards
from games.risk import layout as L
from games.risk.colours import FALLBACK, TEAM_COLOURS, _ally_of, _team_of
from games.risk.drawing import _map, seat_shape
from games.risk.names import (CARD_CTX, NEUTRAL_CTX, TEAM_CTX, _armies, _cont, _mission,
                              _rank, _shown_name, _terr, _territories)
import lang
from lang import _, _n
from ui import esc, tag


def _symbol_icon(symbol: str) -> str:
    """A small picture of a card's symbol (SVG, 40 x 32)."""
    ink = "#1d232b"
    if symbol == "Infantry":
        body = (f'<circle cx="20" cy="7" r="4.5" fill="{ink}"/>'
                f'<path d="M14 13h12l-2 10h-2l-1 8h-2l-1-8h-2z" fill="{ink}"/>'
                f'<path d="M27 6l-3 20" stroke="{ink}" stroke-width="2"/>')
    elif symbol == "Cavalry":
        body = (f'<path d="M10 29l3-10c-3-2-4-6-2-9l6-5 3 2 8 1c3 1 4 4 3 6l-6 1 '
                f'1 4 5 10h-4l-4-8-5 1-2 7z" fill="{ink}"/>')
    elif symbol == "Artillery":
        body = (f'<path d="M6 20l26-11 2 5-26 10z" fill="{ink}"/>'
                f'<circle cx="14" cy="25" r="6" fill="none" stroke="{ink}" stroke-width="3"/>'
                f'<circle cx="14" cy="25" r="1.6" fill="{ink}"/>')
    else:
        body = ('<path d="M20 3l4.7 9.6 10.3 1.5-7.5 7.3 1.8 10.4L20 27l-9.3 4.8 1.8-10.4-7.5-7.3'
                ' 10.3-1.5z" fill="#c9a227" stroke="#7a5d00" stroke-width="1.2"/>')
    return (f'<svg class="sym" viewBox="0 0 40 32" aria-hidden="true" '
            f'xmlns="http://www.w3.org/2000/svg">{body}</svg>')


def _card(card) -> str:
    name = str(card.get("name"))
    symbol = str(card.get("symbol"))
    cont = _map()["continent_of"].get(name)
    colour = L.CONTINENT_STYLE.get(cont, ("#c9a227",))[0] if cont else "#c9a227"
    return tag("div", tag("div", "", cls="band", style=f"background:{colour}")
               + _symbol_icon(symbol)
               + tag("div", esc(lang.name(CARD_CTX, symbol)), cls="sym-name")
               + tag("div", esc(_terr(name)) if symbol != "Joker" else esc(_("any picture")),
                     cls="card-name"),
               cls=f"risk-card sym-{esc(symbol.lower())}", data_card=name)


def _hand(ctx, view) -> str:
    own = None
    for h in view.get("hands") or []:
        if "cards" in h:
            own = h
    if own is None:
        if ctx.viewer is None:
            return tag("section", tag("h3", esc(_("Cards"))) + tag(
                "p", esc(_("Each player's cards stay hidden until they take the device.")),
                cls="muted"), cls="risk-panel risk-hand")
        return ""
    cards = own.get("cards") or []
    body = "".join(_card(c) for c in cards) or tag(
        "p", esc(_("No territory cards yet: conquer a territory in a turn to draw one.")),
        cls="muted")
    holder = own.get("holder", "")
    title = _("Your cards ({n})", n=len(cards)) if holder in (view.get("players") or []) \
        else _("{holder}'s cards ({n})", holder=lang.name(TEAM_CTX, holder), n=len(cards))
    warn = tag("span", esc(_("5+ cards: trade a set soon")) if len(cards) == 5 else
               (esc(_("6+ cards: you must trade")) if len(cards) >= 6 else ""), cls="warn") \
        if len(cards) >= 5 else ""
    return tag("section", boards.drawer_button(title)
               + tag("h3", esc(title) + " " + tag("small", esc(_("secret"))) + warn)
               + tag("div", body, cls="risk-cards", id="risk-hand"),
               cls="risk-panel risk-hand")


def _players(view, colours) -> str:
    terr = view.get("territories") or []
    players = view.get("players") or []
    hands = view.get("hands") or []
    alive = view.get("alive") or [True] * len(players)
    cur = view.get("current")
    teams = _team_of(view)
    reinf = view.get("reinforcements") or []
    by_owner: dict = {}
    armies_of: dict = {}
    for ter in terr:
        stacks = ter.get("stacks")
        if stacks:
            for p, n in stacks.items():
                armies_of[p] = armies_of.get(p, 0) + n
            ctl = ter.get("controller")
            if ctl:
                by_owner.setdefault(ctl, []).append(ter["name"])
        elif ter.get("owner"):
            by_owner.setdefault(ter["owner"], []).append(ter["name"])
            armies_of[ter["owner"]] = armies_of.get(ter["owner"], 0) + ter.get("armies", 0)
    cards_of = {h.get("holder"): h.get("count", 0) for h in hands}
    rows = []
    for i, p in enumerate(players):
        strong = colours.get(p, ("#888",))[0]
        held = set(by_owner.get(p, []))
        nxt = reinf[i] if i < len(reinf) else None
        conts = [f"{_cont(c['name'])} +{c['bonus']}" for c in (nxt or {}).get("continents", [])]
        cards = cards_of.get(p)
        team = ""
        if teams:
            team = tag("span", esc(lang.name(TEAM_CTX, (view.get("teams") or [{}])[
                teams.get(p, 0)].get("name", ""))),
                cls="team", style=f"color:{TEAM_COLOURS[teams.get(p, 0) % 2][0]}")
        cls = "risk-player" + (" now" if i == cur else "") \
            + ("" if i >= len(alive) or alive[i] else " out")
        rows.append(tag("div",
                        # the seat's mark: its badge's shape, in its colour
                        f'<svg class="sw" viewBox="-16 -16 32 32" aria-hidden="true">'
                        f'{seat_shape(0, 0, i, strong, "#1d232b", 1.5)}</svg>'
                        + tag("span", esc(_shown_name(view, p)), cls="pname") + team
                        + tag("span", esc(" · ".join(
                            [_territories(len(held)), _armies(armies_of.get(p, 0))]
                            + ([_n("{n} card", "{n} cards", cards)]
                               if cards is not None else []))), cls="stat")
                        + (tag("span", esc(_("+{n} next turn", n=nxt["armies"])),
                               cls="stat reinf",
                               title=_n("{player}'s reinforcements for a turn begun now: {n} "
                                        "for {territories} territory{continents}",
                                        "{player}'s reinforcements for a turn begun now: {n} "
                                        "for {territories} territories{continents}",
                                        nxt["territories"], player=_shown_name(view, p),
                                        n=nxt["base"], territories=nxt["territories"],
                                        continents="".join(
                                            f", {_cont(c['name'])} +{c['bonus']}"
                                            for c in nxt.get("continents", []))))
                           if nxt else "")
                        + (tag("span", ", ".join(esc(c) for c in conts), cls="conts")
                           if conts else ""),
                        cls=cls))
    if teams:
        for h in hands:
            rows.append(tag("div", tag("span", esc(lang.name(TEAM_CTX, h.get("holder"))),
                                       cls="pname")
                            + tag("span", esc(_n("{n} card (shared)", "{n} cards (shared)",
                                                 h.get("count", 0))), cls="stat"),
                            cls="risk-player team-pool"))
    return tag("section", tag("h3", esc(_("Players"))) + "".join(rows),
               cls="risk-panel risk-players")


def _neutrals(view, colours) -> str:
    ns = view.get("neutrals")
    if not ns:
        return ""
    active = view.get("variant") == "two-player-active"
    allies = _ally_of(view)
    rows = []
    for n in ns:
        name = n["name"]
        badge = colours.get(name, ("#888",))[0]
        status = lang.text_of(n.get("status") or "")
        ally = allies.get(name)
        stat = status if active else _("neutral (passive)")
        if ally:
            strong = colours.get(ally, FALLBACK[0])[0]
            stat = tag("b", esc(status), style=f"color:{strong}")
        else:
            stat = esc(stat)
        rows.append(tag("div",
                        tag("span", "", cls="sw sq", style=f"background:{badge}")
                        + tag("span", esc(lang.name(NEUTRAL_CTX, name)), cls="pname")
                        + tag("span", esc(_territories(n.get("territories", 0))
                                          + (" · " + _n("{n} card", "{n} cards",
                                                        n.get("cards", 0)) if active else "")),
                              cls="stat")
                        + tag("span", stat, cls="allegiance")
                        + ("" if n.get("alive", True) else tag("span", esc(_("destroyed")),
                                                                cls="stat")),
                        cls="risk-player neutral" + ("" if n.get("alive", True) else " out")))
    note = _("Neutral land is grey; a neutral allied to a player is striped in that "
             "player's colour.") if active else _("Neutral land is grey.")
    return tag("section", tag("h3", esc(_("Neutral armies"))) + "".join(rows)
               + tag("p", esc(note), cls="muted small"), cls="risk-panel risk-neutrals")


def _missions(ctx, view) -> str:
    ms = view.get("missions")
    if not ms:
        return ""
    players = view.get("players") or []
    me = players[ctx.viewer] if ctx.viewer is not None and ctx.viewer < len(players) else None
    mine, others = "", []
    for entry in ms:
        p = entry.get("player")
        if p == me:
            items = []
            for mi in entry.get("missions") or []:
                done = mi.get("claimed")
                when = {"end": _("(show at the end of your turn)"),
                        "any": _("(show any time in your turn)")}.get(mi.get("when"), "")
                items.append(tag("li", tag("b", esc(_rank(mi))) + " "
                                 + esc(_mission(mi) or "?")
                                 + (tag("span", "✓ " + esc(_("claimed")), cls="done") if done
                                    else tag("small", " " + esc(when) if when else "")),
                                 cls="done" if done else None))
            mine = tag("div", tag("h4", esc(_("Your secret missions")))
                       + tag("ol", "".join(items)), cls="mine")
        else:
            claimed = [mi for mi in entry.get("missions") or [] if mi.get("claimed")]
            shown = [mi for mi in entry.get("missions") or []
                     if mi.get("text") and not mi.get("claimed")]
            txt = lang.separated(f"{esc(_rank(mi))}: {esc(_mission(mi))}" for mi in claimed)
            if shown:
                txt += (" · " + esc(_("last one shown:")) + " " + lang.separated(
                    f"{esc(_rank(mi))}: {esc(_mission(mi))}" for mi in shown))
            others.append(tag("li", tag("b", esc(_shown_name(view, p))) + " "
                              + esc(_("{n}/4 claimed", n=len(claimed)))
                              + (": " + txt if txt else "")))
    return tag("section", tag("h3", esc(_("Missions"))) + mine
               + tag("h4", esc(_("Claimed by the others") if me else _("Claimed missions")))
               + tag("ul", "".join(others)),
               cls="risk-panel risk-missions")
