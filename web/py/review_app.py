"""The review screen in the page (issue 24): a mixin of ``app.App`` (browser side).

``review.py`` draws (pure Python); this module opens a review (the game on screen, a
saved game, a link with a moment ``@N``), handles its commands (``data-cmd="rv-..."``),
the slider (redrawn in place while it is dragged), autoplay (a timer per review, stopped
when the review closes), "Play on from here" (a new saved game; the reviewed one is not
touched), the link to a moment and the game record as a text file; and draws the charts
under a finished game. Errors never reach the page as a traceback: a bad position is a
notice, anything unexpected the app's apology (``guard.guarded`` for the taps; the
slider and the autoplay timer catch it themselves).
"""

from __future__ import annotations

import json

import charts
import lang
import review
from engine.core import RecordError, Session
from engine.core.errors import reason_of
from engine.core.record import record_to_json
from lang import _
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

#: commands that only move the review (they clear the last notice)
NAV = {"rv-start", "rv-prev-round", "rv-prev", "rv-next", "rv-next-round", "rv-end"}
#: a button under the tap that opened a new screen ignores taps this long (a double tap)
GUARD_MS = 700


class ReviewApp:
    """Expects of the app: ``session``, ``game_id``, ``library``, ``screen``, ``notice``,
    ``tap_xy``, ``render()``, ``oops()``, ``_replace_session()``, ``autosave()``."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.review: review.Review | None = None
        self._over_review: tuple | None = None      # (key, Review) of the finished game

    # ---- opening and closing ---------------------------------------------------------
    def _review_of(self, session, gid) -> review.Review:
        """A new Review of ``session``, its History reused when the game is the finished
        one whose charts are drawn under it."""
        over = self._over_rv(session, gid)
        return review.Review(session.record, session.spec.title, gid=gid,
                             history=over.h if over is not None else None)

    def _over_rv(self, session, gid) -> review.Review | None:
        """The Review behind the charts under a finished game (kept while it is shown:
        its History, its markup and whether its tables are open)."""
        if not session.state.is_over:
            return None
        key = (gid, session.record.game, session.record.seed, len(session.record.actions))
        if self._over_review is None or self._over_review[0] != key:
            self._over_review = (key, review.Review(session.record, session.spec.title,
                                                    gid=gid))
        return self._over_review[1]

    def open_review(self, session=None, *, gid=None, back: str = "game",
                    at: int | None = None) -> None:
        """Show the review of ``session`` (default: the game on screen) at ``at``."""
        if session is None:
            session, gid = self.session, self.game_id
        if session is None:
            return
        self._stop()
        try:
            rv = self._review_of(session, gid)
            rv.back = back
            rv.go(rv.at if at is None else at)
        except RecordError as err:
            self.notice = ("error", _("This moment could not be shown. {reason}",
                                      reason=reason_of(err)))
            return
        self.review = rv
        self.screen = "review"
        self.share = None
        window.scrollTo(0, 0)

    def close_review(self) -> None:
        rv = self.review
        self._stop()
        self.review = None
        back = rv.back if rv is not None else "home"
        self.screen = "game" if back == "game" and self.session is not None else "home"
        if self.screen == "home" and self.session is not None:
            self.picked = self.session.spec.name
            self._form_from_session()

    # ---- drawing ----------------------------------------------------------------------
    def _share_base(self) -> str:
        return str(window.location.href).split("#", 1)[0]

    def render(self) -> None:
        if self.screen != "review" or self.review is None:
            if self.screen == "review":
                self.screen = "game" if self.session is not None else "home"
            super().render()
            return
        window.performance.mark("render-start")
        self._fit_board(self.review)
        focus = self._focused()
        self.root.innerHTML = review.screen(self.review, notice=self.notice,
                                            version=self.version_text(),
                                            pyodide=self.python_text(),
                                            share_base=self._share_base())
        self._refocus(focus)
        window.performance.measure("render", "render-start")
        if self.review.share:
            field = document.getElementById("share-link")
            if field:
                field.select()

    def _fit_board(self, rv) -> None:
        """The review's board shares the game's memory (the card texts shown...) and
        draws for the screen as it is now."""
        rv.keep = self.keep_of(rv.game)
        rv.screen = self.viewport()

    def _render_body(self) -> None:
        """Redraw the position only (the slider and the buttons stay where they are, so
        they keep the pointer and the focus)."""
        rv = self.review
        box = document.getElementById("rv-stage")
        screen = document.getElementById("review")
        if box is None or screen is None:
            self.render()
            return
        self._fit_board(rv)
        box.innerHTML = review.stage(rv)
        screen.setAttribute("data-at", str(rv.at))
        screen.setAttribute("data-digest", rv.h.digest(rv.at))
        status = document.getElementById("rv-status")
        if status:
            status.textContent = " " + review.status(rv)
        slider = document.getElementById("rv-slider")
        if slider:
            slider.setAttribute("aria-valuetext", review.status(rv))
        for cmd, off in review.disabled(rv).items():
            el = document.querySelector(f'#rv-controls-box [data-cmd="{cmd}"]')
            if el:
                el.disabled = off

    @staticmethod
    def _focused():
        el = document.activeElement
        if not el or not hasattr(el, "getAttribute"):
            return None
        cmd = el.getAttribute("data-cmd")
        if not cmd:
            return None
        return str(cmd), str(el.getAttribute("data-seat") or ""), str(el.getAttribute("data-at") or "")

    @staticmethod
    def _refocus(focus) -> None:
        """Keyboard users keep their place: the control they used has the focus again
        (the slider when that one is now disabled)."""
        if focus is None:
            return
        cmd, seat, at = focus
        sel = f'#review [data-cmd="{cmd}"]'
        if seat:
            sel += f'[data-seat="{seat}"]'
        if at:
            sel += f'[data-at="{at}"]'
        el = document.querySelector(sel)
        if not el or getattr(el, "disabled", False):
            el = document.getElementById("rv-slider")
        if el:
            el.focus()

    def version_text(self) -> str:
        from engine import __version__
        return __version__

    @staticmethod
    def python_text() -> str:
        import sys
        return "{}.{}.{}".format(*sys.version_info[:3])

    def over_extra(self) -> str:
        """Under a finished game: its charts (a tap opens the review there)."""
        if self.session is None or not self.session.state.is_over:
            return ""
        try:
            return review.over_charts(self._over_rv(self.session, self.game_id))
        except Exception as err:            # the charts must never cost the game screen
            window.console.warn(f"boardgames: charts: {err}")
            return ""

    # ---- taps -------------------------------------------------------------------------
    def play(self, action: str) -> None:
        if self.screen == "review":         # a review plays nothing
            return
        super().play(action)

    def board_tap(self, el) -> None:
        if self.screen != "review" or self.review is None:
            super().board_tap(el)
            return
        import boards
        module = boards.renderer_for(self.review.game)
        handler = getattr(module, "on_ui", None)
        if handler is not None:
            ctx = boards.context(self.review.observed(), self.review.ui)
            data = {}
            attributes = el.attributes
            for i in range(attributes.length):
                name = str(attributes.item(i).name)
                if name.startswith("data-"):
                    data[name[5:]] = str(attributes.item(i).value)
            handler(ctx, data)              # an action it returns is not played
        self.render()

    def command(self, cmd: str, el) -> None:
        if cmd == "review":
            self.notice = None
            self.open_review()
        elif cmd == "saved-review":
            self.confirm_delete = None
            self._review_saved(str(el.getAttribute("data-id") or ""))
        elif cmd == "record-text":
            self._download_text()
        elif cmd in ("rv-go", "rv-chart") and self.screen != "review":
            self.notice = None              # the charts under a finished game
            at = self._int(el, "data-at") if cmd == "rv-go" else self._chart_at(el)
            if at is not None:
                self.open_review(at=at)
        elif cmd == "rv-tables" and self.screen != "review":
            if self._over_review is not None:
                self._over_review[1].tables = not self._over_review[1].tables
        elif cmd.startswith("rv-") and self.review is not None and self.screen == "review":
            self._review_command(cmd, el)
        elif cmd.startswith("rv-"):
            return                          # a late tap of a review that is closed
        else:
            if cmd == "home" and self.review is not None:   # the Games button: leave
                self._stop()
                self.review = None
            super().command(cmd, el)
            return
        self.render()

    @staticmethod
    def _int(el, name: str) -> int | None:
        try:
            return int(str(el.getAttribute(name)))
        except (TypeError, ValueError):
            return None

    def _review_saved(self, gid: str) -> None:
        session = self.load_saved(gid)             # saved_games.py (a notice if it fails)
        if session is not None:
            self.notice = None
            self.open_review(session, gid=gid, back="home")

    def _review_command(self, cmd: str, el) -> None:
        rv = self.review
        if cmd in NAV:
            self.notice = None
            rv.step(cmd)
        elif cmd == "rv-go":
            at = self._int(el, "data-at")
            if at is not None:
                self._go(at)
        elif cmd == "rv-chart":
            at = self._chart_at(el)
            if at is not None:
                self._go(at)
        elif cmd == "rv-play":
            if rv.playing:
                self._stop()
            elif rv.at < rv.moves:
                rv.playing = True
                self._schedule()
        elif cmd == "rv-seat":
            seat = self._int(el, "data-seat")
            try:
                rv.set_seat(seat)
            except RecordError as err:
                self.notice = ("error", lang.t(reason_of(err)))
        elif cmd == "rv-tables":
            rv.tables = not rv.tables
        elif cmd == "rv-share":
            rv.share = True
        elif cmd == "rv-unshare":
            rv.share = False
        elif cmd == "rv-branch":
            self._branch()
        elif cmd == "rv-close":
            self.notice = None
            self.close_review()

    def _chart_at(self, el) -> int | None:
        """The position of the chart's row under the tap (``data-at``: each row's)."""
        try:
            ats = [int(a) for a in str(el.getAttribute("data-at") or "").split(",")]
        except ValueError:
            return None
        box = el.getBoundingClientRect()
        fraction = charts.plot_fraction(self.tap_xy[0], float(box.left), float(box.width))
        return charts.row_at([{"at": a} for a in ats], fraction)

    def _go(self, at: int) -> None:
        try:
            self.review.go(at)
            self.notice = None
        except RecordError as err:
            self.notice = ("error", lang.t(reason_of(err)))

    # ---- the slider, the speed --------------------------------------------------------
    def on_input(self, event) -> None:
        el = event.target
        if not (el and hasattr(el, "matches") and el.matches("#rv-slider")):
            super().on_input(event)             # guarded there
            return
        try:
            if self.review is None or self.screen != "review":
                return
            try:
                at = int(str(el.value))
            except ValueError:
                return
            if at != self.review.at:
                self._go(at)
                self._render_body()
        except Exception:                       # the apology, never a traceback
            self.oops("on_input")

    async def on_change(self, event) -> None:
        el = event.target
        if el and hasattr(el, "matches") and el.matches("select[data-cmd=rv-speed]"):
            try:
                speed = float(str(el.value))
            except ValueError:
                return
            if self.review is not None and speed in review.SPEEDS:
                self.review.speed = speed
            return
        await super().on_change(event)

    # ---- autoplay ---------------------------------------------------------------------
    def _schedule(self) -> None:
        rv = self.review
        rv.token += 1
        token = rv.token
        window.setTimeout(create_once_callable(lambda *_a: self._tick(rv, token)),
                          int(rv.speed * 1000))

    def _tick(self, rv, token: int) -> None:
        if rv is not self.review or self.screen != "review" or not rv.playing \
                or token != rv.token or getattr(self, "broken", False):
            return                  # closed, paused, or another timer took over
        try:
            rv.tick()
            if rv.playing:
                self._schedule()
                self._render_body()
                slider = document.getElementById("rv-slider")
                if slider:
                    slider.value = str(rv.at)
            else:
                self.render()       # the end: the play button changes
        except Exception:           # the apology, never a traceback
            self.oops("autoplay")

    def _stop(self) -> None:
        if self.review is not None:
            self.review.playing = False
            self.review.token += 1

    # ---- play on, the record as text ---------------------------------------------------
    def _branch(self) -> None:
        rv = self.review
        record, state = rv.branch()
        session = Session.from_json(record_to_json(record, state))
        gid = self.library.add(session)
        self._stop()
        self.review = None
        self._replace_session(session, gid)
        self.notice = ("info", _("Playing on from move {n}: a new saved game. The game you "
                                 "reviewed is unchanged in Saved games.", n=rv.at))
        self._hold_under_tap()

    def _hold_under_tap(self) -> None:
        """After the redraw: a button now under the tap that opened the new screen waits
        a moment before it works (the second tap of a double tap presses nothing)."""
        def hold(*_a):
            x, y = self.tap_xy
            for button in document.querySelectorAll("#app button, #app [data-action]"):
                box = button.getBoundingClientRect()
                if box.left - 24 <= x <= box.right + 24 and box.top - 24 <= y <= box.bottom + 24:
                    self._hold(button)
        window.setTimeout(create_once_callable(hold), 0)

    def _download_text(self) -> None:
        rv = self.review if self.screen == "review" else None
        if rv is None:
            if self.session is None:
                return
            rv = self._review_of(self.session, self.game_id)
        try:
            date = str(window.Date.new().toLocaleString(lang.code()))
        except Exception:
            date = review.today()
        self.save_text(rv.game_text(lang.translations(), date), "text/plain;charset=utf-8",
                       f"{rv.game}-record-move{rv.moves}.txt")
        self.notice = ("info", _("The game's record was saved as a text file."))

    # ---- test hook --------------------------------------------------------------------
    def expose(self) -> None:
        super().expose()
        window.boardgames.review = create_proxy(lambda: json.dumps(
            {"at": self.review.at, "moves": self.review.moves,
             "digest": self.review.h.digest(self.review.at)}
            if self.review is not None and self.screen == "review" else None))
