"""27 US/Japan Mutual Defense Pact (US, 4 ops, starred, persistent).

Card: the US adds enough influence to Japan to control it. From then on the USSR may
not make coup attempts or realignment rolls against Japan.

Decisions:

* "Enough to control" (2.1.7, Japan stability 4): the US influence becomes
  ``max(4, USSR influence + 4)``; nothing is added when the US already controls Japan
  (the event still counts as played, 5.2 example 3).
* The protection covers Japan whoever controls it, every USSR coup attempt (free ones
  too) and every USSR realignment roll; it lasts for the rest of the game (no card of
  the printing cancels it). In effect while ``c027_us_japan`` is in ``state.effects``;
  the card sits in ``state.in_play``.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .wording import refusal

CARD = 27
EFFECT = "c027_us_japan"
JAPAN = B.INDEX["Japan"]


@event(CARD)
def us_japan_pact(state, side):
    need = max(B.STABILITY[JAPAN], state.inf[B.USSR][JAPAN] + B.STABILITY[JAPAN])
    add = need - state.inf[B.US][JAPAN]
    if add > 0:
        state.add_inf(B.US, JAPAN, add)
        state.say(nmsg("{card}: the US adds {n} influence in Japan and controls it.",
                       "{card}: the US adds {n} influence in Japan and controls it.", add,
                       card=T.card(CARD)))
    else:
        state.say(msg("{card}: the US already controls Japan.", card=T.card(CARD)))
    state.effects[EFFECT] = {}
    state.say(msg("From now on the USSR may not make coup attempts or realignment rolls "
                  "against Japan."))


@hook("can_coup", EFFECT)
def _no_coup(state, side, i, free):
    if side == B.USSR and i == JAPAN:
        return refusal(CARD, msg("the USSR may not attempt a coup in Japan"))
    return None


@hook("can_realign", EFFECT)
def _no_realign(state, side, i):
    if side == B.USSR and i == JAPAN:
        return refusal(CARD, msg("the USSR may not make realignment rolls in Japan"))
    return None
