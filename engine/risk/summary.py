"""What happened in each turn, for the next players (issue 15 item 7): a public record of
the last turns, kept beside the position and shown in every view.

A player who takes the device should see what the others did since their own last turn:
territories won and lost, cards traded, continents gained or lost, players eliminated.
Everything recorded here was seen by everyone at the table (the log says it too): the
armies received, the sets traded (their number and value; which cards were in a set is
in the log, a card drawn or taken only by number), the armies placed, the battles and
their losses, the conquests, eliminations, the fortification, missions shown, and in the
active 2-player game the bribes (how many cards, never which), the allies' reinforcement
rolls and the loyalty rolls. Nothing in it depends on a hidden card.

The record is *history*, not position: two games reaching the same position by different
turns are the same game, so it stays out of ``snapshot()`` and the digest (saves and links
made before it existed open identically; a replay rebuilds it). :class:`TurnLog` keeps the
closed turns as a tuple (a closed turn never changes) and the turn under way as a small
dict; ``RiskState.clone`` shares the whole record between the two positions, and the
first of them to write to it copies it (:meth:`SummaryRules._own_log`), so a clone costs
nothing more.

One entry per player-turn (``turn`` numbers as in ``view()["turn"]``)::

    {"turn": 7, "player": "Red", "received": 5, "sets": [8], "placed": {"Alaska": 13},
     "battles": 4, "losses": {"Red": 2, "Blue": 5},
     "conquered": [{"territory": "Alberta", "from": "Blue", "by": "Red"}],
     "eliminated": [], "cards_taken": [], "card_drawn": True,
     "fortified": [{"from": "Alaska", "to": "Alberta", "armies": 3, "army": "Red"}],
     "missions": [], "bribes": {}, "ally_armies": {}, "loyalty": [],
     "continents": {"gained": [{"continent": "North America", "player": "Red"}],
                    "lost": [{"continent": "North America", "player": "Blue"}]},
     "over": True}

Names are the English keys (territories, continents, the engine's names of the players
and neutral armies); the view hands their terms to the page (``view()["terms"]``,
:mod:`.terms`), and a loyalty roll's ``status`` is a message ("an ally of Red").
``sets`` lists the armies each traded set gave (its length is the number of sets);
``losses`` the armies each army (player or neutral) lost in the battles of the turn (team
game: the defending territory's holder); ``over`` is False for the turn under way, whose
``continents`` compare the start of the turn with now.
"""

from __future__ import annotations

from engine.core.state import plain_copy

from .board import CONTINENT_MEMBERS, CONTINENT_NAMES


def _blank() -> dict:
    """An entry's fields that the turn has not touched (entries are recorded sparsely:
    a turn that fought no battle has no ``battles`` key until it is shown)."""
    return {"received": 0, "sets": [], "placed": {}, "battles": 0, "losses": {},
            "conquered": [], "eliminated": [], "cards_taken": [], "card_drawn": False,
            "fortified": [], "missions": [], "bribes": {}, "ally_armies": {}, "loyalty": []}


class TurnLog:
    """The closed turns (a tuple of at most ``keep`` pairs (entry, board when it
    began), oldest first), the turn under way (``now``; turn 0 before the first turn,
    never shown) and the board when it began (``before``: the owners, and in the team
    game every player's armies, to tell which continents changed hands)."""

    __slots__ = ("done", "now", "before", "keep")

    def __init__(self, keep: int) -> None:
        self.done: tuple = ()
        self.now: dict = {"turn": 0}
        self.before: tuple = ()
        self.keep = keep

    def copy(self) -> "TurnLog":
        other = TurnLog.__new__(TurnLog)
        other.done, other.before, other.keep = self.done, self.before, self.keep
        other.now = plain_copy(self.now)
        return other


def _holders(board: tuple, teams: bool) -> list[int]:
    """Who holds each continent whole on ``board`` (team game: who controls all of it:
    the most armies in each territory, a tie none), unit indices, -1 for nobody."""
    owner, stacks = board
    out = []
    for members in CONTINENT_MEMBERS:
        if teams:
            h = -1
            for t in members:
                st = stacks[t]
                best = max(st)
                c = st.index(best) if best > 0 and st.count(best) == 1 else -1
                if c < 0 or (h >= 0 and c != h):
                    h = -1
                    break
                h = c
            out.append(h)
        else:
            o = owner[members[0]]
            out.append(o if all(owner[t] == o for t in members) else -1)
    return out


