"""Review of a game (issue 24, the page): step through any game, its charts, a moment as
a link. Pure Python (no browser import), so CPython tests and the bench run all of it;
``review_app.py`` connects it to the page.

A :class:`Review` holds one ``History`` (engine/core/history.py), built once when the
review opens (a History is a snapshot: a game that went on gets a new one), and the
position on screen ``at`` (0: the start, ``moves``: the end). It never changes the game.

What it shows (docs/REVIEW.md, "Secrets"):

* the board of the position, drawn by the game's own board from ``h.observe(at, None)``
  (the public view: what everybody saw then: no hand, no secret headline, no mission),
  or, once the game is over and the player asks, from a seat's view (``h.views``): the
  switch that shows the cards exists only for a finished game;
* the log up to that moment, the lines that move brought highlighted (and listed above
  the board), and the places that move changed outlined on the map (``ctx.changed``);
* the charts (``charts.py``) with a line at the position;
* ``#review``'s ``data-at`` / ``data-digest``: the position and its digest (the tests
  compare them with the engine's).

The moves themselves are never labelled (a move may be secret: ``headline:N``): a
review says what the log says.
"""

from __future__ import annotations

import time

import boards
import charts
import lang
import screens
from engine.core import History, Record, RecordError
from engine.core.i18n import msg
from engine.games import get_spec
from lang import _, _n, t
from seats import seat_title
from ui import attrs, button, esc, tag

#: the autoplay speeds offered (seconds per move), and the one chosen first
SPEEDS = (2.0, 1.0, 0.5, 0.2, 0.1)
SPEED = 0.5
LOG_SHOWN = screens.LOG_SHOWN


def _changed(game: str, before: dict | None, after: dict) -> frozenset:
    """The places (countries, territories) whose public state differs between two views:
    what the board outlines as "what changed" (the game's ``GameSpec.changes``)."""
    changes = get_spec(game).changes
    if before is None or changes is None:
        return frozenset()
    return frozenset(changes(before, after).get("places") or ())


