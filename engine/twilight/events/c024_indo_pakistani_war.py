"""24 Indo-Pakistani War (both sides, 2 ops, war card 7.6).

Card: India or Pakistan invades the other (the player chooses). Roll a die and subtract
1 for each country adjacent to the invaded country that the opponent controls; 4-6
wins. The player adds 2 to his military operations. Victory: the player gains 2 VP and
replaces all the opponent's influence in the invaded country with his own.

Decisions:

* "The player" is the implementer (a neutral card: whoever plays it as an event, also
  in the headline); the military operations go to him (7.6, 8.2.2-8.2.4), win or lose,
  and are the card's fixed 2 (card text, 5.5: Containment / Red Scare change the
  operations value of cards played for operations, not this number).
* The modifier counts every country adjacent to the *invaded* country that the opponent
  controls, the invading country included when the opponent controls it (the card's
  "adjacent to the target of the invasion"). The invaded country itself does not count.
* The die is rolled once the target is chosen (forced dice: one value).
* "Replaces": the opponent's influence there is removed and the same amount of the
  player's is added (none if the opponent had none; the 2 VP are still gained, 7.6).
* No DEFCON change: a war card is not a coup (8.1.4).
"""

from __future__ import annotations

from .. import board as B
from ..rules import decision
from . import event

KIND = "c024_invade"
INDIA, PAKISTAN = B.INDEX["India"], B.INDEX["Pakistan"]
WIN, VP, MILOPS = 4, 2, 2


def modifier(state, side: int, target: int) -> int:
    """Number of countries adjacent to ``target`` controlled by ``side``'s opponent."""
    return sum(1 for j in B.ADJACENT[target] if B.controls(state.inf, 1 - side, j))


def war(state, side: int, target: int, name: str) -> bool:
    """Resolve the invasion of ``target`` by ``side`` (shared shape of the war cards)."""
    opp = 1 - side
    mod = modifier(state, side, target)
    roll = state.rng.die()
    net = roll - mod
    state.credit_milops(side, MILOPS)
    text = (f"{name}: {B.SIDES[side]} rolls {roll}" + (f" -{mod}" if mod else "")
            + f" = {net} (needs {WIN}-6)")
    if net < WIN:
        state.say(f"{text}: the invasion fails. {B.SIDES[side]} adds {MILOPS} military "
                  f"operations.")
        return False
    n = state.inf[opp][target]
    state.add_inf(opp, target, -n)
    state.add_inf(side, target, n)
    state.say(f"{text}: victory! {B.SIDES[side]} replaces {n} {B.SIDES[opp]} influence in "
              f"{B.NAMES[target]} and adds {MILOPS} military operations.")
    state.gain_vp(side, VP, name)
    return True


@event(24)
def indo_pakistani_war(state, side):
    state.push({"kind": KIND, "side": side})


def _apply(state, f, action):
    state.pop()
    target = B.INDEX[action.arg]
    invader = INDIA if target == PAKISTAN else PAKISTAN
    state.say(f"Indo-Pakistani War: {B.NAMES[invader]} invades {B.NAMES[target]}.")
    war(state, f["side"], target, "Indo-Pakistani War")


decision(KIND, legal=lambda s, f: ["invade:Pakistan", "invade:India"], apply=_apply,
         why=lambda s, f, a: "24 Indo-Pakistani War: India or Pakistan is invaded "
                             "(invade:Pakistan or invade:India)",
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: Indo-Pakistani War: which country "
                             f"is invaded?",
         label=lambda s, f, a: ("India invades Pakistan" if a == "invade:Pakistan"
                                else "Pakistan invades India"))
