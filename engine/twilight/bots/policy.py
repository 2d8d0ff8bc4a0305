"""Choices of the Twilight Struggle bots on a full position (a sampled one: the bots
never hold the real State).

* :func:`fast_choice` - cheap, for every decision: priced one option at a time without
  copying the position where it can (an influence point, a coup with its six rolls, a
  realignment with its 36), the card to play from estimates (:func:`card_uses`). It plays
  the sub-decisions of every plan and both sides in look-aheads.
* :func:`heuristic_choice` - the easy bot: :func:`fast_choice`, the few best cards by the
  estimates played out (:func:`plan_value`), as are the few ways to use the card
  chosen, and the DEFCON safety filter.
* :func:`planned_choice` - the medium bot (and the hard bot's small decisions): every
  plan of the decision (a card with each of its uses, how to use operations, which
  headline...) is played out on a copy to the end of the action round with
  :func:`fast_choice`, with dice of its own (a few streams when dice are rolled), and
  priced with :func:`.evaluate.evaluate` (:func:`score_plans`); never a plan that loses
  to DEFCON 1 (:func:`.safety.plan_unsafe`) unless all do.
* :func:`refined_choice` and :func:`threat` - the hard bot's additions: an influence
  point or a coup target chosen by playing the best few out, and every plan priced
  with the opponent's best answer.

The Deluxe decisions (docs/twilight/editions.md): the handicap's points and NORAD's
point are priced like setup points (their board value); the Chinese Civil War space is
worth a third of the China Card per point (``score_points``; ``evaluate`` counts the
USSR's influence there the same way); Our Man in Tehran discards the cards looked at
that would serve the USSR, worst first (:func:`_fast_tehran`); Aldrich Ames Remix
discards the US card worth most to the US (:func:`card_worth`). The others (The
Cambridge Five's and Special Relationship's country, Che's targets, the optional
operations, Junta's coup or realignment) go through the general one-ply look-ahead.
"""

from __future__ import annotations

from engine.core import Rng

from .. import board as B
from .. import cards as C
from .. import space as SP
from .. import ops as O
from ..ops import (accessible, coup_modifier, coup_targets, ops_value, place_cost,
                   realign_modifier, realign_targets)
from ..play import event_allowed, space_allowed
from .evaluate import WIN, Board, evaluate, milops_term, region_weights, sign
from . import evaluate as EV
from .safety import plan_unsafe, safe_options, side_to_move, slot_of

USSR, US = B.USSR, B.US
INDEX = B.INDEX
NAMES = B.NAMES
STAB = B.STABILITY
BG = B.BATTLEGROUND
SCORING = C.SCORING
CHINA = C.CHINA

#: own events are worth this much more than their operations (estimate, fast policy)
EVENT_FACTOR = 1.15
#: decisions the easy bot prices plan by plan (few options, big consequences)
PLANNED = frozenset(("play", "use", "ops", "timing", "headline", "choice", "discard",
                     "space_discard", "space_roll"))
MAX_STEPS = 80
#: events that may lower DEFCON with the card's player responsible (8.1.3): Duck and
#: Cover, Korean War, Olympic Games (a boycott), We Will Bury You, KAL-007
DEFCON_DROP = frozenset((4, 11, 20, 50, 89))
#: opponent's events that give the opponent operations of the card (its coups are then
#: the card player's responsibility): CIA Created, Lone Gunman, Grain Sales
OPS_GIVERS = frozenset((26, 62, 67))
#: the easy bot's decisions of few options played out rather than estimated
SMALL = frozenset(("use", "timing", "ops", "space_roll"))
#: plans the smart choice of a card plays out (the best by the estimates)
SHORTLIST = 6




# ------------------------------------------------------------------ pricing pieces
def board_for(state, side, weights=None) -> Board:
    return Board(state.inf, side, weights or region_weights(state, side))