class Review:
    """The review of one game. ``record``: the game (its moves are copied); ``title``:
    the game's title (English, as the spec has it); ``gid``: its saved-games entry, if
    any; ``back``: the screen "Close" returns to (``"game"`` or ``"home"``); ``at``: the
    first position shown (default: the start of a finished game, the end of one in
    progress)."""

    def __init__(self, record: Record, title: str, *, gid: str | None = None,
                 back: str = "game", at: int | None = None,
                 history: History | None = None) -> None:
        self.record = Record(record.game, dict(record.options), record.seed,
                             list(record.actions), record.players)
        self.h = history if history is not None else History(self.record, trusted=True)
        self.game = record.game
        self.title = title
        self.gid = gid
        self.back = back
        self.at = 0 if at is None and self.h.over else self.h.end() if at is None else at
        self.h.digest(self.at)              # a bad ``at`` raises RecordError now
        self.seat: int | None = None        # whose cards are shown (finished games only)
        self.playing = False
        self.speed = SPEED
        self.token = 0                      # autoplay: the timer of this token only
        self.share = False
        self.tables = False                 # the charts' tables of numbers
        self.ui: dict = {}                  # the board's scratch (a selection)
        self.keep: dict = {}                # the board's memory between redraws
        self.screen: tuple | None = None    # the screen's size (the page sets it)
        self._charts: tuple | None = None   # (language, tables) -> markup
        self._views: dict = {}              # position -> public view (the last two)

    # ---- moving ---------------------------------------------------------------------
    @property
    def moves(self) -> int:
        return self.h.moves

    def go(self, n: int) -> None:
        """Show position ``n`` (RecordError, with a message, if there is none)."""
        self.h.digest(n)                    # checks n
        self.at = n
        self.ui = {}

    def step(self, cmd: str) -> bool:
        """A navigation button: ``rv-start``, ``rv-prev-round``, ``rv-prev``, ``rv-next``,
        ``rv-next-round``, ``rv-end``. False for another command."""
        h, n = self.h, self.at
        moves = {"rv-start": h.start, "rv-end": h.end}
        steps = {"rv-prev": h.prev_action, "rv-next": h.next_action,
                 "rv-prev-round": h.prev_round, "rv-next-round": h.next_round}
        if cmd in moves:
            self.go(moves[cmd]())
        elif cmd in steps:
            self.go(steps[cmd](n))
        else:
            return False
        return True

    def tick(self) -> bool:
        """One autoplay step: True while there is more to play."""
        if self.at >= self.moves:
            self.playing = False
            return False
        self.go(self.at + 1)
        if self.at >= self.moves:
            self.playing = False
        return self.playing

    def set_seat(self, seat: int | None) -> None:
        """Show the cards of ``seat`` (None: nobody's): for a finished game only."""
        if seat is not None and (not self.h.over or not 0 <= seat < len(self._players())):
            raise RecordError(msg("Every player's hand is shown only once the game is "
                                  "over."))
        self.seat = seat

    def branch(self) -> tuple[Record, object]:
        """"Play on from here": a new record of the first ``at`` moves, and its position
        (a copy). The reviewed game is not touched."""
        record = Record(self.record.game, dict(self.record.options), self.record.seed,
                        list(self.record.actions[:self.at]), self.record.players)
        return record, self.h.state(self.at)

    def game_text(self, translate=None, date: str = "") -> str:
        """The readable record (``game_text``): the public log, the seed only for a
        finished game; ``date`` first."""
        from engine.core import game_text
        text = game_text(self.record, translate, None, history=self.h)
        return (date + "\n" if date else "") + text

    # ---- what the screen shows -----------------------------------------------------
    def _players(self) -> list:
        return self.h.observe(self.h.end())["players"]

    def _public(self, n: int) -> dict:
        view = self._views.get(n)
        if view is None:
            view = self.h.observe(n, None)["view"]
            if len(self._views) > 2:
                self._views.clear()
            self._views[n] = view
        return view

    def observed(self) -> dict:
        """What the board draws: the public view at ``at``, or the chosen seat's once the
        game is over; with the table and the places this move changed."""
        seat = self.seat if self.h.over else None
        observed = self.h.observe(self.at, seat)
        observed["table"] = self.record.players
        observed["keep"], observed["screen"] = self.keep, self.screen
        before = self._public(self.at - 1) if self.at > 0 else None
        observed["changed"] = _changed(self.game, before, self._public(self.at))
        return observed

    def chart_rows(self) -> list:
        return self.h.series()

    def charts_html(self, cursor: bool = True) -> str:
        key = (lang.code(), self.tables)
        if self._charts is None or self._charts[0] != key:
            final = self.h.observe(self.h.end())
            neutrals = [x.get("name") for x in final["view"].get("neutrals") or []
                        if isinstance(x, dict)]
            markup = charts.render(self.game, self.chart_rows(), players=final["players"],
                                   table=self.record.players, neutrals=neutrals,
                                   tables=self.tables)
            self._charts = (key, markup)
        return charts.with_cursor(self._charts[1], self.chart_rows(),
                                  self.at if cursor else None)


# ---------------------------------------------------------------- markup
def _log(lines: list, new: int) -> str:
    """The log up to the position, newest first; the ``new`` last lines (what the move
    brought) marked, with a sign as well as a colour."""
    start = max(0, len(lines) - LOG_SHOWN)
    items = []
    for i in range(len(lines) - 1, start - 1, -1):
        fresh = i >= len(lines) - new
        items.append(tag("li", (tag("span", "▸ ", cls="new-mark", aria_hidden="true")
                                if fresh else "") + esc(t(lines[i])),
                         value=str(i + 1), cls="new" if fresh else None))
    more = tag("p", "… " + esc(_n("{n} earlier entry", "{n} earlier entries", start)),
               cls="muted") if start else ""
    return tag("aside", tag("h2", esc(_("Log"))) + tag("ol", "".join(items), reversed=True,
                                                        id="log")
               + more, cls="log", aria_label=_("Game log"))


