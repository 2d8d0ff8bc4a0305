"""How a game declares itself to the rest of the program (CLI, UI, saves)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .errors import RecordError


@dataclass(frozen=True)
class OptionSpec:
    """One option of a new game: ``choices`` lists the allowed values."""

    key: str
    label: str
    choices: tuple
    default: Any
    labels: tuple = ()          # optional human labels, parallel to choices
    # the value that a saved game or link made before this option existed played with
    # (records always store every option, so only those lack the key); None: ``default``
    legacy: Any = None


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

    def normalize_options(self, options: dict | None, *, record: bool = False) -> dict:
        """Fill defaults and refuse unknown keys or values (RecordError, player-readable).
        ``record``: the options come from a saved game or link, where a missing option
        means the record predates it (its ``legacy`` value applies)."""
        options = dict(options or {})
        out = {}
        for opt in self.options:
            missing = opt.legacy if record and opt.legacy is not None else opt.default
            value = options.pop(opt.key, missing)
            if value not in opt.choices:
                raise RecordError(f"{self.title}: option '{opt.label}' cannot be {value!r} "
                                  f"(allowed: {', '.join(map(str, opt.choices))})")
            out[opt.key] = value
        for key, default in self.hidden_options.items():
            out[key] = options.pop(key, default)
        if options:
            raise RecordError(f"{self.title} has no option named {', '.join(sorted(options))}")
        if self.check_options:
            problem = self.check_options(out)
            if problem:
                raise RecordError(f"{self.title}: {problem}")
        return out

    def new(self, options: dict | None = None, seed: int = 0):
        """A new game with ``options`` (defaults filled in) and ``seed``."""
        return self.state_class(self.normalize_options(options), seed)
