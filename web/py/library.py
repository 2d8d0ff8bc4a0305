"""Saved games: every game played in this browser, kept in a list. Pure Python (no browser
import): the storage is a :class:`storage.Store`, so CPython tests run all of it.

Layout in ``localStorage`` (one pair of keys per game, so saving a move writes one game,
and two pages of the app open at once never overwrite each other's list):

* ``boardgames.save.<id>`` — the game in the JSON save format (``Session.to_json``);
* ``boardgames.meta.<id>`` — what the list shows, written with it: game, title, players,
  moves, turn, a one-line summary (public facts only: never a hidden card), whether it is
  over, created/updated times (ms since 1970), options and seed (to find the same game);
* ``boardgames.current`` — the id of the game a reload resumes.

Before the list there was one slot, ``boardgames.autosave`` (the game in progress), and
``boardgames.previous`` (the game a link or file had replaced). :meth:`Library.migrate`
moves both into the list on the first load (and whenever they appear again), and only
then removes them; one that the engine cannot replay any more is kept aside under
``boardgames.unreadable`` (``.previous``) and reported, as before.

**The same game**: a link or file is the same game as a saved one when game, options and
seed are equal and the moves of one are the first moves of the other. Opening it then
continues that entry (with the link's moves when the link is further on) instead of
adding a duplicate. Nothing is ever replaced silently: a new game, a link to another
game, or another line of play of the same start gets an entry of its own.

**Two pages on one game** (two tabs, or a tab left open for days): each page remembers
the save text it last wrote or read, and :meth:`Library.save_checked` compares it with
what is stored before writing. When another page wrote since, nothing is overwritten:
a stored game that has every move of this page's and more is brought in instead
("further"); this page's line, when the other page's has moves it lacks, is kept as an
entry of its own ("forked"). :func:`relation` says how two lines of one game stand.
"""

from __future__ import annotations

import json
import random
import time

from engine.core import RecordError, Session
from engine.core.i18n import msg
from engine.games import get_spec
from lang import _, _n, name as term_name, t
from seats import seat_kind_msg, seat_name_msg, seat_title_msg, side_term
from ui import button, esc, tag

SAVE = "boardgames.save."
META = "boardgames.meta."
CURRENT = "boardgames.current"
LEGACY = [("boardgames.autosave", "boardgames.unreadable"),
          ("boardgames.previous", "boardgames.unreadable.previous")]
META_VERSION = 1


def now_ms() -> float:
    return time.time() * 1000


def new_id(now: float) -> str:
    return f"{int(now):x}-{random.getrandbits(32):08x}"


# ------------------------------------------------------------------ what the list shows
# The list's texts are messages (engine.core.i18n), kept in the entry as data (``i18n``)
# and said in the page's language when the list is drawn; the entry also keeps their
# English text in ``turn``, ``summary`` and ``players`` (as entries always did).
def _and(items: list):
    """A message listing ``items`` ("Ada, Bob and Cy")."""
    if len(items) == 1:
        return items[0]
    return msg("{items} and {last}", items=list(items[:-1]), last=items[-1])


def describe(session: Session) -> dict:
    """Turn and a one-line summary of a game, from public facts only (``view(None)``),
    the players named as the table names them."""
    state = session.state
    moves = len(session.record.actions)
    table = session.record.players
    game = session.spec.name
    named = {side: seat_name_msg(state.players, table, i, game)
             for i, side in enumerate(state.players)}
    turn, facts = msg("Move {n}", n=moves), []
    try:
        made = session.spec.describe        # the game's own line (GameSpec.describe)
        if made:
            turn, facts = made(state.view(None), moves, named)
            facts = list(facts)
    except Exception:               # a game's view changed shape: the generic text will do
        turn, facts = msg("Move {n}", n=moves), []
    if state.is_over:
        names = [seat_title_msg(state.players, table, w, game) for w in state.winners]
        facts.append(msg("Finished: {players} won", players=_and(names)) if names
                     else msg("Finished: no winner"))
    elif moves == 0:
        facts.append(msg("not started"))
    else:
        facts.append(msg("{player} to play",
                         player=seat_title_msg(state.players, table, state.to_move, game)))
    return {"turn": str(turn), "summary": " · ".join(map(str, facts)),
            "i18n": {"turn": turn, "summary": facts}}