def coup_value(state, side: int, i: int, ops: int, free: bool, board: Board) -> float:
    """Expected change of the evaluation from a coup by ``side`` in ``i`` with ``ops``
    operations (6.3): the six rolls, the military operations credited, DEFCON."""
    inf = board.inf
    m0, t0 = inf[side][i], inf[1 - side][i]
    mod = coup_modifier(state, side, i)
    total = 0.0
    for roll in range(1, 7):
        net = roll + ops + mod - 2 * STAB[i]
        if net <= 0:
            continue
        removed = min(net, t0)
        mine, theirs = m0 + net - removed, t0 - removed
        if side == USSR:
            total += board.set_both(i, mine, theirs)
        else:
            total += board.set_both(i, theirs, mine)
    value = total / 6
    # military operations (8.2.3) and DEFCON (6.3.4)
    before = milops_term(state, side)
    old_milops, old_defcon = state.milops[side], state.defcon
    if not free:
        state.milops[side] = old_milops + ops
    if BG[i]:
        owner = state.defcon_owner if state.defcon_owner is not None else side
        if old_defcon - 1 <= 1:
            state.milops[side] = old_milops
            return -WIN if owner == side else WIN
        state.defcon = old_defcon - 1
    value += milops_term(state, side) - before
    state.milops[side], state.defcon = old_milops, old_defcon
    return value


_REALIGN_DIFFS = {}
for _ra in range(1, 7):
    for _ro in range(1, 7):
        _REALIGN_DIFFS[_ra - _ro] = _REALIGN_DIFFS.get(_ra - _ro, 0) + 1


def realign_value(state, side: int, i: int, board: Board) -> float:
    """Expected change of the evaluation from one realignment roll (6.2.2, 36 rolls)."""
    shift = realign_modifier(state, side, i) - realign_modifier(state, 1 - side, i)
    no_loss = state.options.get("realign_no_loss")
    total = 0.0
    for d0, k in _REALIGN_DIFFS.items():
        d = d0 + shift
        if d > 0:
            total += k * board.delta(1 - side, i, -d)
        elif d < 0 and not no_loss:
            total += k * board.delta(side, i, d)
    return total / 36


def greedy_influence(state, side: int, points: int, weights, access=None) -> list:
    """The values of placing 0..``points`` operations point by point where each does
    most (6.1: each point's cost re-evaluated), on a copy of the board: a list whose
    entry ``k`` is the value of ``k`` points."""
    board = Board(state.inf, side, weights)
    if access is None:
        access = accessible(state, side)
    mine, theirs = board.inf[side], board.inf[1 - side]
    out = [0.0]
    total = 0.0
    left = points
    while left > 0:
        best, best_i, best_cost = 0.0, None, 1
        for i in access:
            st = STAB[i]
            cost = 2 if theirs[i] >= st and theirs[i] - mine[i] >= st else 1
            if cost > left:
                continue
            d = board.delta(side, i, 1) / cost
            if best_i is None or d > best:
                best, best_i, best_cost = d, i, cost
        if best_i is None:
            break
        total += board.add(side, best_i, 1)
        left -= best_cost
        out.extend([total] * best_cost)
    while len(out) <= points:
        out.append(total)
    return out


def best_coup(state, side: int, ops: int, board: Board, free=False, countries=None,
              ignore_defcon=False):
    """(value, country) of the best coup for ``side`` now, or (None, None)."""
    best, where = None, None
    for i in coup_targets(state, side, countries, free=free, ignore_defcon=ignore_defcon):
        v = coup_value(state, side, i, ops, free, board)
        if best is None or v > best:
            best, where = v, i
    return best, where


class Prices:
    """Per position, cached estimates of what operations are worth to each side."""

    MAX_POINTS = 6

    def __init__(self, state, side):
        self.state = state
        self.side = side
        self.weights = {s: region_weights(state, s) for s in (USSR, US)}
        self._boards = {}
        self._inf = {}
        self._coup = {}

    def board(self, side) -> Board:
        b = self._boards.get(side)
        if b is None:
            b = self._boards[side] = Board(self.state.inf, side, self.weights[side])
        return b

    def influence(self, side, points):
        row = self._inf.get(side)
        if row is None:
            row = self._inf[side] = greedy_influence(self.state, side, self.MAX_POINTS,
                                                     self.weights[side])
        return row[min(points, self.MAX_POINTS)]

    def coup(self, side, points):
        key = (side, points)
        if key not in self._coup:
            v, _ = best_coup(self.state, side, points, self.board(side))
            self._coup[key] = v
        return self._coup[key]

    def ops(self, side, points):
        """What ``points`` operations are worth to ``side`` (influence or a coup)."""
        v = self.influence(side, points)
        c = self.coup(side, points)
        return v if c is None or c < v else c

    def event(self, side, card):
        """Estimated value of ``card``'s event for its owner ``side``."""
        return EVENT_FACTOR * self.influence(side, max(1, C.OPS[card])) + 0.3


