"""104 The Cambridge Five (USSR, 2 ops; Early War; Deluxe optional card).

Card text (Deluxe, our paraphrase; docs/twilight/editions.md section 4): the US reveals
all the scoring cards in its hand. If at least one was revealed, the USSR may add 1
Influence to a single country of a region named by one of them. Cannot be played as an
event in the Late War.

Decisions taken:

* **Only to the USSR**: the revealed scoring cards are shown to the USSR alone
  (``state.shown[US]``, the USSR's view ``opponent_revealed``); the log, which every
  player reads, says only how many were revealed, never which (the spectator and the
  US's own view of the USSR do not learn them from the log). The reveal bounds undo.
* Regions: Asia Scoring gives Asia with Southeast Asia; Southeast Asia Scoring gives
  Southeast Asia only; Europe Scoring all of Europe.
* "May": the USSR chooses a country (``inf:Country``) or ``decline``.
* **Late War** (turns 8-10): ``can_play`` "prohibited": the card is played for its
  operations only (5.2, 7.5).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import call
from . import event, push_choice
from .wording import refusal

CARD = 104
DECLINE = "decline"


def _can_play(state, side):
    if state.turn >= 8:
        return ("prohibited", refusal(CARD, msg("not playable as an event in the Late War")))
    return None


@event(CARD, can_play=_can_play)
def the_cambridge_five(state, side):
    scoring = sorted(c for c in state.hands[B.US] if C.SCORING[c])
    if not scoring:
        state.say(msg("{card}: the US has no scoring card to reveal; no effect.",
                      card=T.card(CARD)))
        return
    state.shown[B.US] = {"cards": scoring, "why": N_("104 The Cambridge Five")}
    state.reveal()
    state.say(nmsg("{card}: the US reveals {n} scoring card to the USSR.",
                   "{card}: the US reveals {n} scoring cards to the USSR.", len(scoring),
                   card=T.card(CARD)))
    countries = set()
    for c in scoring:
        countries.update(B.REGION_COUNTRIES[C.SCORING_REGION[c]])
    options = ["inf:" + B.NAMES[i] for i in sorted(countries)] + [DECLINE]
    labels = {a: N_("+1 USSR influence in {country}") for a in options[:-1]}
    labels[DECLINE] = N_("Do not add influence")
    push_choice(state, B.USSR, options, "c104_place", labels=labels,
                label_args={a: {"country": T.country(B.INDEX[a[4:]])} for a in options[:-1]},
                prompt=N_("{card}: add 1 influence to a country of a revealed card's region?"),
                prompt_args={"card": T.card(CARD)})


@call("c104_place")
def _place(state, f):
    choice = f["frame"]["choice"]
    if choice == DECLINE:
        state.say(msg("{card}: the USSR adds no influence.", card=T.card(CARD)))
        return
    i = B.INDEX[choice[4:]]
    state.add_inf(B.USSR, i, 1)
    state.say(msg("{card}: the USSR gains 1 influence in {country}.", card=T.card(CARD),
                  country=T.country(i)))
