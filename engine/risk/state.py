"""Risk (Hasbro 2004 European edition): the position of a game.

:class:`RiskState` holds the fields of a game (who holds what, the cards, the phase of the
turn), declared once in ``FIELDS``; the rules are in the modules named for them, and every
decision of a turn is a *decision kind* of the one :data:`.rules.RULES` object, named by
the ``phase`` field (the table of kinds and modules is in :mod:`.rules`). The position is
driven by :class:`engine.core.Flow`: ``legal_actions()``, ``apply()``, ``prompt()``,
``label()``, ``why_illegal()`` and ``targets()`` all go through the decision pending now.

==================  ====================================================================
module              rules
==================  ====================================================================
:mod:`.setup`       setup, initial deployment and placement, the 2-player deal
:mod:`.turn`        the sequence of a turn, step 4 (territory card), the next player
:mod:`.reinforce`   step 1: reinforcements, card sets, the golden cavalry
:mod:`.battle`      step 2: dice, attacks, conquest, moving in, eliminating a player
:mod:`.fortify`     step 3: the fortification
:mod:`.neutrals`    the 2-player games: passive and active neutrals, bribes, allies,
                    loyalty
:mod:`.teams`       the team game: shared territories, control, team losses
:mod:`.missionplay` Risk - Missions: showing missions, winning by missions
:mod:`.summary`     the public record of the last turns (for the next players)
:mod:`.view`        what each player may see (the boards draw only from it)
==================  ====================================================================

The rule modules hold two things: a mixin class of :class:`RiskState` with the mechanics
(moving armies, battles, eliminations...), and below it the decision kinds they register.
"""

from __future__ import annotations

from engine.core import Flow, State, fields

from .battle import BattleRules, battle
from .board import N_TERRITORIES, NAMES
from .cards import CAVALRY_TRACK, N_CARDS
from .fortify import FortifyRules
from .missionplay import MissionRules
from .names import LEGACY, NEUTRAL_NAMES, PLAYER_NAMES, TWO_PLAYER_NAMES, VARIANTS
from .neutrals import NeutralRules
from .reinforce import ReinforceRules
from .rules import FRAMES, RULES
from .setup import SetupRules
from .summary import SummaryRules, TurnLog
from .teams import TeamRules
from .terms import units as unit_terms
from .turn import TurnRules

__all__ = ["RiskState", "VARIANTS", "battle"]


