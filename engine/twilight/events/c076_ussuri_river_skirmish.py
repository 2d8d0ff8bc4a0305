"""76 Ussuri River Skirmish (US, 3 ops, starred).

Card text (Italian list, our paraphrase): if the USSR holds the China Card, the US claims
it face up and playable; if the US already holds it, add 4 US influence in Asia, at most
2 per country.

Decisions taken:

* USSR holder (face up or down): the China Card passes to the US **face up**, playable
  this turn (9.4).
* US holder (face up or down): 4 influence placed one at a time (``inf:Country``) in
  countries of Asia, Southeast Asia included (2.1.2), at most 2 per country; no
  adjacency, no extra cost in a country the USSR controls (events, G5). All 4 must be
  placed (the map always has room).
* Receiving the China Card is not playing it: Formosan Resolution stays in effect until
  the US plays the China Card.
* A US event: the USSR playing it for operations gives the US its effect (5.2).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import china
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, gains_one, rule

CARD = 76
KIND = "c076_place"
ASIA = B.REGION_COUNTRIES["Asia"]


@event(CARD)
def ussuri_river_skirmish(state, side):
    holder = china.holder(state)
    if holder == B.USSR:
        state.say(msg("{card}: the US claims the China Card.", card=T.card(CARD)))
        china.transfer(state, B.US, face_up=True)
    elif holder == B.US:
        state.say(msg("{card}: the US already holds the China Card: it adds 4 influence in "
                      "Asia, at most 2 per country.", card=T.card(CARD)))
        state.push({"kind": KIND, "side": B.US, "left": 4, "done": []})
    else:
        state.say(msg("{card}: the China Card is being played; no effect.", card=T.card(CARD)))


influence_decision(
    KIND, rule=rule(CARD), whose=B.US, countries=ASIA, cap=2,
    outside=N_("{name} is not in Asia"),
    again=N_("at most 2 influence per country ({name} has had 2)"),
    log=gains_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.US, msg("{rule}: add 1 influence in Asia, at most 2 per "
                                           "country", rule=rule(CARD)), f["left"]))
