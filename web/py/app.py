"""The web app: screens, taps, autosave, links. Runs in the page (PyScript on Pyodide).

State of the app lives in one :class:`App`; every change ends in :meth:`App.render`, which
redraws ``#app`` from scratch. One click listener on ``#app`` (a stable container) serves
every screen: it finds the tapped element with ``closest("[data-action],[data-cmd],
[data-ui]")``.

* ``data-action="ACTION"`` plays an engine action (the engine checks it);
* ``data-cmd="..."`` is an app command (undo, share, new game, ...);
* ``data-ui="..."`` goes to the board renderer's ``on_ui`` (see ``boards.py``).

Storage (``localStorage``, through one door: ``self.store``, a ``storage.Store``): every
game is kept in the saved-games list (``library.py``,
driven by ``saved_games.py``), rewritten after every move; starting a game or opening a
link or file adds an entry (or continues the same game's), never replacing another.
``boardgames.settings`` keeps preferences. A link or file that the engine refuses changes
nothing.

Pass-and-play (``App.stage``): a player's **turn** screen shows their view and actions.
When a move hands the decision to another player, the mover first gets a **done** panel
(their last check: undo, or hide their cards), then the **handoff** curtain covers the
screen until the next player taps "show my turn". Undo never reaches past the hand-off:
moves before ``App.floor`` stand. Both panels are fixed to the screen (always in view),
in the half away from the tap that brought them, so a stray second tap cannot reveal the
next hand. Settings that reveal anything are changed from a turn screen only.

Errors: every event handler goes through :func:`guarded`; an unexpected exception shows
an apology (``#oops`` in index.html) that offers to reload, and stops autosaving, so the
game resumes from the last good move. No traceback ever reaches the page (the console
has it).
"""

from __future__ import annotations

import json
import random
import sys
import traceback

import boards
import bot_seats
import catalog
import lang
import links_files
import new_game_form
import review_app
import saved_games
import screens
from guard import guarded
from engine import __version__ as ENGINE_VERSION
from engine.core import IllegalAction, Session
from engine.core.errors import reason_of
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window
from lang import _, _n
from seats import seat_bot, seat_name, seat_title

KEY_SETTINGS = "boardgames.settings"
# Commands that move on from whatever the last notice said.
QUIET_COMMANDS = {"dismiss", "home", "pick", "opt", "resume", "new", "reveal", "handover",
                  "share", "unshare", "privacy", "keys", "seat-colour", "seat-bot", "advanced"}
PYTHON_VERSION = "{}.{}.{}".format(*sys.version_info[:3])
# A button of the panels between two players that lands where the tap that brought them
# was (a small screen) stays disabled this long, so that a double tap cannot press it.
GUARD_MS = 700


def _summary(session: Session) -> str:
    state = session.state
    moves = len(session.record.actions)
    table = session.record.players
    game, title = session.spec.name, lang.name("game", session.spec.title)
    if state.is_over:
        names = [seat_title(state.players, table, w, game) for w in state.winners]
        if not names:
            return _n("{game}: finished after {n} move (nobody won).",
                      "{game}: finished after {n} moves (nobody won).", moves, game=title)
        return _n("{game}: finished after {n} move ({players} won).",
                  "{game}: finished after {n} moves ({players} won).", moves, game=title,
                  players=", ".join(names))
    return _("{game}: move {n}, {player} to play.", game=title, n=moves,
             player=seat_title(state.players, table, state.to_move, game))


