"""The 2-player games: passive and active neutral armies, bribes, allies, loyalty.

Rulebook, "2-player game": four neutral armies (Yellow, Blue, Grey, Black) hold
territories beside the two players (setup in :mod:`.setup`).

"Passive neutral game": when a player attacks a neutral army, the other player rolls the
defence dice for it. Neutral armies stay where they are until destroyed: they do not
move, receive no reinforcements and never attack.

"Active neutral game": each neutral army is uninvolved, an ally of the first player or an
ally of the second (all start uninvolved). The turn:

1. bribing the neutrals: at the start of the turn a player may give territory cards
   collected in earlier turns to neutral armies, face down; each card moves that army one
   step toward the giver (the opponent's ally becomes uninvolved; uninvolved becomes the
   giver's ally; two cards turn the opponent's ally into the giver's). Several cards, to
   several armies, may be given. A neutral army holding 6 cards cannot be bribed. The
   cards stay with it until it is destroyed; whoever destroys it takes them.
2. own reinforcements, as usual (the allies' territories do not count);
3. allies' reinforcements: for each ally the player wishes, they name it and roll one
   die: that many armies for it, placed in its territories. Allies count no territories,
   no continents and trade no cards.
4. battle: the player attacks with the allies' armies as with their own: against the
   opponent, other neutral armies and even their other allies. No territory card for an
   ally's conquest. After an invasion of a neutral army's territory ends, won or lost,
   made with the player's own armies or an ally's, the player rolls a die for that
   neutral army: 1-4 moves it one step against the player (their ally becomes
   uninvolved, uninvolved becomes the opponent's ally), 5-6 changes nothing. When an ally
   made the invasion, a die is rolled for the ally too.
5. own fortification (:mod:`.fortify`);
6. allies' fortification: one fortification for each ally, the same way;
7. a territory card, only for a conquest made with the player's own armies.

An invasion (phase ``invasion``) is the run of battles against one neutral territory:
after a battle that does not take it, the player attacks it again (from any territory) or
stops; then the loyalty dice are rolled. (The scan does not say what ends an invasion;
this reading lets the player attack it from several territories, as one invasion.)
"""

from __future__ import annotations

from .actions import place_row
from .board import INDEX, N_TERRITORIES, NAMES
from .cards import CARD_NAMES, SYMBOL, SYMBOL_NAMES
from .names import NEUTRAL_NAMES
from .sections import S_ALLY_REINF, S_BRIBE


