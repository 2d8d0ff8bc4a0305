"""Risk - Missions: showing completed missions, winning by missions.

Rulebook, "Risk - Missions" (3-6 players):

* setup: the mission cards are sorted into four piles by rank, of increasing difficulty
  (Captain, Major, Colonel, General), each shuffled; each player draws one card of each
  pile, secretly (the cards themselves are in :mod:`.missions`). The rest of the setup is
  the classic game's, without the golden cavalry.
* receiving reinforcements: sets have fixed values, 4 / 6 / 8 / 10 (:mod:`.reinforce`).
* completing a mission: a player may announce a mission as soon as its conditions are
  met, at the moment the card states, by showing it to all, but at most one mission a
  turn; the card then lies face down by the board. A completed mission is not affected by
  what happens later (the rulebook's example: "control Asia", a General's mission shown at
  the end of the turn, stays completed when Asia is lost).
* after completing three missions the player shows the fourth to all; it stays shown.
* eliminating an opponent: the player takes their territory cards but not their
  missions, which stay secret until the end of the game.
* winning: the first player to complete all four missions, or to eliminate all their
  opponents.

When (``claim:Rank``, offered only for a mission fulfilled at that moment, one a turn):

* a mission shown "at any time": in any of the owner's decisions of the reinforcement,
  battle and fortification steps (decisions ``reinforce``, ``attack``, ``fortify``);
* a mission shown "at the end of the turn": in the fortification step (decision
  ``fortify``), the turn's last decision, among its ordinary choices: before the
  fortifying move or instead of it; the player stays in that step. ENGINE CHOICE
  (issue 13): an end-of-turn step offered only when a mission is fulfilled would tell
  the other players that one is (its prompt, its log line), so every turn ends the same
  way whether or not a mission is fulfilled. The cost: a mission that only the
  fortifying move itself would complete ("12 armies in one territory") waits for the
  end of a later turn.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .board import CONTINENT_MEMBERS, CONTINENT_NAMES, N_TERRITORIES
from .missions import BY_ID as MISSION_BY_ID, RANKS
from .sections import S_MISSION
from .terms import RANK_TERMS, mission, rank_named
from .texts import refuse


class MissionRules:
    """Missions: the conditions, the ``claim:Rank`` actions of the decisions ``reinforce``,
    ``attack`` and ``fortify``, winning by missions."""

    def mission_done(self, p: int, mid: str) -> bool:
        """Is the condition of mission ``mid`` fulfilled for player p now?"""
        cond = MISSION_BY_ID[mid]["cond"]
        owner = self.owner
        if "continents" in cond:
            return all(all(owner[t] == p for t in CONTINENT_MEMBERS[CONTINENT_NAMES.index(c)])
                       for c in cond["continents"])
        if "continents_any" in cond:
            return sum(1 for members in CONTINENT_MEMBERS
                       if all(owner[t] == p for t in members)) >= cond["continents_any"]
        if "territories" in cond:
            k = cond["armies"]
            armies = self.armies
            return sum(1 for t in range(N_TERRITORIES)
                       if owner[t] == p and armies[t] >= k) >= cond["territories"]
        if "continents_touched" in cond:
            each = cond["each"]
            count = 0
            for members in CONTINENT_MEMBERS:
                if sum(1 for t in members if owner[t] == p) >= each:
                    count += 1
            return count >= cond["continents_touched"]
        if "stack" in cond:
            return any(owner[t] == p and self.armies[t] >= cond["stack"]
                       for t in range(N_TERRITORIES))
        if "conquests" in cond:
            return p == self.current and self.conquered >= cond["conquests"]
        if "eliminated" in cond:
            return self.eliminations[p] >= cond["eliminated"]
        raise ValueError(f"unknown mission condition {cond}")

    def _claim_actions(self, end: bool) -> list[str]:
        p = self.current
        if self.claimed_turn:
            return []
        out = []
        for r in range(4):
            if not self.claimed[p][r]:
                mid = self.missions[p][r]
                if (end or MISSION_BY_ID[mid]["when"] == "any") and self.mission_done(p, mid):
                    out.append(f"claim:{RANKS[r]}")
        return out

    def _claim(self, rank: str) -> None:
        p = self.current
        r = RANKS.index(rank)
        mid = self.missions[p][r]
        self.claimed[p][r] = True
        self.claimed_turn = True
        self.reveal()
        self._summary_add("missions", rank)
        who = self.unit_terms[p]
        self.say(msg("{player} shows a completed {rank} mission: \"{mission}\"", player=who,
                     rank=RANK_TERMS[r], mission=mission(mid)))
        done = sum(self.claimed[p])
        if done == 4:
            self.say(msg("{player} has completed all four missions and wins.", player=who))
            self._finish([p])
        elif done == 3:
            last = self.claimed[p].index(False)
            self.say(msg("{player} has completed three missions and must show the last one "
                         "({rank}): \"{mission}\"", player=who, rank=RANK_TERMS[last],
                         mission=mission(self.missions[p][last])))

    def _why_mission_claim(self, rest: str):
        """Why ``claim:Rank`` is refused (every decision of a missions game)."""
        p = self.to_move
        if rest not in RANKS:
            return refuse(S_MISSION, msg("missions are claimed by rank ({ranks}).",
                                         ranks=list(RANK_TERMS)))
        if p != self.current:
            return refuse(S_MISSION, msg("missions are shown in your own turn."))
        if self.phase not in ("reinforce", "attack", "fortify"):
            return refuse(S_MISSION, msg("missions are shown between your decisions (while "
                                         "placing reinforcements, between battles, or in the "
                                         "fortification step), not now."))
        if self.claimed_turn:
            return refuse(S_MISSION, msg("at most one mission may be shown each turn."))
        r = RANKS.index(rest)
        rank = RANK_TERMS[r]
        if self.claimed[p][r]:
            return refuse(S_MISSION, msg("your {rank} mission is already completed.",
                                         rank=rank))
        mid = self.missions[p][r]
        if MISSION_BY_ID[mid]["when"] == "end" and self.phase != "fortify":
            return refuse(S_MISSION, msg("your {rank} mission may only be shown at the end of "
                                         "your turn (in the fortification step, before "
                                         "fortifying or instead).", rank=rank))
        return refuse(S_MISSION, msg("your {rank} mission is not fulfilled now.", rank=rank))


def claim_label(a):
    """The label of ``claim:Rank`` (decisions ``reinforce``, ``attack``, ``fortify``)."""
    return msg("Show my completed {rank} mission", rank=rank_named(a.arg))
