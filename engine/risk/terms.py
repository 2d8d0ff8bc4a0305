"""The names of Risk as messages (terms): territories, continents, the players' and the
neutral armies' colours, the teams, the pictures of the territory cards, the missions and
their ranks, the games of the rulebook. Every log line, prompt, label and refusal names
things through these, and every view hands them to the page (``view()["terms"]``), so
that the page can say them in the player's language (docs/i18n/README.md);
:func:`all_terms` lists them for the message catalogs (``GameSpec.terms``).

The English names stay the identifying keys everywhere else (action strings, the view's
fields, the turn summaries): a term is only what a person reads.

Contexts (gettext's ``msgctxt``): ``risk territory``, ``risk continent``, ``risk player``
(the engine's names of the players: colours), ``risk neutral`` (the neutral armies of the
2-player games, also colours: "Blue" the neutral army and "Blue" the player may be said
differently), ``risk team``, ``risk card`` (the pictures, the joker, and the kinds of
set of the fixed set values: "three infantry"...), ``risk mission``
(a mission card's text), ``risk rank`` (a mission's rank: Captain...), ``risk game`` (the
games of the rulebook, as a refusal names them).
"""

from __future__ import annotations

from engine.core.i18n import term

from .board import CONTINENT_NAMES, NAMES
from .cards import FIXED_SET_VALUES, SYMBOL_NAMES
from .missions import MISSIONS, RANKS
from .names import NEUTRAL_NAMES, PLAYER_NAMES, TEAM_NAMES, TWO_PLAYER_NAMES

TERRITORY, CONTINENT, PLAYER, NEUTRAL, TEAM, CARD, MISSION, RANK, GAME = (
    "risk territory", "risk continent", "risk player", "risk neutral", "risk team",
    "risk card", "risk mission", "risk rank", "risk game")

#: by index, as in ``board.NAMES`` / ``board.CONTINENT_NAMES`` (made once: log lines and
#: labels share them; a term is never changed)
TERRITORIES = tuple(term(TERRITORY, name) for name in NAMES)
CONTINENTS = tuple(term(CONTINENT, name) for name in CONTINENT_NAMES)
PLAYERS = {name: term(PLAYER, name) for name in PLAYER_NAMES + TWO_PLAYER_NAMES}
NEUTRALS = tuple(term(NEUTRAL, name) for name in NEUTRAL_NAMES)
TEAMS = tuple(term(TEAM, name) for name in TEAM_NAMES)
#: the pictures, by ``cards.SYMBOL`` value (INFANTRY ... JOKER)
SYMBOLS = tuple(term(CARD, name) for name in SYMBOL_NAMES)
#: the fixed set values' kinds of set (``cards.FIXED_SET_VALUES``: "three infantry"...)
SET_KINDS = {kind: term(CARD, kind) for kind in FIXED_SET_VALUES}
RANK_TERMS = tuple(term(RANK, name) for name in RANKS)
MISSION_TEXTS = {m["id"]: term(MISSION, m["text"]) for m in MISSIONS}

#: the games of the rulebook (option ``variant``), as a refusal names them
VARIANTS = {
    "classic": term(GAME, "The classic game"),
    "two-player-passive": term(GAME, "The 2-player game with passive neutral armies"),
    "two-player-active": term(GAME, "The 2-player game with active neutral armies"),
    "missions": term(GAME, "Risk - Missions"),
    "teams": term(GAME, "The team game")}

_TERRITORY_BY_NAME = dict(zip(NAMES, TERRITORIES))
_CONTINENT_BY_NAME = dict(zip(CONTINENT_NAMES, CONTINENTS))
_NEUTRAL_BY_NAME = dict(zip(NEUTRAL_NAMES, NEUTRALS))
_RANK_BY_NAME = dict(zip(RANKS, RANK_TERMS))
JOKER = SYMBOLS[-1]
#: the territory cards by id (``cards.CARD_NAMES``): a territory's name, or the joker
CARDS = TERRITORIES + (JOKER, JOKER)


def territory(t: int):
    """A territory, by its index on the map."""
    return TERRITORIES[t]


def territory_named(name: str):
    """A territory by its English name (as in actions)."""
    return _TERRITORY_BY_NAME[name]


def card(c: int):
    """A territory card by its id: its territory, or the joker."""
    return CARDS[c]


def card_named(name: str):
    """A territory card by the name actions give it: its territory, or ``Joker``."""
    return JOKER if name == "Joker" else _TERRITORY_BY_NAME[name]


def continent(c: int):
    return CONTINENTS[c]


def continent_named(name: str):
    return _CONTINENT_BY_NAME[name]


def neutral(k: int):
    """A neutral army of the 2-player games (0-3: Yellow, Blue, Grey, Black)."""
    return NEUTRALS[k]


def neutral_named(name: str):
    return _NEUTRAL_BY_NAME[name]


def rank(r: int):
    return RANK_TERMS[r]


def rank_named(name: str):
    return _RANK_BY_NAME[name]


def mission(mid: str):
    """A mission card's text, by its id (``C1``...)."""
    return MISSION_TEXTS[mid]


def units(names, neutrals: bool) -> tuple:
    """The terms of a game's units, parallel to ``RiskState.unit_names``: its players
    (``names``), then in the 2-player games the four neutral armies."""
    return tuple(PLAYERS[n] for n in names) + (NEUTRALS if neutrals else ())


def table(unit_names, unit_terms) -> dict:
    """``view()["terms"]``: the term of every name a view, a summary or an action of this
    game may show, by its English key (copied: a view is the caller's own data)."""
    return {"territories": dict(_TERRITORY_BY_NAME), "continents": dict(_CONTINENT_BY_NAME),
            "units": dict(zip(unit_names, unit_terms)),
            "teams": dict(zip(TEAM_NAMES, TEAMS)),
            "cards": dict(zip(SYMBOL_NAMES, SYMBOLS)),
            "ranks": dict(_RANK_BY_NAME), "set_values": dict(SET_KINDS)}


def all_terms():
    """Every term above, for the catalogs (``GameSpec.terms``)."""
    return (list(TERRITORIES) + list(CONTINENTS) + list(PLAYERS.values()) + list(NEUTRALS)
            + list(TEAMS) + list(SYMBOLS) + list(SET_KINDS.values()) + list(RANK_TERMS)
            + list(MISSION_TEXTS.values())
            + list(VARIANTS.values()))
