"""Helpers for tests of the bots: random positions of a game, and hidden information
permuted (what a seat cannot know changes, what it sees does not); whole games between
computer players (:func:`bot_record`)."""

from __future__ import annotations

from engine.core import Record, Rng


def random_positions(spec, options: dict, seed: int, count: int, every: int = 7,
                     max_actions: int = 20_000):
    """Up to ``count`` positions (States with a player to move) met while playing
    uniformly random legal actions: one every ``every`` actions (chosen at random
    around it), new games as needed."""
    chooser = Rng(seed ^ 0x7E57)
    out = []
    g = 0
    while len(out) < count and g < 50:
        state = spec.new(options, seed + g)
        g += 1
        steps = 0
        gap = 1 + chooser.randbelow(2 * every)
        while not state.is_over and steps < max_actions and len(out) < count:
            legal = state.legal_actions()
            steps += 1
            gap -= 1
            if gap <= 0 and len(legal) > 1:
                out.append(state.clone())
                gap = 1 + chooser.randbelow(2 * every)
            state.apply_unchecked(legal[chooser.randbelow(len(legal))])
    return out


def permute_twilight(state, side: int, rng: Rng):
    """A copy of a Twilight position in which what ``side`` cannot know is dealt anew:
    the opponent's unrevealed cards and the draw pile exchanged and reshuffled, a secret
    opponent headline swapped for another unknown card."""
    s = state.clone()
    opp = 1 - side
    shown = s.shown[opp]
    known = set()
    if shown:
        known = set(s.hands[opp]) if shown.get("live") else set(shown["cards"])
    free = [c for c in s.hands[opp] if c not in known]
    pool = free + list(s.deck)
    hl = s.headline[opp]
    secret = hl is not None and not s.headline_shown[opp]
    if secret:
        pool.append(hl)
    rng.shuffle(pool)
    k = len(free)
    s.hands[opp] = sorted([c for c in s.hands[opp] if c in known] + pool[:k])
    rest = pool[k:]
    if secret:
        s.headline[opp] = rest.pop()
    s.deck = rest
    s._legal = None
    return s


def permute_risk(state, seat: int, rng: Rng):
    """A copy of a Risk position in which what ``seat`` cannot know is dealt anew: the
    other hands, the cards given to neutrals and the pile exchanged and reshuffled, the
    other players' secret missions exchanged with the unused ones."""
    from engine.risk.missions import PILES
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


def bot_record(game: str, options: dict | None, seed: int, level: str = "easy",
               limit: int | None = None) -> Record:
    """A game between computer players of ``level`` at every seat, to its end (or
    ``limit`` moves): seeded, so the same arguments give the same record (each decision
    with ``Rng(seed * 100_003 + move number)``)."""
    from engine.bots import make_bot
    from engine.games import get_spec
    state = get_spec(game).new(options or {}, seed)
    bots = [make_bot(game, level) for _ in state.players]
    actions = []
    while not state.is_over and (limit is None or len(actions) < limit):
        seat = state.to_move
        action = bots[seat].choose(state.observe(seat), Rng(seed * 100_003 + len(actions)))
        state.apply(action)
        actions.append(action)
    return Record(game, dict(state.options), seed, actions)
