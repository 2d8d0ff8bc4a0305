"""19 Truman Doctrine (US, 1 op, starred).

Card text: remove all USSR Influence from a single uncontrolled country in Europe.

Decisions: the US (the implementer, 5.2) picks the country (``truman:Country``).
"Uncontrolled" means controlled by neither side (2.1.7); Europe includes both
subregions, Austria, Finland, Canada and Turkey (2.1.1, 2.1.2). Only countries holding
USSR influence are offered (another would lose nothing); with none, the event has no
effect (still played and removed, 5.2 example 3).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 19
EUROPE = B.REGION_COUNTRIES["Europe"]
_EUROPE = frozenset(EUROPE)


def targets(state) -> list[int]:
    return [i for i in EUROPE
            if state.inf[B.USSR][i] and B.controller(state.inf, i) is None]


@event(CARD)
def truman_doctrine(state, side):
    if not targets(state):
        state.say(msg("{card}: no uncontrolled European country with USSR influence; no "
                      "effect.", card=T.card(CARD)))
        return
    state.push({"kind": "c019_target", "side": side})


def _apply(state, f, action):
    state.pop()
    i = B.INDEX[action.arg]
    n = state.inf[B.USSR][i]
    state.add_inf(B.USSR, i, -n)
    state.say(nmsg("{card}: the USSR loses all its {n} influence in {country}.",
                   "{card}: the USSR loses all its {n} influence in {country}.", n,
                   card=T.card(CARD), country=T.country(i)))


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if not action.verb == "truman" or i is None:
        return refusal(CARD, msg("choose a European country (truman:Country)"))
    name = T.country(i)
    if i not in _EUROPE:
        return refusal(CARD, msg("{name} is not in Europe", name=name))
    c = B.controller(state.inf, i)
    if c is not None:
        return refusal(CARD, msg("{name} is controlled by the {side} (2.1.7)", name=name,
                                 side=T.side(c)))
    return refusal(CARD, msg("the USSR has no influence in {name}", name=name))


decision("c019_target", legal=lambda s, f: ["truman:" + B.NAMES[i] for i in targets(s)],
         apply=_apply, why=_why,
         prompt=lambda s, f: ask(B.US, msg("{card}: remove all USSR influence from an "
                                           "uncontrolled country in Europe",
                                           card=T.card(CARD))),
         label=lambda s, f, a: msg("Remove all USSR influence from {country}",
                                   country=T.country_named(a.arg)))
