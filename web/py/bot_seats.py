"""Computer players in the page: who sits where, asking the worker, playing its answer.

A game's seats are in ``session.record.players`` (``[{"name", "colour", "bot": level |
None}, ...]``, saved in saves and links; None for the whole list: every seat a person).
:class:`BotSeats` is a mixin that ``app.py`` puts in front of its ``App`` (``BotApp``):
it changes what the screen shows while a computer player is to move and drives the
bots' turns. The main thread never computes a bot's move:

1. after every render of a game screen, if the game is not over and the seat to move is
   a bot, the mixin sends ``{"game", "level", "observed": state.observe(seat), "seed"}``
   as JSON text to the worker (``bot_worker.py``, started with PyScript's
   ``create_named_worker`` when a game with a bot is first shown) and awaits the answer;
   the page stays responsive meanwhile (a tap on Games works);
2. the screen shows the person's own view, a "thinking…" line (``#bot-thinking``,
   ``aria-live="polite"``) and no action (a person cannot play for a bot);
3. when the answer comes, the position must still be the same one (same session, same
   number of moves, same digest), otherwise it is dropped (the next render asks again);
   the move is played through ``Session.play`` as a person's would be, autosaved, and
   shown for at least ``PAUSE_S`` before the next one, so the person can follow;
4. a bot's failure (an error in the worker, no answer in time) shows a short message with
   a **Try again** button (``data-cmd="bot-retry"``), never a traceback.

The seed of each decision is :func:`decision_seed` of the record's seed and the move
number, so a game replays the same bots' choices. Undo never takes back a bot's move:
``floor`` (the moves that stand) is moved past every bot move, so the person's undo
reaches only their own decisions made since; once a bot is to move, the person's turn is
over (as at a hand-off: no undo while it thinks). With one person against bots there is no
hand-off curtain and no "turn done" panel (nobody else is at the table).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time

from engine.core.i18n import N_

import boards
from lang import _, _n, t
from seats import level_term, seat_name_msg, side_term
from ui import button, esc, tag

try:                    # in the page (PyScript); CPython tests use the pure functions only
    from pyscript import document, window
except ImportError:     # pragma: no cover
    document = window = None

WORKER_NAME = "bots"
WORKER_SRC = "./py/bot_worker.py"
WORKER_CONFIG = "./bot-worker.json"     # written by scripts/build.py
PAUSE_S = 0.5           # each bot move stays on screen at least this long
BOOT_TIMEOUT_S = 120.0  # starting the worker's Pyodide (a few seconds; slow devices more)
MOVE_TIMEOUT_S = 60.0   # one decision
# Settings of the page's bots, per (game, level), where they differ from the engine's
# defaults (a ``time_limit`` or fewer ``iterations``). None today: measured with
# bench/bench_bots_page.py (200 positions per game, in the worker), every level meets the
# page's goal with the engine's own budgets (no wall clock: a game replays the same
# bots' moves, and the page's bots are the ones the arena measured).
PAGE_PARAMS: dict = {}


# ------------------------------------------------------------------ pure helpers
def decision_seed(record_seed: int, move: int) -> int:
    """The bot's generator seed for the decision at ``move`` (the number of moves played
    before it) of a game with ``record_seed``: reproducible, different at every move."""
    digest = hashlib.sha256(f"bots:{int(record_seed)}:{int(move)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def seat_levels(players) -> list:
    """The bot level of each seat (None: a person) from ``record.players``."""
    if not isinstance(players, list):
        return []
    return [p.get("bot") if isinstance(p, dict) else None for p in players]


def new_log_lines(before: list | None, now: list | None) -> list:
    """The lines of the log ``now`` that were not there ``before`` (both the same
    viewer's views, so nothing here is hidden from that viewer)."""
    now = list(now or [])
    before = list(before or [])
    if len(now) >= len(before) and now[:len(before)] == before:
        return now[len(before):]
    # a log that keeps only its newest lines: the longest tail of ``before`` that starts
    # ``now`` marks where the new lines begin
    for k in range(min(len(before), len(now)), 0, -1):
        if before[-k:] == now[:k]:
            return now[k:]
    return now


def request_json(game: str, level: str, observed: dict, seed: int, params: dict | None = None) -> str:
    """What the worker receives (``bot_worker.choose``)."""
    data = {"game": game, "level": level, "observed": observed, "seed": seed}
    if params:
        data["params"] = params
    return json.dumps(data, separators=(",", ":"))


def who(players: list, seat: int, level: str, table: list | None = None,
        game: str | None = None) -> str:
    """``"US (computer, easy)"``, or with a name chosen for the seat
    ``"Hal (US, computer, easy)"`` (in the page's language)."""
    name = (table[seat].get("name") or "").strip() \
        if table and seat < len(table) and isinstance(table[seat], dict) else ""
    side = side_term(game, players[seat])
    if name and name != players[seat]:
        return _("{name} ({side}, computer, {level})",
                 name=seat_name_msg(players, table, seat, game), side=side,
                 level=level_term(level))
    return _("{side} (computer, {level})", side=side, level=level_term(level))


#: why a computer player could not move (message ids)
FAILED_LATE = N_("It did not answer in time.")
FAILED = N_("Something went wrong while it was thinking.")


def thinking_panel(players: list, seat: int, level: str, *, error: str | None = None,
                   since: list | None = None, table: list | None = None,
                   game: str | None = None) -> str:
    """The decision panel while a bot is to move: whose turn, the thinking line (or the
    failure and a retry button), what happened since the person's last decision."""
    name = who(players, seat, level, table, game)
    if error:
        status = tag("div", tag("strong", esc(_("{player} could not move.", player=name)))
                     + " " + esc(_(error)) + " " + esc(_("Your game is saved.")),
                     cls="bot-error", id="bot-error", role="alert")
        actions = tag("div", button(_("Try again"), cls="btn primary big",
                                    data_cmd="bot-retry"), cls="actions")
    else:
        status = tag("div", tag("span", "", cls="bot-dots", aria_hidden="true")
                     + esc(_("{player} is thinking…", player=name)), cls="bot-thinking",
                     id="bot-thinking", role="status", aria_live="polite")
        actions = ""
    return tag("section", tag("div", esc(_("{player} to play",
                                           player=side_term(game, players[seat]))),
                              cls="whose")
               + status + actions + since_list(since),
               cls="decision bot-turn waiting", id="decision", aria_busy="true" if not error else None)


def since_list(lines: list | None, limit: int = 12) -> str:
    """"Since your last turn": the log lines the person has not seen yet, newest last
    (the newest highlighted)."""
    if not lines:
        return ""
    shown = lines[-limit:]
    more = len(lines) - len(shown)
    items = "".join(tag("li", esc(t(line)), cls="bot-new" if i == len(shown) - 1 else None)
                    for i, line in enumerate(shown))
    head = _n("Since your last turn ({n} entry)", "Since your last turn ({n} entries)",
              len(lines))
    extra = tag("p", "… " + esc(_n("and {n} earlier", "and {n} earlier", more)),
                cls="muted") if more else ""
    return tag("div", tag("h3", esc(head)) + extra + tag("ol", items), cls="bot-since",
               id="bot-since")


async def _js(promise):
    return await promise


def _setting(name: str, default: float) -> float:
    """``window.NAME`` (seconds) when a test sets it, else ``default``."""
    try:
        return max(0.0, float(getattr(window, name)))
    except Exception:           # not set (the usual case)
        return default


def _pause() -> float:
    return _setting("boardgamesBotPause", PAUSE_S)


# ------------------------------------------------------------------ the mixin
class BotSeats:
    """Mixin for ``app.App`` (put first: ``class BotApp(BotSeats, App)``)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._bot_worker = None         # a Future: the worker, once started
        self._bot_workers_made = 0
        self._bot_asked = None          # the position key a request is out for
        self._bot_error = None          # (key, message) of the last failure
        self._bot_shown_at = 0.0        # when the last bot move was drawn
        self._bot_since = None          # ((session id, moves, digest, viewer), since view)

    # ---- who sits where (App.seat_is_bot / person_seats say who is a person)
    def bot_level(self, seat) -> str | None:
        if self.session is None or seat is None:
            return None
        levels = seat_levels(self.session.record.players)
        return levels[seat] if 0 <= seat < len(levels) else None

    def bot_game(self) -> bool:
        return self.session is not None and any(seat_levels(self.session.record.players))

    def _solo(self) -> bool:
        """One person against bots: no curtain, no "turn done" panel."""
        return self.bot_game() and len(self.person_seats()) == 1

    def _bot_key(self):
        s = self.session
        return (id(s), len(s.record.actions), s.state.digest()) if s is not None else None

    # ---- what the screen shows (App.stage gives "bot" when the computer is to move)
    def observed(self) -> dict:
        observed = super().observed()
        if self.bot_game() and self.stage() == "bot" and observed.get("viewer") is not None:
            observed["since"] = self.since_view(observed["viewer"])
            observed["fresh"] = True
        return observed

    def can_undo(self) -> bool:
        if self.bot_game() and self.stage() == "bot":
            return False        # once a bot plays, the person's turn is over (a hand-off)
        return super().can_undo()

    def render(self) -> None:
        if self._solo():
            self.done_for = None
        super().render()
        if self.screen == "game" and self.bot_game():
            self._bot_after_render()

    def command(self, cmd: str, el) -> None:
        if cmd == "bot-retry":
            self._bot_error = None
            self._bot_asked = None
            self.notice = None
            self.render()
            return
        super().command(cmd, el)

    def since_view(self, viewer: int):
        """``App.since_view`` (the viewer's view after their own last decision, which
        replays the record), kept across the bots' moves: a bot's move does not change
        when a person last decided, so a bot's turn costs no replay on the main thread."""
        s = self.session
        key = (id(s), len(s.record.actions), s.state.digest(), viewer)
        cached = self._bot_since
        if cached is not None and cached[0] == key:
            return cached[1]
        view = super().since_view(viewer)
        self._bot_since = (key, view)
        return view

    def _since_lines(self, viewer) -> list:
        if viewer is None:
            return []
        before = self.since_view(viewer)
        if before is None:
            return []
        return new_log_lines(before.get("log"), self.session.state.view(viewer).get("log"))

    def _board_shows_since(self) -> bool:
        """Whether the game's board draws its own "since your last turn" (boards.py):
        then the generic list of log lines is shown only while the computer plays."""
        module = boards.renderer_for(self.session.spec.name)
        return bool(getattr(module, "SHOWS_SINCE", False))

    def _bot_after_render(self) -> None:
        if self.broken:             # after an unexpected error nothing more is played
            return
        self._start_worker_soon()
        stage = self.stage()
        panel = document.getElementById("decision")
        if stage == "bot":
            state = self.session.state
            seat = state.to_move
            key = self._bot_key()
            error = self._bot_error[1] if self._bot_error and self._bot_error[0] == key else None
            html = thinking_panel(state.players, seat, self.bot_level(seat), error=error,
                                  since=self._since_lines(self.viewer()),
                                  table=self.session.record.players,
                                  game=self.session.spec.name)
            if panel:
                panel.outerHTML = html
            if error is None and self._bot_asked != key:
                self._bot_asked = key
                asyncio.ensure_future(self._bot_turn(key))
        elif stage == "turn" and panel and not self._board_shows_since():
            lines = self._since_lines(self.session.state.to_move)
            if lines and self.session.state.to_move in self.person_seats():
                panel.insertAdjacentHTML("beforeend", since_list(lines))

    # ---- the worker
    def _start_worker_soon(self) -> None:
        if self._bot_worker is None:
            self._bot_worker = asyncio.ensure_future(self._make_worker())

    async def _make_worker(self):
        from pyscript.workers import create_named_worker
        self._bot_workers_made += 1
        name = WORKER_NAME if self._bot_workers_made == 1 else \
            f"{WORKER_NAME}-{self._bot_workers_made}"
        # The config goes inline: given as a URL, the worker would not see its
        # ``sync_main_only`` (PyScript 0.7.31 hands a worker the URL, not the settings).
        response = await window.fetch(WORKER_CONFIG)
        if not response.ok:
            raise RuntimeError(f"{WORKER_CONFIG}: HTTP {response.status}")
        config = json.loads(str(await response.text()))
        worker = await create_named_worker(src=WORKER_SRC, name=name, config=config)
        game = self.session.spec.name if self.session is not None else None
        json.loads(str(await worker.ready(game)))   # imports that game's bots meanwhile
        window.boardgamesBots = name        # for tests: the worker is up
        return worker

    async def _worker(self):
        self._start_worker_soon()
        try:
            return await asyncio.wait_for(asyncio.shield(self._bot_worker), BOOT_TIMEOUT_S)
        except Exception:
            self._bot_worker = None         # the next try starts a new one
            raise

    async def _bot_turn(self, key) -> None:
        t0 = time.monotonic()
        try:
            state = self.session.state
            seat = state.to_move
            level = self.bot_level(seat)
            moves = len(self.session.record.actions)
            request = request_json(self.session.spec.name, level, state.observe(seat),
                                   decision_seed(self.session.record.seed, moves),
                                   PAGE_PARAMS.get((self.session.spec.name, level)))
            worker = await self._worker()
            answer = json.loads(str(await asyncio.wait_for(
                _js(worker.choose(request)), _setting("boardgamesBotTimeout", MOVE_TIMEOUT_S))))
            if "error" in answer:
                raise RuntimeError(answer["error"])
            action = answer["action"]
            wait = _pause() - (time.monotonic() - max(t0, self._bot_shown_at))
            if wait > 0:
                await asyncio.sleep(wait)
        except Exception as err:
            self._bot_failed(key, err)
            return
        try:
            self._bot_play(key, action)
        except Exception:
            self.oops("bot_turn")

    def _bot_failed(self, key, err) -> None:
        if isinstance(err, (asyncio.TimeoutError, TimeoutError)):
            message = FAILED_LATE
        else:
            message = FAILED
        try:
            window.console.warn(f"boardgames: computer player failed: {type(err).__name__}: {err}")
        except Exception:
            pass
        if self._bot_asked == key:
            self._bot_asked = None
        if self._bot_key() == key and not self.broken:
            self._bot_error = (key, message)
            if self.screen == "game":
                self.render()

    def _bot_play(self, key, action: str) -> None:
        if self._bot_asked == key:
            self._bot_asked = None
        if self.broken or self.screen != "game" or self._bot_key() != key \
                or self.stage() != "bot":
            return          # the position changed meanwhile: the next render asks again
        seat = self.session.state.to_move
        cached = self._bot_since
        self.session.play(action)
        if cached is not None and cached[0][:3] == key and cached[0][3] != seat:
            # the person's last decision is the same one after a bot's move
            s = self.session
            self._bot_since = ((id(s), len(s.record.actions), s.state.digest(), cached[0][3]),
                               cached[1])
        # a bot's move stands: the person's undo reaches only their own later moves
        self.floor = len(self.session.record.actions)
        self.board_ui = {}
        self.share = None
        state = self.session.state
        if not state.is_over and not self.bot_level(state.to_move):
            self.fresh_for = state.to_move      # "since your last turn" highlighted
        self.autosave()
        self._bot_shown_at = time.monotonic()
        self.render()
