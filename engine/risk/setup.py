"""Setting up the board: the starting armies, the initial claim and placement of the
classic game, the 2-player deal. Decisions: ``claim``, ``setup_place``,
``setup_neutral`` (at the end of the module).

Rulebook, "Setup" (the classic game, 3-6 players; also the Missions and team games):

* step 2: the golden cavalryman starts next to the 4 (see :mod:`.reinforce`);
* step 3: each player takes 35 / 30 / 25 / 20 armies for 3 / 4 / 5 / 6 players;
* step 4: each player rolls a die; the highest begins, and play goes round the table
  (seat order here); a tie among the highest rolls again (the scan does not say:
  STANDARD-2004).

"Initial deployment": the first player puts one army in a territory, taking it; then each
player in turn puts one army in a territory nobody holds yet, until all 42 are held.

"Reinforcing armies" (the initial placement): the player who began the deployment places
first; in turn each player places armies in one of their own territories, until all are
placed; no limit to the armies in a territory. (The scan says "a number of armies" without
a number; STANDARD-2004: one army a turn.) Then the dice are rolled once more and the
highest plays first.

"2-player game", setup: 36 armies for each player, 24 for each of the 4 neutral armies;
the jokers are taken out, the territory cards shuffled and dealt, 9 to each player and 6
to each neutral army; one army goes on each territory dealt; then all the cards, jokers
included, are shuffled back into the pile. Placement: a die decides who places first; in
each turn a player places 3 of their own armies and one army of each neutral army in one
of its territories. At the end the players roll again for the first turn.
"""

from __future__ import annotations

from .actions import CLAIM_STR, PLACE1_STR, map_targets
from .board import INDEX, N_TERRITORIES, NAMES
from .cards import N_CARDS
from .missions import PILES
from .names import NEUTRAL_NAMES, TEAM_NAMES
from .rules import decision, verbs_refusal
from .sections import S_2P, S_CLAIM, S_PLACE0

START_ARMIES = {3: 35, 4: 30, 5: 25, 6: 20}            # Setup, step 3
TWO_PLAYER_ARMIES, NEUTRAL_ARMIES = 36, 24             # 2-player game, setup
TWO_PLAYER_DEAL, NEUTRAL_DEAL = 9, 6
TWO_PLAYER_ROUND = 3                                   # own armies a placement turn


class SetupRules:
    """The setup of the board and the order of the initial placement (the decisions are
    below the class)."""

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
        """Setup, step 4: each player rolls a die, the highest wins; ties roll again."""
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

    def _next_setup_placer(self) -> None:
        for k in range(1, self.n + 1):
            q = (self.current + k) % self.n
            if self.setup_left[q] > 0:
                self.current = q
                return
        self._start_play()

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

    def _start_play(self) -> None:
        self.say("All armies are placed. The dice decide who plays first.")
        starter = self._roll_off(list(range(self.n)), "to begin the game")
        self._begin_turn(starter)


# ==================================================================== decision "claim"
# Initial deployment: one army in a territory nobody holds, in turn, until all 42 are held.

def _claim_legal(s, f) -> list[str]:
    owner = s.owner
    return [CLAIM_STR[t] for t in range(N_TERRITORIES) if owner[t] < 0]


def _claim_apply(s, f, a) -> None:
    t = INDEX[a.arg]
    p = s.current
    s._set_owner(t, p, 1)
    s.setup_left[p] -= 1
    s.say(f"{s.names[p]} claims {NAMES[t]}.")
    if all(o >= 0 for o in s.owner):
        s.say("All 42 territories are occupied; the remaining armies are placed in turn, "
              f"{s.names[s.first]} first.")
        s.phase = "setup_place"
        s.current = s.first
        if s.setup_left[s.first] <= 0:
            s._next_setup_placer()
    else:
        s.current = (p + 1) % s.n


def _claim_why(s, f, a) -> str:
    if a.verb != "claim":
        return verbs_refusal(S_CLAIM, "claim:Territory")
    t = INDEX.get(a.rest)
    if t is None:
        return f"{S_CLAIM}: there is no territory called {a.rest!r}."
    return (f"{S_CLAIM}: {a.rest} is already occupied by "
            f"{s.unit_names[s.owner[t]]}; choose a territory nobody holds yet.")


decision("claim", legal=_claim_legal, apply=_claim_apply,
         prompt=lambda s, f: f"{s.names[s.current]}: claim a territory nobody holds yet",
         why=_claim_why, label=lambda s, f, a: f"Claim {a.rest}", targets=map_targets)


# ============================================================== decision "setup_place"
# Initial placement: one army in one of the player's territories (2-player game: three
# a turn, then one of each neutral army, decision "setup_neutral").

def _setup_place_legal(s, f) -> list[str]:
    owner = s.owner
    p = s.current
    return [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == p]


def _setup_place_apply(s, f, a) -> None:
    t = INDEX[a.arg]
    p = s.current
    s._add(t, p, 1)
    s.setup_left[p] -= 1
    s.say(f"{s.names[p]} places an army in {NAMES[t]} ({s.setup_left[p]} left).")
    if not s.two:
        s._next_setup_placer()
        return
    # 2-player game, reinforcing armies: 3 own armies, then one for each neutral army.
    s.setup_round += 1
    if s.setup_round >= TWO_PLAYER_ROUND or s.setup_left[p] == 0:
        s._two_player_neutral_step(first=True)


def _setup_place_why(s, f, a) -> str:
    section = S_2P + ", reinforcing armies" if s.two else S_PLACE0
    if a.verb != "place":
        return verbs_refusal(section, "place:Territory")
    name = a.rest
    t = INDEX.get(name)
    if t is None:
        if len(a.args) > 1:
            return f"{section}: armies are placed one at a time ('place:Territory')."
        return f"{section}: there is no territory called {name!r}."
    if f["kind"] == "setup_neutral":
        return (f"{section}: this army is {NEUTRAL_NAMES[s.neutral_turn]}'s; place it "
                f"in one of its territories ({name} is not).")
    return f"{section}: place armies only in your own territories ({name} is not yours)."


def _setup_place_prompt(s, f) -> str:
    p = s.current
    return f"{s.names[p]}: place an army in one of your territories ({s.setup_left[p]} left)"


decision("setup_place", legal=_setup_place_legal, apply=_setup_place_apply,
         prompt=_setup_place_prompt, why=_setup_place_why,
         label=lambda s, f, a: f"Place 1 army in {a.arg}", targets=map_targets)


# ============================================================ decision "setup_neutral"

def _setup_neutral_legal(s, f) -> list[str]:
    owner = s.owner
    u = 2 + s.neutral_turn
    return [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == u]


def _setup_neutral_apply(s, f, a) -> None:
    t = INDEX[a.arg]
    u = 2 + s.neutral_turn
    s._add(t, u, 1)
    s.setup_left[u] -= 1
    s.say(f"{s.names[s.current]} places a {NEUTRAL_NAMES[s.neutral_turn]} "
          f"army in {NAMES[t]}.")
    s._two_player_neutral_step(first=False)


decision("setup_neutral", legal=_setup_neutral_legal, apply=_setup_neutral_apply,
         prompt=lambda s, f: (f"{s.names[s.current]}: place one army of the neutral "
                              f"{NEUTRAL_NAMES[s.neutral_turn]} in one of its territories"),
         why=_setup_place_why,
         label=lambda s, f, a: f"Place 1 {NEUTRAL_NAMES[s.neutral_turn]} army in {a.arg}",
         targets=map_targets)
