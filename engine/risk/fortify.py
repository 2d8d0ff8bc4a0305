"""Step 3 of a turn: the fortification ("additional reinforcement", optional).

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

from .actions import FORTIFY_STR, move_choices
from .board import ADJ, INDEX, N_TERRITORIES, NAMES
from .sections import S_ALLY_FORT, S_FORTIFY, S_TEAM


class FortifyRules:
    """Fortification (phases ``fortify``, ``fortify_count``)."""

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

    # ---------------------------------------------------------------- legal actions
    def _legal_fortify(self) -> list[str]:
        out = self._fortify_actions(self.current)
        out.append("end_turn")
        if self.missions_on:
            out.extend(self._claim_actions(end=False))
        return out

    def _legal_fortify_count(self) -> list[str]:
        return move_choices(1, self._usable(self.fort[0], self.current), self.counting)

    # ---------------------------------------------------------------- applying
    def _do_fortify(self, verb: str, rest: str) -> None:
        if verb == "end_turn":
            self.say(f"{self.names[self.current]} does not fortify.")
            self._after_fortify(own_done=True)
            return
        if verb == "claim":
            self._claim(rest)
            return
        self._start_fortify(rest, "fortify_count")

    def _start_fortify(self, rest: str, count_phase: str) -> None:
        a_name, _, b_name = rest.partition(":")
        a, b = INDEX[a_name], INDEX[b_name]
        unit = self.current if self.teams else self.owner[a]
        self.fort = [a, b, unit]
        hi = self._usable(a, self.current)
        if hi == 1:
            self._fortify_move(1)
        else:
            self.say(f"{self.names[self.current]} will move armies from {NAMES[a]} to "
                     f"{NAMES[b]}.")
            self.phase = count_phase
            self.counting = False

    def _do_fortify_count(self, verb: str, rest: str) -> None:
        if verb == "count":
            self._choose_count()
            return
        self._fortify_move(int(rest))

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
        self.say(f"{self.names[p]} moves {k} {self.unit_names[unit]} "
                 f"{'army' if k == 1 else 'armies'} from {NAMES[a]} to {NAMES[b]}.")
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
            if self._legal_actions() == ["end_turn"]:
                self._end_turn()
            return
        self._end_turn()

    # ---------------------------------------------------------------- refusals
    def _fortify_section(self) -> str:
        return S_ALLY_FORT if self.phase.startswith("ally_") else S_FORTIFY

    def _why_fortify(self, action: str, rest: str) -> str | None:
        section = self._fortify_section()
        p = self.to_move
        a_name, _, b_name = rest.partition(":")
        a, b = INDEX.get(a_name), INDEX.get(b_name)
        if a is None or b is None:
            return f"{section}: unknown territory in {rest!r}."
        if a == b:
            return f"{section}: armies move from one territory to another one."
        if self.teams:
            team = p % 2
            if self.stacks[a][p] < 1:
                return f"{section}: you have no armies of your own in {a_name}."
            if self.armies[a] < 2:
                return f"{section}: one army must stay in {a_name}."
            if self.owner[b] % 2 != team:
                return f"{S_TEAM}: armies move only to territories your team holds."
            return (f"{S_TEAM}: {a_name} and {b_name} are not connected through territories "
                    "your team holds.")
        unit = self.owner[a]
        if self.phase == "ally_fortify":
            if not (unit >= 2 and self.active and self.ally[unit - 2] == p):
                return f"{section}: {a_name} is not held by one of your allies."
            if unit - 2 in self.allies_fortified:
                return (f"{section}: {self.unit_names[unit]} has made its fortification "
                        "this turn.")
        elif unit != p:
            return f"{section}: {a_name} is not yours."
        if self.owner[b] != unit:
            return (f"{section}: armies move only between territories of the same army "
                    f"({b_name} is {self.unit_names[self.owner[b]]}'s).")
        if self.armies[a] < 2:
            return f"{section}: one army must stay in {a_name}."
        return (f"{section}: {a_name} and {b_name} are not connected through territories "
                f"of {self.unit_names[unit]}.")