def scoring_value(state, side: int, card: int) -> float:
    region = C.SCORING_REGION[card]
    sg = sign(side)
    if region == "Southeast Asia":
        from ..scoring import score_southeast_asia
        return sg * score_southeast_asia(state.inf)
    from ..scoring import score_region
    vp, winner = score_region(state.inf, region)
    if winner is not None:
        return WIN if winner == side else -WIN
    return sg * vp


def space_value(state, side: int) -> float:
    box = state.space[side] + 1
    if box > SP.FINAL:
        return 0.0
    b = SP.SPACE[box]
    first = state.space[1 - side] < box
    vp = b.first_vp if first else b.second_vp
    bonus = 1.0 if (b.ability and first) else 0.0
    return b.max_roll / 6 * (vp + bonus)


def card_uses(state, side: int, card: int, prices: Prices) -> list:
    """[(use, estimated value)] of playing ``card`` in an action round (fast policy)."""
    out = []
    if card != CHINA and SCORING[card]:
        return [("event", scoring_value(state, side, card))]
    pts = ops_value(state, side, card)
    opp_event = card != CHINA and C.is_opponents(card, side)
    hand_cost = 0.0 if card == CHINA else (0.1 if opp_event else 0.3) * C.OPS[card]
    if card == CHINA:
        hand_cost = 2 * EV.CHINA * (0.9 if state.china_up else 0.7)
    brink = state.defcon <= 2
    if event_allowed(state, side, card) is None:
        v = prices.event(side, card) - hand_cost
        out.append(("event", -WIN if brink and card in DEFCON_DROP else v))
    harm = prices.event(1 - side, card) if opp_event and \
        event_allowed(state, 1 - side, card) is None else 0.0
    if brink and opp_event and (card in DEFCON_DROP or card in OPS_GIVERS):
        harm = WIN
    bonus = 1 if card == CHINA else 0
    out.append(("ops", prices.ops(side, pts + bonus) - harm - hand_cost))
    if space_allowed(state, side, card) is None:
        out.append(("space", space_value(state, side) - hand_cost))
    return out


# ------------------------------------------------------------------ the fast policy
def fast_choice(state, side: int, legal: list, rng: Rng, prices: Prices | None = None) -> str:
    """A cheap, reasonable choice among ``legal`` for ``side`` (see the module)."""
    if len(legal) == 1:
        return legal[0]
    f = state.stack[-1] if state.stack else {}
    kind = f.get("kind")
    handler = _FAST.get(kind)
    if handler is not None:
        a = handler(state, f, side, legal, rng, prices)
        if a is not None:
            return a
    return one_ply(state, side, legal, rng)


#: points available if the next point goes to country i (name kept across versions)
_total_if = getattr(O, "total_if", None) or getattr(O, "_total_if")
#: the look-ahead under way: [inside a one-ply look-ahead, smart card choices allowed
#: (the play-outs of the hard bot's later action rounds, the easy bot's own choice),
#: how many cards the smart choice plays out]
_NESTED = [0, 0, SHORTLIST]


def one_ply(state, side, legal, rng, limit=24) -> str:
    """The option whose result evaluates best (a copy per option). With few options
    the decider's own next decisions of the action round are played out first (with
    the fast policy, not nested further): an option's worth often shows only then (an
    event's operations, a coup)."""
    cands = legal if len(legal) <= limit else \
        [legal[k] for k in sorted(_sample(len(legal), limit, rng))]
    best, best_a = None, cands[0]
    seed = rng.randbelow(1 << 62)
    follow = len(cands) <= 4 and not _NESTED[0]
    for a in cands:
        c = state.clone()
        c.rng = Rng(seed)
        slot = slot_of(c)
        c.apply_unchecked(a)
        if follow:
            _NESTED[0] += 1
            try:
                steps = 0
                while not c.over and steps < 30 and slot_of(c) == slot and \
                        side_to_move(c) == side:
                    c.apply_unchecked(fast_choice(c, side, c.legal_actions(), rng))
                    steps += 1
            finally:
                _NESTED[0] -= 1
        v = evaluate(c, side)
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _sample(n, k, rng):
    idx = list(range(n))
    rng.shuffle(idx)
    return idx[:k]


