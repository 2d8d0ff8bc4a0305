"""The 28 mission cards of "Risk - Missions": 7 in each of the 4 ranked piles.

**These texts are composed for this engine.** The rulebook (shared/seeds/003, "Risk -
Missions") describes the piles (Captain, Major, Colonel, General, of increasing
difficulty), the dealing (one card of each pile per player, secret), the claiming (at most
one a turn, shown at the time the card states, then kept face down; a claimed mission
stays claimed whatever happens later; after three, the fourth is shown to all) and gives
one card as an example: "control the continent of Asia", a General's mission shown at the
end of the turn. The other card texts are not in the scan and not in public sources, so
the 27 others below are of the kinds this edition uses (continents, numbers of
territories, territories held with several armies, conquests, eliminating a player),
each with a condition the engine checks.

``when`` says when the card may be shown: ``"end"`` at the end of the owner's turn (after
the fortification), ``"any"`` at any moment of the owner's turn when the condition holds.

Conditions (``cond``):

* ``{"continents": [names...]}``: control every territory of each continent listed;
* ``{"continents_any": n}``: control n complete continents, whichever;
* ``{"territories": n, "armies": k}``: control n territories holding k armies or more each;
* ``{"continents_touched": n, "each": k}``: control k or more territories in each of n
  different continents;
* ``{"stack": n}``: have n or more armies in one territory;
* ``{"conquests": n}``: conquer n territories during this one turn;
* ``{"eliminated": 1}``: have destroyed the last army of an opponent (at any time).

The ranks are checked to be harder in order by simulation (``bench/bench_risk.py``
prints the median turn at which missions of each rank are first fulfilled).
"""

from __future__ import annotations

RANKS = ("Captain", "Major", "Colonel", "General")

MISSIONS = (
    # ---- Captain
    {"id": "C1", "rank": "Captain", "when": "end", "text": "Control all of Australia.",
     "cond": {"continents": ["Australia"]}},
    {"id": "C2", "rank": "Captain", "when": "end", "text": "Control all of South America.",
     "cond": {"continents": ["South America"]}},
    {"id": "C3", "rank": "Captain", "when": "any",
     "text": "Conquer 3 territories in a single turn.", "cond": {"conquests": 3}},
    {"id": "C4", "rank": "Captain", "when": "end",
     "text": "Control 3 territories with at least 5 armies in each.",
     "cond": {"territories": 3, "armies": 5}},
    {"id": "C5", "rank": "Captain", "when": "end",
     "text": "Have at least 12 armies in one territory.", "cond": {"stack": 12}},
    {"id": "C6", "rank": "Captain", "when": "end",
     "text": "Control at least 2 territories in each of 4 continents.",
     "cond": {"continents_touched": 4, "each": 2}},
    {"id": "C7", "rank": "Captain", "when": "end", "text": "Control 14 territories.",
     "cond": {"territories": 14, "armies": 1}},
    # ---- Major
    {"id": "M1", "rank": "Major", "when": "end", "text": "Control all of Africa.",
     "cond": {"continents": ["Africa"]}},
    {"id": "M2", "rank": "Major", "when": "end",
     "text": "Control all of Australia and all of South America.",
     "cond": {"continents": ["Australia", "South America"]}},
    {"id": "M3", "rank": "Major", "when": "any",
     "text": "Conquer 5 territories in a single turn.", "cond": {"conquests": 5}},
    {"id": "M4", "rank": "Major", "when": "end",
     "text": "Control 6 territories with at least 5 armies in each.",
     "cond": {"territories": 6, "armies": 5}},
    {"id": "M5", "rank": "Major", "when": "end",
     "text": "Have at least 25 armies in one territory.", "cond": {"stack": 25}},
    {"id": "M6", "rank": "Major", "when": "end",
     "text": "Control at least 2 territories in each of the 6 continents.",
     "cond": {"continents_touched": 6, "each": 2}},
    {"id": "M7", "rank": "Major", "when": "end", "text": "Control 18 territories.",
     "cond": {"territories": 18, "armies": 1}},
    # ---- Colonel
    {"id": "O1", "rank": "Colonel", "when": "end", "text": "Control all of Europe.",
     "cond": {"continents": ["Europe"]}},
    {"id": "O2", "rank": "Colonel", "when": "end", "text": "Control all of North America.",
     "cond": {"continents": ["North America"]}},
    {"id": "O3", "rank": "Colonel", "when": "end",
     "text": "Control all of Africa and all of South America.",
     "cond": {"continents": ["Africa", "South America"]}},
    {"id": "O4", "rank": "Colonel", "when": "any",
     "text": "Conquer 8 territories in a single turn.", "cond": {"conquests": 8}},
    {"id": "O5", "rank": "Colonel", "when": "end",
     "text": "Control 12 territories with at least 3 armies in each.",
     "cond": {"territories": 12, "armies": 3}},
    {"id": "O6", "rank": "Colonel", "when": "end",
     "text": "Control at least 3 territories in each of the 6 continents.",
     "cond": {"continents_touched": 6, "each": 3}},
    {"id": "O7", "rank": "Colonel", "when": "end", "text": "Control 22 territories.",
     "cond": {"territories": 22, "armies": 1}},
    # ---- General
    {"id": "G1", "rank": "General", "when": "end", "text": "Control all of Asia.",
     "cond": {"continents": ["Asia"]}},
    {"id": "G2", "rank": "General", "when": "end",
     "text": "Control all of North America and all of Africa.",
     "cond": {"continents": ["North America", "Africa"]}},
    {"id": "G3", "rank": "General", "when": "end",
     "text": "Control all of Europe and all of South America.",
     "cond": {"continents": ["Europe", "South America"]}},
    {"id": "G4", "rank": "General", "when": "end", "text": "Control 3 complete continents.",
     "cond": {"continents_any": 3}},
    {"id": "G5", "rank": "General", "when": "any",
     "text": "Conquer 12 territories in a single turn.", "cond": {"conquests": 12}},
    {"id": "G6", "rank": "General", "when": "any",
     "text": "Destroy the last army of an opponent.", "cond": {"eliminated": 1}},
    {"id": "G7", "rank": "General", "when": "end", "text": "Control 28 territories.",
     "cond": {"territories": 28, "armies": 1}},
)

BY_ID = {m["id"]: m for m in MISSIONS}
PILES = tuple(tuple(m["id"] for m in MISSIONS if m["rank"] == r) for r in RANKS)
assert all(len(p) == 7 for p in PILES)


def export_missions() -> dict:
    return {"ranks": list(RANKS), "missions": [dict(m) for m in MISSIONS]}