def seat_names(session: Session) -> list:
    """Who plays, as the list shows it (messages): the names ("Ada (USSR)", "Bob
    (computer, hard)"), or the sides for a game saved without names."""
    players, table, game = session.state.players, session.record.players, session.spec.name
    out = []
    for i in range(len(players)):
        kind = seat_kind_msg(table, i)
        title = seat_title_msg(players, table, i, game)
        if kind:
            name = seat_name_msg(players, table, i, game)
            shown_side = str(title) != str(name)
            title = msg("{name} ({side}, {kind})", name=name, side=side_term(game, players[i]),
                        kind=kind) if shown_side else msg("{name} ({kind})", name=name, kind=kind)
        out.append(title)
    return out


def meta_for(gid: str, session: Session, created: float, updated: float) -> dict:
    record = session.record
    players = seat_names(session)
    described = describe(session)
    words = described.pop("i18n")
    words["players"] = players
    return {"v": META_VERSION, "id": gid, "game": record.game, "title": session.spec.title,
            "players": [str(p) for p in players], "moves": len(record.actions),
            **described, "i18n": words, "over": session.state.is_over, "created": created,
            "updated": updated, "options": record.options, "seed": record.seed}


def relation(text: str | None, session: Session) -> str:
    """How a stored save ``text`` stands to ``session``: ``"same"`` (the same moves),
    ``"further"`` (every move of ``session`` and more), ``"behind"`` (the first moves of
    ``session``), ``"apart"`` (each has moves the other lacks, or it is another game or
    unreadable)."""
    try:
        data = json.loads(text or "")
    except ValueError:
        return "apart"
    record = session.record
    if not isinstance(data, dict) or data.get("game") != record.game \
            or data.get("seed") != record.seed \
            or data.get("options") != json.loads(json.dumps(record.options)) \
            or not isinstance(data.get("actions"), list):
        return "apart"
    theirs, ours = data["actions"], list(record.actions)
    if theirs == ours:
        return "same"
    if theirs[:len(ours)] == ours:
        return "further"
    if ours[:len(theirs)] == theirs:
        return "behind"
    return "apart"


