"""The review of a game: every position 0..N of a record, reached quickly (issue 24).

Position ``n`` is the game after its first ``n`` moves (0: the start, ``N =
len(record.actions)``: the end). :class:`History` replays the record once and keeps a
clone of the position every ``every`` moves (a *checkpoint*) and the final position;
any position is then rebuilt from the nearest checkpoint at or before it by replaying at
most ``every - 1`` moves, and stepping forward from the position shown last replays one
move. ``every`` = :data:`EVERY` was chosen by measure (``bench/bench_review.py``, figures
in docs/REVIEW.md): a whole Twilight Struggle game reaches any position in under a
millisecond on CPython (0.6 ms at the 95th percentile), and its checkpoints hold about
250 kB.

What a review shows, per position: :meth:`History.observe` (``viewer`` None: the public
view, what both players saw then, no hand, no secret headline, no secret mission; a seat:
that seat's view), :meth:`History.views` once the game is over (every seat's view: "show
the hands"), :meth:`History.digest`, the log lines that move brought
(:meth:`History.new_lines`). Navigation: :meth:`~History.prev_action`,
:meth:`~History.next_action`, :meth:`~History.prev_round`, :meth:`~History.next_round`,
:meth:`~History.start`, :meth:`~History.end`, from the rounds the game names with its
``GameSpec.round_key`` (without one, a round is a run of decisions by the same seat).
Charts: :meth:`History.series`, one row per round from the game's ``GameSpec.stats``.

Secrets: a review of an unfinished game must show only what the viewer saw. The views
take care of hands, headlines and missions; the log is public (every view holds all of
it); but the *moves* may be secret (a headline chosen face down is the move
``headline:N``), so :meth:`History.move` is for a finished game or the moves' own player.
The record itself (its seed: the draw pile and every future die) is the biggest secret
of all: see :func:`game_text` and docs/REVIEW.md.
"""

from __future__ import annotations

from array import array
from bisect import bisect_left, bisect_right

from . import registry
from .errors import IllegalAction, RecordError
from .i18n import msg, nmsg, render, term
from .record import Record, new_state, unplayable
from .spec import Stats
from .text import quote

#: a checkpoint every this many moves (measured: docs/REVIEW.md) ...
EVERY = 24
#: ... but at most this many checkpoints: a very long game (Risk, thousands of moves)
#: keeps them further apart rather than hold megabytes
MAX_CHECKPOINTS = 128


def _seat_key(state):
    """The rounds of a game that names none: a run of decisions by the same seat."""
    return (state.to_move,)


def _plain(key):
    """A round key as JSON data (tuples become lists)."""
    if isinstance(key, tuple):
        return [_plain(k) for k in key]
    return key


