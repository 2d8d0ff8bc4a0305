"""36 Brush War (both, 3 ops, not starred; a war card, 7.6).

Card text (Italian list): attack any country with a stability number of 1 or 2. Roll a
die and subtract one if there is an adjacent country controlled by the enemy; success on
3-6. The player adds 3 to his military operations track. Effects of victory: 1 VP, and
the opponent's Influence there is replaced by the player's own.

Decisions taken:

* The implementer (the player who played it as an event; a card of both sides, 7.1)
  names the target (``war:Country``): any country of stability 1 or 2, with or without
  enemy influence (the card says "any country"; a victory there still gives the VP).
* **NATO** (21, in effect): the USSR may not attack a US-controlled country in Europe
  (NATO's own text; checked with :func:`c021_nato.protects`, so De Gaulle / Willy Brandt
  lift it for France / West Germany). Such countries are not offered, and naming one is
  refused with the rule.
* **The modifier.** The Italian text says "subtract one *if there is* an adjacent
  enemy-controlled country": at most -1, whatever the number of such neighbours
  (``PER_NEIGHBOUR = False``). The published English card of this printing subtracts 1
  for *every* adjacent enemy-controlled country (as the other war cards do); the Italian
  rules decide for this project, as for Korean War's DEFCON drop (D1 of
  docs/twilight/early_war_events.md); set ``PER_NEIGHBOUR = True`` for the English
  reading. Neighbours are countries only (a superpower is not a country). Control is
  taken at the moment of the roll.
* A war is not a coup (7.6, G11): no DEFCON change, no DEFCON restriction (8.1.5), no
  coup modifiers (SALT, Latin American Death Squads), US/Japan Pact irrelevant.
* Military operations: the printed 3 for the implementer, win or lose (8.2.3, 8.2.4;
  never changed by ops modifiers, G11).
* Victory: the implementer gains 1 VP; the opponent's influence in the target is removed
  and the same amount of the implementer's added.
* A US war card for Flower Power (59): the card is in ``cards.WAR_CARDS``; Flower Power's
  own hook sees it being played.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .c021_nato import protects
from .wording import ask, refusal, signed

CARD = 36
MILOPS = 3
PER_NEIGHBOUR = False          # Italian text: -1 at most (see the docstring)
TARGETS = tuple(i for i in range(B.N) if B.STABILITY[i] <= 2)


def targets(state, side: int) -> list[int]:
    """Countries ``side`` may attack with Brush War now."""
    return [i for i in TARGETS if not (side == B.USSR and protects(state, i))]


def modifier(state, side: int, i: int) -> int:
    """The die modifier for ``side`` attacking country ``i``."""
    enemy = [j for j in B.ADJACENT[i] if B.controls(state.inf, 1 - side, j)]
    if PER_NEIGHBOUR or state.options.get("edition") == "deluxe":
        # the Deluxe card: -1 for every adjacent enemy-controlled country (countries
        # only, not the superpower space: docs/twilight/editions.md sections 3 and 8)
        return -len(enemy)
    return -1 if enemy else 0


@event(CARD)
def brush_war(state, side):
    state.push({"kind": "c036_target", "side": side})


def _legal(state, f):
    return ["war:" + B.NAMES[i] for i in targets(state, f["side"])]


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    opp = 1 - side
    i = B.INDEX[action.arg]
    state.credit_milops(side, MILOPS)
    roll = state.rng.die()
    mod = modifier(state, side, i)
    total = roll + mod
    state.say(nmsg("{card}: the {side} attacks {country} and adds {n} military operation; "
                   "roll {roll}{mod} = {total} (needs 3-6).",
                   "{card}: the {side} attacks {country} and adds {n} military operations; "
                   "roll {roll}{mod} = {total} (needs 3-6).", MILOPS, card=T.card(CARD),
                   side=T.side(side), country=T.country(i), roll=roll, mod=signed(mod),
                   total=total))
    if total >= 3:
        n = state.inf[opp][i]
        state.add_inf(opp, i, -n)
        state.add_inf(side, i, n)
        state.say(nmsg("{card}: victory; the {enemy}'s {n} influence in {country} is "
                       "replaced by {side} influence.",
                       "{card}: victory; the {enemy}'s {n} influence in {country} is "
                       "replaced by {side} influence.", n, card=T.card(CARD),
                       enemy=T.side(opp), country=T.country(i), side=T.side(side)))
        state.gain_vp(side, 1, T.card(CARD))
    else:
        state.say(msg("{card}: the attack fails.", card=T.card(CARD)))


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if action.verb != "war" or i is None:
        return refusal(CARD, msg("choose the country to attack (war:Country)"))
    if B.STABILITY[i] > 2:
        return refusal(CARD, msg("only a country of stability 1 or 2 may be attacked "
                                 "({name} has {stability})", name=T.country(i),
                                 stability=B.STABILITY[i]))
    return refusal(CARD, msg("{nato} (21) protects {name}, a US-controlled country in "
                             "Europe, from {card}", nato=T.card(21), name=T.country(i),
                             card=T.card(CARD)))


def _label(state, f, action):
    i = B.INDEX[action.arg]
    mod = modifier(state, f["side"], i)
    if mod:
        return msg("Attack {country} (needs 3-6, {mod})", country=T.country(i),
                   mod=signed(mod))
    return msg("Attack {country} (needs 3-6)", country=T.country(i))


decision("c036_target", legal=_legal, apply=_apply, why=_why, label=_label,
         targets=lambda s, f: {a: a[4:] for a in _legal(s, f)},
         prompt=lambda s, f: ask(f["side"], msg("{card}: attack a country of stability 1 "
                                                "or 2", card=T.card(CARD))))
