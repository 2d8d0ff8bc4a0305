"""DEFCON suicide (8.1.3): never choose a move after which the mover loses to nuclear war
whatever it does next, unless every move does.

A move is *unsafe* when, on a copy of the position, every way the mover can go on with
its own decisions until the action round (or the headline phase) ends may bring DEFCON to
1 with the mover responsible. The mover's continuations are searched depth first (an
influence point never changes DEFCON, so the first option is enough there), within a
budget of copies; the opponent's decisions in between, if any, are made by the fast
policy. When the budget runs out the move counts as safe (nothing proven).
"""

from __future__ import annotations

from engine.core import Rng

BUDGET = 120
#: decisions whose options never change DEFCON by themselves: one option is enough
NEUTRAL = frozenset(("points", "setup", "place", "remove", "free_realign"))


def _nuclear_loss(c, side) -> bool:
    return c.over and c.end_reason == "nuclear_war" and c.winner != side


def side_to_move(state):
    seat = state.to_move
    return None if seat is None else state.side_of(seat)


_SETUP_KINDS = frozenset(("setup", "bid"))


def slot_of(state):
    """The action round under way (the setup and the bidding count apart)."""
    top = state.stack[-1].get("kind") if state.stack else None
    return (state.turn, state.ar, state.ar_side, top in _SETUP_KINDS)


def _survives(c, side, slot, budget) -> bool:
    """Can ``side`` avoid the nuclear loss from ``c`` whatever the opponent does, by its
    own choices, until the action round ends? (A search of both sides' options: any
    own option that survives, every opponent option must; the budget counts copies.)"""
    steps = 0
    while True:
        if c.over:
            return not _nuclear_loss(c, side)
        if slot_of(c) != slot:
            return True
        legal = c.legal_actions()
        kind = c.stack[-1].get("kind") if c.stack else None
        if kind in NEUTRAL or len(legal) == 1:
            c.apply_unchecked(legal[0])
            steps += 1
            if steps > 300:
                return True
            continue
        mine = side_to_move(c) == side
        if not mine and _opponent_can_strike(c, side, kind, legal):
            return False
        for a in _ordered(c, legal, hostile=not mine):
            budget[0] -= 1
            if budget[0] <= 0:
                return True
            cc = c.clone()
            cc.apply_unchecked(a)
            ok = _survives(cc, side, slot, budget)
            if mine and ok:
                return True
            if not mine and not ok:
                return False
        return not mine


def _opponent_can_strike(c, side, kind, legal) -> bool:
    """At DEFCON 2 with ``side`` responsible for the card being played (8.1.3), the
    opponent deciding how to use operations (or where to coup) can coup a battleground
    and end the game on ``side``."""
    if c.defcon != 2 or c.defcon_owner != side:
        return False
    from .. import board as B
    from ..ops import coup_targets
    f = c.stack[-1]
    if kind == "ops" and "coup" in legal:
        return any(B.BATTLEGROUND[i] for i in coup_targets(c, f["side"],
                                                            free=f.get("free", False)))
    if kind == "coup":
        return any(a.startswith("coup:") and B.BATTLEGROUND[B.INDEX.get(a[5:], 0)]
                   for a in legal if a[5:] in B.INDEX)
    return False


def _ordered(c, legal, hostile=False):
    """Options less likely to lower DEFCON first (for the opponent's options, when
    ``hostile``, the most likely first): influence before coups, coups outside
    battlegrounds before battlegrounds, then the rest in order."""
    from .. import board as B

    def key(a):
        if a in ("influence", "space", "realign", "ops_first", "event_first"):
            k = 0
        else:
            verb, _, name = a.partition(":")
            if verb == "coup" and name in B.INDEX:
                k = 2 if B.BATTLEGROUND[B.INDEX[name]] else 1
            elif a == "coup":
                k = 3
            else:
                k = 1
        return -k if hostile else k
    return sorted(legal, key=key)


def plan_unsafe(state, plan, side, budget=BUDGET, tries=3) -> bool:
    """True when playing ``plan`` (a list of actions of ``side`` from ``state``) may
    lose to nuclear war whatever ``side`` does next (see the module): checked with one
    dice stream, and with ``tries`` when the plan rolls dice or draws at random (a card
    discarded at random may be an opponent's event that happens)."""
    slot = slot_of(state)
    for k in range(tries):
        c = state.clone()
        c.rng = Rng(0xDEFC0 + k)
        for a in plan:
            if c.over:
                break
            c.apply_unchecked(a)
        if not _survives(c, side, slot, [budget]):
            return True
        if k == 0 and c.rng.draws == 0:
            break
    return False


def safe_options(state, side, legal) -> list:
    """``legal`` without the unsafe options (all of them when none is safe)."""
    if state.defcon > 3:
        return legal
    ok = [a for a in legal if not plan_unsafe(state, [a], side)]
    return ok or legal
