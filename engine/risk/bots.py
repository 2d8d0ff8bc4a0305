"""Risk bots: ``easy`` and ``hard`` (``random`` comes with engine.bots), for every
variant: classic, the 2-player games (passive and active neutrals: bribes, allies),
Risk - Missions and the team game.

A bot sees its seat's ``observe()`` only; it reads the position through a sample of it
(:func:`engine.risk.determinize.determinize`: the cards and missions it cannot see are
dealt at random; nothing it decides depends on them) to use the game's own helpers
(reinforcements, connected territories). Each decision is made afresh from the position
(no memory between decisions): a plan for the turn is worked out again each time, so
that the placements, attacks and moves of one turn follow the same plan.

**easy** - a plain, readable player: trades a set as soon as it can, puts its armies on
its border territory that faces the weakest neighbour, attacks while it has two armies
more than the defender, moves its armies up to the front, defends with all its dice,
shows a completed mission at once, rolls for its allies, bribes nobody.

**hard** - every attack is priced with the exact conquest odds (:mod:`.odds`) against
the worth of the territory: a continent completed or broken (its bonus), a card for the
turn's first conquest, a player eliminated (their cards), its own missions, the weakest
enemy player in the team game; the continents it holds are defended where the enemy
stacks stand; reinforcements go where the best attacks of the turn start; sets are traded
when they are worth it (fixed-value games: the best set, and not a poor one early);
interior armies are fortified to the front. Team game: attacks the weakest enemy
player (one beaten player loses the game for the team) and shields its weakest teammate.
2-player games: fights the opponent rather than the neutrals; with active neutrals it
bribes the neutrals next to the opponent with spare cards, reinforces and attacks with
its allies.
"""

from __future__ import annotations

from engine.bots import Bot, register
from engine.core import Action

from .board import ADJ, CONTINENT_BONUS, CONTINENT_MEMBERS, CONTINENT_NAMES, CONTINENT_OF
from .board import INDEX, N_TERRITORIES
from .determinize import determinize
from .missions import BY_ID as MISSION_BY_ID, RANKS
from .names import NEUTRAL_NAMES
from .odds import conquest_odds
from .state import RiskState

CARD_WORTH = 2.5         # a territory card (the turn's first conquest)


