"""Replay the real Deluxe games of ``tests/data/ts-real-games/`` through the engine.

``replay(game) -> Result`` plays a parsed log (``parse.py``) with the options the games
were played with (:data:`OPTIONS`: the Deluxe edition, the optional cards, the online
handicap US +2) to the end of the log, and checks every fact the log states.

The checks (:class:`Checker`)
=============================

Every log line that states a fact is a **fact** on one key:

* ``("inf", country)``: the ``[us][ussr]`` figures of an influence line;
* ``("vp",)``: the score of a VP line; ``("defcon",)``; ``("milops", side)``;
  ``("space", side)``;
* ``("removed", card)``: a starred card played as an event (``Event: C*``) leaves the
  game; ``("play", card)``: ``C is now in play`` / ``C is no longer in play``, or the
  ``Event:`` line of a persistent or turn-long card (in the engine: a persistent card in
  ``state.in_play``, or the turn-long effect of any other card in ``state.effects``);
* ``("over",)``: ``S wins by Victory Points`` (with the VP: 20 or more for S), ``S wins
  by Final Scoring``;
* ``("reshuffles",)``: ``*RESHUFFLE*``: the number of times the discards became the draw
  pile (4.3; a deal's reshuffle, printed in the headline block, belongs to the turn's
  end).

The end of turn 10 is played before the final scoring line (:func:`final_scoring`: the
log's last VP line, after the last round and a blank line); a DEFCON 1 line ends the
game (8.1.3) even when the log prints no winner (:class:`NuclearWar`: what it prints
after is not played).

Before **every step of the engine** (each automatic step and each decision:
:class:`ReplayState` calls the checker from ``checkpoint``, and after every action) the
engine's value of *every* key (all 84 countries, the tracks, every card's status) must
equal the log's current value for that key, or the value of one of the key's next facts
that the log states in the block being played (then the facts up to it are consumed:
only figures inside one engine step, e.g. a coup's ``US -2`` then ``USSR +2``, are not
seen). At the end of each block every fact of the block must have been reached (the
board then equals the log's, key by key). The engine's end of turn happens in the action
that ends the last round: the next block's header line (``DEFCON improves``) and the
end-of-turn facts the log does not print are allowed then. Those unprinted facts come
from the rules, computed from the *logged* figures (never from the engine): the military
operations reset to 0 (8.2) and their VP penalty (DEFCON minus each side's logged
military operations, 8.2.1; tsreplayer_26 prints them in its Cleanup blocks and its
printed VP are used), and the end of the turn-long events (4.5 G, :data:`TURN_LONG`).

The roll lines are checked too: a coup's ``+ ops (modifier)`` against the engine's
operations and coup modifiers (:meth:`BlockRun.check_coup`), each realignment
modifier against the engine's (6.2.2, :meth:`BlockRun.force_realign`); the hands the
log shows whole against the engine's reveal (:meth:`Checker.check_reveals`); ``has no
cards to discard`` against the engine's empty hand.

How a log drives the engine
===========================

* **Decisions**: :class:`BlockRun` answers each engine decision from the log's records
  of the block (the card of the header, how it is used, the countries of the influence
  lines, the targets, the events' choices). A decision the log does not explain is a
  divergence (:class:`Divergence`); in the log's last block, where several logs stop
  in the middle of a round, it ends the replay (the log has nothing more to say).
* **Dice**: the dice the log shows are forced (``Rng.force``) in the order the engine
  rolls them (:meth:`BlockRun.queue_dice`; a realignment: the acting side first).
  Dice the log does not show: the Olympic Games (the dice that give the logged winner)
  and the random picks (below).
* **Cards** (:class:`Planner`, replay-only: it moves cards between the draw pile and the
  hands, never a rule of the engine; every card stays in exactly one place, which the
  engine's ``check_invariants`` checks after every action). The logs show a hand only
  when a card of it is played, discarded, given or revealed. At the start of every turn
  (after the engine's deal) the planner builds both hands from the hidden cards (draw
  pile and hands): each side's hand holds every card the log shows coming out of it
  during the turn (unless the card arrives during the turn: Missile Envy, SALT), and
  holds the cards the log showed in it the turn before and that were not played since
  (CIA Created, "Lone Gunman", The Cambridge Five...: a hand keeps its cards), and
  is filled up to the size the engine dealt with **filler** cards that cannot change a
  decision the log shows: never a scoring card (holding one loses, 10.1.5; The
  Cambridge Five reveals them), never a card the log shows elsewhere this turn, the
  lowest operations values first (Missile Envy gives the highest one: a filler must not
  outrank the logged card). Hands the log shows whole (CIA Created, "Lone Gunman",
  Aldrich Ames Remix: their reveal lines list the whole hand) must match exactly, which
  is checked. Random picks (Five Year Plan, Terrorism, Grain Sales to Soviets) roll one
  die over the sorted hand: the replay forces the die that picks the logged card (the
  engine's ``pick_random`` design). Our Man in Tehran's discards are put among the
  top cards of the draw pile, Ask Not's replacements the log shows on its top and the
  others chosen as filler (:func:`_on_top`; the pile's order is random anyway).

Replay-only adapters (docs/twilight/editions.md sections 8 and 10, each with the rule
the engine follows; every use is listed in ``Result.adapters`` and pinned per game by
``test_replay.py::ADAPTERS``):

* the military operations track stops at 5 in the logs (the printed track's last box):
  the engine's value is compared as ``min(5, value)``;
* Brush War: the software counts the adjacent enemy superpower as a controlled
  neighbour (tsreplayer_57, tsreplayer_65 against Mexico); the engine follows the card
  (countries only). The replay forces the die that gives the logged *modified* result;
* Iran-Contra Scandal: the software takes 1 from the US die of the USSR's realignments
  too; the engine only from the rolls the US makes: the US die is forced one lower;
* South African Unrest: the software let the USSR split the 2 points between two
  neighbours once (tsreplayer_26); the engine follows the 2015 card (one neighbour): that
  choice is played with the engine's 2nd-edition wording;
* Flower Power: the software gives no VP for a war card whose event cannot happen (Camp
  David Accords); the engine reads the card literally: the checker counts those 2 VP
  apart (``Checker.vp_offset``). It also prints the 2 VP before the war card's event, the
  engine pays them after the card: the line is moved (:func:`_flower_power_last`);
* "We Will Bury You is no longer in play" is printed at the end of the US round whose
  start pays the 3 VP: moved to the start;
* the software retires a prerequisite card when the card that needed it is played
  (``Warsaw Pact Formed``/``Marshall Plan`` "no longer in play" when NATO is played,
  ``John Paul II Elected Pope`` when Solidarity is, ``The Reformer`` when Glasnost is):
  those lines are not facts (:data:`RETIRED`); the engine keeps the cards in play, which
  changes nothing; OAS Founded is printed without its asterisk (:data:`ASTERISK_MISSING`);
* dice not logged: the Olympic Games and Summit (the dice that give the logged winner);
* ``US chooses Chernobyl* is now in play.``: the region left out (a region where the
  USSR places nothing for the rest of the turn).
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
WWBY, SUMMIT = 50, 45
MISSILE_ENVY, SALT, STAR_WARS, GRAIN, UN, TEHRAN, ASK_NOT = 49, 43, 85, 67, 32, 108, 77
FIVE_YEAR_PLAN, TERRORISM, CIA, LONE_GUNMAN, AMES, CAMBRIDGE = 5, 92, 26, 62, 111, 104
#: events whose reveal lines list the whole hand of the revealing side
WHOLE_HAND = {CIA: B.USSR, LONE_GUNMAN: B.US, AMES: B.US}
#: random discards (one die over the sorted hand)
RANDOM_DISCARD = {FIVE_YEAR_PLAN, TERRORISM}
#: "X is no longer in play" lines the software prints when a card that needed X as a
#: prerequisite is played (NATO, Solidarity): a logging quirk, not a fact (module doc)
RETIRED = {(16, 21), (23, 21), (68, 81), (87, 90)}
#: starred cards the logs print without their asterisk (a naming quirk, editions.md 8)
ASTERISK_MISSING = {70}
#: cards whose event lasts for the rest of the turn (their texts): the end of the turn
#: ends them (4.5 G) whether or not the log prints "is no longer in play" (it often
#: does not)
TURN_LONG = {9, 25, 31, 40, 41, 43, 51, 60, 69, 93, 94, 109}
#: engine effects that are no "in play" card of the log (obligations, reveals)
NOT_IN_PLAY = {"c049_missile_envy", "c077_ask_not", "c098_aldrich_ames"}
#: effect names that do not start with the card number
_EFFECT_CARD = {"an_evil_empire": 97, "flower_power": 59, "iranian_hostage_crisis": 82,
                "john_paul_ii": 68, "north_sea_oil": 86, "tear_down_this_wall": 96,
                "willy_brandt": 55}


def effect_card(name: str):
    """The card whose effect ``name`` is (None: not an "in play" card of the logs)."""
    if name in NOT_IN_PLAY:
        return None
    if name in _EFFECT_CARD:
        return _EFFECT_CARD[name]
    if name[:1] == "c" and name[1:4].isdigit():
        return int(name[1:4])
    return None


class Divergence(Exception):
    """The engine and the log disagree (or the log cannot be followed)."""


class LogEnds(Divergence):
    """The log says nothing about the decision the engine asks (its last block stops
    in the middle of a round)."""


class NuclearWar(LogEnds):
    """The log's DEFCON reached 1 (8.1.3: the game ends at once, the player responsible
    loses) and the engine's game is over: the log prints no winner, and what it prints
    after the DEFCON line (the rest of the card being resolved) is not played."""


# --------------------------------------------------------------------------- dice
class ReplayRng(Rng):
    """Replay-only dice: the engine's generator whose forced values may also be
    functions ``fn(sides) -> value``, asked when the die is rolled (a random card taken
    from a hand: the index of the logged card in the hand as it is then). A shuffle may
    be followed by ``after_shuffle(items)``, once (the replay picks the outcome of a
    reshuffle: cards the log shows drawn from it go on top)."""

    __slots__ = ("after_shuffle",)

    def shuffle(self, items: list) -> None:
        Rng.shuffle(self, items)
        fn = getattr(self, "after_shuffle", None)
        if fn is not None:
            self.after_shuffle = None
            fn(items)

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
    out.source = rng.source
    out.after_shuffle = None
    return out


@dataclass
class Result:
    name: str
    blocks: int = 0
    done: int = 0
    actions: list = field(default_factory=list)
    error: str | None = None
    state: object = None
    facts: int = 0                 # facts consumed (checked)
    checks: int = 0                # engine actions checked
    stopped: str | None = None     # why the replay stopped inside the log's last block
    adapters: list = field(default_factory=list)   # replay-only adapters used

    @property
    def complete(self) -> bool:
        return self.error is None and self.done == self.blocks


# --------------------------------------------------------------------------- the log
#: the logs' "Aldrich Ames Remix" (parse.py: card 98, its Deluxe number) is the engine's
#: Deluxe card 111 (printed 98)
DELUXE_CARD = {98: 111}


def deluxe_game(game):
    """A copy of the parsed ``game`` whose cards carry the engine's Deluxe numbers."""
    import dataclasses

    def card(c):
        if c is not None and c.number in DELUXE_CARD:
            return dataclasses.replace(c, number=DELUXE_CARD[c.number])
        return c

    def rec(r):
        if getattr(r, "card", None) is not None and r.card.number in DELUXE_CARD:
            return dataclasses.replace(r, card=card(r.card))
        return r

    blocks = [dataclasses.replace(b, card=card(b.card),
                                  header_cards=[card(c) for c in b.header_cards],
                                  records=[rec(r) for r in b.records])
              for b in game.blocks]
    return dataclasses.replace(game, blocks=blocks)


