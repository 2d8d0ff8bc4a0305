"""Twilight Struggle's review (engine/core/history.py): its rounds and its chart numbers.

Declared in ``SPEC`` as ``round_key=review.round_key, stats=review.STATS``.

Rounds: the setup (and the VP bidding) ``(0, 0, None)``, each turn's headline phase
``(turn, 0, None)``, each action round ``(turn, ar, side)`` (side 0 USSR, 1 US). The
decisions of a turn's end (6.4.4 box 6: discarding a held card) belong to its last action
round.

Chart numbers (keys, never words: the page names them; sides and regions as the map data
writes them, so the page finds their terms ``twilight side`` / ``twilight region``):

==============================  =========================================================
``vp``                          the VP marker (> 0 favours the US)
``defcon``                      DEFCON
``milops.USSR``, ``milops.US``  military operations this turn (8.2; back to 0 at the end
                                of each turn, 4.5 E)
``space.USSR``, ``space.US``    Space Race box
``influence.SIDE.REGION``       the side's influence summed over the region's countries
                                (Europe and Asia include their subregions)
``cards.SIDE.USE``              cards the side has played so far, by use: ``event`` (its
                                own events, scoring cards and headlines included: a
                                headline Defectors cancels too), ``ops`` (operations, the
                                China Card included) and ``space`` (the Space Race)
==============================  =========================================================

The cards played are counted from the moves (the position keeps a card's use only while
it is being played: ``state.resolving``): the choice of the ``use`` decision (an action
round's card, and a card an event lets its side play: Grain Sales, Quagmire, Aldrich
Ames), each headline chosen, the card played for operations with UN Intervention
(``c032_pair``) and Missile Envy played for operations (or the Space Race) as it requires
(``c049_forced``).
Not counted: a card whose event another event plays (Five Year Plan, Star Wars, Missile
Envy's exchange): nobody chose to play it.
"""

from __future__ import annotations

from engine.core.spec import Stats

from . import board as B

SIDES = B.SIDES
USES = ("event", "ops", "space")
_REGIONS = tuple((r, B.REGION_COUNTRIES[r]) for r in B.REGIONS)
COUNTED = tuple(f"cards.{side}.{use}" for side in SIDES for use in USES)
#: decisions that play a card of the hand for its operations (see the module)
_OPS_PLAYS = frozenset(("c032_pair", "c049_forced"))
_USE_KEYS = {(s, use): f"cards.{SIDES[s]}.{use}" for s in (0, 1) for use in USES}


def round_key(state) -> tuple:
    """The round the pending decision belongs to (see the module)."""
    top = state.stack[-1] if state.stack else None
    if not state.bidding_done or (top is not None and top["kind"] in ("bid", "setup")):
        return (0, 0, None)
    if state.ar == 0:
        return (state.turn, 0, None)
    return (state.turn, state.ar, state.ar_side)


_SIDE_KEYS = tuple((f"milops.{name}", f"space.{name}",
                    tuple((f"influence.{name}.{r}", countries) for r, countries in _REGIONS))
                   for name in SIDES)


def sample(state) -> dict:
    """The numbers read from the position (see the module)."""
    out = {"vp": state.vp, "defcon": state.defcon}
    for s, (milops, space, regions) in enumerate(_SIDE_KEYS):
        out[milops] = state.milops[s]
        out[space] = state.space[s]
        row = state.inf[s]
        for key, countries in regions:
            out[key] = sum(row[i] for i in countries)
    return out


def count(state, action: str):
    """What a move adds to the cards played by use (``state``: the position before it)."""
    top = state.stack[-1] if state.stack else None
    if top is None:
        return None
    kind = top["kind"]
    if kind == "use" and action in USES:
        return {_USE_KEYS[top["side"], action]: 1}
    if kind == "headline":
        return {_USE_KEYS[top["side"], "event"]: 1}
    if kind in _OPS_PLAYS:
        # Missile Envy's required round may send the card to the Space Race (space:49)
        use = "space" if action.startswith("space:") else "ops"
        return {_USE_KEYS[top["side"], use]: 1}
    return None


STATS = Stats(sample=sample, count=count, counted=COUNTED)
