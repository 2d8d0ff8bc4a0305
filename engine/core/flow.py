"""One decision mechanism for every game: a stack of pending decisions and the rules
object that knows how to resolve each kind.

A game's position holds a **stack of frames** (plain dicts, so a position copies,
serialises and hashes as data). The frame on top is the decision pending now::

    {"kind": "place", "side": 1, "left": 3, "done": []}

``kind`` names a :class:`Decision` registered in the game's :class:`Rules`; the rest is
the frame's own data (who decides, what is left...). The decision lists the legal actions
for that frame, applies one, writes the prompt, explains a refusal by its rule, and labels
actions for buttons. A frame may stay on top for several actions (placing 4 points one
at a time); the decision pops it when it is complete.

Besides decisions the stack holds **calls**, ``{"kind": "call", "fn": NAME, ...}``:
automatic steps that run as soon as they reach the top (a multi-step effect pushes its
continuation first, then the decision it waits for). A decision whose legal list is empty
is popped by itself (its ``empty`` handler runs if it has one). When the stack is empty
the game's own sequence (:meth:`Flow.advance`) pushes what comes next.

**Hooks** are rules that other rules change: a handler registered with
``rules.hook(point, effect)`` is consulted at ``point`` only while ``effect`` is active
in the position (``state.effects``): for example an ops modifier while a card is in play.

Nothing here knows a game: Twilight Struggle, Risk and the demo each build one
:class:`Rules` object and a :class:`Flow` state class.
"""

from __future__ import annotations

from typing import Callable

from .action import Action
from .i18n import msg
from .text import quote


class Decision:
    """How frames of one ``kind`` are decided.

    * ``legal(state, frame) -> list[str]``: the actions allowed now, in a fixed order;
    * ``apply(state, frame, action: Action)``: take one (pop the frame when done);
    * ``prompt(state, frame) -> str``: what the decider is asked;
    * ``why(state, frame, action: Action) -> str | None``: the rule refusing ``action``;
    * ``label(state, frame, action: Action) -> str``: button text;
    * ``empty(state, frame)``: runs when the frame is popped for having no legal action;
    * ``targets(state, frame) -> dict``: optional, for views: ``{action: target}`` where
      ``target`` names the board element the action is about (a country, a card).
    """

    __slots__ = ("kind", "legal", "apply", "prompt", "why", "label", "empty", "targets")

    def __init__(self, kind: str, legal, apply, prompt, why=None, label=None, empty=None,
                 targets=None):
        self.kind, self.legal, self.apply, self.prompt = kind, legal, apply, prompt
        self.why, self.label, self.empty, self.targets = why, label, empty, targets


class Rules:
    """The registries of one game: its decision kinds, automatic steps and hooks."""

    def __init__(self, game: str, hook_points=()):
        self.game = game
        self.decisions: dict[str, Decision] = {}
        self.calls: dict[str, Callable] = {}
        self.phases: dict[str, Callable] = {}
        self.hook_points = tuple(hook_points)
        self.hooks: dict[str, list] = {p: [] for p in self.hook_points}

    # -- registering -----------------------------------------------------------------
    def add(self, decision: Decision) -> Decision:
        """Register a decision object (a generic one from :mod:`engine.core.decisions`
        or a game's own)."""
        if decision.kind in self.decisions:
            raise ValueError(f"{self.game}: decision kind {decision.kind!r} registered twice")
        if decision.kind == "call":
            raise ValueError("'call' is reserved for automatic steps")
        self.decisions[decision.kind] = decision
        return decision

    def decision(self, kind: str, *, legal, apply, prompt, why=None, label=None, empty=None,
                 targets=None) -> Decision:
        """Register the handlers of decision frames of ``kind``."""
        return self.add(Decision(kind, legal, apply, prompt, why, label, empty, targets))

    def call(self, name: str):
        """Decorator: ``fn(state, frame)`` is the automatic step ``name``."""
        def deco(fn):
            if name in self.calls:
                raise ValueError(f"{self.game}: call {name!r} registered twice")
            self.calls[name] = fn
            return fn
        return deco

    def phase(self, name: str):
        """Decorator: ``fn(state)`` is what the game does in its phase (or step) ``name``
        when no decision is pending: it moves to the next phase and/or pushes frames."""
        def deco(fn):
            if name in self.phases:
                raise ValueError(f"{self.game}: phase {name!r} registered twice")
            self.phases[name] = fn
            return fn
        return deco

    def hook(self, point: str, effect: str):
        """Decorator: ``fn`` is consulted at hook ``point`` while ``effect`` is active."""
        if point not in self.hooks:
            raise ValueError(f"{self.game}: unknown hook point {point!r} "
                             f"(known: {', '.join(self.hook_points)})")

        def deco(fn):
            self.hooks[point].append((effect, fn))
            return fn
        return deco

    def active(self, point: str, effects) -> list:
        """The handlers of ``point`` whose effect is in ``effects`` (registration order)."""
        return [fn for effect, fn in self.hooks[point] if effect in effects]


