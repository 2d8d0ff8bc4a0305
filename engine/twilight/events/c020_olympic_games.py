"""20 Olympic Games (both, 2 ops, not starred).

Card text (Italian list): the player hosts the Games; the opponent may boycott them. If
he does, DEFCON degrades by 1 and the host may instead use 4 Operations points.
Otherwise each player rolls a die, the host adds 2, and the higher total gains 2 VP;
reroll ties.

Decisions:

* The host is the side that implements the event (its player: an event of both sides).
  The opponent answers ``participate`` or ``boycott``.
* Boycott: DEFCON -1, blamed on the card's player, i.e. the host (8.1.3 and its example:
  the US plays Olympic Games at DEFCON 2, the USSR boycotts, DEFCON 1, the US loses; in
  the headline the player of the card, G9/D6 of docs/twilight/early_war_events.md). If
  the game goes on, the host *may* ("può") use the operations: ``conduct_ops`` or
  ``decline``. The operations are ordinary ones (influence, realignment or a coup, with
  DEFCON limits 8.1.5, NATO, adjacency 6.1.1, military operations for a coup: not a free
  coup), never the Space Race (no card is played).
* **4 points, unmodified.** This printing (Italian "4 punti Operazionali", the original
  English "4 Operations points") gives 4 operations *points*, not a card: 7.4 modifiers
  (Red Scare/Purge, Containment) and scope bonuses (China Card, Vietnam Revolts) act on
  cards and do not apply. The "as if they played a 4 Ops card" wording, which makes Red
  Scare/Purge apply, is the later Deluxe edition's. (Deviation from D5 / Olympic test 7
  of the spec, which quotes the Deluxe wording; the value is ``BOYCOTT_OPS``.)
* **Deluxe: a 4 Ops card** ("as if they played a 4 Ops card", TW/GS; ruling R3 in
  docs/twilight/editions.md section 11): the operations are those of a card of 4, so
  everything that acts on a card's operations applies: the 7.4 modifiers (Red
  Scare/Purge, Containment, Brezhnev) *and* Vietnam Revolts' +1 when every point is
  spent in Southeast Asia (its text speaks of a card's operations, like ABM Treaty's
  "conduct operations with this card"); not the China Card's +1 (9.6: that card's
  own). Their number is counted once the boycott is decided and every label, prompt
  and log line says it (``boycott_points``): 3 under Red Scare/Purge, never "4".
* Participate: the host rolls first, then the opponent (the order of forced dice); on
  equal totals both roll again until they differ; the higher total gains 2 VP.
* Played for operations or the Space Race, nothing happens (not an opponent's event).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import ops as O
from .. import terms as T
from ..rules import call
from . import event, push_choice

CARD = 20
BOYCOTT_OPS = 4             # the wordings below say "4"
HOST_BONUS = 2


def deluxe(state) -> bool:
    return state.options.get("edition") == "deluxe"


def boycott_points(state, host: int) -> int:
    """The operations of a boycott: 4 points (2nd edition); in the Deluxe a 4 Ops card
    played by ``host``, with every 7.4 modifier (at least 1, as any card)."""
    if not deluxe(state):
        return BOYCOTT_OPS
    from ..rules import RULES
    return max(1, BOYCOTT_OPS + sum(fn(state, host, CARD) for fn in
                                    RULES.active("ops_modifier", state.effects)))


@event(CARD)
def olympic_games(state, side):
    opp = 1 - side
    n = boycott_points(state, side)
    if n == BOYCOTT_OPS:
        boycott, largs = N_("Boycott (DEFCON -1; the host may use 4 operations)"), None
    else:
        # a modified 4 Ops card: 3 or 5, always a plural (no plural forms in a frame)
        boycott = N_("Boycott (DEFCON -1; the host may use {n} operations)")
        largs = {"boycott": {"n": n}}
    push_choice(state, opp, ["participate", "boycott"], "c020_answer",
                labels={"participate": N_("Participate in the Olympic Games"),
                        "boycott": boycott},
                label_args=largs,
                prompt=N_("{card} hosted by the {side}: participate or boycott?"),
                prompt_args={"card": T.card(CARD), "side": T.side(side)}, host=side)


@call("c020_answer")
def _answer(state, f):
    host = f["frame"]["host"]
    opp = 1 - host
    card = T.card(CARD)
    if f["frame"]["choice"] == "boycott":
        state.say(msg("{card}: the {side} boycotts the Games.", card=card, side=T.side(opp)))
        state.degrade_defcon(1, reason=msg("{card} boycott", card=card))
        if state.over:
            return
        n = boycott_points(state, host)
        if n == BOYCOTT_OPS:
            push_choice(state, host, ["conduct_ops", "decline"], "c020_ops",
                        labels={"conduct_ops": N_("Conduct 4 operations"),
                                "decline": N_("Do not use the operations")},
                        prompt=N_("{card} boycotted: use 4 operations points?"),
                        prompt_args={"card": card})
        else:
            push_choice(state, host, ["conduct_ops", "decline"], "c020_ops",
                        labels={"conduct_ops": N_("Conduct {n} operations"),
                                "decline": N_("Do not use the operations")},
                        label_args={"conduct_ops": {"n": n}},
                        prompt=N_("{card} boycotted: use {n} operations points?"),
                        prompt_args={"card": card, "n": n})
        return
    state.say(msg("{card}: the {side} participates.", card=card, side=T.side(opp)))
    while True:
        rh, ro = state.rng.die(), state.rng.die()
        th = rh + HOST_BONUS
        args = dict(card=card, host=T.side(host), roll=rh, bonus=HOST_BONUS, total=th,
                    side=T.side(opp), other=ro)
        if th == ro:
            state.say(msg("{card}: the {host} (host) rolls {roll}+{bonus} = {total}, the "
                          "{side} rolls {other}: tie, both roll again.", **args))
        else:
            state.say(msg("{card}: the {host} (host) rolls {roll}+{bonus} = {total}, the "
                          "{side} rolls {other}.", **args))
        if th != ro:
            break
    state.gain_vp(host if th > ro else opp, 2, card)


@call("c020_ops")
def _ops(state, f):
    host = f["frame"]["side"]
    if f["frame"]["choice"] == "decline":
        state.say(msg("{card}: the {side} does not use the operations.", card=T.card(CARD),
                      side=T.side(host)))
        return
    points = boycott_points(state, host)
    if points == BOYCOTT_OPS:
        state.say(msg("{card}: the {side} conducts 4 operations.", card=T.card(CARD),
                      side=T.side(host)))
    else:
        state.say(msg("{card}: the {side} conducts {n} operations.", n=points,
                      card=T.card(CARD), side=T.side(host)))
    if deluxe(state):
        # a 4 Ops card: the scope bonuses of a card's operations too (Vietnam Revolts)
        O.start_ops(state, host, None, points=points,
                    bonuses=O.scope_bonuses(state, host, CARD))
    else:
        O.start_ops(state, host, None, points=points)
