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

The table rules chosen by the new-game options (issue 15, :data:`.names.LEGACY`):

* ``territories``: "claimed" is the initial deployment above; "dealt" (the house rule of
  most tables and of the digital editions, and the 2-player game's own way) deals the 42
  territories at random instead (:meth:`SetupRules._deal_territories`); the 2-player
  games always deal.
* ``shortcuts`` "on": the action ``autoplace`` in the initial placement places all the
  armies the player has still to place at once, by a fixed rule (:meth:`SetupRules.
  _spread`: the borders first, where the player stands weakest); in the 2-player game
  also the player's share of the neutral armies. One recorded action, no dice: it can be
  undone.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .actions import CLAIM_STR, PLACE1_STR, map_targets
from .board import ADJ, CONTINENT_MEMBERS, CONTINENT_OF, INDEX, N_TERRITORIES
from .cards import N_CARDS
from .missions import PILES
from .rules import decision
from .sections import S_2P_PLACE, S_AUTO, S_CLAIM, S_DEAL, S_PLACE0
from .terms import NEUTRALS, RANK_TERMS, TEAMS, TERRITORIES, VARIANTS, territory_named
from .texts import no_territory, refuse, territory_list

START_ARMIES = {3: 35, 4: 30, 5: 25, 6: 20}            # Setup, step 3
TWO_PLAYER_ARMIES, NEUTRAL_ARMIES = 36, 24             # 2-player game, setup
TWO_PLAYER_DEAL, NEUTRAL_DEAL = 9, 6
TWO_PLAYER_ROUND = 3                                   # own armies a placement turn


class SetupRules:
    """The setup of the board and the order of the initial placement (the decisions are
    below the class)."""

    def _setup(self) -> None:
        rng = self.rng
        players = list(self.unit_terms[:self.n])
        self.say(nmsg("New game of Risk ({variant}) for {n} player: {players}.",
                      "New game of Risk ({variant}) for {n} players: {players}.", self.n,
                      variant=VARIANTS[self.variant], players=players))
        if self.teams:
            for t in range(2):
                self.say(msg("{team}: {players} (seats alternate between the teams).",
                             team=TEAMS[t], players=players[t::2]))
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
                self.say(msg("{player} is dealt {territories}.", player=self.unit_terms[unit],
                             territories=territory_list(got)))
            self.setup_left = [TWO_PLAYER_ARMIES - TWO_PLAYER_DEAL] * 2 \
                + [NEUTRAL_ARMIES - NEUTRAL_DEAL] * 4
        else:
            self.setup_left = [START_ARMIES[self.n]] * self.n
        self.deck = list(range(N_CARDS))
        rng.shuffle(self.deck)
        self.say(msg("The territory cards (with the 2 jokers) are shuffled into a face-down "
                     "pile."))
        if self.missions_on:
            piles = [list(p) for p in PILES]
            for pile in piles:
                rng.shuffle(pile)
            self.missions = [[piles[r][p] for r in range(4)] for p in range(self.n)]
            self.claimed = [[False] * 4 for _ in range(self.n)]
            self.say(msg("Each player draws one secret mission of each rank ({ranks}).",
                         ranks=list(RANK_TERMS)))
        self.first = self.current = self._roll_off(list(range(self.n)), ROLL_PLACEMENT)
        if self.two:
            self.phase = "setup_place"
            self.setup_round = 0
        elif self.deal:
            self._deal_territories()
        else:
            self.phase = "claim"

    def _deal_territories(self) -> None:
        """Option "territories: dealt" (HOUSE RULE, as the 2-player game's deal): instead
        of the initial deployment, the 42 territories are shuffled and dealt one at a time
        round the table, beginning with the player who won the roll; one army goes on each
        territory dealt (with 4 or 5 players the first ones get one territory more). Then
        the remaining armies are placed in turn as after the deployment."""
        terr = list(range(N_TERRITORIES))
        self.rng.shuffle(terr)
        got = [[] for _ in range(self.n)]
        for i, t in enumerate(terr):
            got[(self.first + i) % self.n].append(t)
        self.say(msg("The territories are dealt at random, one army on each."))
        for k in range(self.n):
            p = (self.first + k) % self.n
            for t in sorted(got[p]):
                self._set_owner(t, p, 1)
            self.setup_left[p] -= len(got[p])
            self.say(msg("{player} is dealt {territories}.", player=self.unit_terms[p],
                         territories=territory_list(sorted(got[p]))))
        self.say(msg("The remaining armies are placed in turn, {player} first.",
                     player=self.unit_terms[self.first]))
        self.phase = "setup_place"

    def _roll_off(self, candidates: list[int], why: str) -> int:
        """Setup, step 4: each player rolls a die, the highest wins; ties roll again.
        ``why``: the log line's message id (:data:`ROLL_PLACEMENT`, :data:`ROLL_GAME`)."""
        while True:
            rolls = [self.rng.die() for _ in candidates]
            self.say(msg(why, rolls=[msg("{player} {n}", player=self.unit_terms[p], n=r)
                                     for p, r in zip(candidates, rolls)]))
            best = max(rolls)
            top = [p for p, r in zip(candidates, rolls) if r == best]
            if len(top) == 1:
                self.say(msg("{player} rolls highest.", player=self.unit_terms[top[0]]))
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
        self._two_player_next_turn()

    def _two_player_next_turn(self) -> None:
        """This player's setup turn is over: the other player's turn, while they have
        armies of their own to place. A player who placed all their armies and their share
        of the neutral ones automatically (``autoplace``) is passed over: the other one
        goes on alone. (Without ``autoplace`` both players run out of their own armies
        together with the neutral armies, 9 turns each, so that case never arises.)"""
        p = self.current
        other = 1 - p
        neutrals_left = any(self.setup_left[2:])
        if self.setup_left[other] > 0:
            nxt = other
        elif self.setup_left[p] > 0 or neutrals_left:
            nxt = p
        else:
            self._start_play()
            return
        self.current = nxt
        self.setup_round = 0
        if self.setup_left[nxt] > 0:
            self.phase = "setup_place"
        else:
            self._two_player_neutral_step(first=True)

    # ---------------------------------------------------------------- automatic placement
    def _autoplace(self) -> None:
        """``autoplace`` (option "shortcuts"): all the armies the player has still to place
        in the setup go out at once, by :meth:`_spread`; in the 2-player game also the
        player's share of the neutral armies (:meth:`_neutral_shares`). No dice: the same
        position always gives the same placement, and it can be undone."""
        p = self.current
        k = self.setup_left[p]
        if k:
            spread = self._spread(p, k)
            self._place_spread(p, spread)
            self.setup_left[p] = 0
            self.say(nmsg("{player} places the remaining {n} army automatically: {spread}.",
                          "{player} places the remaining {n} armies automatically: {spread}.",
                          k, player=self.unit_terms[p], spread=_spread_list(spread)))
        if not self.two:
            self._next_setup_placer()
            return
        for j, share in enumerate(self._neutral_shares()):
            if share:
                unit = 2 + j
                spread = self._spread(unit, share, placer=p)
                self._place_spread(unit, spread)
                self.setup_left[unit] -= share
                self.say(nmsg("{player} places {n} army of the neutral {neutral} "
                              "automatically: {spread}.",
                              "{player} places {n} armies of the neutral {neutral} "
                              "automatically: {spread}.", share, player=self.unit_terms[p],
                              neutral=NEUTRALS[j], spread=_spread_list(spread)))
        self._two_player_next_turn()

    def _place_spread(self, unit: int, spread: dict) -> None:
        for t, k in spread.items():
            self._add(t, unit, k)

    def _neutral_shares(self) -> list[int]:
        """2-player game: the neutral armies the player to move would still place in their
        own setup turns. Each turn a player places one army of each neutral army, the
        players taking turns, so of the ``n`` armies a neutral has left the player places
        the first, third... (``ceil(n / 2)``) when it is their turn to place one of it,
        else ``floor(n / 2)``; all of them when the opponent has placed everything of
        their own (the opponent's turns are over)."""
        p = self.current
        opponent_done = self.setup_left[1 - p] == 0
        out = []
        for j in range(4):
            n = self.setup_left[2 + j]
            mine_next = self.phase == "setup_place" or j >= self.neutral_turn
            out.append(n if opponent_done else (n + 1) // 2 if mine_next else n // 2)
        return out

    def _spread(self, unit: int, k: int, placer: int | None = None) -> dict:
        """Where ``k`` armies of ``unit`` go, one at a time (a deterministic rule, no dice):
        to the unit's territory bordering a hostile one where the unit stands weakest
        against the strongest hostile stack next to it (most hostile armies minus own
        armies); ties go to the continent the unit holds the largest part of, then to the
        territory first in the map's order. Hostile: any other army (team game: the other
        team). A neutral army placed by ``placer`` (2-player game) faces the placer's
        opponent: its armies go where they stand in that player's way. With no such
        border, any territory bordering another army counts, and at worst every one of
        the unit's territories. Returns ``{territory: armies}``."""
        owner, armies = self.owner, self.armies
        mine = [t for t in range(N_TERRITORIES) if owner[t] == unit]
        if self.teams:
            team = unit % 2
            hostile = [owner[t] % 2 != team for t in range(N_TERRITORIES)]
        elif placer is not None:
            hostile = [owner[t] == 1 - placer for t in range(N_TERRITORIES)]
            if not any(hostile[u] for t in mine for u in ADJ[t]):
                hostile = [owner[t] != unit for t in range(N_TERRITORIES)]
        else:
            hostile = [owner[t] != unit for t in range(N_TERRITORIES)]
        threat = {}
        for t in mine:
            near = [armies[u] for u in ADJ[t] if hostile[u]]
            if near:
                threat[t] = max(near)
        if not threat:
            threat = {t: 0 for t in mine}
        share = [0.0] * len(CONTINENT_MEMBERS)
        for c, members in enumerate(CONTINENT_MEMBERS):
            share[c] = sum(1 for t in members if owner[t] == unit) / len(members)
        now = {t: armies[t] for t in threat}
        out: dict = {}
        for _ in range(k):
            t = max(threat, key=lambda t: (threat[t] - now[t], share[CONTINENT_OF[t]], -t))
            now[t] += 1
            out[t] = out.get(t, 0) + 1
        return dict(sorted(out.items()))

    def _autoplace_label(self):
        p = self.current
        k = self.setup_left[p]
        if not self.two:
            return nmsg("Place my remaining {n} army automatically (on my borders)",
                        "Place my remaining {n} armies automatically (on my borders)", k)
        shares = [msg("{neutral} {n}", neutral=NEUTRALS[j], n=v)
                  for j, v in enumerate(self._neutral_shares()) if v]
        if k and shares:
            return nmsg("Place my remaining {n} army and my share of the neutral armies "
                        "({shares}) automatically",
                        "Place my remaining {n} armies and my share of the neutral armies "
                        "({shares}) automatically", k, shares=shares)
        if k:
            return nmsg("Place my remaining {n} army automatically",
                        "Place my remaining {n} armies automatically", k)
        if shares:
            return msg("Place my share of the neutral armies ({shares}) automatically",
                       shares=shares)
        return msg("Place automatically")

    def _start_play(self) -> None:
        self.say(msg("All armies are placed. The dice decide who plays first."))
        starter = self._roll_off(list(range(self.n)), ROLL_GAME)
        self._begin_turn(starter)


# the log lines of the two roll-offs (Setup, step 4), as message ids
ROLL_PLACEMENT = N_("Roll to begin the placement: {rolls}.")
ROLL_GAME = N_("Roll to begin the game: {rolls}.")


def _spread_list(spread: dict) -> list:
    """An automatic placement as a person reads it: ``Alaska +3, Peru +1``."""
    return [msg("{territory} +{n}", territory=TERRITORIES[t], n=k) for t, k in spread.items()]


AUTOPLACE = "autoplace"


def _why_autoplace(s, section):
    if not s.shortcuts:
        return refuse(S_AUTO, msg("this game places every army by hand (the option "
                                  "'shortcuts' is off)."))
    return refuse(section, msg("the automatic placement comes after the initial deployment."))


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
    s.say(msg("{player} claims {territory}.", player=s.unit_terms[p], territory=TERRITORIES[t]))
    if all(o >= 0 for o in s.owner):
        s.say(msg("All 42 territories are occupied; the remaining armies are placed in turn, "
                  "{player} first.", player=s.unit_terms[s.first]))
        s.phase = "setup_place"
        s.current = s.first
        if s.setup_left[s.first] <= 0:
            s._next_setup_placer()
    else:
        s.current = (p + 1) % s.n


def _claim_why(s, f, a):
    if a.verb == AUTOPLACE:
        return _why_autoplace(s, S_CLAIM)
    if a.verb != "claim":
        return refuse(S_CLAIM, msg("this step takes only claim:Territory"))
    t = INDEX.get(a.rest)
    if t is None:
        return no_territory(S_CLAIM, a.rest)
    return refuse(S_CLAIM, msg("{territory} is already occupied by {player}; choose a "
                               "territory nobody holds yet.", territory=TERRITORIES[t],
                               player=s.unit_terms[s.owner[t]]))


decision("claim", legal=_claim_legal, apply=_claim_apply,
         prompt=lambda s, f: msg("{player}: claim a territory nobody holds yet",
                                 player=s.unit_terms[s.current]),
         why=_claim_why,
         label=lambda s, f, a: msg("Claim {territory}", territory=territory_named(a.rest)),
         targets=map_targets)


# ============================================================== decision "setup_place"
# Initial placement: one army in one of the player's territories (2-player game: three
# a turn, then one of each neutral army, decision "setup_neutral").

def _setup_place_legal(s, f) -> list[str]:
    owner = s.owner
    p = s.current
    out = [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == p]
    if s.shortcuts:
        out.append(AUTOPLACE)
    return out


def _setup_place_apply(s, f, a) -> None:
    if a.verb == AUTOPLACE:
        s._autoplace()
        return
    t = INDEX[a.arg]
    p = s.current
    s._add(t, p, 1)
    s.setup_left[p] -= 1
    s.say(nmsg("{player} places an army in {territory} ({n} left).",
               "{player} places an army in {territory} ({n} left).", s.setup_left[p],
               player=s.unit_terms[p], territory=TERRITORIES[t]))
    if not s.two:
        s._next_setup_placer()
        return
    # 2-player game, reinforcing armies: 3 own armies, then one for each neutral army.
    s.setup_round += 1
    if s.setup_round >= TWO_PLAYER_ROUND or s.setup_left[p] == 0:
        s._two_player_neutral_step(first=True)


def _setup_place_why(s, f, a):
    section = S_2P_PLACE if s.two else S_PLACE0
    if a.verb == AUTOPLACE:
        return _why_autoplace(s, section)
    if a.verb == "claim" and s.deal and not s.two:
        return refuse(S_DEAL, msg("every territory is held already; place your armies."))
    if a.verb != "place":
        return refuse(section, msg("this step takes only place:Territory"))
    name = a.rest
    t = INDEX.get(name)
    if t is None:
        if len(a.args) > 1:
            return refuse(section, msg("armies are placed one at a time ('place:Territory')."))
        return no_territory(section, name)
    if f["kind"] == "setup_neutral":
        return refuse(section, msg("this army is {neutral}'s; place it in one of its "
                                   "territories ({territory} is not).",
                                   neutral=NEUTRALS[s.neutral_turn], territory=TERRITORIES[t]))
    return refuse(section, msg("place armies only in your own territories ({territory} is not "
                               "yours).", territory=TERRITORIES[t]))


def _setup_place_prompt(s, f):
    p = s.current
    return nmsg("{player}: place an army in one of your territories ({n} left)",
                "{player}: place an army in one of your territories ({n} left)",
                s.setup_left[p], player=s.unit_terms[p])


def _setup_place_label(s, f, a):
    if a.verb == AUTOPLACE:
        return s._autoplace_label()
    if f["kind"] == "setup_neutral":
        return msg("Place 1 {neutral} army in {territory}", neutral=NEUTRALS[s.neutral_turn],
                   territory=territory_named(a.arg))
    return msg("Place 1 army in {territory}", territory=territory_named(a.arg))


decision("setup_place", legal=_setup_place_legal, apply=_setup_place_apply,
         prompt=_setup_place_prompt, why=_setup_place_why,
         label=_setup_place_label, targets=map_targets)


# ============================================================ decision "setup_neutral"

def _setup_neutral_legal(s, f) -> list[str]:
    owner = s.owner
    u = 2 + s.neutral_turn
    out = [PLACE1_STR[t] for t in range(N_TERRITORIES) if owner[t] == u]
    if s.shortcuts:
        out.append(AUTOPLACE)
    return out


def _setup_neutral_apply(s, f, a) -> None:
    if a.verb == AUTOPLACE:
        s._autoplace()
        return
    t = INDEX[a.arg]
    u = 2 + s.neutral_turn
    s._add(t, u, 1)
    s.setup_left[u] -= 1
    s.say(msg("{player} places a {neutral} army in {territory}.",
              player=s.unit_terms[s.current], neutral=NEUTRALS[s.neutral_turn],
              territory=TERRITORIES[t]))
    s._two_player_neutral_step(first=False)


decision("setup_neutral", legal=_setup_neutral_legal, apply=_setup_neutral_apply,
         prompt=lambda s, f: msg("{player}: place one army of the neutral {neutral} in one "
                                 "of its territories", player=s.unit_terms[s.current],
                                 neutral=NEUTRALS[s.neutral_turn]),
         why=_setup_place_why, label=_setup_place_label, targets=map_targets)
