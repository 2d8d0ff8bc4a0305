"""Risk's review (engine/core/history.py): its rounds and its chart numbers.

Declared in ``SPEC`` as ``round_key=review.round_key, stats=review.STATS``.

Rounds: the setup (the deployment, or the deal and the placement) ``(0, None)``, then
each player's turn ``(turn, player)``: ``turn`` counts the players' turns begun (1, 2,
3...), ``player`` is the seat whose turn it is (a defender's dice belong to the
attacker's turn).

Chart numbers (keys, never words: the page names them; ``U`` is a unit index: the
players' seats, then in the 2-player games the four neutral armies; ``H`` a hand):

=====================  ================================================================
``territories.U``      territories the unit controls (the team game: the player with
                       most armies there, a tie nobody, as the reinforcements count)
``armies.U``           the unit's armies on the map (the team game: its own armies)
``continents.U``       continents the unit holds whole (the team game: controls all of)
``cards.H``            territory cards in hand H: each player's (the team game: each
                       team's shared hand, H = 0 or 1)
=====================  ================================================================
"""

from __future__ import annotations

from functools import lru_cache

from engine.core.i18n import msg
from engine.core.spec import Stats

from .board import CONTINENT_MEMBERS, N_TERRITORIES


@lru_cache(maxsize=None)
def _keys(units: int, hands: int) -> tuple:
    """The value keys of a game of ``units`` units and ``hands`` hands, made once."""
    return (tuple((f"territories.{u}", f"armies.{u}", f"continents.{u}") for u in range(units)),
            tuple(f"cards.{h}" for h in range(hands)))


def round_key(state) -> tuple:
    """The round the pending decision belongs to (see the module)."""
    if not state.turn:
        return (0, None)
    return (state.turn, state.current)


def sample(state) -> dict:
    """The numbers read from the position (see the module)."""
    units = len(state.unit_names)
    territories = [0] * units
    armies = [0] * units
    holder = [state.controller(t) for t in range(N_TERRITORIES)]
    for t in range(N_TERRITORIES):
        c = holder[t]
        if c is not None:
            territories[c] += 1
        if state.teams:
            for q, k in enumerate(state.stacks[t]):
                armies[q] += k
        elif state.owner[t] >= 0:
            armies[state.owner[t]] += state.armies[t]
    continents = [0] * units
    for members in CONTINENT_MEMBERS:
        held = {holder[t] for t in members}
        if len(held) == 1:
            c = held.pop()
            if c is not None:
                continents[c] += 1
    per_unit, per_hand = _keys(units, len(state.hands))
    out = {}
    for u, (kt, ka, kc) in enumerate(per_unit):
        out[kt] = territories[u]
        out[ka] = armies[u]
        out[kc] = continents[u]
    for key, hand in zip(per_hand, state.hands):
        out[key] = len(hand)
    return out


STATS = Stats(sample=sample)


def describe(view: dict, moves: int, named: dict) -> tuple:
    """The saved-games list's line (``GameSpec.describe``): the turn, and how many
    territories each player still in the game holds (by the names ``named`` gives)."""
    turn = msg("Turn {turn}", turn=view["turn"]) if view.get("turn") else msg("Setup")
    counts: dict[str, int] = {}
    for territory in view.get("territories") or []:
        owner = territory.get("owner")
        if owner:
            counts[owner] = counts.get(owner, 0) + 1
    alive = view.get("alive") or []
    names = [n for i, n in enumerate(view.get("players") or [])
             if (i >= len(alive) or alive[i]) and n in counts]
    held = [msg("{player} {n}", player=named.get(n, n), n=counts[n]) for n in names]
    return turn, ([msg("territories {counts}", counts=held)] if names else [])


def changes(before: dict | None, after: dict) -> dict:
    """The territories whose holder or armies differ between two views
    (``GameSpec.changes``: what a review outlines). The lines of "since your last turn"
    are the view's own (``since_last_turn``, :mod:`.summary`), so none here."""
    if not before or not after:
        return {"lines": [], "places": []}
    old = {x.get("name"): (x.get("owner"), x.get("armies"))
           for x in before.get("territories") or []}
    places = [x.get("name") for x in after.get("territories") or []
              if old.get(x.get("name")) != (x.get("owner"), x.get("armies"))]
    return {"lines": [], "places": places}
