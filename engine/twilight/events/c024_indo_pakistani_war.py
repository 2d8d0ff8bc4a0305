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

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 24
KIND = "c024_invade"
INDIA, PAKISTAN = B.INDEX["India"], B.INDEX["Pakistan"]
WIN, VP, MILOPS = 4, 2, 2


def modifier(state, side: int, target: int) -> int:
    """Number of countries adjacent to ``target`` controlled by ``side``'s opponent."""
    return sum(1 for j in B.ADJACENT[target] if B.controls(state.inf, 1 - side, j))


def war(state, side: int, target: int, card: int) -> bool:
    """Resolve the invasion of ``target`` by ``side`` with war card ``card`` (shared
    shape of the war cards)."""
    opp = 1 - side
    mod = modifier(state, side, target)
    roll = state.rng.die()
    net = roll - mod
    state.credit_milops(side, MILOPS)
    if mod:
        rolled = msg("{card}: {side} rolls {roll} -{mod} = {total} (needs {win}-6)",
                     card=T.card(card), side=T.side(side), roll=roll, mod=mod, total=net,
                     win=WIN)
    else:
        rolled = msg("{card}: {side} rolls {roll} = {total} (needs {win}-6)",
                     card=T.card(card), side=T.side(side), roll=roll, total=net, win=WIN)
    if net < WIN:
        state.say(nmsg("{roll}: the invasion fails. {side} adds {n} military operation.",
                       "{roll}: the invasion fails. {side} adds {n} military operations.",
                       MILOPS, roll=rolled, side=T.side(side)))
        return False
    n = state.inf[opp][target]
    state.add_inf(opp, target, -n)
    state.add_inf(side, target, n)
    state.say(nmsg("{roll}: victory! {side} replaces {n} {enemy} influence in {country} and "
                   "adds {ops} military operations.",
                   "{roll}: victory! {side} replaces {n} {enemy} influence in {country} and "
                   "adds {ops} military operations.", n, roll=rolled, side=T.side(side),
                   enemy=T.side(opp), country=T.country(target), ops=MILOPS))
    state.gain_vp(side, VP, T.card(card))
    return True


@event(CARD)
def indo_pakistani_war(state, side):
    state.push({"kind": KIND, "side": side})


def _apply(state, f, action):
    state.pop()
    target = B.INDEX[action.arg]
    invader = INDIA if target == PAKISTAN else PAKISTAN
    state.say(msg("{card}: {invader} invades {target}.", card=T.card(CARD),
                  invader=T.country(invader), target=T.country(target)))
    war(state, f["side"], target, CARD)


decision(KIND, legal=lambda s, f: ["invade:Pakistan", "invade:India"], apply=_apply,
         why=lambda s, f, a: refusal(CARD, msg("India or Pakistan is invaded "
                                               "(invade:Pakistan or invade:India)")),
         prompt=lambda s, f: ask(f["side"], msg("{card}: which country is invaded?",
                                                card=T.card(CARD))),
         label=lambda s, f, a: (msg("India invades Pakistan") if a == "invade:Pakistan"
                                else msg("Pakistan invades India")))