class NeutralRules:
    """Neutral armies (phases ``bribe``, ``allies``, ``ally_place``, ``invasion``,
    ``ally_fortify``, ``ally_fortify_count``)."""

    def _commands(self, p: int, unit: int) -> bool:
        """Player p may use the armies of ``unit`` this turn (own, or an ally's)."""
        return unit == p or (self.active and unit >= 2 and self.ally[unit - 2] == p)

    def _status_text(self, k: int) -> str:
        a = self.ally[k]
        return "uninvolved" if a < 0 else f"an ally of {self.names[a]}"

    # ---------------------------------------------------------------- step 1: bribes
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

    def _legal_bribe(self) -> list[str]:
        return self._bribe_actions() + ["done"]

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

    # ---------------------------------------------------------------- step 3: allies
    def _legal_allies(self) -> list[str]:
        p = self.current
        return [f"ally:{NEUTRAL_NAMES[k]}" for k in range(4)
                if self.ally[k] == p and self.alive[2 + k] and k not in self.allies_done] \
            + ["done"]

    def _legal_ally_place(self) -> list[str]:
        owner = self.owner
        u = self.place_unit
        out = []
        for t in range(N_TERRITORIES):
            if owner[t] == u:
                out.extend(place_row(t, self.pending))
        return out

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
                 f"{'army' if k == 1 else 'armies'} in {NAMES[t]}.")
        if self.pending == 0:
            p = self.current
            more = any(self.ally[j] == p and self.alive[2 + j] and j not in self.allies_done
                       for j in range(4))
            self.phase = "allies" if more else "attack"

    # ---------------------------------------------------------------- step 4: invasions
    def _legal_invasion(self) -> list[str]:
        out = self._attack_actions(self.invasion[0])
        out.append("stop")
        return out

    def _do_invasion(self, verb: str, rest: str) -> None:
        if verb == "stop":
            self.say(f"{self.names[self.current]} stops the invasion of "
                     f"{NAMES[self.invasion[0]]}.")
            self._loyalty()
            self.phase = "attack"
            return
        self._declare(rest, verb == "assault")

    def _invade(self, b: int, unit: int) -> None:
        """An attack on a neutral territory b begins or continues its invasion."""
        if self.invasion is None or self.invasion[0] != b:
            self.invasion = [b, self.owner[b] - 2, []]
        if unit >= 2 and unit - 2 not in self.invasion[2]:
            self.invasion[2].append(unit - 2)

    def _neutral_destroyed(self, k: int) -> None:
        """A neutral army lost its last territory; in the active game its conqueror takes
        the cards it was given."""
        p = self.current
        self.say(f"The neutral army {NEUTRAL_NAMES[k]} is destroyed.")
        if self.active and self.ncards[k]:
            got = self.ncards[k]
            self.ncards[k] = []
            self.hands[p].extend(got)
            self.reveal()
            self.say(f"{self.names[p]} takes its {len(got)} territory cards.")
        if self.invasion is not None and self.invasion[1] == k:
            self.invasion[1] = None

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

    # ---------------------------------------------------------------- step 6
    def _legal_ally_fortify(self) -> list[str]:
        p = self.current
        out = []
        for k in range(4):
            if self.ally[k] == p and k not in self.allies_fortified:
                out.extend(self._fortify_actions(2 + k))
        out.append("end_turn")
        return out

    def _do_ally_fortify(self, verb: str, rest: str) -> None:
        if verb == "end_turn":
            self.say(f"{self.names[self.current]} ends the allies' fortification.")
            self._end_turn()
            return
        self._start_fortify(rest, "ally_fortify_count")

    def _do_ally_fortify_count(self, verb: str, rest: str) -> None:
        self._do_fortify_count(verb, rest)

    # ---------------------------------------------------------------- refusals
    def _why_bribe(self, action: str, rest: str) -> str | None:
        p = self.to_move
        nname, _, cname = rest.partition(":")
        if nname not in NEUTRAL_NAMES:
            return (f"{S_BRIBE}: the neutral armies are {', '.join(NEUTRAL_NAMES)} "
                    f"(not {nname!r}).")
        k = NEUTRAL_NAMES.index(nname)
        if not self.alive[2 + k]:
            return f"{S_BRIBE}: {nname} has been destroyed."
        if self.ally[k] == p:
            return f"{S_BRIBE}: {nname} is already your ally."
        if len(self.ncards[k]) >= 6:
            return f"{S_BRIBE}: {nname} holds 6 cards and cannot be bribed any more."
        cards = self._parse_cards(cname, self.hands[p])
        if not cards:
            return f"{S_BRIBE}: you hold no card called {cname!r}."
        return (f"{S_BRIBE}: cards of one picture are alike for a bribe; give the "
                f"{SYMBOL_NAMES[SYMBOL[cards[0]]].lower()} card offered.")

    def _why_ally(self, action: str, rest: str) -> str | None:
        p = self.to_move
        if rest not in NEUTRAL_NAMES:
            return f"{S_ALLY_REINF}: {rest!r} is not a neutral army."
        k = NEUTRAL_NAMES.index(rest)
        if self.ally[k] != p or not self.alive[2 + k]:
            return f"{S_ALLY_REINF}: {rest} is not your ally."
        return f"{S_ALLY_REINF}: {rest} has had its reinforcements this turn (one roll each)."
