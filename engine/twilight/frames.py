"""Registries of the Twilight Struggle engine: decision frames, automatic steps, hooks.

Everything that is *stored in the state* is plain data (dicts, lists, ints, strings), so a
state deep-copies and serialises. Behaviour lives in module-level functions registered
here by name; the state only stores the names.

* **Decision frames** (``state.stack``): a dict ``{"kind": K, "side": S, ...}`` asks side
  ``S`` for a decision. The handler registered for ``K`` lists the legal actions, applies
  one, writes the prompt, and (optionally) explains why an action is illegal and labels
  actions for buttons. ``apply`` pops the frame itself when the decision is complete (a
  frame may stay on the stack for several actions, e.g. placing 4 influence points one at
  a time). A decision frame whose ``legal`` list is empty is popped automatically (its
  ``empty`` handler runs if given).
* **Calls** (automatic steps): ``{"kind": "call", "fn": NAME, ...}``. When a call frame
  reaches the top of the stack it is popped and ``CALLS[NAME](state, frame)`` runs. This is
  how a multi-step event continues after a sub-decision without storing a closure: push
  the continuation call first, then the decision above it.
* **Hooks**: rules that cards change (ops modifiers, coup modifiers, protections, ...).
  ``@hook(point, effect)`` registers ``fn`` under a hook point; it is consulted only while
  ``effect`` is a key of ``state.effects``. See docs/TWILIGHT_EVENTS.md for the list.
"""

from __future__ import annotations

from typing import Callable


class Decision:
    __slots__ = ("kind", "legal", "apply", "prompt", "why", "label", "empty")

    def __init__(self, kind, legal, apply, prompt, why=None, label=None, empty=None):
        self.kind, self.legal, self.apply, self.prompt = kind, legal, apply, prompt
        self.why, self.label, self.empty = why, label, empty


DECISIONS: dict[str, Decision] = {}
CALLS: dict[str, Callable] = {}

HOOK_POINTS = (
    "ops_modifier",      # fn(state, side, card) -> int: added to a card's ops value (7.4)
    "scope_bonus",       # fn(state, side, card) -> list of [scope, amount] (9.6-like bonuses)
    "coup_modifier",     # fn(state, side, country) -> int: added to the coup roll
    "realign_modifier",  # fn(state, side, country) -> int: added to side's realignment roll
    "can_coup",          # fn(state, side, country, free) -> None or "rule: reason"
    "can_realign",       # fn(state, side, country) -> None or "rule: reason"
    "can_place",         # fn(state, side, country) -> None or "rule: reason" (ops placement)
    "can_play_event",    # fn(state, side, card) -> None or ("prohibited"|"prerequisite", text)
    "card_played",       # fn(state, player, card, how): after a card is fully played
    "before_coup",       # fn(state, side, country, free): just before a coup resolves
    "scoring",           # fn(state, region, kwargs): adjust score_region keyword arguments
    "after_scoring",     # fn(state, region): after a region is scored
    "action_rounds",     # fn(state, side, total) -> int: action rounds this turn
    "defcon_change",     # fn(state, delta, responsible) -> int: the change actually applied
    "turn_end",          # fn(state): at the end of a turn (before effects expire)
)
HOOKS: dict[str, list] = {p: [] for p in HOOK_POINTS}


def decision(kind: str, *, legal, apply, prompt, why=None, label=None, empty=None) -> None:
    """Register the handler of decision frames of ``kind``."""
    if kind in DECISIONS:
        raise ValueError(f"decision frame kind {kind!r} registered twice")
    DECISIONS[kind] = Decision(kind, legal, apply, prompt, why, label, empty)


def call(name: str):
    """Decorator: register ``fn(state, frame)`` as an automatic step named ``name``."""
    def deco(fn):
        if name in CALLS:
            raise ValueError(f"call {name!r} registered twice")
        CALLS[name] = fn
        return fn
    return deco


def hook(point: str, effect: str):
    """Decorator: register ``fn`` at hook ``point``, active while ``effect`` is in
    ``state.effects``."""
    if point not in HOOKS:
        raise ValueError(f"unknown hook point {point!r} (known: {', '.join(HOOK_POINTS)})")

    def deco(fn):
        HOOKS[point].append((effect, fn))
        return fn
    return deco
