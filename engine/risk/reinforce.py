"""Step 1 of a turn: reinforcements, territory-card sets and the golden cavalry.
Decision: ``reinforce`` (at the end of the module).

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

from engine.core import Action
from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from .actions import map_targets, place_row
from .board import CONTINENT_BONUS, CONTINENT_MEMBERS, INDEX, N_TERRITORIES
from .cards import (CARD_NAMES, CAVALRY_TRACK, JOKER_IDS, SET_PATTERNS, SYMBOL, fixed_value,
                    is_set)
from .missionplay import claim_label
from .rules import decision
from .sections import S_CARDS, S_REINF, S_TEAM
from .terms import CARDS, SYMBOLS, TERRITORIES, card_named, territory_named
from .texts import no_territory, refuse


class ReinforceRules:
    """Reinforcements, card sets and the golden cavalry (the decision ``reinforce`` is
    below the class)."""

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

    def _trade(self, cards_text: str) -> None:
        """Step 1.3: trade a set for armies; the golden cavalryman moves one space on."""
        p = self.current
        hand = self.hands[self._holder(p)]
        cards = self._parse_cards(cards_text, hand)
        value = self._set_value(cards)
        for c in cards:
            hand.remove(c)
            self.discard.append(c)
        self.to_place += value
        self.reveal()
        self._summary_add("sets", value)
        shown = [msg("{card} ({picture})", card=CARDS[c], picture=SYMBOLS[SYMBOL[c]])
                 for c in cards]
        who = self.unit_terms[p]
        if self.fixed_sets:
            self.say(nmsg("{player} trades in {cards} for {n} army.",
                          "{player} trades in {cards} for {n} armies.", value,
                          player=who, cards=shown))
            return
        old = self.cavalry
        self.cavalry = min(self.cavalry + 1, len(CAVALRY_TRACK) - 1)
        if self.cavalry != old:
            self.say(nmsg("{player} trades in {cards} for {n} army; the golden cavalryman "
                          "moves to {next}.",
                          "{player} trades in {cards} for {n} armies; the golden cavalryman "
                          "moves to {next}.", value, player=who, cards=shown,
                          next=CAVALRY_TRACK[self.cavalry]))
        else:
            self.say(nmsg("{player} trades in {cards} for {n} army; the golden cavalryman "
                          "stays at the end.",
                          "{player} trades in {cards} for {n} armies; the golden cavalryman "
                          "stays at the end.", value, player=who, cards=shown))

    def _after_cards_gained(self) -> None:
        """STANDARD-2004: holding 6 or more cards after taking a player's (or a neutral's)
        cards, the player must trade at once and place the armies before attacking on."""
        if self.win is None and len(self.hands[self._holder(self.current)]) >= 6:
            self.phase = "reinforce"
            self.midturn = True
            self.placed_any = False
            self.to_place = 0
            self.place_unit = self.current



# ================================================================ decision "reinforce"
# Step 1: trade sets (before placing any army; compulsory with 6 cards or more), then
# place the armies received, any number at a time (``place:T:N``). Risk - Missions: a
# mission shown "at any time" may be shown here (``claim:Rank``, :mod:`.missionplay`).

def _reinforce_legal(s, f) -> list[str]:
    p = s.current
    owner = s.owner
    hand = s.hands[s._holder(p)]
    out = []
    forced = len(hand) >= 6
    if not s.placed_any and (forced or not s.midturn):
        out = s._trade_actions(hand)
    if forced and out and not s.placed_any:
        return out
    left = s.to_place
    if s.teams:
        team = p % 2
        for t in range(N_TERRITORIES):
            if owner[t] % 2 == team:
                out.extend(place_row(t, left))
    else:
        for t in range(N_TERRITORIES):
            if owner[t] == p:
                out.extend(place_row(t, left))
    if s.missions_on:
        out.extend(s._claim_actions(end=False))
    return out


def _reinforce_apply(s, f, a) -> None:
    p = s.current
    verb = a.verb
    if verb == "trade":
        s._trade(a.rest)
        return
    if verb == "claim":
        s._claim(a.arg)
        return
    name, count = a.args
    t, k = INDEX[name], int(count)
    s._add(t, p, k)
    s.to_place -= k
    s.placed_any = True
    s._summary_placed(name, k)
    if s.to_place:
        s.say(nmsg("{player} places {n} army in {territory} ({left} left).",
                   "{player} places {n} armies in {territory} ({left} left).", k,
                   player=s.unit_terms[p], territory=TERRITORIES[t], left=s.to_place))
    else:
        s.say(nmsg("{player} places {n} army in {territory}.",
                   "{player} places {n} armies in {territory}.", k,
                   player=s.unit_terms[p], territory=TERRITORIES[t]))
    if s.to_place == 0:
        if s.midturn:
            s.midturn = False
            s.phase = "attack"
        elif s.active and any(s.ally[k] == p and s.alive[2 + k] for k in range(4)):
            s.phase = "allies"
        else:
            s.phase = "attack"


def _reinforce_prompt(s, f):
    """Depends only on what every player sees (issue 13: never on whether the hand holds
    a set): the number of cards held and the armies left to place."""
    p = s.current
    me = s.unit_terms[p]
    held = len(s.hands[s._holder(p)])
    if held >= 6 and not s.placed_any:
        return nmsg("{player}: you hold {n} territory card and must trade a set",
                    "{player}: you hold {n} territory cards and must trade a set", held,
                    player=me)
    if s.to_place == 0:
        return msg("{player}: trade a set of territory cards", player=me)
    return nmsg("{player}: place your reinforcements ({n} left)",
                "{player}: place your reinforcements ({n} left)", s.to_place, player=me)


def _reinforce_why(s, f, a):
    if a.verb == "trade":
        return _why_trade(s, a)
    if a.verb == "place":
        return _why_place(s, a)
    if s.missions_on:
        return refuse(S_REINF, msg("this step takes only trade:Card,Card,Card or "
                                   "place:Territory:N or claim:Rank"))
    return refuse(S_REINF, msg("this step takes only trade:Card,Card,Card or "
                               "place:Territory:N"))


def _why_trade(s, a):
    p = s.current
    hand = s.hands[s._holder(p)]
    cards = s._parse_cards(a.rest, hand)
    if cards is None or len(cards) != 3:
        return refuse(S_CARDS, msg("a trade names three territory cards you hold."))
    offered = s._trade_actions(hand)
    if a not in offered:
        if not is_set([SYMBOL[c] for c in cards]):
            return refuse(S_CARDS, msg("{cards} is not a set (three alike or one of each; a "
                                       "joker stands for any picture).",
                                       cards=[CARDS[c] for c in cards]))
        if s.placed_any:
            return refuse(S_CARDS, msg("sets are traded before placing reinforcements."))
        same = [o for o in offered
                if sorted(SYMBOL[c] for c in s._parse_cards(Action(o).rest, hand))
                == sorted(SYMBOL[c] for c in cards)]
        if same:
            return refuse(S_CARDS, msg("choose the listed trade for this kind of set "
                                       "({action}); one is listed for each kind, since which "
                                       "cards of a picture go makes no difference.",
                                       action=quote(same[0])))
        return refuse(S_CARDS, msg("choose the listed trade for this kind of set; one is "
                                   "listed for each kind, since which cards of a picture go "
                                   "makes no difference."))
    if s.placed_any:
        return refuse(S_CARDS, msg("sets are traded before placing reinforcements."))
    if s.midturn:
        return refuse(S_CARDS, msg("after taking a player's cards you trade only while you "
                                   "hold 6 or more (STANDARD-2004); the rest waits for your "
                                   "next turn."))
    return refuse(S_CARDS, msg("this set cannot be traded now."))


def _why_place(s, a):
    p = s.current
    if len(a.args) != 2:
        return refuse(S_REINF, msg("name a territory and a number of armies "
                                   "('place:Territory:N')."))
    name, count = a.args
    t = INDEX.get(name)
    if t is None:
        return no_territory(S_REINF, name)
    if len(s.hands[s._holder(p)]) >= 6 and not s.placed_any:
        return refuse(S_CARDS, msg("with 6 or more territory cards you must trade a set "
                                   "first."))
    if s.teams and s.owner[t] % 2 != p % 2:
        return refuse(S_TEAM, msg("reinforcements go to your own or your teammates' "
                                  "territories."))
    if not s.teams and s.owner[t] != p:
        return refuse(S_REINF, msg("reinforcements go to your own territories ({territory} "
                                   "is not yours).", territory=TERRITORIES[t]))
    if count.isdigit() and int(count) > s.to_place:
        return refuse(S_REINF, nmsg("you have only {n} army left to place.",
                                    "you have only {n} armies left to place.", s.to_place))
    return refuse(S_REINF, msg("choose one of the offered numbers of armies (you have {n} to "
                               "place).", n=s.to_place))


def _reinforce_label(s, f, a):
    if a.verb == "trade":
        return trade_label(s, a)
    if a.verb == "claim":
        return claim_label(a)
    return place_label(a)


def place_label(a):
    """'Place 3 armies in Alaska' (``place:T:N``: reinforcements, an ally's armies)."""
    name, count = a.args
    return nmsg("Place {n} army in {territory}", "Place {n} armies in {territory}",
                int(count), territory=territory_named(name))


def trade_label(s, a):
    """'Trade A, B, C for N armies' (the value of the set for the player to move)."""
    names = [card_named(name) for name in a.rest.split(",")]
    hand = s.hands[s._holder(s.current)]
    cards = s._parse_cards(a.rest, hand)
    if cards and len(cards) == 3:
        return nmsg("Trade {cards} for {n} army", "Trade {cards} for {n} armies",
                    s._set_value(cards), cards=names)
    return msg("Trade {cards}", cards=names)


decision("reinforce", legal=_reinforce_legal, apply=_reinforce_apply,
         prompt=_reinforce_prompt, why=_reinforce_why, label=_reinforce_label,
         targets=map_targets)