def _this_move(rv: Review) -> str:
    lines = rv.h.new_lines(rv.at)
    title = _("The start") if rv.at == 0 else _("Move {n}: what happened", n=rv.at)
    body = (tag("ul", "".join(tag("li", esc(t(line))) for line in lines)) if lines
            else tag("p", esc(_("Nothing anyone could see.")), cls="muted"))
    return tag("section", tag("h2", esc(title)) + body, cls="rv-move", id="rv-move",
               aria_label=title)


def _nav(rv: Review) -> str:
    n, moves = rv.at, rv.moves
    first, last = n <= 0, n >= moves

    def nav(cmd, sign, label, off):
        return button(sign, cls="btn rv-nav", data_cmd=cmd, aria_label=label, title=label,
                      disabled=off)

    speeds = "".join(f'<option value="{s}"{" selected" if s == rv.speed else ""}>'
                     f'{esc(_("{s} s per move", s=s))}</option>' for s in SPEEDS)
    play = button(("❚❚ " + _("Pause")) if rv.playing else ("▶ " + _("Play")),
                  cls="btn rv-play" + (" primary" if not rv.playing else ""),
                  data_cmd="rv-play", aria_pressed="true" if rv.playing else "false",
                  disabled=last and not rv.playing)
    return tag("div",
               nav("rv-start", "|◀", _("To the start"), first)
               + nav("rv-prev-round", "◀◀", _("Back one round"), first)
               + nav("rv-prev", "◀", _("Back one move"), first)
               + nav("rv-next", "▶", _("Forward one move"), last)
               + nav("rv-next-round", "▶▶", _("Forward one round"), last)
               + nav("rv-end", "▶|", _("To the end"), last)
               + play
               + f'<select data-cmd="rv-speed" id="rv-speed"'
               f'{attrs(aria_label=_("Autoplay speed"), title=_("Autoplay speed"))}>'
               f'{speeds}</select>',
               cls="rv-controls", id="rv-controls", role="group", dir="ltr",
               aria_label=_("Move through the game"))


def slider(rv: Review) -> str:
    status = _("move {n} of {moves}", n=rv.at, moves=rv.moves)
    return (f'<input type="range" id="rv-slider" class="rv-slider" data-cmd="rv-slide" '
            f'min="0" max="{rv.moves}" step="1" value="{rv.at}" dir="ltr"'
            f'{attrs(aria_label=_("Position in the game"), aria_valuetext=status)}>')


def _seats(rv: Review) -> str:
    """The switch that shows the cards of a seat: only once the game is over."""
    if not rv.h.over:
        return ""
    players = rv._players()
    table = rv.record.players
    choices = [(None, _("Nobody's"))] + [(i, seat_title(players, table, i, rv.game))
                                         for i in range(len(players))]
    segs = "".join(tag("button", esc(label), type="button",
                       cls="seg" + (" on" if rv.seat == seat else ""), data_cmd="rv-seat",
                       data_seat="" if seat is None else str(seat),
                       aria_pressed="true" if rv.seat == seat else "false")
                   for seat, label in choices)
    return tag("div", tag("span", esc(_("Show the cards of")), cls="opt-label")
               + tag("div", segs, cls="segs", role="group",
                     aria_label=_("Show the cards of")),
               cls="rv-seats", id="rv-seats")


def _share(rv: Review, base: str) -> str:
    if not rv.share:
        return ""
    from engine.core import encode_link
    link = f"{base}#{encode_link(rv.record, at=rv.at)}"
    return tag("div",
               tag("label", esc(_("Link to this position (move {n})", n=rv.at)),
                   for_="share-link")
               + tag("p", "⚠ " + esc(_(screens.SHARE_WARNING)), cls="share-warning",
                     id="share-warning")
               + f'<input id="share-link" dir="ltr" readonly{attrs(value=link)}>'
               + button(_("Copy"), cls="btn primary", data_cmd="copy")
               + button(_("Close"), cls="btn", data_cmd="rv-unshare"),
               cls="share", id="rv-share")