def _country_actions(legal, verbs):
    """[(action, verb, country index)] of the actions ``verb:Country`` among ``legal``
    (other actions, such as a card's anytime action, are left out)."""
    out = []
    for a in legal:
        verb, _, name = a.partition(":")
        if verb in verbs:
            i = INDEX.get(name)
            if i is not None:
                out.append((a, verb, i))
    return out


def _best(scores: dict):
    return max(scores, key=scores.get) if scores else None


def score_points(state, f, side, legal, prices=None) -> dict:
    """{action: value} of an operations point (influence 6.1, realignment 6.2)."""
    board = prices.board(side) if prices else board_for(state, side)
    out = {}
    for a, verb, i in _country_actions(legal, ("inf", "realign")):
        if verb == "inf":
            v = board.delta(side, i, 1) / place_cost(state, side, i)
        else:
            v = realign_value(state, side, i, board)
        out[a] = v + 0.001 * BG[i]
    if CIVIL_WAR_ACTION in legal:
        # the Chinese Civil War (12): a third of the China Card per point (the last
        # one claims it, face up)
        out[CIVIL_WAR_ACTION] = EV.CHINA / 3 + 0.01
    return out


#: the operations point placed in the Chinese Civil War space (12, engine.twilight.ops)
CIVIL_WAR_ACTION = "inf:Chinese Civil War"


def score_setup(state, f, side, legal, prices=None) -> dict:
    board = board_for(state, side)
    return {a: board.delta(side, i, 1) + 0.001 * BG[i]
            for a, verb, i in _country_actions(legal, ("inf",))}


def score_coup(state, f, side, legal, prices=None) -> dict:
    board = prices.board(side) if prices else board_for(state, side)
    return {a: coup_value(state, side, i, _total_if(f, i), f.get("free", False), board)
            for a, verb, i in _country_actions(legal, ("coup",))}


def score_free_realign(state, f, side, legal, prices=None) -> dict:
    board = board_for(state, side)
    return {a: realign_value(state, side, i, board)
            for a, verb, i in _country_actions(legal, ("realign",))}


#: decisions priced one option at a time without copying the position
SCORERS = {"points": score_points, "setup": score_setup, "coup": score_coup,
           "free_realign": score_free_realign,
           # one influence point where the side has influence: the handicap (11.1.4.1),
           # NORAD's placement (106)
           "handicap": score_setup, "c106_place": score_setup}


def _fast_points(state, f, side, legal, rng, prices):
    return _best(score_points(state, f, side, legal, prices))


def _fast_setup(state, f, side, legal, rng, prices):
    return _best(score_setup(state, f, side, legal, prices))


def _fast_coup(state, f, side, legal, rng, prices):
    return _best(score_coup(state, f, side, legal, prices))


def _fast_free_realign(state, f, side, legal, rng, prices):
    return _best(score_free_realign(state, f, side, legal, prices))


def _fast_ops(state, f, side, legal, rng, prices):
    weights = prices.weights[side] if prices else region_weights(state, side)
    board = prices.board(side) if prices else Board(state.inf, side, weights)
    pts = f["points"] + sum(b[1] for b in f.get("bonuses", ()))
    values = {}
    if "influence" in legal:
        values["influence"] = greedy_influence(state, side, pts, weights)[pts]
    if "coup" in legal:
        v, _ = best_coup(state, side, pts, board, free=f.get("free", False))
        if v is not None:
            values["coup"] = v
    if "realign" in legal:
        best = None
        for i in realign_targets(state, side):
            v = realign_value(state, side, i, board)
            best = v if best is None or v > best else best
        if best is not None:
            values["realign"] = best * pts
    if not values:
        return None
    return max(values, key=lambda k: (values[k], k == "influence"))


def _fast_use(state, f, side, legal, rng, prices):
    prices = prices or Prices(state, side)
    uses = dict(card_uses(state, side, f["card"], prices))
    cands = [a for a in legal if a in uses]
    if not cands:
        return None
    return max(cands, key=lambda a: uses[a])


