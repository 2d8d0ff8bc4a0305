"""How a game declares itself to the rest of the program (CLI, UI, saves)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import RecordError
from .i18n import msg, term
from .text import quote


@dataclass(frozen=True)
class OptionSpec:
    """One option of a new game: ``choices`` lists the allowed values."""

    key: str
    label: Any                  # a message (engine.core.i18n.msg), or plain English text
    choices: tuple
    default: Any
    labels: tuple = ()          # optional messages for the choices, parallel to them
    # the value that a saved game or link made before this option existed played with
    # (records always store every option, so only those lack the key); None: ``default``
    legacy: Any = None

    def choice_text(self) -> str:
        """The allowed values as they are written (``False, True``; ``most, choose``)."""
        return ", ".join(map(str, self.choices))

    def parse(self, text: str):
        """The choice written as ``text`` (the command line's ``--option key=text``), as
        :meth:`choice_text` prints it: ``True`` is the boolean, ``3`` the number."""
        for choice in self.choices:
            if str(choice) == text or (isinstance(choice, str) and choice == text):
                return choice
        lowered = text.strip().lower()
        for choice in self.choices:
            if str(choice).lower() == lowered:
                return choice
        return text


def _same_kind(opt: OptionSpec, value):
    """The choice equal to ``value`` (so that ``1`` is not taken for ``True``, nor
    ``True`` for ``1``)."""
    for choice in opt.choices:
        if choice == value and type(choice) is type(value):
            return choice
    return object()


@dataclass(frozen=True)
class Stats:
    """The numbers a game's review charts, declared in its ``GameSpec(stats=...)``.

    ``sample(state) -> {key: number}`` reads them from a position (VP, armies...);
    ``count(state, action) -> {key: number} | None``, given the position *before*
    ``action``, says what that move adds to running totals (cards played for their
    event...), whose keys ``counted`` lists (they start at 0). Keys are identifiers
    (``"vp"``, ``"milops.USSR"``, ``"armies.2"``), never words for a person: the page
    names the series (docs/REVIEW.md)."""

    sample: Callable
    count: Callable | None = None
    counted: tuple = ()


@dataclass(frozen=True)
class GameSpec:
    name: str
    title: str
    state_class: type
    options: tuple = ()
    exports: dict = field(default_factory=dict)
    # extra check across options (e.g. players allowed per variant); returns an error or None
    check_options: Callable[[dict], str | None] | None = None
    # options that exist for simulation only (e.g. a turn cap), allowed but not shown in the UI
    hidden_options: dict = field(default_factory=dict)
    # what `python -m engine simulate` uses unless told otherwise (e.g. a turn cap)
    simulation_options: dict = field(default_factory=dict)
    # what each seat may see, declared with the game (boardgame.io's playerView): the
    # position's class sits below its views, so the views are found here, not imported
    # by the State. ``view(state, viewer) -> dict``; ``advice(state, viewer) -> dict``
    # (warnings and previews for the deciding viewer); ``check_view(state) -> [problem]``
    # (invariants of the views: no secret shown), run by simulations
    view: Callable | None = None
    advice: Callable | None = None
    check_view: Callable | None = None
    # every term the game takes from its data (card titles, countries, territories):
    # ``terms() -> iterable of Msg``, so that the message catalogs hold them
    terms: Callable | None = None
    # the review of a game (engine/core/history.py): ``round_key(state) -> tuple`` names
    # the round (Twilight's turn and action round, Risk's turn) the position's pending
    # decision belongs to: a new round begins wherever it changes; ``stats`` (a
    # :class:`Stats`, or a function ``state -> {key: number}``) gives the numbers the
    # review's charts draw, sampled at the end of every round
    round_key: Callable | None = None
    stats: Any = None
    # the saved-games list's line: ``describe(view, moves, named) -> (turn, [fact])``
    # (messages) from the public view (``view(None)``) and the number of moves; ``named``
    # maps each engine's player name to the name the table gives it (a message)
    describe: Callable | None = None
    # what changed between two views of one seat (or two public views):
    # ``changes(before, after) -> {"lines": [message], "places": [name], ...}``, from
    # public data only: the boards' "since your last turn" and the places a review
    # outlines; None before the first view
    changes: Callable | None = None

    def normalize_options(self, options: dict | None, *, record: bool = False) -> dict:
        """Fill defaults and refuse unknown keys or values (RecordError, player-readable).
        ``record``: the options come from a saved game or link, where a missing option
        means the record predates it (its ``legacy`` value applies)."""
        options = dict(options or {})
        out = {}
        for opt in self.options:
            missing = opt.legacy if record and opt.legacy is not None else opt.default
            value = options.pop(opt.key, missing)
            if value not in opt.choices or type(value) is not type(_same_kind(opt, value)):
                raise RecordError(msg("{game}: option '{option}' cannot be {value} (allowed: "
                                      "{choices}).", game=term("game", self.title), option=opt.label,
                                      value=quote(value), choices=opt.choice_text()))
            out[opt.key] = value
        for key, default in self.hidden_options.items():
            out[key] = options.pop(key, default)
        if options:
            raise RecordError(msg("{game} has no option named {names}.", game=term("game", self.title),
                                  names=quote(", ".join(sorted(map(str, options))))))
        if self.check_options:
            problem = self.check_options(out)
            if problem:
                raise RecordError(msg("{game}: {problem}", game=term("game", self.title),
                                      problem=problem))
        return out

    def new(self, options: dict | None = None, seed: int = 0):
        """A new game with ``options`` (defaults filled in) and ``seed``."""
        return self.state_class(self.normalize_options(options), seed)
