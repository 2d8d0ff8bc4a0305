"""Twilight's cards on the board: a card, the viewer's hand, the cards looked at, the
cards in play, the opponent's hand size, the piles, the latest log lines."""

from __future__ import annotations

import boards
from engine.core.i18n import N_
from games.twilight.names import (CARD_SIDE_CLS, ERA_SHORT, SIDE_CLS, US, USSR,
                                  _card_name, _card_text, _side)
from games.twilight.plan import CIVIL_WAR
import lang
from lang import Markup, _, _n, _p, t
from ui import esc, tag


def _peek(ctx, card_act) -> str:
    """108 Our Man in Tehran: the cards of the draw pile the viewer looks at (the view
    lists them for that player only, while they decide); each discard is a tap on its
    card, "done" stays a button."""
    cards = (ctx.view.get("cards") or {}).get("peek") or []
    if not cards:
        return ""
    labels = ctx.labels
    body = "".join(_card(c, card_act.get(c["number"]), text=True,
                         label=labels.get(card_act[c["number"]], "")
                         if c["number"] in card_act else "")
                   for c in cards)
    head = (tag("span", esc(_n("You look at {n} card of the draw pile",
                               "You look at {n} cards of the draw pile", len(cards))),
                cls="ts-title")
            + tag("span", esc(_("only you see them; tap a card to discard it")),
                  cls="muted small"))
    return tag("section", tag("div", head, cls="ts-head") + tag("div", body, cls="ts-cards"),
               cls="ts-peek ts-box", id="ts-peek", aria_label=_("Cards you look at"))


# ----------------------------------------------------------------------------- cards
_OWNER = {"USSR": N_("USSR event"), "US": N_("US event"), "both": N_("both sides' event")}


def _card(card: dict, action: str | None = None, *, text: bool = False, extra: str = "",
          label: str = "", warning: str | None = None) -> str:
    """A card from its printed data in the view (number, name, ops, side, era, text,
    starred / persistent / scoring flags)."""
    n = card["number"]
    shown = card.get("printed", n)       # the edition's printed number (Deluxe 35/81/101/98)
    scoring = card["scoring"]
    ops = _p("twilight card ops", "S") if scoring else str(card["ops"])
    tags = []
    if warning:
        tags.append(tag("span", "⚠ " + esc(_("careful")), cls="tg warn", title=t(warning)))
    if scoring:
        tags.append(tag("span", esc(_("Scoring")), cls="tg sc"))
    if card["starred"]:
        tags.append(tag("span", "✱ " + esc(_("removed")), cls="tg",
                        title=_("Removed from the game after its event (asterisk)")))
    if card["persistent"]:
        tags.append(tag("span", esc(_("stays in play")), cls="tg",
                        title=_("Its effect lasts: kept beside the map")))
    owner = _(_OWNER[card["side"]])
    era = card["era"]
    name, said = _card_name(card), _card_text(card)
    kind = _("scoring card") if scoring else _n("{n} operation", "{n} operations", card["ops"])
    body = (tag("span", tag("span", esc(ops), cls="ops", title=kind)
                + tag("span", f"#{shown}", cls="no")
                + tag("span", esc(_(ERA_SHORT[era])), cls="era"), cls="top")
            + tag("span", esc(name), cls="nm")
            + tag("span", "".join(tags) + tag("span", esc(owner), cls="tg own"), cls="tags")
            + (tag("span", esc(said), cls="tx") if text else ""))
    if "effect" in extra:
        body += tag("span", esc(_("in effect")), cls="tg eff")
    cls = f"ts-card {CARD_SIDE_CLS[card['side']]} era-{era}" + (" act" if action else "") \
        + (" warn" if action and warning else "") + extra
    title = _("#{number} {card} ({owner}, {kind}): {text}", number=shown, card=name,
              owner=owner,
              kind=_("scoring card") if scoring else _n("{n} op", "{n} ops", card["ops"]),
              text=said)
    label = t(label or action)
    # a screen reader says what a tap does, then the card as it is printed (its name
    # holds the visible text: WCAG 2.5.3, label in name)
    if action and warning:
        said_first = tag("span", esc(_("{action} (asks for a confirm)", action=label)) + ": ",
                         cls="sr-only")
        return (f'<button type="button" class="{cls}" data-ui="warn" data-warn="{esc(action)}"'
                f' data-card="{n}" title="{esc(title)}">{said_first}{body}</button>')
    if action:
        said_first = tag("span", esc(label) + ": ", cls="sr-only")
        return (f'<button type="button" class="{cls}" data-action="{esc(action)}" '
                f'data-card="{n}" title="{esc(title)}">{said_first}{body}</button>')
    return f'<div class="{cls}" data-card="{n}" title="{esc(title)}">{body}</div>'


