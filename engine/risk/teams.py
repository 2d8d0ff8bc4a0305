"""The team game, 4-6 players in two teams: shared territories and their control.

Rulebook, "Team game":

* setup: seats alternate between the teams (a player of one team sits between two of the
  other; with 5 players the teams are 3 and 2). Players 0, 2, 4 are Team A, 1, 3, 5 Team
  B. The rest of the setup is the classic game's.
* goal and winning: the first team to destroy all the armies of one player of the other
  team wins; when a player is beaten, their whole team loses.
* receiving reinforcements: in a territory held jointly by several teammates, the player
  with most armies there controls it; a tie means nobody controls it (the rulebook's
  example: Greenland 4 and 4, nobody; Eastern United States 2, 2 and 3, the one with 3).
  A player counts the territories they control; a continent's bonus goes only to a
  player who alone controls all of it. No golden cavalry: sets have the fixed values of
  Risk - Missions (:mod:`.reinforce`).
* battle: a player may not attack a player of their own team.
* reinforcement (the section after the battle): rule 1, a player may place armies in
  their own and in their teammates' territories; rule 2, when armies move, every
  territory the team holds (alone or shared) is friendly, forms a continuous chain and
  lets armies pass (:mod:`.fortify`). The section's place (after the battles) suggests
  rule 1 may be meant for the fortification only; the engine applies it to the placement
  of reinforcements too (step 1), as the issue reads it, and to the fortification's
  destination.
* territory cards: the team holds its cards in common; a card won goes to the team's
  cards, passed at the end of the turn to the next teammate (here: one shared pool).

Engine model: ``stacks[t][q]`` are player q's armies in t (only one team's armies are ever
in a territory); ``owner[t]`` is the representative holder (most armies, a tie to the
first seat): it names the team holding t and the player who rolls its defence.

The scan is silent on two points the model has to settle (ENGINE CHOICE, not in the
standard 2004 rules either, which have no team game):

* an attack on a shared territory is defended by the player with most armies there, and
  each army lost is taken from the largest stack (a tie: the first seat);
* an attacker may attack from a shared territory with their own armies only, as long as
  one army (anyone's) stays in it; a player may so lose their last army attacking, and
  is then beaten like any other (checked after every battle, as is a player beaten in a
  shared territory that does not fall).

Random games: uniformly random play spreads every player's armies over the whole team's
territories (placements and fortifications both reach teammates' territories), so that
beating one player means sweeping nearly the whole team, and random team games nearly
always reach the simulation's turn cap. Measured: restricting either the placement or
the fortification alone to territories where the player already has armies changes
nothing; restricting both lets random games end (median ~110 rounds of 4) -- but the rules
allow both, so the cap stays a property of random play, not a rule bug.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .board import N_TERRITORIES
from .terms import TEAMS


class TeamRules:
    """Team game: shared territories, control, team losses and eliminations."""

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

    def _player_has_armies(self, p: int) -> bool:
        if not self.teams:
            return self.tcount[p] > 0
        return any(self.stacks[t][p] for t in range(N_TERRITORIES))

    def _team_losses(self, a: int, b: int, al: int, dl: int) -> list[int]:
        """Team game: the attacker's losses come from their own armies in a; each loss of
        the defence from the largest stack in b (ENGINE CHOICE, see the module). Returns
        the players whose armies in a or b this battle wiped out."""
        p = self.current
        zeroed = []
        if al:
            self.stacks[a][p] -= al
            self._refresh_team_owner(a)
            if self.stacks[a][p] == 0:
                zeroed.append(p)
        st = self.stacks[b]
        for _ in range(dl):
            best = max(st)
            q = st.index(best)
            st[q] -= 1
            if st[q] == 0:
                zeroed.append(q)
        self.armies[b] = sum(st)
        if self.armies[b] > 0:
            self._refresh_team_owner(b)
        return zeroed

    def _team_eliminations(self, candidates=None) -> bool:
        """Team game, winning: a player left without armies is beaten and their whole team
        loses. Checked after every battle: a player may lose their last army defending a
        shared territory that does not fall, or attacking from one (their teammates'
        armies stay in it). Should one battle beat a player of each team, the defending
        team's loss counts first (ENGINE CHOICE: the battle is the attacker's). True if
        the game is over. ``candidates``: the players who may have been beaten (all)."""
        p = self.current
        who = range(self.n) if candidates is None else candidates
        for q in sorted(who, key=lambda q: q % 2 == p % 2):
            if self.alive[q] and not self._player_has_armies(q):
                self.alive[q] = False
                self._summary_add("eliminated", self.names[q])
                if q % 2 != p % 2:
                    self.eliminations[p] += 1
                self.say(msg("{player} has lost the last army: {team} loses the game (Team "
                             "game - winning).", player=self.unit_terms[q], team=TEAMS[q % 2]))
                self._finish([r for r in range(self.n) if r % 2 != q % 2])
                return True
        return False