# --------------------------------------------------------------------------- facts
@dataclass(frozen=True)
class Fact:
    pos: int
    key: tuple
    value: object
    line: int
    raw: str


class AtLeast20:
    """The VP of a "S wins by Victory Points" line: 20 or more for S (10.3.1)."""

    def __init__(self, side):
        self.side = side

    def __eq__(self, vp):
        if isinstance(vp, AtLeast20):
            return vp.side == self.side
        return isinstance(vp, int) and (vp >= 20 if self.side == B.US else vp <= -20)

    __hash__ = None

    def __repr__(self):
        return f"{B.SIDES[self.side]} 20+"


def _record_facts(rec, card_ctx):
    """The facts ``(key, value)`` a record states."""
    if isinstance(rec, P.GameOver):
        side = SIDE[rec.winner]
        if "Victory Points" in rec.reason:
            return [(("vp",), AtLeast20(side)), (("over",), side)]
        return [(("over",), side)]
    if isinstance(rec, P.InfluenceChange):
        # "US +2 in Egypt [2][0]" states the figures after each point too ([1][0]): the
        # engine places operations point by point
        key = ("inf", B.INDEX[rec.country])
        step = 1 if rec.delta > 0 else -1
        out = []
        for j in range(abs(rec.delta) - 1, -1, -1):
            back = step * j
            out.append((key, (rec.us - back, rec.ussr) if rec.side == "US"
                        else (rec.us, rec.ussr - back)))
        return out
    if isinstance(rec, P.VPChange):
        return [(("vp",), rec.score)]
    if isinstance(rec, P.DefconChange):
        return [(("defcon",), rec.level)]
    if isinstance(rec, P.MilOps):
        return [(("milops", SIDE[rec.side]), rec.value)]
    if isinstance(rec, P.SpaceAdvance):
        return [(("space", SIDE[rec.side]), rec.box)]
    if isinstance(rec, P.Reshuffle):
        # the discards become the draw pile (4.3): the count of reshuffles so far
        return [(("reshuffles",), _Count())]
    if isinstance(rec, P.Use) and rec.kind == "event" and rec.card is not None:
        n = rec.card.number
        out = []
        if (rec.card.starred or n in ASTERISK_MISSING) and not C.PERSISTENT[n]:
            out.append((("removed", n), True))
        if C.PERSISTENT[n] or n in TURN_LONG or n == WWBY:
            # the event puts the card (or its effect) in play; the log prints "is now
            # in play" most of the time, not always (tsreplayer_36 line 243)
            out.append((("play", n), True))
        return out
    if isinstance(rec, P.InPlay) and rec.card is not None:
        n = rec.card.number
        if not rec.active and (n, card_ctx) in RETIRED:
            return []
        out = [(("play", n), rec.active)]
        if not rec.active and C.STARRED[n] and C.PERSISTENT[n]:
            # a starred card's marker leaves the map: the card is out of the game
            # (the engine may also discard it, Formosan Resolution: optional, below)
            out.append((("removed", n), None))
        return out
    return []


class _Count:
    """The value of a ``*RESHUFFLE*`` fact: one more than the one before (set by
    :class:`Facts`)."""
    value = 0

    def __eq__(self, other):
        return other == self.value if not isinstance(other, _Count) else \
            other.value == self.value

    __hash__ = None

    def __repr__(self):
        return f"{self.value} reshuffles"


class Facts:
    """Every fact of a game's log, per key, in log order, with the position of each
    block (``start[k]``, ``end[k]``: positions of its first and last items) and the
    window of positions the engine may reach while block ``k`` is played."""

    def __init__(self, game):
        self.game = game
        self.by_key: dict = {}
        self.of_record: dict = {}          # id(record) -> its last fact
        self.start, self.end, self.window = [], [], []
        pos = 0
        blocks = game.blocks
        # the running logged values, for the unprinted end-of-turn facts
        run = {"vp": 0, "defcon": 5, "milops": [0, 0], "play": set(), "reshuffles": 0}
        cleanup_turns = {b.turn for b in blocks if b.phase == "cleanup"
                         and any(isinstance(r, P.VPChange) for r in b.records)}
        header_end = []
        prev_turn = None
        for k, b in enumerate(blocks):
            self.start.append(pos)
            if b.phase == "headline" and prev_turn is not None and b.turn != prev_turn:
                # the end of turn prev_turn (8.2): not printed (except tsreplayer_26)
                pos = self._turn_end(pos, run, b.line, prev_turn not in cleanup_turns)
            if b.phase != "cleanup":
                prev_turn = b.turn
            ctx = None
            last_header = pos - 1
            records = list(b.records)
            for r in records:
                if isinstance(r, P.InPlay) and r.card is not None and \
                        r.card.number == WWBY and not r.active:
                    # "We Will Bury You" ends when its 3 VP are paid, at the start of the
                    # US round; the software prints the line at the end of that round
                    records.remove(r)
                    records.insert(0, r)
                    break
            if 59 in run["play"]:
                records = _flower_power_last(b, records)
            dealt = b.phase == "headline"       # the deal's lines lead the headline
            last_line = final_scoring(game, k)
            for r in records:
                if r is last_line:
                    # the end of turn 10 before its final scoring (4.5 F-J): unprinted
                    pos = self._turn_end(pos, run, r.line, True)
                if isinstance(r, P.Use) and r.kind == "event" and r.card:
                    ctx = r.card.number             # the block's last event
                if not isinstance(r, P.Reshuffle):
                    dealt = dealt and r.line == b.line
                for key, value in _record_facts(r, ctx):
                    if key == ("reshuffles",):
                        run["reshuffles"] += 1
                        value.value = run["reshuffles"]
                    self._add(pos, key, value, r.line, r.raw, r)
                    if key == ("vp",):
                        run["vp"] = value
                    elif key == ("defcon",):
                        run["defcon"] = value
                    elif key[0] == "milops":
                        run["milops"][key[1]] = value
                    elif key[0] == "play":
                        (run["play"].add if value else run["play"].discard)(key[1])
                    if r.line == b.line or (dealt and isinstance(r, P.Reshuffle)):
                        # the header, and a reshuffle of the deal (the turn's end is
                        # played with the block before, module doc)
                        last_header = pos
                    pos += 1
            header_end.append(last_header)
            self.end.append(pos - 1)
        # block k may reach: its own facts, then any cleanup blocks (and rounds with no
        # card, which the engine may pass in the same action) after it and the next
        # block's header (end-of-turn facts, DEFCON improves...)
        for k in range(len(blocks)):
            j = k + 1
            limit = self.end[k]
            while j < len(blocks) and (blocks[j].phase == "cleanup" or (
                    blocks[j].phase == "action" and blocks[j].passed
                    and not blocks[j].records)):
                limit = self.end[j]
                j += 1
            if j < len(blocks):
                limit = max(limit, header_end[j])
            self.window.append(limit)
        self.index = {}
        for facts in self.by_key.values():
            facts.sort(key=lambda f: f.pos)
            for j, f in enumerate(facts):
                self.index[id(f)] = j

    def _turn_end(self, pos, run, line, penalty):
        """The facts of a turn's end the logs do not print (module doc): the military
        operations penalty (8.2.1; ``penalty`` False where a Cleanup block printed it),
        their reset (8.2), the end of the turn-long events (4.5 G). Returns the next
        position."""
        if penalty:
            d = run["defcon"]
            short = [max(0, d - run["milops"][s]) for s in (0, 1)]
            run["vp"] += short[B.USSR] - short[B.US]
            self._add(pos, ("vp",), run["vp"], line, "(end of turn: military "
                      "operations penalty, 8.2.1, not logged)")
            pos += 1
        for s in (0, 1):
            self._add(pos, ("milops", s), 0, line, "(end of turn: military "
                      "operations reset, 8.2, not logged)")
            pos += 1
        run["milops"] = [0, 0]
        for n in sorted(run["play"] & TURN_LONG):
            self._add(pos, ("play", n), False, line, "(end of turn: the event "
                      "of the turn ends, 4.5 G; not always logged)")
            pos += 1
        run["play"] -= TURN_LONG
        return pos

    def _add(self, pos, key, value, line, raw, rec=None):
        f = Fact(pos, key, value, line, raw)
        self.by_key.setdefault(key, []).append(f)
        if rec is not None:
            self.of_record[id(rec)] = f