# ------------------------------------------------------------------ the list
class Library:
    def __init__(self, store, clock=now_ms) -> None:
        self.store = store
        self.clock = clock

    # ---- reading
    def _json(self, key: str):
        text = self.store.get(key)
        if text is None:
            return None
        try:
            return json.loads(text)
        except ValueError:
            return None

    def entries(self) -> list[dict]:
        """Every saved game's list entry, most recently played first."""
        found: dict[str, dict] = {}
        for key in self.store.keys(META):
            meta = self._json(key)
            if isinstance(meta, dict) and meta.get("id") == key[len(META):]:
                found[meta["id"]] = meta
        # A save whose entry is missing or damaged (a write cut short) is still listed.
        for key in self.store.keys(SAVE):
            gid = key[len(SAVE):]
            if gid not in found:
                found[gid] = self._meta_from_save(gid)
        return sorted(found.values(), key=lambda m: m.get("updated") or 0, reverse=True)

    def _meta_from_save(self, gid: str) -> dict:
        data = self._json(SAVE + gid)
        data = data if isinstance(data, dict) else {}
        game = data.get("game")
        try:
            title = get_spec(game).title
        except Exception:
            title = str(game) if game else ""         # _title: "Unknown game" then
        actions = data.get("actions") if isinstance(data.get("actions"), list) else []
        turn, summary = msg("Move {n}", n=len(actions)), msg("details shown once opened")
        return {"v": META_VERSION, "id": gid, "game": game, "title": title, "players": [],
                "moves": len(actions), "turn": str(turn), "summary": str(summary),
                "i18n": {"turn": turn, "summary": [summary]}, "over": False, "created": 0,
                "updated": 0, "options": data.get("options"), "seed": data.get("seed")}

    def get(self, gid: str) -> dict | None:
        meta = self._json(META + gid)
        return meta if isinstance(meta, dict) else None

    def current_id(self) -> str | None:
        gid = self.store.get(CURRENT)
        return gid if gid and self.store.get(SAVE + gid) is not None else None

    def load(self, gid: str) -> Session:
        """The saved game ``gid`` (RecordError if it is gone or cannot be replayed)."""
        text = self.store.get(SAVE + gid)
        if text is None:
            raise RecordError(msg("This saved game is no longer in this browser's storage."))
        return Session.from_json(text)

    # ---- writing
    def set_current(self, gid: str | None) -> None:
        if gid is None:
            self.store.remove(CURRENT)
        else:
            self.store.set(CURRENT, gid)

    def save(self, gid: str, session: Session, when: float | None = None) -> bool:
        """Write the game and its list entry; False when storage refused (see store.problem)."""
        when = self.clock() if when is None else when
        old = self.get(gid)
        created = old.get("created", when) if old else when
        if not self.store.set(SAVE + gid, session.to_json()):
            return False
        return self.store.set(META + gid, json.dumps(meta_for(gid, session, created, when)))

    def save_checked(self, gid: str, session: Session, known: str | None
                     ) -> tuple[str, str | None]:
        """Save ``session`` as ``gid`` unless another page changed that entry since this
        page's ``known`` save text (what it last wrote or read; None: nothing yet).
        Returns ``(how, value)``:

        * ``("saved", text)``: written (``text``: what is stored now);
        * ``("failed", None)``: storage refused (see ``store.problem``);
        * ``("further", text)``: not written: the stored game (``text``) has every move
          of ``session`` and more, made elsewhere: the page should bring it in;
        * ``("forked", new_gid)``: the stored game has moves ``session`` lacks: it is
          left as it is, and ``session`` is saved as a new entry ``new_gid``.
        """
        stored = self.store.get(SAVE + gid)
        if stored is not None and known is not None and stored != known:
            how = relation(stored, session)
            if how == "further":
                return "further", stored
            if how == "apart":
                new = new_id(self.clock())
                if not self.save(new, session):
                    return "failed", None
                return "forked", new
        if not self.save(gid, session):
            return "failed", None
        return "saved", self.store.get(SAVE + gid)

    def add(self, session: Session, current: bool = True, when: float | None = None) -> str:
        """A new entry for ``session``; its id (usable even when storage refused)."""
        when = self.clock() if when is None else when
        gid = new_id(when)
        self.save(gid, session, when)
        if current:
            self.set_current(gid)
        return gid

    def find_same(self, record) -> tuple[str, list] | None:
        """The entry that is the same game as ``record`` (see the module's docstring):
        (id, its moves), the most recently played one if several are."""
        options = json.loads(json.dumps(record.options))      # as stored (tuples -> lists)
        for meta in self.entries():
            if (meta.get("game") != record.game or meta.get("seed") != record.seed
                    or meta.get("options") != options):
                continue
            data = self._json(SAVE + meta["id"])
            actions = data.get("actions") if isinstance(data, dict) else None
            if not isinstance(actions, list):
                continue
            n = min(len(actions), len(record.actions))
            if actions[:n] == list(record.actions[:n]):
                return meta["id"], actions
        return None

    def adopt(self, session: Session) -> tuple[str, Session, str]:
        """File a game opened from a link or file: (id, session to show, how), where how is
        ``"new"`` (a new entry), ``"same"`` (already saved, as it is), ``"extended"`` (the
        saved game continued with the link's further moves) or ``"further"`` (the saved
        game is further on than the link: it is shown, nothing is lost)."""
        same = self.find_same(session.record)
        if same is None:
            return self.add(session), session, "new"
        gid, actions = same
        self.set_current(gid)
        if len(actions) >= len(session.record.actions):
            how = "same" if len(actions) == len(session.record.actions) else "further"
            if how == "further":
                try:
                    session = self.load(gid)
                except RecordError:             # the saved copy is unreadable: keep the link's
                    self.save(gid, session)
                    return gid, session, "extended"
            else:
                self.save(gid, session)         # touch: it was just played
            return gid, session, how
        self.save(gid, session)
        return gid, session, "extended"

    def delete(self, gid: str) -> dict:
        """Remove a game; returns what :meth:`restore` needs to bring it back."""
        trash = {"id": gid, "save": self.store.get(SAVE + gid),
                 "meta": self.store.get(META + gid), "current": self.store.get(CURRENT) == gid}
        self.store.remove(SAVE + gid)
        self.store.remove(META + gid)
        if trash["current"]:
            self.set_current(None)
        return trash

    def restore(self, trash: dict, current: bool = False) -> bool:
        """Put a deleted game back (``current``: and make it the game a reload resumes)."""
        gid = trash["id"]
        ok = trash["save"] is None or self.store.set(SAVE + gid, trash["save"])
        if ok and trash["meta"] is not None:
            ok = self.store.set(META + gid, trash["meta"])
        if ok and current:
            self.set_current(gid)
        return ok

    def migrate(self) -> list[tuple[str, str]]:
        """Move the single-slot saves of earlier versions into the list (see the module's
        docstring); returns notices ``(kind, text)`` for the player."""
        notices = []
        for age, (key, aside) in enumerate(LEGACY):
            text = self.store.get(key)
            if not text:
                continue
            try:
                session = Session.from_json(text)
            except Exception as err:        # never let a bad save block the app
                if not self.store.set(aside, text):
                    continue                # could not keep it aside: leave it where it is
                self.store.remove(key)
                reason = t(err.args[0]) if isinstance(err, RecordError) and err.args \
                    else _("unexpected: {problem}", problem=str(err))
                notices.append(("error", _(
                    "Your saved game could not be resumed ({reason}). It is kept in this "
                    "browser's storage as {key}.", reason=reason, key=aside) if age == 0 else _(
                    "Your earlier game could not be resumed ({reason}). It is kept in this "
                    "browser's storage as {key}.", reason=reason, key=aside)))
                continue
            when = self.clock() - age * 1000    # the game in progress first
            same = self.find_same(session.record)
            if same is not None and len(same[1]) >= len(session.record.actions):
                saved = True                    # already in the list (migrated before)
                if age == 0:
                    self.set_current(same[0])
            else:
                gid = same[0] if same else new_id(when)
                saved = self.save(gid, session, when)
                if saved and age == 0:
                    self.set_current(gid)
            if saved:
                self.store.remove(key)
        return notices


