"""45 Summit (both, 1 op, not starred).

Card text (Italian list, our paraphrase): both players roll a die, each adding 1 for
every region he Dominates or Controls. The higher total gains 2 VP and may move the
DEFCON marker one level in either direction.

Decisions taken:

* **Regions**: the six regions of 2.1.1 (Europe, Asia, Middle East, Africa, Central
  America, South America); Southeast Asia is part of Asia (2.1.2), not a region of its
  own. Domination and Control as in 10.1.1 (``scoring.region_status``), on the map as it
  is; Formosan Resolution's Taiwan is a battleground only when Asia is scored, so it does
  not count here.
* **Dice**: the player of the event (its implementer) rolls first, then the opponent
  (the order of forced dice); the log shows each die and bonus.
* **Ties**: neither total is higher, so nobody gains anything and DEFCON stays (the
  later printings' text says it outright: ties are not rerolled).
* **DEFCON**: the winner chooses ``defcon:improve`` (offered below DEFCON 5),
  ``defcon:degrade`` or ``defcon:keep`` ("può": he may leave it). A degrade to DEFCON 1
  ends the game against the side responsible by 8.1.3 as the engine applies it
  everywhere (the card's player, G9 of docs/twilight/early_war_events.md): like the
  Olympic Games boycott in the 8.1.3 example, the opponent's choice is blamed on the
  phasing player.
* Played for operations or the Space Race nothing happens (an event of both sides).
"""

from __future__ import annotations

from .. import board as B
from .. import scoring as S
from ..rules import call
from . import event, push_choice

CARD = 45
VP = 2


def summit_bonus(state, side: int) -> list[str]:
    """The regions ``side`` Dominates or Controls now (10.1.1)."""
    return [r for r in B.REGIONS
            if S.region_status(state.inf, r)[side].level in ("domination", "control")]


@event(CARD)
def summit(state, side):
    total = {}
    for s in (side, 1 - side):
        roll = state.rng.die()
        regions = summit_bonus(state, s)
        total[s] = roll + len(regions)
        state.say(f"Summit: the {B.SIDES[s]} rolls {roll} + {len(regions)}"
                  + (f" ({', '.join(regions)})" if regions else "") + f" = {total[s]}.")
    if total[0] == total[1]:
        state.say("Summit: a tie; nothing happens.")
        return
    winner = 0 if total[0] > total[1] else 1
    state.gain_vp(winner, VP, "Summit")
    options = (["defcon:improve"] if state.defcon < 5 else []) + ["defcon:degrade",
                                                                   "defcon:keep"]
    push_choice(state, winner, options, "c045_defcon",
                labels={"defcon:improve": f"Improve DEFCON to {state.defcon + 1}",
                        "defcon:degrade": f"Degrade DEFCON to {state.defcon - 1}"
                                          + (" (nuclear war!)" if state.defcon == 2 else ""),
                        "defcon:keep": f"Leave DEFCON at {state.defcon}"},
                prompt="45 Summit: you may move DEFCON one level either way")


@call("c045_defcon")
def _defcon(state, f):
    choice = f["frame"]["choice"]
    who = B.SIDES[f["frame"]["side"]]
    if choice == "defcon:improve":
        state.improve_defcon(1, reason=f"Summit, chosen by the {who}")
    elif choice == "defcon:degrade":
        state.degrade_defcon(1, reason=f"Summit, chosen by the {who}")
    else:
        state.say(f"Summit: the {who} leaves DEFCON at {state.defcon}.")
