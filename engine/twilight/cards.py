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
for _c in carddata.CARDS:
    _n = _c[0]
    NAME[_n], NAME_IT[_n], OPS[_n] = _c[1], _c[2], _c[3]
    SIDE[_n], ERA[_n] = _SIDE[_c[4]], _c[5]
    STARRED[_n], PERSISTENT[_n], SCORING[_n], TEXT[_n] = _c[6], _c[7], _c[8], _c[9]

ALL: tuple[int, ...] = tuple(sorted(NAME))
ERA_CARDS: dict[str, tuple[int, ...]] = {
    era: tuple(n for n in ALL if ERA[n] == era and n != CHINA) for era in carddata.ERAS}
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
