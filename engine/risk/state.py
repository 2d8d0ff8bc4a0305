"""Risk (Hasbro 2004 European edition): the position of a game, and the dispatch of its
decisions to the rule modules.

:class:`RiskState` holds the fields of a game (who holds what, the cards, the phase of the
turn), the snapshot, the views, the invariants, and sends each decision to the module of
the rules it belongs to:

==================  ====================================================================
module              rules
==================  ====================================================================
:mod:`.setup`       setup, initial deployment and placement, the 2-player deal
:mod:`.turn`        the sequence of a turn, step 4 (territory card), the next player
:mod:`.reinforce`   step 1: reinforcements, card sets, the golden cavalry
:mod:`.battle`      step 2: dice, attacks, conquest, moving in, eliminating a player
:mod:`.fortify`     step 3: the fortification
:mod:`.neutrals`    the 2-player games: passive and active neutrals, bribes, allies,
                    loyalty
:mod:`.teams`       the team game: shared territories, control, team losses
:mod:`.missionplay` Risk - Missions: showing missions, winning by missions
:mod:`.texts`       prompts and button labels
==================  ====================================================================

Each phase of a turn (``phase``) has a ``_legal_<phase>`` and a ``_do_<phase>`` method;
each verb of the action grammar a ``_why_<verb>`` explaining a refusal by the rule.
"""

from __future__ import annotations

from engine.core import State

from .battle import BattleRules, battle
from .board import CONTINENT_NAMES, CONTINENT_OF, N_TERRITORIES, NAMES
from .cards import CARD_NAMES, CAVALRY_TRACK, N_CARDS, SYMBOL, SYMBOL_NAMES
from .fortify import FortifyRules
from .missionplay import MissionRules
from .missions import BY_ID as MISSION_BY_ID, RANKS
from .names import (NEUTRAL_NAMES, PLAYER_NAMES, TEAM_NAMES, TWO_PLAYER_NAMES, VARIANTS)
from .neutrals import NeutralRules
from .reinforce import ReinforceRules
from .sections import (S_2P, S_ALLY_ATTACK, S_ALLY_FORT, S_ALLY_REINF, S_ATTACK, S_BATTLE,
                       S_BRIBE, S_CLAIM, S_CONQUEST, S_FORTIFY, S_MISSION, S_PLACE0,
                       S_REINF, S_SETUP)
from .setup import SetupRules
from .teams import TeamRules
from .texts import Texts
from .turn import TurnRules

__all__ = ["RiskState", "VARIANTS", "battle"]

# phase -> (method listing its legal actions, the verbs it accepts, the section cited)
PHASES = {
    "claim": ("_legal_claim", "claim", S_CLAIM),
    "setup_place": ("_legal_setup_place", "place", S_PLACE0),
    "setup_neutral": ("_legal_setup_neutral", "place", S_2P + ", reinforcing armies"),
    "bribe": ("_legal_bribe", "bribe/done", S_BRIBE),
    "reinforce": ("_legal_reinforce", "trade/place", S_REINF),
    "allies": ("_legal_allies", "ally/done", S_ALLY_REINF),
    "ally_place": ("_legal_ally_place", "place", S_ALLY_REINF),
    "attack": ("_legal_attack", "attack/assault/end_attack", S_ATTACK),
    "invasion": ("_legal_invasion", "attack/assault/stop", S_ALLY_ATTACK),
    "dice": ("_legal_dice", "dice", S_ATTACK),
    "defend": ("_legal_defend", "defend", S_BATTLE),
    "move": ("_legal_move", "move/count", S_CONQUEST),
    "fortify": ("_legal_fortify", "fortify/end_turn", S_FORTIFY),
    "fortify_count": ("_legal_fortify_count", "move/count", S_FORTIFY),
    "ally_fortify": ("_legal_ally_fortify", "fortify/end_turn", S_ALLY_FORT),
    "ally_fortify_count": ("_legal_fortify_count", "move/count", S_ALLY_FORT),
    "claim_end": ("_legal_claim_end", "claim/pass", S_MISSION),
}


