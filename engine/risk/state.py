"""Risk (Hasbro 2004 European edition): the rules engine for all the games of the rulebook.

Variants (option ``variant``):

* ``classic``: "Risk - the world conquest game", 3-6 players;
* ``two-player-passive`` / ``two-player-active``: the 2-player game with 4 neutral armies;
* ``missions``: "Risk - Missions", 3-6 players, four secret ranked missions each;
* ``teams``: the team game, 4-6 players in two teams.

Rule references in error messages and tests name the rulebook's sections (the Hebrew
scan, shared/seeds/003): "Setup", "Initial deployment", "Reinforcing armies" (the initial
placement), "Step 1 - reinforcements", "Step 2 - battles", "Step 3 - fortification"
("additional reinforcement"), "Step 4 - territory card", "Winning", "2-player game"
(and its active steps 1-7), "Risk - Missions" and "Team game".

Where the scan skips a passage, the standard rules of the 2004 edition are used and the
code says so (look for STANDARD-2004):

* moving in after a conquest: at least as many armies as dice rolled in the last battle,
  at least one army left behind;
* fortification: once a turn, any number of armies from one territory to another one
  connected to it through your own territories (the team game's passage on fortifying
  "through a continuous chain of friendly territories" confirms the chain rule), leaving
  at least one army behind;
* eliminating a player: the conqueror takes their territory cards; holding 6 or more
  then, they must trade sets at once until they hold fewer than 6, and place the armies;
* the 2-player game is won by destroying the opponent's last army (neutrals may remain).

Actions are strings (see ``RiskState.label`` for their meaning):

* setup: ``claim:T``, ``place:T`` (one army), 2-player neutral armies ``place:T``;
* reinforcements: ``trade:A,B,C`` (card names, ``Joker``), ``place:T:N``;
* 2-player active: ``bribe:Neutral:Card``, ``done``, ``ally:Neutral``, ``place:T:N``;
* battles: ``attack:A:B`` (one battle), ``assault:A:B`` (battles until it falls or you
  cannot go on), ``dice:N``, ``defend:N``, ``move:N``, ``stop`` (end an invasion of a
  neutral territory), ``end_attack``;
* fortification: ``fortify:A:B`` then ``move:N``, ``end_turn``;
* missions: ``claim:Rank`` (Captain, Major, Colonel, General), ``pass``.

Counts of armies are offered as a manageable set of choices: placements 1, 2, 3, 5, 10,
20, 50, 100 (below what is left) and all that is left; moves the least, about half and
the most (every value when there are at most three).
"""

from __future__ import annotations

from .board import (ADJ, CONTINENT_BONUS, CONTINENT_MEMBERS, CONTINENT_NAMES,
                    CONTINENT_OF, INDEX, N_TERRITORIES, NAMES)
from .cards import (CARD_NAMES, CAVALRY_TRACK, JOKER_IDS, N_CARDS, SET_PATTERNS,
                    SYMBOL, SYMBOL_NAMES, fixed_value)
from .missions import BY_ID as MISSION_BY_ID, PILES, RANKS

from engine.core import State

VARIANTS = ("classic", "two-player-passive", "two-player-active", "missions", "teams")
PLAYER_NAMES = ("Red", "Blue", "Green", "Yellow", "Black", "White")
TWO_PLAYER_NAMES = ("Red", "Green")                    # as in the rulebook's example
NEUTRAL_NAMES = ("Yellow", "Blue", "Grey", "Black")
START_ARMIES = {3: 35, 4: 30, 5: 25, 6: 20}            # Setup, step 3
TWO_PLAYER_ARMIES, NEUTRAL_ARMIES = 36, 24             # 2-player game, setup
TWO_PLAYER_DEAL, NEUTRAL_DEAL = 9, 6
TEAM_NAMES = ("Team A", "Team B")

# Rulebook sections, as cited in messages.
S_SETUP = "Setup"
S_CLAIM = "Initial deployment"
S_PLACE0 = "Reinforcing armies (initial placement)"
S_REINF = "Step 1 - reinforcements"
S_CARDS = "Step 1.3 - trading territory cards"
S_ATTACK = "Step 2 - battles"
S_BATTLE = "Step 2 - battle stages"
S_CONQUEST = "Step 2 - conquest (STANDARD-2004: the scan skips this passage)"
S_FORTIFY = "Step 3 - fortification (STANDARD-2004: the scan skips this passage)"
S_CARD = "Step 4 - territory card"
S_2P = "2-player game"
S_BRIBE = "2-player active game, step 1 - bribing the neutrals"
S_ALLY_REINF = "2-player active game, step 3 - allies' reinforcements"
S_ALLY_ATTACK = "2-player active game, step 4 - battle"
S_ALLY_FORT = "2-player active game, step 6 - allies' fortification"
S_MISSION = "Risk - Missions, completing a mission"
S_TEAM = "Team game"

PLACE_STEPS = (1, 2, 3, 5, 10, 20, 50, 100)

# Pre-built action strings (legal_actions runs in the hot loop of simulations and AI).
ATTACK_STR = [[f"attack:{NAMES[a]}:{NAMES[b]}" if b in ADJ[a] else None
               for b in range(N_TERRITORIES)] for a in range(N_TERRITORIES)]
ASSAULT_STR = [[f"assault:{NAMES[a]}:{NAMES[b]}" if b in ADJ[a] else None
                for b in range(N_TERRITORIES)] for a in range(N_TERRITORIES)]
FORTIFY_STR = [[f"fortify:{NAMES[a]}:{NAMES[b]}" for b in range(N_TERRITORIES)]
               for a in range(N_TERRITORIES)]
CLAIM_STR = [f"claim:{name}" for name in NAMES]
PLACE1_STR = [f"place:{name}" for name in NAMES]
_PLACE_STR: dict = {}
_MOVE_STR: dict = {}


def place_str(t: int, n: int) -> str:
    key = t * 1000 + n
    s = _PLACE_STR.get(key)
    if s is None:
        s = _PLACE_STR[key] = f"place:{NAMES[t]}:{n}"
    return s


def move_str(n: int) -> str:
    s = _MOVE_STR.get(n)
    if s is None:
        s = _MOVE_STR[n] = f"move:{n}"
    return s


_PLACE_ROWS: dict = {}


def place_row(t: int, pending: int) -> list[str]:
    """The placement actions for territory t with ``pending`` armies to place."""
    key = t * 100000 + pending
    row = _PLACE_ROWS.get(key)
    if row is None:
        row = _PLACE_ROWS[key] = [place_str(t, c) for c in place_counts(pending)]
    return row


def place_counts(pending: int) -> list[int]:
    out = [v for v in PLACE_STEPS if v < pending]
    out.append(pending)
    return out


