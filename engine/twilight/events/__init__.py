"""The card-event framework (7.0): a registry of events, and reusable decision frames.

An event is a small function ``fn(state, side)`` registered for its card number with
:func:`event`. ``side`` is the player who implements the event (5.2: for an opponent's
event triggered by operations, and in the headline, the opponent implements it "as if he
had played the card"); ``state.card_player`` is the player who played the card. The
function changes the state directly (``state.add_inf``, ``state.gain_vp``,
``state.degrade_defcon``, ...) and/or pushes decision frames for the choices the event
needs (generic ones below, or its own kinds registered with
:func:`engine.twilight.frames.decision`). Frames are resolved after the function returns,
top of the stack first; push a continuation ``state.push_call(name, ...)`` *before* the
frames it must follow.

A card whose event is not registered is *not implemented*: it never enters the deck
(the export says ``implemented: false``), and if a test puts it into a hand it can only be
used for operations or the Space Race, loudly logged.

Modules in this package are imported automatically (sorted by name), so each card can
live in its own module, e.g. ``events/c019_truman_doctrine.py`` - see
docs/TWILIGHT_EVENTS.md.
"""

from __future__ import annotations

import importlib
import pkgutil

from .. import board as B
from .. import cards as C
from engine.core.decisions import Allot, Choose
from engine.core.flow import Decision

from ..rules import RULES, call, decision

SIDE_NAME = B.SIDES
NAMES = B.NAMES
INDEX = B.INDEX


class Event:
    __slots__ = ("number", "fn", "can_play")

    def __init__(self, number, fn, can_play):
        self.number, self.fn, self.can_play = number, fn, can_play


EVENTS: dict[int, Event] = {}


def event(number: int, *, can_play=None):
    """Decorator: ``fn(state, side)`` is the event of card ``number``.

    ``can_play(state, side)`` (optional) returns None when the event may happen now, or
    ``("prerequisite", "text")`` / ``("prohibited", "text")`` (5.2, 7.5): the event then
    cannot be chosen as an event, does not happen when triggered by the opponent's
    operations, and the card is discarded rather than removed."""
    def deco(fn):
        if number in EVENTS:
            raise ValueError(f"event of card {number} registered twice")
        if number not in C.NAME or number == C.CHINA:
            raise ValueError(f"card {number} has no event to register")
        EVENTS[number] = Event(number, fn, can_play)
        return fn
    return deco


def implemented(card: int) -> bool:
    """True when the card can take part in a game (its event exists; China Card)."""
    return card == C.CHINA or card in EVENTS


def blocked(state, side: int, card: int):
    """None if ``card``'s event may happen for implementer ``side``, else (kind, text)."""
    ev = EVENTS.get(card)
    if ev is None:
        return ("unimplemented", f"the event of {C.title(card)} is not implemented yet")
    if ev.can_play is not None:
        why = ev.can_play(state, side)
        if why:
            return why
    for effect, fn in RULES.hooks["can_play_event"]:
        if effect in state.effects:
            why = fn(state, side, card)
            if why:
                return why
    return None


# ---------------------------------------------------------------- generic decisions
def influence_decision(kind: str, *, rule: str, prompt, whose, countries, verb: str = "inf",
                       amount=1, allowed=None, cap=1, log=None, label=None, finish=None,
                       empty=None, outside="the event does not allow {name}",
                       again: str | None = None) -> Decision:
    """Register a decision "add or remove influence, one country at a time" built on the
    core's :class:`~engine.core.decisions.Allot`, with a card's own limits and wording.

    * ``whose``: the side whose influence changes (int), or ``fn(state, frame)``;
    * ``countries``: candidate country indices in action order, or ``fn(state, frame)``;
    * ``amount``: influence added per choice (negative removes), or ``fn(state, frame)``;
    * ``allowed(state, frame, i) -> None | reason``: a condition checked at each pick
      (e.g. "not controlled by the US"); ``cap``: picks per country (None: no limit);
    * ``rule`` starts every refusal ("14 COMECON"), ``prompt(state, frame)`` asks,
      ``log(state, frame, i, change)`` writes the log line, ``label(state, frame, i)`` the
      button; the frame holds ``left`` and ``done`` (indices), plus the card's own data.
    """
    def _val(v, state, f):
        return v(state, f) if callable(v) else v

    def effect(state, f, i):
        who = _val(whose, state, f)
        change = state.add_inf(who, i, _val(amount, state, f))
        if log:
            state.say(log(state, f, i, change))
        else:
            state.say(f"{SIDE_NAME[who]} {'gains' if change >= 0 else 'loses'} "
                      f"{abs(change)} influence in {NAMES[i]}.")

    def lbl(state, f, i):
        if label:
            return label(state, f, i)
        n = _val(amount, state, f)
        return f"{'+' if n > 0 else '-'}{abs(n)} in {NAMES[i]}"

    return RULES.add(Allot(
        kind, verb, rule=rule, prompt=prompt, effect=effect, label=lbl,
        candidates=lambda state, f: _val(countries, state, f), allowed=allowed, cap=cap,
        name=NAMES.__getitem__, key=INDEX.get, finish=finish, empty=empty,
        outside=outside, again=again))


def _finish(state, f):
    if state.stack and state.stack[-1] is f:
        state.pop()
    if f.get("then"):
        state.push_call(f["then"], frame=f)


def _place_empty(state, f):
    if f.get("then"):
        state.push_call(f["then"], frame=f)


