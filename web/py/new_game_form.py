"""The new-game form in the page: a mixin of ``app.App`` (browser side). ``newgame.py``
holds the form's logic (pure Python) and ``screens.new_game`` draws it; this part keeps
the form's state (``picked``, ``options``, ``form``), handles its commands and typing,
remembers the last choices per game (``localStorage["boardgames.newgame"]``) and starts
the game.
"""

from __future__ import annotations

import random
import re

import lang
import newgame
from engine.core import RecordError, Session
from engine.core.errors import reason_of
from engine.games import get_spec
from lang import _
from pyscript import document, window

KEY_NEWGAME = newgame.KEY            # the new-game form's last choices, per game
SEED = re.compile(r"[0-9]{1,19}")


class NewGameForm:
    """Expects of the app: ``picked``, ``options``, ``form``, ``session``, ``store``,
    ``notice``, ``render()``, ``_replace_session()``."""

    def cmd_pick(self, el) -> None:
        self.picked = str(el.getAttribute("data-game"))
        self._default_options()

    def cmd_opt(self, el) -> None:
        spec = get_spec(self.picked)
        opt = next(o for o in spec.options if o.key == el.getAttribute("data-key"))
        self.options[opt.key] = opt.choices[int(el.getAttribute("data-index"))]
        self.options = newgame.fit_options(spec, self.options, changed=opt.key)
        self.form["seats"] = newgame.fit_seats(self.picked, self.options, self.form["seats"])

    def cmd_advanced(self, _el) -> None:
        self.form["advanced"] = not self.form.get("advanced")

    def _default_options(self, current: dict | None = None, players: list | None = None
                         ) -> None:
        """The form for ``self.picked``: ``current`` options and ``players`` when given
        (the game on screen), else the choices last made for that game (remembered in
        ``boardgames.newgame``; anything unreadable there is ignored), else defaults."""
        spec = get_spec(self.picked)
        seats = players
        if current is None:
            recalled = newgame.recall(self.store.get(KEY_NEWGAME), self.picked)
            if recalled is not None:
                current, remembered = recalled
                seats = seats or remembered
        current = current or {}
        self.options = newgame.fit_options(
            spec, {o.key: current.get(o.key, o.default) for o in spec.options})
        self.form["seats"] = newgame.fit_seats(self.picked, self.options, seats)

    def _form_from_session(self) -> None:
        record = self.session.record
        if record.players is None:          # a game saved before names: the last choices
            recalled = newgame.recall(self.store.get(KEY_NEWGAME), self.picked)
            self._default_options(record.options, recalled[1] if recalled else None)
        else:
            self._default_options(record.options, record.players)

    def _form_seat(self, el) -> dict | None:
        """The form's seat a tapped element names (``data-seat``), or None."""
        try:
            return self.form["seats"][int(el.getAttribute("data-seat"))]
        except (TypeError, ValueError, IndexError):
            return None

    def cmd_seat_bot(self, el) -> None:
        seat = self._form_seat(el)
        if seat is not None:
            seat["bot"] = str(el.getAttribute("data-level") or "") or None
            self.form["seats"] = newgame.fit_seats(self.picked, self.options,
                                                   self.form["seats"])

    def cmd_seat_colour(self, el) -> None:
        """A colour taken by another seat: the two swap."""
        seat = self._form_seat(el)
        if seat is None:
            return
        colour = str(el.getAttribute("data-colour") or "")
        for other in self.form["seats"]:
            if other is not seat and other.get("colour") == colour:
                other["colour"] = seat.get("colour")
        seat["colour"] = colour
        self.form["seats"] = newgame.fit_seats(self.picked, self.options, self.form["seats"])

    def form_input(self, el) -> None:
        """Typing in the form: kept as it is typed (a redraw never drops it)."""
        if el.matches("input.seat-name"):
            seat = self._form_seat(el)
            if seat is None:
                return
            seat["name"] = str(el.value)[:newgame.MAX_NAME_CHARS]
        elif el.matches("input#seed"):
            self.form["seed"] = str(el.value)

    def start_game(self, seed: int | None = None, players: list | None = None) -> None:
        if seed is None:
            field = document.getElementById("seed")
            text = (str(field.value) if field else str(self.form.get("seed") or "")).strip()
            if text and not SEED.fullmatch(text):
                self.notice = ("error", _("The seed is a whole number of at most 19 digits "
                                          "(or leave it empty)."))
                self.render()
                return
            seed = int(text) if text else random.randrange(2**32)
        try:
            if players is None:
                players = newgame.players_for(self.picked, self.options, self.form["seats"])
                self.store.set(KEY_NEWGAME, newgame.remember(
                    self.store.get(KEY_NEWGAME), self.picked, self.options,
                    self.form["seats"]))
            session = Session(self.picked, dict(self.options), seed, players=players)
        except RecordError as err:
            self.notice = ("error", lang.t(reason_of(err)))
            self.render()
            return
        self._replace_session(session)
        self.notice = None
        self.render()
        window.scrollTo(0, 0)           # the form was long: the game starts at its top
