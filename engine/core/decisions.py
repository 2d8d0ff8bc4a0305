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
from .i18n import N_, msg
from .text import quote


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
      ``term(key)``: the target as a person reads it (a term message; default: ``name``);
    * ``finish(state, frame)``: when ``left`` reaches 0 (default: pop the frame), and
      ``empty(state, frame)`` when no target is left before that;
    * ``prompt`` / ``label(state, frame, key)`` / ``rule``: the wording (messages);
      ``rule`` starts every refusal (a rule number, or a message such as the card's
      title);
    * ``outside`` / ``again``: refusal message ids (marked with ``N_``; ``{name}`` and
      ``{cap}`` filled in) for a target that is not a candidate (or a function
      ``outside(state, frame, name)`` returning a message), and for one that has had its
      ``cap``.
    """

    def __init__(self, kind: str, verb: str, *, candidates, effect, prompt, rule: str,
                 allowed=None, cap=None, name=str, key=None, finish=None, empty=None,
                 label=None, term=None, outside=None, again: str | None = None):
        self.verb = verb
        self.prefix = verb + ":"
        self.candidates, self.allowed, self.effect = candidates, allowed, effect
        self.cap, self.name, self.key = cap, name, key or (lambda text: text)
        self.term = term or name
        self.finish, self.rule = finish, rule
        self.outside = outside or N_("{name} is not one of the targets this allows")
        self.again = again
        self._label = label
        super().__init__(kind, self._legal, self._apply, prompt, why=self._why,
                         label=self._labelled, empty=empty, targets=self._targets)

    def _cap(self, state, f):
        c = self.cap
        return c(state, f) if callable(c) else c

    def _ok(self, state, f, k, cap) -> str | None:
        if cap is not None and f["done"].count(k) >= cap:
            if self.again:
                return msg(self.again, name=self.term(k), cap=cap)
            if cap > 1:
                return msg("at most {cap} each, and {name} has had its share",
                           name=self.term(k), cap=cap)
            return msg("each one once, and {name} was chosen already", name=self.term(k))
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
            return msg("{rule}: choose one of the offered targets ({verb}:...), not "
                       "{action}", rule=self.rule, verb=self.verb, action=quote(str(action)))
        k = self.key(action.arg)
        if k is None:
            return msg("{rule}: there is no {name}", rule=self.rule, name=quote(action.arg))
        if k not in set(self.candidates(state, f)):
            out = self.outside
            reason = out(state, f, action.arg) if callable(out) else \
                msg(out, name=self.term(k))
            return msg("{rule}: {reason}", rule=self.rule, reason=reason)
        why = self._ok(state, f, k, self._cap(state, f))
        return msg("{rule}: {reason}", rule=self.rule, reason=why) if why else None

    def _labelled(self, state, f, action):
        k = self.key(action.arg)
        return self._label(state, f, k) if self._label else action.arg

    def _targets(self, state, f):
        return {a: a.partition(":")[2] for a in self._legal(state, f)}


class Choose(Decision):
    """One choice among the actions in ``frame["options"]``; ``frame["labels"]`` gives
    button texts, ``frame["text"]`` the question. The frame is popped, ``frame["choice"]``
    set, then the automatic step ``frame["then"]`` runs (if any).

    ``who(state, frame)`` prefixes the prompt (the decider's name, a message); ``rule``
    starts a refusal, which then lists the choices. The frame keeps its question and
    labels as message ids (English, in the snapshot), with optional ``text_args`` and
    ``label_args`` ({action: args})."""

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
        return msg("{player}: {question}", player=self.who(state, f),
                   question=frame_text(f["text"], f.get("text_args")))

    def _why(self, state, f, action):
        return msg("{rule}: choose one of {choices}", rule=self.rule,
                   choices=[self._labelled(state, f, a) for a in f["options"]])

    @staticmethod
    def _labelled(state, f, action):
        label = f["labels"].get(action)
        return action if label is None else frame_text(label, f.get("label_args", {})
                                                       .get(action))


def frame_text(msgid, args=None):
    """A message kept in a decision frame as its English id (plain data, in the
    position's snapshot) and optional arguments: the message itself."""
    if isinstance(msgid, dict):
        return msgid
    return msg(msgid, **args) if args else msg(msgid)
