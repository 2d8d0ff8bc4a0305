"""40 Cuban Missile Crisis (both, 3 ops, starred).

Card text (Italian list): set DEFCON to 2. Any further coup attempt by the opponent this
turn, anywhere on the map, starts global thermonuclear war: the opponent loses the game.
The card may be cancelled at any time if the USSR removes 2 Influence from Cuba or the
US removes 2 Influence from (West) Germany or Turkey.

Decisions taken:

* The implementer is the player who plays it as an event (a card of both sides); the
  opponent is the threatened side (``effects["c040_cuban_missile_crisis"]["against"]``)
  until the end of the turn (``until: turn``). DEFCON is *set* to 2 (from 5, 4 or 3 it
  degrades; at 2 nothing changes); the drop cannot reach 1, so nobody is blamed (8.1.3).
* **Any coup** by the threatened side for the rest of the turn ends the game at once,
  before any military operations, DEFCON change or die roll: the threatened side loses
  (``end_reason`` "nuclear_war"). That covers coups with operations, free coups granted by
  events (Junta and the like, 6.3.5) and coups by operations another card gives it (CIA
  Created played by the opponent: the coup is still the threatened side's). Coups stay
  legal actions: the rules make them a losing move, not a forbidden one. Nuclear Subs
  (41) does not change this (its own text). Coups by the implementer are unaffected.
* **Cancelling** (the card's "at any time"): while the effect lasts, the threatened side
  may, at *every* decision it has to take (its card plays, the choices inside events and
  operations, even in the opponent's action round whenever it is the one deciding, e.g.
  Blockade's discard),
  take the extra action ``cmc_cancel:Cuba`` (USSR) or ``cmc_cancel:West Germany`` /
  ``cmc_cancel:Turkey`` (US): it removes 2 of its own influence from that one country and
  the crisis ends. It needs at least 2 of its influence there (otherwise the action is
  refused with the reason). The extra actions come from the ``anytime_actions`` hook
  (TwilightState appends them to the pending decision's actions; the pending decision
  stays). The Italian "Germania" is West Germany (the English card; carddata.py).
* The 2 points come from a single country ("2 Influence from West Germany or Turkey"),
  not 1 from each.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .wording import refusal

CARD = 40
EFFECT = "c040_cuban_missile_crisis"
VERB = "cmc_cancel"
CANCEL_COUNTRIES = {B.USSR: (B.INDEX["Cuba"],),
                    B.US: (B.INDEX["West Germany"], B.INDEX["Turkey"])}
REMOVE = 2                  # the wordings below say "2"


def threatened(state):
    """The side that may not coup this turn (None when the crisis is not on)."""
    eff = state.effects.get(EFFECT)
    return None if eff is None else eff["against"]


@event(CARD)
def cuban_missile_crisis(state, side):
    opp = 1 - side
    if state.defcon == 2:
        state.say(msg("{card}: DEFCON is already 2.", card=T.card(CARD)))
    state.set_defcon(2, reason=T.card(CARD))
    state.effects[EFFECT] = {"until": "turn", "against": opp}
    if opp == B.USSR:
        state.say(msg("{card}: for the rest of the turn any coup attempt by the USSR starts "
                      "nuclear war and loses it the game, unless it first removes 2 of its "
                      "influence from Cuba.", card=T.card(CARD)))
    else:
        state.say(msg("{card}: for the rest of the turn any coup attempt by the US starts "
                      "nuclear war and loses it the game, unless it first removes 2 of its "
                      "influence from West Germany or Turkey.", card=T.card(CARD)))


@hook("before_coup", EFFECT)
def _nuclear_war(state, side, i, free):
    if side != threatened(state):
        return
    state.end_game(1 - side, "nuclear_war",
                   msg("{card}: the {side} attempts a coup in {country}: global "
                       "thermonuclear war; the {side} loses.", card=T.card(CARD),
                       side=T.side(side), country=T.country(i)))


def _cancel(i):
    def apply(state):
        side = threatened(state)
        state.add_inf(side, i, -REMOVE)
        del state.effects[EFFECT]
        state.say(msg("The {side} removes 2 influence from {country}: the {card} is "
                      "cancelled.", side=T.side(side), country=T.country(i),
                      card=T.card(CARD)))
    return apply


@hook("anytime_actions", EFFECT)
def _cancel_actions(state, side):
    if side != threatened(state):
        return []
    out = []
    for i in CANCEL_COUNTRIES[side]:
        action = f"{VERB}:{B.NAMES[i]}"
        label = msg("Cancel the {card}: remove 2 influence from {country}",
                    card=T.card(CARD), country=T.country(i))
        if state.inf[side][i] >= REMOVE:
            out.append((action, label, _cancel(i), None))
        else:
            out.append((action, label, None,
                        refusal(CARD, nmsg("the {side} needs 2 influence in {country} to "
                                           "remove (it has {n})",
                                           "the {side} needs 2 influence in {country} to "
                                           "remove (it has {n})", state.inf[side][i],
                                           side=T.side(side), country=T.country(i)))))
    return out