class SummaryRules:
    """Recording the turn under way (called by the rules where things happen)."""

    def _own_log(self) -> TurnLog:
        """The record, copied first if a clone shares it (every write goes through
        this)."""
        if self._log_shared:
            self.turn_log = self.turn_log.copy()
            self._log_shared = False
        return self.turn_log

    def _board(self) -> tuple:
        return (tuple(self.owner),
                tuple(map(tuple, self.stacks)) if self.teams else None)

    def _continent_changes(self, before: tuple, after: tuple) -> dict:
        gained, lost = [], []
        b_h, a_h = _holders(before, self.teams), _holders(after, self.teams)
        for c, (b, a) in enumerate(zip(b_h, a_h)):
            if a == b:
                continue
            if b >= 0:
                lost.append({"continent": CONTINENT_NAMES[c], "player": self.unit_names[b]})
            if a >= 0:
                gained.append({"continent": CONTINENT_NAMES[c], "player": self.unit_names[a]})
        return {"gained": gained, "lost": lost}

    def _summary_open(self, p: int, received: int) -> None:
        """A turn begins: close the last one, start recording this one."""
        log = self._own_log()
        last = log.now
        if last["turn"]:
            log.done = (log.done + ((last, log.before),))[-log.keep:]
        log.now = {"turn": self.turn, "player": self.names[p], "received": received}
        log.before = self._board()

    def _summary_placed(self, t_name: str, k: int) -> None:
        now = self._own_log().now
        placed = now.get("placed")
        if placed is None:
            placed = now["placed"] = {}
        placed[t_name] = placed.get(t_name, 0) + k

    def _summary_count(self, key: str, name: str, k: int = 1) -> None:
        """Add ``k`` to ``now[key][name]`` (bribes, allies' armies)."""
        now = self._own_log().now
        d = now.get(key)
        if d is None:
            d = now[key] = {}
        d[name] = d.get(name, 0) + k

    def _summary_add(self, key: str, item) -> None:
        """Append to one of the lists of the turn under way."""
        now = self._own_log().now
        if key in now:
            now[key].append(item)
        else:
            now[key] = [item]

    def turn_summaries(self) -> list[dict]:
        """The recorded turns, oldest first (the turn under way last, ``over`` False)."""
        log = self.turn_log
        boards = [b for _, b in log.done] + [log.before]
        out = []
        for i, (e, before) in enumerate(log.done):
            entry = _blank()
            entry.update(plain_copy(e))
            entry["continents"] = self._continent_changes(before, boards[i + 1])
            entry["over"] = True
            out.append(entry)
        if log.now["turn"]:
            entry = _blank()
            entry.update(plain_copy(log.now))
            entry["continents"] = self._continent_changes(log.before, self._board())
            entry["over"] = False
            out.append(entry)
        return out


def since_last_turn(turns: list[dict], player: str) -> dict:
    """What happened since ``player``'s own last turn (for the screen shown when they
    take the device): the turns of the others after it (their own turn under way, if it
    is, does not count), and what the player lost in them.

    ``{"turns": [turn numbers], "lost": [{"territory", "to", "turn"}], "armies_lost": n,
    "continents_lost": [names], "eliminated": [names], "sets": [{"player", "armies"}],
    "continents_gained": [{"continent", "player"}]}``."""
    start = 0
    for i, e in enumerate(turns):
        if e["player"] == player and e["over"]:
            start = i + 1
    others = [e for e in turns[start:] if e["player"] != player]
    lost, gained, conts_lost, eliminated, sets = [], [], [], [], []
    armies = 0
    for e in others:
        armies += e["losses"].get(player, 0)
        for c in e["conquered"]:
            if c["from"] == player:
                lost.append({"territory": c["territory"], "to": c["by"], "turn": e["turn"]})
        for c in e["continents"]["lost"]:
            if c["player"] == player:
                conts_lost.append(c["continent"])
        gained.extend(e["continents"]["gained"])
        eliminated.extend(e["eliminated"])
        sets.extend({"player": e["player"], "armies": v} for v in e["sets"])
    return {"turns": [e["turn"] for e in others], "lost": lost, "armies_lost": armies,
            "continents_lost": conts_lost, "continents_gained": gained,
            "eliminated": eliminated, "sets": sets}
