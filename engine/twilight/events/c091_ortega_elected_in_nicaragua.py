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

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import ops as O
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 91
KIND = "c091_coup"
NICARAGUA = B.INDEX["Nicaragua"]
NEXT_TO_NICARAGUA = tuple(sorted(B.ADJACENT[NICARAGUA]))


def _targets(state, side):
    return O.coup_targets(state, side, NEXT_TO_NICARAGUA, free=True, ignore_defcon=True)


@event(CARD)
def ortega(state, side):
    lost = -state.add_inf(B.US, NICARAGUA, -state.inf[B.US][NICARAGUA])
    state.say(nmsg("{card}: the US loses all its {n} influence in Nicaragua.",
                   "{card}: the US loses all its {n} influence in Nicaragua.", lost,
                   card=T.card(CARD)))
    if not _targets(state, side):
        state.say(msg("{card}: no country adjacent to Nicaragua can be the target of a coup.",
                      card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": side})


def _legal(state, f):
    return ["coup:" + B.NAMES[i] for i in _targets(state, f["side"])] + ["decline"]


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "decline":
        state.say(msg("{card}: the USSR makes no coup attempt.", card=T.card(CARD)))
        return
    i = B.INDEX[action.arg]
    ops = O.ops_value(state, side, CARD)
    state.say(nmsg("{card}: free coup attempt in {country} with {n} operation (6.3.5).",
                   "{card}: free coup attempt in {country} with {n} operations (6.3.5).", ops,
                   card=T.card(CARD), country=T.country(i)))
    O.coup(state, side, i, ops, free=True)


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if action.verb != "coup" or i is None:
        return refusal(CARD, msg("choose coup:Country or decline"))
    if i not in NEXT_TO_NICARAGUA:
        return refusal(CARD, msg("{name} is not adjacent to Nicaragua", name=T.country(i)))
    why = O.coup_blocked(state, f["side"], i, free=True, ignore_defcon=True)
    return refusal(CARD, why or msg("not allowed"))


def _label(state, f, action):
    if action == "decline":
        return msg("No coup attempt")
    i = B.INDEX[action.arg]
    ops = O.ops_value(state, f["side"], CARD)
    return nmsg("Free coup in {country} ({n} op vs {defence})",
                "Free coup in {country} ({n} ops vs {defence})", ops, country=T.country(i),
                defence=2 * B.STABILITY[i])


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: ask(f["side"], msg("{card}: free coup attempt in a country "
                                                "adjacent to Nicaragua?", card=T.card(CARD))))
