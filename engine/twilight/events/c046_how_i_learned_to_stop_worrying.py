"""46 How I Learned to Stop Worrying (both, 2 ops, starred).

Card text (Italian list): set DEFCON to any level you wish. This event counts as 5
military operations for the required military operations.

Decisions taken:

* The implementer (who plays it as an event; a card of both sides) chooses the level,
  ``defcon:1`` .. ``defcon:5``, every level a legal choice, the current one included (no
  change). Choosing 1 is nuclear war: the implementer moved DEFCON to 1 and loses (8.1.3),
  and nothing more happens. Lower levels degrade, higher ones improve (8.1.7).
* **5 military operations**: the implementer's military operations track goes up by 5
  (8.2; as a war event adds its number, 8.2.3; the Deluxe wording "adds 5 to its Military
  Operations Track" says the same), after the DEFCON choice, in the order of the text.
  With a coup already made this turn the total is more than 5; the requirement (8.2.1)
  is met in any case.
* Played for operations it has no event (both sides' card, 5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 46
MILOPS = 5                  # the wording below says "5"
LEVELS = (1, 2, 3, 4, 5)


@event(CARD)
def how_i_learned(state, side):
    state.push({"kind": "c046_defcon", "side": side})


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    level = action.number
    if level == state.defcon:
        state.say(msg("{card}: the {side} leaves DEFCON at {defcon}.", card=T.card(CARD),
                      side=T.side(side), defcon=level))
    else:
        state.say(msg("{card}: the {side} sets DEFCON to {defcon}.", card=T.card(CARD),
                      side=T.side(side), defcon=level))
        state.set_defcon(level, responsible=side, reason=T.card(CARD))
        if state.over:
            return
    state.credit_milops(side, MILOPS)
    state.say(msg("{card}: the {side} adds 5 military operations (now {total}).",
                  card=T.card(CARD), side=T.side(side), total=state.milops[side]))


def _label(state, f, action):
    level = action.number
    if level == 1:
        return msg("DEFCON 1 (nuclear war: you lose)")
    if level == state.defcon:
        return msg("DEFCON {defcon} (unchanged)", defcon=level)
    return msg("DEFCON {defcon}", defcon=level)


decision("c046_defcon", legal=lambda s, f: ["defcon:%d" % n for n in LEVELS],
         apply=_apply, label=_label,
         why=lambda s, f, a: refusal(CARD, msg("choose a DEFCON level from 1 to 5 "
                                               "(defcon:N)")),
         prompt=lambda s, f: ask(f["side"], msg("{card}: set DEFCON to which level (now "
                                                "{defcon})?", card=T.card(CARD),
                                                defcon=s.defcon)))
