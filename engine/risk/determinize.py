"""Risk positions rebuilt from what one player may know (for bots).

:func:`public_state` is the ``public_state`` entry of a view (``view.build_view``): every
field of the position (``RiskState.FIELDS``) as the viewer may know it. Hidden, and so
replaced:

* the other players' (the other team's) territory cards: ``hands[h]`` is None, with
  ``hand_sizes`` giving every hand's count;
* the cards given to the neutral armies (active 2-player game): ``ncards[k]`` is None,
  ``ncard_sizes`` the counts;
* the order and content of the pile: ``deck`` is None, ``deck_size``;
* the other players' missions still secret (Risk - Missions): None in ``missions``;
* the game's generator (future dice).

The discard pile is public (every set traded is shown). :func:`determinize` deals the
cards the viewer cannot locate, and the missions it has not seen, at random into those
places, and gives the position dice of its own.
"""

from __future__ import annotations

from engine.core import Rng, State, plain_copy

from .cards import N_CARDS
from .missions import PILES


def _mission_visible(s, q: int, r: int, viewer) -> bool:
    return (q == viewer or s.claimed[q][r] or sum(s.claimed[q]) >= 3
            or s.win is not None)


def public_state(s, viewer) -> dict:
    """The position's fields as seat ``viewer`` (None: a spectator) may know them."""
    snap = State.snapshot(s)
    own = None if viewer is None else s._holder(viewer)
    snap["hand_sizes"] = [len(h) for h in s.hands]
    snap["hands"] = [list(h) if k == own else None for k, h in enumerate(s.hands)]
    snap["deck"] = None
    snap["deck_size"] = len(s.deck)
    if s.ncards is not None:
        snap["ncard_sizes"] = [len(h) for h in s.ncards]
        snap["ncards"] = [None] * len(s.ncards)
    if s.missions is not None:
        snap["missions"] = [[s.missions[q][r] if _mission_visible(s, q, r, viewer) else None
                             for r in range(len(s.missions[q]))] for q in range(s.n)]
    snap["options"] = dict(s.options)
    return snap


def determinize(view: dict, rng: Rng, state_class):
    """A full position (of ``state_class``, :class:`~engine.risk.state.RiskState`) the
    viewer cannot tell from the real one (see the module). The class is given by the
    caller, who sits above the state."""
    RiskState = state_class
    ps = view["public_state"]
    s = RiskState(dict(ps["options"]), rng.randbelow(1 << 62))
    for name in RiskState.FIELDS:
        if name in ("hands", "deck", "ncards", "missions"):
            continue
        setattr(s, name, plain_copy(ps[name]))
    known = set(ps["discard"])
    for h in ps["hands"]:
        if h is not None:
            known.update(h)
    pool = [c for c in range(N_CARDS) if c not in known]
    rng.shuffle(pool)
    pos = 0
    hands = []
    for h, size in zip(ps["hands"], ps["hand_sizes"]):
        if h is not None:
            hands.append(list(h))
        else:
            hands.append(sorted(pool[pos:pos + size]))
            pos += size
    s.hands = hands
    if ps.get("ncards") is not None:
        ncards = []
        for size in ps["ncard_sizes"]:
            ncards.append(sorted(pool[pos:pos + size]))
            pos += size
        s.ncards = ncards
    else:
        s.ncards = None
    s.deck = pool[pos:pos + ps["deck_size"]]
    if ps.get("missions") is not None:
        missions = [list(row) for row in ps["missions"]]
        for r in range(len(PILES)):
            seen = {row[r] for row in missions if row[r] is not None}
            free = [m for m in PILES[r] if m not in seen]
            rng.shuffle(free)
            for row in missions:
                if row[r] is None:
                    row[r] = free.pop()
        s.missions = missions
    else:
        s.missions = None
    counts = [0] * len(s.tcount)
    for o in s.owner:
        if o >= 0:
            counts[o] += 1
    s.tcount = counts
    s.last_battle = None
    s._inv_cavalry = s.cavalry
    s._legal = None
    return s
