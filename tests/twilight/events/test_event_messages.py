"""The card events speak in messages, never in sentences (docs/i18n/README.md).

Every card event is played in a few random positions (and complete random games are
played), its decisions answered at random; at every step the test collects what the card
modules (``events/cNNN_*.py``, ``events/wording.py``) give a person to read:

* the log lines they write, and the reasons they hand to the state's helpers
  (``gain_vp``, the DEFCON changes, ``end_game``, ``space_advance``) or keep in the
  position (``reveal_hand``, Grain Sales' ``show_one``: message ids);
* the prompt, the labels and the refusals of their own decisions (``cNNN_...`` kinds)
  and of the choices they push (``choice`` frames hold message ids);
* the reasons of their ``can_play`` checks and of the rule hooks they register
  (``can_coup``, ``can_realign``, ``can_place``, ``can_headline``, ``can_play_event``,
  ``anytime_actions``).

Each must be a message (not a ``str``) whose ids, recursively through its arguments, are
literals that ``scripts/i18n.py`` extracts (or data terms of ``GameSpec.terms``), with
the plural form the catalog has. An argument that is plain text must be an action code
(``inf:Italy``, ``give:5, give:7``) or a player's input quoted (``'Itly'``), never an
English word - except, while the rest of ``engine/twilight`` does not speak in messages
yet (it is converted separately), the plain text that comes from it (a refusal of
``ops.py``, a country named by the generic decisions of ``events/__init__.py``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from engine.core import Rng
from engine.core.action import Action
from engine.core.decisions import Allot
from engine.core.i18n import is_msg
from engine.games import get_spec
from engine.twilight import board as B
from engine.twilight import cards as C
from engine.twilight import play as P
from engine.twilight.events import EVENTS
from engine.twilight.events import c067_grain_sales_to_soviets as GRAIN
from engine.twilight.rules import RULES
from engine.twilight.state import TwilightState
from engine.twilight.testing import pos

ROOT = Path(__file__).resolve().parents[3]
SPEC = get_spec("twilight")
CARD_MODULE = re.compile(r"^engine\.twilight\.events\.(c\d{3}_\w+|wording)$")
CARD_KIND = re.compile(r"^c\d{3}_")
ACTION_CODE = re.compile(r"^'?[a-z_]+(:[^,']*)?'?$")
QUOTED = re.compile(r"^(Action\()?(['\"]).*\2\)?$")     # a player's input, quoted (core)
HOOKS = ("can_coup", "can_realign", "can_place", "can_headline", "can_play_event",
         "anytime_actions")


def _catalog():
    import i18n as module  # scripts/i18n.py, on the path by tests/conftest.py
    entries, _dynamic = module.collect()
    return {key: plural for key, (plural, _places) in entries.items()}


KNOWN = _catalog()


def _rest_speaks_messages() -> bool:
    """True once the rest of engine/twilight speaks in messages (the action round's
    prompt, play.py's, is one): plain text from it is then refused too."""
    return is_msg(pos(hands=[[4], [19]]).prompt())


STRICT = _rest_speaks_messages()


def check(value, where: str) -> None:
    """``value`` is a message known to the catalog, recursively."""
    assert is_msg(value), f"{where}: not a message: {value!r}"
    _check(value, where)


def _check(value, where):
    if is_msg(value):
        key = (value.get("ctx"), value["id"])
        # the Space Race's box names are data terms of the rest of engine/twilight
        assert key in KNOWN or (not STRICT and key[0] == "twilight space race"), \
            f"{where}: {key!r} is not extracted (a literal id?) in {value!r}"
        if value.get("plural") is not None:
            assert KNOWN[key] == value["plural"], f"{where}: plural of {key!r}"
        for arg in (value.get("args") or {}).values():
            _check(arg, where)
    elif isinstance(value, (list, tuple)):
        for v in value:
            _check(v, where)
    elif isinstance(value, str):
        if STRICT and not QUOTED.match(value):
            assert all(ACTION_CODE.match(part) for part in value.split(", ")), \
                f"{where}: plain text argument {value!r}"
    else:
        assert isinstance(value, int), f"{where}: argument {value!r}"


def _caller_is_card_module(depth: int = 2) -> bool:
    return bool(CARD_MODULE.match(sys._getframe(depth).f_globals.get("__name__", "")))


@pytest.fixture
def watched(monkeypatch):
    """Check what the card modules write or hand to the state's helpers, as they do."""
    def wrap(cls_or_module, name, *positions, msgid=False):
        original = getattr(cls_or_module, name)

        def wrapper(*args, **kwargs):
            if _caller_is_card_module():
                for k in positions:
                    value = kwargs.get(k) if isinstance(k, str) else \
                        (args[k] if len(args) > k else None)
                    if value is None or value == "":
                        continue
                    if msgid:
                        assert isinstance(value, str) and (None, value) in KNOWN, \
                            f"{name}: {value!r} is not a known message id"
                    else:
                        check(value, f"{name} from a card")
            return original(*args, **kwargs)
        monkeypatch.setattr(cls_or_module, name, wrapper)

    wrap(TwilightState, "say", 1)
    wrap(TwilightState, "gain_vp", 3, "why")
    wrap(TwilightState, "change_defcon", 3, "reason")
    wrap(TwilightState, "degrade_defcon", 3, "reason")
    wrap(TwilightState, "improve_defcon", 2, "reason")
    wrap(TwilightState, "set_defcon", 3, "reason")
    wrap(TwilightState, "end_game", 3, "text")
    wrap(TwilightState, "reveal_hand", 2, "why", msgid=True)
    wrap(P, "space_advance", 2, "how")
    wrap(GRAIN, "show_one", 3, "why", msgid=True)
    seen = []
    monkeypatch.setattr(TwilightState, "run", _counting(TwilightState.run, seen))
    return seen


def _counting(run, seen):
    def wrapper(self):
        run(self)
        seen.append(1)
    return wrapper


# ---------------------------------------------------------------- what a position shows
def _illegal_samples(state, legal):
    out = {"nonsense", "card:999"}
    for a in legal:
        verb = Action(a).verb
        out.update(f"{verb}:{x}" for x in ("Italy", "Japan", "Zaire", "Cuba", "Nowhere", "6",
                                           "21"))
    return [a for a in sorted(out) if a not in legal][:8]


def check_decision(state) -> None:
    f = state.pending()
    if f is None or "kind" not in f:
        return
    kind = f["kind"]
    if not (CARD_KIND.match(kind) or kind == "choice"):
        return
    where = f"decision {kind}"
    check(state.prompt(), where + " prompt")
    legal = state.legal_actions()
    dec = RULES.decisions[kind]
    generic_labels = isinstance(dec, Allot) and dec._label is not None
    for a in legal:
        label = state.label(a)
        if is_msg(label) or STRICT or not generic_labels:
            check(label, f"{where} label of {a}")
    if kind == "choice" and not STRICT:
        return                                   # events/__init__'s own refusal rule
    for a in _illegal_samples(state, legal):
        why = dec.why(state, f, Action(a)) if dec.why else None
        if why is not None:
            check(why, f"{where} refusal of {a}")


def check_rules(state) -> None:
    """The ``can_play`` checks and the hooks of the card modules, now."""
    for n, ev in EVENTS.items():
        if ev.can_play is None or not CARD_MODULE.match(ev.can_play.__module__):
            continue
        for side in (B.USSR, B.US):
            why = ev.can_play(state, side)
            if why:
                assert why[0] in ("prohibited", "prerequisite"), why
                check(why[1], f"can_play of {n}")
    cards = sorted(set(state.hands[0] + state.hands[1]) | {49, 7})
    for point in HOOKS:
        for effect, fn in RULES.hooks[point]:
            if effect not in state.effects or not CARD_MODULE.match(fn.__module__):
                continue
            for side in (B.USSR, B.US):
                if point == "anytime_actions":
                    for _action, label, _apply, why in fn(state, side):
                        check(label, f"{point} label")
                        if why is not None:
                            check(why, f"{point} refusal")
                    continue
                if point in ("can_headline", "can_play_event"):
                    results = [fn(state, side, c) for c in cards]
                elif point == "can_coup":
                    results = [fn(state, side, i, free) for i in range(B.N)
                               for free in (False, True)]
                else:
                    results = [fn(state, side, i) for i in range(B.N)]
                for why in results:
                    if why:
                        check(why[1] if isinstance(why, tuple) else why, f"{point} {effect}")


def walk(state, chooser, steps: int) -> None:
    for _ in range(steps):
        if state.is_over:
            return
        check_decision(state)
        check_rules(state)
        legal = state.legal_actions()
        if not legal:
            return
        state.apply(legal[chooser.randbelow(len(legal))])


# ---------------------------------------------------------------- the scenarios
def scenario(card: int, seed: int):
    """A late-war position where the side of ``card`` (the USSR for a card of both) is to
    play it, with influence all over the map, cards in hands and piles, and the cards
    other events need in play."""
    rng = Rng(seed)
    side = B.US if C.SIDE[card] == B.US else B.USSR
    others = [c for c in sorted(EVENTS) if c != card and not C.SCORING[c]]
    rng.shuffle(others)
    hands = [others[0:5], others[5:10]]
    hands[side] = sorted(hands[side] + [card])
    inf = {}
    for name in B.NAMES:
        a, b = rng.randbelow(4), rng.randbelow(4)
        if a or b:
            inf[name] = (a, b)
    s = pos(turn=8, defcon=2 + rng.randbelow(4), vp=rng.randbelow(11) - 5,
            phasing=side, ar=1 + rng.randbelow(3), hands=hands, inf=inf,
            deck=others[10:20], discard=others[20:30] + [1, 2], space=[rng.randbelow(8),
                                                                        rng.randbelow(8)],
            milops=[rng.randbelow(5), rng.randbelow(5)], china=rng.randbelow(2),
            effects={"john_paul_ii": {}} if seed % 2 else {}, run=False)
    s.in_play = [c for c in (16, 23, 21, 68, 101, 73) if c != card and c not in others[:30]]
    s.run()
    return s


@pytest.mark.parametrize("card", sorted(c for c in EVENTS if not C.SCORING[c]))
def test_each_event_speaks_in_messages(card, watched):
    for seed in range(3):
        s = scenario(card, seed * 1000 + card)
        s.apply(f"card:{card}")
        if "event" in s.legal_actions():
            s.apply("event")
        elif "ops" in s.legal_actions():
            s.apply("ops")                        # the opponent's event happens too
        walk(s, Rng(seed), 60)
    assert watched, "the position never ran"


def test_random_games_speak_in_messages(watched):
    chooser = Rng(5)
    for seed in range(3):
        s = SPEC.new({} if seed else {"tournament": True}, seed)
        walk(s, chooser, 400)
