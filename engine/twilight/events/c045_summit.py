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

from engine.core.i18n import N_, msg

from .. import board as B
from .. import scoring as S
from .. import terms as T
from ..rules import call
from . import event, push_choice
from .wording import rule

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
        if regions:
            state.say(msg("{card}: the {side} rolls {roll} + {bonus} ({regions}) = {total}.",
                          card=T.card(CARD), side=T.side(s), roll=roll, bonus=len(regions),
                          regions=[T.region(r) for r in regions], total=total[s]))
        else:
            state.say(msg("{card}: the {side} rolls {roll} + 0 = {total}.", card=T.card(CARD),
                          side=T.side(s), roll=roll, total=total[s]))
    if total[0] == total[1]:
        state.say(msg("{card}: a tie; nothing happens.", card=T.card(CARD)))
        return
    winner = 0 if total[0] > total[1] else 1
    state.gain_vp(winner, VP, T.card(CARD))
    options = (["defcon:improve"] if state.defcon < 5 else []) + ["defcon:degrade",
                                                                   "defcon:keep"]
    d = state.defcon
    push_choice(state, winner, options, "c045_defcon",
                labels={"defcon:improve": N_("Improve DEFCON to {defcon}"),
                        "defcon:degrade": N_("Degrade DEFCON to {defcon} (nuclear war!)")
                        if d == 2 else N_("Degrade DEFCON to {defcon}"),
                        "defcon:keep": N_("Leave DEFCON at {defcon}")},
                label_args={"defcon:improve": {"defcon": d + 1},
                            "defcon:degrade": {"defcon": d - 1},
                            "defcon:keep": {"defcon": d}},
                prompt=N_("{rule}: you may move DEFCON one level either way"),
                prompt_args={"rule": rule(CARD)})


@call("c045_defcon")
def _defcon(state, f):
    choice = f["frame"]["choice"]
    who = T.side(f["frame"]["side"])
    if choice == "defcon:improve":
        state.improve_defcon(1, reason=msg("{card}, chosen by the {side}", card=T.card(CARD),
                                           side=who))
    elif choice == "defcon:degrade":
        state.degrade_defcon(1, reason=msg("{card}, chosen by the {side}", card=T.card(CARD),
                                           side=who))
    else:
        state.say(msg("{card}: the {side} leaves DEFCON at {defcon}.", card=T.card(CARD),
                      side=who, defcon=state.defcon))
