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
still chooses their dice in every battle where they have a choice.
"""

from __future__ import annotations

from .actions import ASSAULT_STR, ATTACK_STR, map_targets, move_choices
from .board import ADJ, INDEX, N_TERRITORIES, NAMES
from .rules import decision, verbs_refusal
from .sections import S_ALLY_ATTACK, S_ATTACK, S_BATTLE, S_CONQUEST, S_TEAM
from .texts import armies_text, dice_text


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
        who = self.names[p] if unit == p else f"{self.names[p]} (with the ally {self.unit_names[unit]})"
        self.say(f"{who} {'assaults' if assault else 'attacks'} {NAMES[b]} ({self.unit_names[self.owner[b]]}, "
                 f"{self.armies[b]}) from {NAMES[a]} ({self.armies[a]}).")
        top = min(3, self._usable(a, p))
        if top == 1 or assault:
            self._set_dice(top)
        else:
            self.phase = "dice"

    def _set_dice(self, k: int) -> None:
        self.att[3] = k
        b = self.att[1]
        if self.armies[b] >= 2:
            self.phase = "defend"
        else:
            self._fight(1)

    def _fight(self, d: int) -> None:
        """Roll battles: one, or (assault) until the territory falls, the attacker runs out
        of armies that may attack, or the defender has a choice of dice to make."""
        while True:
            if self._battle(d):
                return
            a, b, unit, k, assault = self.att
            p = self.current
            top = min(3, self._usable(a, p))
            if not assault or top < 1:
                break
            self.att[3] = top
            if self.armies[b] >= 2:
                self.phase = "defend"
                return
            d = 1
        if self.active and self.invasion is not None and self.invasion[0] == self.att[1]:
            self.phase = "invasion"
        else:
            self.phase = "attack"

    def _battle(self, d: int) -> bool:
        """One battle; True if the territory fell (the conquest is then under way)."""
        a, b, unit, k, _ = self.att
        p = self.current
        ad, dd, al, dl = battle(self.rng, k, d)
        att_name = self.unit_names[unit]
        def_name = self.unit_names[self.owner[b]]
        self.last_battle = {"from": NAMES[a], "to": NAMES[b], "attack": ad, "defend": dd,
                            "attacker_loses": al, "defender_loses": dl, "turn": self.turn}
        zeroed = None
        if self.teams:
            zeroed = self._team_losses(a, b, al, dl)
        else:
            self.armies[a] -= al
            self.armies[b] -= dl
        self.say(f"Battle for {NAMES[b]}: {att_name} rolls {'-'.join(map(str, ad))}, "
                 f"{def_name} rolls {'-'.join(map(str, dd))}: "
                 f"{att_name} loses {al}, {def_name} loses {dl}.")
        if self.armies[b] > 0:
            # team game: the battle may have destroyed the last army of a player (in a
            # shared territory, or the attacker's own last army); True ends the fighting
            return bool(zeroed) and self._team_eliminations(zeroed)
        lo, hi = k, self._usable(a, p)
        self.say(f"{att_name} conquers {NAMES[b]}.")
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
        self.say(f"{self.unit_names[unit]} moves {armies_text(k)} into {NAMES[b]}.")
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
        self.say(f"{self.names[victim]} has lost the last territory and is out of the game; "
                 f"{self.names[p]} takes {len(got)} territory cards.")
        if got:
            self.reveal()
        alive_players = [q for q in range(self.n) if self.alive[q]]
        if len(alive_players) == 1:
            how = ("destroys the opponent's last army" if self.two
                   else "has eliminated every opponent")
            self.say(f"{self.names[p]} {how} and wins.")
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
        s.say(f"{s.names[s.current]} ends the battles.")
        s.phase = "fortify"
        return
    if verb == "claim":
        s._claim(a.arg)
        return
    src, dst = a.args
    s._declare(src, dst, verb == "assault")


def why_attack(s, f, a) -> str:
    """Why ``attack:A:B`` / ``assault:A:B`` is refused (decisions ``attack``,
    ``invasion``)."""
    p = s.current
    if len(a.args) != 2:
        return f"{S_ATTACK}: an attack names two territories ('attack:From:To')."
    a_name, b_name = a.args
    t_from, t_to = INDEX.get(a_name), INDEX.get(b_name)
    if t_from is None or t_to is None:
        return f"{S_ATTACK}: unknown territory in {a.rest!r}."
    if t_to not in ADJ[t_from]:
        return (f"{S_ATTACK}: {a_name} and {b_name} are not adjacent (no common border "
                "or sea line).")
    if s.teams:
        if s.owner[t_to] % 2 == p % 2:
            return f"{S_TEAM}: you may not attack a member of your own team."
        if s.stacks[t_from][p] < 1:
            return f"{S_ATTACK}: you have no armies of your own in {a_name}."
    elif not s._commands(p, s.owner[t_from]):
        return f"{S_ATTACK}: {a_name} is not yours" + (" nor an ally's." if s.active else ".")
    elif s.owner[t_to] == p or s.owner[t_to] == s.owner[t_from]:
        return f"{S_ATTACK}: {b_name} is held by your own side."
    if s.armies[t_from] < 2:
        return (f"{S_ATTACK}: attacking needs at least 2 armies in {a_name} (one must "
                "stay behind).")
    if f["kind"] == "invasion":
        return (f"{S_ALLY_ATTACK}: finish the invasion of {NAMES[s.invasion[0]]} first "
                "(attack it again or stop).")
    return f"{S_ATTACK}: {a_name} cannot attack {b_name} now."


def _attack_why(s, f, a) -> str:
    if a.verb in ("attack", "assault"):
        return why_attack(s, f, a)
    return verbs_refusal(S_ATTACK, "attack:From:To, assault:From:To or end_attack"
                         + (" or claim:Rank" if s.missions_on else ""))


def attack_label(s, a) -> str:
    """'Attack B from A [with your ally X] [until it falls]' (decisions ``attack``,
    ``invasion``)."""
    src, dst = a.args
    t = INDEX.get(src)
    with_ally = ""
    if t is not None and s.two and s.owner[t] >= 2:
        with_ally = f" with your ally {s.unit_names[s.owner[t]]}"
    if a.verb == "attack":
        return f"Attack {dst} from {src}{with_ally}"
    return f"Attack {dst} from {src}{with_ally} until it falls"


def _attack_label(s, f, a) -> str:
    if a.verb == "end_attack":
        return "End the battles"
    if a.verb == "claim":
        return f"Show my completed {a.arg} mission"
    return attack_label(s, a)


decision("attack", legal=_attack_legal, apply=_attack_apply,
         prompt=lambda s, f: f"{s.names[s.current]}: attack, or end the battles",
         why=_attack_why, label=_attack_label, targets=map_targets)


# ===================================================================== decision "dice"
# Step 2: the attacker rolls 1 to 3 dice, one per attacking army (one army stays behind).

def dice_top(s) -> int:
    """The most dice the attack under way may roll."""
    return min(3, s._usable(s.att[0], s.current))


def _dice_legal(s, f) -> list[str]:
    return [f"dice:{k}" for k in range(1, dice_top(s) + 1)]


def _dice_apply(s, f, a) -> None:
    k = a.arg
    s.say(f"{s.names[s.current]} attacks with {dice_text(k)}.")
    s._set_dice(int(k))


def _dice_why(s, f, a) -> str:
    if a.verb != "dice":
        return verbs_refusal(S_ATTACK, "dice:N")
    return (f"{S_ATTACK}: attack with 1 to {dice_top(s)} dice (at most 3, and one army must "
            f"stay in {NAMES[s.att[0]]}).")


decision("dice", legal=_dice_legal, apply=_dice_apply,
         prompt=lambda s, f: (f"{s.names[s.current]}: attack {NAMES[s.att[1]]} from "
                              f"{NAMES[s.att[0]]} with how many dice?"),
         why=_dice_why, label=lambda s, f, a: f"Roll {dice_text(a.arg)}")


# =================================================================== decision "defend"
# Step 2 - battle stages: the defender rolls 1 or 2 dice (asked when the territory
# attacked holds 2 armies or more; with one army the single die is rolled at once).

DEFEND = ["defend:1", "defend:2"]


def _defend_apply(s, f, a) -> None:
    k, b = a.arg, s.att[1]
    s.say(f"{s.names[s._defender(b)]} defends {NAMES[b]} with {dice_text(k)}.")
    s._fight(int(k))


def _defend_prompt(s, f) -> str:
    return (f"{s.names[s.to_move]}: {s.names[s.current]} attacks {NAMES[s.att[1]]} with "
            f"{dice_text(s.att[3])}; defend with 1 or 2 dice?")


decision("defend", legal=lambda s, f: DEFEND, apply=_defend_apply, prompt=_defend_prompt,
         why=lambda s, f, a: (f"{S_BATTLE}: the defender rolls 1 or 2 dice."
                              if a.verb == "defend" else verbs_refusal(S_BATTLE, "defend:N")),
         label=lambda s, f, a: f"Defend with {dice_text(a.arg)}")


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
    s.say(f"{s.names[s.current]} chooses how many armies to move.")


def _move_legal(s, f) -> list[str]:
    return move_choices(s.att[3], s._usable(s.att[0], s.current), s.counting)


def _move_apply(s, f, a) -> None:
    if a.verb == "count":
        choose_count(s)
        return
    s._move_in(int(a.arg))


def why_move(s, f, a) -> str:
    """Why ``move:N`` / ``count`` is refused (decisions ``move``, ``fortify_count``,
    ``ally_fortify_count``)."""
    lo, hi = move_range(s)
    if f["kind"] == "move":
        a_from, section = s.att[0], S_CONQUEST
        rule = (f"move at least {lo} (the dice rolled in the last battle) and leave at "
                f"least one army in {NAMES[a_from]}")
    else:
        a_from, section = s.fort[0], s._fortify_section()
        rule = f"leave at least one army in {NAMES[a_from]}"
    if a.verb == "count":
        return f"{section}: every number of armies is offered already; choose one."
    if a.verb != "move":
        return verbs_refusal(section, "move:N or count")
    if a.number is None:
        return f"{section}: 'move' takes a number of armies, from {lo} to {hi}."
    k = a.number
    if not lo <= k <= hi:
        return f"{section}: {rule}: from {lo} to {hi} armies, not {k}."
    return (f"{section}: to move {k} armies, first choose 'count' (another number): "
            f"then every number from {lo} to {hi} is offered.")


def move_label(s, f, a) -> str:
    if a.verb == "count":
        return "Choose another number"
    return f"Move {armies_text(a.arg)}"


def _move_prompt(s, f) -> str:
    lo, hi = move_range(s)
    return (f"{s.names[s.current]}: how many armies move from {NAMES[s.att[0]]} into "
            f"{NAMES[s.att[1]]}? ({lo} to {hi})")


decision("move", legal=_move_legal, apply=_move_apply, prompt=_move_prompt, why=why_move,
         label=move_label)