# ------------------------------------------------------------------ markup
def ago(ms: float, now: float, date_text=None) -> str:
    """When a game was last played, in words ("5 min ago")."""
    seconds = max(0.0, (now - ms) / 1000)
    if seconds < 60:
        return _("just now")
    if seconds < 3600:
        return _n("{n} min ago", "{n} min ago", int(seconds // 60))
    if seconds < 86400:
        return _n("{n} h ago", "{n} h ago", int(seconds // 3600))
    if seconds < 2 * 86400:
        return _("yesterday")
    if seconds < 7 * 86400:
        return _n("{n} day ago", "{n} days ago", int(seconds // 86400))
    date = date_text(ms) if date_text is not None else \
        time.strftime("%Y-%m-%d", time.gmtime(ms / 1000))
    return _("on {date}", date=date)


def _said(meta: dict, key: str):
    """An entry's text: its messages (said in the page's language), else the English
    text of an entry written before the page spoke other languages."""
    words = meta.get("i18n")
    if isinstance(words, dict) and key in words:
        value = words[key]
        if key == "summary":
            return " · ".join(t(v) for v in value) if isinstance(value, list) else t(value)
        if key == "players":
            return [t(v) for v in value] if isinstance(value, list) else []
        return t(value)
    if key == "players":
        return [str(p) for p in meta.get("players") or []]
    return str(meta.get(key) or "")


def _players(meta: dict) -> str:
    players = _said(meta, "players")
    if len(players) == 2:
        return _("{first} vs {second}", first=players[0], second=players[1])
    return ", ".join(players)


def _title(meta: dict) -> str:
    title = meta.get("title")
    return term_name("game", title) if title else str(meta.get("game") or _("Unknown game"))


def render(entries: list[dict], *, now: float, current: str | None = None,
           confirm: str | None = None, trash: dict | None = None,
           problem: str | None = None, date_text=None) -> str:
    """The "Saved games" section of the home screen.

    ``confirm``: the id whose deletion awaits confirmation; ``trash``: the entry just
    deleted (its Undo bar); ``problem``: a storage problem message to show.
    """
    parts = [tag("h2", esc(_("Saved games"))
                 + (f" <small>({len(entries)})</small>" if entries else ""))]
    if problem:
        parts.append(tag("p", esc(problem), cls="saved-problem", role="alert"))
    if trash is not None:
        meta = trash.get("meta_dict") or {}
        parts.append(tag("div", tag("span", esc(_("Deleted {game}, move {n}.",
                                                  game=_title(meta),
                                                  n=meta.get("moves", "?"))),
                                    cls="saved-undo-text")
                         + button(_("Undo"), cls="btn primary", data_cmd="saved-undo"),
                         cls="saved-undo", id="saved-undo", role="status"))
    if not entries:
        parts.append(tag("p", esc(_("No saved games yet: every game you start or open is "
                                    "kept here, in this browser.")), cls="muted"))
        return tag("section", "".join(parts), cls="saved", id="saved")
    items = []
    for meta in entries:
        gid = str(meta.get("id"))
        playing = gid == current
        when = ago(meta.get("updated") or 0, now, date_text) if meta.get("updated") else ""
        head = (tag("span", esc(_title(meta)), cls="saved-title")
                + (tag("span", esc(_("playing")), cls="saved-badge") if playing else "")
                + tag("span", esc(_players(meta)), cls="saved-players"))
        detail = tag("span", esc(_said(meta, "turn")), cls="saved-turn")
        summary = _said(meta, "summary")
        if summary:
            detail += " · " + tag("span", esc(summary), cls="saved-summary")
        info = (tag("div", head, cls="saved-head") + tag("div", detail, cls="saved-detail")
                + (tag("div", esc(_("Last played {when}", when=when)), cls="saved-time")
                   if when else ""))
        if confirm == gid:
            actions = tag("div", tag("span", esc(_("Delete this game?")), cls="saved-ask")
                          + button(_("Delete"), cls="btn danger", data_cmd="saved-confirm",
                                   data_id=gid)
                          + button(_("Keep"), cls="btn", data_cmd="saved-keep", data_id=gid),
                          cls="saved-actions confirming")
        else:
            actions = tag("div", button(_("Continue") if playing else _("Open"),
                                        cls="btn primary", data_cmd="saved-open", data_id=gid)
                          + button(_("Review"), cls="btn", data_cmd="saved-review", data_id=gid,
                                   aria_label=_("Review {game}", game=_title(meta)))
                          + button(_("Delete"), cls="btn", data_cmd="saved-delete", data_id=gid,
                                   aria_label=_("Delete {game}", game=_title(meta))),
                          cls="saved-actions")
        items.append(tag("li", tag("div", info, cls="saved-info") + actions,
                         cls="saved-item" + (" current" if playing else "")
                         + (" over" if meta.get("over") else ""), data_id=gid))
    parts.append(tag("ul", "".join(items), cls="saved-list", id="saved-list"))
    return tag("section", "".join(parts), cls="saved", id="saved")
