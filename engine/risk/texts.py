"""What the players read: the prompt of each decision and the label of each action
(the button texts of the tablet UI). Labels never show hidden information: they are
computed for the player to move, from what that player may see."""

from __future__ import annotations

from .board import INDEX, NAMES
from .cards import CAVALRY_TRACK, SYMBOL, SYMBOL_NAMES
from .names import NEUTRAL_NAMES


def armies_text(k) -> str:
    return f"{k} army" if str(k) == "1" else f"{k} armies"


def dice_text(k) -> str:
    return f"{k} die" if str(k) == "1" else f"{k} dice"


class Texts:
    """``prompt()`` and ``label(action)``."""

    def _count_range(self) -> str:
        if self.phase == "move":
            lo, hi = self.att[3], self._usable(self.att[0], self.current)
        else:
            lo, hi = 1, self._usable(self.fort[0], self.current)
        return f"{lo} to {hi}"

    def prompt(self) -> str:
        if self.win is not None:
            return "The game is over."
        p = self.to_move
        me = self.names[p]
        ph = self.phase
        if ph == "claim":
            return f"{me}: claim a territory nobody holds yet"
        if ph == "setup_place":
            return f"{me}: place an army in one of your territories ({self.setup_left[p]} left)"
        if ph == "setup_neutral":
            k = self.neutral_turn
            return (f"{me}: place one army of the neutral {NEUTRAL_NAMES[k]} in one of its "
                    "territories")
        if ph == "bribe":
            return (f"{me}: give territory cards to neutral armies to win them over, or go on "
                    "to your reinforcements")
        if ph == "reinforce":
            hand = self.hands[self._holder(p)]
            if len(hand) >= 6 and not self.placed_any:
                return f"{me}: you hold {len(hand)} territory cards and must trade a set"
            if self.pending == 0:
                return f"{me}: trade a set of territory cards"
            if any(a.startswith("trade:") for a in self.legal_actions()):
                return (f"{me}: trade a set of territory cards, or place your reinforcements "
                        f"({self.pending} left)")
            return f"{me}: place your reinforcements ({self.pending} left)"
        if ph == "allies":
            return f"{me}: roll for an ally's reinforcements, or go on to the battles"
        if ph == "ally_place":
            return (f"{me}: place the reinforcements of your ally "
                    f"{self.unit_names[self.place_unit]} ({self.pending} left)")
        if ph == "attack":
            return f"{me}: attack, or end the battles"
        if ph == "invasion":
            return f"{me}: attack {NAMES[self.invasion[0]]} again, or stop this invasion"
        if ph == "dice":
            return (f"{me}: attack {NAMES[self.att[1]]} from {NAMES[self.att[0]]} with how "
                    "many dice?")
        if ph == "defend":
            k = self.att[3]
            return (f"{me}: {self.names[self.current]} attacks {NAMES[self.att[1]]} with "
                    f"{dice_text(k)}; defend with 1 or 2 dice?")
        if ph == "move":
            return (f"{me}: how many armies move from {NAMES[self.att[0]]} into "
                    f"{NAMES[self.att[1]]}? ({self._count_range()})")
        if ph == "fortify":
            return (f"{me}: move armies once between your connected territories, or end the "
                    "turn")
        if ph in ("fortify_count", "ally_fortify_count"):
            return (f"{me}: how many armies move from {NAMES[self.fort[0]]} to "
                    f"{NAMES[self.fort[1]]}? ({self._count_range()})")
        if ph == "ally_fortify":
            return f"{me}: one fortification for each ally, or end the turn"
        if ph == "claim_end":
            return f"{me}: show a completed mission, or end the turn without showing one"
        return f"{me}: {ph}"

    def label(self, action: str) -> str:
        try:
            return self._label(action)
        except (IndexError, KeyError, ValueError, TypeError):
            return action                   # not an action of this game: shown as it is

    def _label(self, action: str) -> str:
        verb, _, rest = action.partition(":")
        parts = rest.split(":") if rest else []
        ph = self.phase
        if verb == "claim" and ph == "claim":
            return f"Claim {rest}"
        if verb == "claim":
            return f"Show my completed {rest} mission"
        if verb == "place":
            where = parts[0]
            k = parts[1] if len(parts) == 2 else "1"
            if ph == "ally_place":
                unit = self.unit_names[self.place_unit]
                return f"Place {k} {unit} {'army' if k == '1' else 'armies'} in {where}"
            if ph == "setup_neutral":
                return f"Place 1 {NEUTRAL_NAMES[self.neutral_turn]} army in {where}"
            return f"Place {armies_text(k)} in {where}"
        if verb == "trade":
            names = rest.split(",")
            value = self._trade_value_text(names)
            return "Trade " + ", ".join(names) + value
        if verb in ("attack", "assault"):
            src, dst = parts[0], parts[1]
            t = INDEX.get(src)
            with_ally = ""
            if t is not None and self.two and self.owner[t] >= 2:
                with_ally = f" with your ally {self.unit_names[self.owner[t]]}"
            if verb == "attack":
                return f"Attack {dst} from {src}{with_ally}"
            return f"Attack {dst} from {src}{with_ally} until it falls"
        if verb == "dice":
            return f"Roll {dice_text(rest)}"
        if verb == "defend":
            return f"Defend with {dice_text(rest)}"
        if verb == "move":
            return f"Move {armies_text(rest)}"
        if verb == "count":
            return "Choose another number"
        if verb == "fortify":
            t = INDEX.get(parts[0])
            whose = ""
            if ph == "ally_fortify" and t is not None and self.owner[t] >= 2:
                whose = f"{self.unit_names[self.owner[t]]} "
            return f"Move {whose}armies from {parts[0]} to {parts[1]}"
        if verb == "bribe":
            c = INDEX.get(parts[1]) if len(parts) == 2 else None
            pic = f" ({SYMBOL_NAMES[SYMBOL[c]].lower()})" if c is not None else ""
            return f"Give {parts[1]}{pic} to {parts[0]}" if len(parts) == 2 else action
        if verb == "ally":
            return f"Roll a die for {rest}'s reinforcements"
        if verb == "done":
            return ("Go on to the reinforcements" if ph == "bribe"
                    else "Go on to the battles")
        if verb == "end_turn":
            return "End the turn without fortifying" if ph == "fortify" else "End the turn"
        return {"end_attack": "End the battles", "stop": "Stop this invasion",
                "pass": "Show no mission"}.get(verb, action)

    def _trade_value_text(self, names: list[str]) -> str:
        """' for N armies' for a trade of the player to move (the value their set gives)."""
        hand = self.hands[self._holder(self.to_move)] if self.to_move is not None else []
        cards = self._parse_cards(",".join(names), hand)
        if not cards or len(cards) != 3:
            return ""
        value = self._set_value(cards) if self.fixed_sets else CAVALRY_TRACK[self.cavalry]
        return f" for {value} armies"
