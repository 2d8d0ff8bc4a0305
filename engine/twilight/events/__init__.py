"""The card-event framework (7.0): a registry of events, and reusable decision frames.

An event is a small function ``fn(state, side)`` registered for its card number with
:func:`event`. ``side`` is the player who implements the event (5.2: for an opponent's
event triggered by operations, and in the headline, the opponent implements it "as if he
had played the card"); ``state.card_player`` is the player who played the card. The
function changes the state directly (``state.add_inf``, ``state.gain_vp``,
``state.degrade_defcon``, ...) and/or pushes decision frames for the choices the event
needs (generic ones below, or its own kinds registered with
:func:`engine.twilight.rules.RULES.decision`). Frames are resolved after the function returns,
top of the stack first; push a continuation ``state.push_call(name, ...)`` *before* the
frames it must follow.

A card whose event is not registered is *not implemented*: it never enters the deck
(the export says ``implemented: false``), and if a test puts it into a hand it can only be
used for operations or the Space Race, loudly logged.

Modules in this package are imported automatically (sorted by name), so each card can
live in its own module, e.g. ``events/c019_truman_doctrine.py`` - see
docs/TWILIGHT_EVENTS.md.

Messages (docs/i18n/README.md): an event never builds a sentence. Every log line
(``state.say(msg(...))``), prompt, label, refusal (``why``, ``allowed``, the ``can_*``
hooks, ``can_play``'s reason) is a message; names are terms of :mod:`..terms`
(``T.side(s)``, ``T.country(i)``, ``T.card(n)``, ``T.region(name)``, ``T.space_box(k)``;
``C.title(n)`` / ``T.card_title(n)`` is "COMECON (14)", ``T.card_rule(n)`` "14 COMECON",
the start of a card's refusals). What the state's helpers take:
``gain_vp(side, n, why)``, ``degrade_defcon / improve_defcon / set_defcon(..., reason)``
a message (``T.card(n)``, ``msg(...)``) or a rule number; ``end_game(winner, code, text)``
a whole sentence (the log adds who wins); ``reveal_hand(side, why)`` a literal message
id marked ``N_`` (kept in the position: the same English text as before);
``play.space_advance(state, side, how)`` a clause naming the side
(``msg("{side} advances with {card}", ...)``). Frames keep message ids (``N_``) and
plain arguments, never a sentence. tests/twilight/test_messages.py checks all of it on
random games (its ``PENDING_CARD_MODULES`` lists the modules not converted yet).
"""

from __future__ import annotations

import importlib
import pkgutil