def final_scoring(game, k):
    """The final scoring line of block ``k`` (10.3.2), or None: the log's last VP line,
    printed after the last round of turn 10 and a blank line, followed by nothing but
    ``S wins by Final Scoring`` (``US gains 28 VP. Score is US 21.``, ``No VP awarded.
    Score is US 1.``). The turn's end comes before it."""
    blocks = game.blocks
    b = blocks[k]
    if b.turn != 10 or b.phase != "action" or any(
            x.records for x in blocks[k + 1:] if x.phase != "cleanup"):
        return None
    recs = [r for r in b.records if r.line != b.line]
    j = len(recs) - 1
    while j >= 0 and isinstance(recs[j], P.GameOver):
        j -= 1
    if j < 0 or not isinstance(recs[j], P.VPChange):
        return None
    before = recs[j - 1].line if j > 0 else b.line
    return recs[j] if recs[j].line - before > 1 else None


def _flower_power_last(block, records):
    """Flower Power's 2 VP for a US war card: the software prints them as the card is
    played, before its event; the engine pays them once the card has been played (c059,
    ``card_played``). Same rule, another moment within one card's play: the line is moved
    to the end of the war card's part of the block, the scores logged in between lose
    its 2 VP (replay-only, editions.md 8)."""
    out = list(records)
    if block.phase == "headline":
        card = block.headlines.get("US")
    else:
        card = block.card if block.side == "US" else None
    wars = []
    if card is not None and card.number in C.WAR_CARDS:
        ev = next((j for j, r in enumerate(out) if isinstance(r, P.Use) and r.kind == "event"
                   and r.card is not None and r.card.number == card.number), None)
        k = next((j for j, r in enumerate(out) if _fp_line(r)), None)
        if k is not None and (ev is None or k < ev):
            wars.append((k, card.number, ev))
    # a war card the US plays through another event (Star Wars): the line just before
    for j in range(1, len(out)):
        r = out[j]
        if isinstance(r, P.Use) and r.kind == "event" and r.card is not None \
                and r.card.number in C.WAR_CARDS and _fp_line(out[j - 1]) \
                and all(w[0] != j - 1 for w in wars):
            wars.append((j - 1, r.card.number, j))
    for k, war, ev in sorted(wars, reverse=True):
        out = _move_fp(out, k, war, ev)
    return out


def _fp_line(r) -> bool:
    return isinstance(r, P.VPChange) and r.side == "USSR" and r.amount == 2


def _move_fp(out, k, war, ev):
    import dataclasses
    start = ev if ev is not None else k
    # the end of the war card's part: the next event of another card, or the block's end
    end = next((j for j in range(start + 1, len(out)) if isinstance(out[j], P.Use)
                and out[j].kind == "event" and out[j].card is not None
                and out[j].card.number != war), len(out))
    out = list(out)
    fp = out.pop(k)
    end -= 1
    last = None
    for j in range(k, end):
        r = out[j]
        if isinstance(r, P.VPChange):
            out[j] = last = dataclasses.replace(r, score=r.score + 2)
    score = (last.score if last is not None else fp.score + 2) - 2
    out.insert(end, dataclasses.replace(fp, score=score))
    return out


def initial_values(game) -> dict:
    """Every key's value after the setup, as the log gives it."""
    vals = {("vp",): 0, ("defcon",): 5, ("over",): None, ("reshuffles",): 0}
    for s in (0, 1):
        vals[("milops", s)] = 0
        vals[("space", s)] = 0
    for country, (us, ussr) in P.influence_after_setup(game).items():
        vals[("inf", B.INDEX[country])] = (us, ussr)
    for n in C.ALL:
        vals[("removed", n)] = False
        vals[("play", n)] = False
    return vals


_PLAY_CACHE = {}


def engine_play(state) -> frozenset:
    """Cards "in play" in the engine (persistent ones beside the map, others by their
    active effect)."""
    key = (tuple(state.in_play), tuple(state.effects))
    out = _PLAY_CACHE.get(key)
    if out is None:
        out = {c for c in state.in_play if C.PERSISTENT[c]}
        for name in state.effects:
            n = effect_card(name)
            if n is not None and not C.PERSISTENT.get(n, False):
                out.add(n)
        out = _PLAY_CACHE[key] = frozenset(out)
    return out