class History:
    """Every position of ``record``, for a review. Built in one replay: a RecordError,
    like :func:`~engine.core.record.replay`, if a move is not legal, unless ``trusted``
    (the record comes from a :class:`~engine.core.Session`, a link or a save, whose moves
    were all checked: then they are not checked again, which saves about 40 % of the
    time in Risk). ``every``: the moves between two checkpoints (default: :data:`EVERY`, more in
    a game so long it would need more than :data:`MAX_CHECKPOINTS`)."""

    def __init__(self, record: Record, every: int | None = None, *,
                 trusted: bool = False) -> None:
        actions = self._actions = list(record.actions)
        n = self.moves = len(actions)
        if every is None:
            every = max(EVERY, -(-n // MAX_CHECKPOINTS))
        if isinstance(every, bool) or not isinstance(every, int) or every < 1:
            raise ValueError("every must be a positive int")
        spec = registry.get_spec(record.game)
        self.record, self.spec, self.every = record, spec, every
        key_of = spec.round_key or _seat_key
        stats = spec.stats
        if stats is not None and not isinstance(stats, Stats):
            stats = Stats(stats)
        count = stats.count if stats is not None else None
        totals = dict.fromkeys(stats.counted, 0) if stats is not None else {}

        state = new_state(record)
        self._checkpoints: list = []
        self._log_len = array("l", [len(state.log)])     # per position
        self._movers = array("b")                          # per move: the seat who moved
        starts, keys = [0], [key_of(state)]
        # the chart rows, compact (a long Risk game has a thousand rounds): the value
        # keys once (``_columns``), each row (round key, start, at, values in that order)
        self._columns: list = []
        self._column: dict = {}
        rows = []
        if stats is not None:
            rows.append(self._row(None, 0, 0, stats.sample(state), totals))
        for i, action in enumerate(actions):
            if i % every == 0:
                self._checkpoints.append(self._keep(state))
            self._movers.append(state.to_move if state.to_move is not None else -1)
            if count is not None:
                add = count(state, action)
                if add:
                    for k, v in add.items():
                        totals[k] = totals.get(k, 0) + v
            try:
                if trusted:
                    state.apply_unchecked(action)
                else:
                    state.apply(action)
            except IllegalAction as err:
                raise unplayable(i, action, err) from None
            self._log_len.append(len(state.log))
            pos = i + 1
            if pos < n:
                key = key_of(state)
                if key != keys[-1]:
                    if stats is not None:
                        rows.append(self._row(keys[-1], starts[-1], pos, stats.sample(state),
                                              totals))
                    starts.append(pos)
                    keys.append(key)
        if stats is not None:
            rows.append(self._row(keys[-1], starts[-1], n, stats.sample(state), totals))
        self._final = state
        self._starts, self._keys, self._rows = starts, keys, rows
        self._cursor, self._at = None, -1      # the position rebuilt last, and its index
        self._digests: dict = {}

    # ---- positions ----------------------------------------------------------------
    @staticmethod
    def _keep(state):
        """A checkpoint: a clone without its log (rebuilt from the final log, which only
        ever grows, when the checkpoint is used)."""
        c = state.clone()
        c.log = []
        return c

    def _row(self, key, start, at, values, totals) -> tuple:
        column, columns = self._column, self._columns
        row = [None] * len(columns)
        for part in (values, totals):
            for k, v in part.items():
                i = column.get(k)
                if i is None:
                    i = column[k] = len(columns)
                    columns.append(k)
                    row.append(None)
                row[i] = v
        return (key, start, at, tuple(row))

    def _check(self, n) -> int:
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= self.moves:
            raise RecordError(msg("There is no position {n} in this game: it goes from 0 "
                                  "(the start) to {moves} (after its last move).",
                                  n=quote(n, 12), moves=self.moves))
        return n

    def _seek(self, n: int):
        """The position after ``n`` moves: an internal object, never handed out (callers
        get :meth:`state` clones or views)."""
        n = self._check(n)
        if n == self.moves:
            return self._final
        base = n - n % self.every
        c, at = self._cursor, self._at
        if c is None or not base <= at <= n:
            c = self._checkpoints[base // self.every].clone()
            c.log = self._final.log[:self._log_len[base]]
            at = base
        actions = self._actions
        while at < n:
            c.apply_unchecked(actions[at])
            at += 1
        self._cursor, self._at = c, at
        return c

    def state(self, n: int):
        """A copy of the position after ``n`` moves (the caller may change it)."""
        return self._seek(n).clone()

    def digest(self, n: int) -> str:
        """:meth:`State.digest` of position ``n`` (equal to ``replay(record, n)``'s)."""
        d = self._digests.get(n)
        if d is None:
            d = self._digests[self._check(n)] = self._seek(n).digest()
        return d

    @property
    def over(self) -> bool:
        """Whether the game is over (at its last position)."""
        return self._final.is_over

    def observe(self, n: int, viewer: int | None = None) -> dict:
        """What seat ``viewer`` saw at position ``n`` (None: the public view): the same
        keys as :meth:`State.observe` (``view``, ``players``, ``to_move``...), never a
        legal action nor advice (a review plays nothing), and ``at`` / ``moves``."""
        s = self._seek(n)
        to_move = s.to_move
        return {"game": s.game, "viewer": viewer, "players": list(s.players),
                "to_move": to_move, "over": to_move is None, "winners": list(s.winners),
                "prompt": None, "view": s.view(viewer), "legal": [], "labels": {},
                "advice": {}, "at": n, "moves": self.moves}

    def views(self, n: int) -> list[dict]:
        """Every seat's :meth:`observe` at position ``n``: all the hands, for a finished
        game only (RecordError otherwise)."""
        if not self.over:
            raise RecordError(msg("Every player's hand is shown only once the game is over."))
        return [self.observe(n, seat) for seat in range(len(self._final.players))]

    def new_lines(self, n: int) -> list:
        """The log lines position ``n`` brought: the game's opening lines for 0, else what
        move ``n`` (the one from position ``n - 1``) caused. Public, as in every view."""
        n = self._check(n)
        lo = 0 if n == 0 else self._log_len[n - 1]
        return self._final.log[lo:self._log_len[n]]

    def log_length(self, n: int) -> int:
        """How many log lines position ``n`` has (its view's ``log`` is that long)."""
        return self._log_len[self._check(n)]

    def mover(self, n: int) -> int:
        """The seat who made move ``n`` (from position ``n`` to ``n + 1``), ``0 <= n <
        moves``."""
        if not 0 <= n < self.moves:
            self._check(-1)
        return self._movers[n]

    def move(self, n: int) -> dict:
        """Move ``n`` (from position ``n``): ``{"seat", "action", "label"}``. May reveal
        a secret choice (a headline chosen face down): for a finished game, or for the
        mover only."""
        mover = self.mover(n)
        action = self._actions[n]
        return {"seat": mover, "action": action, "label": self._seek(n).label(action)}

    # ---- navigation ---------------------------------------------------------------
    def start(self) -> int:
        return 0

    def end(self) -> int:
        return self.moves

    def next_action(self, n: int) -> int:
        return min(self._check(n) + 1, self.moves)

    def prev_action(self, n: int) -> int:
        return max(self._check(n) - 1, 0)

    def next_round(self, n: int) -> int:
        """The first position of the next round (the end when ``n`` is in the last)."""
        i = bisect_right(self._starts, self._check(n))
        return self._starts[i] if i < len(self._starts) else self.moves

    def prev_round(self, n: int) -> int:
        """The first position of ``n``'s round, or of the round before when ``n`` is the
        first position of its round (0 at the start)."""
        i = bisect_left(self._starts, self._check(n)) - 1
        return self._starts[i] if i >= 0 else 0

    def round_of(self, n: int) -> int:
        """Index in :meth:`rounds` of the round position ``n`` belongs to (the end
        belongs to the last round)."""
        return bisect_right(self._starts, self._check(n)) - 1

    def rounds(self) -> list[dict]:
        """Every round in order: ``{"key": the game's round key as a list, "start": its
        first position, "end": the position after its last move}``."""
        ends = self._starts[1:] + [self.moves]
        return [{"key": _plain(k), "start": s, "end": e}
                for k, s, e in zip(self._keys, self._starts, ends)]

    # ---- charts -------------------------------------------------------------------
    def series(self) -> list[dict]:
        """The chart data: the game's ``stats`` at the start (``round`` None, ``at`` 0)
        and at the end of every round, in order: ``{"round": key, "start": its first
        position, "at": the position the numbers were read at (the end of the round:
        after its last move and the automatic steps that follow it), "values": {key:
        number}}``. Counted values (``Stats.counted``) are running totals of the moves
        before ``at``. A tap on a chart opens position ``at``. Empty for a game without
        stats."""
        columns = self._columns
        return [{"round": _plain(key), "start": start, "at": at,
                 "values": {k: v for k, v in zip(columns, values) if v is not None}}
                for key, start, at, values in self._rows]


# ---------------------------------------------------------------- a readable record
def game_text(record: Record, translate=None, viewer: int | None = None, *,
              owner: bool = False, history: History | None = None) -> str:
    """The game as text: a header (the game, its options, its players, how many moves,
    the seed), then the log, one line per event in the order of play, a blank line
    between rounds; in English, or in the language of ``translate`` (a
    :mod:`gettext` translations object).

    What it reveals: the log lines are those of ``viewer``'s view (None: the public
    view; today every view holds the whole log: it says only what both players saw when
    it happened, see docs/REVIEW.md). The seed reveals every card still to be drawn and
    every die still to be rolled: it is written only for a finished game, or with
    ``owner`` (the record's owner, who holds the whole record anyway)."""
    h = history if history is not None else History(record)
    final = h._final
    spec = h.spec
    lines = [render(term("game", spec.title), translate)]
    opts = []
    for opt in spec.options:
        if opt.key not in record.options:
            continue
        value = record.options[opt.key]
        shown = value
        if opt.labels and value in opt.choices:
            shown = opt.labels[list(opt.choices).index(value)]
        opts.append(msg("{option}: {value}", option=opt.label, value=shown))
    if opts:
        lines.append(render(msg("Options: {options}", options=opts), translate))
    names = [p["name"] for p in record.players] if record.players else None
    seats = list(final.players)
    if names and len(names) == len(seats):
        who = [msg("{name} ({seat})", name=nm, seat=seat) for nm, seat in zip(names, seats)]
    else:
        who = seats
    lines.append(render(msg("Players: {players}", players=who), translate))
    if h.over:
        winners = [seats[w] for w in final.winners]
        lines.append(render(nmsg("Game over after {n} move.", "Game over after {n} moves.",
                                 h.moves), translate))
        lines.append(render(msg("Winners: {winners}", winners=winners) if winners
                            else msg("No winner."), translate))
    else:
        lines.append(render(nmsg("Game in progress: {n} move so far.",
                                 "Game in progress: {n} moves so far.", h.moves), translate))
    if h.over or owner:
        lines.append(render(msg("Random seed: {seed}", seed=record.seed), translate))
    lines.append("")
    log = final.view(viewer)["log"]
    breaks = set()
    if len(log) == len(final.log):          # the view shows every line: mark the rounds
        breaks = {h._log_len[s] for s in h._starts[1:]}
    for i, line in enumerate(log):
        if i in breaks and lines[-1] != "":
            lines.append("")
        lines.append(render(line, translate))
    return "\n".join(lines) + "\n"
