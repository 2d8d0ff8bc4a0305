"""Step 2 of a turn: battles, conquest, moving in, eliminating a player. Decisions:
``attack``, ``dice``, ``defend``, ``move`` (at the end of the module).

Rulebook, "Step 2 - battles" (optional; several battles may be fought in a turn): a
player may attack a territory of another player when

1. they hold the territory attacked from, and it shares a border or a sea line with the
   territory attacked (e.g. Siam and Indonesia);
2. they have at least 2 armies in the territory attacked from (one must stay behind to
   defend it).

The attacker announces the territory attacked from, the territory attacked and the number
of armies attacking: at most 3, even with more armies there. The defender decides to
defend with 1 or 2 armies (2 only if the territory holds 2 or more).

"Battle stages": a battle is one roll of the dice by both sides: red dice for the
attacker, one per attacking army, white dice for the defender, one per defending army.
Highest is compared with highest, then (if both rolled more than one) second with second;
the lower die loses one army each time and a tie goes to the defender (the rulebook's
example: 3 and 2 against 6 and 2: the attacker loses 2). After a battle the attacker may
battle again, invade another territory or end the battles.

Conquest (STANDARD-2004, the scan skips it): when the last defending army is destroyed
the attacker must move in at least as many armies as dice rolled in the last battle, and
may move any number more, leaving at least one army behind (the choice of the number is
offered in two steps when it is large, see :func:`.actions.move_choices`). The attacker
cannot have lost an army in the battle that takes a territory, so the least is possible.

Eliminating a player: whoever conquers a player's last territory takes their territory
cards ("Risk - Missions", eliminating an opponent; the classic game's passage is skipped
by the scan: STANDARD-2004), and must trade at once when holding 6 or more (see
:mod:`.reinforce`); an eliminated player plays no more turns. "Winning": the player who destroys the other armies and holds all
42 territories wins (classic game); in the 2-player game destroying the opponent's last
army wins, whatever neutral armies remain (STANDARD-2004).

``assault:A:B`` is a shortcut for declaring the same attack again and again with the most
dice allowed, until the territory falls or the attacker can attack no more; the defender
(option ``defence`` "choose") still chooses their dice in every battle where they have a
choice.

The table rules chosen by the new-game options (issue 15, :data:`.names.LEGACY`):

* ``defence``: "most" (the usual choice at the table): the defender always rolls the most
  dice allowed (2 when the territory holds 2 armies or more), and is never asked;
  "choose": the defender chooses 1 or 2 dice in every battle where there is a choice
  (decision ``defend``), as the rulebook allows.
* ``shortcuts`` "on": after ``attack:A:B`` (when the attacker may roll 2 dice or more)
  the dice step offers, besides one battle with 1 to 3 dice, two more ways of going on:
  ``until:N``, battles until the territory falls, keeping N armies in A whatever the
  dice (the most dice allowed, but never more than the armies above N, so that the
  attack ends with N armies left at worst), and ``odds:X``, battles with the most dice
  while the chance of taking the territory (attacking until it falls, worked out again
  before each battle) stays at X % or more.
  Their labels give the exact chance of taking it (:mod:`.odds`), as the view does for
  every attack.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from .actions import ASSAULT_STR, ATTACK_STR, map_targets, move_choices
from .board import ADJ, INDEX, N_TERRITORIES, NAMES
from .missionplay import claim_label
from .odds import (chance_holds, conquest_odds, keep_odds, percent, percent_text,
                   threshold_odds)
from .rules import decision
from .sections import S_ALLY_ATTACK, S_ATTACK, S_BATTLE, S_CONQUEST, S_DEFENCE, S_TEAM, S_UNTIL
from .terms import TERRITORIES, territory_named
from .texts import refuse

# option "shortcuts": the armies to keep (``until:N``) and the chances (``odds:X``, in %)
# the dice step offers (those that would not allow even one battle are left out)
UNTIL_STEPS = (2, 3, 5, 10, 20, 50)
ODDS_STEPS = (90, 75, 50)


def battle(rng, attack_dice: int, defend_dice: int):
    """One battle (one roll of the dice): returns (attacker dice, defender dice,
    attacker losses, defender losses). Attacker's dice are rolled first, then the
    defender's. Highest against highest, then second against second; ties go to the
    defender (Step 2 - battle stages)."""
    a = sorted((rng.die() for _ in range(attack_dice)), reverse=True)
    d = sorted((rng.die() for _ in range(defend_dice)), reverse=True)
    al = dl = 0
    for x, y in zip(a, d):
        if x > y:
            dl += 1
        else:
            al += 1
    return a, d, al, dl


class BattleRules:
    """Battles, conquests and eliminations (the decisions ``attack``, ``dice``,
    ``defend`` and ``move`` are below the class)."""

    def _defender(self, t: int) -> int:
        """The player who decides the defence of t."""
        o = self.owner[t]
        if self.two and o >= 2:
            return 1 - self.current      # 2-player: the other player rolls for the neutral
        return o

    def _attack_actions(self, only_target: int | None) -> list[str]:
        p = self.current
        owner = self.owner
        armies = self.armies
        out = []
        if self.teams:
            team = p % 2
            stacks = self.stacks
            for a in range(N_TERRITORIES):
                if armies[a] >= 2 and stacks[a][p] >= 1:
                    row = ATTACK_STR[a]
                    row2 = ASSAULT_STR[a]
                    for b in ADJ[a]:
                        if owner[b] % 2 != team and (only_target is None or b == only_target):
                            out.append(row[b])
                            out.append(row2[b])
            return out
        active = self.active
        ally = self.ally
        for a in range(N_TERRITORIES):
            if armies[a] < 2:
                continue
            u = owner[a]
            if u != p and not (active and u >= 2 and ally[u - 2] == p):
                continue
            row = ATTACK_STR[a]
            row2 = ASSAULT_STR[a]
            for b in ADJ[a]:
                o = owner[b]
                if o != p and o != u and (only_target is None or b == only_target):
                    out.append(row[b])
                    out.append(row2[b])
        return out

    def _declare(self, a_name: str, b_name: str, assault: bool) -> None:
        """Step 2: declare an attack (one battle, the attacker then chooses the dice), or an
        assault: battles repeated with the most dice allowed until the territory falls or
        the attacking territory has a single army left (a shortcut for declaring the same
        attack again after every battle; the defender still chooses their dice each time)."""
        a, b = INDEX[a_name], INDEX[b_name]
        p = self.current
        unit = self.owner[a] if not self.teams else p
        self.att = [a, b, unit, 0, assault]
        if self.active and self.owner[b] >= 2:
            self._invade(b, unit)
        words = dict(player=self.unit_terms[p], target=TERRITORIES[b],
                     defender=self.unit_terms[self.owner[b]], defenders=self.armies[b],
                     source=TERRITORIES[a], attackers=self.armies[a])
        if unit == p and assault:
            line = msg("{player} assaults {target} ({defender}, {defenders}) from {source} "
                       "({attackers}).", **words)
        elif unit == p:
            line = msg("{player} attacks {target} ({defender}, {defenders}) from {source} "
                       "({attackers}).", **words)
        elif assault:
            line = msg("{player} (with the ally {ally}) assaults {target} ({defender}, "
                       "{defenders}) from {source} ({attackers}).", ally=self.unit_terms[unit],
                       **words)
        else:
            line = msg("{player} (with the ally {ally}) attacks {target} ({defender}, "
                       "{defenders}) from {source} ({attackers}).", ally=self.unit_terms[unit],
                       **words)
        self.say(line)
        top = min(3, self._usable(a, p))
        if top == 1 or assault:
            self._set_dice(top)
        else:
            self.phase = "dice"

    def _set_dice(self, k: int) -> None:
        self.att[3] = k
        b = self.att[1]
        if self.armies[b] >= 2 and not self.defender_max:
            self.phase = "defend"
        else:
            self._fight(min(2, self.armies[b]))

    def _fight(self, d: int) -> None:
        """Roll battles: one, or (assault, ``until:N``, ``odds:X``) until the territory
        falls, the attacker runs out of armies that may attack, the attacker's own limit
        is reached, or the defender has a choice of dice to make."""
        while True:
            if self._battle(d):
                return
            a, b, unit, k, assault = self.att
            p = self.current
            top = min(3, self._usable(a, p))
            if not assault or top < 1:
                break
            if assault is not True:
                top = self._plan_dice(assault, top)
                if top < 1:
                    break
            self.att[3] = top
            if self.armies[b] >= 2 and not self.defender_max:
                self.phase = "defend"
                return
            d = min(2, self.armies[b])
        if self.active and self.invasion is not None and self.invasion[0] == self.att[1]:
            self.phase = "invasion"
        else:
            self.phase = "attack"

    # ---------------------------------------------------------------- attacking until
    def _attackers(self) -> int:
        """The armies of the attack under way as the odds count them: those that may
        attack from A, plus the one that stays behind (outside the team game: the armies
        in A)."""
        return self._usable(self.att[0], self.current) + 1

    def _plan_dice(self, plan: list, top: int) -> int:
        """Option "shortcuts": the dice of the next battle of an attack going on by
        ``plan``, ["until", N] (keep N armies in A: no more dice than the armies above
        N) or ["odds", X] (the most dice, while the chance of taking the territory is X %
        or more); 0 when the attack stops there (said in the log)."""
        kind, value = plan
        a, b = self.att[0], self.att[1]
        n = self._attackers()
        me = self.unit_terms[self.current]
        if kind == "until":
            if n <= value:
                self.say(nmsg("{player} stops attacking {target}: {n} army left in {source}.",
                              "{player} stops attacking {target}: {n} armies left in "
                              "{source}.", n, player=me, target=TERRITORIES[b],
                              source=TERRITORIES[a]))
                return 0
            return min(top, n - value)
        if not chance_holds(n, self.armies[b], value, True):
            chance = conquest_odds(n, self.armies[b])["win"]
            self.say(msg("{player} stops attacking {target}: the chance of taking it has "
                         "dropped to {chance} (below {percent}%).", player=me,
                         target=TERRITORIES[b], chance=percent_text(chance), percent=value))
            return 0
        return top

    def attack_odds(self, src: int, dst: int) -> dict:
        """The exact odds of attacking ``dst`` from ``src`` until it falls, with the most
        dice, from the armies there now (:func:`.odds.conquest_odds`). The defender is
        counted as rolling the most dice allowed: the rule of the option "defence: most",
        and the best defence when the defender chooses."""
        return conquest_odds(self._usable(src, self.current) + 1, self.armies[dst])

    def _battle(self, d: int) -> bool:
        """One battle; True if the territory fell (the conquest is then under way)."""
        a, b, unit, k, _ = self.att
        p = self.current
        ad, dd, al, dl = battle(self.rng, k, d)
        att_name = self.unit_names[unit]
        def_name = self.unit_names[self.owner[b]]
        att_term = self.unit_terms[unit]
        self.last_battle = {"from": NAMES[a], "to": NAMES[b], "attack": ad, "defend": dd,
                            "attacker_loses": al, "defender_loses": dl, "turn": self.turn}
        zeroed = None
        if self.teams:
            zeroed = self._team_losses(a, b, al, dl)
        else:
            self.armies[a] -= al
            self.armies[b] -= dl
        # the turn's record (.summary; copied first if a clone shares it)
        now = (self._own_log() if self._log_shared else self.turn_log).now
        now["battles"] = now.get("battles", 0) + 1
        losses = now.get("losses")
        if losses is None:
            losses = now["losses"] = {}
        if al:
            losses[att_name] = losses.get(att_name, 0) + al
        if dl:
            losses[def_name] = losses.get(def_name, 0) + dl
        def_term = self.unit_terms[self.owner[b]]
        self.say(msg("Battle for {target}: {attacker} rolls {attack}, {defender} rolls "
                     "{defence}: {attacker} loses {attacker_loses}, {defender} loses "
                     "{defender_loses}.", target=TERRITORIES[b], attacker=att_term,
                     defender=def_term, attack="-".join(map(str, ad)),
                     defence="-".join(map(str, dd)), attacker_loses=al, defender_loses=dl))
        if self.armies[b] > 0:
            # team game: the battle may have destroyed the last army of a player (in a
            # shared territory, or the attacker's own last army); True ends the fighting
            return bool(zeroed) and self._team_eliminations(zeroed)
        lo, hi = k, self._usable(a, p)
        self.say(msg("{player} conquers {target}.", player=att_term, target=TERRITORIES[b]))
        if lo >= hi:
            self._move_in(hi)
        else:
            self.phase = "move"
            self.counting = False
        return True

    def _move_in(self, k: int) -> None:
        a, b, unit, _, _ = self.att
        p = self.current
        victim = self.owner[b]
        if self.teams:
            self.stacks[a][p] -= k
            self._refresh_team_owner(a)
            self._set_owner(b, p, k)
        else:
            self.armies[a] -= k
            self._set_owner(b, unit, k)
        self.say(nmsg("{player} moves {n} army into {target}.",
                      "{player} moves {n} armies into {target}.", k,
                      player=self.unit_terms[unit], target=TERRITORIES[b]))
        self._summary_add("conquered", {"territory": NAMES[b],
                                        "from": self.unit_names[victim],
                                        "by": self.unit_names[unit]})
        self.counting = False
        if unit == p:
            self.conquered += 1
        self.att = None
        self.phase = "attack"
        # eliminations
        if self.teams:
            if self._team_eliminations():
                return
        elif self.tcount[victim] == 0:
            self.alive[victim] = False
            if victim < self.n:
                self._eliminate(victim)
                if self.win is not None:
                    return
            else:
                self._neutral_destroyed(victim - 2)
        if self.active and self.invasion is not None and self.invasion[0] == b:
            self._loyalty()
        self._after_cards_gained()

    def _eliminate(self, victim: int) -> None:
        p = self.current
        self.eliminations[p] += 1
        got = self.hands[victim]
        self.hands[victim] = []
        self.hands[p].extend(got)
        self.say(nmsg("{player} has lost the last territory and is out of the game; {winner} "
                      "takes {n} territory card.",
                      "{player} has lost the last territory and is out of the game; {winner} "
                      "takes {n} territory cards.", len(got), player=self.unit_terms[victim],
                      winner=self.unit_terms[p]))
        self._summary_add("eliminated", self.names[victim])
        if got:
            self._summary_add("cards_taken", {"from": self.names[victim], "count": len(got)})
        if got:
            self.reveal()
        alive_players = [q for q in range(self.n) if self.alive[q]]
        if len(alive_players) == 1:
            if self.two:
                self.say(msg("{player} destroys the opponent's last army and wins.",
                             player=self.unit_terms[p]))
            else:
                self.say(msg("{player} has eliminated every opponent and wins.",
                             player=self.unit_terms[p]))
            self._finish([p])


# =================================================================== decision "attack"
# Step 2: declare an attack (``attack:A:B``, one battle) or an assault (``assault:A:B``,
# battles until B falls or A cannot go on), or end the battles. Missions: ``claim:Rank``.

def _attack_legal(s, f) -> list[str]:
    out = s._attack_actions(None)
    out.append("end_attack")
    if s.missions_on:
        out.extend(s._claim_actions(end=False))
    return out


def _attack_apply(s, f, a) -> None:
    verb = a.verb
    if verb == "end_attack":
        s.say(msg("{player} ends the battles.", player=s.unit_terms[s.current]))
        s.phase = "fortify"
        return
    if verb == "claim":
        s._claim(a.arg)
        return
    src, dst = a.args
    s._declare(src, dst, verb == "assault")


def why_attack(s, f, a):
    """Why ``attack:A:B`` / ``assault:A:B`` is refused (decisions ``attack``,
    ``invasion``)."""
    p = s.current
    if len(a.args) != 2:
        return refuse(S_ATTACK, msg("an attack names two territories ('attack:From:To')."))
    a_name, b_name = a.args
    t_from, t_to = INDEX.get(a_name), INDEX.get(b_name)
    if t_from is None or t_to is None:
        return refuse(S_ATTACK, msg("unknown territory in {action}.", action=quote(a.rest)))
    source, target = TERRITORIES[t_from], TERRITORIES[t_to]
    if t_to not in ADJ[t_from]:
        return refuse(S_ATTACK, msg("{source} and {target} are not adjacent (no common "
                                    "border or sea line).", source=source, target=target))
    if s.teams:
        if s.owner[t_to] % 2 == p % 2:
            return refuse(S_TEAM, msg("you may not attack a member of your own team."))
        if s.stacks[t_from][p] < 1:
            return refuse(S_ATTACK, msg("you have no armies of your own in {source}.",
                                        source=source))
    elif not s._commands(p, s.owner[t_from]):
        if s.active:
            return refuse(S_ATTACK, msg("{source} is not yours nor an ally's.", source=source))
        return refuse(S_ATTACK, msg("{source} is not yours.", source=source))
    elif s.owner[t_to] == p or s.owner[t_to] == s.owner[t_from]:
        return refuse(S_ATTACK, msg("{target} is held by your own side.", target=target))
    if s.armies[t_from] < 2:
        return refuse(S_ATTACK, msg("attacking needs at least 2 armies in {source} (one must "
                                    "stay behind).", source=source))
    if f["kind"] == "invasion":
        return refuse(S_ALLY_ATTACK, msg("finish the invasion of {target} first (attack it "
                                         "again or stop).",
                                         target=TERRITORIES[s.invasion[0]]))
    return refuse(S_ATTACK, msg("{source} cannot attack {target} now.", source=source,
                                target=target))


def _attack_why(s, f, a):
    if a.verb in ("attack", "assault"):
        return why_attack(s, f, a)
    if a.verb == "defend":
        return why_defend_elsewhere(s, a)
    if s.missions_on:
        return refuse(S_ATTACK, msg("this step takes only attack:From:To, assault:From:To or "
                                    "end_attack or claim:Rank"))
    return refuse(S_ATTACK, msg("this step takes only attack:From:To, assault:From:To or "
                                "end_attack"))


def attack_label(s, a):
    """'Attack B from A [with your ally X] [until it falls (N% to take it)]' (decisions
    ``attack``, ``invasion``)."""
    src, dst = a.args
    t = INDEX[src]
    source, target = TERRITORIES[t], territory_named(dst)
    ally = s.unit_terms[s.owner[t]] if s.two and s.owner[t] >= 2 else None
    if a.verb == "attack":
        if ally is not None:
            return msg("Attack {target} from {source} with your ally {ally}", target=target,
                       source=source, ally=ally)
        return msg("Attack {target} from {source}", target=target, source=source)
    chance = percent_text(s.attack_odds(t, INDEX[dst])["win"])
    if ally is not None:
        return msg("Attack {target} from {source} with your ally {ally} until it falls "
                   "({chance} to take it)", target=target, source=source, ally=ally,
                   chance=chance)
    return msg("Attack {target} from {source} until it falls ({chance} to take it)",
               target=target, source=source, chance=chance)


def _attack_label(s, f, a):
    if a.verb == "end_attack":
        return msg("End the battles")
    if a.verb == "claim":
        return claim_label(a)
    return attack_label(s, a)


decision("attack", legal=_attack_legal, apply=_attack_apply,
         prompt=lambda s, f: msg("{player}: attack, or end the battles",
                                 player=s.unit_terms[s.current]),
         why=_attack_why, label=_attack_label, targets=map_targets)


# ===================================================================== decision "dice"
# Step 2: the attacker rolls 1 to 3 dice, one per attacking army (one army stays behind).

def dice_top(s) -> int:
    """The most dice the attack under way may roll."""
    return min(3, s._usable(s.att[0], s.current))


DICE = ["dice:1", "dice:2", "dice:3"]


def _dice_legal(s, f) -> list[str]:
    top = dice_top(s)
    out = DICE[:top]
    if s.shortcuts:
        out = out + until_actions(s)
    return out


def until_actions(s) -> list[str]:
    """Option "shortcuts": ``until:N`` for the armies to keep that allow one battle at
    least, ``odds:X`` for the chances that hold now (:data:`UNTIL_STEPS`,
    :data:`ODDS_STEPS`)."""
    n = s._attackers()
    d = s.armies[s.att[1]]
    out = [f"until:{k}" for k in UNTIL_STEPS if k < n]
    out.extend(f"odds:{x}" for x in ODDS_STEPS if chance_holds(n, d, x, True))
    return out


def _dice_apply(s, f, a) -> None:
    verb = a.verb
    me = s.unit_terms[s.current]
    b = TERRITORIES[s.att[1]]
    if verb == "dice":
        k = int(a.arg)
        s.say(nmsg("{player} attacks with {n} die.", "{player} attacks with {n} dice.", k,
                   player=me))
        s._set_dice(k)
        return
    value = a.number
    s.att[4] = [verb, value]
    if verb == "until":
        s.say(nmsg("{player} attacks {target} until it falls, keeping {n} army in {source}.",
                   "{player} attacks {target} until it falls, keeping {n} armies in "
                   "{source}.", value, player=me, target=b, source=TERRITORIES[s.att[0]]))
        s._set_dice(min(dice_top(s), s._attackers() - value))
    else:
        s.say(msg("{player} attacks {target} while the chance of taking it stays at "
                  "{percent}% or more.", player=me, target=b, percent=value))
        s._set_dice(dice_top(s))


def _dice_why(s, f, a):
    if a.verb in ("until", "odds"):
        if not s.shortcuts:
            return refuse(S_UNTIL, msg("this game attacks one battle at a time or until the "
                                       "territory falls (this game's options turned the attack-until buttons off)."))
        n = s._attackers()
        if a.verb == "until":
            keep = [k for k in UNTIL_STEPS if k < n]
            if keep:
                return refuse(S_UNTIL, msg("keep one of {keep} armies (fewer than the {n} in "
                                           "{source}).", keep=keep, n=n,
                                           source=TERRITORIES[s.att[0]]))
            return refuse(S_UNTIL, nmsg("not with {n} army.", "not with {n} armies.", n))
        return refuse(S_UNTIL, msg("the chances offered are those the attack has now "
                                   "({chance}): {offered} or less.",
                                   chance=percent_text(s.attack_odds(s.att[0],
                                                                     s.att[1])["win"]),
                                   offered=[percent(x) for x in ODDS_STEPS]))
    if a.verb == "defend":
        return why_defend_elsewhere(s, a)
    if a.verb != "dice":
        if s.shortcuts:
            return refuse(S_ATTACK, msg("this step takes only dice:N, until:N or odds:X"))
        return refuse(S_ATTACK, msg("this step takes only dice:N"))
    return refuse(S_ATTACK, nmsg("attack with 1 to {n} dice (at most 3, and one army must "
                                 "stay in {source}).",
                                 "attack with 1 to {n} dice (at most 3, and one army must "
                                 "stay in {source}).", dice_top(s),
                                 source=TERRITORIES[s.att[0]]))


def until_odds(s, action) -> dict:
    """The exact odds of ``until:N`` / ``odds:X`` for the attack under way."""
    n, d = s._attackers(), s.armies[s.att[1]]
    if action.verb == "until":
        return keep_odds(n, d, action.number)
    return threshold_odds(n, d, action.number)


def _dice_label(s, f, a):
    if a.verb == "dice":
        return nmsg("Roll {n} die", "Roll {n} dice", int(a.arg))
    chance = percent_text(until_odds(s, a)["win"])
    if a.verb == "until":
        return nmsg("Attack until it falls, keeping {n} army ({chance} to take it)",
                    "Attack until it falls, keeping {n} armies ({chance} to take it)",
                    a.number, chance=chance)
    return msg("Attack while the chance stays {percent}% or more ({chance} to take it)",
               percent=a.number, chance=chance)


def _dice_prompt(s, f):
    chance = percent_text(s.attack_odds(s.att[0], s.att[1])["win"])
    return msg("{player}: attack {target} from {source} with how many dice? ({chance} to take "
               "it attacking until it falls)", player=s.unit_terms[s.current],
               target=TERRITORIES[s.att[1]], source=TERRITORIES[s.att[0]], chance=chance)


decision("dice", legal=_dice_legal, apply=_dice_apply, prompt=_dice_prompt,
         why=_dice_why, label=_dice_label)


# =================================================================== decision "defend"
# Step 2 - battle stages: the defender rolls 1 or 2 dice (asked when the territory
# attacked holds 2 armies or more; with one army the single die is rolled at once).
# Option "defence: most": never pending, the defender rolls the most dice allowed.

def why_defend_elsewhere(s, a):
    """The refusal of ``defend:N`` outside the defender's step (None: not that case)."""
    if a.verb != "defend":
        return None
    if s.defender_max:
        return refuse(S_DEFENCE, msg("the defender always rolls the most dice allowed; nobody "
                                     "is asked."))
    return refuse(S_BATTLE, msg("the defender chooses the dice when attacked, not now."))

