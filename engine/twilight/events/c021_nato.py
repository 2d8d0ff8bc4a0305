"""21 NATO (US, 4 ops, starred, persistent).

Card: play only after Marshall Plan (23) or Warsaw Pact Formed (16). From then on the
USSR may not make coup attempts or realignment rolls against US-controlled countries in
Europe, and those countries cannot be attacked with Brush War (36).

Decisions on the text of this printing:

* The prerequisite is "Marshall Plan or Warsaw Pact Formed in play" (both are persistent
  cards, ``16 / 23 in state.in_play``). Without it the event is not offered (7.5), does
  not happen when the USSR plays NATO for operations or in the headline, and the card is
  discarded, not removed (5.2 example 1): ``can_play`` returns a "prerequisite".
* "Coup attempts" means every coup attempt, free ones granted by events included
  (6.3.5 changes DEFCON and military operations, not who may coup where); it is checked
  when the coup or roll is attempted, with control as it is then (a country that stops
  being US-controlled loses the protection, and regains it with control).
* Europe is the whole region (Western and Eastern Europe, Turkey and Canada included,
  2.1.1 / 2.1.2).
* De Gaulle Leads France (17) in play removes France from the protection; Willy Brandt
  (55, Mid War) in play removes West Germany (the Italian text of 55: "Annulla NATO per
  la Germania Occidentale"); Tear Down This Wall cancels Willy Brandt by taking 55 out of
  ``in_play``, which restores the protection automatically.
* NATO is in effect while the effect ``c021_nato`` is in ``state.effects`` (set by the
  event; the card itself sits in ``state.in_play``). Tests that need NATO in effect put
  both: ``effects={"c021_nato": {}}`` and ``21`` in ``in_play``.
* :func:`protects` is the check Brush War (36) must use to refuse a target.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .wording import refusal, rule

CARD = 21
EFFECT = "c021_nato"
MARSHALL_PLAN, WARSAW_PACT, DE_GAULLE, WILLY_BRANDT = 23, 16, 17, 55
FRANCE = B.INDEX["France"]
WEST_GERMANY = B.INDEX["West Germany"]
EUROPE = frozenset(B.REGION_COUNTRIES["Europe"])


def protects(state, i: int) -> bool:
    """True when NATO now shields country ``i`` from the USSR (coups, realignment
    rolls, Brush War)."""
    if EFFECT not in state.effects or i not in EUROPE:
        return False
    if not B.controls(state.inf, B.US, i):
        return False
    if i == FRANCE and DE_GAULLE in state.in_play:
        return False
    if i == WEST_GERMANY and WILLY_BRANDT in state.in_play:
        return False
    return True


def _prerequisite(state, side):
    if MARSHALL_PLAN in state.in_play or WARSAW_PACT in state.in_play:
        return None
    return ("prerequisite", msg("{rule} can only be played after {a} (23) or {b} (16), 5.2",
                                rule=rule(CARD), a=T.card(MARSHALL_PLAN),
                                b=T.card(WARSAW_PACT)))


@event(CARD, can_play=_prerequisite)
def nato(state, side):
    state.effects[EFFECT] = {}
    if DE_GAULLE in state.in_play:
        state.say(msg("{card}: from now on the USSR may not make coup attempts or "
                      "realignment rolls against US-controlled countries in Europe (except "
                      "France: {de_gaulle}).", card=T.card(CARD), de_gaulle=T.card(DE_GAULLE)))
    else:
        state.say(msg("{card}: from now on the USSR may not make coup attempts or "
                      "realignment rolls against US-controlled countries in Europe.",
                      card=T.card(CARD)))


@hook("can_coup", EFFECT)
def _no_coup(state, side, i, free):
    if side == B.USSR and protects(state, i):
        return refusal(CARD, msg("the USSR may not attempt a coup in {name}, a US-controlled "
                                 "country in Europe", name=T.country(i)))
    return None


@hook("can_realign", EFFECT)
def _no_realign(state, side, i):
    if side == B.USSR and protects(state, i):
        return refusal(CARD, msg("the USSR may not make realignment rolls in {name}, a "
                                 "US-controlled country in Europe", name=T.country(i)))
    return None