def estimated_plans(state, side, legal, prices) -> list:
    """[(estimate, [card action, use])] for a card to play, best first (fast
    estimates; the scoring cards first when they must be played now)."""
    hand = state.hands[side]
    scoring_held = [c for c in hand if SCORING[c]]
    must_score = scoring_held and len(scoring_held) >= EV.rounds_left(state, side)
    out = []
    for a in legal:
        if a == "pass":
            out.append((0.0, [a]))
        elif a.startswith("card:"):
            card = int(a[5:])
            for use, v in card_uses(state, side, card, prices):
                if must_score and not SCORING[card]:
                    v -= 10 * WIN
                out.append((v, [a, use]))
    out.sort(key=lambda x: -x[0])
    return out


def _fast_play(state, f, side, legal, rng, prices):
    prices = prices or Prices(state, side)
    est = estimated_plans(state, side, legal, prices)
    if not est:
        return None
    if not _NESTED[1]:
        return est[0][1][0]
    # smart: play the best few plans out and keep the best result
    _NESTED[1] -= 1
    try:
        best, best_a = None, None
        for _, plan in est[:_NESTED[2]]:
            v = plan_value(state, plan, side, rng, samples=1)
            if best is None or v > best:
                best, best_a = v, plan[0]
    finally:
        _NESTED[1] += 1
    return best_a


def _fast_headline(state, f, side, legal, rng, prices):
    prices = prices or Prices(state, side)
    best, best_a = None, None
    for a in legal:
        if not a.startswith("headline:"):
            continue
        card = int(a.partition(":")[2])
        brink = state.defcon <= 2
        if SCORING[card]:
            v = scoring_value(state, side, card)
        elif C.is_opponents(card, side):
            v = -prices.event(1 - side, card)
            if brink and (card in DEFCON_DROP or card in OPS_GIVERS):
                v = -WIN
        else:
            v = prices.event(side, card) - 0.3 * C.OPS[card]
            if brink and card in DEFCON_DROP:
                v = -WIN
        if best is None or v > best:
            best, best_a = v, a
    return best_a


def _fast_timing(state, f, side, legal, rng, prices):
    return "event_first" if "event_first" in legal else None


def _fast_bid(state, f, side, legal, rng, prices):
    if "pass" in legal:
        return "pass"
    for a in legal:
        if a.startswith("bid:USSR:"):
            return a
    return None


def _fast_space_roll(state, f, side, legal, rng, prices):
    return "roll" if "roll" in legal else None


def card_worth(state, side: int, card: int, prices) -> float:
    """Roughly what ``card`` is worth to ``side`` when it plays it (or has to): a scoring
    card its region's outlook, its own event, its operations less an opponent's event
    it would trigger."""
    if SCORING[card]:
        return scoring_value(state, side, card)
    if C.is_opponents(card, side):
        return 0.3 * C.OPS[card] - prices.event(1 - side, card)
    return max(prices.event(side, card), 0.3 * C.OPS[card])


def _fast_tehran(state, f, side, legal, rng, prices):
    """108 Our Man in Tehran: discard the cards looked at that would serve the USSR
    (its events, scoring cards of regions it leads), worst first; then done."""
    prices = prices or Prices(state, side)
    worst, worst_a = 0.0, "done"
    for a in legal:
        if a.startswith("discard:"):
            card = int(a[8:])
            v = scoring_value(state, side, card) if SCORING[card] else (
                -prices.event(1 - side, card) if C.SIDE[card] == 1 - side else
                prices.event(side, card) if C.SIDE[card] == side else 0.0)
            if v < worst:
                worst, worst_a = v, a
    return worst_a if worst_a in legal else None


def _fast_ames(state, f, side, legal, rng, prices):
    """111 Aldrich Ames Remix: the USSR discards the US card worth most to the US."""
    prices = prices or Prices(state, side)
    best, best_a = None, None
    for a in legal:
        if a.startswith("discard:"):
            v = card_worth(state, 1 - side, int(a[8:]), prices)
            if best is None or v > best:
                best, best_a = v, a
    return best_a


_FAST = {"points": _fast_points, "setup": _fast_setup, "coup": _fast_coup,
         "free_realign": _fast_free_realign, "ops": _fast_ops, "use": _fast_use,
         "play": _fast_play, "headline": _fast_headline, "timing": _fast_timing,
         "bid": _fast_bid, "space_roll": _fast_space_roll,
         "c108_tehran": _fast_tehran, "c111_discard": _fast_ames,
         "handicap": _fast_setup, "c106_place": _fast_setup}