class RiskState(SetupRules, TurnRules, ReinforceRules, BattleRules, FortifyRules,
                NeutralRules, TeamRules, MissionRules, SummaryRules, Flow, State):
    game = "risk"
    rules = RULES

    # The fields of a position, in the order of the snapshot (and so of every digest made
    # before they were declared here). Values that depend on the variant and the number of
    # players are set in __init__.
    FIELDS = fields(
        variant="classic", n=3,
        owner=None,                 # territory -> unit holding it (-1: nobody yet)
        armies=None,                # territory -> armies in it
        stacks=None,                # team game: territory -> armies of each player
        hands=None,                 # each player's cards (team game: each team's)
        ncards=None,                # active 2-player game: the cards given to each neutral
        ally=None,                  # active 2-player game: neutral -> player (-1: none)
        deck=list, discard=list,
        cavalry=0,                  # the golden cavalryman's space on CAVALRY_TRACK
        alive=None, eliminations=None,
        phase="claim",              # the decision pending (a kind of RULES; "over")
        current=0, first=0,
        turn=0,                     # player-turns begun so far
        to_place=0,                 # armies left to place (snapshot key "pending")
        placed_any=False, midturn=False,
        conquered=0,                # own conquests this turn
        att=None,                   # the attack under way: [from, to, unit, dice, assault]
        invasion=None,              # active: [target, neutral, allies used]
        fort=None,                  # the fortification under way: [from, to, unit]
        place_unit=0,               # whose armies the placement adds
        counting=False,             # every number of armies offered
        allies_done=list, allies_fortified=list,
        setup_left=None,            # armies each unit has still to place in the setup
        setup_round=0,              # own armies placed this setup turn
        neutral_turn=0,             # 2-player setup: which neutral next
        missions=None, claimed=None, claimed_turn=False,
        win=None,                   # the winners, once the game is over
        capped=False,
        max_turns=0,
    )
    # the snapshot keeps the names fields had in saves made before they were renamed
    SNAPSHOT_NAMES = {"to_place": "pending"}
    # Copied by clone, not in the snapshot: the variant's constants (the names of the
    # units, and their terms, :mod:`.terms`) and the table rules chosen by the options,
    # the territory counts (recomputable from ``owner``), the last battle (for the
    # views) and the invariant check's memory. (The record of the last
    # turns, ``turn_log``, is history too: :meth:`clone` copies it, see :mod:`.summary`.)
    DERIVED = ("two", "active", "teams", "missions_on", "fixed_sets", "names", "unit_names",
               "unit_terms", "tcount", "last_battle", "_inv_cavalry", "deal", "defender_max",
               "shortcuts")

    # ================================================================ construction
    def __init__(self, options: dict, seed: int = 0) -> None:
        super().__init__(options, seed)
        v = self.options.get("variant", "classic")
        n = int(self.options.get("players", 2 if v.startswith("two") else 3))
        if v not in VARIANTS:
            raise ValueError(f"unknown Risk variant {v!r}")
        self.variant = v
        self.n = n
        self.two = v.startswith("two-player")
        self.active = v == "two-player-active"
        self.teams = v == "teams"
        self.missions_on = v == "missions"
        self.fixed_sets = v in ("missions", "teams")
        self.max_turns = int(self.options.get("max_turns", 0) or 0)
        # the table rules chosen by the options (issue 15); an option missing from the
        # options given means a game made before it existed: its ``legacy`` value
        self.deal = self.options.get("territories", LEGACY["territories"]) == "dealt"
        self.defender_max = self.options.get("defence", LEGACY["defence"]) == "most"
        self.shortcuts = self.options.get("shortcuts", LEGACY["shortcuts"]) == "on"
        self.names = TWO_PLAYER_NAMES if self.two else PLAYER_NAMES[:n]
        self.unit_names = self.names + (NEUTRAL_NAMES if self.two else ())
        # the same names as a person reads them (terms: log lines, prompts, labels)
        self.unit_terms = unit_terms(self.names, self.two)
        n_units = n + (4 if self.two else 0)
        self.owner = [-1] * N_TERRITORIES
        self.armies = [0] * N_TERRITORIES
        self.stacks = [[0] * n for _ in range(N_TERRITORIES)] if self.teams else None
        self.tcount = [0] * n_units               # territories held by each unit
        self.hands = [[] for _ in range(2 if self.teams else n)]
        self.ncards = [[] for _ in range(4)] if self.active else None
        self.ally = [-1] * 4 if self.active else None
        self.alive = [True] * n_units
        self.eliminations = [0] * n
        self.setup_left = [0] * n_units
        self.last_battle = None
        self._inv_cavalry = 0
        self.turn_log = TurnLog(n)
        self._log_shared = False
        self._setup()

    # ================================================================ board helpers
    def _set_owner(self, t: int, unit: int, armies: int) -> None:
        old = self.owner[t]
        if old >= 0:
            self.tcount[old] -= 1
        self.owner[t] = unit
        self.tcount[unit] += 1
        self.armies[t] = armies
        if self.teams:
            st = self.stacks[t]
            for i in range(self.n):
                st[i] = 0
            st[unit] = armies

    def _add(self, t: int, unit: int, k: int) -> None:
        if self.teams:
            self.stacks[t][unit] += k
            self._refresh_team_owner(t)
        else:
            self.armies[t] += k

    def _usable(self, t: int, p: int) -> int:
        """Armies of p (or of the unit p commands there) that may leave t."""
        if self.teams:
            return min(self.stacks[t][p], self.armies[t] - 1)
        return self.armies[t] - 1

    # ================================================================ protocol
    @property
    def players(self) -> tuple[str, ...]:
        return self.names

    @property
    def winners(self) -> list[int]:
        return list(self.win) if self.win else []

    @property
    def over(self) -> bool:
        return self.win is not None

    def pending(self):
        """The decision pending: one at a time in Risk, named by ``phase`` (its frame is
        the constant ``{"kind": phase}``), or None once the game is over."""
        return None if self.win is not None else FRAMES.get(self.phase)

    def seat_of_frame(self, f) -> int:
        """The defender decides ``defend``; the player whose turn it is all the rest."""
        if f["kind"] == "defend":
            return self._defender(self.att[1])
        return self.current

    @property
    def to_move(self) -> int | None:
        """``seat_of_frame(pending())`` (Flow's definition), computed directly: it is read
        after every action of a simulation."""
        if self.win is not None:
            return None
        if self.phase == "defend":
            return self._defender(self.att[1])
        return self.current

    def run(self) -> None:
        """After an action: Risk has no automatic steps (each rule sets the next phase
        itself), so only the cached legal actions are forgotten."""
        self._legal = None

    def invalidate(self) -> None:
        """Forget cached legal actions (tests call it after editing a position by hand)."""
        self._legal = None

    def clone(self) -> "RiskState":
        """State.clone; the record of the last turns is shared by both positions until
        one of them writes to it (then it copies it first: :meth:`_own_log`)."""
        other = State.clone(self)
        other.turn_log = self.turn_log
        other._log_shared = self._log_shared = True
        return other

    def snapshot(self) -> dict:
        names = self.SNAPSHOT_NAMES
        return {names.get(k, k): v for k, v in State.snapshot(self).items()}

    def result(self) -> dict:
        return {"over": self.is_over, "winners": [self.names[w] for w in self.winners],
                "turns": self.turn, "turn_cap": self.capped}

    # ================================================================ invariants
    def check_invariants(self) -> list[str]:
        if self._quick_ok():
            return []
        return self._full_invariants()

    def _quick_ok(self) -> bool:
        """A fast check of the common case (the full one runs when this one fails)."""
        if self.teams or self.phase in ("claim", "move") or self.win is not None:
            return False
        if self.cavalry < self._inv_cavalry or self.to_place < 0:
            return False
        if min(self.armies) < 1 or min(self.owner) < 0:
            return False
        owner = self.owner
        tc = self.tcount
        for u in range(len(tc)):
            c = owner.count(u)
            if c != tc[u] or (c > 0) != self.alive[u]:
                if not (self.phase in ("setup_place", "setup_neutral")):
                    return False
        total = len(self.deck) + len(self.discard) + sum(map(len, self.hands))
        if self.active:
            total += sum(map(len, self.ncards))
        if total != N_CARDS:
            return False
        places = set(self.deck)
        places.update(self.discard)
        for h in self.hands:
            places.update(h)
        if self.active:
            for h in self.ncards:
                places.update(h)
        if len(places) != N_CARDS:
            return False
        self._inv_cavalry = self.cavalry
        return True

    def _full_invariants(self) -> list[str]:
        problems = []
        started = self.phase != "claim"
        for t in range(N_TERRITORIES):
            o = self.owner[t]
            if o < 0:
                if started:
                    problems.append(f"{NAMES[t]} has no owner")
                continue
            if self.armies[t] < 1 and not (self.phase == "move" and t == self.att[1]):
                problems.append(f"{NAMES[t]} ({self.unit_names[o]}) has {self.armies[t]} armies")
            if self.teams:
                st = self.stacks[t]
                if sum(st) != self.armies[t]:
                    problems.append(f"{NAMES[t]}: stacks {st} do not add up to {self.armies[t]}")
                if min(st) < 0:
                    problems.append(f"{NAMES[t]}: negative stack {st}")
                if any(st[0::2]) and any(st[1::2]):
                    problems.append(f"{NAMES[t]}: armies of both teams {st}")
                if self.armies[t] > 0 and st[o] != max(st):
                    problems.append(f"{NAMES[t]}: {self.names[o]} holds fewer armies than "
                                    f"another player {st}")
        if self.teams and self.win is None and self.phase not in ("claim", "setup_place",
                                                                  "move"):
            for q in range(self.n):
                if self.alive[q] != self._player_has_armies(q):
                    problems.append(f"{self.names[q]} alive={self.alive[q]} with "
                                    f"armies={self._player_has_armies(q)}")
        counts = [0] * len(self.tcount)
        for o in self.owner:
            if o >= 0:
                counts[o] += 1
        if counts != self.tcount:
            problems.append(f"territory counts {self.tcount} != {counts}")
        if not self.teams and self.phase != "move":
            for u in range(len(self.tcount)):
                if started and self.phase not in ("setup_place", "setup_neutral") \
                        and self.alive[u] != (counts[u] > 0) and self.win is None:
                    problems.append(f"{self.unit_names[u]} alive={self.alive[u]} with "
                                    f"{counts[u]} territories")
        places = list(self.deck) + list(self.discard)
        for h in self.hands:
            places.extend(h)
        if self.active:
            for h in self.ncards:
                places.extend(h)
        if sorted(places) != list(range(N_CARDS)):
            problems.append("territory cards are not each in exactly one place")
        if self.cavalry < self._inv_cavalry:
            problems.append(f"the golden cavalryman moved back ({self._inv_cavalry} -> "
                            f"{self.cavalry})")
        self._inv_cavalry = self.cavalry
        if not 0 <= self.cavalry < len(CAVALRY_TRACK):
            problems.append("the golden cavalryman is off the track")
        if self.to_place < 0:
            problems.append(f"negative armies to place {self.to_place}")
        if self.win is not None:
            if self.capped:
                if self.win:
                    problems.append("a capped game has a winner")
            elif self.teams:
                teams = {w % 2 for w in self.win}
                members = [q for q in range(self.n) if q % 2 in teams]
                if len(teams) != 1 or sorted(self.win) != members:
                    problems.append(f"the winners {self.win} are not exactly one team")
            elif len(self.win) != 1:
                problems.append(f"a finished game has {len(self.win)} winners")
            else:
                w = self.win[0]
                if self.variant == "classic" and self.tcount[w] != N_TERRITORIES:
                    problems.append("the classic game ended without one player holding all 42")
                if self.two and self.tcount[1 - w] != 0:
                    problems.append("the 2-player game ended with the opponent still on the board")
                if self.missions_on and sum(self.claimed[w]) != 4 and \
                        any(self.alive[q] for q in range(self.n) if q != w):
                    problems.append("missions game won without 4 missions or eliminations")
        return problems
