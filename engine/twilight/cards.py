"""Card lookups built once from :mod:`carddata` (numbers as in the Italian card list).

Side codes in the engine: ``USSR = 0``, ``US = 1``, ``BOTH = 2``.
"""

from __future__ import annotations

from . import carddata
from .board import US, USSR
from .terms import card_title as _title

BOTH = 2
CHINA = carddata.CHINA_CARD
MAX_CARD = max(c[0] for c in carddata.CARDS)

_SIDE = {"USSR": USSR, "US": US, "both": BOTH}

NAME: dict[int, str] = {}
NAME_IT: dict[int, str] = {}
OPS: dict[int, int] = {}
SIDE: dict[int, int] = {}
ERA: dict[int, str] = {}
STARRED: dict[int, bool] = {}
PERSISTENT: dict[int, bool] = {}
SCORING: dict[int, bool] = {}
TEXT: dict[int, str] = {}
for _c in carddata.CARDS + carddata.DELUXE_CARDS:
    _n = _c[0]
    NAME[_n], NAME_IT[_n], OPS[_n] = _c[1], _c[2], _c[3]
    SIDE[_n], ERA[_n] = _SIDE[_c[4]], _c[5]
    STARRED[_n], PERSISTENT[_n], SCORING[_n], TEXT[_n] = _c[6], _c[7], _c[8], _c[9]

ALL: tuple[int, ...] = tuple(sorted(NAME))
#: the 2nd edition's decks per era (never the Deluxe-only cards: see :func:`era_cards`)
ERA_CARDS: dict[str, tuple[int, ...]] = {
    era: tuple(c[0] for c in carddata.CARDS if c[5] == era and c[0] != CHINA)
    for era in carddata.ERAS}
DELUXE_ONLY = frozenset(c[0] for c in carddata.DELUXE_CARDS)
OPTIONAL = frozenset(carddata.OPTIONAL_CARDS)
DELUXE_NUMBER = carddata.DELUXE_NUMBER
#: the Deluxe decks per era: Aldrich Ames Remix (111) for Aldrich Ames (98); with the
#: optional cards, 104-110 in their eras (docs/twilight/editions.md sections 3 and 4)
_DELUXE_ERA = {
    era: tuple(sorted([n for n in ERA_CARDS[era] if n != carddata.ALDRICH_AMES]
                      + [c[0] for c in carddata.DELUXE_CARDS
                         if c[5] == era and c[0] not in OPTIONAL]))
    for era in carddata.ERAS}
_DELUXE_ERA_OPT = {
    era: tuple(sorted(_DELUXE_ERA[era] + tuple(n for n in OPTIONAL if ERA[n] == era)))
    for era in carddata.ERAS}


def is_deluxe(options) -> bool:
    return options.get("edition") == "deluxe"


def era_cards(options, era: str) -> tuple:
    """The cards of ``era`` in a game with ``options``: the 2nd edition's
    (``ERA_CARDS``, unchanged) or the Deluxe edition's (with or without the optional
    cards)."""
    if options.get("edition") != "deluxe":
        return ERA_CARDS[era]
    return (_DELUXE_ERA_OPT if options.get("optional_cards", True) else _DELUXE_ERA)[era]


def printed_number(n: int, options) -> int:
    """The number printed on card ``n`` in the game's edition (a Deluxe game shows
    the Deluxe numbers; actions and links keep the engine's)."""
    if options.get("edition") == "deluxe":
        return DELUXE_NUMBER.get(n, n)
    return n
WAR_CARDS = frozenset(carddata.WAR_CARDS)

# Region scored by each scoring card (10.1); Southeast Asia is special (score_southeast_asia).
SCORING_REGION: dict[int, str] = {}
for _n in ALL:
    if SCORING[_n]:
        _name = NAME[_n].replace(" Scoring", "")
        SCORING_REGION[_n] = "Southeast Asia" if _name == "Southeast Asia" else _name
SEA_SCORING = next(n for n, r in SCORING_REGION.items() if r == "Southeast Asia")

_BY_NAME = {NAME[n].lower(): n for n in ALL}


def number(name_or_number) -> int:
    """Card number from a number or an English name (case-insensitive)."""
    if isinstance(name_or_number, int):
        return name_or_number
    return _BY_NAME[str(name_or_number).lower()]


#: ``title(n)``: a card as the log names it, ``COMECON (14)``: a message
#: (``terms.card_title``; ``str()`` of it is the English text)
title = _title


def is_opponents(card: int, side: int) -> bool:
    """True when ``card``'s event belongs to the opponent of ``side`` only (5.2)."""
    s = SIDE[card]
    return s != BOTH and s != side
