"""Generic decisions, shared by every game: allot units one at a time among targets, and
choose one option. A game (or a card) builds its own kinds from these by passing its
limits and its wording; the frame on the stack holds only what changes while deciding.

* :class:`Allot` - "place 4 influence, at most 2 per country", "remove 3 armies": one
  action ``verb:Target`` per unit; the frame counts ``left`` and records ``done``.
* :class:`Choose` - one choice among the actions listed in the frame (``options``), with
  labels and a prompt carried by the frame; then an automatic step runs.

Both are :class:`~engine.core.flow.Decision` objects: register them with
``rules.add(...)``.
"""

from __future__ import annotations

from .flow import Decision


class Allot(Decision):
    """Units handed out one at a time among targets.

    Frame data: ``left`` (units still to allot), ``done`` (keys chosen so far, in order).

    * ``candidates(state, frame) -> iterable of keys``: the targets in principle, in the
      order actions are listed;
    * ``allowed(state, frame, key) -> None | str``: None if one more unit may go to
      ``key`` now, else the refusal (rule and reason) - checked with the ``cap``;
    * ``cap``: at most this many units per target (int), or a function ``(state, frame)
      -> int | None``, or None;
    * ``effect(state, frame, key)``: what one unit does (and its log line);
    * ``name(key) -> str`` / ``key(name) -> key | None``: the target's text in actions;
    * ``finish(state, frame)``: when ``left`` reaches 0 (default: pop the frame), and
      ``empty(state, frame)`` when no target is left before that;
    * ``prompt`` / ``label(state, frame, key)`` / ``rule``: the wording; ``rule`` starts
      every refusal (e.g. "14 COMECON");
    * ``outside`` / ``again``: refusal texts (``{name}``, ``{cap}`` filled in) for a target
      that is not a candidate (or ``outside(state, frame, name)``), and for one that has
      had its ``cap``.
    """

    def __init__(self, kind: str, verb: str, *, candidates, effect, prompt, rule: str,
                 allowed=None, cap=None, name=str, key=None, finish=None, empty=None,
                 label=None, what: str = "target", outside: str | None = None,
                 again: str | None = None):
        self.verb = verb
        self.prefix = verb + ":"
        self.candidates, self.allowed, self.effect = candidates, allowed, effect
        self.cap, self.name, self.key = cap, name, key or (lambda text: text)
        self.finish, self.rule, self.what = finish, rule, what
        self.outside = outside or ("{name} is not a " + what + " this allows")
        self.again = again
        self._label = label
        super().__init__(kind, self._legal, self._apply, prompt, why=self._why,
                         label=self._labelled, empty=empty, targets=self._targets)

    def _cap(self, state, f):
        c = self.cap
        return c(state, f) if callable(c) else c

    def _ok(self, state, f, k, cap) -> str | None:
        if cap is not None and f["done"].count(k) >= cap:
            text = self.again or ("at most {cap} per " + self.what + ", and {name} has had "
                                  "its share" if cap > 1 else
                                  "each " + self.what + " once, and {name} was chosen already")
            return text.format(name=self.name(k), cap=cap)
        return self.allowed(state, f, k) if self.allowed else None

    def _legal(self, state, f):
        cap = self._cap(state, f)
        p = self.prefix
        return [p + self.name(k) for k in self.candidates(state, f)
                if self._ok(state, f, k, cap) is None]

    def _apply(self, state, f, action):
        k = self.key(action.arg)
        f["done"].append(k)
        f["left"] -= 1
        self.effect(state, f, k)
        if f["left"] <= 0:
            if self.finish:
                self.finish(state, f)
            elif state.stack and state.stack[-1] is f:
                state.pop()

    def _why(self, state, f, action):
        if action.verb != self.verb:
            return (f"{self.rule}: choose a {self.what} ({self.verb}:{self.what.title()}), "
                    f"not '{action}'")
        k = self.key(action.arg)
        if k is None:
            return f"{self.rule}: there is no {action.arg!r}"
        if k not in set(self.candidates(state, f)):
            out = self.outside
            text = out(state, f, action.arg) if callable(out) else out.format(name=action.arg)
            return f"{self.rule}: {text}"
        why = self._ok(state, f, k, self._cap(state, f))
        return f"{self.rule}: {why}" if why else None

    def _labelled(self, state, f, action):
        k = self.key(action.arg)
        return self._label(state, f, k) if self._label else action.arg

    def _targets(self, state, f):
        return {a: a.partition(":")[2] for a in self._legal(state, f)}


class Choose(Decision):
    """One choice among the actions in ``frame["options"]``; ``frame["labels"]`` gives
    button texts, ``frame["text"]`` the question. The frame is popped, ``frame["choice"]``
    set, then the automatic step ``frame["then"]`` runs (if any).

    ``who(state, frame) -> str`` prefixes the prompt (the decider's name); ``rule`` starts
    a refusal, which then lists the choices."""

    def __init__(self, kind: str = "choice", *, who, rule: str):
        self.who, self.rule = who, rule
        super().__init__(kind, self._legal, self._apply, self._prompt, why=self._why,
                         label=self._labelled)

    @staticmethod
    def _legal(state, f):
        return list(f["options"])

    @staticmethod
    def _apply(state, f, action):
        state.pop()
        f["choice"] = str(action)
        if f.get("then"):
            state.push_call(f["then"], frame=f)

    def _prompt(self, state, f):
        return f"{self.who(state, f)}: {f['text']}"

    def _why(self, state, f, action):
        return f"{self.rule}: " + ", ".join(f["options"])

    @staticmethod
    def _labelled(state, f, action):
        return f["labels"].get(action, action)
