"""Helpers to set up Risk positions by hand (tests, benchmarks, later the AI's puzzles).

``position(variant, players, holdings, ...)`` returns a state in the middle of a turn with
exactly the board given: every territory not named goes to ``rest`` (a unit index) with
one army. Units are player indices, and in the 2-player games 2..5 are the neutral armies
Yellow, Blue, Grey and Black. In the team game a holding may be a dict {player: armies}
(shared territory).
"""

from __future__ import annotations

from .board import INDEX, N_TERRITORIES
from .cards import CARD_NAMES, JOKER_IDS
from .missions import PILES
from .state import RiskState


def card(name: str, which: int = 0) -> int:
    """Card id of a territory card (by territory name) or of a joker ("Joker", 0 or 1)."""
    if name == "Joker":
        return JOKER_IDS[which]
    return INDEX[name]


def position(variant: str = "classic", players: int = 3, holdings: dict | None = None,
             rest: int | None = None, current: int = 0, phase: str = "attack",
             to_place: int = 0, hands: dict | None = None, seed: int = 0,
             **options) -> RiskState:
    if players == 3 and variant.startswith("two"):
        players = 2
    opts = {"variant": variant, "players": players}
    opts.update(options)
    s = RiskState(opts, seed)
    holdings = dict(holdings or {})
    if rest is None:
        rest = players - 1 if current != players - 1 else 0
    # every card back in the deck first
    s.deck = sorted(set(range(len(CARD_NAMES))))
    s.discard = []
    for h in s.hands:
        h.clear()
    if s.ncards is not None:
        for h in s.ncards:
            h.clear()
    s.owner = [-1] * N_TERRITORIES
    s.armies = [0] * N_TERRITORIES
    s.tcount = [0] * len(s.tcount)
    for t in range(N_TERRITORIES):
        name = list(INDEX)[t]
        spec = holdings.get(name, (rest, 1))
        if s.teams and isinstance(spec, dict):
            for q in range(s.n):
                s.stacks[t][q] = spec.get(q, 0)
            s.owner[t] = -1
            s._refresh_team_owner(t)
            continue
        unit, armies = spec
        s._set_owner(t, unit, armies)
    s.tcount = [s.owner.count(u) for u in range(len(s.tcount))]
    if s.teams:
        s.alive = [any(s.stacks[t][q] for t in range(N_TERRITORIES)) for q in range(s.n)]
    else:
        s.alive = [c > 0 for c in s.tcount]
    for holder, names in (hands or {}).items():
        give(s, holder, *names)
    s.current = current
    s.phase = phase
    s.to_place = to_place
    s.turn = max(s.turn, 1)
    s.placed_any = False
    s.setup_left = [0] * len(s.setup_left)
    s.invalidate()
    return s


def give(state: RiskState, holder: int, *names, neutral: bool = False) -> None:
    """Move cards from the deck to a hand (or a neutral's stack of bribes)."""
    for nm in names:
        c = nm if isinstance(nm, int) else card(nm)
        if c in state.deck:
            state.deck.remove(c)
        elif c == JOKER_IDS[0] and JOKER_IDS[1] in state.deck:
            c = JOKER_IDS[1]
            state.deck.remove(c)
        (state.ncards if neutral else state.hands)[holder].append(c)
    state.invalidate()


def play(state: RiskState, *actions: str) -> RiskState:
    for a in actions:
        state.apply(a)
    return state


def permute_hidden(state, seat: int, rng):
    """A copy of a Risk position in which what ``seat`` cannot know is dealt anew: the
    other hands, the cards given to neutrals and the pile exchanged and reshuffled, the
    other players' secret missions exchanged with the unused ones."""
    s = state.clone()
    own = s._holder(seat)
    others = [k for k in range(len(s.hands)) if k != own]
    pool = list(s.deck)
    for k in others:
        pool.extend(s.hands[k])
    if s.ncards is not None:
        for h in s.ncards:
            pool.extend(h)
    rng.shuffle(pool)
    pos = 0
    for k in others:
        n = len(s.hands[k])
        s.hands[k] = pool[pos:pos + n]
        pos += n
    if s.ncards is not None:
        for j, h in enumerate(s.ncards):
            s.ncards[j] = pool[pos:pos + len(h)]
            pos += len(h)
    s.deck = pool[pos:]
    if s.missions is not None:
        for r, pile in enumerate(PILES):
            secret = [q for q in range(s.n) if q != seat and not s.claimed[q][r]
                      and sum(s.claimed[q]) < 3]
            seen = {s.missions[q][r] for q in range(s.n) if q not in secret}
            free = [m for m in pile if m not in seen]
            rng.shuffle(free)
            for q in secret:
                s.missions[q][r] = free.pop()
    s._legal = None
    return s
