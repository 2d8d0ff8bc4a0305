"""Determinization: full positions rebuilt from what one seat may know.

A searching bot cannot look into the State; it samples it. Each game offers, in its
module ``engine.<game>.determinize``, a function ``determinize(view, rng, state_class) -> State``:
from the seat's view (its ``public_state`` entry: the position's fields with the hidden
parts replaced by what the seat may know of them, such as the number of cards in a
hand) it deals the unknown cards at random from the pool of cards the seat cannot
locate, and gives the position dice of its own (never the game's: the future rolls are
hidden too). Every sample is a position the seat cannot tell from the real one.

:func:`determinize` looks the game's function up; :func:`deal` is the shared helper.
"""

from __future__ import annotations

import importlib

from engine.core import Rng, registry


def determinize(game: str, view: dict, rng: Rng):
    """A full position of ``game`` consistent with ``view`` (see the module)."""
    mod = importlib.import_module(f"engine.{game}.determinize")
    return mod.determinize(view, rng, registry.get_spec(game).state_class)


def deal(pool, sizes, rng: Rng) -> list[list]:
    """Shuffle ``pool`` (a copy) and cut it into consecutive parts of ``sizes``; the
    cards left over form one last part. A size larger than what is left gets what is
    left."""
    cards = sorted(pool)
    rng.shuffle(cards)
    out, pos = [], 0
    for n in sizes:
        n = max(0, n)
        out.append(cards[pos:pos + n])
        pos += n
    out.append(cards[pos:])
    return out


def world_seed(rng: Rng) -> int:
    """A seed for the dice of a sampled position (taken from the bot's own generator)."""
    return rng.randbelow(1 << 62)
