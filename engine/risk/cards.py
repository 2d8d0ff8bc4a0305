"""Territory cards, the golden-cavalry track and the fixed set values, as data.

Sources:

* Rulebook (shared/seeds/003, Hebrew, Hasbro 2004 European edition), "contents" and
  "cards": 42 territory cards, one for each territory, each showing an infantryman, a
  cavalryman or an artilleryman, plus 2 jokers showing all three.
  "Trading territory cards": a set is three alike or one of each, a joker standing for any
  picture; the first set traded in the game gives 4 armies and the golden cavalryman then
  moves to the next space, "next to the number 6".
  "Risk - Missions", "receiving reinforcements": without the golden cavalry, a set is worth
  4 (3 infantry), 6 (3 cavalry), 8 (3 artillery) or 10 (one of each); the team game uses
  the same table.
* The printed golden-cavalry track (the rulebook only shows its start, 4 then 6): 4, 6, 8,
  10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60. Taken from two independent public
  implementations of this European edition that agree on it: a UCD Java project of the
  2-player game (util/ModelConstants.java, a table of these 14 values) and a Java board
  class that advances the cavalryman 4 -> 6 -> 8 -> 10 -> 15 -> 20 -> ... -> 60 one space at
  a time; a third (Utrecht group 8) agrees on 4, 6, 8, 10, 15, 20. Note the European track
  goes 10 -> 15 (the US rules' 12 is not on it). The cavalryman stays on the last space
  (60) once it gets there: it only ever moves forward.
* Which picture each territory card shows: github.com/eriktaubeneck/hacker_risk
  (cards.json), 14 of each picture. The rulebook does not list them; the pictures only
  matter through the sets they make.
"""

from __future__ import annotations

from .board import INDEX, N_TERRITORIES, NAMES

INFANTRY, CAVALRY, ARTILLERY, JOKER = 0, 1, 2, 3
SYMBOL_NAMES = ("Infantry", "Cavalry", "Artillery", "Joker")

_INF = ("Ukraine", "North Africa", "Afghanistan", "Southern Europe", "Western Europe",
        "Indonesia", "Argentina", "East Africa", "Siberia", "Central America", "Brazil",
        "Great Britain", "Scandinavia", "Ural")
_CAV = ("Japan", "Venezuela", "Northern Europe", "Greenland", "Siam", "India", "Egypt",
        "Eastern Australia", "Madagascar", "Northwest Territory", "Peru", "Mongolia",
        "Iceland", "New Guinea")
_ART = ("China", "Congo", "Middle East", "Irkutsk", "Alberta", "Kamchatka", "Yakutsk",
        "Western Australia", "Ontario", "South Africa", "Western United States", "Quebec",
        "Eastern United States", "Alaska")

# Card ids: 0..41 are the territory cards (same index as the territory), 42 and 43 jokers.
N_CARDS = N_TERRITORIES + 2
JOKER_IDS = (N_TERRITORIES, N_TERRITORIES + 1)
CARD_NAMES: tuple[str, ...] = NAMES + ("Joker", "Joker")


def _symbols() -> tuple[int, ...]:
    sym = [None] * N_CARDS
    for symbol, names in ((INFANTRY, _INF), (CAVALRY, _CAV), (ARTILLERY, _ART)):
        for name in names:
            sym[INDEX[name]] = symbol
    sym[JOKER_IDS[0]] = sym[JOKER_IDS[1]] = JOKER
    assert None not in sym
    return tuple(sym)


SYMBOL: tuple[int, ...] = _symbols()

# The printed golden-cavalry track: the value of the next set traded in (classic and
# 2-player games). Index 0 is where the cavalryman starts.
CAVALRY_TRACK: tuple[int, ...] = (4, 6, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60)

# Fixed set values of "Risk - Missions" and of the team game (no golden cavalry).
FIXED_SET_VALUES = {
    "three infantry": 4,
    "three cavalry": 6,
    "three artillery": 8,
    "one of each": 10,
}
_THREE_ALIKE_VALUE = (FIXED_SET_VALUES["three infantry"], FIXED_SET_VALUES["three cavalry"],
                      FIXED_SET_VALUES["three artillery"])


def is_set(symbols) -> bool:
    """Three pictures make a set: all alike or all different; jokers stand for any."""
    plain = [s for s in symbols if s != JOKER]
    if len(plain) < 3:
        return True
    return len(set(plain)) in (1, 3)


def fixed_value(symbols) -> int:
    """Armies for a set under the fixed table (best reading of any jokers)."""
    plain = [s for s in symbols if s != JOKER]
    best = 0
    if len(set(plain)) <= 1:                 # can be three alike
        kinds = set(plain) or {INFANTRY, CAVALRY, ARTILLERY}
        best = max(_THREE_ALIKE_VALUE[k] for k in kinds)
    if len(set(plain)) == len(plain):        # can be one of each
        best = max(best, FIXED_SET_VALUES["one of each"])
    return best


# Every kind of set as a count of (infantry, cavalry, artillery, joker); the engine offers
# one trade per kind the hand allows (which territory cards are given makes no difference).
SET_PATTERNS: tuple[tuple[int, int, int, int], ...] = tuple(
    (a, b, c, j)
    for j in range(0, 3) for a in range(4) for b in range(4) for c in range(4)
    if a + b + c + j == 3 and is_set([INFANTRY] * a + [CAVALRY] * b + [ARTILLERY] * c
                                     + [JOKER] * j))


def export_cards() -> dict:
    return {
        "cards": [{"name": CARD_NAMES[c], "symbol": SYMBOL_NAMES[SYMBOL[c]]}
                  for c in range(N_CARDS)],
        "cavalry_track": list(CAVALRY_TRACK),
        "fixed_set_values": dict(FIXED_SET_VALUES),
    }
