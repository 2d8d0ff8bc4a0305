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
"""

from __future__ import annotations

import library
import storage
from engine.core import RecordError
from pyodide.ffi import create_once_callable, create_proxy
from pyscript import document, window

UNDO_SECONDS = 8


def _local_date(ms: float) -> str:
    return str(window.Date.new(ms).toLocaleDateString())


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
        # Bubbling to the document: after #app's own click handler has done its work.
        retry = create_proxy(self.retry_save)
        document.addEventListener("click", retry)
        document.addEventListener("visibilitychange", retry)
        window.addEventListener("pagehide", retry)

    # ---- start, save
    def resume_saved(self) -> None:
        """At start: move older saves into the list, then resume the current game."""
        self.store.check()
        notices = self.library.migrate()
        gid = self.library.current_id()
        if gid:
            try:
                self.session = self.library.load(gid)
            except Exception as err:            # never let a bad save block the app
                reason = str(err) if isinstance(err, RecordError) else f"unexpected: {err}"
                notices.append(("error", f"Your saved game could not be resumed ({reason}). "
                                         "It stays in Saved games."))
                self.library.set_current(None)
            else:
                self.game_id = gid
                self.screen = "game"
        if notices:
            self.notice = notices[0]
        self.tell_storage_problem()

    def tell_storage_problem(self) -> None:
        """Say a storage problem once; "full" again at each move it costs (unless another
        notice is up), since those moves are not being saved."""
        problem = self.store.problem
        if problem and (problem != self._told or (problem == "full" and self.notice is None)):
            self.notice = ("error", storage.MESSAGES[problem])
        self._told = problem

    def file_session(self, session, gid: str | None = None) -> None:
        """Make ``session`` the game on screen, in an entry of its own unless ``gid``
        says which (the game shown until now stays in the list)."""
        self.game_id = gid or library.new_id(library.now_ms())
        self.library.set_current(self.game_id)

    def save_move(self) -> None:
        if self.session is None or self.game_id is None:
            return
        self.unsaved = not self.library.save(self.game_id, self.session)
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
            self.notice = ("info", "The game is saved again: there is room in storage now.")
            self.render()

    def adopt(self, session, source: str) -> tuple:
        """A game from a link or file: (session to show, notice text)."""
        gid, session, how = self.library.adopt(session)
        text = {
            "new": f"Opened {source}. {library.describe(session)['summary']}. It is kept in "
                   "Saved games.",
            "same": f"Opened {source}: it is already in Saved games, continuing it.",
            "extended": f"Opened {source}: it continues one of your saved games, which now "
                        "has its new moves.",
            "further": f"Opened {source}: your saved copy of this game is further on (move "
                       f"{len(session.record.actions)}), continuing from there.",
        }[how]
        return gid, session, text

    # ---- the list on the home screen
    def saved_html(self) -> str:
        return library.render(self.library.entries(), now=library.now_ms(),
                              current=self.game_id if self.session is not None else None,
                              confirm=self.confirm_delete, trash=self.trash,
                              problem=storage.MESSAGES.get(self.store.problem),
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

    def open_saved(self, gid: str) -> None:
        if gid == self.game_id and self.session is not None:
            session = self.session
        else:
            try:
                session = self.library.load(gid)
            except Exception as err:
                reason = str(err) if isinstance(err, RecordError) else f"unexpected: {err}"
                self.notice = ("error", f"This saved game could not be opened ({reason}). "
                                        "It stays in the list.")
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
        self.notice = ("info", "The game is back in Saved games.")
        if back_on_screen:
            try:
                self.session = self.library.load(trash["id"])
                self.game_id = trash["id"]
            except Exception:
                pass
