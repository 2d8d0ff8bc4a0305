"""19 Truman Doctrine (US, 1 op, starred).

Card text: remove all USSR Influence from a single uncontrolled country in Europe.

Decisions: the US (the implementer, 5.2) picks the country (``truman:Country``).
"Uncontrolled" means controlled by neither side (2.1.7); Europe includes both
subregions, Austria, Finland, Canada and Turkey (2.1.1, 2.1.2). Only countries holding
USSR influence are offered (another would lose nothing); with none, the event has no
effect (still played and removed, 5.2 example 3).
"""

from __future__ import annotations

from .. import board as B
from ..rules import decision
from . import event

CARD = 19
EUROPE = B.REGION_COUNTRIES["Europe"]
_EUROPE = frozenset(EUROPE)


def targets(state) -> list[int]:
    return [i for i in EUROPE
            if state.inf[B.USSR][i] and B.controller(state.inf, i) is None]


@event(CARD)
def truman_doctrine(state, side):
    if not targets(state):
        state.say("Truman Doctrine: no uncontrolled European country with USSR influence; "
                  "no effect.")
        return
    state.push({"kind": "c019_target", "side": side})


def _apply(state, f, action):
    state.pop()
    i = B.INDEX[action.arg]
    n = state.inf[B.USSR][i]
    state.add_inf(B.USSR, i, -n)
    state.say(f"Truman Doctrine: the USSR loses all its {n} influence in {B.NAMES[i]}.")


def _why(state, f, action):
    name = action.arg
    i = B.INDEX.get(name)
    if not action.verb == "truman" or i is None:
        return "19 Truman Doctrine: choose a European country (truman:Country)"
    if i not in _EUROPE:
        return f"19 Truman Doctrine: {name} is not in Europe"
    c = B.controller(state.inf, i)
    if c is not None:
        return f"19 Truman Doctrine: {name} is controlled by the {B.SIDES[c]} (2.1.7)"
    return f"19 Truman Doctrine: the USSR has no influence in {name}"


decision("c019_target", legal=lambda s, f: ["truman:" + B.NAMES[i] for i in targets(s)],
         apply=_apply, why=_why,
         prompt=lambda s, f: "US: Truman Doctrine: remove all USSR influence from an "
                             "uncontrolled country in Europe",
         label=lambda s, f, a: f"Remove all USSR influence from {a.arg}")
