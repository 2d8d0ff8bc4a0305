"""Links, files and the language in the page: a mixin of ``app.App`` (browser side).

A link (``#v1....`` in the address, at start or when it changes) or a save file opens
as a game of the saved-games list (``saved_games.adopt``); one the engine refuses
changes nothing and says why. "Share link" and "Save file" offer the game on screen;
the language picker fetches a catalog and redraws.
"""

from __future__ import annotations

import lang
from engine.core import RecordError, Session
from engine.core.errors import reason_of
from engine.core.record import MAX_SAVE_CHARS
from guard import guarded
from lang import _
from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window


class LinksFiles:
    """Expects of the app: ``session``, ``store``, ``notice``, ``share``, ``render()``,
    ``adopt()``, ``_replace_session()``, ``open_review()``."""

    @guarded
    def open_fragment(self, *_args) -> None:
        """Open the game in the URL fragment (``#v1....``), if there is one."""
        fragment = str(window.location.hash or "")[1:]
        if not fragment:
            return
        try:                    # some chat apps percent-encode what they pass on
            fragment = str(window.decodeURIComponent(fragment))
        except Exception:
            pass
        # Drop the fragment: a reload then resumes the autosave, with the moves made since.
        window.history.replaceState(None, "", window.location.pathname + window.location.search)
        try:
            session = Session.from_link(fragment)
        except RecordError as err:
            self.notice = ("error", _("This link could not be opened. {reason}",
                                      reason=reason_of(err))
                           + (" " + _("Your game in progress is unchanged.") if self.session
                              else ""))
        except Exception as err:
            self.notice = ("error", _("This link could not be opened (unexpected problem: "
                                      "{problem}). Your game in progress is unchanged.",
                                      problem=str(err)))
        else:
            moment = session.moment             # a link to a moment opens its review
            gid, session, text = self.adopt(session, "link")
            self._replace_session(session, gid)
            self.notice = ("info", text)
            if moment is not None:
                self.open_review(session, gid=gid, back="game", at=moment)
        if _args:           # called by the hashchange listener
            self.render()

    def copy_share(self) -> None:
        field = document.getElementById("share-link")
        if not field:
            return
        field.select()
        copied = False
        try:
            copied = bool(document.execCommand("copy"))
        except Exception:
            copied = False
        if not copied:
            try:       # the asynchronous clipboard; a refusal must not go unhandled
                promise = window.navigator.clipboard.writeText(field.value)
                promise.then(create_once_callable(lambda *_: None),
                             create_once_callable(lambda *_: None))
                copied = True
            except Exception:
                copied = False
        self.notice = ("info", _("Link copied. Paste it anywhere: it holds the whole game, "
                                 "every card included.") if copied
                       else _("Select the link and copy it."))

    def download(self) -> None:
        self.save_text(self.session.to_json(), "application/json",
                       f"{self.session.spec.name}-move{len(self.session.record.actions)}.json")
        self.notice = ("info", _("Saved to a file. Open it later with Open file."))

    @staticmethod
    def save_text(text: str, mime: str, filename: str) -> None:
        """Offer ``text`` as a file download named ``filename``."""
        blob = window.Blob.new(to_js([text]), to_js({"type": mime},
                                                    dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = filename
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    @guarded
    async def on_change(self, event) -> None:
        el = event.target
        if el and hasattr(el, "matches") and el.matches("select[data-cmd=lang]"):
            await self.set_language(str(el.value))
            return
        if not el or not hasattr(el, "matches") \
                or not el.matches("input[type=file][data-cmd=open-file]"):
            return
        files = el.files
        if not files or files.length == 0:
            return
        file = files.item(0)
        if file.size > MAX_SAVE_CHARS:
            self.notice = ("error", _("This file could not be opened: it is far too large "
                                      "to be a saved game.")
                           + (" " + _("Your game in progress is unchanged.") if self.session
                              else ""))
            self.render()
            return
        text = await file.text()
        try:
            session = Session.from_json(str(text))
        except RecordError as err:
            self.notice = ("error", _("This file could not be opened. {reason}",
                                      reason=reason_of(err))
                           + (" " + _("Your game in progress is unchanged.") if self.session
                              else ""))
        else:
            gid, session, text = self.adopt(session, "file")
            self._replace_session(session, gid)
            self.notice = ("info", text)
        self.render()

    # ------------------------------------------------------------------ language
    async def set_language(self, code: str) -> None:
        """The player picked a language (home screen or game menu): its catalog is
        fetched, the page redrawn in it, the choice remembered. The game is unchanged."""
        if code == lang.code():
            return
        if not await lang.switch(code):
            self.notice = ("error", _("This language could not be loaded (are you "
                                      "offline?). The page stays in this one."))
        else:
            self.store.set(lang.KEY, code)
            self.notice = None
        self.render()
