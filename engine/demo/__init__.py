"""Boost Pig: a tiny dice race that exercises the engine machinery.

It is not one of the project's real games; it exists so that the core (seeded dice,
actions, hidden hands, views, undo, saves, links, the web shell) is tested on something
small.

Rules
-----
* Two players, Red and Blue, Red starts. First to the target score (default 30) wins.
* Setup: the eight boost cards (1, 1, 2, 2, 3, 3, 4, 4) are shuffled; each player is
  dealt two, face down (only their owner sees them).
* On your turn you may, as often as you like:
  - ``roll`` a die: a 1 loses the points gathered this turn and ends the turn; 2-6 adds
    to the turn total;
  - ``boost:V`` play one of your boost cards of value V (at most one per turn): adds V
    to the turn total; the card is shown and discarded;
  - ``hold`` (turn total above 0): add the turn total to your score and end the turn.
"""

from __future__ import annotations

from collections import Counter

from engine.core import Action, GameSpec, OptionSpec, State

BOOSTS = (1, 1, 2, 2, 3, 3, 4, 4)
PLAYERS = ("Red", "Blue")


class PigState(State):
    game = "demo"

    def __init__(self, options: dict, seed: int) -> None:
        super().__init__(options, seed)
        self.target = self.options["target"]
        deck = list(BOOSTS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[:2]), sorted(deck[2:4])]
        self.deck = deck[4:]
        self.scores = [0, 0]
        self.turn_total = 0
        self.boosted = False
        self.current = 0
        self.winner: int | None = None
        self.say(f"New game to {self.target}. Each player is dealt two boost cards.")

    @property
    def players(self):
        return PLAYERS

    @property
    def to_move(self):
        return None if self.winner is not None else self.current

    @property
    def winners(self):
        return [] if self.winner is None else [self.winner]

    def prompt(self) -> str:
        return f"{PLAYERS[self.current]}: roll, boost or hold (turn total {self.turn_total})"

    def _legal_actions(self) -> list[str]:
        acts = ["roll"]
        if not self.boosted:
            acts += [f"boost:{v}" for v in sorted(set(self.hands[self.current]))]
        if self.turn_total > 0:
            acts.append("hold")
        return acts

    def why_illegal(self, action: str) -> str:
        verb, _, arg = action.partition(":")
        if verb == "hold":
            return "hold: you have gathered nothing this turn yet (roll or boost first)"
        if verb == "boost":
            if self.boosted:
                return "boost: only one boost card may be played each turn"
            return f"boost: you hold no boost card of value {arg!r}"
        return f"'{action}' is not a move of Boost Pig (roll, boost:V, hold)"

    def _end_turn(self) -> None:
        self.turn_total = 0
        self.boosted = False
        self.current = 1 - self.current

    def _apply(self, action: str) -> None:
        me = PLAYERS[self.current]
        if action == "roll":
            value = self.rng.die()
            if value == 1:
                self.say(f"{me} rolls 1 and loses {self.turn_total} points.")
                self._end_turn()
            else:
                self.turn_total += value
                self.say(f"{me} rolls {value} (turn total {self.turn_total}).")
        elif action == "hold":
            self.scores[self.current] += self.turn_total
            self.say(f"{me} holds {self.turn_total}: score {self.scores[self.current]}.")
            if self.scores[self.current] >= self.target:
                self.winner = self.current
                self.say(f"{me} wins.")
            else:
                self._end_turn()
        else:
            value = int(action.split(":")[1])
            self.hands[self.current].remove(value)
            self.turn_total += value
            self.boosted = True
            self.reveal()
            self.say(f"{me} plays a boost card of {value} (turn total {self.turn_total}).")

    def label(self, action: str) -> str:
        if action.startswith("boost:"):
            return f"Boost +{action[6:]}"
        return {"roll": "Roll the die", "hold": f"Hold ({self.turn_total})"}.get(action, action)

    def snapshot(self) -> dict:
        return {"target": self.target, "hands": self.hands, "deck": self.deck,
                "scores": self.scores, "turn_total": self.turn_total,
                "boosted": self.boosted, "current": self.current, "winner": self.winner}

    def view(self, player: int | None) -> dict:
        """What seat ``player`` (None: nobody) may see: scores, the turn total, the last
        die rolled, the player's own boost cards, and the pending decision (its prompt
        and ``targets`` ``{"boost:V": V}``, the hand card each boost action is about,
        only for the player to move)."""
        deciding = player is not None and player == self.to_move
        legal = self.legal_actions() if deciding else []
        return {
            "game": self.game, "players": list(PLAYERS), "target": self.target,
            "scores": list(self.scores), "turn_total": self.turn_total,
            "to_move": self.to_move, "winner": self.winner,
            "hand": list(self.hands[player]) if player is not None else None,
            "hand_sizes": [len(h) for h in self.hands], "deck_size": len(self.deck),
            "boosted": self.boosted, "last_roll": self._last_roll(),
            "decision": None if self.to_move is None else {
                "kind": "turn", "seat": self.to_move,
                "prompt": self.prompt() if deciding else None,
                "targets": {a: Action(a).number for a in legal
                            if Action(a).verb == "boost"}},
            "log": list(self.log),
        }

    def _last_roll(self) -> dict | None:
        """The die just rolled, ``{"player": i, "value": v}``, while it is among the last
        three log lines (the lines :meth:`_apply` writes; the position keeps no roll, so
        that saved games keep their snapshot)."""
        for line in reversed(self.log[-3:]):
            who, sep, rest = line.partition(" rolls ")
            if sep and who in PLAYERS:
                value = rest.split(" ", 1)[0]
                if value.isdigit():
                    return {"player": PLAYERS.index(who), "value": int(value)}
        return None

    def check_invariants(self) -> list[str]:
        problems = []
        unseen = Counter(self.deck + self.hands[0] + self.hands[1])
        if unseen - Counter(BOOSTS):
            problems.append(f"cards that are not in the game: {sorted(unseen - Counter(BOOSTS))}")
        if any(s < 0 for s in self.scores) or self.turn_total < 0:
            problems.append("negative score")
        if self.winner is None and max(self.scores) >= self.target:
            problems.append("a player reached the target but the game goes on")
        return problems


SPEC = GameSpec(
    name="demo", title="Boost Pig (demo)", state_class=PigState,
    options=(OptionSpec("target", "Target score", (20, 30, 50), 30),),
    exports={"cards": lambda: {"boosts": list(BOOSTS), "players": list(PLAYERS)}},
)