DEFEND = ["defend:1", "defend:2"]


def _defend_apply(s, f, a) -> None:
    k, b = int(a.arg), s.att[1]
    s.say(nmsg("{player} defends {territory} with {n} die.",
               "{player} defends {territory} with {n} dice.", k,
               player=s.unit_terms[s._defender(b)], territory=TERRITORIES[b]))
    s._fight(k)


def _defend_prompt(s, f):
    return nmsg("{player}: {attacker} attacks {territory} with {n} die; defend with 1 or 2 "
                "dice?",
                "{player}: {attacker} attacks {territory} with {n} dice; defend with 1 or 2 "
                "dice?", s.att[3], player=s.unit_terms[s.to_move],
                attacker=s.unit_terms[s.current], territory=TERRITORIES[s.att[1]])


def _defend_why(s, f, a):
    if a.verb == "defend":
        return refuse(S_BATTLE, msg("the defender rolls 1 or 2 dice."))
    return refuse(S_BATTLE, msg("this step takes only defend:N"))


decision("defend", legal=lambda s, f: DEFEND, apply=_defend_apply, prompt=_defend_prompt,
         why=_defend_why,
         label=lambda s, f, a: nmsg("Defend with {n} die", "Defend with {n} dice", int(a.arg)))


# ===================================================================== decision "move"
# Conquest: move in at least as many armies as dice rolled in the last battle, at most
# all but one (``move:N``; with many numbers first ``move:least``/``move:most``/``count``).

