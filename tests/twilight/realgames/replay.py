"""Replay the real Deluxe games of ``tests/data/ts-real-games/`` through the engine.

``replay(game) -> Result`` plays a parsed log (``parse.py``) with the options the games
were played with (:data:`OPTIONS`: the Deluxe edition, the optional cards, the online
handicap US +2) and checks, after every block of the log (a headline phase or an action
round) and after every part of it (a ``Use`` record: event, coup, placement...), the
influence of every country the log names, the VP, DEFCON, the military operations, the
Space Race and the cards removed from the game.

How a log drives the engine
===========================

* **Decisions**: :class:`Driver` answers each engine decision from the log's records
  (the card of the block's header, how it is used, the countries of the influence lines,
  the targets of coups and realignments, the choices of events). An engine decision the
  log does not explain is a divergence (``Divergence``), reported with the log line.
* **Dice**: :meth:`Driver.force` queues, with the engine's ``Rng.force``, the dice the
  log shows, in the order the engine rolls them (a realignment: the acting side first,
  then the opponent). Dice the log does not show (Olympic Games, a random card taken by
  an event) are chosen to give the logged outcome.
* **Cards** (:func:`give`): the logs show cards only when they are played, revealed or
  discarded. At each turn's deal and before each block, the replay puts into each hand
  the cards that side plays (headlines, action rounds, discards, reveals) this turn,
  exchanging them with cards of the draw pile or of the other hand that are not needed
  there: the deck stays a real deck (every card in exactly one place; the engine's
  ``check_invariants`` is run after every action). This is a replay-only helper working
  on the position's ``hands`` and ``deck`` fields, never a rule of the engine.

Replay-only adapters for the logging software's quirks (docs/twilight/editions.md
section 8; each is documented there with the rule the engine follows):

* Brush War: the software counts the adjacent enemy superpower as a controlled
  neighbour (tsreplayer_57, tsreplayer_65 against Mexico); the engine follows the card
  (countries only). The replay forces the die that gives the logged *modified* result.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.errors import IllegalAction
from engine.core.rng import Rng
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight.state import TwilightState

from . import parse as P

#: the options of the 20 games (their SETUP lines: optional cards, handicap US +2)
OPTIONS = {"edition": "deluxe", "optional_cards": True, "handicap": "US+2"}
SIDE = {"USSR": B.USSR, "US": B.US}
CHINA = C.CHINA


class ReplayRng(Rng):
    """Replay-only dice: the engine's generator whose forced values may also be
    functions ``fn(sides) -> value``, asked when the die is rolled (a random card taken
    from a hand: the index of the logged card in the hand as it is then)."""

    __slots__ = ()

    def die(self, sides: int = 6) -> int:
        if self.forced and callable(self.forced[0]):
            self.draws += 1
            value = self.forced.pop(0)(sides)
            if not 1 <= value <= sides:
                raise Divergence(f"forced die value {value} is not on a d{sides}")
            return value
        return Rng.die(self, sides)


def _replay_rng(rng: Rng) -> ReplayRng:
    out = ReplayRng.__new__(ReplayRng)
    out.state, out.draws, out.forced = rng.state, rng.draws, list(rng.forced)
    return out


class Divergence(Exception):
    """The engine and the log disagree (or the log cannot be followed)."""


@dataclass
class Result:
    name: str
    blocks: int = 0
    done: int = 0
    actions: list = field(default_factory=list)
    error: str | None = None
    state: object = None

    @property
    def complete(self) -> bool:
        return self.error is None


# --------------------------------------------------------------------------- cards
def give(state, side: int, card: int, keep=()) -> None:
    """Replay-only: put ``card`` into ``side``'s hand (a real deck: swap places).

    The card comes from the draw pile or the other hand; in exchange a card of
    ``side``'s hand not in ``keep`` (cards that hand still needs) goes where ``card``
    was. Raises Divergence when ``card`` is elsewhere (discarded, removed, in play)."""
    hand = state.hands[side]
    if card in hand:
        return
    other = state.hands[1 - side]
    spare = [c for c in sorted(hand) if c not in keep and not C.SCORING[c]] or \
        [c for c in sorted(hand) if c not in keep]
    if card in state.deck:
        k = state.deck.index(card)
        if spare:
            state.deck[k] = spare[0]
            hand.remove(spare[0])
        else:
            state.deck.pop(k)
        hand.append(card)
    elif card in other:
        if not spare:
            raise Divergence(f"cannot give {C.NAME[card]} to {B.SIDES[side]}: no card to "
                             f"exchange")
        other.remove(card)
        other.append(spare[0])
        hand.remove(spare[0])
        hand.append(card)
    else:
        place = next((n for n, pile in (("discard", state.discard), ("removed", state.removed),
                                        ("in play", state.in_play)) if card in pile), "?")
        raise Divergence(f"{C.NAME[card]} is needed in the {B.SIDES[side]} hand but is "
                         f"{place}")
    hand.sort()
    state._legal = None


def take_out(state, side: int, keep, avoid) -> None:
    """Replay-only: swap out of ``side``'s hand the cards not in ``keep`` that the log
    shows elsewhere this turn (``avoid``: played by the other side) or that are scoring
    cards the side does not play (holding one would lose the game, 4.5 D)."""
    hand = state.hands[side]
    for c in sorted(hand):
        if c in keep or not (c in avoid or C.SCORING[c]):
            continue
        repl = next((d for d in reversed(state.deck) if d not in avoid and d not in keep
                     and not C.SCORING[d]), None)
        if repl is None:
            continue
        k = state.deck.index(repl)
        state.deck[k] = c
        hand.remove(c)
        hand.append(repl)
    hand.sort()
    state._legal = None


# --------------------------------------------------------------------------- driver
def _cards_of_turn(game, turn):
    """{side: set of cards} the log shows in each hand during ``turn``."""
    need = {B.USSR: set(), B.US: set()}
    for b in game.blocks:
        if b.turn != turn:
            continue
        if b.phase == "headline":
            for s, card in b.headlines.items():
                need[SIDE[s]].add(card.number)
        elif b.phase == "action" and b.card is not None:
            need[SIDE[b.side]].add(b.card.number)
        event = None
        for r in b.records:
            if isinstance(r, P.Use):
                event = r.card.number if r.kind == "event" and r.card else None
            if isinstance(r, P.CardAction):
                # cards of a hand: discarded (traps, Blockade, random picks, Aldrich Ames
                # Remix), revealed, played from the other hand (UN Intervention, Grain
                # Sales); Our Man in Tehran's discards come from the draw pile
                if r.action == "discards" and event == 108:
                    continue
                if r.action == "plays" and event == 67:
                    need[B.USSR].add(r.card.number)
                else:
                    need[SIDE[r.side]].add(r.card.number)
    for s in need:
        need[s].discard(CHINA)
    return need


class Driver:
    def __init__(self, game, seed: int = 0):
        self.game = game
        self.state = TwilightState(dict(OPTIONS), seed)
        self.state.rng = _replay_rng(self.state.rng)
        self.result = Result(game.name, blocks=len(game.blocks))
        self.turn_needs = {}

    # ------------------------------------------------------------------ helpers
    def apply(self, action: str) -> None:
        s = self.state
        try:
            s.apply(action)
        except IllegalAction as e:
            raise Divergence(f"illegal {action!r}: {e}; legal {s.legal_actions()[:20]}")
        self.result.actions.append(action)
        bad = s.check_invariants()
        if bad:
            raise Divergence(f"invariants after {action!r}: {bad}")

    def frame(self):
        s = self.state
        if s.over or not s.stack:
            return None
        return s.stack[-1]

    def legal(self):
        return self.state.legal_actions()

    # ------------------------------------------------------------------ setup
    def setup(self):
        s = self.state
        plc = self.game.setup.placements
        ussr = [(r.country, r.delta) for r in plc if r.side == "USSR"]
        us = [(r.country, r.delta) for r in plc if r.side == "US"]
        free, extra = [], []
        west = set(B.NAMES[i] for i in B.REGION_COUNTRIES["Western Europe"])
        left = 7
        for c, n in us:
            k = min(n, left) if c in west else 0
            free += [c] * k
            left -= k
            extra += [c] * (n - k)
        plan = {"ussr": [c for c, n in ussr for _ in range(n)], "us": free, "hc": extra}
        while True:
            f = self.frame()
            if f is None or f["kind"] not in ("setup", "handicap"):
                break
            key = "hc" if f["kind"] == "handicap" else ("ussr" if f["side"] == 0 else "us")
            if not plan[key]:
                raise Divergence(f"setup: nothing left to place for {key}")
            self.apply("inf:" + plan[key].pop(0))

    # ------------------------------------------------------------------ per turn
    def prepare_turn(self, turn):
        if turn in self.turn_needs:
            return
        need = _cards_of_turn(self.game, turn)
        self.turn_needs[turn] = need
        s = self.state
        for side in (B.USSR, B.US):
            for c in sorted(need[side]):
                if c in s.hands[side] or c in s.deck or c in s.hands[1 - side]:
                    if c in s.hands[1 - side] and c in need[1 - side]:
                        continue
                    give(s, side, c, keep=need[side])
        for side in (B.USSR, B.US):
            take_out(s, side, need[side], need[1 - side])

    # ------------------------------------------------------------------ the run
    def run(self, upto=None):
        blocks = self.game.blocks
        self.setup()
        for k, b in enumerate(blocks):
            if upto is not None and k >= upto:
                break
            if b.phase == "cleanup":
                self.result.done = k + 1
                continue
            if self.state.over:
                raise Divergence(f"line {b.line}: the engine's game is over "
                                 f"({self.state.end_reason})")
            self.block = b
            BlockRun(self, b).run()
            self.result.done = k + 1
        return self.result


# --------------------------------------------------------------------------- blocks
def _units(records, side=None):
    """InfluenceChange records expanded to single points: [(side, country, +1/-1, rec)]."""
    out = []
    for r in records:
        if isinstance(r, P.InfluenceChange) and (side is None or r.side == side):
            step = 1 if r.delta > 0 else -1
            out += [[r.side, r.country, step, r] for _ in range(abs(r.delta))]
    return out


class BlockRun:
    """One block of the log played through the engine."""

    def __init__(self, driver: Driver, block):
        self.d = driver
        self.s = driver.state
        self.b = block
        self.recs = list(block.records)
        self.used = set()                 # ids of records consumed
        self.units = _units(self.recs)
        self.turn = block.turn

    def fail(self, why):
        raise Divergence(f"{self.d.game.name} line {self.b.line} ({self.b.raw!r}): {why}")

    # -------------------------------------------------------------- records
    def uses(self):
        return [r for r in self.recs if isinstance(r, P.Use)]

    def next_rec(self, kind, pred=lambda r: True):
        for r in self.recs:
            if isinstance(r, kind) and id(r) not in self.used and pred(r):
                return r
        return None

    def take(self, r):
        self.used.add(id(r))
        return r

    def take_unit(self, countries, sign=None, side=None):
        """The first unconsumed influence point on one of ``countries``."""
        for u in self.units:
            if u[3] is None:
                continue
            if u[1] in countries and (sign is None or u[2] == sign) \
                    and (side is None or SIDE[u[0]] == side):
                u[3] = None
                return u[1]
        return None

    # -------------------------------------------------------------- dice
    def queue_dice(self):
        """Every die of the block the log shows, in its order (realignment rolls are
        queued at their decision, the acting side's first)."""
        out = []
        for r in self.recs:
            if isinstance(r, (P.CoupRoll, P.SpaceRoll, P.TrapRoll)):
                out.append(r.die)
            elif isinstance(r, P.WarRoll):
                out.append(self.war_die(r))
            elif isinstance(r, P.CardAction) and r.action == "discards" and self.random_discard(r):
                out.append(self.pick(SIDE[r.side], r.card.number))
            elif isinstance(r, P.CardAction) and r.action == "plays" and self.grain(r):
                out.append(self.pick(B.USSR, r.card.number))
        self.s.rng.forced[:0] = out

    def random_discard(self, r):
        """A discard made at random by an event (Five Year Plan, Terrorism)."""
        prev = [u for u in self.recs if isinstance(u, P.Use) and u.line <= r.line]
        return bool(prev) and prev[-1].kind == "event" and prev[-1].card is not None \
            and prev[-1].card.number in (5, 92)

    def grain(self, r):
        prev = [u for u in self.recs if isinstance(u, P.Use) and u.line <= r.line]
        return bool(prev) and prev[-1].kind == "event" and prev[-1].card is not None \
            and prev[-1].card.number == 67

    def pick(self, side, card):
        s = self.s

        def value(sides):
            hand = sorted(s.hands[side])
            if card not in hand:
                raise Divergence(f"{C.NAME[card]} is not in the {B.SIDES[side]} hand to be "
                                 f"picked at random")
            return hand.index(card) + 1
        return value

    def war_die(self, r):
        prev = [u for u in self.recs if isinstance(u, P.Use) and u.line <= r.line]
        card = prev[-1].card.number if prev and prev[-1].card else None
        if card != 36:
            return r.die
        # Brush War: the logging software counts an adjacent enemy superpower (see the
        # module docstring); give the die whose total under the engine's modifier is
        # the logged total
        s = self.s
        country = B.INDEX[r.country]

        def value(sides):
            from engine.twilight.events.c036_brush_war import modifier
            side = s.stack[-1]["side"] if s.stack else B.USSR
            d = r.die + r.modifier - modifier(s, side, country)
            return max(1, min(6, d))
        return value

    def force_realign(self, side, country):
        rolls = [r for r in self.recs if isinstance(r, P.RealignRoll) and id(r) not in self.used
                 and r.target == country][:2]
        if len(rolls) < 2:
            self.fail(f"no realignment rolls logged in {country}")
        for r in rolls:
            self.take(r)
        mine = next(r for r in rolls if SIDE[r.side] == side)
        theirs = next(r for r in rolls if SIDE[r.side] != side)
        self.s.rng.forced[:0] = [mine.die, theirs.die]

    # -------------------------------------------------------------- run
    def run(self):
        d, s, b = self.d, self.s, self.b
        d.prepare_turn(b.turn)
        self.queue_dice()
        if b.phase == "headline":
            self.headline()
        else:
            self.action_round()
        self.check()

    def headline(self):
        s = self.s
        hl = self.b.headlines
        need = self.d.turn_needs[self.turn]
        for side_name, card in hl.items():
            give(s, SIDE[side_name], card.number, keep=need[SIDE[side_name]])
        guard = 0
        while True:
            f = self.d.frame()
            if f is None:
                self.fail("the game ended in the headline")
            if f["kind"] == "headline":
                card = hl.get(B.SIDES[f["side"]])
                if card is None:
                    self.fail(f"no {B.SIDES[f['side']]} headline in the log")
                self.d.apply("headline:%d" % card.number)
                continue
            if f["kind"] == "play" and s.ar >= 1:
                return
            self.decide(f)
            guard += 1
            if guard > 500:
                self.fail("headline does not end")

    def action_round(self):
        s, b = self.s, self.b
        f = self.d.frame()
        if f is None:
            self.fail("the engine's game is over")
        side = SIDE[b.side]
        if f["kind"] != "play" and not f["kind"].startswith("c042") and \
                not f["kind"].startswith("c044") and f["kind"] != "quagmire":
            # e.g. an effect that takes the round over
            pass
        if b.passed:
            if "pass" in self.d.legal():
                self.d.apply("pass")
            return
        if b.card.number != CHINA:
            give(s, side, b.card.number, keep=self.d.turn_needs[self.turn][side])
        guard = 0
        started = False
        while True:
            f = self.d.frame()
            if f is None:
                return
            if f["kind"] in ("play",) and started:
                return
            if f["kind"] == "headline":
                return
            if f["kind"] == "play":
                if f["side"] != side:
                    self.fail(f"the engine asks {B.SIDES[f['side']]} to play")
                started = True
                self.d.apply("card:%d" % b.card.number)
                continue
            started = True
            self.decide(f)
            guard += 1
            if guard > 500:
                self.fail("action round does not end")

    # -------------------------------------------------------------- decisions
    def decide(self, f):
        kind = f["kind"]
        fn = getattr(self, "on_" + kind, None)
        legal = self.d.legal()
        if fn is not None:
            a = fn(f, legal)
        else:
            a = self.generic(f, legal)
        if a is None and len(legal) == 1:
            a = legal[0]                       # nothing to choose
        if a is None:
            self.fail(f"no action for decision {kind} (legal {legal[:12]})")
        self.d.apply(a)

    def on_use(self, f, legal):
        card = f["card"]
        uses = [u for u in self.uses() if id(u) not in self.used]
        first = uses[0] if uses else None
        if first is None:
            self.fail("no use logged for the card")
        if first.kind == "space":
            self.take(first)
            return "space"
        if first.kind == "event" and first.card and first.card.number == card \
                and "event" in legal and not C.is_opponents(card, f["side"]):
            self.take(first)
            return "event"
        return "ops"

    def on_timing(self, f, legal):
        uses = [u for u in self.uses() if id(u) not in self.used]
        for u in uses:
            if u.kind == "event":
                return "event_first"
            return "ops_first"
        return "ops_first"

    def empty_use(self, u):
        """A ``Use`` with nothing after it (Che's ``Coup (3 Ops):`` with no target)."""
        k = self.recs.index(u)
        nxt = self.recs[k + 1] if k + 1 < len(self.recs) else None
        return nxt is None or isinstance(nxt, P.Use)

    def on_ops(self, f, legal):
        uses = [u for u in self.uses() if id(u) not in self.used and u.kind != "event"
                and not (u.kind == "coup" and self.empty_use(u))]
        if not uses:
            self.fail("operations not logged")
        u = self.take(uses[0])
        return {"influence": "influence", "coup": "coup", "realignment": "realign"}[u.kind]

    def on_points(self, f, legal):
        side = f["side"]
        names = {a[4:]: a for a in legal if a.startswith("inf:")}
        c = self.take_unit(names, sign=1, side=side)
        if c is not None:
            return names[c]
        t = self.next_rec(P.Target)
        if t and "realign:" + t.country in legal:
            self.take(t)
            self.force_realign(side, t.country)
            return "realign:" + t.country
        return None

    def on_coup(self, f, legal):
        t = self.next_rec(P.Target, lambda r: "coup:" + r.country in legal)
        if t is None:
            return None
        self.take(t)
        return "coup:" + t.country

    def on_free_realign(self, f, legal):
        t = self.next_rec(P.Target, lambda r: "realign:" + r.country in legal)
        if t is None:
            return None
        self.take(t)
        self.force_realign(f["side"], t.country)
        return "realign:" + t.country

    def on_choice(self, f, legal):
        opts = set(legal)
        fn = getattr(self, "choice_" + f["then"], None)
        if fn is not None:
            return fn(f, legal)
        if opts == {"ops", "no_ops"}:              # CIA Created, Lone Gunman, Grain Sales
            later = [u for u in self.uses() if id(u) not in self.used and u.kind != "event"]
            return "ops" if later else "no_ops"
        return self.generic(f, legal) or self.decline(legal)

    def decline(self, legal):
        for a in ("decline", "no_coup", "no_ops", "keep", "done"):
            if a in legal:
                return a
        return None

    def choice_c020_answer(self, f, legal):
        r = self.next_rec(P.Choice)
        host = f["host"]
        if r is not None and "participate" in r.choice:
            self.take(r)
            vp = self.next_rec(P.VPChange)
            win = SIDE[vp.side] if vp is not None and vp.side else host
            # the log shows no dice: the ones that give the logged winner
            self.s.rng.forced[:0] = [6, 1] if win == host else [1, 6]
            return "participate"
        return "boycott"

    def choice_c020_ops(self, f, legal):
        later = [u for u in self.uses() if id(u) not in self.used and u.kind != "event"]
        return "conduct_ops" if later else "decline"

    def on_discard(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards"
                          and SIDE[r.side] == f["side"])
        if r is not None and "discard:%d" % r.card.number in legal:
            self.take(r)
            return "discard:%d" % r.card.number
        return "decline" if "decline" in legal else None

    def on_c032_pair(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "plays")
        if r is not None and "un:%d" % r.card.number in legal:
            self.take(r)
            return "un:%d" % r.card.number
        return None

    def choice_c016_option(self, f, legal):
        for u in self.units:
            if u[3] is not None:
                return "warsaw:remove" if u[2] < 0 else "warsaw:add"
        return legal[0]

    def on_c024_invade(self, f, legal):
        r = self.next_rec(P.War)
        if r is not None and "invade:" + r.country in legal:
            self.take(r)
            return "invade:" + r.country
        return None

    def on_c042_trap(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards")
        if r is not None:
            self.take(r)
            for a in ("discard:%d" % r.card.number, "card:%d" % r.card.number):
                if a in legal:
                    return a
        if self.b.card is not None and "card:%d" % self.b.card.number in legal:
            return "card:%d" % self.b.card.number
        return "pass" if "pass" in legal else None

    on_c044_trap = on_c042_trap

    def on_c036_target(self, f, legal):
        r = self.next_rec(P.War)
        if r is not None and "war:" + r.country in legal:
            self.take(r)
            return "war:" + r.country
        return None

    def on_c108_tehran(self, f, legal):
        # replay-only: the cards the log discards are put on top of the draw pile (the
        # frame keeps only how many cards are looked at, see c108_our_man_in_tehran)
        s = self.s
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards")
        if r is None:
            return "done"
        card = r.card.number
        k = f["look"] - f["gone"]
        top = s.deck[len(s.deck) - k:]
        if card not in top:
            if card not in s.deck:
                self.fail(f"{r.card.name} is not in the draw pile for Our Man in Tehran")
            j, t = s.deck.index(card), len(s.deck) - 1
            s.deck[j], s.deck[t] = s.deck[t], s.deck[j]
            s._legal = None
        self.take(r)
        return "discard:%d" % card

    def on_c077_discard(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards")
        if r is not None and "discard:%d" % r.card.number in legal:
            self.take(r)
            return "discard:%d" % r.card.number
        return "done"

    def on_c043_search(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "reveals")
        if r is not None and "salt:%d" % r.card.number in legal:
            self.take(r)
            return "salt:%d" % r.card.number
        return "decline"

    def on_c049_give(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "reveals")
        if r is not None and "give:%d" % r.card.number in legal:
            self.take(r)
            return "give:%d" % r.card.number
        return None

    def on_c111_discard(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards")
        if r is not None and "discard:%d" % r.card.number in legal:
            self.take(r)
            return "discard:%d" % r.card.number
        return None

    def choice_c047_coup(self, f, legal):
        uses = [u for u in self.uses() if id(u) not in self.used and u.kind != "event"]
        if uses and uses[0].kind in ("coup", "realignment"):
            self.take(uses[0])
            return "coup" if uses[0].kind == "coup" else "realign"
        return "no_coup"

    def choice_c107_coup(self, f, legal):
        uses = [u for u in self.uses() if id(u) not in self.used and u.kind == "coup"]
        if uses:
            u = self.take(uses[0])
            k = self.recs.index(u)
            nxt = self.recs[k + 1] if k + 1 < len(self.recs) else None
            if isinstance(nxt, P.Target) and "coup:" + nxt.country in legal:
                self.take(nxt)
                return "coup:" + nxt.country
        return "decline"

    def choice_c067_choice(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "plays")
        if r is not None:
            self.take(r)
            return "grain:play"
        return "grain:return"

    def choice_c104_place(self, f, legal):
        c = self.take_unit({a[4:] for a in legal if a.startswith("inf:")}, sign=1)
        return "inf:" + c if c else "decline"

    def generic(self, f, legal):
        """Allot-like frames (``verb:Country``): the next logged influence point."""
        by_country = {}
        for a in legal:
            verb, _, arg = a.partition(":")
            if arg in B.INDEX:
                by_country.setdefault(arg, a)
        if by_country:
            c = self.take_unit(by_country)
            if c is not None:
                return by_country[c]
        return None

    # -------------------------------------------------------------- checks
    def check(self):
        s = self.s
        for r in self.recs:
            if isinstance(r, P.InfluenceChange):
                last = r
        seen = {}
        for r in self.recs:
            if isinstance(r, P.InfluenceChange):
                seen[r.country] = (r.us, r.ussr, r)
        for country, (us, ussr, r) in seen.items():
            i = B.INDEX[country]
            got = (s.inf[B.US][i], s.inf[B.USSR][i])
            if got != (us, ussr):
                self.fail(f"influence in {country}: engine US {got[0]} USSR {got[1]}, log "
                          f"[{us}][{ussr}] (line {r.line})")
        same_turn = s.turn == self.turn and not s.over
        if same_turn:
            vps = [r for r in self.recs if isinstance(r, P.VPChange)]
            if vps and s.vp != vps[-1].score:
                self.fail(f"VP: engine {s.vp}, log {vps[-1].score} (line {vps[-1].line})")
            dc = [r for r in self.recs if isinstance(r, P.DefconChange)]
            if dc and s.defcon != dc[-1].level:
                self.fail(f"DEFCON: engine {s.defcon}, log {dc[-1].level} (line {dc[-1].line})")
            for side_name in ("US", "USSR"):
                mo = [r for r in self.recs if isinstance(r, P.MilOps) and r.side == side_name]
                # the logging software's track stops at 5 (the printed track's last box)
                if mo and min(5, s.milops[SIDE[side_name]]) != mo[-1].value:
                    self.fail(f"{side_name} military operations: engine "
                              f"{s.milops[SIDE[side_name]]}, log {mo[-1].value}")
        for side_name in ("US", "USSR"):
            sa = [r for r in self.recs if isinstance(r, P.SpaceAdvance) and r.side == side_name]
            if sa and s.space[SIDE[side_name]] != sa[-1].box:
                self.fail(f"{side_name} space race: engine {s.space[SIDE[side_name]]}, log "
                          f"{sa[-1].box}")
        for u in self.uses():
            if u.kind == "event" and u.card and u.card.starred and u.card.number != 70:
                n = u.card.number
                if n not in s.removed and n not in s.in_play and not s.over:
                    self.fail(f"{u.card.name} should be removed (line {u.line})")
        if s.rng.forced:
            self.fail(f"dice not rolled: {s.rng.forced}")


def replay(game, upto=None) -> Result:
    d = Driver(game)
    try:
        d.run(upto)
    except Divergence as e:
        d.result.error = str(e)
    d.result.state = d.state
    return d.result
