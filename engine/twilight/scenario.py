"""The Deluxe Late War scenario (option ``scenario="late_war"``; docs/twilight/editions.md
section 6: the Deluxe rulebook's scenario after Volko Ruhnke's C3i #19 one, GR).

* Start: turn 8 (its headline first), DEFCON 4, the USSR 4 VP ahead, military
  operations 0/0; Space Race USSR box 4 (Man in Earth Orbit), US box 6 (Eagle Has
  Landed: the US holds the box-6 ability).
* In play: US/Japan Mutual Defense Pact, Marshall Plan, NATO, Warsaw Pact Formed, De
  Gaulle Leads France, Flower Power (the cards beside the map, their effects active).
* Out of the game (``removed``): every starred Early and Mid War card except Bear Trap,
  Camp David Accords, John Paul II Elected Pope and Panama Canal Returned. Every other
  card of the three eras (of the game's edition, ``cards.era_cards``) is shuffled into
  the draw pile; the USSR holds the China Card face up. Deluxe optional cards: the
  scenario does not name them; as HX and JB do, the non-starred Early and Mid ones and
  the Late War ones are in the deck (NORAD and Our Man in Tehran, starred, are out).
* Influence: the scenario's table (:data:`INFLUENCE`, US/USSR), no free placements; the
  handicap option is placed afterwards (11.1.4).
* Victory (:func:`final_winner`): after the final scoring of turn 10, or when the US
  ends the game with Wargames, the US wins with 20 VP or more, else the USSR (no draw).
  The other automatic victories are unchanged (20 VP, Europe control, DEFCON 1).
"""

from __future__ import annotations

from engine.core.i18n import msg

from . import board as B
from . import cards as C

USSR, US = B.USSR, B.US

#: country -> (US, USSR) influence at the start of the scenario (editions.md section 6)
INFLUENCE = {
    "UK": (5, 0), "Italy": (2, 0), "Benelux": (3, 0), "Denmark": (3, 0), "Norway": (4, 0),
    "West Germany": (5, 1), "Israel": (4, 0), "Iran": (2, 0), "Pakistan": (2, 0),
    "Turkey": (2, 0), "Zaire": (1, 0), "Somalia": (2, 0), "Kenya": (2, 0),
    "Nigeria": (1, 0), "Japan": (4, 0), "South Korea": (3, 0), "Taiwan": (3, 0),
    "Philippines": (3, 1), "Thailand": (2, 0), "Indonesia": (1, 0), "Australia": (4, 0),
    "Malaysia": (3, 1), "Nicaragua": (1, 0), "Panama": (2, 0), "Haiti": (1, 0),
    "Honduras": (2, 0), "Venezuela": (2, 0), "Chile": (3, 0), "Argentina": (2, 0),
    "Colombia": (2, 1), "Dominican Republic": (1, 0),
    "East Germany": (0, 3), "Poland": (0, 3), "Hungary": (0, 3), "Czechoslovakia": (0, 3),
    "Bulgaria": (0, 3), "Cuba": (0, 3), "North Korea": (0, 3), "Iraq": (0, 3),
    "Syria": (0, 3), "India": (0, 3), "Afghanistan": (0, 2), "Libya": (0, 2),
    "Algeria": (0, 2), "Ethiopia": (0, 1), "Zimbabwe": (0, 1), "Angola": (1, 3),
    "Laos/Cambodia": (0, 2), "Vietnam": (0, 5), "SE African States": (0, 2),
    "Spain/Portugal": (1, 0), "France": (3, 1), "Romania": (1, 3), "Jordan": (2, 2),
    "Egypt": (1, 0), "South Africa": (2, 1), "Finland": (1, 2), "Burma": (0, 1),
    "Peru": (2, 1), "Yugoslavia": (1, 2), "Saudi Arabia": (2, 0),
}
#: the events in effect at the start: card -> its effect key (None: the card's presence
#: in ``in_play`` is the effect)
IN_PLAY = {27: "c027_us_japan", 23: None, 21: "c021_nato", 16: None, 17: None,
           59: "flower_power"}
#: starred Early/Mid War cards that stay in the deck
KEPT = frozenset({44, 65, 68, 64})
START_TURN, START_DEFCON, START_VP = 8, 4, -4
START_SPACE = (4, 6)                    # USSR, US


def out_of_game(card: int) -> bool:
    """True for the cards the scenario puts out of the game (starred Early/Mid)."""
    return (C.ERA[card] in ("early", "mid") and C.STARRED[card] and card not in KEPT
            and card not in IN_PLAY)


def late_war_setup(state) -> None:
    from .events import implemented
    state.turn, state.defcon, state.vp = START_TURN, START_DEFCON, START_VP
    state.space = list(START_SPACE)
    state.milops = [0, 0]
    for name, (us, ussr) in INFLUENCE.items():
        i = B.INDEX[name]
        state.inf[US][i], state.inf[USSR][i] = us, ussr
    deck, removed = [], []
    for era in ("early", "mid", "late"):
        state.eras.append(era)
        for c in C.era_cards(state.options, era):
            if not implemented(c) or c in IN_PLAY:
                continue
            (removed if out_of_game(c) else deck).append(c)
    state.in_play = sorted(IN_PLAY)
    for key in IN_PLAY.values():
        if key:
            state.effects[key] = {}
    state.removed = sorted(removed)
    state.deck = sorted(deck)
    state.rng.shuffle(state.deck)
    state.china, state.china_up = USSR, True
    state.say(msg("Late War scenario: turn 8, DEFCON 4, USSR +4 VP; {n} cards out of the "
                  "game, {m} in the draw pile; six events in play.", n=len(removed),
                  m=len(deck)))


def final_winner(vp: int) -> int:
    """The scenario's victory: the US needs 20 VP or more, otherwise the USSR wins."""
    return US if vp >= 20 else USSR