class Checker:
    """The engine's position against the log's facts, after every action."""

    def __init__(self, facts: Facts, result: Result):
        self.facts = facts
        self.result = result
        self.cur = initial_values(facts.game)
        self.ptr = {k: 0 for k in facts.by_key}
        self.limit = -1
        self.last = False                 # playing the log's last block
        self.vp_offset = 0                # engine VP the log never counted (adapters)
        self.pending_ok = set()           # keys whose facts the engine cannot reach yet
        self.whole, self.revealed, self.shown0 = {}, set(), [None, None]
        self.state_now = None
        self.expect_vp = None             # (delta, adapter note) an adapter allows now
        self.exp_inf = [[0] * B.N, [0] * B.N]
        for i in range(B.N):
            us, ussr = self.cur[("inf", i)]
            self.exp_inf[B.US][i], self.exp_inf[B.USSR][i] = us, ussr
        self.exp_removed = set()
        self.exp_play = set()
        self.cutoff = None                # the log's facts end there (a nuclear war)

    def advance(self, key, value):
        """The engine's ``key`` is now ``value``: consume the log's facts up to it."""
        if value == self.cur[key]:
            return
        facts = self.facts.by_key.get(key, ())
        p = self.ptr.get(key, 0)
        j = p
        while j < len(facts) and facts[j].pos <= self.limit:
            f = facts[j]
            if f.value == value or (f.value is None and value is True):
                self.result.facts += j - p + 1
                self.ptr[key] = j + 1
                self._set(key, value)
                return
            j += 1
        if key == ("over",) and self.cur[("defcon",)] == 1 and not facts:
            # a nuclear war the log shows by its DEFCON line alone (no "wins" line)
            self.cutoff = self.facts.by_key[("defcon",)][self.ptr[("defcon",)] - 1].pos
            raise NuclearWar(f"nuclear war: DEFCON 1 (8.1.3), the {B.SIDES[value]} wins; "
                             f"the log prints no winner")
        if self.last and self.exhausted(self.state_now):
            # the log's last block stops here: the engine goes on beyond the log
            raise LogEnds(f"{_key_name(key)} changes after the log's last line")
        nxt = facts[p] if p < len(facts) and facts[p].pos <= self.limit else None
        want = f"log line {nxt.line} {nxt.raw!r}" if nxt else "no change in the log here"
        raise Divergence(f"{_key_name(key)}: engine {value!r}, log {self.cur[key]!r} "
                         f"({want})")

    def check_reveals(self, s):
        """The hands the log shows whole (CIA Created, "Lone Gunman", Aldrich Ames
        Remix) against the engine's reveal, as it happens."""
        for ev, (side, cards) in self.whole.items():
            sh = s.shown[side]
            if ev in self.revealed or sh is None or sh is self.shown0[side]:
                continue
            self.revealed.add(ev)
            self.shown0[side] = sh
            got = set(sh["cards"])
            if got != cards:
                raise Divergence(f"{C.NAME[ev]}: the log shows the {B.SIDES[side]} hand "
                                 f"{sorted(C.NAME[c] for c in cards)}, the engine "
                                 f"{sorted(C.NAME[c] for c in got)}")

    def done(self, rec) -> bool:
        """The engine has already reached the fact of record ``rec``."""
        f = self.facts.of_record.get(id(rec))
        return f is not None and self.facts.index[id(f)] < self.ptr[f.key]

    def exhausted(self, s=None) -> bool:
        """Every fact of the log was consumed (optional ones, repeats of the current
        value and what a card still being played does at its end aside)."""
        playing = {(k, r["card"]) for r in s.resolving for k in ("removed", "play")} \
            if s is not None else ()
        for key, facts in self.facts.by_key.items():
            if key in playing:
                continue
            cur = self.cur[key]
            if any(f.value not in (None, cur) for f in facts[self.ptr[key]:]):
                return False
        return True

    def _set(self, key, value):
        self.cur[key] = value
        kind = key[0]
        if kind == "inf":
            self.exp_inf[B.US][key[1]], self.exp_inf[B.USSR][key[1]] = value
        elif kind == "removed":
            (self.exp_removed.add if value else self.exp_removed.discard)(key[1])
        elif kind == "play":
            (self.exp_play.add if value else self.exp_play.discard)(key[1])

    def after_action(self, s) -> None:
        self.result.checks += 1
        self.state_now = s
        if self.whole:
            self.check_reveals(s)
        inf = s.inf
        if inf[0] != self.exp_inf[0] or inf[1] != self.exp_inf[1]:
            for i in range(B.N):
                if inf[0][i] != self.exp_inf[0][i] or inf[1][i] != self.exp_inf[1][i]:
                    self.advance(("inf", i), (inf[B.US][i], inf[B.USSR][i]))
        cur = self.cur
        vp = s.vp - self.vp_offset
        if vp != cur[("vp",)]:
            if self.expect_vp and vp - cur[("vp",)] == self.expect_vp[0] and not any(
                    f.value == vp for f in self.facts.by_key[("vp",)][self.ptr[("vp",)]:]
                    if f.pos <= self.limit):
                self.vp_offset += self.expect_vp[0]
                self.expect_vp[1]()
                self.expect_vp = None
                vp = s.vp - self.vp_offset
        if vp != cur[("vp",)]:
            self.advance(("vp",), vp)
        if s.defcon != cur[("defcon",)]:
            self.advance(("defcon",), s.defcon)
        for side in (0, 1):
            # the logs' track stops at 5 (module docstring)
            mo = min(5, s.milops[side])
            if mo != cur[("milops", side)]:
                self.advance(("milops", side), mo)
            if s.space[side] != cur[("space", side)]:
                self.advance(("space", side), s.space[side])
        if s.over and cur[("over",)] is None:
            self.advance(("over",), s.winner)
        n = getattr(s, "reshuffles", 0)
        if n != cur[("reshuffles",)]:
            self.advance(("reshuffles",), n)
        removed = set(s.removed)
        if removed != self.exp_removed:
            for c in sorted(removed ^ self.exp_removed):
                self.advance(("removed", c), c in removed)
        play = engine_play(s)
        if play != self.exp_play:
            for c in sorted(play ^ self.exp_play):
                self.advance(("play", c), c in play)

    def close(self, k: int) -> None:
        """The end of block ``k``: every fact stated up to its end was consumed (or
        states the value the key already has: the engine is checked before every step,
        so a value can be skipped only within one step, e.g. a coup's ``US -2`` then
        ``USSR +2``)."""
        end = self.facts.end[k]
        if self.cutoff is not None:
            end = min(end, self.cutoff)
        for key, facts in self.facts.by_key.items():
            if key in self.pending_ok:
                continue
            p = self.ptr[key]
            e = p
            while e < len(facts) and facts[e].pos <= end:
                e += 1
            if e == p:
                continue
            cur = self.cur[key]
            if all(f.value in (None, cur) for f in facts[p:e]):
                # lines that state the value the key has (e.g. "No VP awarded")
                self.result.facts += e - p
                self.ptr[key] = e
                continue
            f = next(f for f in facts[p:e] if f.value not in (None, cur))
            raise Divergence(f"log line {f.line} {f.raw!r}: {_key_name(key)} is "
                             f"{f.value!r} in the log, {cur!r} in the engine")


def _key_name(key) -> str:
    kind = key[0]
    if kind == "inf":
        return f"influence in {B.NAMES[key[1]]} [us][ussr]"
    if kind in ("milops", "space"):
        return f"{B.SIDES[key[1]]} {kind}"
    if kind in ("removed", "play"):
        return f"{C.NAME[key[1]]} {'removed' if kind == 'removed' else 'in play'}"
    return kind


# --------------------------------------------------------------------------- cards
@dataclass
class TurnCards:
    """What the log shows of the cards of one turn."""
    start: list                   # [USSR cards, US cards] in the hand at the turn start
    deck: set                     # cards the log shows coming out of the draw pile
    envy: dict                    # side -> Ops of the card it gives to Missile Envy
    arrive: list                  # [USSR, US]: cards that arrive in the hand this turn
    draws: list = field(default_factory=list)   # cards Ask Not's replacements must be
    kept: list = field(default_factory=lambda: [set(), set()])  # shown, held at the end


def turn_cards(game, turn, size=None, pool=None) -> TurnCards:
    """The cards each hand holds at the start of ``turn``, from the log's blocks.

    ``size``: the hands' sizes (to know which cards used after Ask Not What Your Country
    Can Do For You were kept and which were drawn as replacements)."""
    uses = []                     # (side, card, how) in log order; how: "leave" (out of
    arrivals = [set(), set()]     # the hand), "stay" (shown, kept), "arrive"
    deck = set()
    envy = {}
    ask = None                    # (index in uses of its first discard, discards)
    for b in game.blocks:
        if b.turn != turn or b.phase == "cleanup":
            continue
        if b.phase == "headline":
            for side_name, card in b.headlines.items():
                uses.append((SIDE[side_name], card.number, "leave"))
        elif b.card is not None and b.card.number != CHINA:
            uses.append((SIDE[b.side], b.card.number, "leave"))
        event = None
        grain_played = {r.card.number for r in b.records
                        if isinstance(r, P.CardAction) and r.action == "plays"}
        for r in b.records:
            if isinstance(r, P.Use):
                event = r.card.number if r.kind == "event" and r.card else None
                if event == MISSILE_ENVY:
                    # Missile Envy goes to the other hand (the player is the block's
                    # side, or the headliner)
                    player = _event_player(b, r)
                    if player is not None:
                        arrivals[1 - player].add(MISSILE_ENVY)
                        uses.append((1 - player, MISSILE_ENVY, "arrive"))
                if event == ASK_NOT and ask is None:
                    ask = [len(uses), 0]
                continue
            if not isinstance(r, P.CardAction):
                continue
            side, card = SIDE[r.side], r.card.number
            if event == TEHRAN and r.action == "discards":
                deck.add(card)
            elif event in (SALT, STAR_WARS) and r.action == "reveals":
                arrivals[side].add(card)
                uses.append((side, card, "arrive"))
            elif event == GRAIN and r.action == "plays":
                continue                          # the USSR's card, counted at its reveal
            elif r.action == "reveals" and (event in (CIA, LONE_GUNMAN, AMES, CAMBRIDGE) or (
                    event == GRAIN and card not in grain_played)):
                uses.append((side, card, "stay"))  # shown, still in the hand
            else:
                uses.append((side, card, "leave"))
                if event == MISSILE_ENVY and r.action == "reveals":
                    envy[side] = C.OPS[card]
                if event == ASK_NOT and ask is not None and r.action == "discards":
                    ask[1] += 1
    # the cards the log has shown in a hand and that are still there at the turn's end
    # (revealed, not played since): the hand keeps them into the next turn (4.5 D)
    kept = [set(), set()]
    for side, card, how in uses:
        if how == "leave":
            kept[side].discard(card)
        elif how == "stay":
            kept[side].add(card)
    start = [[], []]
    later = []                    # US cards used after Ask Not's replacements
    came = [set(), set()]                    # arrived during the turn, not used yet
    for k, (side, card, how) in enumerate(uses):
        if how == "arrive":
            came[side].add(card)
            continue
        if card in came[side]:
            if how == "leave":
                came[side].discard(card)
            continue
        if card in start[side]:
            continue
        if ask is not None and side == B.US and k >= ask[0] + ask[1]:
            if card not in later:
                later.append(card)
            continue
        start[side].append(card)
    draws = []
    if later:
        # cards not among the hidden ones (discarded earlier) can only come from the
        # reshuffle Ask Not's draw may cause
        must = [c for c in later if pool is not None and c not in pool]
        later = [c for c in later if c not in must]
        room = len(later) if size is None else max(0, size[B.US] - len(start[B.US]))
        start[B.US] += later[:room]
        draws = later[room:] + must
    return TurnCards(start, deck, envy, arrivals, draws, kept)


def _event_player(block, use):
    """Who played the event ``use`` of ``block``."""
    if block.phase == "action":
        return SIDE[block.side]
    for side_name, card in block.headlines.items():
        if use.card is not None and card.number == use.card.number:
            return SIDE[side_name]
    return None


def filler_key(card):
    """Filler preference: no scoring card, the lowest Ops first."""
    return (C.SCORING[card], C.OPS[card], card)


