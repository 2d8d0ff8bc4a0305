"""The saved-games part of the app's controller (browser side), a mixin of ``app.App``.

``library.py`` keeps the list (pure Python); this module connects it to the page: resume
the current game at start, file every new game, link and save file in the list, write
each move, and the list's commands (``data-cmd="saved-..."``): open, delete (asks
first), undo a deletion for :data:`UNDO_SECONDS`. A storage problem (private mode,
storage full) is told once per kind with :data:`storage.MESSAGES`, and shown in the
list; the game goes on either way. While the game on screen has moves that could not be
saved, every tap (after the app has handled it) and the page being hidden or closed try
again: once space is freed (by deleting a game, say), the game is saved at once, not only
at its next move.

Two pages on one game (two tabs): the page keeps the save text it last wrote or read
(``saved_text``); every write is checked against it (``Library.save_checked``), and the
``storage`` event tells the page at once when another page wrote its game. Newer moves
made elsewhere are brought in (with a notice); a line of play that another page's moves
contradict is kept as a separate saved game (with a notice); nothing is overwritten.
Each tab remembers its own game in ``sessionStorage`` (:data:`TAB_KEY`), so a reload
resumes the game of that tab, not the one another tab touched last.
"""

from __future__ import annotations

import lang
import library
import storage
from engine.core import RecordError, Session
from engine.core.i18n import N_
from lang import _
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

UNDO_SECONDS = 8
TAB_KEY = "boardgames.tab"              # sessionStorage: this tab's game
ELSEWHERE = {                           # message ids (said with _ when shown)
    "further": N_("This game went on in another tab: its latest moves are shown here."),
    "forked": N_("This game was changed in another tab. Your moves here are kept as a "
                 "separate saved game; the other tab's are in Saved games too."),
}


def _local_date(ms: float) -> str:
    try:                # the date as the page's language writes it
        return str(window.Date.new(ms).toLocaleDateString(lang.code()))
    except Exception:
        return str(window.Date.new(ms).toLocaleDateString())


def _reason(err: Exception) -> str:
    """Why a saved game could not be read, in the page's language."""
    if isinstance(err, RecordError) and err.args:
        return lang.t(err.args[0])
    return _("unexpected: {problem}", problem=str(err))