# ------------------------------------------------------------------ playing plans out
def play_out(c, side: int, rng: Rng, *, slots: int = 0, max_steps: int = MAX_STEPS,
             slot=None, smart: bool = True) -> None:
    """Continue ``c`` with :func:`fast_choice` for both sides until the action round
    ``slot`` (default: the current one) ends, then ``slots`` more; stop at the end of
    the game."""
    if slot is None:
        slot = slot_of(c)
    first = slot
    left = slots
    steps = 0
    prices_for = {}
    while not c.over and steps < max_steps:
        now = slot_of(c)
        if now != slot:
            if left <= 0:
                return
            left -= 1
            slot = now
        who = side_to_move(c)
        legal = c.legal_actions()
        key = (who, len(c.log), len(c.stack), c.ar)
        p = prices_for.get(key)
        if p is None and c.stack and c.stack[-1].get("kind") in ("play", "use", "headline"):
            p = prices_for[key] = Prices(c, who)
        if smart and slot_of(c) != first:
            _NESTED[1] += 1
            try:
                a = fast_choice(c, who, legal, rng, p)
            finally:
                _NESTED[1] -= 1
        else:
            a = fast_choice(c, who, legal, rng, p)
        c.apply_unchecked(a)
        steps += 1


THREAT_OPS = 3          # the operations the opponent is assumed to answer with


def threat(state, side: int, ops: int = THREAT_OPS) -> float:
    """What the opponent's best answer with ``ops`` operations (influence where it does
    most, or the best coup with its six rolls) would take from ``side`` (>= 0)."""
    if state.over:
        return 0.0
    opp = 1 - side
    owner = state.defcon_owner
    state.defcon_owner = opp          # its own coups are its responsibility
    try:
        w = region_weights(state, opp)
        best = greedy_influence(state, opp, ops, w)[ops]
        v, _ = best_coup(state, opp, ops, Board(state.inf, opp, w))
        if v is not None and v > best:
            best = v
    finally:
        state.defcon_owner = owner
    return max(0.0, best)


def plan_value(state, plan: list, side: int, rng: Rng, samples: int = 3,
               slots: int = 0, threat_weight: float = 0.0,
               threat_ops: int = THREAT_OPS) -> float:
    """The mean evaluation after ``plan`` (actions from ``state``) is played out to the
    end of the action round (``slots`` more slots), over up to ``samples`` dice
    streams (one when nothing random happened); less ``threat_weight`` times the
    opponent's best answer (:func:`threat`) when given."""
    seeds = [rng.randbelow(1 << 62) for _ in range(samples)]
    total = 0.0
    for k, seed in enumerate(seeds):
        c = state.clone()
        c.rng = Rng(seed)
        slot = slot_of(c)
        for a in plan:
            if c.over:
                break
            c.apply_unchecked(a)
        play_out(c, side, Rng(seed ^ 0x5A5A), slots=slots, slot=slot)
        total += evaluate(c, side)
        if threat_weight:
            total -= threat_weight * threat(c, side, threat_ops)
        if k == 0 and c.rng.draws == 0:
            return total
    return total / len(seeds)


def plans(state, side: int, legal: list) -> list[list[str]]:
    """The plans of a decision: for a card to play, the card with each of its uses;
    otherwise each option alone."""
    f = state.stack[-1] if state.stack else {}
    if f.get("kind") != "play":
        return [[a] for a in legal]
    out = []
    for a in legal:
        if a == "pass":
            out.append([a])
            continue
        c = state.clone()
        c.apply_unchecked(a)
        if c.over or side_to_move(c) != side or not c.stack or c.stack[-1].get("kind") != "use":
            out.append([a])
            continue
        for u in c.legal_actions():
            out.append([a, u])
    return out


def heuristic_choice(state, side: int, legal: list, rng: Rng,
                     shortlist: int = SHORTLIST) -> str:
    """The easy bot's choice: :func:`fast_choice`, the card to play chosen among the
    ``shortlist`` best by the estimates by playing them out; never a move that loses to
    DEFCON 1 (:func:`.safety.plan_unsafe`) unless every move does."""
    if len(legal) == 1:
        return legal[0]
    f = state.stack[-1] if state.stack else {}
    if f.get("kind") in SMALL and len(legal) <= 3:
        # how to use the card chosen: its few ways played out, as the card was chosen
        return score_plans(state, side, legal, rng, samples=1)[0][1][0]
    options = list(legal)
    keep = _NESTED[2]
    _NESTED[2] = shortlist
    _NESTED[1] += 1
    try:
        while True:
            a = fast_choice(state, side, options, rng)
            if state.defcon > 3 or len(options) == 1 or not plan_unsafe(state, [a], side):
                return a
            options.remove(a)
    finally:
        _NESTED[1] -= 1
        _NESTED[2] = keep