class Reader:
    """The position from the point of view of player ``p`` (the one deciding)."""

    def __init__(self, s, p: int, hard: bool):
        self.s, self.p, self.hard = s, p, hard
        self.n = s.n
        owner = s.owner
        self.teams = s.teams
        self.two = s.two
        self.active = s.active
        self.dmax = getattr(s, "defender_max", True)
        if self.teams:
            team = p % 2
            self.friend = [o >= 0 and o % 2 == team for o in owner]
        elif self.active:
            self.friend = [o == p or (o >= 2 and s.ally[o - 2] == p) for o in owner]
        else:
            self.friend = [o == p for o in owner]
        self.mine = [o == p for o in owner]
        # enemy armies able to attack each territory next turn
        self.threat = [0] * N_TERRITORIES
        for t in range(N_TERRITORIES):
            if self.friend[t]:
                continue
            if not self._hostile_unit(owner[t]):
                continue
            for u in ADJ[t]:
                if self.friend[u]:
                    self.threat[u] += max(0, s.armies[t] - 1)
        self.border = [self.friend[t] and any(not self.friend[u] for u in ADJ[t])
                       for t in range(N_TERRITORIES)]
        self.weakest_enemy = self._weakest_enemy()

    def _hostile_unit(self, unit: int) -> bool:
        """May the armies of ``unit`` attack us (neutrals never do, except an active
        neutral allied to the opponent)?"""
        s = self.s
        if unit < 0:
            return False
        if self.two and unit >= 2:
            return bool(self.active) and s.ally[unit - 2] not in (-1, self.p)
        return True

    def _weakest_enemy(self):
        s = self.s
        best, who = None, None
        for q in range(self.n):
            if not s.alive[q] or q == self.p or (self.teams and q % 2 == self.p % 2):
                continue
            total = self.player_armies(q)
            if best is None or total < best:
                best, who = total, q
        return who

    def player_armies(self, q: int) -> int:
        s = self.s
        if self.teams:
            return sum(s.stacks[t][q] for t in range(N_TERRITORIES))
        return sum(s.armies[t] for t in range(N_TERRITORIES) if s.owner[t] == q)

    def usable(self, t: int) -> int:
        """Armies of the deciding player (or its ally there) that stand in ``t``."""
        s = self.s
        if self.teams:
            return s.stacks[t][self.p]
        return s.armies[t]

    # -------------------------------------------------------------- worth of territories
    def continent_share(self, c: int) -> float:
        members = CONTINENT_MEMBERS[c]
        return sum(1 for t in members if self.mine[t]) / len(members)

    def worth(self, b: int) -> float:
        """What taking territory ``b`` is worth (hard: continents, cards, eliminations,
        missions, the team game's weakest enemy; easy: a territory is a territory)."""
        s = self.s
        if not self.hard:
            return 1.0
        v = 1.0
        c = CONTINENT_OF[b]
        members = CONTINENT_MEMBERS[c]
        bonus = CONTINENT_BONUS[c]
        others = [t for t in members if not self.mine[t] and t != b]
        if not others:
            v += 2.0 * bonus                        # completes the continent
        else:
            v += bonus * self.continent_share(c) * 0.6
        o = s.owner[b]
        if all(s.owner[t] == o for t in members):
            v += bonus                              # breaks an enemy's continent
        if s.conquered == 0:
            v += CARD_WORTH
        if o < self.n and o != self.p and not self.teams and s.tcount[o] == 1:
            v += 6 + 2.5 * len(s.hands[o])          # eliminates the player: their cards
        if self.two:
            v += 1.5 if o < 2 else -0.5             # the opponent, rather than neutrals
        if self.teams and self.weakest_enemy is not None:
            q = self.weakest_enemy
            if s.stacks[b][q]:
                # one beaten player loses the game for the whole team
                v += 3.0 + 30.0 / max(1, self.player_armies(q))
        if s.missions_on:
            v += self.mission_worth(b)
        return v

    def mission_worth(self, b: int) -> float:
        s = self.s
        p = self.p
        v = 0.0
        for r in range(len(RANKS)):
            if s.claimed[p][r]:
                continue
            cond = MISSION_BY_ID[s.missions[p][r]]["cond"]
            if "continents" in cond:
                if CONTINENT_NAMES[CONTINENT_OF[b]] in cond["continents"]:
                    v += 3.0
            elif "continents_any" in cond:
                v += 1.5 * self.continent_share(CONTINENT_OF[b])
            elif "territories" in cond or "conquests" in cond:
                v += 1.0
            elif "continents_touched" in cond:
                c = CONTINENT_OF[b]
                have = sum(1 for t in CONTINENT_MEMBERS[c] if self.mine[t])
                if have < cond["each"]:
                    v += 2.0
            elif "eliminated" in cond:
                o = s.owner[b]
                if o < self.n and o == self.weakest_enemy:
                    v += 2.0
        return v

    def attack_value(self, a: int, b: int) -> tuple[float, float]:
        """(value, chance) of attacking ``b`` from ``a`` until it falls."""
        s = self.s
        att = self.usable(a) if not self.teams else min(s.stacks[a][self.p] + 1, s.armies[a])
        if att < 2:
            return -1.0, 0.0
        odds = conquest_odds(att, s.armies[b], 1, self.dmax)
        p = odds["win"]
        lost = att - odds["attackers_left"]
        killed = s.armies[b] - odds["defenders_left"]
        return p * self.worth(b) + 0.25 * (killed - lost), p

    # -------------------------------------------------------------- where armies go
    def staging(self) -> int | None:
        """The own territory from which the turn's attacks are best launched."""
        s = self.s
        best, where = None, None
        for t in range(N_TERRITORIES):
            if not self.mine[t] or not self.border[t]:
                continue
            for b in ADJ[t]:
                if self.friend[b]:
                    continue
                if self.hard:
                    v = self.worth(b) / (1 + s.armies[b]) + 0.02 * s.armies[t]
                else:
                    v = (s.armies[t] + 1) / (s.armies[b] + 1)
                if best is None or v > best:
                    best, where = v, t
        return where

    def defence_needs(self) -> dict:
        """Hard: {territory: armies missing} on the borders of the continents held (or
        nearly held) where enemy stacks stand; team game: the weakest teammate too."""
        s = self.s
        out = {}
        if not self.hard:
            return out
        for c, members in enumerate(CONTINENT_MEMBERS):
            if self.continent_share(c) < 0.99:
                continue
            for t in members:
                if self.border[t] and self.threat[t] > s.armies[t]:
                    out[t] = max(out.get(t, 0), int(0.8 * self.threat[t]) - s.armies[t] + 1)
        if self.teams:
            weakest, low = None, None
            for q in range(self.n):
                if q % 2 == self.p % 2 and q != self.p and s.alive[q]:
                    a = self.player_armies(q)
                    if low is None or a < low:
                        weakest, low = q, a
            if weakest is not None and low is not None and low < 8:
                spots = [t for t in range(N_TERRITORIES) if s.stacks[t][weakest]]
                spots.sort(key=lambda t: -self.threat[t])
                for t in spots[:1]:
                    out[t] = out.get(t, 0) + max(2, self.threat[t] - s.armies[t] + 2)
        return {t: k for t, k in out.items() if k > 0}


