"""How good a Twilight Struggle position is for one side, in VP-like units.

``evaluate(state, side)``: the VP, plus what the board promises (the scoring outlook of
every region, control of battlegrounds and of other countries, progress toward control),
the military operations the turn still requires, the China Card, the scoring cards held
and the cards in hand. It reads only what ``side`` may know of the position (its own
hand, the public piles): in a sampled position the opponent's dealt hand never counts, so
the value does not depend on the sample.

:class:`Board` holds the board part with the counts of every region (10.1.1: countries,
battlegrounds, countries next to the enemy superpower per side), so that one influence
point, or one coup result, is priced in a few operations: only a change of control
touches a region's score. Region scoring follows :mod:`engine.twilight.scoring` (the
card hooks that change a scoring, such as Formosan Resolution, are left out of these
estimates).
"""

from __future__ import annotations

from .. import board as B
from .. import cards as C
from .. import scoring as S

USSR, US = B.USSR, B.US
N = B.N
STAB = B.STABILITY
BG = B.BATTLEGROUND
REGIONS = B.REGIONS
RIDX = {r: k for k, r in enumerate(REGIONS)}
REGION_OF = tuple(RIDX[B.REGION[i]] for i in range(N))
TOTAL_BG = tuple(sum(1 for i in B.REGION_COUNTRIES[r] if BG[i]) for r in REGIONS)
#: per country: does control by side s score the adjacency bonus (10.1.2)?
ADJ_BONUS = tuple((bool(B.ADJ_SUPERPOWER_MASK[i] & (1 << US)),
                   bool(B.ADJ_SUPERPOWER_MASK[i] & (1 << USSR))) for i in range(N))
SEA_VP = tuple(S.SOUTHEAST_ASIA_VP.get(B.NAMES[i], 0) for i in range(N))
SEA_CARD = C.SEA_SCORING
EUROPE = RIDX["Europe"]

WIN = 100.0                  # a won game
EUROPE_CONTROL = 25.0        # controlling Europe wins when it is scored
HOLD_LOSS = 60.0             # more scoring cards than action rounds left
BG_CONTROL = 0.6             # control of a battleground beyond its scoring VP
CONTROL = 0.2                # control of another country
PROGRESS = 0.12              # influence toward control, per country (x importance)
BUFFER = 0.06                # influence above control (coup defence), per point
CHINA = 1.5
#: opponent's events that end the game on the card's player at DEFCON 2 (8.1.3): they
#: lower DEFCON, or give the opponent operations (a battleground coup) or a choice
#: that does: 4 Duck and Cover, 11 Korean War, 26 CIA Created, 50 We Will Bury You,
#: 62 Lone Gunman, 67 Grain Sales to Soviets, 89 Soviets Shoot Down KAL-007
DANGER = frozenset((4, 11, 26, 50, 62, 67, 89))
DANGER_COST = {5: 0.3, 4: 0.8, 3: 2.5, 2: 4.0, 1: 4.0}
#: the region scoring card of each region (Southeast Asia apart)
REGION_CARD = {r: n for n, r in C.SCORING_REGION.items()}


def sign(side: int) -> int:
    return 1 if side == US else -1


def control(a: int, b: int, i: int) -> int:
    """-1 (nobody), USSR or US for USSR influence ``a`` and US influence ``b`` in ``i``."""
    s = STAB[i]
    if a >= s and a - b >= s:
        return USSR
    if b >= s and b - a >= s:
        return US
    return -1


def country_term(mine: int, theirs: int, i: int) -> float:
    """Control and progress in country ``i`` beyond its region's scoring, for the side
    with ``mine`` influence against ``theirs``."""
    s = STAB[i]
    imp = 2.0 if BG[i] else 1.0
    if mine >= s and mine - theirs >= s:
        extra = mine - theirs - s
        return (BG_CONTROL if BG[i] else CONTROL) + BUFFER * imp * (extra if extra < 3 else 3)
    if theirs >= s and theirs - mine >= s:
        extra = theirs - mine - s
        return -(BG_CONTROL if BG[i] else CONTROL) - BUFFER * imp * (extra if extra < 3 else 3)
    a = mine if mine < s else s
    b = theirs if theirs < s else s
    return PROGRESS * imp * (a - b) / s