class Planner:
    """Replay-only: builds the hands of a turn from the hidden cards (module doc)."""

    def __init__(self, game):
        self.game = game
        self.plans = {}

    def plan(self, state, turn) -> TurnCards:
        s = state
        sizes = [len(s.hands[0]), len(s.hands[1])]
        pool = set(s.deck) | set(s.hands[0]) | set(s.hands[1])
        tc = turn_cards(self.game, turn, sizes, pool)
        self.plans[turn] = tc
        want = [[], []]
        prev = self.plans.get(turn - 1)
        for side in (0, 1):
            # cards the log showed in this hand last turn and that were not played: it
            # still holds them (the log would say if they left it)
            for c in sorted(prev.kept[side]) if prev is not None else ():
                if c in pool and c not in tc.start[side] and c not in tc.start[1 - side] \
                        and c not in tc.deck and c not in tc.draws:
                    want[side].append(c)
            for c in tc.start[side]:
                if c in pool:
                    want[side].append(c)
                else:
                    where = _where(s, c)
                    raise Divergence(f"turn {turn}: the log shows {C.NAME[c]} in the "
                                     f"{B.SIDES[side]} hand, but it is {where} in the "
                                     f"engine")
            if len(want[side]) > sizes[side]:
                raise Divergence(f"turn {turn}: the log shows {len(want[side])} cards in "
                                 f"the {B.SIDES[side]} hand, the engine dealt {sizes[side]}: "
                                 f"{[C.NAME[c] for c in want[side]]}")
        for c in tc.draws:
            if c in want[0] or (c not in pool and c not in s.discard):
                raise Divergence(f"turn {turn}: {C.NAME[c]} must be drawn by Ask Not "
                                 f"but is {_where(s, c)}")
        taken = set(want[0]) | set(want[1]) | tc.deck | set(tc.draws)
        for side in (0, 1):
            free = sorted((c for c in pool if c not in taken), key=filler_key)
            need = sizes[side] - len(want[side])
            cap = tc.envy.get(side)              # the Ops of the card it gives

            if cap is not None:
                free = [c for c in free if C.OPS[c] <= cap]
            if len(free) < need:
                raise Divergence(f"turn {turn}: no filler cards left for the "
                                 f"{B.SIDES[side]} hand")
            fill = free[:need]
            want[side] += fill
            taken |= set(fill)
        self.assign(s, want)
        return tc

    @staticmethod
    def assign(s, want) -> None:
        """Make the hands ``want`` (cards of the hidden pool), swapping with the draw
        pile: a card leaving a hand takes the place in the pile of a card that enters
        one, so the pile keeps its order otherwise."""
        new = [set(want[0]), set(want[1])]
        out = [c for side in (0, 1) for c in sorted(s.hands[side]) if c not in new[0]
               and c not in new[1]]
        into = set()
        for side in (0, 1):
            into |= new[side] - set(s.hands[side])
        deck = list(s.deck)
        slots = [k for k, c in enumerate(deck) if c in into]
        for k in slots:
            deck[k] = out.pop() if out else None
        deck = [c for c in deck if c is not None] + out
        s.deck = deck
        s.hands = [sorted(want[0]), sorted(want[1])]
        s._legal = None


def named_in_turn(game, turn) -> set:
    """Every card the log names in ``turn`` (played, headlined, revealed, discarded)."""
    out = set()
    for b in game.blocks:
        if b.turn != turn:
            continue
        for c in [b.card, *b.header_cards, *(getattr(r, "card", None) for r in b.records)]:
            if c is not None and getattr(c, "number", None) is not None:
                out.add(c.number)
    return out


def _on_top(deck, must, k, safe) -> None:
    """Replay-only: arrange the top ``k`` cards of ``deck`` (its end: the next drawn)
    so that they are every card of ``must`` and, for the rest, the cards ``safe``
    accepts with the lowest operations (``filler_key``), swapping with cards below."""
    chosen = sorted((c for c in deck if c not in must and safe(c)), key=filler_key)
    want = set(must) | set(chosen[:max(0, k - len(must))])
    top = range(len(deck) - k, len(deck))
    for t in top:
        if deck[t] in want:
            continue
        j = next((j for j in range(len(deck) - k) if deck[j] in want), None)
        if j is None:
            return
        deck[j], deck[t] = deck[t], deck[j]


def _where(s, card) -> str:
    for name, pile in (("in the discard pile", s.discard), ("removed", s.removed),
                       ("in play", s.in_play), ("in the draw pile", s.deck),
                       ("in the USSR hand", s.hands[0]), ("in the US hand", s.hands[1])):
        if card in pile:
            return name
    if any(r["card"] == card for r in s.resolving):
        return "being played"
    return "nowhere"


# --------------------------------------------------------------------------- driver
class ReplayState(TwilightState):
    """Replay-only: the engine's position, with an observer called before every
    automatic step of the engine (the checks see each step, not only each action)."""

    observer = None
    reshuffles = 0                 # the discards reshuffled into the draw pile so far

    def reshuffle_if_empty(self) -> bool:
        done = TwilightState.reshuffle_if_empty(self)
        if done:
            self.reshuffles += 1
        return done

    def checkpoint(self) -> bool:
        if self.observer is not None:
            self.observer(self)
        return TwilightState.checkpoint(self)


class Driver:
    def __init__(self, game, seed: int = 0):
        self.game = game = deluxe_game(game)
        self.state = ReplayState(dict(OPTIONS), seed)
        self.state.rng = _replay_rng(self.state.rng)
        self.result = Result(game.name, blocks=len(game.blocks))
        self.facts = Facts(game)
        self.checker = Checker(self.facts, self.result)
        self.planner = Planner(game)
        self.k = 0

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
        self.checker.after_action(s)

    def adapt(self, what, block):
        """A replay-only adapter was used (listed in the result)."""
        self.result.adapters.append(f"{self.game.name} line {block.line}: {what}")

    def frame(self):
        s = self.state
        if s.over or not s.stack:
            return None
        return s.stack[-1]

    def legal(self):
        return self.state.legal_actions()

    def slot(self):
        """Where the engine is: ("H", turn) in a headline phase, ("A", turn, side, ar)
        in an action round, None when the game is over."""
        s = self.state
        if s.over:
            return None
        if s.ar == 0:
            return ("H", s.turn)
        return ("A", s.turn, s.ar_side, s.ar)

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
            a = "inf:" + plan[key].pop(0)
            try:
                s.apply(a)
            except IllegalAction as e:
                raise Divergence(f"setup: illegal {a!r}: {e}")
            self.result.actions.append(a)
        # the log's figures after the setup (the fixed setup, the placements, US +2)
        want = P.influence_after_setup(self.game)
        for country, (us_n, ussr_n) in want.items():
            i = B.INDEX[country]
            if (s.inf[B.US][i], s.inf[B.USSR][i]) != (us_n, ussr_n):
                raise Divergence(f"setup: {country} engine US {s.inf[B.US][i]} USSR "
                                 f"{s.inf[B.USSR][i]}, log [{us_n}][{ussr_n}]")

    # ------------------------------------------------------------------ the run
    def run(self, upto=None):
        blocks = self.game.blocks
        self.setup()
        self.state.observer = self.checker.after_action
        planned = set()
        for k, b in enumerate(blocks):
            if upto is not None and k >= upto:
                break
            self.k = k
            self.checker.limit = self.facts.window[k]
            if b.phase == "cleanup":
                self.checker.close(k)
                self.result.done = k + 1
                continue
            if self.state.over:
                if b.phase == "headline" or not b.passed or b.records:
                    raise Divergence(f"line {b.line}: the engine's game is over "
                                     f"({self.state.end_reason}) but the log goes on")
                self.result.done = k + 1
                continue
            if b.turn not in planned:
                if self.slot() != ("H", b.turn):
                    raise Divergence(f"line {b.line}: the log starts turn {b.turn}, the "
                                     f"engine is at {self.slot()}")
                self.planner.plan(self.state, b.turn)
                planned.add(b.turn)
            last = k == len(blocks) - 1
            # the engine may end the game (or the turn) beyond the log's end in the last
            # round the log shows: the rounds after it with no card say nothing
            self.checker.last = all(x.phase == "cleanup" or (x.passed and not x.records)
                                    for x in blocks[k + 1:])
            run = BlockRun(self, b, last=last)
            try:
                run.run()
            except LogEnds as e:
                if not self.checker.last and not isinstance(e, NuclearWar):
                    raise
                # the log has nothing more to say: every fact of it was checked
                self.result.stopped = str(e)
                self.state.rng.forced.clear()
                # a card still being played leaves the game when its play ends, which
                # the log does not reach
                for r in self.state.resolving:
                    self.checker.pending_ok |= {("removed", r["card"]), ("play", r["card"])}
                self.checker.close(k)
                self.result.done = len(blocks)
                break
            self.checker.close(k)
            self.checker.expect_vp = None
            run.final_checks()
            self.result.done = k + 1
        return self.result


