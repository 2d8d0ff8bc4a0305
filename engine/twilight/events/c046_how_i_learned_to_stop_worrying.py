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

from .. import board as B
from ..rules import decision
from . import event

CARD = 46
MILOPS = 5
LEVELS = (1, 2, 3, 4, 5)


@event(CARD)
def how_i_learned(state, side):
    state.push({"kind": "c046_defcon", "side": side})


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    level = action.number
    if level == state.defcon:
        state.say(f"How I Learned to Stop Worrying: the {B.SIDES[side]} leaves DEFCON at "
                  f"{level}.")
    else:
        state.say(f"How I Learned to Stop Worrying: the {B.SIDES[side]} sets DEFCON to "
                  f"{level}.")
        state.set_defcon(level, responsible=side, reason="How I Learned to Stop Worrying")
        if state.over:
            return
    state.credit_milops(side, MILOPS)
    state.say(f"How I Learned to Stop Worrying: the {B.SIDES[side]} adds {MILOPS} military "
              f"operations (now {state.milops[side]}).")


def _label(state, f, action):
    level = action.number
    if level == 1:
        return "DEFCON 1 (nuclear war: you lose)"
    if level == state.defcon:
        return f"DEFCON {level} (unchanged)"
    return f"DEFCON {level}"


decision("c046_defcon", legal=lambda s, f: ["defcon:%d" % n for n in LEVELS],
         apply=_apply, label=_label,
         why=lambda s, f, a: "46 How I Learned to Stop Worrying: choose a DEFCON level "
                             "from 1 to 5 (defcon:N)",
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: How I Learned to Stop Worrying: set "
                             f"DEFCON to which level (now {s.defcon})?")
