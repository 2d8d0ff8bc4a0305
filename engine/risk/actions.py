"""Action strings: the pre-built strings, the choices of a number of armies, and what
an action names on the map.

The grammar of the actions is documented in the package docstring (``engine.risk``).
``legal_actions`` runs in the hot loop of simulations and of the AI, so the strings are
built once and shared.
"""

from __future__ import annotations

from engine.core import Action

from .board import ADJ, INDEX, N_TERRITORIES, NAMES

PLACE_STEPS = (1, 2, 3, 5, 10, 20, 50, 100)

ATTACK_STR = [[f"attack:{NAMES[a]}:{NAMES[b]}" if b in ADJ[a] else None
               for b in range(N_TERRITORIES)] for a in range(N_TERRITORIES)]
ASSAULT_STR = [[f"assault:{NAMES[a]}:{NAMES[b]}" if b in ADJ[a] else None
                for b in range(N_TERRITORIES)] for a in range(N_TERRITORIES)]
FORTIFY_STR = [[f"fortify:{NAMES[a]}:{NAMES[b]}" for b in range(N_TERRITORIES)]
               for a in range(N_TERRITORIES)]
CLAIM_STR = [f"claim:{name}" for name in NAMES]
PLACE1_STR = [f"place:{name}" for name in NAMES]
_PLACE_STR: dict = {}
_MOVE_STR: dict = {}
_PLACE_ROWS: dict = {}


def place_str(t: int, n: int) -> str:
    key = t * 1000 + n
    s = _PLACE_STR.get(key)
    if s is None:
        s = _PLACE_STR[key] = f"place:{NAMES[t]}:{n}"
    return s


def move_str(n: int) -> str:
    s = _MOVE_STR.get(n)
    if s is None:
        s = _MOVE_STR[n] = f"move:{n}"
    return s


def place_row(t: int, left: int) -> list[str]:
    """The placement actions for territory t with ``left`` armies to place."""
    key = t * 100000 + left
    row = _PLACE_ROWS.get(key)
    if row is None:
        row = _PLACE_ROWS[key] = [place_str(t, c) for c in place_counts(left)]
    return row


def place_counts(left: int) -> list[int]:
    """Placements offer 1, 2, 3, 5, 10, 20, 50, 100 (below what is left) and all that is
    left: any distribution is reachable by repeated placements."""
    out = [v for v in PLACE_STEPS if v < left]
    out.append(left)
    return out


# A choice of a number of armies to move (after a conquest, when fortifying) lists every
# number when there are at most this many; otherwise it offers the least, the most and
# "count", after which every number is offered.
DIRECT_COUNTS = 5
COUNT = "count"


def move_choices(lo: int, hi: int, every: bool) -> list[str]:
    """The actions choosing a number of armies from lo to hi (both included).

    After a conquest and when fortifying a player may move any number in the allowed range
    (STANDARD-2004). With more than ``DIRECT_COUNTS`` numbers the choice has two steps:
    ``move:lo``, ``move:hi`` or ``count``; after ``count`` (``every`` true) every number
    ``move:lo`` .. ``move:hi`` is offered. (A flat list of every number lets uniformly
    random play, which picks among the buttons, leave half the armies behind on average;
    random games then run about twice as often into the simulation's turn cap. The two
    steps keep the least and the most one tap away, and any number two taps away.)"""
    if every or hi - lo < DIRECT_COUNTS:
        return [move_str(k) for k in range(lo, hi + 1)]
    return [move_str(lo), move_str(hi), COUNT]


# ---------------------------------------------------------------- the map and the numbers
PAIR_VERBS = frozenset(("attack", "assault", "fortify"))    # verb:From:To
ONE_VERBS = frozenset(("claim", "place"))                    # verb:Territory[:N]


def map_targets(state, frame) -> dict:
    """``{action: territory}`` for the legal actions played on the map: the territory of
    ``claim:T`` / ``place:T[:N]``, the territory attacked or reinforced by ``attack:A:B``,
    ``assault:A:B``, ``fortify:A:B`` (B). (A decision's ``targets`` handler.)"""
    out = {}
    for text in state.legal_actions():
        a = Action(text)
        if a.verb in PAIR_VERBS:
            out[text] = a.args[1]
        elif a.verb in ONE_VERBS and a.arg in INDEX:
            out[text] = a.arg
    return out


def map_sources(legal) -> dict:
    """``{action: territory}``: where the armies of ``attack``, ``assault`` and
    ``fortify`` actions come from (the territory tapped first)."""
    out = {}
    for text in legal:
        a = Action(text)
        if a.verb in PAIR_VERBS:
            out[text] = a.arg
    return out


def amounts(legal) -> dict:
    """``{action: number}`` for the actions naming a number of armies (``place:T:N``,
    ``move:N``); ``count`` (ask for every number) maps to None."""
    out = {}
    for text in legal:
        a = Action(text)
        if a.verb == "move" and a.number is not None:
            out[text] = a.number
        elif a.verb == "place" and len(a.args) == 2 and a.args[1].isdigit():
            out[text] = int(a.args[1])
        elif text == COUNT:
            out[text] = None
    return out
