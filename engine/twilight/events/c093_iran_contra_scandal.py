"""93 Iran-Contra Scandal (USSR, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): every US realignment roll has a -1 modifier for
the rest of the turn.

Decisions taken:

* The effect ``c093_iran_contra_scandal`` (``until: turn``) lasts to the end of the turn in
  which the event happens (4.5; headlined: the whole turn), whoever played the card (the
  USSR implements it, 5.2, 4.5 C). Played by the US for operations, the -1 starts when
  the event happens: if the US chose "operations first" (5.2), its realignments of that
  same card are not affected; with "event first" they are.
* **"US realignment rolls"** are the realignment rolls the US *makes* (6.2.1-6.2.2: "to
  make a realignment roll" costs one operations point; it is the acting player's
  attempt, in which both players roll a die). The -1 is applied to the US die of every
  realignment roll the US makes, with operations or by an event (Tear Down This Wall,
  KAL-007); when the USSR makes a realignment roll, the US's defending die is not
  modified. The player making a realignment roll is always the phasing player (he plays
  the card for operations, or implements the event that grants the rolls: the engine
  makes the implementer phasing while his event resolves, 4.5 C note), so the hook
  gives -1 to the US die when the US is phasing.
* The modifier adds to those of 6.2.2 and may make the US total lower than its die;
  nothing else (coups, influence) changes.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .wording import signed

CARD = 93
EFFECT = "c093_iran_contra_scandal"
MODIFIER = -1


@event(CARD)
def iran_contra_scandal(state, side):
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn every US realignment roll has {mod}.",
                  card=T.card(CARD), mod=signed(MODIFIER)))


@hook("realign_modifier", EFFECT)
def _us_realignments(state, side, country):
    if side == B.US and state.phasing == B.US:
        return MODIFIER
    return 0
