"""73 Shuttle Diplomacy (US, 3 ops, not starred, stays in play until used).

Card text (Italian list, our paraphrase): play it in front of the US player. At the next
scoring of the Middle East or of Asia (whichever comes first), take one battleground
country off the USSR's count, then discard this card.

Decisions taken:

* In effect while the card is in play (``state.in_play``) with its effect
  ``state.effects["c073_shuttle_diplomacy"]`` (the event sets both).
* **Which scorings**: a Middle East Scoring (3) or Asia Scoring (1) card played (as a
  headline or in an action round, by either side). Southeast Asia Scoring (38) scores
  seven countries, not the region of Asia: it neither uses nor discards the card.
* **The effect**: ``scoring.score_region(minus_battleground=USSR)``: one battleground the
  USSR controls in the region no longer counts for it, neither as a battleground nor as
  a country (so it can cost the USSR Control, Domination or even Presence and the
  battleground VP; the adjacency bonus is untouched). If the USSR controls no
  battleground there the scoring is unchanged; the card is used up all the same ("then
  discard it"): it goes to the **discard pile** (not starred; it can come back after a
  reshuffle).
* **Final scoring (10.3.2) does not count** (the question issue 11 asks). The card
  names "the next scoring" of the Middle East or Asia, a scoring card's event; final
  scoring is not "the next scoring" of one region but the end of the game, and where
  the designers wanted a card to reach it they wrote so: the English Formosan
  Resolution names the Final Scoring explicitly, Shuttle Diplomacy never does (neither
  the original card nor the 2015 official wording, reproduced in ``srm88/twistr``, which
  speaks only of the next Middle East or Asia scoring). The Deluxe printing's card is
  remembered to add that it does not apply to the Final Scoring (not checkable from the
  sources at hand), and the open engines consulted skip it at final scoring
  (a Rust engine's ``Region::score`` ignores the effect when ``is_final_scoring()``).
  The engine's final scoring (``turn._final``) passes no ``minus_battleground``; this
  card's hook ignores the region ``"final"`` too. A Shuttle Diplomacy still in play at
  the end of the game does nothing.
* A US event: the USSR playing it for operations puts it in play for the US (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 73
EFFECT = "c073_shuttle_diplomacy"
REGIONS = ("Middle East", "Asia")


def in_effect(state) -> bool:
    return EFFECT in state.effects and CARD in state.in_play


@event(CARD)
def shuttle_diplomacy(state, side):
    state.effects[EFFECT] = {}
    state.say(msg("{card}: at the next Middle East or Asia scoring the USSR counts one "
                  "battleground fewer.", card=T.card(CARD)))


@hook("scoring", EFFECT)
def _one_battleground_fewer(state, region, kwargs):
    if region in REGIONS and CARD in state.in_play:
        kwargs["minus_battleground"] = B.USSR
        state.say(msg("{card}: one USSR battleground does not count in this {region} "
                      "scoring.", card=T.card(CARD), region=T.region(region)))


@hook("after_scoring", EFFECT)
def _discard(state, region):
    if region not in REGIONS:
        return
    del state.effects[EFFECT]
    if CARD in state.in_play:
        state.in_play.remove(CARD)
        state.discard.append(CARD)
    state.say(msg("{card} has been used: it goes to the discard pile.", card=T.card(CARD)))