class RiskState(SetupRules, TurnRules, ReinforceRules, BattleRules, FortifyRules,
                NeutralRules, TeamRules, MissionRules, Texts, State):
    game = "risk"

    # ================================================================ construction
    def __init__(self, options: dict, seed: int = 0) -> None:
        super().__init__(options, seed)
        v = self.options.get("variant", "classic")
        n = int(self.options.get("players", 2 if v.startswith("two") else 3))
        if v not in VARIANTS:
            raise ValueError(f"unknown Risk variant {v!r}")
        self.variant = v
        self.n = n
        self.two = v.startswith("two-player")
        self.active = v == "two-player-active"
        self.teams = v == "teams"
        self.missions_on = v == "missions"
        self.fixed_sets = v in ("missions", "teams")
        self.max_turns = int(self.options.get("max_turns", 0) or 0)
        self.names = TWO_PLAYER_NAMES if self.two else PLAYER_NAMES[:n]
        self.unit_names = self.names + (NEUTRAL_NAMES if self.two else ())
        n_units = n + (4 if self.two else 0)
        self.owner = [-1] * N_TERRITORIES
        self.armies = [0] * N_TERRITORIES
        self.stacks = [[0] * n for _ in range(N_TERRITORIES)] if self.teams else None
        self.tcount = [0] * n_units               # territories held by each unit
        self.hands = [[] for _ in range(2 if self.teams else n)]
        self.ncards = [[] for _ in range(4)] if self.active else None
        self.ally = [-1] * 4 if self.active else None   # -1 uninvolved, else ally of player
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.cavalry = 0
        self.alive = [True] * n_units
        self.eliminations = [0] * n
        self.phase = "claim"
        self.current = 0
        self.first = 0
        self.turn = 0                              # player-turns begun so far
        self.pending = 0
        self.placed_any = False
        self.midturn = False
        self.conquered = 0                         # own conquests this turn
        self.att = None                            # [from, to, unit, dice, assault]
        self.last_battle = None
        self.invasion = None                       # active: [target, neutral, allies used]
        self.fort = None                           # [from, to, unit]
        self.counting = False                      # every number of armies offered
        self.place_unit = 0                        # whose armies the placement phase adds
        self.allies_done: list[int] = []
        self.allies_fortified: list[int] = []
        self.setup_left = [0] * n_units
        self.setup_round = 0                       # own armies placed this setup turn
        self.neutral_turn = 0                      # 2-player setup: which neutral next
        self.missions = None
        self.claimed = None
        self.claimed_turn = False
        self.win: list[int] | None = None
        self.capped = False
        self._cache = None
        self._inv_cavalry = 0
        self._setup()

    # ================================================================ board helpers
    def _set_owner(self, t: int, unit: int, armies: int) -> None:
        old = self.owner[t]
        if old >= 0:
            self.tcount[old] -= 1
        self.owner[t] = unit
        self.tcount[unit] += 1
        self.armies[t] = armies
        if self.teams:
            st = self.stacks[t]
            for i in range(self.n):
                st[i] = 0
            st[unit] = armies

    def _add(self, t: int, unit: int, k: int) -> None:
        if self.teams:
            self.stacks[t][unit] += k
            self._refresh_team_owner(t)
        else:
            self.armies[t] += k

    def _usable(self, t: int, p: int) -> int:
        """Armies of p (or of the unit p commands there) that may leave t."""
        if self.teams:
            return min(self.stacks[t][p], self.armies[t] - 1)
        return self.armies[t] - 1

    # ================================================================ protocol
    @property
    def players(self) -> tuple[str, ...]:
        return self.names

    @property
    def to_move(self) -> int | None:
        if self.win is not None:
            return None
        if self.phase == "defend":
            return self._defender(self.att[1])
        return self.current

    @property
    def winners(self) -> list[int]:
        return list(self.win) if self.win else []

    def invalidate(self) -> None:
        """Forget cached legal actions (tests call it after editing a position by hand)."""
        self._cache = None

    def legal_actions(self) -> list[str]:
        if self.win is not None:
            return []
        if self._cache is None:
            self._cache = self._legal_actions()
        return self._cache

    def apply_unchecked(self, action: str) -> None:
        self._cache = None
        super().apply_unchecked(action)
        self._cache = None

    # ================================================================ dispatch
    def _legal_actions(self) -> list[str]:
        entry = PHASES.get(self.phase)
        if entry is None:
            return []
        return getattr(self, entry[0])()

    def _apply(self, action: str) -> None:
        verb, _, rest = action.partition(":")
        getattr(self, "_do_" + self.phase)(verb, rest)

    def why_illegal(self, action: str) -> str:
        verb, _, rest = action.partition(":")
        ph = self.phase
        _, verbs, section = PHASES.get(ph, ("", "", S_SETUP))
        if verb not in verbs.split("/") and not (verb == "claim" and self.missions_on):
            return (f"{section}: '{action}' is not possible now; {self.prompt()} "
                    f"(expected: {verbs.replace('/', ' or ')}).")
        if verb == "claim":
            if ph == "claim":
                return self._why_claim_territory(rest)
            return self._why_mission_claim(rest)
        why = getattr(self, "_why_" + verb, None)
        msg = why(action, rest) if why is not None else None
        if msg:
            return msg
        return f"{section}: '{action}' is not possible now; {self.prompt()}."

    # ================================================================ state as data
    def snapshot(self) -> dict:
        return {
            "variant": self.variant, "n": self.n, "owner": list(self.owner),
            "armies": list(self.armies),
            "stacks": [list(s) for s in self.stacks] if self.teams else None,
            "hands": [list(h) for h in self.hands],
            "ncards": [list(h) for h in self.ncards] if self.active else None,
            "ally": list(self.ally) if self.active else None,
            "deck": list(self.deck), "discard": list(self.discard), "cavalry": self.cavalry,
            "alive": list(self.alive), "eliminations": list(self.eliminations),
            "phase": self.phase, "current": self.current, "first": self.first,
            "turn": self.turn, "pending": self.pending, "placed_any": self.placed_any,
            "midturn": self.midturn, "conquered": self.conquered,
            "att": list(self.att) if self.att else None,
            "invasion": [self.invasion[0], self.invasion[1], list(self.invasion[2])]
            if self.invasion else None,
            "fort": list(self.fort) if self.fort else None, "place_unit": self.place_unit,
            "counting": self.counting,
            "allies_done": list(self.allies_done),
            "allies_fortified": list(self.allies_fortified),
            "setup_left": list(self.setup_left), "setup_round": self.setup_round,
            "neutral_turn": self.neutral_turn,
            "missions": [list(m) for m in self.missions] if self.missions else None,
            "claimed": [list(c) for c in self.claimed] if self.claimed else None,
            "claimed_turn": self.claimed_turn, "win": self.win, "capped": self.capped,
            "max_turns": self.max_turns,
        }

    def view(self, player: int | None) -> dict:
        terr = []
        for t in range(N_TERRITORIES):
            o = self.owner[t]
            item = {"name": NAMES[t], "continent": CONTINENT_NAMES[CONTINENT_OF[t]],
                    "owner": self.unit_names[o] if o >= 0 else None, "armies": self.armies[t]}
            if self.teams:
                item["stacks"] = {self.names[q]: self.stacks[t][q]
                                  for q in range(self.n) if self.stacks[t][q]}
                c = self.controller(t)
                item["controller"] = self.names[c] if c is not None else None
            terr.append(item)
        own_holder = None if player is None else self._holder(player)
        hands = []
        for h, hand in enumerate(self.hands):
            entry = {"holder": TEAM_NAMES[h] if self.teams else self.names[h],
                     "count": len(hand)}
            if h == own_holder:
                entry["cards"] = [{"name": CARD_NAMES[c], "symbol": SYMBOL_NAMES[SYMBOL[c]]}
                                  for c in sorted(hand)]
            hands.append(entry)
        out = {
            "game": self.game, "variant": self.variant, "players": list(self.names),
            "you": player, "to_move": self.to_move, "current": self.current,
            "phase": self.phase, "prompt": self.prompt(), "turn": self.turn,
            "territories": terr, "hands": hands, "deck_size": len(self.deck),
            "discard_size": len(self.discard), "pending": self.pending,
            "alive": [self.alive[q] for q in range(self.n)],
            "last_battle": self.last_battle,
            "attack": ({"from": NAMES[self.att[0]], "to": NAMES[self.att[1]], "dice": self.att[3]}
                       if self.att else None),
            "winners": [self.names[w] for w in self.winners], "turn_cap": self.capped,
            "log": list(self.log),
        }
        if self.fixed_sets:
            out["set_values"] = "fixed"
        else:
            out["golden_cavalry"] = {"position": self.cavalry,
                                     "next_set_value": CAVALRY_TRACK[self.cavalry],
                                     "track": list(CAVALRY_TRACK)}
        if self.two:
            out["neutrals"] = [
                {"name": NEUTRAL_NAMES[k], "territories": self.tcount[2 + k],
                 "alive": self.alive[2 + k],
                 "status": (self._status_text(k) if self.active else "passive"),
                 "cards": len(self.ncards[k]) if self.active else 0} for k in range(4)]
        if self.teams:
            out["teams"] = [{"name": TEAM_NAMES[t],
                             "players": [self.names[q] for q in range(self.n) if q % 2 == t]}
                            for t in range(2)]
        if self.missions_on:
            ms = []
            for q in range(self.n):
                shown = sum(self.claimed[q]) >= 3
                row = []
                for r in range(4):
                    mid = self.missions[q][r]
                    # Risk - Missions: unclaimed missions stay secret until the end
                    visible = (q == player or self.claimed[q][r] or shown
                               or self.win is not None)
                    row.append({"rank": RANKS[r], "claimed": self.claimed[q][r],
                                "text": MISSION_BY_ID[mid]["text"] if visible else None,
                                "when": MISSION_BY_ID[mid]["when"] if visible else None})
                ms.append({"player": self.names[q], "missions": row})
            out["missions"] = ms
        return out

    def result(self) -> dict:
        return {"over": self.is_over, "winners": [self.names[w] for w in self.winners],
                "turns": self.turn, "turn_cap": self.capped}

    # ================================================================ copying
    def clone(self) -> "RiskState":
        other = object.__new__(type(self))
        d = other.__dict__
        for key, value in self.__dict__.items():
            if type(value) is list:
                d[key] = [list(x) if type(x) is list else x for x in value]
            else:
                d[key] = value
        other.rng = self.rng.clone()
        if self.att:
            other.att = list(self.att)
        if self.invasion:
            other.invasion = [self.invasion[0], self.invasion[1], list(self.invasion[2])]
        other._cache = None
        return other

    # ================================================================ invariants
    def check_invariants(self) -> list[str]:
        if self._quick_ok():
            return []
        return self._full_invariants()

    def _quick_ok(self) -> bool:
        """A fast check of the common case (the full one runs when this one fails)."""
        if self.teams or self.phase in ("claim", "move") or self.win is not None:
            return False
        if self.cavalry < self._inv_cavalry or self.pending < 0:
            return False
        if min(self.armies) < 1 or min(self.owner) < 0:
            return False
        owner = self.owner
        tc = self.tcount
        for u in range(len(tc)):
            c = owner.count(u)
            if c != tc[u] or (c > 0) != self.alive[u]:
                if not (self.phase in ("setup_place", "setup_neutral")):
                    return False
        total = len(self.deck) + len(self.discard) + sum(map(len, self.hands))
        if self.active:
            total += sum(map(len, self.ncards))
        if total != N_CARDS:
            return False
        places = set(self.deck)
        places.update(self.discard)
        for h in self.hands:
            places.update(h)
        if self.active:
            for h in self.ncards:
                places.update(h)
        if len(places) != N_CARDS:
            return False
        self._inv_cavalry = self.cavalry
        return True

    def _full_invariants(self) -> list[str]:
        problems = []
        started = self.phase != "claim"
        for t in range(N_TERRITORIES):
            o = self.owner[t]
            if o < 0:
                if started:
                    problems.append(f"{NAMES[t]} has no owner")
                continue
            if self.armies[t] < 1 and not (self.phase == "move" and t == self.att[1]):
                problems.append(f"{NAMES[t]} ({self.unit_names[o]}) has {self.armies[t]} armies")
            if self.teams:
                st = self.stacks[t]
                if sum(st) != self.armies[t]:
                    problems.append(f"{NAMES[t]}: stacks {st} do not add up to {self.armies[t]}")
                if min(st) < 0:
                    problems.append(f"{NAMES[t]}: negative stack {st}")
                if any(st[0::2]) and any(st[1::2]):
                    problems.append(f"{NAMES[t]}: armies of both teams {st}")
                if self.armies[t] > 0 and st[o] != max(st):
                    problems.append(f"{NAMES[t]}: {self.names[o]} holds fewer armies than "
                                    f"another player {st}")
        if self.teams and self.win is None and self.phase not in ("claim", "setup_place",
                                                                  "move"):
            for q in range(self.n):
                if self.alive[q] != self._player_has_armies(q):
                    problems.append(f"{self.names[q]} alive={self.alive[q]} with "
                                    f"armies={self._player_has_armies(q)}")
        counts = [0] * len(self.tcount)
        for o in self.owner:
            if o >= 0:
                counts[o] += 1
        if counts != self.tcount:
            problems.append(f"territory counts {self.tcount} != {counts}")
        if not self.teams and self.phase != "move":
            for u in range(len(self.tcount)):
                if started and self.phase not in ("setup_place", "setup_neutral") \
                        and self.alive[u] != (counts[u] > 0) and self.win is None:
                    problems.append(f"{self.unit_names[u]} alive={self.alive[u]} with "
                                    f"{counts[u]} territories")
        places = list(self.deck) + list(self.discard)
        for h in self.hands:
            places.extend(h)
        if self.active:
            for h in self.ncards:
                places.extend(h)
        if sorted(places) != list(range(N_CARDS)):
            problems.append("territory cards are not each in exactly one place")
        if self.cavalry < self._inv_cavalry:
            problems.append(f"the golden cavalryman moved back ({self._inv_cavalry} -> "
                            f"{self.cavalry})")
        self._inv_cavalry = self.cavalry
        if not 0 <= self.cavalry < len(CAVALRY_TRACK):
            problems.append("the golden cavalryman is off the track")
        if self.pending < 0:
            problems.append(f"negative pending reinforcements {self.pending}")
        if self.win is not None:
            if self.capped:
                if self.win:
                    problems.append("a capped game has a winner")
            elif self.teams:
                teams = {w % 2 for w in self.win}
                members = [q for q in range(self.n) if q % 2 in teams]
                if len(teams) != 1 or sorted(self.win) != members:
                    problems.append(f"the winners {self.win} are not exactly one team")
            elif len(self.win) != 1:
                problems.append(f"a finished game has {len(self.win)} winners")
            else:
                w = self.win[0]
                if self.variant == "classic" and self.tcount[w] != N_TERRITORIES:
                    problems.append("the classic game ended without one player holding all 42")
                if self.two and self.tcount[1 - w] != 0:
                    problems.append("the 2-player game ended with the opponent still on the board")
                if self.missions_on and sum(self.claimed[w]) != 4 and \
                        any(self.alive[q] for q in range(self.n) if q != w):
                    problems.append("missions game won without 4 missions or eliminations")
        return problems
