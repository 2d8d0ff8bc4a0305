"""91 Ortega Elected in Nicaragua (USSR, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): remove all US influence from Nicaragua. The
USSR may make a free coup attempt, with this card's operations value, in a country
adjacent to Nicaragua.

Decisions taken:

* Nicaragua loses all its US influence first (no choice). Then the USSR (the implementer,
  whoever played the card: 5.2, 4.5 C) chooses ``coup:Country`` among the countries
  adjacent to Nicaragua (Honduras, Costa Rica, Cuba) where a coup is possible (6.3.1: US
  influence there; card protections through the ``can_coup`` hooks), or ``decline``
  ("may"). No target: the event ends after Nicaragua.
* **A free coup attempt** (6.3.5): no military operations credit (8.2.5); the DEFCON
  restrictions of 8.1.5 are ignored (the card's geography never meets them anyway: Central
  America is never closed); a coup in a battleground (Cuba) still degrades DEFCON by one
  (6.3.4), at the responsibility of the card's player (8.1.3, D6 of
  docs/twilight/early_war_events.md).
* **Strength**: the card's operations value for the USSR (2, with the USSR's modifiers:
  Brezhnev Doctrine 3, Red Scare/Purge against the USSR 1; 7.4, G7) plus the die and the
  coup modifiers in effect (6.3.2; e.g. Latin American Death Squads).
"""

from __future__ import annotations
from engine.core import plural

from .. import board as B
from .. import ops as O
from ..rules import decision
from . import event

CARD = 91
KIND = "c091_coup"
NICARAGUA = B.INDEX["Nicaragua"]
NEXT_TO_NICARAGUA = tuple(sorted(B.ADJACENT[NICARAGUA]))


def _targets(state, side):
    return O.coup_targets(state, side, NEXT_TO_NICARAGUA, free=True, ignore_defcon=True)


@event(CARD)
def ortega(state, side):
    lost = -state.add_inf(B.US, NICARAGUA, -state.inf[B.US][NICARAGUA])
    state.say(f"Ortega Elected in Nicaragua: the US loses all its {lost} influence in "
              f"Nicaragua.")
    if not _targets(state, side):
        state.say("Ortega Elected in Nicaragua: no country adjacent to Nicaragua can be "
                  "the target of a coup.")
        return
    state.push({"kind": KIND, "side": side})


def _legal(state, f):
    return ["coup:" + B.NAMES[i] for i in _targets(state, f["side"])] + ["decline"]


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "decline":
        state.say("Ortega Elected in Nicaragua: the USSR makes no coup attempt.")
        return
    i = B.INDEX[action.arg]
    ops = O.ops_value(state, side, CARD)
    state.say(f"Ortega Elected in Nicaragua: free coup attempt in {B.NAMES[i]} with "
              f"{ops} operations (6.3.5).")
    O.coup(state, side, i, ops, free=True)


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if action.verb != "coup" or i is None:
        return "91 Ortega Elected in Nicaragua: choose coup:Country or decline"
    if i not in NEXT_TO_NICARAGUA:
        return f"91 Ortega Elected in Nicaragua: {action.arg} is not adjacent to Nicaragua"
    why = O.coup_blocked(state, f["side"], i, free=True, ignore_defcon=True)
    return f"91 Ortega Elected in Nicaragua: {why or 'not allowed'}"


def _label(state, f, action):
    if action == "decline":
        return "No coup attempt"
    i = B.INDEX[action.arg]
    ops = O.ops_value(state, f["side"], CARD)
    return f"Free coup in {action.arg} ({plural(ops, 'op')} vs {2 * B.STABILITY[i]})"


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: Ortega Elected in Nicaragua: free coup "
                             f"attempt in a country adjacent to Nicaragua?")