def move_counts(lo: int, hi: int) -> list[int]:
    """Choices of a number of armies between lo and hi: every value when there are at most
    three, otherwise the least, about half, and the most. (Offering every value makes
    uniformly random play dither for hundreds of turns; with "the most" among three
    choices random games end about three times sooner.)"""
    if hi - lo <= 2:
        return list(range(lo, hi + 1))
    return [lo, (lo + hi) // 2, hi]


def battle(rng, attack_dice: int, defend_dice: int):
    """One battle (one roll of the dice): returns (attacker dice, defender dice,
    attacker losses, defender losses). Attacker's dice are rolled first, then the
    defender's. Highest against highest, then second against second; ties go to the
    defender (Step 2 - battle stages)."""
    a = sorted((rng.die() for _ in range(attack_dice)), reverse=True)
    d = sorted((rng.die() for _ in range(defend_dice)), reverse=True)
    al = dl = 0
    for x, y in zip(a, d):
        if x > y:
            dl += 1
        else:
            al += 1
    return a, d, al, dl


class RiskState(State):
    game = "risk"

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
        self.names = TWO_PLAYER_NAMES if self.two else PLAYER_NAMES[:n]
        self.unit_names = self.names + (NEUTRAL_NAMES if self.two else ())
        n_units = n + (4 if self.two else 0)
        self.owner = [-1] * N_TERRITORIES
        self.armies = [0] * N_TERRITORIES
        self.stacks = [[0] * n for _ in range(N_TERRITORIES)] if self.teams else None
        self.tcount = [0] * n_units               # territories held by each unit
        self.hands = [[] for _ in range(2 if self.teams else n)]
        self.ncards = [[] for _ in range(4)] if self.active else None
        self.ally = [-1] * 4 if self.active else None   # -1 uninvolved, else ally of player
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.cavalry = 0
        self.alive = [True] * n_units
        self.eliminations = [0] * n
        self.phase = "claim"
        self.current = 0
        self.first = 0
        self.turn = 0                              # player-turns begun so far
        self.pending = 0
        self.placed_any = False
        self.midturn = False
        self.conquered = 0                         # own conquests this turn
        self.att = None                            # [from, to, unit, dice]
        self.last_battle = None
        self.invasion = None                       # active: [target, neutral, allies used]
        self.fort = None                           # [from, to, unit]
        self.place_unit = 0                        # whose armies the placement phase adds
        self.allies_done: list[int] = []
        self.allies_fortified: list[int] = []
        self.setup_left = [0] * n_units
        self.setup_round = 0                       # own armies placed this setup turn
        self.neutral_turn = 0                      # 2-player setup: which neutral next
        self.missions = None
        self.claimed = None
        self.claimed_turn = False
        self.win: list[int] | None = None
        self.capped = False
        self._cache = None
        self._inv_cavalry = 0
        self._setup()

    # ---------------------------------------------------------------- setup
    def _setup(self) -> None:
        rng = self.rng
        names = ", ".join(self.names)
        self.say(f"New game of Risk ({self.variant}) for {self.n} players: {names}.")
        if self.teams:
            for t in range(2):
                members = ", ".join(self.names[p] for p in range(self.n) if p % 2 == t)
                self.say(f"{TEAM_NAMES[t]}: {members} (seats alternate between the teams).")
        if self.two:
            # 2-player game, setup: the jokers are taken out, the territory cards shuffled
            # and dealt: 9 to each player, 6 to each neutral army.
            terr = list(range(N_TERRITORIES))
            rng.shuffle(terr)
            pos = 0
            for unit, count in ((0, TWO_PLAYER_DEAL), (1, TWO_PLAYER_DEAL),
                                (2, NEUTRAL_DEAL), (3, NEUTRAL_DEAL), (4, NEUTRAL_DEAL),
                                (5, NEUTRAL_DEAL)):
                got = sorted(terr[pos:pos + count])
                pos += count
                for t in got:
                    self._set_owner(t, unit, 1)
                self.say(f"{self.unit_names[unit]} is dealt "
                         + ", ".join(NAMES[t] for t in got) + ".")
            self.setup_left = [TWO_PLAYER_ARMIES - TWO_PLAYER_DEAL] * 2 \
                + [NEUTRAL_ARMIES - NEUTRAL_DEAL] * 4
        else:
            self.setup_left = [START_ARMIES[self.n]] * self.n
        self.deck = list(range(N_CARDS))
        rng.shuffle(self.deck)
        self.say("The territory cards (with the 2 jokers) are shuffled into a face-down pile.")
        if self.missions_on:
            piles = [list(p) for p in PILES]
            for pile in piles:
                rng.shuffle(pile)
            self.missions = [[piles[r][p] for r in range(4)] for p in range(self.n)]
            self.claimed = [[False] * 4 for _ in range(self.n)]
            self.say("Each player draws one secret mission of each rank "
                     "(Captain, Major, Colonel, General).")
        self.first = self.current = self._roll_off(list(range(self.n)),
                                                   "to begin the placement")
        if self.two:
            self.phase = "setup_place"
            self.setup_round = 0
        else:
            self.phase = "claim"

    def _roll_off(self, candidates: list[int], why: str) -> int:
        while True:
            rolls = [self.rng.die() for _ in candidates]
            self.say("Roll " + why + ": " + ", ".join(
                f"{self.names[p]} {r}" for p, r in zip(candidates, rolls)) + ".")
            best = max(rolls)
            top = [p for p, r in zip(candidates, rolls) if r == best]
            if len(top) == 1:
                self.say(f"{self.names[top[0]]} rolls highest.")
                return top[0]
            candidates = top

    # ================================================================ small helpers
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

    def _team(self, p: int) -> int:
        return p % 2

    def _holder(self, p: int) -> int:
        """Index in ``hands`` of player p's cards (the team's shared pool in the team game)."""
        return p % 2 if self.teams else p

    def _refresh_team_owner(self, t: int) -> None:
        """Team game: the representative holder of t (most armies; ties: first seat)."""
        st = self.stacks[t]
        best = max(st)
        rep = st.index(best)
        if rep != self.owner[t]:
            old = self.owner[t]
            if old >= 0:
                self.tcount[old] -= 1
            self.owner[t] = rep
            self.tcount[rep] += 1
        self.armies[t] = sum(st)

    def controller(self, t: int) -> int | None:
        """Who controls t: its owner; in the team game the player with most armies there
        (a tie means nobody controls it, Team game - reinforcements)."""
        if not self.teams:
            o = self.owner[t]
            return o if o >= 0 else None
        st = self.stacks[t]
        best = max(st)
        if best <= 0 or st.count(best) > 1:
            return None
        return st.index(best)

    def _controlled(self, p: int) -> list[int]:
        if not self.teams:
            owner = self.owner
            return [t for t in range(N_TERRITORIES) if owner[t] == p]
        return [t for t in range(N_TERRITORIES) if self.controller(t) == p]

    def reinforcements(self, p: int) -> tuple[int, list[int]]:
        """Step 1: max(3, territories // 3) plus the bonus of every continent held whole.
        Team game: only territories the player controls count, and a continent only when
        that one player controls all of it."""
        mine = self._controlled(p)
        base = max(3, len(mine) // 3)
        held = set(mine)
        conts = [c for c, members in enumerate(CONTINENT_MEMBERS)
                 if all(t in held for t in members)]
        return base + sum(CONTINENT_BONUS[c] for c in conts), conts

    def _commands(self, p: int, unit: int) -> bool:
        """Player p may use the armies of ``unit`` this turn (own, or an ally's)."""
        return unit == p or (self.active and unit >= 2 and self.ally[unit - 2] == p)

    def _usable(self, t: int, p: int) -> int:
        """Armies of p (or of the unit p commands there) that may leave t."""
        if self.teams:
            return min(self.stacks[t][p], self.armies[t] - 1)
        return self.armies[t] - 1

    def _defender(self, t: int) -> int:
        """The player who decides the defence of t."""
        o = self.owner[t]
        if self.two and o >= 2:
            return 1 - self.current      # 2-player: the other player rolls for the neutral
        return o

    def _next_alive(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if self.alive[q]:
                return q
        return p

    def _unit_alive_territories(self, unit: int) -> bool:
        return self.tcount[unit] > 0

    def _player_has_armies(self, p: int) -> bool:
        if not self.teams:
            return self.tcount[p] > 0
        return any(self.stacks[t][p] for t in range(N_TERRITORIES))

    def _cards_by_symbol(self, hand: list[int]) -> list[list[int]]:
        by = [[], [], [], []]
        for c in sorted(hand):
            by[SYMBOL[c]].append(c)
        return by

    def _set_value(self, cards: list[int]) -> int:
        if self.fixed_sets:
            return fixed_value([SYMBOL[c] for c in cards])
        return CAVALRY_TRACK[self.cavalry]

    def _trade_actions(self, hand: list[int]) -> list[str]:
        if len(hand) < 3:
            return []
        by = self._cards_by_symbol(hand)
        out = []
        for pattern in SET_PATTERNS:
            if all(len(by[s]) >= k for s, k in enumerate(pattern)):
                cards = []
                for s, k in enumerate(pattern):
                    cards.extend(by[s][:k])
                cards.sort()
                out.append("trade:" + ",".join(CARD_NAMES[c] for c in cards))
        return out

    def _parse_cards(self, text: str, hand: list[int]) -> list[int] | None:
        cards = []
        for name in text.split(","):
            if name == "Joker":
                c = next((j for j in JOKER_IDS if j in hand and j not in cards), None)
            else:
                c = INDEX.get(name)
                if c is not None and (c not in hand or c in cards):
                    c = None
            if c is None:
                return None
            cards.append(c)
        return cards

    def _components(self, member) -> list[int]:
        """Connected components (as a label per territory, -1 outside) of the territories
        for which member(t) is true, through borders and sea lines."""
        label = [-1] * N_TERRITORIES
        k = 0
        for s in range(N_TERRITORIES):
            if label[s] == -1 and member(s):
                label[s] = k
                stack = [s]
                while stack:
                    t = stack.pop()
                    for u in ADJ[t]:
                        if label[u] == -1 and member(u):
                            label[u] = k
                            stack.append(u)
                k += 1
        return label

    # ================================================================ protocol
    @property
    def players(self) -> tuple[str, ...]:
        return self.names

    @property
    def to_move(self) -> int | None:
        if self.win is not None:
            return None
        if self.phase == "defend":
            return self._defender(self.att[1])
        return self.current

    @property
    def winners(self) -> list[int]:
        return list(self.win) if self.win else []

    def invalidate(self) -> None:
        """Forget cached legal actions (tests call it after editing a position by hand)."""
        self._cache = None

    def legal_actions(self) -> list[str]:
        if self.win is not None:
            return []
        if self._cache is None:
            self._cache = self._legal_actions()
        return self._cache

    def apply_unchecked(self, action: str) -> None:
        self._cache = None
        super().apply_unchecked(action)
        self._cache = None

    # ---------------------------------------------------------------- prompts
    def prompt(self) -> str:
        if self.win is not None:
            return "The game is over."
        p = self.to_move
        me = self.names[p]
        ph = self.phase
        if ph == "claim":
            return f"{me}: claim an unoccupied territory"
        if ph == "setup_place":
            return f"{me}: place an army in one of your territories ({self.setup_left[p]} left)"
        if ph == "setup_neutral":
            k = self.neutral_turn
            return f"{me}: place one {NEUTRAL_NAMES[k]} (neutral) army in a {NEUTRAL_NAMES[k]} territory"
        if ph == "bribe":
            return f"{me}: give territory cards to neutral armies to win them over, or go on"
        if ph == "reinforce":
            if len(self.hands[self._holder(p)]) >= 6 and not self.placed_any:
                return f"{me}: you hold 6 or more territory cards and must trade a set"
            return f"{me}: place your reinforcements ({self.pending} left)"
        if ph == "allies":
            return f"{me}: roll for an ally's reinforcements, or go on to the battles"
        if ph == "ally_place":
            return (f"{me}: place {self.pending} armies for your ally "
                    f"{self.unit_names[self.place_unit]}")
        if ph == "attack":
            return f"{me}: attack, or end the battles"
        if ph == "invasion":
            return f"{me}: attack {NAMES[self.invasion[0]]} again, or stop this invasion"
        if ph == "dice":
            return f"{me}: how many dice to attack {NAMES[self.att[1]]} with?"
        if ph == "defend":
            k = self.att[3]
            return (f"{me}: {self.names[self.current]} attacks {NAMES[self.att[1]]} with "
                    f"{k} {'die' if k == 1 else 'dice'}; defend with 1 or 2 dice?")
        if ph == "move":
            return f"{me}: how many armies move into {NAMES[self.att[1]]}?"
        if ph == "fortify":
            return f"{me}: move armies once between your connected territories, or end the turn"
        if ph in ("fortify_count", "ally_fortify_count"):
            return f"{me}: how many armies move from {NAMES[self.fort[0]]} to {NAMES[self.fort[1]]}?"
        if ph == "ally_fortify":
            return f"{me}: one fortification for each ally, or end the turn"
        if ph == "claim_end":
            return f"{me}: show a completed mission, or pass"
        return f"{me}: {ph}"

    # ---------------------------------------------------------------- legal actions
    def _legal_actions(self) -> list[str]:
        ph = self.phase
        p = self.current
        owner = self.owner
        armies = self.armies
        if ph == "claim":
            return [CLAIM_STR[t] for t in range(N_TERRITORIES) if owner[t] < 0]
        if ph == "setup_place":
            return [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == p]
        if ph == "setup_neutral":
            u = 2 + self.neutral_turn
            return [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == u]
        if ph == "bribe":
            return self._bribe_actions() + ["done"]
        if ph == "reinforce":
            hand = self.hands[self._holder(p)]
            out = []
            forced = len(hand) >= 6
            if not self.placed_any and (forced or not self.midturn):
                out = self._trade_actions(hand)
            if forced and out and not self.placed_any:
                return out
            pending = self.pending
            if self.teams:
                team = p % 2
                for t in range(N_TERRITORIES):
                    if owner[t] % 2 == team:
                        out.extend(place_row(t, pending))
            else:
                for t in range(N_TERRITORIES):
                    if owner[t] == p:
                        out.extend(place_row(t, pending))
            if self.missions_on:
                out.extend(self._claim_actions(end=False))
            return out
        if ph == "allies":
            return [f"ally:{NEUTRAL_NAMES[k]}" for k in range(4)
                    if self.ally[k] == p and self.alive[2 + k] and k not in self.allies_done] \
                + ["done"]
        if ph == "ally_place":
            u = self.place_unit
            out = []
            for t in range(N_TERRITORIES):
                if owner[t] == u:
                    out.extend(place_row(t, self.pending))
            return out
        if ph == "attack":
            out = self._attack_actions(None)
            out.append("end_attack")
            if self.missions_on:
                out.extend(self._claim_actions(end=False))
            return out
        if ph == "invasion":
            out = self._attack_actions(self.invasion[0])
            out.append("stop")
            return out
        if ph == "dice":
            a = self.att[0]
            top = min(3, self._usable(a, p))
            return [f"dice:{k}" for k in range(1, top + 1)]
        if ph == "defend":
            return ["defend:1", "defend:2"]
        if ph == "move":
            a = self.att[0]
            return [move_str(k) for k in move_counts(self.att[3], self._usable(a, p))]
        if ph == "fortify":
            out = self._fortify_actions(p)
            out.append("end_turn")
            if self.missions_on:
                out.extend(self._claim_actions(end=False))
            return out
        if ph in ("fortify_count", "ally_fortify_count"):
            return [move_str(k) for k in move_counts(1, self._usable(self.fort[0], p))]
        if ph == "ally_fortify":
            out = []
            for k in range(4):
                if self.ally[k] == p and k not in self.allies_fortified:
                    out.extend(self._fortify_actions(2 + k))
            out.append("end_turn")
            return out
        if ph == "claim_end":
            return self._claim_actions(end=True) + ["pass"]
        return []

    def _attack_actions(self, only_target: int | None) -> list[str]:
        p = self.current
        owner = self.owner
        armies = self.armies
        out = []
        if self.teams:
            team = p % 2
            stacks = self.stacks
            for a in range(N_TERRITORIES):
                if armies[a] >= 2 and stacks[a][p] >= 1:
                    row = ATTACK_STR[a]
                    row2 = ASSAULT_STR[a]
                    for b in ADJ[a]:
                        if owner[b] % 2 != team and (only_target is None or b == only_target):
                            out.append(row[b])
                            out.append(row2[b])
            return out
        active = self.active
        ally = self.ally
        for a in range(N_TERRITORIES):
            if armies[a] < 2:
                continue
            u = owner[a]
            if u != p and not (active and u >= 2 and ally[u - 2] == p):
                continue
            row = ATTACK_STR[a]
            row2 = ASSAULT_STR[a]
            for b in ADJ[a]:
                o = owner[b]
                if o != p and o != u and (only_target is None or b == only_target):
                    out.append(row[b])
                    out.append(row2[b])
        return out

    def _fortify_actions(self, unit: int) -> list[str]:
        """One fortification for ``unit`` (the current player, or one of their allies)."""
        owner = self.owner
        p = self.current
        if self.teams:
            team = p % 2
            label = self._components(lambda t: owner[t] % 2 == team)
            sources = [t for t in range(N_TERRITORIES)
                       if self.stacks[t][p] >= 1 and self.armies[t] >= 2]
        else:
            label = self._components(lambda t: owner[t] == unit)
            armies = self.armies
            sources = [t for t in range(N_TERRITORIES) if owner[t] == unit and armies[t] >= 2]
        comps: dict = {}
        for t in range(N_TERRITORIES):
            if label[t] >= 0:
                comps.setdefault(label[t], []).append(t)
        out = []
        for a in sources:
            row = FORTIFY_STR[a]
            out.extend([row[b] for b in comps[label[a]] if b != a])
        return out

    def _bribe_actions(self) -> list[str]:
        p = self.current
        hand = self.hands[p]
        if not hand:
            return []
        by = self._cards_by_symbol(hand)
        cards = [by[s][0] for s in range(4) if by[s]]
        out = []
        for k in range(4):
            if self.alive[2 + k] and self.ally[k] != p and len(self.ncards[k]) < 6:
                out.extend(f"bribe:{NEUTRAL_NAMES[k]}:{CARD_NAMES[c]}" for c in cards)
        return out

    # ---------------------------------------------------------------- missions
    def mission_done(self, p: int, mid: str) -> bool:
        """Is the condition of mission ``mid`` fulfilled for player p now?"""
        cond = MISSION_BY_ID[mid]["cond"]
        owner = self.owner
        if "continents" in cond:
            return all(all(owner[t] == p for t in CONTINENT_MEMBERS[CONTINENT_NAMES.index(c)])
                       for c in cond["continents"])
        if "continents_any" in cond:
            return sum(1 for members in CONTINENT_MEMBERS
                       if all(owner[t] == p for t in members)) >= cond["continents_any"]
        if "territories" in cond:
            k = cond["armies"]
            armies = self.armies
            return sum(1 for t in range(N_TERRITORIES)
                       if owner[t] == p and armies[t] >= k) >= cond["territories"]
        if "continents_touched" in cond:
            each = cond["each"]
            count = 0
            for members in CONTINENT_MEMBERS:
                if sum(1 for t in members if owner[t] == p) >= each:
                    count += 1
            return count >= cond["continents_touched"]
        if "stack" in cond:
            return any(owner[t] == p and self.armies[t] >= cond["stack"]
                       for t in range(N_TERRITORIES))
        if "conquests" in cond:
            return p == self.current and self.conquered >= cond["conquests"]
        if "eliminated" in cond:
            return self.eliminations[p] >= cond["eliminated"]
        raise ValueError(f"unknown mission condition {cond}")

    def _claim_actions(self, end: bool) -> list[str]:
        p = self.current
        if self.claimed_turn:
            return []
        out = []
        for r in range(4):
            if not self.claimed[p][r]:
                mid = self.missions[p][r]
                if (end or MISSION_BY_ID[mid]["when"] == "any") and self.mission_done(p, mid):
                    out.append(f"claim:{RANKS[r]}")
        return out

    def _pending_end_claims(self) -> bool:
        return self.missions_on and bool(self._claim_actions(end=True))

    # ================================================================ applying actions
    def _apply(self, action: str) -> None:
        verb, _, rest = action.partition(":")
        ph = self.phase
        getattr(self, "_do_" + ph)(verb, rest)

    # ---------------------------------------------------------------- setup phases
    def _do_claim(self, verb: str, rest: str) -> None:
        t = INDEX[rest]
        p = self.current
        self._set_owner(t, p, 1)
        self.setup_left[p] -= 1
        self.say(f"{self.names[p]} claims {NAMES[t]}.")
        if all(o >= 0 for o in self.owner):
            self.say("All 42 territories are occupied; the remaining armies are placed in turn, "
                     f"{self.names[self.first]} first.")
            self.phase = "setup_place"
            self.current = self.first
            if self.setup_left[self.first] <= 0:
                self._next_setup_placer()
        else:
            self.current = (p + 1) % self.n

    def _next_setup_placer(self) -> None:
        for k in range(1, self.n + 1):
            q = (self.current + k) % self.n
            if self.setup_left[q] > 0:
                self.current = q
                return
        self._start_play()

    def _do_setup_place(self, verb: str, rest: str) -> None:
        t = INDEX[rest]
        p = self.current
        self._add(t, p, 1)
        self.setup_left[p] -= 1
        self.say(f"{self.names[p]} places an army in {NAMES[t]} ({self.setup_left[p]} left).")
        if not self.two:
            self._next_setup_placer()
            return
        # 2-player game, reinforcing armies: 3 own armies, then one for each neutral army.
        self.setup_round += 1
        if self.setup_round >= 3 or self.setup_left[p] == 0:
            self._two_player_neutral_step(first=True)

    def _two_player_neutral_step(self, first: bool) -> None:
        start = 0 if first else self.neutral_turn + 1
        for k in range(start, 4):
            if self.setup_left[2 + k] > 0:
                self.neutral_turn = k
                self.phase = "setup_neutral"
                return
        # this player's setup turn is over
        other = 1 - self.current
        if self.setup_left[other] > 0 or any(self.setup_left[2:]):
            self.current = other
            self.setup_round = 0
            if self.setup_left[other] > 0:
                self.phase = "setup_place"
            else:
                self._two_player_neutral_step(first=True)
        else:
            self._start_play()

    def _do_setup_neutral(self, verb: str, rest: str) -> None:
        t = INDEX[rest]
        u = 2 + self.neutral_turn
        self._add(t, u, 1)
        self.setup_left[u] -= 1
        self.say(f"{self.names[self.current]} places a {NEUTRAL_NAMES[self.neutral_turn]} "
                 f"army in {NAMES[t]}.")
        self._two_player_neutral_step(first=False)

    def _add(self, t: int, unit: int, k: int) -> None:
        if self.teams:
            self.stacks[t][unit] += k
            self._refresh_team_owner(t)
        else:
            self.armies[t] += k

    def _start_play(self) -> None:
        self.say("All armies are placed. The dice decide who plays first.")
        starter = self._roll_off(list(range(self.n)), "to begin the game")
        self._begin_turn(starter)

    # ---------------------------------------------------------------- a turn
    def _begin_turn(self, p: int) -> None:
        if self.max_turns and self.turn >= self.max_turns * self.n:
            self.capped = True
            self.win = []
            self.phase = "over"
            self.say(f"Turn cap of the simulation reached ({self.turn} turns): no winner.")
            return
        self.turn += 1
        self.current = p
        self.conquered = 0
        self.claimed_turn = False
        self.placed_any = False
        self.midturn = False
        self.allies_done = []
        self.allies_fortified = []
        self.invasion = None
        self.att = None
        self.fort = None
        armies, conts = self.reinforcements(p)
        self.pending = armies
        self.place_unit = p
        extra = ""
        if conts:
            extra = " including " + ", ".join(
                f"{CONTINENT_NAMES[c]} +{CONTINENT_BONUS[c]}" for c in conts)
        self.say(f"Turn {self.turn}: {self.names[p]} receives {armies} armies{extra}.")
        if self.active and self._bribe_actions():
            self.phase = "bribe"
        else:
            self.phase = "reinforce"

    def _do_bribe(self, verb: str, rest: str) -> None:
        p = self.current
        if verb == "done":
            self.say(f"{self.names[p]} gives no more cards to the neutral armies.")
            self.phase = "reinforce"
            return
        nname, _, cname = rest.partition(":")
        k = NEUTRAL_NAMES.index(nname)
        c = self._parse_cards(cname, self.hands[p])[0]
        self.hands[p].remove(c)
        self.ncards[k].append(c)
        before = self.ally[k]
        self.ally[k] = -1 if before == 1 - p else p
        self.say(f"{self.names[p]} gives {nname} a territory card (face down): {nname} is now "
                 + self._status_text(k) + ".")
        if not self._bribe_actions():
            self.phase = "reinforce"

    def _status_text(self, k: int) -> str:
        a = self.ally[k]
        return "uninvolved" if a < 0 else f"an ally of {self.names[a]}"

    def _do_reinforce(self, verb: str, rest: str) -> None:
        p = self.current
        if verb == "trade":
            hand = self.hands[self._holder(p)]
            cards = self._parse_cards(rest, hand)
            value = self._set_value(cards)
            for c in cards:
                hand.remove(c)
                self.discard.append(c)
            self.pending += value
            self.reveal()
            how = ""
            if not self.fixed_sets:
                old = self.cavalry
                self.cavalry = min(self.cavalry + 1, len(CAVALRY_TRACK) - 1)
                how = (f"; the golden cavalryman moves to {CAVALRY_TRACK[self.cavalry]}"
                       if self.cavalry != old else "; the golden cavalryman stays at the end")
            self.say(f"{self.names[p]} trades in "
                     + ", ".join(f"{CARD_NAMES[c]} ({SYMBOL_NAMES[SYMBOL[c]]})" for c in cards)
                     + f" for {value} armies{how}.")
            return
        if verb == "claim":
            self._claim(rest)
            return
        name, _, count = rest.rpartition(":")
        t, k = INDEX[name], int(count)
        self._add(t, p, k)
        self.pending -= k
        self.placed_any = True
        self.say(f"{self.names[p]} places {k} in {NAMES[t]}"
                 + (f" ({self.pending} left)." if self.pending else "."))
        if self.pending == 0:
            if self.midturn:
                self.midturn = False
                self.phase = "attack"
            elif self.active and any(self.ally[k] == p and self.alive[2 + k] for k in range(4)):
                self.phase = "allies"
            else:
                self.phase = "attack"

    def _do_allies(self, verb: str, rest: str) -> None:
        p = self.current
        if verb == "done":
            self.say(f"{self.names[p]} goes on to the battles.")
            self.phase = "attack"
            return
        k = NEUTRAL_NAMES.index(rest)
        roll = self.rng.die()
        self.allies_done.append(k)
        self.pending = roll
        self.place_unit = 2 + k
        self.phase = "ally_place"
        self.say(f"{self.names[p]} rolls {roll} for the reinforcements of the ally {rest}.")

    def _do_ally_place(self, verb: str, rest: str) -> None:
        name, _, count = rest.rpartition(":")
        t, k = INDEX[name], int(count)
        self._add(t, self.place_unit, k)
        self.pending -= k
        self.say(f"{self.names[self.current]} places {k} {self.unit_names[self.place_unit]} "
                 f"in {NAMES[t]}.")
        if self.pending == 0:
            p = self.current
            more = any(self.ally[j] == p and self.alive[2 + j] and j not in self.allies_done
                       for j in range(4))
            self.phase = "allies" if more else "attack"

    # ---------------------------------------------------------------- battles
    def _do_attack(self, verb: str, rest: str) -> None:
        if verb == "end_attack":
            self.say(f"{self.names[self.current]} ends the battles.")
            self.phase = "fortify"
            return
        if verb == "claim":
            self._claim(rest)
            return
        self._declare(rest, verb == "assault")

    def _do_invasion(self, verb: str, rest: str) -> None:
        if verb == "stop":
            self.say(f"{self.names[self.current]} stops the invasion of "
                     f"{NAMES[self.invasion[0]]}.")
            self._loyalty()
            self.phase = "attack"
            return
        self._declare(rest, verb == "assault")

    def _declare(self, rest: str, assault: bool) -> None:
        """Step 2: declare an attack (one battle, the attacker then chooses the dice), or an
        assault: battles repeated with the most dice allowed until the territory falls or
        the attacking territory has a single army left (a shortcut for declaring the same
        attack again after every battle; the defender still chooses their dice each time)."""
        a_name, _, b_name = rest.partition(":")
        a, b = INDEX[a_name], INDEX[b_name]
        p = self.current
        unit = self.owner[a] if not self.teams else p
        self.att = [a, b, unit, 0, assault]
        if self.active and self.owner[b] >= 2:
            if self.invasion is None or self.invasion[0] != b:
                self.invasion = [b, self.owner[b] - 2, []]
            if unit >= 2 and unit - 2 not in self.invasion[2]:
                self.invasion[2].append(unit - 2)
        who = self.names[p] if unit == p else f"{self.names[p]} (with the ally {self.unit_names[unit]})"
        self.say(f"{who} {'assaults' if assault else 'attacks'} {NAMES[b]} ({self.unit_names[self.owner[b]]}, "
                 f"{self.armies[b]}) from {NAMES[a]} ({self.armies[a]}).")
        top = min(3, self._usable(a, p))
        if top == 1 or assault:
            self._set_dice(top)
        else:
            self.phase = "dice"

    def _do_dice(self, verb: str, rest: str) -> None:
        self.say(f"{self.names[self.current]} attacks with {rest} "
                 f"{'die' if rest == '1' else 'dice'}.")
        self._set_dice(int(rest))

    def _set_dice(self, k: int) -> None:
        self.att[3] = k
        b = self.att[1]
        if self.armies[b] >= 2:
            self.phase = "defend"
        else:
            self._fight(1)

    def _do_defend(self, verb: str, rest: str) -> None:
        self.say(f"{self.names[self.to_move]} defends {NAMES[self.att[1]]} with {rest} "
                 f"{'die' if rest == '1' else 'dice'}.")
        self._fight(int(rest))

    def _fight(self, d: int) -> None:
        """Roll battles: one, or (assault) until the territory falls, the attacker runs out
        of armies that may attack, or the defender has a choice of dice to make."""
        while True:
            if self._battle(d):
                return
            a, b, unit, k, assault = self.att
            p = self.current
            top = min(3, self._usable(a, p))
            if not assault or top < 1:
                break
            self.att[3] = top
            if self.armies[b] >= 2:
                self.phase = "defend"
                return
            d = 1
        if self.active and self.invasion is not None and self.invasion[0] == self.att[1]:
            self.phase = "invasion"
        else:
            self.phase = "attack"

    def _battle(self, d: int) -> bool:
        """One battle; True if the territory fell (the conquest is then under way)."""
        a, b, unit, k, _ = self.att
        p = self.current
        ad, dd, al, dl = battle(self.rng, k, d)
        self.last_battle = {"from": NAMES[a], "to": NAMES[b], "attack": ad, "defend": dd,
                            "attacker_loses": al, "defender_loses": dl}
        if self.teams:
            self.stacks[a][p] -= al
            self._refresh_team_owner(a)
            st = self.stacks[b]
            for _ in range(dl):
                best = max(st)
                st[st.index(best)] -= 1
            self.armies[b] = sum(st)
            if self.armies[b] > 0:
                self._refresh_team_owner(b)
        else:
            self.armies[a] -= al
            self.armies[b] -= dl
        att_name = self.unit_names[unit]
        def_name = self.unit_names[self.owner[b]]
        self.say(f"Battle for {NAMES[b]}: {att_name} rolls {'-'.join(map(str, ad))}, "
                 f"{def_name} rolls {'-'.join(map(str, dd))}: "
                 f"{att_name} loses {al}, {def_name} loses {dl}.")
        if self.armies[b] > 0:
            return False
        lo, hi = k, self._usable(a, p)
        self.say(f"{att_name} conquers {NAMES[b]}.")
        if lo >= hi:
            self._move_in(hi)
        else:
            self.phase = "move"
        return True

    def _do_move(self, verb: str, rest: str) -> None:
        self._move_in(int(rest))

    def _move_in(self, k: int) -> None:
        a, b, unit, _, _ = self.att
        p = self.current
        victim = self.owner[b]
        if self.teams:
            self.stacks[a][p] -= k
            self._refresh_team_owner(a)
            self._set_owner(b, p, k)
        else:
            self.armies[a] -= k
            self._set_owner(b, unit, k)
        self.say(f"{self.unit_names[unit]} moves {k} into {NAMES[b]}.")
        if unit == p:
            self.conquered += 1
        self.att = None
        self.phase = "attack"
        # eliminations
        if self.teams:
            for q in range(self.n):
                if self.alive[q] and q % 2 != p % 2 and not self._player_has_armies(q):
                    self.alive[q] = False
                    self.eliminations[p] += 1
                    self.say(f"{self.names[q]} has lost the last army: "
                             f"{TEAM_NAMES[q % 2]} loses the game (Team game - winning).")
                    self._finish([r for r in range(self.n) if r % 2 == p % 2])
                    return
        elif self.tcount[victim] == 0:
            self.alive[victim] = False
            if victim < self.n:
                self._eliminate(victim)
                if self.win is not None:
                    return
            else:
                k2 = victim - 2
                self.say(f"The neutral army {NEUTRAL_NAMES[k2]} is destroyed.")
                if self.active and self.ncards[k2]:
                    got = self.ncards[k2]
                    self.ncards[k2] = []
                    self.hands[p].extend(got)
                    self.reveal()
                    self.say(f"{self.names[p]} takes its {len(got)} territory cards.")
                if self.invasion is not None and self.invasion[1] == k2:
                    self.invasion[1] = None
        if self.active and self.invasion is not None and self.invasion[0] == b:
            self._loyalty()
        self._after_cards_gained()

    def _eliminate(self, victim: int) -> None:
        p = self.current
        self.eliminations[p] += 1
        got = self.hands[victim]
        self.hands[victim] = []
        self.hands[p].extend(got)
        self.say(f"{self.names[victim]} has lost the last territory and is out of the game; "
                 f"{self.names[p]} takes {len(got)} territory cards.")
        if got:
            self.reveal()
        alive_players = [q for q in range(self.n) if self.alive[q]]
        if len(alive_players) == 1:
            how = ("destroys the opponent's last army" if self.two
                   else "has eliminated every opponent")
            self.say(f"{self.names[p]} {how} and wins.")
            self._finish([p])

    def _after_cards_gained(self) -> None:
        """STANDARD-2004: holding 6 or more cards after taking a player's (or a neutral's)
        cards, the player must trade at once and place the armies before attacking on."""
        if self.win is None and len(self.hands[self._holder(self.current)]) >= 6:
            self.phase = "reinforce"
            self.midturn = True
            self.placed_any = False
            self.pending = 0
            self.place_unit = self.current

    def _loyalty(self) -> None:
        """2-player active, step 4: after an invasion of a neutral territory, a die for the
        invaded neutral army (and for the attacking ally, if an ally attacked): 1-4 moves it
        one step against the player, 5-6 changes nothing."""
        target, neutral, allies = self.invasion
        self.invasion = None
        p = self.current
        for k in ([neutral] if neutral is not None else []) + [j for j in allies if j != neutral]:
            if not self.alive[2 + k]:
                continue
            roll = self.rng.die()
            if roll <= 4:
                before = self.ally[k]
                if before == p:
                    self.ally[k] = -1
                elif before == -1:
                    self.ally[k] = 1 - p
                self.say(f"{self.names[p]} rolls {roll} for the loyalty of {NEUTRAL_NAMES[k]}: "
                         f"one step against {self.names[p]}, {NEUTRAL_NAMES[k]} is now "
                         + self._status_text(k) + ".")
            else:
                self.say(f"{self.names[p]} rolls {roll} for the loyalty of {NEUTRAL_NAMES[k]}: "
                         "no change.")

    # ---------------------------------------------------------------- fortification
    def _do_fortify(self, verb: str, rest: str) -> None:
        if verb == "end_turn":
            self.say(f"{self.names[self.current]} does not fortify.")
            self._after_fortify(own_done=True)
            return
        if verb == "claim":
            self._claim(rest)
            return
        self._start_fortify(rest, "fortify_count")

    def _start_fortify(self, rest: str, count_phase: str) -> None:
        a_name, _, b_name = rest.partition(":")
        a, b = INDEX[a_name], INDEX[b_name]
        unit = self.current if self.teams else self.owner[a]
        self.fort = [a, b, unit]
        hi = self._usable(a, self.current)
        if hi == 1:
            self._fortify_move(1)
        else:
            self.say(f"{self.names[self.current]} will move armies from {NAMES[a]} to "
                     f"{NAMES[b]}.")
            self.phase = count_phase

    def _do_fortify_count(self, verb: str, rest: str) -> None:
        self._fortify_move(int(rest))

    _do_ally_fortify_count = _do_fortify_count

    def _fortify_move(self, k: int) -> None:
        a, b, unit = self.fort
        p = self.current
        if self.teams:
            self.stacks[a][p] -= k
            self.stacks[b][p] += k
            self._refresh_team_owner(a)
            self._refresh_team_owner(b)
        else:
            self.armies[a] -= k
            self.armies[b] += k
        self.say(f"{self.names[p]} moves {k} {self.unit_names[unit]} armies from {NAMES[a]} "
                 f"to {NAMES[b]}.")
        self.fort = None
        if unit == p:
            self._after_fortify(own_done=True)
        else:
            self.allies_fortified.append(unit - 2)
            self._after_fortify(own_done=False)

    def _do_ally_fortify(self, verb: str, rest: str) -> None:
        if verb == "end_turn":
            self.say(f"{self.names[self.current]} ends the allies' fortification.")
            self._end_turn()
            return
        self._start_fortify(rest, "ally_fortify_count")

    def _after_fortify(self, own_done: bool) -> None:
        p = self.current
        if self.active and any(self.ally[k] == p and self.alive[2 + k]
                               and k not in self.allies_fortified for k in range(4)):
            self.phase = "ally_fortify"
            if self._legal_actions() == ["end_turn"]:
                self._end_turn()
            return
        self._end_turn()

    # ---------------------------------------------------------------- end of turn
    def _end_turn(self) -> None:
        if self._pending_end_claims():
            self.phase = "claim_end"
            return
        self._finish_turn()

    def _do_claim_end(self, verb: str, rest: str) -> None:
        if verb == "claim":
            self._claim(rest)
            if self.win is not None:
                return
        else:
            self.say(f"{self.names[self.current]} shows no mission.")
        self._finish_turn()

    def _finish_turn(self) -> None:
        p = self.current
        if self.conquered > 0:
            # Step 4: one territory card if at least one territory was conquered this turn
            if not self.deck and self.discard:
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.say("The discarded territory cards are shuffled into a new pile.")
            if self.deck:
                c = self.deck.pop()
                self.hands[self._holder(p)].append(c)
                self.reveal()
                pool = " for the team" if self.teams else ""
                self.say(f"{self.names[p]} draws a territory card{pool}.")
        if self.teams:
            self.say(f"{self.names[p]} passes the team's cards to the next teammate.")
        self.phase = "between"
        self._begin_turn(self._next_alive(p))

    def _claim(self, rank: str) -> None:
        p = self.current
        r = RANKS.index(rank)
        mid = self.missions[p][r]
        self.claimed[p][r] = True
        self.claimed_turn = True
        self.reveal()
        self.say(f"{self.names[p]} shows a completed {rank} mission: "
                 f"\"{MISSION_BY_ID[mid]['text']}\"")
        done = sum(self.claimed[p])
        if done == 4:
            self.say(f"{self.names[p]} has completed all four missions and wins.")
            self._finish([p])
        elif done == 3:
            last = self.claimed[p].index(False)
            self.say(f"{self.names[p]} has completed three missions and must show the last one "
                     f"({RANKS[last]}): \"{MISSION_BY_ID[self.missions[p][last]]['text']}\"")

    def _finish(self, winners: list[int]) -> None:
        self.win = sorted(winners)
        self.phase = "over"

    # ================================================================ explanations
    def why_illegal(self, action: str) -> str:
        verb, _, rest = action.partition(":")
        ph = self.phase
        p = self.to_move
        expected = {
            "claim": ("claim", S_CLAIM), "setup_place": ("place", S_PLACE0),
            "setup_neutral": ("place", S_2P + ", reinforcing armies"),
            "bribe": ("bribe/done", S_BRIBE), "reinforce": ("trade/place", S_REINF),
            "allies": ("ally/done", S_ALLY_REINF), "ally_place": ("place", S_ALLY_REINF),
            "attack": ("attack/assault/end_attack", S_ATTACK),
            "invasion": ("attack/assault/stop", S_ALLY_ATTACK),
            "dice": ("dice", S_ATTACK), "defend": ("defend", S_BATTLE),
            "move": ("move", S_CONQUEST), "fortify": ("fortify/end_turn", S_FORTIFY),
            "fortify_count": ("move", S_FORTIFY), "ally_fortify": ("fortify/end_turn", S_ALLY_FORT),
            "ally_fortify_count": ("move", S_ALLY_FORT), "claim_end": ("claim/pass", S_MISSION),
        }
        verbs, section = expected.get(ph, ("", S_SETUP))
        if verb not in verbs.split("/") and not (verb == "claim" and self.missions_on):
            return (f"{section}: '{action}' is not possible now; {self.prompt()} "
                    f"(expected: {verbs.replace('/', ' or ')}).")
        if verb == "claim" and ph == "claim":
            t = INDEX.get(rest)
            if t is None:
                return f"{S_CLAIM}: there is no territory called {rest!r}."
            return (f"{S_CLAIM}: {rest} is already occupied by "
                    f"{self.unit_names[self.owner[t]]}; choose a territory nobody holds yet.")
        if verb == "claim":
            if rest not in RANKS:
                return f"{S_MISSION}: missions are claimed by rank ({', '.join(RANKS)})."
            if self.claimed_turn:
                return f"{S_MISSION}: at most one mission may be shown each turn."
            r = RANKS.index(rest)
            if self.claimed[p][r]:
                return f"{S_MISSION}: your {rest} mission is already completed."
            mid = self.missions[p][r]
            if MISSION_BY_ID[mid]["when"] == "end" and ph != "claim_end":
                return (f"{S_MISSION}: your {rest} mission may only be shown at the end of "
                        "your turn (after the fortification).")
            return f"{S_MISSION}: your {rest} mission is not fulfilled now."
        if verb == "trade":
            hand = self.hands[self._holder(p)]
            cards = self._parse_cards(rest, hand)
            if cards is None or len(cards) != 3:
                return f"{S_CARDS}: a trade names three territory cards you hold."
            if action not in self._trade_actions(hand):
                from .cards import is_set
                if not is_set([SYMBOL[c] for c in cards]):
                    return (f"{S_CARDS}: {rest} is not a set (three alike or one of each; "
                            "a joker stands for any picture).")
                if self.placed_any:
                    return f"{S_CARDS}: sets are traded before placing reinforcements."
                return (f"{S_CARDS}: choose one of the listed trades (one is listed for each kind "
                        "of set; which territory cards go makes no difference).")
        if verb in ("place",) and ph in ("reinforce", "ally_place", "setup_place", "setup_neutral"):
            name, _, count = rest.rpartition(":") if ph in ("reinforce", "ally_place") else (rest, "", "1")
            t = INDEX.get(name)
            if t is None:
                return f"{S_REINF}: there is no territory called {name!r}."
            if ph == "reinforce" and len(self.hands[self._holder(p)]) >= 6 and not self.placed_any:
                return f"{S_CARDS}: with 6 or more territory cards you must trade a set first."
            if ph == "reinforce":
                if self.teams and self.owner[t] % 2 != p % 2:
                    return f"{S_TEAM}: reinforcements go to your own or your teammates' territories."
                if not self.teams and self.owner[t] != p:
                    return f"{S_REINF}: reinforcements go to your own territories ({name} is not yours)."
                return (f"{S_REINF}: choose one of the offered numbers of armies "
                        f"(you have {self.pending} to place).")
            if ph == "setup_neutral":
                return (f"{S_2P}, reinforcing armies: this army is "
                        f"{NEUTRAL_NAMES[self.neutral_turn]}'s; place it in one of its territories.")
            return f"{S_PLACE0}: place armies only in your own territories ({name} is not yours)."
        if verb in ("attack", "assault"):
            a_name, _, b_name = rest.partition(":")
            a, b = INDEX.get(a_name), INDEX.get(b_name)
            if a is None or b is None:
                return f"{S_ATTACK}: unknown territory in {rest!r}."
            if b not in ADJ[a]:
                return (f"{S_ATTACK}: {a_name} and {b_name} are not adjacent (no common border "
                        "or sea line).")
            if self.teams:
                if self.owner[b] % 2 == p % 2:
                    return f"{S_TEAM}: you may not attack a member of your own team."
                if self.stacks[a][p] < 1:
                    return f"{S_ATTACK}: you have no armies of your own in {a_name}."
            elif not self._commands(p, self.owner[a]):
                return f"{S_ATTACK}: {a_name} is not yours" + (" nor an ally's." if self.active else ".")
            elif self.owner[b] == p or self.owner[b] == self.owner[a]:
                return f"{S_ATTACK}: {b_name} is held by your own side."
            if self.armies[a] < 2:
                return (f"{S_ATTACK}: attacking needs at least 2 armies in {a_name} (one must "
                        "stay behind).")
            if ph == "invasion":
                return (f"{S_ALLY_ATTACK}: finish the invasion of {NAMES[self.invasion[0]]} first "
                        "(attack it again or stop).")
        if verb == "dice":
            top = min(3, self._usable(self.att[0], p))
            return (f"{S_ATTACK}: attack with 1 to {top} dice (at most 3, and one army must stay "
                    f"in {NAMES[self.att[0]]}).")
        if verb == "defend":
            return f"{S_BATTLE}: the defender rolls 1 or 2 dice."
        if verb == "move":
            if ph == "move":
                return (f"{S_CONQUEST}: move at least {self.att[3]} armies (the dice rolled) and "
                        f"leave at least one in {NAMES[self.att[0]]}; choose an offered number.")
            return f"{S_FORTIFY}: leave at least one army behind; choose an offered number."
        if verb == "fortify":
            return (f"{S_FORTIFY}: armies move from a territory with 2 or more armies to another "
                    "of your territories connected to it through your own territories.")
        if verb == "bribe":
            return (f"{S_BRIBE}: give a card you hold to a neutral army that is not already your "
                    "ally and holds fewer than 6 cards.")
        if verb == "ally":
            return f"{S_ALLY_REINF}: roll once for each of your allies."
        return f"{section}: '{action}' is not possible now; {self.prompt()}."

    # ================================================================ labels
    def label(self, action: str) -> str:
        verb, _, rest = action.partition(":")
        parts = rest.split(":") if rest else []
        if verb == "claim" and self.phase == "claim":
            return f"Claim {rest}"
        if verb == "claim":
            return f"Show my completed {rest} mission"
        if verb == "place":
            if len(parts) == 2:
                return f"Place {parts[1]} in {parts[0]}"
            return f"Place 1 in {parts[0]}"
        if verb == "trade":
            return "Trade " + rest.replace(",", ", ")
        if verb == "attack":
            return f"Attack {parts[1]} from {parts[0]}"
        if verb == "assault":
            return f"Attack {parts[1]} from {parts[0]} until it falls"
        if verb == "dice":
            return f"Roll {rest} {'die' if rest == '1' else 'dice'}"
        if verb == "defend":
            return f"Defend with {rest} {'die' if rest == '1' else 'dice'}"
        if verb == "move":
            return f"Move {rest} armies"
        if verb == "fortify":
            return f"Move armies from {parts[0]} to {parts[1]}"
        if verb == "bribe":
            return f"Give {parts[1]} to {parts[0]}"
        if verb == "ally":
            return f"Roll reinforcements for {rest}"
        return {"end_attack": "End the battles", "end_turn": "End the turn", "done": "Go on",
                "stop": "Stop this invasion", "pass": "Pass"}.get(verb, action)

    # ================================================================ state as data
    def snapshot(self) -> dict:
        return {
            "variant": self.variant, "n": self.n, "owner": list(self.owner),
            "armies": list(self.armies),
            "stacks": [list(s) for s in self.stacks] if self.teams else None,
            "hands": [list(h) for h in self.hands],
            "ncards": [list(h) for h in self.ncards] if self.active else None,
            "ally": list(self.ally) if self.active else None,
            "deck": list(self.deck), "discard": list(self.discard), "cavalry": self.cavalry,
            "alive": list(self.alive), "eliminations": list(self.eliminations),
            "phase": self.phase, "current": self.current, "first": self.first,
            "turn": self.turn, "pending": self.pending, "placed_any": self.placed_any,
            "midturn": self.midturn, "conquered": self.conquered,
            "att": list(self.att) if self.att else None,
            "invasion": [self.invasion[0], self.invasion[1], list(self.invasion[2])]
            if self.invasion else None,
            "fort": list(self.fort) if self.fort else None, "place_unit": self.place_unit,
            "allies_done": list(self.allies_done),
            "allies_fortified": list(self.allies_fortified),
            "setup_left": list(self.setup_left), "setup_round": self.setup_round,
            "neutral_turn": self.neutral_turn,
            "missions": [list(m) for m in self.missions] if self.missions else None,
            "claimed": [list(c) for c in self.claimed] if self.claimed else None,
            "claimed_turn": self.claimed_turn, "win": self.win, "capped": self.capped,
            "max_turns": self.max_turns,
        }

    def view(self, player: int | None) -> dict:
        terr = []
        for t in range(N_TERRITORIES):
            o = self.owner[t]
            item = {"name": NAMES[t], "continent": CONTINENT_NAMES[CONTINENT_OF[t]],
                    "owner": self.unit_names[o] if o >= 0 else None, "armies": self.armies[t]}
            if self.teams:
                item["stacks"] = {self.names[q]: self.stacks[t][q]
                                  for q in range(self.n) if self.stacks[t][q]}
                c = self.controller(t)
                item["controller"] = self.names[c] if c is not None else None
            terr.append(item)
        own_holder = None if player is None else self._holder(player)
        hands = []
        for h, hand in enumerate(self.hands):
            entry = {"holder": TEAM_NAMES[h] if self.teams else self.names[h],
                     "count": len(hand)}
            if h == own_holder:
                entry["cards"] = [{"name": CARD_NAMES[c], "symbol": SYMBOL_NAMES[SYMBOL[c]]}
                                  for c in sorted(hand)]
            hands.append(entry)
        out = {
            "game": self.game, "variant": self.variant, "players": list(self.names),
            "you": player, "to_move": self.to_move, "current": self.current,
            "phase": self.phase, "prompt": self.prompt(), "turn": self.turn,
            "territories": terr, "hands": hands, "deck_size": len(self.deck),
            "discard_size": len(self.discard), "pending": self.pending,
            "alive": [self.alive[q] for q in range(self.n)],
            "last_battle": self.last_battle,
            "attack": ({"from": NAMES[self.att[0]], "to": NAMES[self.att[1]], "dice": self.att[3]}
                       if self.att else None),
            "winners": [self.names[w] for w in self.winners], "turn_cap": self.capped,
            "log": list(self.log),
        }
        if self.fixed_sets:
            out["set_values"] = "fixed"
        else:
            out["golden_cavalry"] = {"position": self.cavalry,
                                     "next_set_value": CAVALRY_TRACK[self.cavalry],
                                     "track": list(CAVALRY_TRACK)}
        if self.two:
            out["neutrals"] = [
                {"name": NEUTRAL_NAMES[k], "territories": self.tcount[2 + k],
                 "alive": self.alive[2 + k],
                 "status": (self._status_text(k) if self.active else "passive"),
                 "cards": len(self.ncards[k]) if self.active else 0} for k in range(4)]
        if self.teams:
            out["teams"] = [{"name": TEAM_NAMES[t],
                             "players": [self.names[q] for q in range(self.n) if q % 2 == t]}
                            for t in range(2)]
        if self.missions_on:
            ms = []
            for q in range(self.n):
                shown = sum(self.claimed[q]) >= 3
                row = []
                for r in range(4):
                    mid = self.missions[q][r]
                    visible = q == player or self.claimed[q][r] or shown
                    row.append({"rank": RANKS[r], "claimed": self.claimed[q][r],
                                "text": MISSION_BY_ID[mid]["text"] if visible else None,
                                "when": MISSION_BY_ID[mid]["when"] if visible else None})
                ms.append({"player": self.names[q], "missions": row})
            out["missions"] = ms
        return out

    def result(self) -> dict:
        return {"over": self.is_over, "winners": [self.names[w] for w in self.winners],
                "turns": self.turn, "turn_cap": self.capped}

    # ================================================================ copying
    def clone(self) -> "RiskState":
        other = object.__new__(type(self))
        d = other.__dict__
        for key, value in self.__dict__.items():
            if type(value) is list:
                d[key] = [list(x) if type(x) is list else x for x in value]
            else:
                d[key] = value
        other.rng = self.rng.clone()
        if self.att:
            other.att = list(self.att)
        if self.invasion:
            other.invasion = [self.invasion[0], self.invasion[1], list(self.invasion[2])]
        other._cache = None
        return other

    # ================================================================ invariants
    def check_invariants(self) -> list[str]:
        if self._quick_ok():
            return []
        return self._full_invariants()

    def _quick_ok(self) -> bool:
        """A fast check of the common case (the full one runs when this one fails)."""
        if self.teams or self.phase in ("claim", "move") or self.win is not None:
            return False
        if self.cavalry < self._inv_cavalry or self.pending < 0:
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
                if any(v < 0 for v in st):
                    problems.append(f"{NAMES[t]}: negative stack {st}")
                if len({q % 2 for q in range(self.n) if st[q]}) > 1:
                    problems.append(f"{NAMES[t]}: armies of both teams {st}")
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
        if self.pending < 0:
            problems.append(f"negative pending reinforcements {self.pending}")
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
