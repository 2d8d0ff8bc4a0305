"""107 Che (USSR, 3 ops; Mid War; Deluxe optional card).

Card text (Deluxe, our paraphrase): the USSR may perform a Coup attempt, using this
card's Operations value, against a non-battleground country in Central America, South
America or Africa. If the coup removes any US Influence, the USSR may make a second
Coup attempt against a different such country.

Decisions taken (docs/twilight/editions.md section 4):

* The USSR coups whoever played the card (5.2); the value is the card's operations
  value for the USSR with its modifiers (``ops_value``: Red Scare/Purge played by the US
  makes it 2, as tsreplayer_57 logs).
* Ordinary coups (not free): DEFCON restrictions, military operations (8.2.3) and coup
  modifiers apply; the targets need US influence (6.3.1).
* "May": each attempt is a choice of a target (``coup:Country``) or ``decline``.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from ..ops import coup, coup_targets, ops_value
from ..rules import call
from . import event, push_choice

CARD = 107
REGIONS = ("Central America", "South America", "Africa")
TARGETS = tuple(sorted(i for r in REGIONS for i in B.REGION_COUNTRIES[r]
                       if not B.BATTLEGROUND[i]))
DECLINE = "decline"


@event(CARD)
def che(state, side):
    _offer(state, ops_value(state, B.USSR, CARD), first=True, done=None)


def _offer(state, points, first, done):
    targets = [i for i in coup_targets(state, B.USSR, TARGETS) if i != done]
    if not targets:
        state.say(msg("{card}: no non-battleground country of Central America, South America "
                      "or Africa can be couped.", card=T.card(CARD)))
        return
    options = ["coup:" + B.NAMES[i] for i in targets] + [DECLINE]
    labels = {a: N_("Coup in {country} ({n} ops)") for a in options[:-1]}
    labels[DECLINE] = N_("No coup")
    push_choice(state, B.USSR, options, "c107_coup", labels=labels,
                label_args={a: {"country": T.country(B.INDEX[a[5:]]), "n": points}
                            for a in options[:-1]},
                prompt=N_("{card}: coup attempt in a non-battleground country of Central "
                          "America, South America or Africa?") if first else
                N_("{card}: a second coup attempt in another such country?"),
                prompt_args={"card": T.card(CARD)}, points=points, first=first)


@call("c107_coup")
def _coup(state, f):
    frame = f["frame"]
    choice = frame["choice"]
    if choice == DECLINE:
        state.say(msg("{card}: the USSR makes no coup attempt.", card=T.card(CARD)))
        return
    i = B.INDEX[choice[5:]]
    before = state.inf[B.US][i]
    coup(state, B.USSR, i, frame["points"], free=False)
    if state.over:
        return
    if frame["first"] and state.inf[B.US][i] < before:
        _offer(state, frame["points"], first=False, done=i)

