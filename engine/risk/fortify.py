"""Step 3 of a turn: the fortification ("additional reinforcement", optional).
Decisions: ``fortify``, ``fortify_count`` (at the end of the module).

The scan skips this passage (it names the step, "additional reinforcement", and the team
game describes its exceptions to it); STANDARD-2004: once a turn, after the battles, a
player may move any number of armies from one of their territories to another of their
territories connected to it through territories they hold (borders and sea lines),
leaving at least one army behind. The team game's passage ("all the territories the team
holds are friendly, form a continuous chain and let armies pass through") confirms the
chain rule.

Team game, "reinforcement": armies may be moved into teammates' territories, and through
any territory the team holds (alone or shared); a player moves only their own armies.

2-player active game, step 6 - allies' fortification: after their own, the player may make
one fortification for each ally, the same way (see :mod:`.neutrals`).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from .actions import FORTIFY_STR, map_targets, move_choices
from .battle import choose_count, move_label, move_range, why_move
from .board import ADJ, INDEX, N_TERRITORIES, NAMES
from .missionplay import claim_label
from .rules import decision
from .sections import S_ALLY_FORT, S_FORTIFY, S_TEAM
from .terms import TERRITORIES, territory_named
from .texts import refuse


class FortifyRules:
    """Fortification: which moves are possible, and moving (the decisions ``fortify`` and
    ``fortify_count`` are below the class; the allies' ones are in :mod:`.neutrals`)."""

    def _components(self, member) -> list[int]:
        """Connected components (as a label per territory, -1 outside) of the territories
        for which member(t) is true, through borders and sea lines."""
        label = [-1] * N_TERRITORIES
        k = 0
        for s in range(N_TERRITORIES):
            if label[s] == -1 and member(s):
                label[s] = k
                stack = [s]
                while stack:
                    t = stack.pop()
                    for u in ADJ[t]:
                        if label[u] == -1 and member(u):
                            label[u] = k
                            stack.append(u)
                k += 1
        return label

    def _fortify_actions(self, unit: int) -> list[str]:
        """One fortification for ``unit`` (the current player, or one of their allies)."""
        owner = self.owner
        p = self.current
        if self.teams:
            team = p % 2
            label = self._components(lambda t: owner[t] % 2 == team)
            sources = [t for t in range(N_TERRITORIES)
                       if self.stacks[t][p] >= 1 and self.armies[t] >= 2]
        else:
            label = self._components(lambda t: owner[t] == unit)
            armies = self.armies
            sources = [t for t in range(N_TERRITORIES) if owner[t] == unit and armies[t] >= 2]
        comps: dict = {}
        for t in range(N_TERRITORIES):
            if label[t] >= 0:
                comps.setdefault(label[t], []).append(t)
        out = []
        for a in sources:
            row = FORTIFY_STR[a]
            out.extend([row[b] for b in comps[label[a]] if b != a])
        return out

    def _start_fortify(self, a_name: str, b_name: str, count_phase: str) -> None:
        a, b = INDEX[a_name], INDEX[b_name]
        unit = self.current if self.teams else self.owner[a]
        self.fort = [a, b, unit]
        hi = self._usable(a, self.current)
        if hi == 1:
            self._fortify_move(1)
        else:
            self.say(msg("{player} will move armies from {source} to {target}.",
                         player=self.unit_terms[self.current], source=TERRITORIES[a],
                         target=TERRITORIES[b]))
            self.phase = count_phase
            self.counting = False

    def _fortify_move(self, k: int) -> None:
        a, b, unit = self.fort
        p = self.current
        if self.teams:
            self.stacks[a][p] -= k
            self.stacks[b][p] += k
            self._refresh_team_owner(a)
            self._refresh_team_owner(b)
        else:
            self.armies[a] -= k
            self.armies[b] += k
        self.say(nmsg("{player} moves {n} {army} army from {source} to {target}.",
                      "{player} moves {n} {army} armies from {source} to {target}.", k,
                      player=self.unit_terms[p], army=self.unit_terms[unit],
                      source=TERRITORIES[a], target=TERRITORIES[b]))
        self._summary_add("fortified", {"from": NAMES[a], "to": NAMES[b], "armies": k,
                                        "army": self.unit_names[unit]})
        self.fort = None
        self.counting = False
        if unit == p:
            self._after_fortify(own_done=True)
        else:
            self.allies_fortified.append(unit - 2)
            self._after_fortify(own_done=False)

    def _after_fortify(self, own_done: bool) -> None:
        p = self.current
        if self.active and any(self.ally[k] == p and self.alive[2 + k]
                               and k not in self.allies_fortified for k in range(4)):
            self.phase = "ally_fortify"
            if ally_fortify_actions(self) == ["end_turn"]:
                self._end_turn()
            return
        self._end_turn()

    # ---------------------------------------------------------------- refusals
    def _fortify_section(self):
        return S_ALLY_FORT if self.phase.startswith("ally_") else S_FORTIFY


def why_fortify(s, f, a):
    """Why ``fortify:A:B`` is refused (decisions ``fortify``, ``ally_fortify``)."""
    section = s._fortify_section()
    p = s.current
    if len(a.args) != 2:
        return refuse(section, msg("a fortification names two territories "
                                   "('fortify:From:To')."))
    a_name, b_name = a.args
    t_from, t_to = INDEX.get(a_name), INDEX.get(b_name)
    if t_from is None or t_to is None:
        return refuse(section, msg("unknown territory in {action}.", action=quote(a.rest)))
    if t_from == t_to:
        return refuse(section, msg("armies move from one territory to another one."))
    source, target = TERRITORIES[t_from], TERRITORIES[t_to]
    if s.teams:
        team = p % 2
        if s.stacks[t_from][p] < 1:
            return refuse(section, msg("you have no armies of your own in {source}.",
                                       source=source))
        if s.armies[t_from] < 2:
            return refuse(section, msg("one army must stay in {source}.", source=source))
        if s.owner[t_to] % 2 != team:
            return refuse(S_TEAM, msg("armies move only to territories your team holds."))
        return refuse(S_TEAM, msg("{source} and {target} are not connected through "
                                  "territories your team holds.", source=source,
                                  target=target))
    unit = s.owner[t_from]
    if f["kind"] == "ally_fortify":
        if not (unit >= 2 and s.active and s.ally[unit - 2] == p):
            return refuse(section, msg("{source} is not held by one of your allies.",
                                       source=source))
        if unit - 2 in s.allies_fortified:
            return refuse(section, msg("{ally} has made its fortification this turn.",
                                       ally=s.unit_terms[unit]))
    elif unit != p:
        return refuse(section, msg("{source} is not yours.", source=source))
    if s.owner[t_to] != unit:
        return refuse(section, msg("armies move only between territories of the same army "
                                   "({target} is {army}'s).", target=target,
                                   army=s.unit_terms[s.owner[t_to]]))
    if s.armies[t_from] < 2:
        return refuse(section, msg("one army must stay in {source}.", source=source))
    return refuse(section, msg("{source} and {target} are not connected through territories "
                               "of {army}.", source=source, target=target,
                               army=s.unit_terms[unit]))


def fortify_label(s, f, a):
    """'Move [the ally's] armies from A to B' (decisions ``fortify``, ``ally_fortify``)."""
    src, dst = a.args
    t = INDEX[src]
    source, target = TERRITORIES[t], territory_named(dst)
    if f["kind"] == "ally_fortify" and s.owner[t] >= 2:
        return msg("Move {army} armies from {source} to {target}",
                   army=s.unit_terms[s.owner[t]], source=source, target=target)
    return msg("Move armies from {source} to {target}", source=source, target=target)


# ================================================================== decision "fortify"
# Step 3: once a turn, armies from one territory to another connected through the
# player's own territories (``fortify:A:B``, then the number), or ``end_turn``. Missions:
# ``claim:Rank`` for any mission fulfilled now, those shown "at the end of the turn"
# included (this is the turn's last decision, see :mod:`.missionplay`).

def _fortify_legal(s, f) -> list[str]:
    out = s._fortify_actions(s.current)
    out.append("end_turn")
    if s.missions_on:
        out.extend(s._claim_actions(end=True))
    return out


def _fortify_apply(s, f, a) -> None:
    if a.verb == "end_turn":
        s.say(msg("{player} does not fortify.", player=s.unit_terms[s.current]))
        s._after_fortify(own_done=True)
        return
    if a.verb == "claim":
        s._claim(a.arg)
        return
    s._start_fortify(a.args[0], a.args[1], "fortify_count")


def _fortify_why(s, f, a):
    if a.verb == "fortify":
        return why_fortify(s, f, a)
    if s.missions_on:
        return refuse(S_FORTIFY, msg("this step takes only fortify:From:To or end_turn or "
                                     "claim:Rank"))
    return refuse(S_FORTIFY, msg("this step takes only fortify:From:To or end_turn"))


def _fortify_label(s, f, a):
    if a.verb == "end_turn":
        return msg("End the turn without fortifying")
    if a.verb == "claim":
        return claim_label(a)
    return fortify_label(s, f, a)


decision("fortify", legal=_fortify_legal, apply=_fortify_apply,
         prompt=lambda s, f: msg("{player}: move armies once between your connected "
                                 "territories, or end the turn",
                                 player=s.unit_terms[s.current]),
         why=_fortify_why, label=_fortify_label, targets=map_targets)


# ============================================================ decision "fortify_count"
# Step 3: how many armies move (any number leaving one behind; ``move:N`` / ``count`` as
# after a conquest).

def fortify_count_legal(s, f) -> list[str]:
    return move_choices(1, s._usable(s.fort[0], s.current), s.counting)


def fortify_count_apply(s, f, a) -> None:
    if a.verb == "count":
        choose_count(s)
        return
    s._fortify_move(int(a.arg))


def fortify_count_prompt(s, f):
    lo, hi = move_range(s)
    return msg("{player}: how many armies move from {source} to {target}? ({lo} to {hi})",
               player=s.unit_terms[s.current], source=TERRITORIES[s.fort[0]],
               target=TERRITORIES[s.fort[1]], lo=lo, hi=hi)


decision("fortify_count", legal=fortify_count_legal, apply=fortify_count_apply,
         prompt=fortify_count_prompt, why=why_move, label=move_label)


def ally_fortify_actions(s) -> list[str]:
    """2-player active game, step 6: one fortification for each ally not yet fortified."""
    p = s.current
    out = []
    for k in range(4):
        if s.ally[k] == p and k not in s.allies_fortified:
            out.extend(s._fortify_actions(2 + k))
    out.append("end_turn")
    return out