class SavedGames:
    """Expects of the app: ``session``, ``screen``, ``notice``, ``revealed_for``,
    ``share``, ``board_ui``, ``render()``."""

    def init_saved(self) -> None:
        self.store = storage.Store(lambda: window.localStorage)
        self.library = library.Library(self.store)
        self.game_id: str | None = None
        self.confirm_delete: str | None = None
        self.trash: dict | None = None
        self._trash_timer = None
        self._told: str | None = None           # the storage problem already told
        self.unsaved = False                    # the game on screen has unsaved moves
        self.saved_text: str | None = None      # the save text last written or read here
        self.tab_store = storage.Store(lambda: window.sessionStorage)
        # Bubbling to the document: after #app's own click handler has done its work.
        retry = create_proxy(self.retry_save)
        document.addEventListener("click", retry)
        document.addEventListener("visibilitychange", retry)
        window.addEventListener("pagehide", retry)
        window.addEventListener("storage", create_proxy(self.on_storage))

    # ---- start, save
    def resume_saved(self) -> None:
        """At start: move older saves into the list, then resume the current game."""
        self.store.check()
        notices = self.library.migrate()
        gid = self.tab_store.get(TAB_KEY)
        if not gid or self.store.get(library.SAVE + gid) is None:
            gid = self.library.current_id()
        if gid:
            try:
                self.session = self.library.load(gid)
            except Exception as err:            # never let a bad save block the app
                notices.append(("error", _("Your saved game could not be resumed ({reason}). "
                                           "It stays in Saved games.", reason=_reason(err))))
                self.library.set_current(None)
            else:
                self.game_id = gid
                self.saved_text = self.store.get(library.SAVE + gid)
                self.library.set_current(gid)
                self.tab_store.set(TAB_KEY, gid)
                self.screen = "game"
        if notices:
            self.notice = notices[0]
        self.tell_storage_problem()

    def tell_storage_problem(self) -> None:
        """Say a storage problem once; "full" again at each move it costs (unless another
        notice is up), since those moves are not being saved."""
        problem = self.store.problem
        if problem and (problem != self._told or (problem == "full" and self.notice is None)):
            self.notice = ("error", _(storage.MESSAGES[problem]))
        self._told = problem

    def file_session(self, session, gid: str | None = None) -> None:
        """Make ``session`` the game on screen, in an entry of its own unless ``gid``
        says which (the game shown until now stays in the list)."""
        self.game_id = gid or library.new_id(library.now_ms())
        self.saved_text = self.store.get(library.SAVE + gid) if gid else None
        self.library.set_current(self.game_id)
        self.tab_store.set(TAB_KEY, self.game_id)

    def save_move(self) -> None:
        if self.session is None or self.game_id is None:
            return
        how, value = self.library.save_checked(self.game_id, self.session, self.saved_text)
        if how == "saved":
            self.saved_text = value
        elif how == "further":
            self._bring_in(value)
        elif how == "forked":
            self._forked(value)
        self.unsaved = how == "failed"
        if self.unsaved:
            self.tell_storage_problem()
        elif self._told == "full":
            self._told = None                   # space was freed: tell again if it fills up

    def retry_save(self, *_event) -> None:
        """Save the game on screen again if its last moves could not be saved."""
        if not self.unsaved or getattr(self, "broken", False):
            return
        self.save_move()
        if not self.unsaved:
            self.notice = ("info", _("The game is saved again: there is room in storage now."))
            self.render()

    # ---- the same game in another tab
    def on_storage(self, event) -> None:
        """Another page of this site wrote to storage: if it is the game on screen, bring
        its newer moves in, or keep this page's contradicted line apart at once."""
        try:
            if self.session is None or self.game_id is None or getattr(self, "broken", False):
                return
            key = library.SAVE + self.game_id
            changed = event.key             # JavaScript's null (not None) for a clear()
            if isinstance(changed, str) and changed != key:
                return
            stored = self.store.get(key)
            if stored is None or stored == self.saved_text:
                return
            how = library.relation(stored, self.session)
            if how == "same":
                self.saved_text = stored
            elif how == "further":
                self._bring_in(stored)
                self._redraw_game()
            elif how == "apart":            # this page's moves are no longer stored
                gid = library.new_id(library.now_ms())
                if self.library.save(gid, self.session):
                    self._forked(gid)
                    self._redraw_game()
        except Exception as err:            # never let another tab break this one
            window.console.warn(f"boardgames: storage event: {err}")

    def _redraw_game(self) -> None:
        """Redraw now if the game is on screen (the home screen, with a form being filled
        in, shows the change at its next redraw)."""
        if self.screen == "game":
            self.render()

    def _bring_in(self, text: str) -> None:
        """Show the stored game ``text`` (this game, further on in another page)."""
        try:
            session = Session.from_json(text)
        except Exception:
            return
        self.session = session
        self.saved_text = text
        self.revealed_for = None            # the device may have changed hands
        self.done_for = None
        self.floor = len(session.record.actions)
        self.share = None
        self.board_ui = {}
        self._since = None                  # "since your last turn" of the old session
        self.notice = ("info", _(ELSEWHERE["further"]))

    def _forked(self, gid: str) -> None:
        """This page's line now lives in entry ``gid`` (the old entry holds the other's)."""
        self.game_id = gid
        self.saved_text = self.store.get(library.SAVE + gid)
        self.library.set_current(gid)
        self.tab_store.set(TAB_KEY, gid)
        self.notice = ("info", _(ELSEWHERE["forked"]))

    def adopt(self, session, source: str) -> tuple:
        """A game from a ``"link"`` or ``"file"``: (session to show, notice text)."""
        gid, session, how = self.library.adopt(session)
        link = source == "link"
        if how == "new":
            summary = " · ".join(lang.t(f) for f in library.describe(session)["i18n"]["summary"])
            text = _("Opened a shared game. {summary}. It is kept in Saved games.",
                     summary=summary) if link else \
                _("Opened the save file. {summary}. It is kept in Saved games.", summary=summary)
        elif how == "same":
            text = _("Opened a shared game: it is already in Saved games, continuing it.") \
                if link else _("Opened the save file: it is already in Saved games, "
                               "continuing it.")
        elif how == "extended":
            text = _("Opened a shared game: it continues one of your saved games, which now "
                     "has its new moves.") if link else _(
                "Opened the save file: it continues one of your saved games, which now has "
                "its new moves.")
        else:
            n = len(session.record.actions)
            text = _("Opened a shared game: your saved copy of this game is further on (move "
                     "{n}), continuing from there.", n=n) if link else _(
                "Opened the save file: your saved copy of this game is further on (move {n}), "
                "continuing from there.", n=n)
        return gid, session, text

    # ---- the list on the home screen
    def saved_html(self) -> str:
        return library.render(self.library.entries(), now=library.now_ms(),
                              current=self.game_id if self.session is not None else None,
                              confirm=self.confirm_delete, trash=self.trash,
                              problem=_(storage.MESSAGES[self.store.problem])
                              if self.store.problem in storage.MESSAGES else None,
                              date_text=_local_date)

    def saved_command(self, cmd: str, el) -> None:
        gid = str(el.getAttribute("data-id") or "")
        self.confirm_delete = None
        if cmd == "saved-open":
            self.open_saved(gid)
        elif cmd == "saved-delete":
            self.confirm_delete = gid
        elif cmd == "saved-confirm":
            self.delete_saved(gid)
        elif cmd == "saved-undo":
            self.undo_delete()
        self.render()

    def load_saved(self, gid: str):
        """The saved game ``gid`` (the one on screen if it is that one), or None with a
        notice saying why it could not be read."""
        if gid == self.game_id and self.session is not None:
            return self.session
        try:
            return self.library.load(gid)
        except Exception as err:
            self.notice = ("error", _("This saved game could not be opened ({reason}). "
                                      "It stays in the list.", reason=_reason(err)))
            return None

    def open_saved(self, gid: str) -> None:
        session = self.load_saved(gid)
        if session is None:
            return
        self._replace_session(session, gid)
        self.notice = None

    def delete_saved(self, gid: str) -> None:
        trash = self.library.delete(gid)
        meta = trash["meta"]
        try:
            trash["meta_dict"] = library.json.loads(meta) if meta else {}
        except ValueError:
            trash["meta_dict"] = {}
        if gid == self.game_id:
            self.session = None
            self.game_id = None
            self.saved_text = None
            self.tab_store.remove(TAB_KEY)
        self.trash = trash
        if self._trash_timer is not None:
            window.clearTimeout(self._trash_timer)
        self._trash_timer = window.setTimeout(create_once_callable(self._trash_expired),
                                              UNDO_SECONDS * 1000)

    def _trash_expired(self, *_args) -> None:
        self.trash = None
        self._trash_timer = None
        bar = document.getElementById("saved-undo")
        if bar:                 # not a redraw: it would drop what is being typed (the seed)
            bar.remove()

    def undo_delete(self) -> None:
        trash, self.trash = self.trash, None
        if trash is None:
            return
        back_on_screen = trash["current"] and self.session is None
        if not self.library.restore(trash, current=back_on_screen):
            self.tell_storage_problem()
            return
        self.notice = ("info", _("The game is back in Saved games."))
        if back_on_screen:
            try:
                self.session = self.library.load(trash["id"])
                self.game_id = trash["id"]
                self.saved_text = trash["save"]
                self.tab_store.set(TAB_KEY, self.game_id)
            except Exception:
                pass
