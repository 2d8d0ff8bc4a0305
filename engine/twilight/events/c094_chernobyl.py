"""94 Chernobyl (US, 3 ops, starred; Late War).

Card text (Italian list, our paraphrase): the US player may designate one region. For
the rest of the turn the USSR may not add influence in that region by playing
operations points.

Decisions taken:

* The US (the implementer, whoever played the card: 5.2, 4.5 C) chooses
  ``region:Name`` among the six regions of 2.1.1 (Europe, Asia, Middle East, Africa,
  Central America, South America; Europe and Asia include their subregions, 2.1.2), or
  ``decline`` (the card says "may").
* The ban is the effect ``c094_chernobyl`` (``until: turn``, with the region), consulted
  through the ``can_place`` hook: for the rest of the turn a USSR influence placement
  *with operations* (6.1: a card played for operations, or operations an event grants,
  e.g. Glasnost with The Reformer, Olympic Games' boycott, the China Card) is refused in
  every country of that region. Influence an event places directly (its own text: The
  Reformer, Decolonization...), realignment rolls and coups there remain allowed: they
  do not "add influence by playing operations points" (a successful coup adds influence
  as the result of a coup, 6.3.2, not by placement).
* Played by the USSR for operations with the event after its operations (5.2), the
  USSR's own placements of that card were made before the ban; with the event first,
  they are already barred. Headlined, the ban covers the whole turn.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import decision, hook
from . import event
from .wording import ask, refusal

CARD = 94
EFFECT = "c094_chernobyl"
KIND = "c094_region"
REGIONS = B.REGIONS                             # the six regions (2.1.1)


@event(CARD)
def chernobyl(state, side):
    state.push({"kind": KIND, "side": side})


def _legal(state, f):
    return ["region:" + r for r in REGIONS] + ["decline"]


def _apply(state, f, action):
    state.pop()
    if action == "decline":
        state.say(msg("{card}: the US designates no region.", card=T.card(CARD)))
        return
    region = action.arg
    state.effects[EFFECT] = {"until": "turn", "region": region}
    state.say(msg("{card}: for the rest of the turn the USSR may not place influence in "
                  "{region} with operations.", card=T.card(CARD), region=T.region(region)))


def _why(state, f, action):
    return refusal(CARD, msg("designate one of the regions ({actions}) or decline",
                             actions=", ".join("region:" + r for r in REGIONS)))


decision(KIND, legal=_legal, apply=_apply, why=_why,
         prompt=lambda s, f: ask(B.US, msg("{card}: designate a region where the USSR may "
                                           "not place influence with operations this turn",
                                           card=T.card(CARD))),
         label=lambda s, f, a: msg("No region") if a == "decline" else T.region(a.arg))


@hook("can_place", EFFECT)
def _banned(state, side, country):
    region = state.effects[EFFECT]["region"]
    if side == B.USSR and B.REGION[country] == region:
        return refusal(CARD, msg("this turn the USSR may not place influence in {region} "
                                 "with operations ({name})", region=T.region(region),
                                 name=T.country(country)))
    return None