# --------------------------------------------------------------------------- blocks
def _units(records):
    """InfluenceChange records expanded to single points: [side, country, +1/-1, rec]."""
    out = []
    for r in records:
        if isinstance(r, P.InfluenceChange):
            step = 1 if r.delta > 0 else -1
            out += [[r.side, r.country, step, r] for _ in range(abs(r.delta))]
    return out


class BlockRun:
    """One block of the log played through the engine."""

    def __init__(self, driver: Driver, block, last=False):
        self.d = driver
        self.s = driver.state
        self.b = block
        self.last = last
        self.recs = list(block.records)
        self.used = set()                 # ids of records consumed
        self.units = _units(self.recs)
        self.turn = block.turn
        self.log0 = len(driver.state.log)
        # the event whose part of the block holds each record
        self.ctx = {}
        ev = None
        for r in self.recs:
            if isinstance(r, P.Use):
                ev = r.card.number if r.kind == "event" and r.card is not None else None
            self.ctx[id(r)] = ev
        # hands the log shows whole: {event: (side, cards)}
        self.whole = {}
        for r in self.recs:
            ev = self.ctx[id(r)]
            if ev in WHOLE_HAND and ((isinstance(r, P.CardAction) and r.action == "reveals")
                                     or (isinstance(r, P.NoCards) and r.action == "reveal")):
                cards = self.whole.setdefault(ev, (WHOLE_HAND[ev], set()))[1]
                if isinstance(r, P.CardAction):
                    cards.add(r.card.number)
        ck = driver.checker
        ck.whole = dict(self.whole)
        ck.revealed = set()
        ck.shown0 = list(driver.state.shown)
        self.target = ("H", block.turn) if block.phase == "headline" else \
            ("A", block.turn, SIDE[block.side], block.ar)

    def fail(self, why):
        raise Divergence(f"{self.d.game.name} line {self.b.line} ({self.b.raw!r}): {why}")

    def ends(self, why):
        """The log has nothing more: a divergence, except in the log's last block."""
        if self.last:
            raise LogEnds(why)
        self.fail(why)

    # -------------------------------------------------------------- records
    def uses(self):
        return [r for r in self.recs if isinstance(r, P.Use) and id(r) not in self.used]

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
        done = self.d.checker.done
        for u in self.units:
            if u[3] is None or done(u[3]):
                continue
            if u[1] in countries and (sign is None or u[2] == sign) \
                    and (side is None or SIDE[u[0]] == side):
                u[3] = None
                return u[1]
        return None

    def take_use_before(self, target):
        """An event's free coup attempt or realignment rolls (Tear Down This Wall,
        Ortega Elected in Nicaragua, ...) are printed as operations: ``Coup (3 Ops):``
        then the ``Target:``. The event's decision takes the target: its ``Coup`` /
        ``Realignment`` line (the nearest line of use before it) goes with it, so that
        the card's own operations, logged after, are not read from it."""
        k = self.recs.index(target)
        for r in reversed(self.recs[:k]):
            if isinstance(r, P.Use):
                if r.kind in ("coup", "realignment") and id(r) not in self.used:
                    self.take(r)
                return

    def event_of(self, r):
        """The event (card number) whose part of the block holds record ``r``."""
        return self.ctx.get(id(r))

    def card_rec(self, action, event=None, side=None):
        """The next unconsumed ``S action C`` line (of ``event``'s part, of ``side``)."""
        return self.next_rec(P.CardAction, lambda r: r.action == action
                             and (event is None or self.ctx[id(r)] == event)
                             and (side is None or SIDE[r.side] == side))

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
            elif isinstance(r, P.CardAction) and r.action == "discards" \
                    and self.event_of(r) in RANDOM_DISCARD:
                out.append(self.pick(SIDE[r.side], r.card.number))
            elif isinstance(r, P.CardAction) and r.action == "reveals" \
                    and self.event_of(r) == GRAIN and not r.from_hand:
                out.append(self.pick(B.USSR, r.card.number))
            elif isinstance(r, P.Use) and r.kind == "event" and r.card is not None \
                    and r.card.number == SUMMIT:
                out += self.summit_dice(r)
        self.s.rng.forced[:0] = out

    def summit_dice(self, use):
        """Summit's dice are not logged: the ones that give the logged winner (or a tie
        when the log shows no VP), the implementer's first."""
        k = self.recs.index(use)
        vp = None
        for r in self.recs[k + 1:]:
            if isinstance(r, P.Use):
                break
            if isinstance(r, P.VPChange) and r.side:
                vp = SIDE[r.side]
                break
        s = self.s
        rolled = {}

        def first(sides):
            from engine.twilight.events.c045_summit import summit_bonus
            me = s.phasing
            rolled["me"] = me
            if vp is None:
                return 3
            return 6 if vp == me else 1

        def second(sides):
            from engine.twilight.events.c045_summit import summit_bonus
            me = rolled["me"]
            if vp is None:                  # a tie: equal totals
                d = 3 + len(summit_bonus(s, me)) - len(summit_bonus(s, 1 - me))
                if not 1 <= d <= 6:
                    raise Divergence("Summit: no die gives the logged tie")
                return d
            return 1 if vp == me else 6
        return [first, second]

    def pick(self, side, card):
        s = self.s

        def value(sides):
            hand = sorted(s.hands[side])
            if card not in hand:
                raise Divergence(f"{C.NAME[card]} is not in the {B.SIDES[side]} hand to be "
                                 f"picked at random ({_where(s, card)})")
            return hand.index(card) + 1
        return value

    def war_die(self, r):
        if self.event_of(r) != 36:
            return r.die
        # Brush War: the logging software counts an adjacent enemy superpower (see the
        # module docstring); give the die whose total under the engine's modifier is
        # the logged total
        s = self.s
        country = B.INDEX[r.country]

        def value(sides):
            from engine.twilight.events.c036_brush_war import modifier
            side = s.stack[-1]["side"] if s.stack else B.USSR
            mod = modifier(s, side, country)
            d = r.die + r.modifier - mod
            if d != r.die:
                self.d.adapt("Brush War next to the enemy superpower", self.b)
            d = max(1, min(6, d))
            if (d + mod >= r.needed) != r.victory:
                raise Divergence(f"line {r.line}: no die gives the logged Brush War result")
            return d
        return value

    def force_realign(self, side, country):
        rolls = [r for r in self.recs if isinstance(r, P.RealignRoll) and id(r) not in self.used
                 and r.target == country][:2]
        if len(rolls) < 2:
            self.ends(f"no realignment rolls logged in {country}")
        for r in rolls:
            self.take(r)
        mine = next(r for r in rolls if SIDE[r.side] == side)
        theirs = next(r for r in rolls if SIDE[r.side] != side)
        # the modifiers the log shows (6.2.2) are the engine's
        from engine.twilight.ops import realign_modifier
        i = B.INDEX[country]
        contra = "c093_iran_contra_scandal" in self.s.effects and side == B.US
        for r, who in ((mine, side), (theirs, 1 - side)):
            got = realign_modifier(self.s, who, i) - (-1 if contra and who == B.US else 0)
            if got != r.modifier:
                self.fail(f"line {r.line} {r.raw!r}: the engine's {B.SIDES[who]} realignment "
                          f"modifier in {country} is {got:+d}")
        other = theirs.die
        if side == B.USSR and "c093_iran_contra_scandal" in self.s.effects:
            # adapter (editions.md 8): the software gives the US die its -1 in the
            # realignments the USSR makes too (tsreplayer_62 line 736); the engine reads
            # "US realignment rolls" as the rolls the US makes (6.2.1). The US die is
            # forced one lower, which gives the logged result.
            other -= 1
            self.d.adapt("Iran-Contra Scandal on the US die of a USSR realignment", self.b)
            if other < 1:
                self.fail("Iran-Contra adapter: no die gives the logged result")
        self.s.rng.forced[:0] = [mine.die, other]

    # -------------------------------------------------------------- run
    def run(self):
        d, b = self.d, self.b
        if b.phase == "action" and b.passed:
            self.passed()
            return
        slot = d.slot()
        if slot != self.target:
            self.fail(f"the engine is at {slot}, the log at {self.target}")
        self.queue_dice()
        self.flower_power()
        guard = 0
        while d.slot() == self.target:
            f = d.frame()
            if f is None:
                break
            self.decide(f)
            guard += 1
            if guard > 500:
                self.fail("the block does not end")

    def flower_power(self):
        """Adapter (editions.md 8): the software gives Flower Power's 2 VP for a US war
        card only when its event can happen; the engine reads the card literally (any
        war card the US plays, c059), e.g. Arab-Israeli War played for operations under
        Camp David Accords (tsreplayer_42 line 866, tsreplayer_62 line 843). The engine's
        VP are then ahead of the log's by 2: the checks count that difference."""
        from engine.twilight.events import blocked
        b, s = self.b, self.s
        if b.phase != "action" or b.side != "US" or b.card is None \
                or b.card.number not in C.WAR_CARDS or "flower_power" not in s.effects:
            return
        if blocked(s, B.USSR, b.card.number) is None and blocked(s, B.US, b.card.number) \
                is None:
            return
        if any(isinstance(r, P.VPChange) and r.side == "USSR" for r in self.recs):
            return
        self.d.checker.expect_vp = (-2, lambda: self.d.adapt(
            "Flower Power VP for a war card whose event cannot happen", b))

    def passed(self):
        """``Turn N, S ARk: :``: no card (an optional round not taken, a round with no
        card to play), or the log stops there."""
        d = self.d
        if d.slot() == self.target:
            f = d.frame()
            if f is not None and "pass" in d.legal():
                d.apply("pass")
                self.end_of_turn()
                return
            if self.last:
                raise LogEnds("the log stops before the round's card")
            self.fail(f"the round has no card in the log, the engine asks {f['kind']} "
                      f"({d.legal()[:10]})")
        # the engine passed it by itself (no card in hand) or the log stops here

    def end_of_turn(self):
        """The decisions of the turn's end the log prints nothing for, after a round
        passed: the Space Race box-6 discard of a held card (6.4.4), kept unless the
        block shows the discard."""
        d = self.d
        while d.slot() == self.target:
            f = d.frame()
            if f is None or f["kind"] != "space_discard":
                return
            d.apply(self.on_space_discard(f, d.legal()))

    def on_space_discard(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards"
                          and SIDE[r.side] == f["side"] and self.event_of(r) is None)
        if r is not None and "discard:%d" % r.card.number in legal:
            self.take(r)
            return "discard:%d" % r.card.number
        return "keep"

    def final_checks(self):
        s = self.s
        if s.rng.forced:
            self.fail(f"dice not rolled: {s.rng.forced}")
        for r in self.recs:
            if isinstance(r, P.NoCards) and r.action == "discard" \
                    and self.event_of(r) in RANDOM_DISCARD and not s.over:
                # "USSR has no cards to discard": the engine's random pick found an
                # empty hand too (it says so in its log)
                said = [str(x) for x in s.log[self.log0:]]
                if not any("has no card to discard" in x for x in said):
                    self.fail(f"line {r.line}: the log's {r.side} has no card to discard, "
                              f"the engine's had")
            if isinstance(r, P.GameOver):
                if not s.over or s.winner != SIDE[r.winner]:
                    self.fail(f"the log ends the game ({r.raw!r}); engine over={s.over} "
                              f"winner={s.winner}")
        for ev in self.whole:
            if ev not in self.d.checker.revealed and not s.over:
                self.fail(f"{C.NAME[ev]}: the log shows the {B.SIDES[self.whole[ev][0]]} "
                          f"hand, the engine revealed nothing")

    # -------------------------------------------------------------- decisions
    def decide(self, f):
        kind = f["kind"]
        fn = getattr(self, "on_" + kind, None)
        legal = self.d.legal()
        cancel = [a for a in legal if a.startswith("cmc_cancel:")]
        if cancel:
            # Cuban Missile Crisis: the threatened side removes 2 influence to cancel it
            # when the log shows it ("C is no longer in play" after the removal)
            r = self.next_rec(P.InPlay, lambda r: r.card is not None and r.card.number == 40
                              and not r.active)
            if r is not None and not self.d.checker.done(r):
                for a in cancel:
                    country = a.partition(":")[2]
                    if self.take_unit({country}, sign=-1) is not None:
                        self.take_unit({country}, sign=-1)
                        self.d.apply(a)
                        return
        n = len(self.d.result.actions)
        a = fn(f, legal) if fn is not None else self.generic(f, legal)
        if a is None and len(self.d.result.actions) > n:
            return                             # the handler applied its action itself
        if a is None and len(legal) == 1:
            a = legal[0]                       # nothing to choose
        if a is None:
            self.ends(f"no action for decision {kind} (legal {legal[:12]})")
        self.d.apply(a)

    def on_headline(self, f, legal):
        card = self.b.headlines.get(B.SIDES[f["side"]])
        if card is None:
            self.ends(f"no {B.SIDES[f['side']]} headline in the log")
        return "headline:%d" % card.number

    def on_play(self, f, legal):
        b = self.b
        if f["side"] != SIDE[b.side]:
            self.fail(f"the engine asks {B.SIDES[f['side']]} to play")
        if b.card is None:
            return None
        return "card:%d" % b.card.number

    def on_c049_forced(self, f, legal):
        """Missile Envy's required round: operations, or the Space Race when the log
        sends the card there (6.0; docs/twilight/editions.md section 3)."""
        a = self.on_play(f, legal)
        first = next(iter(self.uses()), None)
        if a == "card:%d" % MISSILE_ENVY and first is not None and first.kind == "space" \
                and "space:%d" % MISSILE_ENVY in legal:
            self.take(first)
            return "space:%d" % MISSILE_ENVY
        return a

    def on_use(self, f, legal):
        card = f["card"]
        # how the card is used is read from its own lines: the unread "Event:" lines
        # of other cards say nothing about it (the cards being played around this
        # one: Grain Sales to Soviets, UN Intervention...; a headline's other event,
        # printed before it)
        uses = [u for u in self.uses() if not (u.kind == "event" and u.card is not None
                                               and u.card.number != card)]
        first = uses[0] if uses else None
        if first is None:
            if C.SCORING[card] and "event" in legal:
                return "event"
            self.ends("no use logged for the card")
        if first.kind == "space":
            self.take(first)
            return "space"
        if first.kind == "event" and first.card and first.card.number == card \
                and "event" in legal and not C.is_opponents(card, f["side"]):
            self.take(first)
            return "event"
        return "ops"

    def on_timing(self, f, legal):
        """5.2: the opponent's event before or after the operations, as the log prints
        them: the first of this card's ``Event:`` line and an operations line decides.
        Other cards' ``Event:`` lines still unread (a headline's, or the event that
        lets the card be played: Grain Sales to Soviets) say nothing about it."""
        card = f["card"]
        for u in self.uses():
            if u.kind == "event":
                if u.card is not None and u.card.number == card:
                    return "event_first"
                continue
            return "ops_first"
        return "ops_first"

    def empty_use(self, u):
        """A ``Use`` with nothing after it (Che's ``Coup (3 Ops):`` with no target)."""
        k = self.recs.index(u)
        nxt = self.recs[k + 1] if k + 1 < len(self.recs) else None
        return nxt is None or isinstance(nxt, P.Use)

    def on_ops(self, f, legal):
        uses = [u for u in self.uses() if u.kind != "event"
                and not (u.kind == "coup" and self.empty_use(u) and not self.last)]
        if not uses:
            self.ends("operations not logged")
        u = self.take(uses[0])
        return {"influence": "influence", "coup": "coup", "realignment": "realign",
                "space": None}[u.kind]

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
        from engine.twilight.ops import total_if
        self.check_coup(f["side"], t, total_if(f, B.INDEX[t.country]))
        return "coup:" + t.country

    def check_coup(self, side, target, points):
        """The coup's strength the log shows (``+ ops (modifier)``) is the engine's:
        the operations it uses and the card modifiers (6.3.2, 7.4)."""
        from engine.twilight.ops import coup_modifier
        k = self.recs.index(target)
        roll = next((r for r in self.recs[k + 1:] if isinstance(r, P.CoupRoll)), None)
        if roll is None:
            return
        got = points + coup_modifier(self.s, side, B.INDEX[target.country])
        if got != roll.ops + roll.modifier:
            self.fail(f"line {roll.line} {roll.raw!r}: the engine's coup in {target.country} "
                      f"has {got}")

    def on_free_realign(self, f, legal):
        t = self.next_rec(P.Target, lambda r: "realign:" + r.country in legal)
        if t is None:
            return "done" if "done" in legal else None
        self.take(t)
        self.force_realign(f["side"], t.country)
        return "realign:" + t.country

    def on_choice(self, f, legal):
        opts = set(legal)
        fn = getattr(self, "choice_" + f["then"], None)
        if fn is not None:
            return fn(f, legal)
        if opts == {"ops", "no_ops"} or opts == {"conduct_ops", "decline"}:
            # operations an event may grant (CIA Created, Lone Gunman, Grain Sales,
            # Glasnost, KAL-007, Olympic boycott): taken if the log shows them
            later = [u for u in self.uses() if u.kind != "event"]
            yes, no = ("ops", "no_ops") if "ops" in opts else ("conduct_ops", "decline")
            return yes if later else no
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
            if u[3] is not None and self.ctx[id(u[3])] == 16:
                return "warsaw:remove" if u[2] < 0 else "warsaw:add"
        return "warsaw:remove"              # no change logged: nothing to remove

    def on_c024_invade(self, f, legal):
        r = self.next_rec(P.War)
        if r is not None and "invade:" + r.country in legal:
            self.take(r)
            return "invade:" + r.country
        return None

    def on_c102_invade(self, f, legal):
        return self.on_c024_invade(f, legal)

    def on_c094_region(self, f, legal):
        r = self.next_rec(P.Choice, lambda r: SIDE[r.side] == B.US)
        if r is None:
            return "decline"
        self.take(r)
        name = next((g for g in B.REGIONS if g.lower() == r.choice.strip().lower()), None)
        if name is not None:
            return "region:" + name
        # "US chooses Chernobyl* is now in play.": the log leaves out the region. Any
        # region where the USSR places no influence with operations for the rest of the
        # turn fits the log: the first such (replay-only, editions.md 8)
        later = set()
        for b in self.d.game.blocks:
            if b.turn == self.turn and b.line > self.b.line and b.phase == "action" \
                    and b.side == "USSR":
                later |= {B.REGION[B.INDEX[u.country]] for u in b.records
                          if isinstance(u, P.InfluenceChange) and u.side == "USSR"}
        self.d.adapt("Chernobyl: the log leaves out the region", self.b)
        return "region:" + next(g for g in B.REGIONS if g not in later)

    def choice_c045_defcon(self, f, legal):
        r = self.next_rec(P.DefconChange, lambda r: self.ctx[id(r)] == SUMMIT)
        if r is None:
            return "defcon:keep"
        self.take(r)
        return "defcon:degrade" if r.direction == "degrades" else "defcon:improve"

    def choice_c087_count(self, f, legal):
        n = sum(1 for u in self.units if u[3] is not None and u[0] == "USSR" and u[2] > 0
                and self.ctx[id(u[3])] == 87)
        return "reformer:6" if n > 4 else "reformer:4"

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
        # replay-only: the cards the log discards are put among the cards looked at
        # (the frame keeps only how many cards are looked at, see c108_our_man_in_tehran)
        s = self.s
        rs = [r for r in self.recs if isinstance(r, P.CardAction) and r.action == "discards"
              and id(r) not in self.used and self.event_of(r) == TEHRAN]
        if not rs:
            return "done"
        k = f["look"] - f["gone"]
        n = len(s.deck)
        top = set(s.deck[n - k:])
        for r in rs:
            card = r.card.number
            if card in top:
                continue
            if card not in s.deck:
                self.fail(f"{r.card.name} is not in the draw pile for Our Man in Tehran "
                          f"({_where(s, card)})")
            j = s.deck.index(card)
            t = next(t for t in range(n - k, n) if s.deck[t] not in
                     {x.card.number for x in rs})
            s.deck[j], s.deck[t] = s.deck[t], s.deck[j]
            top = set(s.deck[n - k:])
            s._legal = None
        r = self.take(rs[0])
        return "discard:%d" % r.card.number

    def on_c077_discard(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "discards")
        if r is not None and "discard:%d" % r.card.number in legal:
            self.take(r)
            return "discard:%d" % r.card.number
        # replay-only (the pile's order is random): the replacements the log shows
        # later this turn are put on top of the draw pile, the others are filler, as
        # at the start of the turn (Planner): never a scoring card, never a card the
        # log shows elsewhere this turn or takes from the pile (Our Man in Tehran), the
        # lowest operations first and not above a card the US gives to Missile Envy,
        # so that nothing the log shows later can change
        s = self.s
        tc = self.d.planner.plans[self.turn]
        draws = tc.draws
        n = len(f["done"])
        if len(draws) > n:
            self.fail(f"Ask Not: {len(draws)} cards must be drawn, {n} discarded")
        first = min(n, len(s.deck))              # drawn before a reshuffle (4.3)
        now = [c for c in draws if c in s.deck]
        later = [c for c in draws if c not in s.deck]
        for card in later:
            if card not in s.discard or first == n:
                self.fail(f"Ask Not: {C.NAME[card]} must be drawn but is {_where(s, card)}")
        named = named_in_turn(self.d.game, self.turn)
        cap = tc.envy.get(B.US)

        def safe(c):
            return not C.SCORING[c] and c not in named and c not in tc.deck \
                and (cap is None or C.OPS[c] <= cap)
        if len(now) > first:
            self.fail(f"Ask Not: {len(now)} cards must be drawn from a pile of {first}")
        _on_top(s.deck, now, first, safe)
        if n > first:
            def on_top(items, must=later, k=n - first):
                _on_top(items, must, k, safe)
            s.rng.after_shuffle = on_top
        s._legal = None
        return "done"

    def on_c043_search(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "reveals")
        if r is not None and "salt:%d" % r.card.number in legal:
            self.take(r)
            return "salt:%d" % r.card.number
        return "decline"

    def on_c085_pick(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "reveals")
        if r is not None and "retrieve:%d" % r.card.number in legal:
            self.take(r)
            return "retrieve:%d" % r.card.number
        # the card taken from the discards is the event printed right after Star Wars'
        # own "Event:" line, never an earlier one of the block (a headline's other
        # event, resolved first and now in the discards)
        for k, u in enumerate(self.recs):
            if not (isinstance(u, P.Use) and u.kind == "event" and u.card is not None
                    and u.card.number == STAR_WARS):
                continue
            nxt = next((x for x in self.recs[k + 1:] if isinstance(x, P.Use)), None)
            if nxt is not None and nxt.kind == "event" and nxt.card is not None \
                    and id(nxt) not in self.used and "retrieve:%d" % nxt.card.number in legal:
                self.take(nxt)
                return "retrieve:%d" % nxt.card.number
        return None

    def on_c049_give(self, f, legal):
        r = self.card_rec("reveals", MISSILE_ENVY, f["side"])
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

    def on_c046_defcon(self, f, legal):
        r = self.next_rec(P.DefconChange, lambda r: self.ctx[id(r)] == 46)
        if r is not None and "defcon:%d" % r.level in legal:
            return "defcon:%d" % r.level
        return "defcon:%d" % self.s.defcon if "defcon:%d" % self.s.defcon in legal else None

    def choice_c047_coup(self, f, legal):
        uses = [u for u in self.uses() if u.kind != "event"]
        if uses and uses[0].kind in ("coup", "realignment"):
            self.take(uses[0])
            return "coup" if uses[0].kind == "coup" else "realign"
        return "no_coup"

    def choice_c107_coup(self, f, legal):
        uses = [u for u in self.uses() if u.kind == "coup"]
        if uses:
            u = self.take(uses[0])
            k = self.recs.index(u)
            nxt = self.recs[k + 1] if k + 1 < len(self.recs) else None
            if isinstance(nxt, P.Target) and "coup:" + nxt.country in legal:
                self.take(nxt)
                if "points" in f:
                    self.check_coup(B.USSR, nxt, f["points"])
                return "coup:" + nxt.country
        return "decline"

    def choice_c067_choice(self, f, legal):
        r = self.next_rec(P.CardAction, lambda r: r.action == "plays")
        if r is not None:
            for x in self.recs:
                if isinstance(x, P.CardAction) and x.action == "plays" \
                        and x.card == r.card:
                    self.take(x)
            return "grain:play"
        return "grain:return"

    def choice_c053_option(self, f, legal):
        units = [u for u in self.units if u[3] is not None and u[0] == "USSR"
                 and self.ctx[id(u[3])] == 53]
        other = {u[1] for u in units if u[1] != "South Africa"}
        if not other:
            return "sa_unrest:south_africa"
        if len(other) > 1:
            # adapter (docs/twilight/editions.md 8): the software let the USSR split the
            # 2 points between Angola and Botswana (tsreplayer_26 line 331); the engine
            # follows the 2015 Deluxe card (one neighbour). This one choice is played
            # with the engine's 2nd-edition wording, which allows the split.
            self.d.adapt("South African Unrest split between two neighbours", self.b)
            opts = self.s.options
            opts["edition"] = "second"
            try:
                self.d.apply("sa_unrest:neighbours")
            finally:
                opts["edition"] = "deluxe"
            return None
        return "sa_unrest:neighbours"

    def choice_c104_place(self, f, legal):
        c = self.take_unit({a[4:] for a in legal if a.startswith("inf:")}, sign=1)
        return "inf:" + c if c else "decline"

    def generic(self, f, legal):
        """Allot-like frames (``verb:Country``): the next logged influence point of the
        frame's side (``whose``) and sign."""
        targets = [a for a in legal if a.partition(":")[0] in ("coup", "realign")
                   and a.partition(":")[2] in B.INDEX]
        if targets:
            # a free coup attempt or realignment roll (Tear Down This Wall...): the next
            # logged target
            t = self.next_rec(P.Target, lambda r: "coup:" + r.country in legal
                              or "realign:" + r.country in legal)
            if t is not None:
                self.take(t)
                self.take_use_before(t)
                side = f.get("side")
                rolls = [r for r in self.recs if isinstance(r, P.RealignRoll)
                         and id(r) not in self.used and r.target == t.country]
                if rolls and "realign:" + t.country in legal:
                    self.force_realign(side, t.country)
                    return "realign:" + t.country
                if "coup:" + t.country in legal:
                    if "points" in f:
                        self.check_coup(side, t, f["points"])
                    return "coup:" + t.country
                return "realign:" + t.country
            return self.decline(legal)
        by_country = {}
        verbs = set()
        for a in legal:
            verb, _, arg = a.partition(":")
            if arg in B.INDEX:
                by_country.setdefault(arg, a)
                verbs.add(verb)
        if by_country:
            sign = None
            if verbs <= {"remove"}:
                sign = -1
            elif verbs <= {"inf", "place", "add"}:
                sign = 1
            whose = f.get("whose")
            c = self.take_unit(by_country, sign=sign, side=whose)
            if c is not None:
                return by_country[c]
        return self.decline(legal)


def replay(game, upto=None) -> Result:
    d = Driver(game)
    try:
        d.run(upto)
    except Divergence as e:
        d.result.error = str(e)
    d.result.state = d.state
    return d.result
