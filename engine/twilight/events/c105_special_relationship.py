"""105 Special Relationship (US, 2 ops; Early War; Deluxe optional card).

Card text (Deluxe, our paraphrase): if the US controls the UK and NATO is not in effect,
the US adds 1 Influence to a single country adjacent to the UK; if the US controls the
UK and NATO is in effect, the US adds 2 Influence to a single Western European country
and gains 2 VP. Nothing if the US does not control the UK.

Decisions taken: NATO "in effect" is the effect ``c021_nato``; adjacency is the map's
(Canada, Norway, Benelux, France). The influence goes to the US whoever played the card
(the US implements it, 5.2).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from ..rules import call
from . import event, push_choice

CARD = 105
UK = B.INDEX["UK"]
NATO = "c021_nato"


@event(CARD)
def special_relationship(state, side):
    if not B.controls(state.inf, B.US, UK):
        state.say(msg("{card}: the US does not control the UK; no effect.", card=T.card(CARD)))
        return
    nato = NATO in state.effects
    countries = sorted(B.REGION_COUNTRIES["Western Europe"]) if nato else sorted(B.ADJACENT[UK])
    options = ["inf:" + B.NAMES[i] for i in countries]
    label = N_("+2 US influence in {country}") if nato else N_("+1 US influence in {country}")
    push_choice(state, B.US, options, "c105_place", labels={a: label for a in options},
                label_args={a: {"country": T.country(B.INDEX[a[4:]])} for a in options},
                prompt=N_("{card}: add 2 influence to a Western European country (NATO)")
                if nato else N_("{card}: add 1 influence to a country adjacent to the UK"),
                prompt_args={"card": T.card(CARD)}, nato=nato)


@call("c105_place")
def _place(state, f):
    frame = f["frame"]
    i = B.INDEX[frame["choice"][4:]]
    n = 2 if frame["nato"] else 1
    state.add_inf(B.US, i, n)
    if n == 2:
        state.say(msg("{card}: the US gains 2 influence in {country}.", card=T.card(CARD),
                      country=T.country(i)))
        state.gain_vp(B.US, 2, T.card(CARD))
    else:
        state.say(msg("{card}: the US gains 1 influence in {country}.", card=T.card(CARD),
                      country=T.country(i)))