# ------------------------------------------------------------------ choosing
def _pick_place(legal, t_name: str, want: int):
    """The placement ``place:T:N`` on ``t_name`` closest to ``want`` from below (the
    smallest offered when none is below)."""
    best, best_n = None, None
    for a in legal:
        act = Action(a)
        if act.verb != "place" or len(act.args) != 2 or act.args[0] != t_name:
            continue
        n = int(act.args[1])
        if n <= want and (best_n is None or n > best_n or best_n > want):
            best, best_n = a, n
        elif best is None:
            best, best_n = a, n
    return best


def choose(s, p: int, legal: list, hard: bool, rng) -> str:
    """The bot's action among ``legal`` (both levels)."""
    r = Reader(s, p, hard)
    phase = s.phase
    verbs = {}
    for a in legal:
        verbs.setdefault(Action(a).verb, []).append(a)
    # a completed mission is shown at once (Risk - Missions)
    for a in verbs.get("claim", ()):
        if Action(a).arg in RANKS:
            return a
    handler = _HANDLERS.get(phase)
    if handler is not None:
        a = handler(r, legal, verbs, rng)
        if a is not None and a in legal:
            return a
    return _default(legal, verbs)


def _default(legal, verbs):
    for v in ("end_attack", "end_turn", "done", "stop", "pass"):
        if v in verbs:
            return verbs[v][0]
    return legal[0]


def _claim(r, legal, verbs, rng):
    """Initial deployment: the continent where the player is strongest (smaller
    continents first), next to its own territories."""
    s = r.s
    best, best_a = None, None
    for a in verbs.get("claim", ()):
        t = INDEX.get(Action(a).rest)
        if t is None:
            continue
        c = CONTINENT_OF[t]
        members = CONTINENT_MEMBERS[c]
        mine = sum(1 for u in members if s.owner[u] == r.p)
        theirs = sum(1 for u in members if s.owner[u] >= 0 and s.owner[u] != r.p)
        v = (mine - theirs) / len(members) + 1.0 / len(members)
        v += 0.1 * sum(1 for u in ADJ[t] if s.owner[u] == r.p)
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _setup_place(r, legal, verbs, rng):
    """Initial placement, one army: the hard bot's defence needs, else the staging
    territory (the border facing the best target)."""
    needs = r.defence_needs()
    names = {Action(a).rest: a for a in verbs.get("place", ())}
    from .board import NAMES
    for t, _k in sorted(needs.items(), key=lambda x: -x[1]):
        if NAMES[t] in names:
            return names[NAMES[t]]
    t = r.staging()
    if t is not None and NAMES[t] in names:
        return names[NAMES[t]]
    return None