def push_place(state, side: int, count: int, countries, *, max_per: int | None = None,
               whose: int | None = None, then: str | None = None, **data) -> None:
    """``side`` places ``count`` influence points of side ``whose`` (default ``side``)
    one at a time in ``countries`` (indices), at most ``max_per`` per country; no
    adjacency requirement (6.1.1 exception for events). Then ``then`` (a call name) runs
    with the frame as argument (its ``done`` lists the countries chosen)."""
    state.push({"kind": "place", "side": side, "whose": side if whose is None else whose,
                "left": count, "countries": sorted(countries), "max_per": max_per,
                "done": [], "then": then, **data})


influence_decision(
    "place", rule="5.5 (event text)", whose=lambda s, f: f["whose"],
    countries=lambda s, f: f["countries"], cap=lambda s, f: f["max_per"],
    finish=_finish, empty=_place_empty,
    outside="the event does not place influence in {name}",
    again="at most {cap} influence per country; {name} has its share",
    prompt=lambda s, f: f"{SIDE_NAME[f['side']]}: place {SIDE_NAME[f['whose']]} influence "
                        f"({f['left']} left)")


def push_remove(state, side: int, count: int, countries, *, whose: int | None = None,
                max_per: int | None = None, then: str | None = None, **data) -> None:
    """``side`` removes ``count`` influence of side ``whose`` (default: the opponent)
    one point at a time from ``countries``, at most ``max_per`` per country."""
    state.push({"kind": "remove", "side": side, "whose": 1 - side if whose is None else whose,
                "left": count, "countries": sorted(countries), "max_per": max_per,
                "done": [], "then": then, **data})


def has_influence(state, f, i):
    """``allowed`` for removals: the side losing influence must have some there."""
    if state.inf[f["whose"]][i] <= 0:
        return f"{SIDE_NAME[f['whose']]} has no influence left in {NAMES[i]}"
    return None


influence_decision(
    "remove", verb="remove", rule="5.5 (event text)", whose=lambda s, f: f["whose"],
    amount=-1, countries=lambda s, f: f["countries"], cap=lambda s, f: f["max_per"],
    allowed=has_influence, finish=_finish, empty=_place_empty,
    outside="the event does not remove influence in {name}",
    again="at most {cap} influence per country; {name} has given its share",
    prompt=lambda s, f: f"{SIDE_NAME[f['side']]}: remove {SIDE_NAME[f['whose']]} "
                        f"influence ({f['left']} left)")


def push_choice(state, side: int, options, then: str, *, labels=None, prompt=None,
                prompt_args=None, label_args=None, **data) -> None:
    """A one-off choice among ``options`` (action strings); the call ``then`` runs with
    ``frame["choice"]`` set to the chosen action.

    ``prompt`` and the ``labels`` ({action: text}) are message ids (literal English
    marked with ``N_``; the frame is in the position's snapshot), with their arguments
    in ``prompt_args`` and ``label_args`` ({action: {name: value}}): numbers, or terms
    (``engine.twilight.terms``)."""
    frame = {"kind": "choice", "side": side, "options": list(options), "then": then,
             "labels": dict(labels or {}), "text": prompt or "choose", **data}
    if prompt_args:
        frame["text_args"] = dict(prompt_args)
    if label_args:
        frame["label_args"] = {a: dict(v) for a, v in label_args.items()}
    state.push(frame)


RULES.add(Choose("choice", who=lambda s, f: SIDE_NAME[f["side"]],
                 rule="5.5: the event's text offers only"))


def push_discard(state, side: int, *, min_ops: int = 0, optional: bool = True,
                 then: str | None = None, **data) -> None:
    """``side`` may (``optional``) or must discard a card with at least ``min_ops``
    operations (5.3: a higher value satisfies; 9.5: never the China Card; 5.4: the
    discarded card's event does not happen). ``frame["choice"]`` is the card number or
    None (declined / nothing to discard) when ``then`` runs."""
    state.push({"kind": "discard", "side": side, "min_ops": min_ops, "optional": optional,
                "then": then, "choice": None, **data})


def _discard_cards(state, f):
    from ..ops import ops_value
    side = f["side"]
    return [c for c in sorted(state.hands[side])
            if C.OPS[c] > 0 and ops_value(state, side, c) >= f["min_ops"]] \
        if f["min_ops"] > 0 else sorted(state.hands[side])


def _discard_legal(state, f):
    acts = ["discard:%d" % c for c in _discard_cards(state, f)]
    if acts and f["optional"]:
        acts.append("decline")
    return acts


def _discard_apply(state, f, action):
    state.pop()
    if action != "decline":
        card = action.number
        state.hands[f["side"]].remove(card)
        state.discard.append(card)
        state.reveal()
        state.say(f"{SIDE_NAME[f['side']]} discards {C.title(card)} (its event does not "
                  f"happen, 5.4).")
        f["choice"] = card
    else:
        state.say(f"{SIDE_NAME[f['side']]} does not discard.")
    if f.get("then"):
        state.push_call(f["then"], frame=f)


decision("discard", legal=_discard_legal, apply=_discard_apply, empty=_place_empty,
         prompt=lambda s, f: f"{SIDE_NAME[f['side']]}: discard a card"
                             + (f" of {f['min_ops']}+ operations" if f["min_ops"] else "")
                             + (" (or decline)" if f["optional"] else ""),
         why=lambda s, f, a: ("9.5: the China Card is never discarded by an event"
                              if a == "discard:%d" % C.CHINA else
                              "5.3: that card cannot satisfy this discard"),
         label=lambda s, f, a: ("Do not discard" if a == "decline"
                                else f"Discard {C.title(a.number)}"))


def load_all() -> None:
    """Import every module of this package (sorted by name): each registers its events."""
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{info.name}")


__all__ = ["EVENTS", "event", "implemented", "blocked", "influence_decision", "push_place",
           "push_remove", "has_influence", "push_choice", "push_discard", "call", "decision",
           "RULES", "load_all"]
