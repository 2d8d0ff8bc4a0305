"""Twilight Struggle positions rebuilt from what one side may know (for searching bots).

:func:`public_state` is the ``public_state`` entry of a view (``view.build_view``): every
field of the position (``TwilightState.FIELDS``) as the viewing side may know it. Hidden,
and so replaced:

* the opponent's hand: only its size (``hands[opp]`` is None, ``hand_sizes`` gives the
  counts), plus the cards of it the viewer was shown (``view["opponent_revealed"]``);
* the draw pile: only its size (``deck`` is None, ``deck_size``);
* the opponent's headline card until both are shown (``headline[opp]`` is ``HIDDEN``,
  -1, when chosen; None when not chosen);
* the game's generator (future dice);
* for a spectator (no side), also the hands shown to one side (``shown``).

The cards a side looks at on top of the draw pile (108 Our Man in Tehran: the view's
``peek``) are known to it: they stay on top of the rebuilt draw pile.

Everything else (influence, tracks, discards, cards in play, effects, the decision stack)
is public. :func:`determinize` deals the cards the viewer cannot locate at random into
the hidden places (the opponent's hand, a hidden headline, the draw pile) and gives the
position dice of its own; :func:`unknown_cards` is that pool.
"""

from __future__ import annotations

from engine.core import Rng, plain_copy

from . import cards as C
from .events import implemented

HIDDEN = -1
USSR, US = 0, 1


def public_state(state, side) -> dict:
    """The position's fields as ``side`` (None: a spectator) may know them."""
    snap = state.snapshot()
    hands = snap["hands"]
    snap["hands"] = [hands[s] if s == side else None for s in (USSR, US)]
    snap["deck"] = None
    hl = snap["headline"]
    snap["headline"] = [c if c is None or s == side or state.headline_shown[s] else HIDDEN
                        for s, c in enumerate(hl)]
    if side is None:                  # hands shown to one side only stay with it
        snap["shown"] = [None, None]
    snap["hand_sizes"] = [len(state.hands[0]), len(state.hands[1])]
    snap["deck_size"] = len(state.deck)
    snap["options"] = dict(state.options)
    return snap


def _game_cards(eras, options) -> list[int]:
    out = [C.CHINA]
    for era in eras:
        out.extend(c for c in C.era_cards(options, era) if implemented(c))
    return out


def unknown_cards(ps: dict, side: int, revealed=()) -> tuple[list[int], list[int]]:
    """(cards known to be in the opponent's hand, cards the viewer cannot locate)."""
    known = set(ps["hands"][side] or ())
    known.update(ps["discard"], ps["removed"], ps["in_play"])
    known.update(r["card"] for r in ps["resolving"])
    known.update(c for c in ps["headline"] if c is not None and c != HIDDEN)
    if ps["china"] is not None or "chinese_civil_war" in ps["effects"]:
        known.add(C.CHINA)
    opp_known = sorted(c for c in set(revealed) if c not in known)
    known.update(opp_known)
    pool = [c for c in _game_cards(ps["eras"], ps["options"]) if c not in known]
    return opp_known, pool


def determinize(view: dict, rng: Rng, state_class):
    """A full position (of ``state_class``, :class:`~engine.twilight.state.TwilightState`)
    the viewing side cannot tell from the real one: the unknown cards dealt at random
    (opponent's hand, hidden headline, draw pile, in the sizes the view gives), dice
    seeded from ``rng``. The class is given by the caller, who sits above the state."""
    TwilightState = state_class
    ps = view["public_state"]
    side = view["side"]
    if side is None:
        raise ValueError("a spectator's view cannot be determinized (no side)")
    opp = 1 - side
    opp_known, pool = unknown_cards(ps, side, view.get("opponent_revealed") or ())
    peek = [c for c in view.get("peek") or () if c in pool]
    pool = [c for c in pool if c not in peek]
    opp_known = opp_known[:ps["hand_sizes"][opp]]
    need_hand = ps["hand_sizes"][opp] - len(opp_known)
    need_head = 1 if ps["headline"][opp] == HIDDEN else 0
    cards = sorted(pool)
    rng.shuffle(cards)
    hand = opp_known + cards[:need_hand]
    rest = cards[need_hand:]
    head = rest[0] if need_head and rest else None
    rest = rest[need_head:]
    s = TwilightState(dict(ps["options"]), rng.randbelow(1 << 62), _blank=True)
    for name in TwilightState.FIELDS:
        if name in ("hands", "deck", "headline"):
            continue
        setattr(s, name, plain_copy(ps[name]))
    hands = [None, None]
    hands[side] = list(ps["hands"][side])
    hands[opp] = sorted(hand)
    s.hands = hands
    # the draw pile: its end is its top, where the cards looked at are
    s.deck = rest[:max(0, ps["deck_size"] - len(peek))] + sorted(peek)
    headline = list(ps["headline"])
    if need_head:
        headline[opp] = head
    s.headline = headline
    s._legal = None
    if not s.over:
        s.run()
    return s
