"""106 NORAD (US, 3 ops, starred, stays in play; Early War; Deluxe optional card).

Card text (Deluxe, our paraphrase): while in effect, at the end of each action round in
which the DEFCON marker moved to 2, if the US controls Canada, the US adds 1 Influence to
any one country that already holds US Influence. Cancelled by Quagmire.

Decisions taken (docs/twilight/editions.md section 4, uncertain item 9):

* "Moved to 2": a DEFCON change during an action round (``ar`` > 0) whose result is
  DEFCON 2 arms the effect (a ``defcon_change`` hook that changes nothing); the
  placement comes when that action round is over (``action_round_end``: before the next
  round or the end of the turn), once per round. A headline that brings DEFCON to 2
  does not trigger it (the 20 logs: never), nor does the turn's DEFCON improvement.
* Canada is checked at the end of the round; the country is any with US influence then.
* The card sits in ``state.in_play`` (persistent) with the effect ``c106_norad``;
  Quagmire (42) removes both (``cancel``).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event, influence_decision
from .wording import ask, gains_one, rule

CARD = 106
EFFECT = "c106_norad"
KIND = "c106_place"
CANADA = B.INDEX["Canada"]


@event(CARD)
def norad(state, side):
    state.effects[EFFECT] = {"armed": False}
    state.say(msg("{card} is in effect: when DEFCON moves to 2 in an action round, the US "
                  "adds 1 influence if it controls Canada.", card=T.card(CARD)))


def cancel(state, why) -> None:
    """Quagmire (42): NORAD is cancelled (effect and card removed from play)."""
    if EFFECT not in state.effects and CARD not in state.in_play:
        return
    state.effects.pop(EFFECT, None)
    if CARD in state.in_play:
        state.in_play.remove(CARD)
        state.removed.append(CARD)
    state.say(msg("{card} is cancelled ({why}).", card=T.card(CARD), why=why))


@hook("defcon_change", EFFECT)
def _watch(state, delta, responsible):
    if state.ar > 0 and delta and max(1, min(5, state.defcon + delta)) == 2 \
            and state.defcon != 2:
        state.effects[EFFECT]["armed"] = True
    return delta


@hook("action_round_end", EFFECT)
def _round_end(state):
    data = state.effects[EFFECT]
    if not data.get("armed"):
        return False
    data["armed"] = False
    if not B.controls(state.inf, B.US, CANADA):
        state.say(msg("{card}: DEFCON moved to 2, but the US does not control Canada.",
                      card=T.card(CARD)))
        return False
    if not any(state.inf[B.US]):
        return False
    state.push({"kind": KIND, "side": B.US, "left": 1, "done": []})
    return True


influence_decision(
    KIND, rule=rule(CARD), whose=B.US,
    countries=lambda s, f: [i for i in range(B.N) if s.inf[B.US][i] > 0],
    log=gains_one(CARD, B.US),
    prompt=lambda s, f: ask(B.US, msg("{card}: DEFCON moved to 2: add 1 influence to a "
                                      "country with US influence", card=T.card(CARD))))