class App(links_files.LinksFiles, new_game_form.NewGameForm, saved_games.SavedGames):
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.games = catalog.games()     # titles now, each game's rules when first needed
        self.session: Session | None = None
        self.screen = "home"
        self.picked: str | None = self.games[0][0] if len(self.games) == 1 else None
        self.options: dict = {}
        # the rest of the new-game form: a seat per side, the Advanced part, the seed typed
        self.form: dict = {"seats": [], "advanced": False, "seed": ""}
        self.notice: tuple[str, str] | None = None
        self.share: str | None = None
        self.revealed_for: int | None = None     # whose hand the screen shows now
        self.done_for: int | None = None         # the mover checking their finished turn
        self.floor = 0                           # moves before this index stand (no undo)
        self.tap_y = 0.0                         # where the last tap was (0 top, 1 bottom)
        self.tap_xy = (0.0, 0.0)                 # ... in CSS pixels
        self.broken = False                      # an unexpected error happened
        self.board_ui: dict = {}                 # the board's scratch until the next move
        self.board_keep: dict = {}               # per game: each board's memory (boards.py)
        self.fresh_for: int | None = None        # just took the device (until a tap)
        self._since: tuple | None = None         # cached "since your last turn" view
        self.settings = {"privacy": True, "keys": True}   # keys: the single-key shortcuts
        self.init_saved()           # saved_games.py: the one door to storage, self.store
        try:
            self.settings.update(json.loads(self.store.get(KEY_SETTINGS) or "{}"))
        except ValueError:
            pass
        if self.picked:
            self._default_options()

    # ------------------------------------------------------------------ start-up
    def boot(self) -> None:
        self.resume_saved()         # saved_games.py: older saves into the list, resume
        if self.session is not None:    # the device may have changed hands since
            self.floor = len(self.session.record.actions)
        self.open_fragment()
        self.render()

    def _replace_session(self, session: Session, gid: str | None = None) -> None:
        # The game shown until now stays in Saved games; this one has its own entry.
        self.file_session(session, gid)
        self.session = session
        self.revealed_for = None
        self.done_for = None
        self.floor = len(session.record.actions)
        self.share = None
        self.board_ui = {}
        self.screen = "game"
        self.autosave()

    def autosave(self) -> None:
        if not self.broken:         # after an unexpected error, keep the last good move
            self.save_move()

    # ------------------------------------------------------------------ drawing
    # ---- who plays each seat (``record.players``; a game without it: people only)
    def seat_is_bot(self, seat: int) -> bool:
        """True when the computer plays ``seat`` in the game on screen."""
        return self.session is not None \
            and seat_bot(self.session.record.players, seat) is not None

    def person_seats(self) -> list[int]:
        """The seats people play, in order (every seat of a game saved without names)."""
        if self.session is None:
            return []
        return [i for i in range(len(self.session.state.players)) if not self.seat_is_bot(i)]

    def stage(self) -> str:
        """"turn" (the mover's screen), "done" (the mover's last check of a finished
        turn), "handoff" (the curtain: nobody's cards), "bot" (the computer is to move:
        no actions; the screen keeps the person's view when one person plays) or "over".
        The curtain comes only when the device passes from one PERSON to another: with
        one person against the computer there is none."""
        state = self.session.state
        if state.is_over:
            return "over"
        if self.done_for is not None:
            return "done"
        if self.seat_is_bot(state.to_move):
            return "bot"
        if self.settings.get("privacy") and self.revealed_for != state.to_move \
                and len(self.person_seats()) > 1:
            return "handoff"
        return "turn"

    def viewer(self) -> int | None:
        """Whose eyes the screen is for: the mover, the player checking a finished turn,
        the only person while the computer moves, or nobody (the curtain, the end, the
        computer's turn in a game of several people)."""
        stage = self.stage()
        if stage == "turn":
            return self.session.state.to_move
        if stage == "bot":
            persons = self.person_seats()
            return persons[0] if len(persons) == 1 else None
        return self.done_for if stage == "done" else None

    def can_undo(self) -> bool:
        """Undo takes back the mover's own moves of this turn, never past the hand-off."""
        return (self.stage() in ("turn", "done") and self.session.can_undo()
                and len(self.session.record.actions) > self.floor)

    def observed(self) -> dict:
        """``state.observe(viewer)`` for the screen now: the mover's eyes once revealed,
        the previous mover's (without actions) on their done panel, nobody's on the
        hand-off screen and after the end. Screens and boards get this plain data, never
        the State."""
        viewer = self.viewer()
        observed = self.session.state.observe(viewer)
        observed["table"] = self.session.record.players     # names, colours, computers
        observed["keep"] = self.keep_of(self.session.spec.name)
        observed["screen"] = self.viewport()
        if self.stage() != "turn":      # the done panel: the mover's view, no actions
            observed.update(legal=[], labels={}, prompt=None, advice={})
        elif viewer is not None:
            observed["since"] = self.since_view(viewer)
            observed["fresh"] = self.fresh_for == viewer
        return observed

    def keep_of(self, game: str) -> dict:
        """What ``game``'s board remembers between redraws (``BoardContext.keep``), kept
        while the page is open."""
        return self.board_keep.setdefault(game, {})

    @staticmethod
    def viewport() -> tuple[int, int]:
        """The screen's size in CSS pixels (``BoardContext.screen``)."""
        return int(window.innerWidth), int(window.innerHeight)

    @guarded
    def on_resize(self, _event=None) -> None:
        """A board drawn for the screen's shape (its ``layout``, boards.py) is redrawn
        when a resize (a turn of the device) changes the layout it would choose."""
        drawn = document.querySelector("#board[data-game] [data-layout]")
        board = document.querySelector("#board[data-game]")
        if not drawn or not board:
            return
        game = str(board.getAttribute("data-game"))
        choose = getattr(boards.renderer_for(game), "layout", None)
        if choose is not None and \
                choose(self.viewport(), self.keep_of(game)) != drawn.getAttribute("data-layout"):
            self.render()

    def since_view(self, viewer: int) -> dict | None:
        """The viewer's own view right after their last decision (None before it)."""
        key = (len(self.session.record.actions), viewer)
        if self._since is None or self._since[0] != key:
            before = self.session.last_turn(viewer)
            self._since = (key, None if before is None else before.view(viewer))
        return self._since[1]

    def render(self) -> None:
        window.performance.mark("render-start")
        stage = None
        if self.screen == "game" and self.session is not None:
            stage = self.stage()
            if stage == "turn":
                self.revealed_for = self.session.state.to_move
            html = screens.game(self.observed(), title=self.session.spec.title,
                                version=ENGINE_VERSION, handoff=stage == "handoff",
                                privacy=bool(self.settings.get("privacy")), ui=self.board_ui,
                                keys=self.settings.get("keys") is not False,
                                moves=len(self.session.record.actions),
                                can_undo=self.can_undo(), done_for=self.done_for,
                                share=self.share, notice=self.notice, pyodide=PYTHON_VERSION,
                                place="top" if self.tap_y > 0.5 else "bottom",
                                persons=len(self.person_seats()),
                                extra=self.over_extra() if stage == "over" else "")
        else:
            resume = _summary(self.session) if self.session is not None else None
            html = screens.home(self.games, ENGINE_VERSION, picked=self.picked,
                                options=self.options, resume=resume, previous=None,
                                notice=self.notice, pyodide=PYTHON_VERSION,
                                saved=self.saved_html(), form=self.form)
        self.root.innerHTML = html
        if stage in ("handoff", "done"):
            self._guard_buttons()
        window.performance.measure("render", "render-start")
        if self.share:
            field = document.getElementById("share-link")
            if field:
                field.select()

    def over_extra(self) -> str:
        """Markup under a finished game (review_app.py: its charts)."""
        return ""

    def open_review(self, session=None, **_kw) -> None:
        """Review a game (review_app.py)."""

    def _guard_buttons(self) -> None:
        """The panels between two players sit in the half of the screen away from the last
        tap; a button that still covers that point (a small screen) waits a moment before
        it works, so that the second tap of a double tap cannot press it."""
        x, y = self.tap_xy
        for button in document.querySelectorAll(
                '#decision.curtain button, #decision.done button'):
            box = button.getBoundingClientRect()
            if box.left - 24 <= x <= box.right + 24 and box.top - 24 <= y <= box.bottom + 24 \
                    and not button.disabled:
                self._hold(button)

    @staticmethod
    def _hold(button) -> None:
        button.disabled = True
        button.setAttribute("data-guard", "1")

        def arm(*_args):
            button.disabled = False
            button.removeAttribute("data-guard")
        window.setTimeout(create_once_callable(arm), GUARD_MS)

    def oops(self, where: str) -> None:
        """An unexpected error: report it in the console, stop autosaving (the saved game
        is the last good position) and show the apology with its reload button."""
        self.broken = True
        try:
            window.console.error(f"boardgames: unexpected error in {where}\n"
                                 + traceback.format_exc())
        except Exception:
            pass
        try:
            window.boardgamesOops()
        except Exception:
            pass

    # ------------------------------------------------------------------ taps
    @guarded
    def on_click(self, event) -> None:
        fresh, self.fresh_for = self.fresh_for, None    # the first tap ends the highlights
        if event.isTrusted:         # a person's tap (not a click made by the page itself)
            self.tap_xy = (float(event.clientX), float(event.clientY))
            self.tap_y = self.tap_xy[1] / (float(window.innerHeight) or 1.0)
        target = event.target
        if not target or not hasattr(target, "closest"):
            return
        el = target.closest("[data-action],[data-cmd],[data-ui]")
        # getattr: an SVG shape or a <div> has no ``disabled`` (Pyodide raises AttributeError)
        # ``not el``: a missing element is JavaScript's null (Pyodide's falsy ``jsnull``)
        if not el or getattr(el, "disabled", False):
            if fresh is not None and self.screen == "game":
                self.render()           # even a tap on nothing ends the highlights
            return
        action = el.getAttribute("data-action")
        cmd = el.getAttribute("data-cmd")
        if action:
            self.play(str(action))
        elif cmd:
            if cmd == "open-file":
                return                      # the file input's "change" handles it
            self.command(str(cmd), el)
        elif el.getAttribute("data-ui") is not None:
            self.board_tap(el)

    def play(self, action: str) -> None:
        if self.session is None or self.stage() != "turn":
            return
        mover = self.session.state.to_move
        try:
            self.session.play(action)
        except IllegalAction as err:
            self.notice = ("error", _("Not allowed: {reason}", reason=reason_of(err)))
        else:
            self.notice = None
            self.share = None
            self.board_ui = {}
            state = self.session.state
            if state.is_over:
                self.floor = len(self.session.record.actions)
            elif state.to_move != mover:
                # the device goes to another person only when several people play
                between = self.settings.get("privacy") and len(self.person_seats()) > 1
                if not self.settings.get("privacy"):
                    self.fresh_for = state.to_move  # the next player takes the device
                if between and self.session.can_undo():
                    self.done_for = mover           # the mover's last check
                else:
                    self.floor = len(self.session.record.actions)
            self.autosave()
        self.render()

    def board_tap(self, el) -> None:
        module = boards.renderer_for(self.session.spec.name) if self.session else None
        handler = getattr(module, "on_ui", None)
        if handler is None:
            return
        ctx = boards.context(self.observed(), self.board_ui)
        attributes = el.attributes
        data = {}
        for i in range(attributes.length):
            name = str(attributes.item(i).name)
            if name.startswith("data-"):
                data[name[5:]] = str(attributes.item(i).value)
        action = handler(ctx, data)
        if action:
            self.play(action)
        else:
            self.render()

    def command(self, cmd: str, el) -> None:
        """A ``data-cmd`` tap: its handler in :data:`COMMANDS` (the saved-games list's
        ``saved-*`` in saved_games.py), then a redraw unless the handler drew itself."""
        if cmd in QUIET_COMMANDS:
            self.notice = None
        if cmd.startswith("saved-"):
            self.saved_command(cmd, el)         # saved_games.py
            return
        handler = COMMANDS.get(cmd)
        if handler is not None and handler(self, el):
            return                              # it has drawn the screen itself
        self.render()

    # ---- the commands (COMMANDS): each returns True when it has drawn the screen
    def cmd_dismiss(self, _el) -> None:
        self.notice = None

    def cmd_home(self, _el) -> None:
        self.screen = "home"
        self.share = None
        if self.session is not None:
            self.picked = self.session.spec.name
            self._form_from_session()

    def cmd_start(self, _el) -> bool:
        self.start_game()
        return True

    def cmd_resume(self, _el) -> None:
        self.screen = "game"
        self.revealed_for = None
        self.done_for = None                    # the device may have changed hands
        self.floor = len(self.session.record.actions)

    def cmd_new(self, _el) -> None:
        self.screen = "home"
        self.picked = self.session.spec.name
        self._form_from_session()

    def cmd_rematch(self, _el) -> bool:
        self.picked = self.session.spec.name
        self.options = dict(self.session.record.options)
        if self.session.record.players is None:     # a game saved before names
            self._form_from_session()
        self.start_game(seed=random.randrange(2**32), players=self.session.record.players)
        return True

    def cmd_reveal(self, _el) -> None:
        if self.stage() == "handoff":
            self.revealed_for = self.session.state.to_move
            self.fresh_for = self.revealed_for
            self.floor = len(self.session.record.actions)
            window.scrollTo(0, 0)

    def cmd_handover(self, _el) -> None:
        if self.stage() == "done":
            self.done_for = None
            self.floor = len(self.session.record.actions)

    def cmd_undo(self, _el) -> None:
        if not self.can_undo():
            self.notice = ("error", _("Nothing to undo: moves made before the device was "
                                      "handed over, and moves that showed something new "
                                      "(a die, a card), stand."))
            return
        self.session.undo()
        self._since = None          # cached by move count, which repeats after undo
        self.done_for = None
        self.revealed_for = self.session.state.to_move
        # what both players may know: that a move was taken back, not which
        who = seat_name(self.session.state.players, self.session.record.players,
                        self.session.state.to_move, self.session.spec.name)
        self.notice = ("info", _("Took back {player}'s last move.", player=who))
        self.board_ui = {}
        self.autosave()

    def cmd_share(self, _el) -> None:
        link = self.session.to_link()
        base = str(window.location.href).split("#", 1)[0]
        self.share = f"{base}#{link}"

    def cmd_unshare(self, _el) -> None:
        self.share = None

    def cmd_copy(self, _el) -> None:
        self.copy_share()

    def cmd_download(self, _el) -> None:
        self.download()

    def cmd_privacy(self, _el) -> None:
        # never from the curtain or the done panel: only the mover's own screen
        if self.session is not None and self.stage() == "turn":
            self.settings["privacy"] = not self.settings.get("privacy")
            self.store.set(KEY_SETTINGS, json.dumps(self.settings))

    def cmd_keys(self, _el) -> None:
        # the single-key shortcuts on or off (WCAG 2.1.4): reveals nothing, any screen
        self.settings["keys"] = self.settings.get("keys") is False
        self.store.set(KEY_SETTINGS, json.dumps(self.settings))

    @guarded
    def on_input(self, event) -> None:
        """Typing in the new-game form (``form_input``, new_game_form.py)."""
        el = event.target
        if not el or not hasattr(el, "matches"):
            return
        self.form_input(el)

    # ------------------------------------------------------------------ test hook
    def expose(self) -> None:
        """``window.boardgames``: read-only facts for tests and curious players."""
        hook = window.Object.new()
        hook.version = ENGINE_VERSION
        hook.digest = create_proxy(lambda: self.session.state.digest() if self.session else "")
        hook.record = create_proxy(lambda: self.session.to_json() if self.session else "")
        hook.legal = create_proxy(lambda: json.dumps(
            self.session.state.legal_actions() if self.session else []))
        window.boardgames = hook


