"""The sequence of a turn, its start and its end (step 4: the territory card).

Rulebook, "The turn": a player does four steps, in a fixed order:

1. receive and place reinforcements (compulsory, :mod:`.reinforce`);
2. battles (optional, :mod:`.battle`);
3. additional reinforcement, i.e. the fortification (optional, :mod:`.fortify`);
4. a territory card, only if at least one territory was conquered during the turn.

"Step 4 - receiving a territory card": one card only from the pile, however many
territories were conquered; then the turn passes to the next player. (When the pile is
empty the discarded cards are shuffled into a new pile: STANDARD-2004.)

The 2-player active game adds its steps 1 (bribes), 3 (allies' reinforcements) and 6
(allies' fortification), see :mod:`.neutrals`; Risk - Missions lets a player show a
completed mission during the turn, the last chance being the fortification step
(:mod:`.missionplay`); in the team game the
card goes to the team's pool, passed on to the next teammate (:mod:`.teams`).

The simulation's turn cap (option ``max_turns``, never used in real games) ends a game
with no winner after that many turns per player.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .board import CONTINENT_BONUS
from .terms import CONTINENTS


class TurnRules:
    """Beginning and ending turns; who plays next; finishing the game."""

    def _begin_turn(self, p: int) -> None:
        if self.max_turns and self.turn >= self.max_turns * self.n:
            self.capped = True
            self.win = []
            self.phase = "over"
            self.say(nmsg("Turn cap of the simulation reached ({n} turn): no winner.",
                          "Turn cap of the simulation reached ({n} turns): no winner.",
                          self.turn))
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
        self.to_place = armies
        self.place_unit = p
        if conts:
            self.say(nmsg("Turn {turn}: {player} receives {n} army including {bonuses}.",
                          "Turn {turn}: {player} receives {n} armies including {bonuses}.",
                          armies, turn=self.turn, player=self.unit_terms[p],
                          bonuses=[msg("{continent} +{n}", continent=CONTINENTS[c],
                                       n=CONTINENT_BONUS[c]) for c in conts]))
        else:
            self.say(nmsg("Turn {turn}: {player} receives {n} army.",
                          "Turn {turn}: {player} receives {n} armies.", armies,
                          turn=self.turn, player=self.unit_terms[p]))
        self._summary_open(p, armies)
        if self.active and self._bribe_actions():
            self.phase = "bribe"
        else:
            self.phase = "reinforce"

    def _next_alive(self, p: int) -> int:
        for k in range(1, self.n + 1):
            q = (p + k) % self.n
            if self.alive[q]:
                return q
        return p

    def _end_turn(self) -> None:
        """Step 4, then the next player. (Risk - Missions: the missions shown "at the end
        of the turn" were offered in the fortification step, the last decision of the
        turn, so that every turn ends the same way for the others, :mod:`.missionplay`.)"""
        p = self.current
        if self.conquered > 0:
            # Step 4: one territory card if at least one territory was conquered this turn
            if not self.deck and self.discard:
                self.deck = self.discard
                self.discard = []
                self.rng.shuffle(self.deck)
                self.say(msg("The discarded territory cards are shuffled into a new pile."))
            if self.deck:
                c = self.deck.pop()
                self.hands[self._holder(p)].append(c)
                self.reveal()
                self._own_log().now["card_drawn"] = True
                if self.teams:
                    self.say(msg("{player} draws a territory card for the team.",
                                 player=self.unit_terms[p]))
                else:
                    self.say(msg("{player} draws a territory card.", player=self.unit_terms[p]))
        if self.teams:
            self.say(msg("{player} passes the team's cards to the next teammate.",
                         player=self.unit_terms[p]))
        self.phase = "between"
        self._begin_turn(self._next_alive(p))

    def _finish(self, winners: list[int]) -> None:
        self.win = sorted(winners)
        self.phase = "over"