def status(rv: Review) -> str:
    return _("move {n} of {moves}", n=rv.at, moves=rv.moves)


def controls(rv: Review, *, notice=None, share_base: str = "") -> str:
    """The buttons, the notice, the tools and the share box: left in place while the
    slider is dragged or autoplay moves (``review_app`` updates their disabled states),
    so a button keeps the focus and the pointer."""
    tools = tag("div",
                _seats(rv)
                + button(_("Play on from here"), cls="btn", data_cmd="rv-branch",
                         disabled=rv.h.observe(rv.at)["over"],
                         title=_("A new saved game from this moment; this one stays as "
                                 "it is"))
                + button(_("Share this position"), cls="btn", data_cmd="rv-share")
                + button(_("Game record (text)"), cls="btn", data_cmd="record-text"),
                cls="tools rv-tools")
    return _nav(rv) + screens._notice(notice) + tools + _share(rv, share_base)


def disabled(rv: Review) -> dict:
    """Which controls are disabled at the position: ``{data-cmd: bool}``."""
    first, last = rv.at <= 0, rv.at >= rv.moves
    return {"rv-start": first, "rv-prev-round": first, "rv-prev": first, "rv-next": last,
            "rv-next-round": last, "rv-end": last, "rv-play": last and not rv.playing,
            "rv-branch": rv.h.observe(rv.at)["over"]}


def stage(rv: Review) -> str:
    """What the position shows: what the move did, the board, the log, the charts."""
    observed = rv.observed()
    ctx = boards.context(observed, rv.ui)
    module = boards.renderer_for(rv.game)
    board = screens._board(rv.game, module, ctx)
    view = observed["view"]
    lines = view.get("log") if isinstance(view.get("log"), list) else []
    new = len(rv.h.new_lines(rv.at))
    main = tag("div", _this_move(rv)
               + tag("section", board, cls="board", id="board", data_game=rv.game),
               cls="main-col")
    return tag("div", main + _log(lines, new), cls="game-grid") + rv.charts_html()


def screen(rv: Review, *, notice=None, version: str = "", pyodide: str = "",
           share_base: str = "") -> str:
    """The review screen. ``#review`` carries the position (``data-at``), the moves and
    the position's digest (``data-digest``)."""
    observed_players = rv._players()
    head_obs = {"players": observed_players, "to_move": None, "over": rv.h.over,
                "winners": rv.h.observe(rv.h.end())["winners"],
                "table": rv.record.players, "game": rv.game}
    head = tag("header",
               button("☰ " + _("Games"), cls="btn", data_cmd="home")
               + button("✕ " + _("Close review"), cls="btn", data_cmd="rv-close")
               + tag("div", esc(_("Review: {game}", game=lang.name("game", rv.title)))
                     + tag("small", " " + esc(status(rv)), id="rv-status"), cls="title")
               + screens.player_chips(head_obs) + screens.language_picker("review"),
               cls="bar")
    return tag("div", head + tag("div", slider(rv), cls="rv-slider-row")
               + tag("div", controls(rv, notice=notice, share_base=share_base),
                     id="rv-controls-box")
               + tag("div", stage(rv), id="rv-stage")
               + screens.footer(version, pyodide),
               cls=f"screen review game-{esc(rv.game)}", id="review",
               data_at=str(rv.at), data_moves=str(rv.moves), data_digest=rv.h.digest(rv.at),
               data_finished="1" if rv.h.over else None)


def over_charts(rv: Review) -> str:
    """The charts under a finished game (a tap opens the review there)."""
    return rv.charts_html(cursor=False)


def today() -> str:
    return time.strftime("%Y-%m-%d")
