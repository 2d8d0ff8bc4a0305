"""Helpers for tests of the Twilight Struggle engine (rules and card events).

    from engine.twilight.testing import pos, play, where, stub_events, log_text

    s = pos(hands=[[19], []], inf={"Italy": (0, 2)}, turn=2, defcon=4)
    play(s, "card:19", "event", ...)
    assert where(s, "Italy") == (0, 0)

``log_text(s)`` is the log as English text (the log holds messages: ``str`` of each);
``english(x)`` turns every message inside advice, a view or a summary into its text.
``stub_events(monkeypatch)`` registers a do-nothing event for every card whose event
is not implemented yet, so a test can use the complete deck (dealing, reshuffles, era
changes). Dice: ``s.rng.force([4, 2])`` before the action that rolls.
"""

from __future__ import annotations

from engine.core.i18n import is_msg, msg, text

from . import board as B
from . import cards as C
from .events import EVENTS, Event
from .state import TwilightState

USSR, US = B.USSR, B.US


def pos(options=None, seed: int = 0, **kw) -> TwilightState:
    """A position at the start of an action round: see TwilightState.position."""
    return TwilightState.position(options, seed, **kw)


def play(state, *actions) -> TwilightState:
    for a in actions:
        state.apply(a)
    return state


def where(state, name: str) -> tuple[int, int]:
    """(USSR, US) influence in country ``name``."""
    i = B.INDEX[name]
    return state.inf[0][i], state.inf[1][i]


def complete(state, in_play=()) -> TwilightState:
    """Put ``in_play`` in play and every unused implemented Early War card into the
    draw pile (drawn first), so each card is somewhere and the invariants hold."""
    state.in_play = list(in_play)
    seen = set(state.deck + state.discard + state.removed + state.in_play
               + state.hands[0] + state.hands[1])
    state.deck = [c for c in C.ERA_CARDS["early"]
                  if c in EVENTS and c not in seen] + state.deck
    state.refresh()
    return state


def log_text(state) -> list[str]:
    """The log's lines as English text (``str`` of each message), to compare with."""
    return [text(line) for line in state.log]


def english(value):
    """``value`` with every message in it as its English text (through dicts, lists and
    tuples): advice, a view, a summary, to compare with strings."""
    if is_msg(value):
        return text(value)
    if isinstance(value, dict):
        return {k: english(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(english(v) for v in value)
    return value


def _noop(state, side):
    state.say(msg("(stub event: no effect)"))


def stub_events(monkeypatch, cards=None) -> list[int]:
    """Register a no-op event for every (or the given) unimplemented card, for the
    duration of a test. Returns the card numbers stubbed."""
    stubbed = []
    for n in (cards if cards is not None else C.ALL):
        if n != C.CHINA and n not in EVENTS:
            monkeypatch.setitem(EVENTS, n, Event(n, _noop, None))
            stubbed.append(n)
    return stubbed


# ------------------------------------------------------------------ hidden information
def permute_side(state, side: int, rng):
    """A copy of a Twilight position in which what ``side`` cannot know is dealt anew:
    the opponent's unrevealed cards and the draw pile exchanged and reshuffled, a secret
    opponent headline swapped for another unknown card."""
    s = state.clone()
    opp = 1 - side
    shown = s.shown[opp]
    known = set()
    if shown:
        known = set(s.hands[opp]) if shown.get("live") else set(shown["cards"])
    free = [c for c in s.hands[opp] if c not in known]
    pool = free + list(s.deck)
    hl = s.headline[opp]
    secret = hl is not None and not s.headline_shown[opp]
    if secret:
        pool.append(hl)
    rng.shuffle(pool)
    k = len(free)
    s.hands[opp] = sorted([c for c in s.hands[opp] if c in known] + pool[:k])
    rest = pool[k:]
    if secret:
        s.headline[opp] = rest.pop()
    s.deck = rest
    s._legal = None
    return s


def permute_hidden(state, seat: int, rng):
    """:func:`permute_side` for the side of ``seat`` (``engine.bots.testing.permute``)."""
    return permute_side(state, state.side_of(seat), rng)