def _hand(ctx, view, card_act, warned=None) -> str:
    side = view.get("side")
    hand = (view.get("cards") or {}).get("hand")
    if side is None or hand is None:
        return ""
    texts = bool(ctx.keep.get("texts"))
    labels = ctx.labels
    warned = warned or {}
    cards = "".join(_card(c, card_act.get(c["number"]), text=texts,
                          label=labels.get(card_act[c["number"]], "")
                          if c["number"] in card_act else "",
                          warning=warned.get(card_act.get(c["number"])))
                    for c in hand)
    if not cards:
        cards = tag("span", esc(_("no cards")), cls="muted")
    title = _n("Your hand · {side} · {n} card", "Your hand · {side} · {n} cards",
               len(hand), side=_side(side))
    head = (boards.drawer_button(title) + tag("span", esc(title), cls="ts-title")
            + tag("span", esc(_("secret: pass the device face down")), cls="muted small")
            + f'<button type="button" class="btn ts-toggle" data-ui="texts" '
              f'aria-pressed="{"true" if texts else "false"}">'
            + esc(_("Hide card texts") if texts else _("Show card texts")) + "</button>")
    return tag("section", tag("div", head, cls="ts-head") + tag("div", cards, cls="ts-cards"),
               cls=f"ts-hand {SIDE_CLS[side]}", aria_label=_("Your hand"))


def _extras(view) -> str:
    side = view.get("side")
    cards = view.get("cards") or {}
    parts = []
    resolving = cards.get("resolving") or []
    if resolving:
        parts.append(tag("div", tag("div", esc(_("Being played")), cls="ts-k")
                         + tag("div", "".join(_card(c, text=True, extra=" big")
                                              for c in resolving), cls="ts-cards"),
                         cls="ts-box resolving"))
    heads = cards.get("headline") or [None, None]
    if any(h is not None for h in heads):
        row = "".join(tag("div", tag("div", esc(_("{side} headline", side=_side(s))),
                                     cls="ts-k small")
                          + _card(heads[s], text=True), cls="ts-headline")
                      for s in (USSR, US) if heads[s] is not None)
        parts.append(tag("div", row, cls="ts-box heads"))
    in_play = cards.get("in_play") or []
    body = "".join(_card(c, extra=" mini") for c in in_play)
    for effect in cards.get("effects") or []:     # effects of cards no longer in play
        if effect["key"] == CIVIL_WAR:            # drawn on the China Card's box
            continue
        if effect["card"] is None:
            body += tag("span", esc(lang.text_of(effect["text"])),
                        cls="ts-effect")
        elif not effect["in_play"]:
            body += _card(effect["card"], extra=" mini effect")
    if body:
        parts.append(tag("div", tag("div", esc(_("In play & effects")), cls="ts-k")
                         + tag("div", body, cls="ts-cards"), cls="ts-box inplay"))
    sizes = view.get("hand_sizes") or [0, 0]
    opp_rows = []
    for s in (USSR, US):
        if s == side:
            continue
        backs = "".join(tag("span", "", cls=f"back {SIDE_CLS[s]}") for _card_back in range(sizes[s]))
        opp_rows.append(tag("div", tag("span", esc(_n(
            "{side} hand: {n} card", "{side} hand: {n} cards", sizes[s], side=_side(s),
            n=Markup(f"<b>{sizes[s]}</b>"))), cls="who")
                            + tag("span", backs, cls="backs"), cls="ts-opp"))
    revealed = cards.get("opponent_revealed") or []
    if revealed:
        why = cards.get("revealed_why")
        opp_rows.append(tag("div", tag("div", esc(
            _("Opponent's cards shown to you ({why})", why=lang.text_of(why))
            if why else _("Opponent's cards shown to you")), cls="ts-k small")
                            + tag("div", "".join(_card(c, extra=" mini") for c in revealed),
                                  cls="ts-cards"), cls="ts-revealed"))
    discard = cards.get("discard") or []
    removed = cards.get("removed") or []
    piles = esc(_("Draw pile {deck} · discards {discards} · removed {removed}",
                  deck=Markup(f"<b>{view.get('deck_size', 0)}</b>"),
                  discards=Markup(f"<b>{len(discard)}</b>"),
                  removed=Markup(f"<b>{len(removed)}</b>")))
    opp_rows.append(tag("div", piles, cls="ts-piles"))
    if discard:
        opp_rows.append(tag("div", esc(_("Discards: {cards}", cards=", ".join(
            _card_name(c) for c in reversed(discard)))), cls="ts-list small"))
    if removed:
        opp_rows.append(tag("div", esc(_("Removed: {cards}", cards=", ".join(
            _card_name(c) for c in reversed(removed)))), cls="ts-list small"))
    parts.append(tag("div", "".join(opp_rows), cls="ts-box others"))
    return tag("div", "".join(parts), cls="ts-extras")


def _recent(view) -> str:
    log = view.get("log") or []
    if not log:
        return ""
    items = "".join(tag("li", esc(t(line))) for line in log[-3:])  # what just happened
    return tag("ul", items, cls="ts-recent", aria_label=_("Latest events"))