def _setup_neutral(r, legal, verbs, rng):
    """2-player setup: a neutral army goes where it blocks the opponent most (next to
    the opponent's territories)."""
    s = r.s
    best, best_a = None, None
    for a in verbs.get("place", ()):
        t = INDEX.get(Action(a).arg)
        if t is None:
            continue
        v = sum(s.armies[u] for u in ADJ[t] if s.owner[u] == 1 - r.p) \
            - sum(1 for u in ADJ[t] if s.owner[u] == r.p)
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _reinforce(r, legal, verbs, rng):
    s = r.s
    trades = verbs.get("trade", ())
    if trades:
        forced = not verbs.get("place")
        best = max(trades, key=lambda a: _set_value(s, a))
        if forced or not r.hard or not s.fixed_sets:
            return best
        hand = s.hands[s._holder(r.p)]
        if _set_value(s, best) >= 8 or len(hand) >= 5:
            return best
    if not verbs.get("place"):
        return None
    from .board import NAMES
    left = s.to_place
    needs = r.defence_needs()
    if needs:
        t, k = max(needs.items(), key=lambda x: x[1])
        a = _pick_place(legal, NAMES[t], min(k, left))
        if a:
            return a
    if r.hard and s.missions_on:
        t = _mission_stack(r)
        if t is not None:
            a = _pick_place(legal, NAMES[t], left)
            if a:
                return a
    t = r.staging()
    if t is not None:
        a = _pick_place(legal, NAMES[t], left)
        if a:
            return a
    return None


def _mission_stack(r):
    """Missions "n armies in one territory": the safest own stack grows."""
    s = r.s
    for rank in range(len(RANKS)):
        if s.claimed[r.p][rank]:
            continue
        cond = MISSION_BY_ID[s.missions[r.p][rank]]["cond"]
        if "stack" in cond:
            own = [t for t in range(N_TERRITORIES) if r.mine[t]]
            if own:
                return max(own, key=lambda t: s.armies[t] - r.threat[t] * 0.3)
    return None


def _set_value(s, action: str) -> int:
    try:
        cards = s._parse_cards(Action(action).rest, s.hands[s._holder(s.current)])
        return s._set_value(cards)
    except Exception:                                   # noqa: BLE001 - a label only
        return 0


def _attack(r, legal, verbs, rng):
    s = r.s
    options = verbs.get("assault", []) + verbs.get("attack", [])
    best, best_a = None, None
    seen = set()
    for a in options:
        act = Action(a)
        if len(act.args) != 2:
            continue
        src, dst = INDEX.get(act.args[0]), INDEX.get(act.args[1])
        if src is None or dst is None or (src, dst) in seen:
            continue
        seen.add((src, dst))
        if r.hard:
            v, p = r.attack_value(src, dst)
            first = s.conquered == 0
            ok = p >= (0.45 if first else 0.6) and v > 0.8
        else:
            att, dfd = s.armies[src], s.armies[dst]
            v = att - dfd
            ok = att >= dfd + 2 and (not r.two or s.owner[dst] < 2 or att >= dfd + 4)
        if ok and (best is None or v > best):
            best = v
            assault = f"assault:{act.args[0]}:{act.args[1]}"
            best_a = assault if assault in legal else f"attack:{act.args[0]}:{act.args[1]}"
    if best_a is not None:
        return best_a
    return verbs.get("end_attack", [None])[0] or verbs.get("stop", [None])[0]


def _dice(r, legal, verbs, rng):
    """The most dice (one battle at a time: the attack is judged again after each)."""
    dice = verbs.get("dice", ())
    if dice:
        return max(dice, key=lambda a: int(Action(a).arg))
    return None


def _defend(r, legal, verbs, rng):
    d = verbs.get("defend", ())
    return max(d, key=lambda a: int(Action(a).arg)) if d else None


def _move(r, legal, verbs, rng):
    """After a conquest: everything forward when the territory left behind faces no
    other enemy; otherwise (hard) keep what that territory's threat asks for."""
    s = r.s
    moves = [a for a in verbs.get("move", ()) if Action(a).number is not None]
    if not moves:
        return verbs.get("count", [None])[0]
    nums = sorted(Action(a).number for a in moves)
    a_src, b_dst = s.att[0], s.att[1]
    lo, hi = nums[0], nums[-1]
    behind = any(not r.friend[u] and u != b_dst for u in ADJ[a_src])
    ahead = any(not r.friend[u] for u in ADJ[b_dst] if u != a_src)
    if not behind or not r.hard:
        want = hi if (ahead or not behind) else lo
    elif not ahead:
        want = lo
    else:
        keep = min(hi, max(1, int(0.6 * r.threat[a_src])))
        want = max(lo, hi - keep + 1)
    if want not in nums and "count" in verbs:
        return "count"
    return min(moves, key=lambda a: abs(Action(a).number - want))