def score_counts(r: int, cnt) -> tuple[int, int | None]:
    """(net VP, US positive; automatic winner) of region ``r`` (index in ``REGIONS``)
    from its counts ``[c0, b0, a0, c1, b1, a1]``: the rules' own
    :func:`engine.twilight.scoring.score_counts`."""
    return S.score_counts(REGIONS[r], cnt, TOTAL_BG[r])


def region_weights(state, side) -> list:
    """How much each region's standing counts (index: ``REGIONS``, then Southeast Asia):
    1 (final scoring and a scoring card to come), more when ``side`` holds its scoring
    card (it can score it), less once the card is out of the game."""
    hand = state.hands[side]
    gone = state.removed
    w = []
    for r in REGIONS:
        card = REGION_CARD.get(r)
        x = 1.0
        if card is not None:
            if card in hand:
                x = 1.5
            elif card in gone:
                x = 0.7
        w.append(x)
    w.append(0.0 if SEA_CARD in gone or state.turn < 4 else
             (0.8 if SEA_CARD in hand else 0.5))
    return w


class Board:
    """The board part of the evaluation for ``side``, kept up to date point by point
    on its own copy of the influence (``inf``)."""

    __slots__ = ("inf", "side", "w", "ctrl", "counts", "sea", "value")

    def __init__(self, inf, side: int, weights, copy: bool = True):
        self.inf = [list(inf[0]), list(inf[1])] if copy else inf
        self.side = side
        self.w = weights
        ussr, us = self.inf
        ctrl = [-1] * N
        counts = [[0] * 6 for _ in REGIONS]
        sea = 0
        ct = 0.0
        mine, theirs = (ussr, us) if side == USSR else (us, ussr)
        for i in range(N):
            a, b = ussr[i], us[i]
            if not (a or b):
                continue
            c = control(a, b, i)
            ctrl[i] = c
            if c >= 0:
                cnt = counts[REGION_OF[i]]
                k = 3 * c
                cnt[k] += 1
                if BG[i]:
                    cnt[k + 1] += 1
                if ADJ_BONUS[i][c]:
                    cnt[k + 2] += 1
                if SEA_VP[i]:
                    sea += SEA_VP[i] if c == US else -SEA_VP[i]
            ct += country_term(mine[i], theirs[i], i)
        self.ctrl, self.counts, self.sea = ctrl, counts, sea
        self.value = ct + sum(self._region(r) for r in range(len(REGIONS))) + self._sea()

    def _region(self, r: int) -> float:
        vp, winner = score_counts(r, self.counts[r])
        v = self.w[r] * sign(self.side) * vp
        if winner is not None:
            v += EUROPE_CONTROL if winner == self.side else -EUROPE_CONTROL
        return v

    def _sea(self) -> float:
        return self.w[-1] * sign(self.side) * self.sea if self.w[-1] else 0.0

    def _move(self, i: int, old: int, new: int) -> None:
        """Country ``i`` changes controller from ``old`` to ``new`` (counts only)."""
        cnt = self.counts[REGION_OF[i]]
        for c, d in ((old, -1), (new, 1)):
            if c >= 0:
                k = 3 * c
                cnt[k] += d
                if BG[i]:
                    cnt[k + 1] += d
                if ADJ_BONUS[i][c]:
                    cnt[k + 2] += d
                if SEA_VP[i]:
                    self.sea += d * (SEA_VP[i] if c == US else -SEA_VP[i])

    def delta(self, whose: int, i: int, amount: int) -> float:
        """The change of the value if ``whose`` gains ``amount`` influence (negative:
        loses, never below 0) in ``i``; nothing is changed."""
        return self._set(whose, i, amount, keep=False)

    def add(self, whose: int, i: int, amount: int) -> float:
        """Make the change (and return the change of the value)."""
        return self._set(whose, i, amount, keep=True)

    def set_both(self, i: int, ussr: int, us: int, keep: bool = False) -> float:
        """Set both sides' influence in ``i`` (a coup result); returns the change."""
        row0, row1 = self.inf
        o0, o1 = row0[i], row1[i]
        side = self.side
        before_ct = country_term(self.inf[side][i], self.inf[1 - side][i], i)
        old_c = self.ctrl[i]
        new_c = control(ussr, us, i)
        row0[i], row1[i] = ussr, us
        d = country_term(self.inf[side][i], self.inf[1 - side][i], i) - before_ct
        if new_c != old_c:
            r = REGION_OF[i]
            rb, sb = self._region(r), self._sea()
            self._move(i, old_c, new_c)
            d += self._region(r) - rb + self._sea() - sb
            if not keep:
                self._move(i, new_c, old_c)
        if keep:
            self.ctrl[i] = new_c
            self.value += d
        else:
            row0[i], row1[i] = o0, o1
        return d

    def _set(self, whose, i, amount, keep):
        row = self.inf[whose]
        new = row[i] + amount
        if new < 0:
            new = 0
        if new == row[i]:
            return 0.0
        if whose == USSR:
            return self.set_both(i, new, self.inf[1][i], keep)
        return self.set_both(i, self.inf[0][i], new, keep)


