"""Step 1 of a turn: reinforcements, territory-card sets and the golden cavalry.

Rulebook, "Step 1 - receiving and placing reinforcements" (compulsory):

1. territories: a third of the territories the player holds at the start of the turn,
   remainder dropped, but never fewer than 3 (examples: 13 territories give 4; 5 give 3);
2. continents: the bonus of every continent held whole at the start of the turn (Asia 7,
   Europe 5, North America 5, Africa 3, South America 2, Australia 2);
3. trading territory cards: a set is three cards with the same picture (infantry,
   cavalry, artillery) or one of each; a joker stands for any picture. A player holding 6
   or more cards must trade one set or more. A set is worth the number next to the golden
   cavalryman, who then moves one space on: the first set of the game gives 4 and the
   cavalryman moves to the 6 (the rulebook's example), and so on along the printed track
   (``cards.CAVALRY_TRACK``; he stays on the last space, 60, once there);
4. placing: all the armies received are placed, in one territory or spread over several
   of the player's own territories.

"Risk - Missions", "receiving reinforcements", and the team game: no golden cavalry; a set
is worth 4 (3 infantry), 6 (3 cavalry), 8 (3 artillery) or 10 (one of each).

Team game, "receiving reinforcements": a player counts the territories they control (in a
shared territory the player with most armies; a tie: nobody), and a continent's bonus only
when that one player controls all of it. Reinforcements may be placed in the player's own
and in their teammates' territories (see :mod:`.teams`).

STANDARD-2004 (the scan skips it): sets are traded before any reinforcement is placed;
after eliminating a player (or, in the active 2-player game, destroying a neutral army)
and taking their cards, a player holding 6 or more must trade at once until they hold
fewer than 6, and place those armies before attacking on.
"""

from __future__ import annotations

from .actions import place_row
from .board import CONTINENT_BONUS, CONTINENT_MEMBERS, INDEX, N_TERRITORIES, NAMES
from .cards import (CARD_NAMES, CAVALRY_TRACK, JOKER_IDS, SET_PATTERNS, SYMBOL,
                    SYMBOL_NAMES, fixed_value, is_set)
from .sections import S_ALLY_REINF, S_CARDS, S_REINF, S_TEAM


class ReinforceRules:
    """Reinforcements (phase ``reinforce``), card sets and the golden cavalry."""

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

    # ---------------------------------------------------------------- card sets
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
        """One trade for each kind of set the hand allows (which territory cards of a
        picture go makes no difference to the rules)."""
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

    # ---------------------------------------------------------------- legal actions
    def _legal_reinforce(self) -> list[str]:
        p = self.current
        owner = self.owner
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

    # ---------------------------------------------------------------- applying
    def _do_reinforce(self, verb: str, rest: str) -> None:
        p = self.current
        if verb == "trade":
            self._trade(rest)
            return
        if verb == "claim":
            self._claim(rest)
            return
        name, _, count = rest.rpartition(":")
        t, k = INDEX[name], int(count)
        self._add(t, p, k)
        self.pending -= k
        self.placed_any = True
        self.say(f"{self.names[p]} places {k} {'army' if k == 1 else 'armies'} in {NAMES[t]}"
                 + (f" ({self.pending} left)." if self.pending else "."))
        if self.pending == 0:
            if self.midturn:
                self.midturn = False
                self.phase = "attack"
            elif self.active and any(self.ally[k] == p and self.alive[2 + k] for k in range(4)):
                self.phase = "allies"
            else:
                self.phase = "attack"

    def _trade(self, rest: str) -> None:
        """Step 1.3: trade a set for armies; the golden cavalryman moves one space on."""
        p = self.current
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

    def _after_cards_gained(self) -> None:
        """STANDARD-2004: holding 6 or more cards after taking a player's (or a neutral's)
        cards, the player must trade at once and place the armies before attacking on."""
        if self.win is None and len(self.hands[self._holder(self.current)]) >= 6:
            self.phase = "reinforce"
            self.midturn = True
            self.placed_any = False
            self.pending = 0
            self.place_unit = self.current

    # ---------------------------------------------------------------- refusals
    def _why_trade(self, action: str, rest: str) -> str | None:
        p = self.to_move
        hand = self.hands[self._holder(p)]
        cards = self._parse_cards(rest, hand)
        if cards is None or len(cards) != 3:
            return f"{S_CARDS}: a trade names three territory cards you hold."
        if action not in self._trade_actions(hand):
            if not is_set([SYMBOL[c] for c in cards]):
                return (f"{S_CARDS}: {rest} is not a set (three alike or one of each; "
                        "a joker stands for any picture).")
            if self.placed_any:
                return f"{S_CARDS}: sets are traded before placing reinforcements."
            same = [a for a in self._trade_actions(hand)
                    if sorted(SYMBOL[c] for c in self._parse_cards(a[6:], hand))
                    == sorted(SYMBOL[c] for c in cards)]
            offered = f" ('{same[0]}')" if same else ""
            return (f"{S_CARDS}: choose the listed trade for this kind of set{offered}; one is "
                    "listed for each kind, since which cards of a picture go makes no "
                    "difference.")
        if self.placed_any:
            return f"{S_CARDS}: sets are traded before placing reinforcements."
        if self.midturn:
            return (f"{S_CARDS}: after taking a player's cards you trade only while you hold "
                    "6 or more (STANDARD-2004); the rest waits for your next turn.")
        return None

    def _why_place(self, action: str, rest: str) -> str | None:
        ph = self.phase
        p = self.to_move
        if ph in ("setup_place", "setup_neutral"):
            return self._why_setup_place(rest)
        section = S_ALLY_REINF if ph == "ally_place" else S_REINF
        name, _, count = rest.rpartition(":")
        if not name:
            return (f"{section}: name a territory and a number of armies "
                    f"('place:Territory:N').")
        t = INDEX.get(name)
        if t is None:
            return f"{section}: there is no territory called {name!r}."
        if ph == "ally_place":
            ally = self.unit_names[self.place_unit]
            if self.owner[t] != self.place_unit:
                return (f"{S_ALLY_REINF}: the armies of your ally {ally} go to its own "
                        f"territories ({name} is not one).")
            return (f"{S_ALLY_REINF}: choose one of the offered numbers of armies "
                    f"({self.pending} to place).")
        if len(self.hands[self._holder(p)]) >= 6 and not self.placed_any:
            return f"{S_CARDS}: with 6 or more territory cards you must trade a set first."
        if self.teams and self.owner[t] % 2 != p % 2:
            return f"{S_TEAM}: reinforcements go to your own or your teammates' territories."
        if not self.teams and self.owner[t] != p:
            return f"{S_REINF}: reinforcements go to your own territories ({name} is not yours)."
        if count.isdigit() and int(count) > self.pending:
            return f"{S_REINF}: you have only {self.pending} armies left to place."
        return (f"{S_REINF}: choose one of the offered numbers of armies "
                f"(you have {self.pending} to place).")
