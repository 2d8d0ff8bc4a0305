"""99 Pershing II Deployed (USSR, 3 ops, starred; Late War).

Card text (Italian list, our paraphrase; the Italian title is garbled in the extraction,
"SCHIERAMENTO ... PERSHIN II", the text is whole): the USSR gains 1 VP. Remove one US
influence from each of up to 3 countries of Western Europe.

Decisions taken:

* The VP first, as printed; the 20 VP check waits for the end of the event (10.3.1).
* Then the USSR (the implementer, whoever played the card: 5.2, 4.5 C) removes one US
  influence at a time (``remove:Country``) from a country of
  Western Europe holding US influence, at most one per country (three different
  countries). Western Europe includes Finland and Austria (2.1.1). "Up to" three: with
  fewer countries holding US influence, as many as there are (5.2 example 3: no target,
  the VP alone). Removing never helps the US, so no "stop" is offered.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from . import event, has_influence, influence_decision
from .wording import ask_left, loses_one, rule

CARD = 99
VP = 1
COUNTRIES = 3
WESTERN_EUROPE = tuple(sorted(B.REGION_COUNTRIES["Western Europe"]))
KIND = "c099_remove"


@event(CARD)
def pershing_ii_deployed(state, side):
    state.gain_vp(B.USSR, VP, T.card(CARD))
    targets = [i for i in WESTERN_EUROPE if state.inf[B.US][i] > 0]
    if not targets:
        state.say(msg("{card}: no Western European country holds US influence.",
                      card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": B.USSR, "whose": B.US, "left": COUNTRIES, "done": []})


def _empty(state, f):
    if f["done"]:
        state.say(msg("{card}: no other Western European country holds US influence.",
                      card=T.card(CARD)))


influence_decision(
    KIND, verb="remove", rule=rule(CARD), whose=B.US, amount=-1,
    countries=WESTERN_EUROPE, allowed=has_influence, cap=1, empty=_empty,
    outside=N_("{name} is not in Western Europe"),
    again=N_("one influence per country; {name} has already lost one"),
    log=loses_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.USSR, msg("{card}: remove 1 US influence from a Western "
                                             "European country", card=T.card(CARD)), f["left"]))