def move_range(s) -> tuple[int, int]:
    """The least and the most armies the pending move (conquest or fortification) may
    take (decisions ``move``, ``fortify_count``, ``ally_fortify_count``)."""
    if s.phase == "move":
        return s.att[3], s._usable(s.att[0], s.current)
    return 1, s._usable(s.fort[0], s.current)


def choose_count(s) -> None:
    """The second step of a choice of a number of armies: every number is offered."""
    s.counting = True
    s.say(msg("{player} chooses how many armies to move.", player=s.unit_terms[s.current]))


def _move_legal(s, f) -> list[str]:
    return move_choices(s.att[3], s._usable(s.att[0], s.current), s.counting)


def _move_apply(s, f, a) -> None:
    if a.verb == "count":
        choose_count(s)
        return
    s._move_in(int(a.arg))


def why_move(s, f, a):
    """Why ``move:N`` / ``count`` is refused (decisions ``move``, ``fortify_count``,
    ``ally_fortify_count``)."""
    lo, hi = move_range(s)
    conquest = f["kind"] == "move"
    if conquest:
        a_from, section = s.att[0], S_CONQUEST
    else:
        a_from, section = s.fort[0], s._fortify_section()
    if a.verb == "count":
        return refuse(section, msg("every number of armies is offered already; choose one."))
    if a.verb != "move":
        return refuse(section, msg("this step takes only move:N or count"))
    if a.number is None:
        return refuse(section, msg("'move' takes a number of armies, from {lo} to {hi}.",
                                   lo=lo, hi=hi))
    k = a.number
    if not lo <= k <= hi:
        if conquest:
            return refuse(section, msg("move at least {lo} (the dice rolled in the last "
                                       "battle) and leave at least one army in {source}: from "
                                       "{lo} to {hi} armies, not {k}.", lo=lo, hi=hi, k=k,
                                       source=TERRITORIES[a_from]))
        return refuse(section, msg("leave at least one army in {source}: from {lo} to {hi} "
                                   "armies, not {k}.", lo=lo, hi=hi, k=k,
                                   source=TERRITORIES[a_from]))
    return refuse(section, nmsg("to move {n} army, first choose 'count' (another number): "
                                "then every number from {lo} to {hi} is offered.",
                                "to move {n} armies, first choose 'count' (another number): "
                                "then every number from {lo} to {hi} is offered.", k,
                                lo=lo, hi=hi))


def move_label(s, f, a):
    if a.verb == "count":
        return msg("Choose another number")
    return nmsg("Move {n} army", "Move {n} armies", int(a.arg))


def _move_prompt(s, f):
    lo, hi = move_range(s)
    return msg("{player}: how many armies move from {source} into {target}? ({lo} to {hi})",
               player=s.unit_terms[s.current], source=TERRITORIES[s.att[0]],
               target=TERRITORIES[s.att[1]], lo=lo, hi=hi)


decision("move", legal=_move_legal, apply=_move_apply, prompt=_move_prompt, why=why_move,
         label=move_label)