def rounds_left(state, side: int) -> int:
    """Action rounds ``side`` still has this turn (the current one included when it is
    ``side``'s and no card is played yet)."""
    if state.ar == 0 or state.step in ("start", "deal0", "turn_begin", "headline",
                                       "headline_resolve"):
        return state.action_rounds(side)
    left = state.action_rounds(side) - state.ar_done[side]
    if state.step == "ar" and state.ar_side == side and state.stack and \
            state.stack[-1].get("kind") == "play":
        left += 1
    return max(0, left)


def milops_term(state, side: int) -> float:
    """The VP the military operations requirement is expected to cost (8.2): the
    shortfall, counted more fully as the turn advances."""
    need = state.defcon
    out = 0.0
    for s in (USSR, US):
        short = need - state.milops[s]
        if short > 0:
            total = state.action_rounds(s) or 1
            urgency = min(1.0, (state.ar_done[s] + 0.5) / total)
            out += (-1 if s == side else 1) * urgency * short
    return out


def hand_term(state, side: int) -> float:
    total = 0.0
    scoring = 0
    for c in state.hands[side]:
        if C.SCORING[c]:
            scoring += 1
            continue
        if C.is_opponents(c, side):
            total += 0.1 * C.OPS[c]
            if c in DANGER:
                total -= DANGER_COST[state.defcon]
        else:
            total += 0.3 * C.OPS[c]
    if scoring and scoring > rounds_left(state, side):
        total -= HOLD_LOSS
    if state.china == side:
        total += CHINA if state.china_up else CHINA * 0.8
    elif state.china == 1 - side:
        total -= CHINA if state.china_up else CHINA * 0.8
    elif state.effects and CIVIL_WAR in state.effects:
        total += civil_war_term(state) * (1 if side == USSR else -1)
    return total


#: the Chinese Civil War variant (12): the USSR's influence in its space, on the way to
#: claiming the China Card with 3 (each point a third of the card's worth)
CIVIL_WAR = "chinese_civil_war"


def civil_war_term(state) -> float:
    """What the USSR's influence in the Chinese Civil War space is worth to it."""
    return CHINA * state.effects[CIVIL_WAR].get("inf", 0) / 3


def evaluate(state, side: int) -> float:
    """The value of ``state`` for ``side`` (see the module)."""
    if state.over:
        if state.winner is None:
            return 0.0
        return WIN if state.winner == side else -WIN
    total = sign(side) * state.vp
    total += Board(state.inf, side, region_weights(state, side), copy=False).value
    total += milops_term(state, side)
    total += hand_term(state, side)
    return total