def _fortify(r, legal, verbs, rng):
    """Interior armies go to the front: the biggest interior stack to the connected
    border territory with most threat (or the staging territory)."""
    s = r.s
    pairs = {}
    for a in verbs.get("fortify", ()):
        act = Action(a)
        if len(act.args) == 2:
            pairs[(INDEX.get(act.args[0]), INDEX.get(act.args[1]))] = a
    if not pairs:
        return None
    stage = r.staging()
    best, best_a = None, None
    for (src, dst), a in pairs.items():
        if src is None or dst is None:
            continue
        if r.border[src] or not r.border[dst]:
            continue
        movable = r.usable(src) - 1
        if movable < 1:
            continue
        v = movable * (1 + (r.threat[dst] > s.armies[dst]) + (dst == stage))
        if best is None or v > best:
            best, best_a = v, a
    return best_a or verbs.get("end_turn", [None])[0]


def _fortify_count(r, legal, verbs, rng):
    moves = [a for a in verbs.get("move", ()) if Action(a).number is not None]
    return max(moves, key=lambda a: Action(a).number) if moves else None


def _bribe(r, legal, verbs, rng):
    """Active 2-player game (hard): a spare card to the strongest neutral next to the
    opponent, keeping three cards for a set."""
    if not r.hard:
        return "done" if "done" in legal else None
    s = r.s
    hand = s.hands[r.p]
    if len(hand) < 4:
        return "done" if "done" in legal else None
    best, best_a = None, None
    for a in verbs.get("bribe", ()):
        nname = Action(a).args[0]
        k = NEUTRAL_NAMES.index(nname) if nname in NEUTRAL_NAMES else None
        if k is None:
            continue
        u = 2 + k
        v = sum(s.armies[t] for t in range(N_TERRITORIES) if s.owner[t] == u
                and any(s.owner[x] == 1 - r.p for x in ADJ[t]))
        if v and (best is None or v > best):
            best, best_a = v, a
    return best_a or ("done" if "done" in legal else None)


def _allies(r, legal, verbs, rng):
    a = verbs.get("ally", ())
    return a[0] if a else "done"


def _ally_place(r, legal, verbs, rng):
    """An ally's armies go to its territory facing the opponent's weakest."""
    s = r.s
    best, best_a = None, None
    from .board import NAMES
    for a in verbs.get("place", ()):
        act = Action(a)
        t = INDEX.get(act.args[0])
        if t is None:
            continue
        v = sum(1.0 / (1 + s.armies[u]) for u in ADJ[t] if s.owner[u] == 1 - r.p)
        if best is None or v > best:
            best, best_a = v, act.args[0]
    if best_a is None:
        return None
    return _pick_place(legal, best_a, s.to_place)


def _ally_fortify(r, legal, verbs, rng):
    return "end_turn" if "end_turn" in legal else None


def _claim_end(r, legal, verbs, rng):
    return "pass" if "pass" in legal else None


_HANDLERS = {"claim": _claim, "setup_place": _setup_place, "setup_neutral": _setup_neutral,
             "reinforce": _reinforce, "attack": _attack, "invasion": _attack,
             "dice": _dice, "defend": _defend, "move": _move, "fortify": _fortify,
             "fortify_count": _fortify_count, "bribe": _bribe, "allies": _allies,
             "ally_place": _ally_place, "ally_fortify": _ally_fortify,
             "ally_fortify_count": _fortify_count, "claim_end": _claim_end}


class _RiskBot(Bot):
    game = "risk"
    HARD = False

    def decide(self, observed, rng):
        view = observed["view"]
        s = determinize(view, rng, RiskState)
        return choose(s, observed["viewer"], observed["legal"], self.HARD, rng)


class EasyBot(_RiskBot):
    level = "easy"


class HardBot(_RiskBot):
    level = "hard"
    HARD = True


register("risk", "easy", EasyBot)
register("risk", "hard", HardBot)

__all__ = ["EasyBot", "HardBot", "choose"]
