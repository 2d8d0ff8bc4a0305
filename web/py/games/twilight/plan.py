"""Which of Twilight's legal actions go on the map, on cards or stay buttons (from the
decision's ``targets``), the engine's advice for them, the Chinese Civil War box."""

from __future__ import annotations

from games.twilight.names import COUNTRY
from lang import t


# ----------------------------------------------------------------------------- helpers
def _targets(view) -> dict:
    """``{action: country name or card number}`` of the pending decision (the view gives
    them to the deciding viewer only)."""
    decision = view.get("decision") or {}
    return decision.get("targets") or {}


def _plan(ctx):
    """Which legal actions go on the map / on cards; the rest stays as buttons."""
    view = ctx.view
    hand = set(view.get("hand") or [])
    side = view.get("side")
    china = view.get("china") or {}
    own_china = side is not None and china.get("holder") == side
    china_number = ((view.get("cards") or {}).get("china") or {}).get("number")
    targets = _targets(view)
    hand |= set(view.get("peek") or [])          # Our Man in Tehran: the cards looked at
    by_country: dict[str, list[str]] = {}
    by_card: dict[int, list[str]] = {}
    for a in ctx.legal:
        t = targets.get(a)
        if isinstance(t, str) and t in COUNTRY:
            by_country.setdefault(t, []).append(a)
        elif isinstance(t, int) and not isinstance(t, bool) and (
                t in hand or (own_china and t == china_number)):
            by_card.setdefault(t, []).append(a)
    country_act = {k: v[0] for k, v in by_country.items() if len(v) == 1}
    card_act = {k: v[0] for k, v in by_card.items() if len(v) == 1}
    multi = {k for k, v in by_country.items() if len(v) > 1}
    return country_act, card_act, multi


def _advice(ctx) -> dict:
    """``{action: {"warning": text, "preview": text}}`` of the legal actions (issue 15):
    the engine's advice for the deciding viewer, never recomputed here."""
    advice = getattr(ctx, "advice", None) or {}
    legal = set(ctx.legal)
    return {a: v for a, v in advice.items() if a in legal and isinstance(v, dict)}


def _warned(ctx) -> dict:
    """``{action: warning text}``: legal actions that ask for a confirm before they play."""
    return {a: v["warning"] for a, v in _advice(ctx).items() if v.get("warning")}


# ----------------------------------------------------------------------------- Deluxe
#: the Chinese Civil War variant (Deluxe 12): the effect's key in the view and the action
#: that places USSR influence in its space (the engine's, ``engine/twilight/china.py``)
CIVIL_WAR = "chinese_civil_war"

CIVIL_WAR_ACTION = "inf:Chinese Civil War"

CIVIL_WAR_CLAIM = 3


def _civil_war(view):
    """The USSR's influence in the Chinese Civil War space while the variant holds the
    China Card (12), else None: read from the view's effects."""
    if CIVIL_WAR not in (view.get("effects") or ()):
        return None
    data = ((view.get("public_state") or {}).get("effects") or {}).get(CIVIL_WAR) or {}
    return data.get("inf", 0) if isinstance(data, dict) else 0


def _civil_war_act(ctx) -> set:
    """The Chinese Civil War's action when the board draws it (on the China Card's box)."""
    if _civil_war(ctx.view) is not None and CIVIL_WAR_ACTION in ctx.legal \
            and CIVIL_WAR_ACTION not in _warned(ctx):
        return {CIVIL_WAR_ACTION}
    return set()
