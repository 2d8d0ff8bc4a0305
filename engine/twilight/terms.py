"""The names of Twilight Struggle as messages (terms): cards, card texts, countries,
regions, sides. Every log line, prompt and label names things through these, so the page
can say them in the player's language (docs/i18n/README.md); :func:`all_terms` lists them
all for the message catalogs."""

from __future__ import annotations

from engine.core.i18n import term

from . import board as B
from . import cards as C
from . import mapdata

CARD, CARD_TEXT, COUNTRY, REGION, SIDE = ("twilight card", "twilight card text",
                                           "twilight country", "twilight region",
                                           "twilight side")

_SIDES = tuple(term(SIDE, name) for name in B.SIDES)


def side(s: int):
    """``USSR`` or ``US`` (0 or 1)."""
    return _SIDES[s]


def card(n: int):
    """A card's title."""
    return term(CARD, C.NAME[n])


def card_text(n: int):
    """A card's event text (this project's own summary)."""
    return term(CARD_TEXT, C.TEXT[n])


def country(i: int):
    """A country, by its index on the map (``board.NAMES``)."""
    return term(COUNTRY, B.NAMES[i])


def country_named(name: str):
    """A country, or a superpower's space (``USA``, ``USSR``), by its English name."""
    return term(COUNTRY, name)


def region(name: str):
    """A region or subregion (``Europe``, ``Southeast Asia``...)."""
    return term(REGION, name)


def all_terms():
    """Every term above, for the catalogs (``GameSpec.terms``)."""
    out = list(_SIDES)
    out += [card(n) for n in C.ALL] + [card_text(n) for n in C.ALL]
    out += [country(i) for i in range(len(B.NAMES))]
    out += [country_named(n) for n in mapdata.SUPERPOWERS]
    out += [region(r) for r in mapdata.REGIONS + mapdata.SUBREGIONS]
    return out
