"""82 Iranian Hostage Crisis (USSR, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): remove all US influence from Iran and add 2
USSR influence there. Terrorism (92) played against the US has double effect.

Decisions taken:

* No choice: Iran loses all its US influence, then the USSR gains 2 there (in that order,
  as printed; the order does not change the result). The USSR implements it whoever
  played the card (5.2, 4.5 C).
* The lasting part is the effect ``iranian_hostage_crisis`` in ``state.effects`` (the
  name card 92 Terrorism reads: the USSR playing Terrorism makes the US discard two
  cards); the card itself lies face up beside the map (``state.in_play``: underlined in
  this edition). No card of the game cancels it, so the effect lasts to the end.
* Played by the US for operations: the event happens for the USSR (5.2), effect included.
"""

from __future__ import annotations

from engine.core.i18n import nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 82
EFFECT = "iranian_hostage_crisis"      # read by 92 Terrorism
IRAN = B.INDEX["Iran"]


@event(CARD)
def iranian_hostage_crisis(state, side):
    lost = -state.add_inf(B.US, IRAN, -state.inf[B.US][IRAN])
    gained = state.add_inf(B.USSR, IRAN, 2)
    state.effects[EFFECT] = {}
    state.say(nmsg("{card}: the US loses all its {n} influence in Iran, the USSR gains "
                   "{gained} there; from now on {terrorism} played by the USSR makes the US "
                   "discard two cards.",
                   "{card}: the US loses all its {n} influence in Iran, the USSR gains "
                   "{gained} there; from now on {terrorism} played by the USSR makes the US "
                   "discard two cards.", lost, card=T.card(CARD), gained=gained,
                   terrorism=T.card(92)))
