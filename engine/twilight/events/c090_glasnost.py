"""90 Glasnost (USSR, 4 ops, starred; Late War).

Card text (Italian list, our paraphrase): the USSR gains 2 VP; DEFCON improves by one. If
The Reformer (87) has already been played, the USSR may place influence or make
realignment rolls with this card.

Decisions taken:

* In the printed order: +2 VP to the USSR, then DEFCON +1 (never above 5, 8.1.2). The
  USSR implements it whoever played the card (5.2, 4.5 C).
* **The Reformer improves it**: "already played" is read as The Reformer's *event*
  having happened (its effect ``c087_the_reformer``, card beside the map): The Reformer
  used for operations or the Space Race does not count. Then the USSR chooses
  ``conduct_ops`` or ``decline`` ("may"); with ``conduct_ops`` it uses the card's
  operations value for the USSR (4; Red Scare/Purge against the USSR makes it 3; 7.4, G7)
  for influence placement (6.1) or realignment rolls (6.2, DEFCON limits 8.1.5, after the
  improvement), never a coup nor the Space Race; all points must then be used (6.0).
* Glasnost played before The Reformer: VP and DEFCON only; a later Reformer changes
  nothing for that Glasnost (it is removed, starred).
* When the US plays the card for operations, the USSR still gets these operations inside
  the US action round (5.2), as the US chose before or after its own.
* The 20 VP check waits until the event, operations included, is over (10.3.1).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from ..ops import start_ops
from ..rules import call
from . import event, push_choice
from .c087_the_reformer import in_effect as reformer_in_effect

CARD = 90
REFORMER = 87
KINDS = ("influence", "realign")


@event(CARD)
def glasnost(state, side):
    state.gain_vp(B.USSR, 2, T.card(CARD))
    state.improve_defcon(1, T.card(CARD))
    if not reformer_in_effect(state):
        state.say(msg("{card}: {reformer} has not been played; no operations.",
                      card=T.card(CARD), reformer=T.card(REFORMER)))
        return
    push_choice(state, B.USSR, ["conduct_ops", "decline"], "c090_ops",
                labels={"conduct_ops": N_("Use the card's operations for influence or "
                                          "realignment"),
                        "decline": N_("Do not use the operations")},
                prompt=N_("{card} (improved by {reformer}): place influence or make "
                          "realignment rolls with this card?"),
                prompt_args={"card": T.card(CARD), "reformer": T.card(REFORMER)})


@call("c090_ops")
def _ops(state, f):
    if f["frame"]["choice"] == "decline":
        state.say(msg("{card}: the USSR does not use the operations.", card=T.card(CARD)))
        return
    state.say(msg("{card}: the USSR uses the card's operations for influence or realignment "
                  "({reformer}).", card=T.card(CARD), reformer=T.card(REFORMER)))
    start_ops(state, B.USSR, CARD, kinds=KINDS)