from .. import board as B
from .. import cards as C
from .. import terms as T
from engine.core.decisions import Allot, Choose
from engine.core.flow import Decision
from engine.core.i18n import N_, msg, nmsg

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
    ``("prerequisite", reason)`` / ``("prohibited", reason)`` (5.2, 7.5; ``reason`` a
    message, e.g. ``msg("{card}: the US must control Japan", card=T.card_rule(n))``,
    shown in brackets after "the event cannot be played now"): the event then
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
    """None if ``card``'s event may happen for implementer ``side``, else (kind, reason):
    ``reason`` a message."""
    ev = EVENTS.get(card)
    if ev is None:
        return ("unimplemented", msg("the event of {card} is not implemented yet",
                                     card=C.title(card)))
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
def influence_decision(kind: str, *, rule, prompt, whose, countries, verb: str = "inf",
                       amount=1, allowed=None, cap=1, log=None, label=None, finish=None,
                       empty=None, outside=N_("the event does not allow {name}"),
                       again: str | None = None) -> Decision:
    """Register a decision "add or remove influence, one country at a time" built on the
    core's :class:`~engine.core.decisions.Allot`, with a card's own limits and wording.

    * ``whose``: the side whose influence changes (int), or ``fn(state, frame)``;
    * ``countries``: candidate country indices in action order, or ``fn(state, frame)``;
    * ``amount``: influence added per choice (negative removes), or ``fn(state, frame)``;
    * ``allowed(state, frame, i) -> None | reason``: a condition checked at each pick
      (e.g. "not controlled by the US"; the reason a message); ``cap``: picks per country
      (None: no limit);
    * ``rule`` starts every refusal: a card as ``terms.card_rule(14)`` ("14 COMECON"), a
      plain rule number ("6.1.1"), or a message;
    * messages: ``prompt(state, frame)`` asks, ``log(state, frame, i, change)`` writes the
      log line (``change``: the influence actually added, negative when removed),
      ``label(state, frame, i)`` the button;
    * ``outside`` / ``again``: message ids (literals marked with ``N_``) with ``{name}``
      (the country, a term) and ``{cap}``: the refusal of a country that is not a
      candidate, and of one that had its ``cap`` (``outside`` may also be a function
      ``(state, frame, name) -> message``).

    The frame holds ``left`` and ``done`` (indices), plus the card's own data.
    """
    def _val(v, state, f):
        return v(state, f) if callable(v) else v

    def effect(state, f, i):
        who = _val(whose, state, f)
        change = state.add_inf(who, i, _val(amount, state, f))
        if log:
            state.say(log(state, f, i, change))
        elif change >= 0:
            state.say(nmsg("{side} gains {n} influence in {country}.",
                           "{side} gains {n} influence in {country}.", change,
                           side=T.side(who), country=T.country(i)))
        else:
            state.say(nmsg("{side} loses {n} influence in {country}.",
                           "{side} loses {n} influence in {country}.", -change,
                           side=T.side(who), country=T.country(i)))

    def lbl(state, f, i):
        if label:
            return label(state, f, i)
        n = _val(amount, state, f)
        return msg("+{n} in {country}", n=n, country=T.country(i)) if n > 0 else \
            msg("-{n} in {country}", n=-n, country=T.country(i))

    return RULES.add(Allot(
        kind, verb, rule=rule, prompt=prompt, effect=effect, label=lbl,
        candidates=lambda state, f: _val(countries, state, f), allowed=allowed, cap=cap,
        name=NAMES.__getitem__, key=INDEX.get, term=T.country, finish=finish, empty=empty,
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


#: the refusals of the generic placement and removal start with this rule
EVENT_TEXT = msg("5.5 (event text)")

influence_decision(
    "place", rule=EVENT_TEXT, whose=lambda s, f: f["whose"],
    countries=lambda s, f: f["countries"], cap=lambda s, f: f["max_per"],
    finish=_finish, empty=_place_empty,
    outside=N_("the event does not place influence in {name}"),
    again=N_("at most {cap} influence per country; {name} has its share"),
    prompt=lambda s, f: nmsg("{side}: place {whose} influence ({n} left)",
                             "{side}: place {whose} influence ({n} left)", f["left"],
                             side=T.side(f["side"]), whose=T.side(f["whose"])))


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
        return msg("{side} has no influence left in {country}", side=T.side(f["whose"]),
                   country=T.country(i))
    return None


influence_decision(
    "remove", verb="remove", rule=EVENT_TEXT, whose=lambda s, f: f["whose"],
    amount=-1, countries=lambda s, f: f["countries"], cap=lambda s, f: f["max_per"],
    allowed=has_influence, finish=_finish, empty=_place_empty,
    outside=N_("the event does not remove influence in {name}"),
    again=N_("at most {cap} influence per country; {name} has given its share"),
    prompt=lambda s, f: nmsg("{side}: remove {whose} influence ({n} left)",
                             "{side}: remove {whose} influence ({n} left)", f["left"],
                             side=T.side(f["side"]), whose=T.side(f["whose"])))


def push_choice(state, side: int, options, then: str, *, labels=None, prompt=None,
                prompt_args=None, label_args=None, **data) -> None:
    """A one-off choice among ``options`` (action strings); the call ``then`` runs with
    ``frame["choice"]`` set to the chosen action.

    ``prompt`` and the ``labels`` ({action: text}) are message ids (literal English
    marked with ``N_``; the frame is in the position's snapshot), with their arguments
    in ``prompt_args`` and ``label_args`` ({action: {name: value}}): numbers, or terms
    (``engine.twilight.terms``)."""
    frame = {"kind": "choice", "side": side, "options": list(options), "then": then,
             "labels": dict(labels or {}), "text": prompt or N_("choose"), **data}
    if prompt_args:
        frame["text_args"] = dict(prompt_args)
    if label_args:
        frame["label_args"] = {a: dict(v) for a, v in label_args.items()}
    state.push(frame)


RULES.add(Choose("choice", who=lambda s, f: T.side(f["side"]),
                 rule=msg("5.5: the event's text offers only")))


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
        state.say(msg("{side} discards {card} (its event does not happen, 5.4).",
                      side=T.side(f["side"]), card=C.title(card)))
        f["choice"] = card
    else:
        state.say(msg("{side} does not discard.", side=T.side(f["side"])))
    if f.get("then"):
        state.push_call(f["then"], frame=f)


def _discard_prompt(state, f):
    side, n = T.side(f["side"]), f["min_ops"]
    if n and f["optional"]:
        return nmsg("{side}: discard a card of {n}+ operations (or decline)",
                    "{side}: discard a card of {n}+ operations (or decline)", n, side=side)
    if n:
        return nmsg("{side}: discard a card of {n}+ operations",
                    "{side}: discard a card of {n}+ operations", n, side=side)
    if f["optional"]:
        return msg("{side}: discard a card (or decline)", side=side)
    return msg("{side}: discard a card", side=side)


_DECLINE = msg("Do not discard")

decision("discard", legal=_discard_legal, apply=_discard_apply, empty=_place_empty,
         prompt=_discard_prompt,
         why=lambda s, f, a: (msg("9.5: the China Card is never discarded by an event")
                              if a == "discard:%d" % C.CHINA else
                              msg("5.3: that card cannot satisfy this discard")),
         label=lambda s, f, a: (_DECLINE if a == "decline"
                                else msg("Discard {card}", card=C.title(a.number))))


def load_all() -> None:
    """Import every module of this package (sorted by name): each registers its events."""
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        importlib.import_module(f"{__name__}.{info.name}")


__all__ = ["EVENTS", "event", "implemented", "blocked", "influence_decision", "push_place",
           "push_remove", "has_influence", "push_choice", "push_discard", "call", "decision",
           "RULES", "load_all"]
