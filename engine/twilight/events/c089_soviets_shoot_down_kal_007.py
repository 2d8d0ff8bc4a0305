"""89 Soviets Shoot Down KAL-007 (US, 4 ops, starred; Late War).

Card text (Italian list, our paraphrase): DEFCON degrades by one; the US gains 2 VP. If
South Korea is controlled by the US, the US may then place influence or make realignment
rolls with this card.

Decisions taken:

* In the printed order: DEFCON -1 first, then +2 VP to the US. DEFCON 1 ends the game at
  once (8.1.3) and the player **of the card** is responsible, as for every DEFCON drop an
  event causes (D6 of docs/twilight/early_war_events.md): the US if it played the card
  (as an event at DEFCON 2 it loses), the USSR if it played it for operations or
  headlined it (5.2 / 4.5 C: the US implements the event, the USSR is the phasing player
  who played the card).
* **South Korea** is checked after the DEFCON and VP steps (nothing there changes it).
  Controlled by the US: the US chooses ``conduct_ops`` or ``decline`` ("may"). With
  ``conduct_ops`` it uses the card's operations value *for the US* (4, with the US's own
  modifiers: Red Scare/Purge against the US makes it 3; 7.4, G7) for influence placement
  (6.1, adjacency from the influence held at the start of the action round) or
  realignment rolls (6.2, DEFCON restrictions 8.1.5 apply), never a coup nor the Space
  Race; all points must then be used (6.0). Not controlled: no operations.
* When the USSR plays the card for operations, the US still gets these operations inside
  the USSR's action round, before or after the USSR's own as the USSR chose (5.2), like
  CIA Created.
* The 20 VP check waits until the event, operations included, is over (10.3.1).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from ..ops import start_ops
from ..rules import call
from . import event, push_choice

CARD = 89
SOUTH_KOREA = B.INDEX["South Korea"]
KINDS = ("influence", "realign")


@event(CARD)
def kal_007(state, side):
    state.degrade_defcon(1, reason=T.card(CARD))
    if state.over:
        return
    state.gain_vp(B.US, 2, T.card(CARD))
    if not B.controls(state.inf, B.US, SOUTH_KOREA):
        state.say(msg("{card}: the US does not control South Korea; no operations.",
                      card=T.card(CARD)))
        return
    push_choice(state, B.US, ["conduct_ops", "decline"], "c089_ops",
                labels={"conduct_ops": N_("Use the card's operations for influence or "
                                          "realignment"),
                        "decline": N_("Do not use the operations")},
                prompt=N_("{card}: the US controls South Korea: place influence or make "
                          "realignment rolls with this card?"),
                prompt_args={"card": T.card(CARD)})


@call("c089_ops")
def _ops(state, f):
    if f["frame"]["choice"] == "decline":
        state.say(msg("{card}: the US does not use the operations.", card=T.card(CARD)))
        return
    state.say(msg("{card}: the US uses the card's operations for influence or realignment.",
                  card=T.card(CARD)))
    start_ops(state, B.US, CARD, kinds=KINDS)
