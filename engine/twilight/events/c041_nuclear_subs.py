"""41 Nuclear Subs (US, 2 ops, starred).

Card text (Italian list): US actions do not affect the DEFCON track for the rest of the
turn (this does not affect the Cuban Missile Crisis). The published English card of this
printing says what those actions are: US *coup attempts in battleground countries* do not
degrade DEFCON for the rest of the turn.

Decisions taken:

* Scope (the issue and the published card; carddata.py notes it): only the DEFCON drop
  of a US coup attempt in a battleground (6.3.4 / 8.1.4) is cancelled, for every US coup
  until the end of the turn: coups with a card's operations and free coups granted by
  events alike (6.3.5 keeps the battleground drop, which Nuclear Subs then removes).
  Everything else that moves DEFCON still does, whoever plays it (Duck and Cover, an
  Olympic boycott, How I Learned to Stop Worrying, Summit, DEFCON improvement at the start
  of the turn...). USSR coups are unaffected.
* Cuban Missile Crisis (40) played by the USSR still makes any US coup a nuclear war
  (its own hook runs before the coup resolves; card text "does not affect").
* A coup still counts as military operations (8.2.3): only DEFCON is untouched.
* Mechanics: the ``before_coup`` hook marks the coup (``effects[...]["skip"]``) just
  before :func:`ops.coup` degrades DEFCON for the battleground, and the ``defcon_change``
  hook turns that one drop into no change. The mark never outlives the coup.
* It is a US event: the USSR playing the card for operations gives the US the effect
  (5.2). Expires at the end of the turn (``until: turn``).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event

CARD = 41
EFFECT = "c041_nuclear_subs"


@event(CARD)
def nuclear_subs(state, side):
    state.effects[EFFECT] = {"until": "turn"}
    state.say(msg("{card}: for the rest of the turn US coup attempts in battleground "
                  "countries do not degrade DEFCON.", card=T.card(CARD)))


@hook("before_coup", EFFECT)
def _mark(state, side, i, free):
    if side == B.US and B.BATTLEGROUND[i]:
        state.effects[EFFECT]["skip"] = B.NAMES[i]


@hook("defcon_change", EFFECT)
def _no_drop(state, delta, responsible):
    eff = state.effects[EFFECT]
    name = eff.pop("skip", None)
    if name is None or delta >= 0:
        return delta
    state.say(msg("{card}: the US coup in the battleground {country} does not degrade "
                  "DEFCON.", card=T.card(CARD), country=T.country_named(name)))
    return 0
