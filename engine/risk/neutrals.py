"""The 2-player games: passive and active neutral armies, bribes, allies, loyalty.
Decisions: ``bribe``, ``allies``, ``ally_place``, ``invasion``, ``ally_fortify``,
``ally_fortify_count`` (at the end of the module).

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

from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from .actions import map_targets, place_row
from .battle import attack_label, move_label, why_attack, why_move
from .board import INDEX, N_TERRITORIES
from .cards import CARD_NAMES, SYMBOL
from .fortify import (ally_fortify_actions, fortify_count_apply, fortify_count_legal,
                      fortify_count_prompt, fortify_label, why_fortify)
from .names import NEUTRAL_NAMES
from .rules import decision
from .sections import S_ALLY_ATTACK, S_ALLY_FORT, S_ALLY_REINF, S_BRIBE
from .terms import NEUTRALS, SYMBOLS, TERRITORIES, card_named, neutral_named, territory_named
from .texts import no_territory, refuse


class NeutralRules:
    """Neutral armies: bribes, invasions, loyalty (the decisions ``bribe``, ``allies``,
    ``ally_place``, ``invasion``, ``ally_fortify`` and ``ally_fortify_count`` are below
    the class)."""

    def _commands(self, p: int, unit: int) -> bool:
        """Player p may use the armies of ``unit`` this turn (own, or an ally's)."""
        return unit == p or (self.active and unit >= 2 and self.ally[unit - 2] == p)

    def _status_text(self, k: int):
        """A neutral army's allegiance as a person reads it (active game)."""
        a = self.ally[k]
        if a < 0:
            return msg("uninvolved")
        return msg("an ally of {player}", player=self.unit_terms[a])

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

    # ---------------------------------------------------------------- step 4: invasions
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
        self.say(msg("The neutral army {neutral} is destroyed.", neutral=NEUTRALS[k]))
        self._summary_add("eliminated", NEUTRAL_NAMES[k])
        if self.active and self.ncards[k]:
            got = self.ncards[k]
            self.ncards[k] = []
            self.hands[p].extend(got)
            self.reveal()
            self._summary_add("cards_taken", {"from": NEUTRAL_NAMES[k], "count": len(got)})
            self.say(nmsg("{player} takes its {n} territory card.",
                          "{player} takes its {n} territory cards.", len(got),
                          player=self.unit_terms[p]))
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
            before_status = self.ally[k]
            if roll <= 4:
                before = self.ally[k]
                if before == p:
                    self.ally[k] = -1
                elif before == -1:
                    self.ally[k] = 1 - p
                self.say(msg("{player} rolls {roll} for the loyalty of {neutral}: one step "
                             "against {player}, {neutral} is now {status}.",
                             player=self.unit_terms[p], roll=roll, neutral=NEUTRALS[k],
                             status=self._status_text(k)))
            else:
                self.say(msg("{player} rolls {roll} for the loyalty of {neutral}: no change.",
                             player=self.unit_terms[p], roll=roll, neutral=NEUTRALS[k]))
            self._summary_add("loyalty", {"neutral": NEUTRAL_NAMES[k], "roll": roll,
                                          "changed": self.ally[k] != before_status,
                                          "status": self._status_text(k)})


# ==================================================================== decision "bribe"
# Active 2-player game, step 1: give a card collected earlier to a neutral army
# (``bribe:Neutral:Card``; cards of one picture are alike, one is offered per picture),
# moving it one step toward the giver; ``done`` goes on to the reinforcements.

def _bribe_legal(s, f) -> list[str]:
    return s._bribe_actions() + ["done"]


def _bribe_apply(s, f, a) -> None:
    p = s.current
    if a.verb == "done":
        s.say(msg("{player} gives no more cards to the neutral armies.",
                  player=s.unit_terms[p]))
        s.phase = "reinforce"
        return
    nname, cname = a.args
    k = NEUTRAL_NAMES.index(nname)
    c = s._parse_cards(cname, s.hands[p])[0]
    s.hands[p].remove(c)
    s.ncards[k].append(c)
    before = s.ally[k]
    s.ally[k] = -1 if before == 1 - p else p
    s.say(msg("{player} gives {neutral} a territory card (face down): {neutral} is now "
              "{status}.", player=s.unit_terms[p], neutral=NEUTRALS[k],
              status=s._status_text(k)))
    s._summary_count("bribes", nname)
    if not s._bribe_actions():
        s.phase = "reinforce"


def _bribe_why(s, f, a):
    if a.verb != "bribe":
        return refuse(S_BRIBE, msg("this step takes only bribe:Neutral:Card or done"))
    p = s.current
    if len(a.args) != 2:
        return refuse(S_BRIBE, msg("a bribe names a neutral army and a card "
                                   "('bribe:Neutral:Card')."))
    nname, cname = a.args
    if nname not in NEUTRAL_NAMES:
        return refuse(S_BRIBE, msg("the neutral armies are {neutrals} (not {name}).",
                                   neutrals=list(NEUTRALS), name=quote(nname)))
    k = NEUTRAL_NAMES.index(nname)
    neutral = NEUTRALS[k]
    if not s.alive[2 + k]:
        return refuse(S_BRIBE, msg("{neutral} has been destroyed.", neutral=neutral))
    if s.ally[k] == p:
        return refuse(S_BRIBE, msg("{neutral} is already your ally.", neutral=neutral))
    if len(s.ncards[k]) >= 6:
        return refuse(S_BRIBE, msg("{neutral} holds 6 cards and cannot be bribed any more.",
                                   neutral=neutral))
    cards = s._parse_cards(cname, s.hands[p])
    if not cards:
        return refuse(S_BRIBE, msg("you hold no card called {name}.", name=quote(cname)))
    return refuse(S_BRIBE, msg("cards of one picture are alike for a bribe; give the card "
                               "offered for the picture {picture}.",
                               picture=SYMBOLS[SYMBOL[cards[0]]]))


def _bribe_label(s, f, a):
    if a.verb == "done":
        return msg("Go on to the reinforcements")
    nname, cname = a.args
    card = card_named(cname)
    c = INDEX.get(cname)
    if c is None:
        return msg("Give {card} to {neutral}", card=card, neutral=neutral_named(nname))
    return msg("Give {card} ({picture}) to {neutral}", card=card, picture=SYMBOLS[SYMBOL[c]],
               neutral=neutral_named(nname))


decision("bribe", legal=_bribe_legal, apply=_bribe_apply,
         prompt=lambda s, f: msg("{player}: give territory cards to neutral armies to win "
                                 "them over, or go on to your reinforcements",
                                 player=s.unit_terms[s.current]),
         why=_bribe_why, label=_bribe_label)


# =================================================================== decision "allies"
# Active 2-player game, step 3: for each ally the player wishes, one die roll: that many
# armies for it (``ally:Neutral``, then decision ``ally_place``); ``done``: the battles.

def _allies_legal(s, f) -> list[str]:
    p = s.current
    return [f"ally:{NEUTRAL_NAMES[k]}" for k in range(4)
            if s.ally[k] == p and s.alive[2 + k] and k not in s.allies_done] + ["done"]


def _allies_apply(s, f, a) -> None:
    p = s.current
    if a.verb == "done":
        s.say(msg("{player} goes on to the battles.", player=s.unit_terms[p]))
        s.phase = "attack"
        return
    k = NEUTRAL_NAMES.index(a.arg)
    roll = s.rng.die()
    s.allies_done.append(k)
    s.to_place = roll
    s.place_unit = 2 + k
    s.phase = "ally_place"
    s.say(msg("{player} rolls {roll} for the reinforcements of the ally {neutral}.",
              player=s.unit_terms[p], roll=roll, neutral=NEUTRALS[k]))
    s._summary_count("ally_armies", a.arg, roll)


def _allies_why(s, f, a):
    if a.verb != "ally":
        return refuse(S_ALLY_REINF, msg("this step takes only ally:Neutral or done"))
    p = s.current
    if a.rest not in NEUTRAL_NAMES:
        return refuse(S_ALLY_REINF, msg("{name} is not a neutral army.", name=quote(a.rest)))
    k = NEUTRAL_NAMES.index(a.rest)
    if s.ally[k] != p or not s.alive[2 + k]:
        return refuse(S_ALLY_REINF, msg("{neutral} is not your ally.", neutral=NEUTRALS[k]))
    return refuse(S_ALLY_REINF, msg("{neutral} has had its reinforcements this turn (one "
                                    "roll each).", neutral=NEUTRALS[k]))


def _allies_label(s, f, a):
    if a.verb == "done":
        return msg("Go on to the battles")
    return msg("Roll a die for {neutral}'s reinforcements", neutral=neutral_named(a.arg))


decision("allies", legal=_allies_legal, apply=_allies_apply,
         prompt=lambda s, f: msg("{player}: roll for an ally's reinforcements, or go on to "
                                 "the battles", player=s.unit_terms[s.current]),
         why=_allies_why, label=_allies_label)


# =============================================================== decision "ally_place"
# Active 2-player game, step 3: the armies rolled for an ally go to its own territories.

def _ally_place_legal(s, f) -> list[str]:
    owner = s.owner
    u = s.place_unit
    out = []
    for t in range(N_TERRITORIES):
        if owner[t] == u:
            out.extend(place_row(t, s.to_place))
    return out


def _ally_place_apply(s, f, a) -> None:
    name, count = a.args
    t, k = INDEX[name], int(count)
    s._add(t, s.place_unit, k)
    s.to_place -= k
    s._summary_placed(name, k)
    s.say(nmsg("{player} places {n} {army} army in {territory}.",
               "{player} places {n} {army} armies in {territory}.", k,
               player=s.unit_terms[s.current], army=s.unit_terms[s.place_unit],
               territory=TERRITORIES[t]))
    if s.to_place == 0:
        p = s.current
        more = any(s.ally[j] == p and s.alive[2 + j] and j not in s.allies_done
                   for j in range(4))
        s.phase = "allies" if more else "attack"


def _ally_place_why(s, f, a):
    if a.verb != "place":
        return refuse(S_ALLY_REINF, msg("this step takes only place:Territory:N"))
    if len(a.args) != 2:
        return refuse(S_ALLY_REINF, msg("name a territory and a number of armies "
                                        "('place:Territory:N')."))
    name = a.args[0]
    t = INDEX.get(name)
    if t is None:
        return no_territory(S_ALLY_REINF, name)
    if s.owner[t] != s.place_unit:
        return refuse(S_ALLY_REINF, msg("the armies of your ally {ally} go to its own "
                                        "territories ({territory} is not one).",
                                        ally=s.unit_terms[s.place_unit],
                                        territory=TERRITORIES[t]))
    return refuse(S_ALLY_REINF, msg("choose one of the offered numbers of armies ({n} to "
                                    "place).", n=s.to_place))


def _ally_place_label(s, f, a):
    name, count = a.args
    return nmsg("Place {n} {army} army in {territory}", "Place {n} {army} armies in {territory}",
                int(count), army=s.unit_terms[s.place_unit], territory=territory_named(name))


decision("ally_place", legal=_ally_place_legal, apply=_ally_place_apply,
         prompt=lambda s, f: nmsg("{player}: place the reinforcements of your ally {ally} ({n} "
                                  "left)",
                                  "{player}: place the reinforcements of your ally {ally} ({n} "
                                  "left)", s.to_place, player=s.unit_terms[s.current],
                                  ally=s.unit_terms[s.place_unit]),
         why=_ally_place_why, label=_ally_place_label, targets=map_targets)


# ================================================================= decision "invasion"
# Active 2-player game, step 4: after a battle that did not take a neutral territory, the
# player attacks it again (from any territory) or stops; then the loyalty dice.

def _invasion_legal(s, f) -> list[str]:
    out = s._attack_actions(s.invasion[0])
    out.append("stop")
    return out


def _invasion_apply(s, f, a) -> None:
    if a.verb == "stop":
        s.say(msg("{player} stops the invasion of {territory}.",
                  player=s.unit_terms[s.current], territory=TERRITORIES[s.invasion[0]]))
        s._loyalty()
        s.phase = "attack"
        return
    s._declare(a.args[0], a.args[1], a.verb == "assault")


def _invasion_why(s, f, a):
    if a.verb in ("attack", "assault"):
        return why_attack(s, f, a)
    return refuse(S_ALLY_ATTACK, msg("this step takes only attack:From:To, assault:From:To or "
                                     "stop"))


decision("invasion", legal=_invasion_legal, apply=_invasion_apply,
         prompt=lambda s, f: msg("{player}: attack {territory} again, or stop this invasion",
                                 player=s.unit_terms[s.current],
                                 territory=TERRITORIES[s.invasion[0]]),
         why=_invasion_why,
         label=lambda s, f, a: (msg("Stop this invasion") if a.verb == "stop"
                                else attack_label(s, a)),
         targets=map_targets)


# ============================================================= decision "ally_fortify"
# Active 2-player game, step 6: one fortification for each ally, or end the turn.

def _ally_fortify_apply(s, f, a) -> None:
    if a.verb == "end_turn":
        s.say(msg("{player} ends the allies' fortification.", player=s.unit_terms[s.current]))
        s._end_turn()
        return
    s._start_fortify(a.args[0], a.args[1], "ally_fortify_count")


def _ally_fortify_why(s, f, a):
    if a.verb == "fortify":
        return why_fortify(s, f, a)
    return refuse(S_ALLY_FORT, msg("this step takes only fortify:From:To or end_turn"))


decision("ally_fortify", legal=lambda s, f: ally_fortify_actions(s), apply=_ally_fortify_apply,
         prompt=lambda s, f: msg("{player}: one fortification for each ally, or end the turn",
                                 player=s.unit_terms[s.current]),
         why=_ally_fortify_why,
         label=lambda s, f, a: (msg("End the turn") if a.verb == "end_turn"
                                else fortify_label(s, f, a)),
         targets=map_targets)

# ======================================================= decision "ally_fortify_count"
# Active 2-player game, step 6: how many of the ally's armies move (as in step 3).

decision("ally_fortify_count", legal=fortify_count_legal, apply=fortify_count_apply,
         prompt=fortify_count_prompt, why=why_move, label=move_label)
