"""The names of Twilight Struggle as messages (terms): cards, card texts, countries,
regions, sides, Space Race boxes. Every log line, prompt and label names things through
these, so the page can say them in the player's language (docs/i18n/README.md);
:func:`all_terms` lists them all for the message catalogs.

The terms are made once and shared (a message is plain data that nobody changes), so
naming a country or a card in a log line costs a lookup, not a new message.

Besides the plain names, two messages name a card with its number:
:func:`card_title` ("COMECON (14)", what the log says) and :func:`card_rule`
("14 COMECON", what starts a refusal of the card's event).
"""

from __future__ import annotations

from engine.core.i18n import msg, term

from . import board as B
from . import carddata
from . import mapdata
from . import space as SP

CARD, CARD_TEXT, COUNTRY, REGION, SIDE, SPACE = (
    "twilight card", "twilight card text", "twilight country", "twilight region",
    "twilight side", "twilight space race")

_SIDES = tuple(term(SIDE, name) for name in B.SIDES)
_CARDS = {c[0]: term(CARD, c[1]) for c in carddata.CARDS}
_TEXTS = {c[0]: term(CARD_TEXT, c[9]) for c in carddata.CARDS}
_TITLES = {n: msg("{card} ({number})", card=t, number=n) for n, t in _CARDS.items()}
_RULES = {n: msg("{number} {card}", number=n, card=t) for n, t in _CARDS.items()}
_COUNTRIES = tuple(term(COUNTRY, name) for name in B.NAMES)
_NAMED = {**{name: _COUNTRIES[i] for i, name in enumerate(B.NAMES)},
          **{name: term(COUNTRY, name) for name in mapdata.SUPERPOWERS}}
_REGIONS = {name: term(REGION, name) for name in mapdata.REGIONS + mapdata.SUBREGIONS}
_BOXES = tuple(term(SPACE, box.name) for box in SP.SPACE)


def side(s: int):
    """``USSR`` or ``US`` (0 or 1)."""
    return _SIDES[s]


def card(n: int):
    """A card's title."""
    return _CARDS[n]


def card_text(n: int):
    """A card's event text (this project's own summary)."""
    return _TEXTS[n]


def card_title(n: int):
    """A card as the log names it: its title and number, ``COMECON (14)``."""
    return _TITLES[n]


def card_rule(n: int):
    """A card as a refusal starts (in place of a rule number): ``14 COMECON``."""
    return _RULES[n]


def country(i: int):
    """A country, by its index on the map (``board.NAMES``)."""
    return _COUNTRIES[i]


def country_named(name: str):
    """A country, or a superpower's space (``USA``, ``USSR``), by its English name."""
    return _NAMED[name]


def region(name: str):
    """A region or subregion (``Europe``, ``Southeast Asia``...)."""
    return _REGIONS[name]


def space_box(k: int):
    """A box of the Space Race (0: the start space; 1..8)."""
    return _BOXES[k]


def all_terms():
    """Every term above, for the catalogs (``GameSpec.terms``)."""
    out = list(_SIDES)
    out += [_CARDS[n] for n in sorted(_CARDS)] + [_TEXTS[n] for n in sorted(_TEXTS)]
    out += list(_COUNTRIES)
    out += [term(COUNTRY, n) for n in mapdata.SUPERPOWERS]
    out += [_REGIONS[r] for r in mapdata.REGIONS + mapdata.SUBREGIONS]
    out += list(_BOXES)
    return out
