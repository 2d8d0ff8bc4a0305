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
_ALL_CARDS = carddata.CARDS + carddata.DELUXE_CARDS
_CARDS = {c[0]: term(CARD, c[1]) for c in _ALL_CARDS}
_TEXTS = {c[0]: term(CARD_TEXT, c[9]) for c in _ALL_CARDS}
#: the number a card's title shows: the engine's, except for the Deluxe-only Aldrich
#: Ames Remix (engine 111), printed as 98 (it exists in Deluxe games only)
_SHOWN = {n: (carddata.DELUXE_NUMBER[n] if n == carddata.ALDRICH_AMES_REMIX else n)
          for n in _CARDS}
_TITLES = {n: msg("{card} ({number})", card=t, number=_SHOWN[n]) for n, t in _CARDS.items()}
_RULES = {n: msg("{number} {card}", number=_SHOWN[n], card=t) for n, t in _CARDS.items()}
#: a Deluxe game shows the Deluxe numbers (35 Formosan Resolution, 81 South America
#: Scoring, 101 Solidarity): the titles of those cards as such a game says them
_DELUXE_SWAP = {}
for _n, _d in carddata.DELUXE_NUMBER.items():
    if _n != carddata.ALDRICH_AMES_REMIX:
        _DELUXE_SWAP[id(_TITLES[_n])] = msg("{card} ({number})", card=_CARDS[_n], number=_d)
        _DELUXE_SWAP[id(_RULES[_n])] = msg("{number} {card}", number=_d, card=_CARDS[_n])
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


def deluxe_numbers(value):
    """``value`` (a message, or a list of them) with the titles of the three cards the
    Deluxe edition numbers differently (35, 81, 101) showing their Deluxe numbers; the
    same object when nothing changes (the common case costs a walk, no copy)."""
    if isinstance(value, dict):
        swap = _DELUXE_SWAP.get(id(value))
        if swap is not None:
            return swap
        args = value.get("args")
        if not args:
            return value
        new = None
        for k, v in args.items():
            if isinstance(v, (dict, list)):
                w = deluxe_numbers(v)
                if w is not v:
                    if new is None:
                        new = dict(args)
                    new[k] = w
        if new is None:
            return value
        out = type(value)(value)
        out["args"] = new
        return out
    if isinstance(value, list):
        items = [deluxe_numbers(v) for v in value]
        return value if all(a is b for a, b in zip(items, value)) else items
    return value


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
