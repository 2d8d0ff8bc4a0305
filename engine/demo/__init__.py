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

from engine.core import Action, Flow, GameSpec, OptionSpec, Rules, State, fields, registry
from engine.core.i18n import msg, nmsg, term
from engine.core.text import quote

BOOSTS = (1, 1, 2, 2, 3, 3, 4, 4)
PLAYERS = ("Red", "Blue")
PLAYER_TERMS = (term("demo player", "Red"), term("demo player", "Blue"))


def player_term(index: int):
    """A player's name as the log and prompts say it (a term: translated)."""
    return PLAYER_TERMS[index]


RULES = Rules("demo")
_TURN = {"kind": "turn"}


class PigState(Flow, State):
    """One decision at a time (``turn``: roll, boost or hold), so the pending frame is
    derived from the fields rather than kept on a stack."""

    game = "demo"
    rules = RULES
    FIELDS = fields(target=30, hands=[[], []], deck=[], scores=[0, 0], turn_total=0,
                    boosted=False, current=0, winner=None)
    DERIVED = ("last_roll",)        # the die just rolled, for the board (not the position)

    def __init__(self, options: dict, seed: int) -> None:
        super().__init__(options, seed)
        self.target = self.options["target"]
        deck = list(BOOSTS)
        self.rng.shuffle(deck)
        self.hands = [sorted(deck[:2]), sorted(deck[2:4])]
        self.deck = deck[4:]
        self.last_roll = None
        self.say(msg("New game to {n}. Each player is dealt two boost cards.", n=self.target))

    @property
    def players(self):
        return PLAYERS

    @property
    def over(self) -> bool:
        return self.winner is not None

    @property
    def winners(self):
        return [] if self.winner is None else [self.winner]

    def pending(self):
        return None if self.winner is not None else _TURN

    def seat_of_frame(self, frame) -> int:
        return self.current

    def run(self) -> None:
        self._legal = None          # no automatic steps: the next decision is always a turn

    def _end_turn(self) -> None:
        self.turn_total = 0
        self.boosted = False
        self.current = 1 - self.current


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
            "boosted": self.boosted, "last_roll": self.last_roll,
            "decision": None if self.to_move is None else {
                "kind": "turn", "seat": self.to_move,
                "prompt": self.prompt() if deciding else None,
                "targets": {a: Action(a).number for a in legal
                            if Action(a).verb == "boost"}},
            "log": list(self.log),
        }

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


def _legal(state, f) -> list[str]:
    acts = ["roll"]
    if not state.boosted:
        acts += [f"boost:{v}" for v in sorted(set(state.hands[state.current]))]
    if state.turn_total > 0:
        acts.append("hold")
    return acts


def _apply(state, f, action) -> None:
    me = player_term(state.current)
    state.last_roll = None
    if action == "roll":
        value = state.rng.die()
        state.last_roll = {"player": state.current, "value": value}
        if value == 1:
            state.say(nmsg("{player} rolls 1 and loses {n} point.",
                           "{player} rolls 1 and loses {n} points.", state.turn_total,
                           player=me))
            state._end_turn()
        else:
            state.turn_total += value
            state.say(msg("{player} rolls {die} (turn total {total}).", player=me, die=value,
                          total=state.turn_total))
    elif action == "hold":
        state.scores[state.current] += state.turn_total
        state.say(msg("{player} holds {total}: score {score}.", player=me,
                      total=state.turn_total, score=state.scores[state.current]))
        if state.scores[state.current] >= state.target:
            state.winner = state.current
            state.say(msg("{player} wins.", player=me))
        else:
            state._end_turn()
    else:
        value = action.number
        state.hands[state.current].remove(value)
        state.turn_total += value
        state.boosted = True
        state.reveal()
        state.say(msg("{player} plays a boost card of {value} (turn total {total}).",
                      player=me, value=value, total=state.turn_total))


def _why(state, f, action):
    if action.verb == "hold":
        return msg("Hold: you have gathered nothing this turn yet (roll or boost first).")
    if action.verb == "boost":
        if state.boosted:
            return msg("Boost: only one boost card may be played each turn.")
        return msg("Boost: you hold no boost card of value {value}.",
                   value=quote(action.arg))
    return msg("{action} is not a move of Boost Pig (roll, boost:V, hold).",
               action=quote(action))


def _label(state, f, action):
    if action.verb == "boost":
        return msg("Boost +{value}", value=action.arg)
    if action == "roll":
        return msg("Roll the die")
    if action == "hold":
        return msg("Hold ({total})", total=state.turn_total)
    return action


RULES.decision(
    "turn", legal=_legal, apply=_apply, why=_why, label=_label,
    prompt=lambda s, f: msg("{player}: roll, boost or hold (turn total {total})",
                            player=player_term(s.current), total=s.turn_total),
    targets=lambda s, f: {a: Action(a).number for a in _legal(s, f) if a.startswith("boost:")})


SPEC = GameSpec(
    name="demo", title="Boost Pig (demo)", state_class=PigState,
    options=(OptionSpec("target", msg("Target score"), (20, 30, 50), 30),),
    exports={"cards": lambda: {"boosts": list(BOOSTS), "players": list(PLAYERS)}},
    describe=lambda view, moves, named: (msg("Move {n}", n=moves), [msg(
        "{scores} (to {target})", target=view["target"],
        scores=[msg("{player} {n}", player=named.get(n, n), n=s)
                for n, s in zip(view["players"], view["scores"])])]),
)
registry.register(SPEC)