class Flow:
    """Mixin for a :class:`~engine.core.State` driven by a stack of decision frames.

    A game's state class sets ``rules`` (its :class:`Rules`), keeps ``self.stack`` (a list
    of frames), ``self.over`` (bool) and implements:

    * ``advance()``: the game's sequence when the stack is empty (push the next frames);
    * ``seat_of_frame(frame) -> int``: the player (seat) who decides ``frame``.

    and may override ``checkpoint()`` (called before every step; return True when the
    game has just ended, e.g. a victory condition met between two steps) and
    ``pending()`` (the top frame; a game with one implicit decision at a time may derive
    it from its fields).
    """

    rules: Rules
    _legal = None           # legal actions of the pending frame, once computed
    _top = None             # that frame (valid while _legal is not None)

    # -- the pending decision --------------------------------------------------------
    def pending(self):
        """The frame deciding now, or None."""
        if self.over or not self.stack:
            return None
        return self.stack[-1]

    def pending_decision(self) -> Decision | None:
        f = self.pending()
        return None if f is None else self.rules.decisions[f["kind"]]

    def seat_of_frame(self, frame) -> int:
        raise NotImplementedError

    def checkpoint(self) -> bool:
        return False

    def advance(self) -> None:
        raise NotImplementedError

    # -- State protocol --------------------------------------------------------------
    @property
    def to_move(self):
        f = self.pending()
        return None if f is None else self.seat_of_frame(f)

    def prompt(self):
        f = self.pending()
        if f is None:
            return msg("The game is over.")
        return self.rules.decisions[f["kind"]].prompt(self, f)

    def legal_actions(self):
        """The pending decision's legal actions, computed once per position (``run()``
        leaves them cached)."""
        legal = self._legal
        if legal is None:
            f = self._top = self.pending()
            legal = self._legal = self.rules.decisions[f["kind"]].legal(self, f) \
                if f is not None else []
        return legal

    _legal_actions = legal_actions

    def _apply(self, action: str) -> None:
        f = self._top if self._legal is not None else self.pending()
        self._legal = None
        self.rules.decisions[f["kind"]].apply(self, f, Action(action))
        self.run()

    def is_legal(self, action: str) -> bool:
        return action in self.legal_actions()

    def why_illegal(self, action: str):
        f = self.pending()
        if f is None:
            return msg("The game is over.")
        h = self.rules.decisions[f["kind"]]
        reason = h.why(self, f, Action(action)) if h.why else None
        return msg("{reason} (action {action}; now: {prompt})",
                   reason=reason or msg("not one of the choices now"), action=quote(action),
                   prompt=self.prompt())

    def label(self, action: str):
        f = self.pending()
        if f is None:
            return action
        h = self.rules.decisions[f["kind"]]
        if h.label is None:
            return action
        try:
            return h.label(self, f, Action(action))
        except (KeyError, ValueError, IndexError, TypeError):
            return action

    def targets(self) -> dict:
        """``{action: board element}`` for the pending decision (views, boards)."""
        f = self.pending()
        if f is None:
            return {}
        h = self.rules.decisions[f["kind"]]
        return h.targets(self, f) if h.targets else {}

    # -- the driver ------------------------------------------------------------------
    def run(self) -> None:
        """Advance automatic steps until a decision with legal actions (or the end)."""
        self._legal = None
        stack = self.stack
        decisions, calls = self.rules.decisions, self.rules.calls
        while not self.over:
            if self.checkpoint():
                break
            if not stack:
                self.advance()
                continue
            f = stack[-1]
            if f["kind"] == "call":
                stack.pop()
                calls[f["fn"]](self, f)
                continue
            h = decisions[f["kind"]]
            legal = h.legal(self, f)
            if legal:
                self._legal, self._top = legal, f
                return
            stack.pop()
            if h.empty:
                h.empty(self, f)
        stack.clear()
        self._legal = []

    def push(self, frame: dict) -> None:
        self.stack.append(frame)

    def pop(self) -> dict:
        return self.stack.pop()

    def push_call(self, fn: str, **data) -> None:
        if fn not in self.rules.calls:
            raise KeyError(f"no call registered as {fn!r}")
        self.stack.append({"kind": "call", "fn": fn, **data})