def planned_choice(state, side: int, legal: list, rng: Rng, samples: int = 3,
                   threat_weight: float = 0.0, threat_ops: int = THREAT_OPS) -> str:
    """The medium (and, for small decisions, the hard) bot's choice (see the
    module)."""
    if len(legal) == 1:
        return legal[0]
    f = state.stack[-1] if state.stack else {}
    kind = f.get("kind")
    if kind not in PLANNED and not (len(legal) <= 6 and kind not in _FAST):
        options = safe_options(state, side, legal)
        return fast_choice(state, side, options, rng)
    scored = score_plans(state, side, legal, rng, samples, threat_weight=threat_weight,
                         threat_ops=threat_ops)
    return scored[0][1][0]


def headline_risk(state, side, plan) -> float:
    """A headline that lowers DEFCON with ``side`` responsible (its own event that may
    lower DEFCON, an opponent's event that does or that gives the opponent operations)
    loses the game if the opponent's headline lowers DEFCON first (8.1.3): while the
    opponent may hold such a card, the risk is priced at ``2 * WIN``."""
    f = state.stack[-1] if state.stack else {}
    if f.get("kind") != "headline" or state.defcon > 3 or not plan[0].startswith("headline:"):
        return 0.0
    card = int(plan[0].partition(":")[2])
    if C.is_opponents(card, side):
        risky = card in DEFCON_DROP or card in OPS_GIVERS
    else:
        risky = card in DEFCON_DROP
    if not risky:
        return 0.0
    opp = 1 - side
    theirs = [c for c in DEFCON_DROP if c != 20 and not C.is_opponents(c, opp)]
    possible = set(state.hands[opp]) | set(state.deck)
    if state.headline[opp] is not None:
        possible.add(state.headline[opp])
    return 2 * WIN if any(c in possible for c in theirs) else 0.0


def score_plans(state, side, legal, rng, samples=3, slots=0, need=1, threat_weight=0.0,
                threat_ops=THREAT_OPS):
    """[(value, plan)] best first. At DEFCON 3 or less the best plans are checked for
    DEFCON suicide (:func:`.safety.plan_unsafe`) until ``need`` safe ones are found; an
    unsafe plan is marked down by ``10 * WIN`` and goes last."""
    out = [(plan_value(state, plan, side, rng, samples, slots, threat_weight, threat_ops)
            - headline_risk(state, side, plan), plan)
           for plan in plans(state, side, legal)]
    out.sort(key=lambda x: -x[0])
    if state.defcon > 3:
        return out
    safe, unsafe = [], []
    for k, (v, plan) in enumerate(out):
        if len(safe) >= need:
            safe.extend(out[k:])
            break
        if plan_unsafe(state, plan, side):
            unsafe.append((v - 10 * WIN, plan))
        else:
            safe.append((v, plan))
    return safe + unsafe


def refined_choice(state, side: int, legal: list, rng: Rng, samples: int = 2,
                   shortlist: int = 4, threat_weight: float = 0.0,
                   threat_ops: int = THREAT_OPS):
    """The hard bot's choice of an influence point, a coup or realignment target: the
    ``shortlist`` best options by their direct price are played out to the end of the
    action round and priced with the opponent's best answer (:func:`threat`). None when
    the decision is not of those kinds."""
    f = state.stack[-1] if state.stack else {}
    scorer = SCORERS.get(f.get("kind"))
    if scorer is None:
        return None
    scores = scorer(state, f, side, legal)
    if len(scores) <= 1:
        return _best(scores)
    ok = set(safe_options(state, side, list(scores)))
    ranked = sorted((a for a in scores if a in ok), key=lambda a: -scores[a])[:shortlist]
    best, best_a = None, None
    for a in ranked:
        v = plan_value(state, [a], side, rng, samples, 0, threat_weight, threat_ops)
        if best is None or v > best:
            best, best_a = v, a
    return best_a