#: ``data-cmd`` -> the App method it runs (subclasses handle theirs first: review_app.py,
#: bot_seats.py; ``saved-*``: saved_games.py)
COMMANDS = {name: getattr(App, "cmd_" + name.replace("-", "_"))
            for name in ("dismiss", "home", "pick", "opt", "seat-colour", "seat-bot",
                         "advanced", "start", "resume", "new", "rematch", "reveal",
                         "handover", "undo", "share", "unshare", "copy", "download",
                         "privacy", "keys")}


# ---------------------------------------------------------------- computer players
# The bots' turns (asking the worker, the thinking panel, no curtain against bots) are
# in bot_seats.py: a mixin in front of App, so App itself stays about people.
class BotApp(review_app.ReviewApp, bot_seats.BotSeats, App):
    """The app: reviews (review_app.py), computer players (bot_seats.py), the games."""
# ---------------------------------------------------------------- end computer players


_app: App | None = None


def start() -> App:
    """Called by index.html once PyScript has installed the engine wheel."""
    global _app
    window.performance.mark("app-start")
    app = BotApp()
    _app = app
    app.root.addEventListener("click", create_proxy(app.on_click))
    app.root.addEventListener("change", create_proxy(app.on_change))
    app.root.addEventListener("input", create_proxy(app.on_input))
    window.addEventListener("hashchange", create_proxy(app.open_fragment))
    window.addEventListener("resize", create_proxy(app.on_resize))
    app.expose()
    try:
        app.boot()
    except Exception:
        app.oops("boot")
    boot = document.getElementById("boot")
    if boot:
        boot.remove()
    app.root.hidden = False
    window.performance.mark("boardgames-ready")
    window.performance.measure("app-start-to-ready", "app-start", "boardgames-ready")
    document.body.dataset.ready = "1"
    catalog.load_later()
    return app
