"""49 Missile Envy (both, 2 ops, not starred).

Card text (Italian list): exchange this card for the operations card of highest value in
the opponent's hand; on a tie the opponent chooses. If the card received bears your event
or one of both sides, that event happens at once; if it bears the opponent's event, use
its operations value without causing the event. The opponent must use this card for
operations during his next action round.

Decisions taken (published English card of this printing and the Deluxe text agree):

* **What is taken.** "Operations card": a card with an operations value, so never a
  scoring card; the China Card is not part of a hand (9.1). "Highest value" is the
  *printed* value: the cards are compared in the hand, not played, and modifiers act on
  cards played by one side (7.4, 7.4.1). Several cards of that value: the opponent
  chooses which one to give (``give:N``); one card: no question. An opponent holding no
  operations card (empty hand, or scoring cards only) gives nothing: no exchange, and
  Missile Envy goes to the discard pile as an event played without effect (5.2 ex. 3).
* **The card taken is played at once by the implementer** (5.2-style, "as if he had
  played it"): its own or a both-sides event happens (starred: removed; underlined: in
  play; and a DEFCON drop is his responsibility, 8.1.3); if that event cannot happen now
  (prerequisite or prohibition, 7.5), nothing happens and the card is discarded. An
  opponent's event never happens: the implementer uses the card's operations, with his
  own modifiers (7.4.1), for influence, realignment or a coup (not the Space Race: the
  text grants operations), and the card is discarded even if starred.
* **Missile Envy goes to the opponent's hand** once the taken card is resolved (it is
  in play until then). In the opponent's next action round (this turn or, if it has none
  left, the first one of the next turn) that round is taken over: the only action is
  ``card:49``, used for operations (influence, realignment or coup; never as an event),
  even if that leaves a scoring card in hand, or ``space:49``: the card sent to the
  Space Race, which 6.0 counts among the uses of operations ("the Operations may be
  used ... or to attempt to advance in the Space Race"), if 6.4 allows it then (the
  box's operations, one attempt a turn). Ruling and source: docs/twilight/editions.md
  section 11 (R2); a real Deluxe game did it (issue 32). Until then its event is
  prohibited for the opponent (``can_play_event``): headlined meanwhile, it has no effect.
  If the card leaves his hand before that round (an event discards it), the obligation
  ends. A round taken over by another effect first (Quagmire / Bear Trap) does not count:
  the obligation moves to the round after.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import cards as C
from .. import terms as T
from ..ops import start_ops
from ..play import begin_card, resolve_event, space_allowed, space_attempt
from ..rules import decision, hook
from . import blocked, event
from .wording import ask, refusal, titled

CARD = 49
EFFECT = "c049_missile_envy"


def value(state, side: int, card: int) -> int:
    """The value Missile Envy compares: printed (2nd edition), modified for ``side``
    (Deluxe, 7.4.2)."""
    if C.is_deluxe(state.options):
        from ..ops import ops_value
        return ops_value(state, side, card)
    return C.OPS[card]


def highest(state, side: int) -> list[int]:
    """The operations cards of ``side``'s hand with the highest value (``value``)."""
    ops = {c: value(state, side, c) for c in state.hands[side] if C.OPS[c] > 0}
    if not ops:
        return []
    top = max(ops.values())
    return sorted(c for c, v in ops.items() if v == top)


def _entry(state, card):
    return next((r for r in reversed(state.resolving) if r["card"] == card), None)


@event(CARD)
def missile_envy(state, side):
    opp = 1 - side
    cards = highest(state, opp)
    if not cards:
        state.say(msg("{card}: the {side} holds no operations card; no exchange.",
                      card=T.card(CARD), side=T.side(opp)))
        return
    if len(cards) == 1:
        exchange(state, side, cards[0])
    else:
        state.push({"kind": "c049_give", "side": opp, "taker": side})


def exchange(state, taker: int, card: int) -> None:
    """``taker`` receives ``card`` from the opponent for Missile Envy and plays it."""
    opp = 1 - taker
    state.hands[opp].remove(card)
    me = _entry(state, CARD)
    if me is not None:
        me["dest"] = "none"                  # into the opponent's hand when it is done
        state.effects[EFFECT] = {"side": opp, "give": True}
    state.reveal()
    state.say(nmsg("{card}: the {side} gives {given} ({n} op) to the {taker} in exchange "
                   "for {card}.",
                   "{card}: the {side} gives {given} ({n} ops) to the {taker} in exchange "
                   "for {card}.", C.OPS[card], card=T.card(CARD), side=T.side(opp),
                   given=titled(card), taker=T.side(taker)))
    if C.is_opponents(card, taker):
        entry = begin_card(state, taker, card)
        entry["how"] = "ops"
        entry["dest"] = "discard"
        state.say(msg("{card}: {given} bears a {side} event: the {taker} uses its "
                      "operations and the event does not happen.", card=T.card(CARD),
                      given=titled(card), side=T.side(opp), taker=T.side(taker)))
        state.push_call("end_card", card=card)
        start_ops(state, taker, card)
        return
    why = blocked(state, taker, card)
    if why is not None:
        state.discard.append(card)
        state.say(msg("{card}: the event of {given} cannot happen now ({reason}); the card "
                      "is discarded.", card=T.card(CARD), given=titled(card), reason=why[1]))
        return
    state.say(msg("{card}: the event of {given} happens at once for the {taker}.",
                  card=T.card(CARD), given=titled(card), taker=T.side(taker)))
    resolve_event(state, card, taker)


# ---------------------------------------------------------------- a tie: the opponent gives
def _give_apply(state, f, action):
    state.pop()
    exchange(state, f["taker"], action.number)


def _give_why(state, f, action):
    cards = highest(state, f["side"])
    return refusal(CARD, msg("give one of your operations cards of the highest value "
                             "({ops}): {actions}", ops=value(state, f["side"], cards[0]),
                             actions=[titled(c) for c in cards]))


decision("c049_give", legal=lambda s, f: ["give:%d" % c for c in highest(s, f["side"])],
         apply=_give_apply, why=_give_why,
         label=lambda s, f, a: nmsg("Give {card} ({n} op)", "Give {card} ({n} ops)",
                                    C.OPS[a.number], card=titled(a.number)),
         prompt=lambda s, f: ask(f["side"], msg("{card}: give the {taker} one of your "
                                                "highest-operations cards (tie: you choose)",
                                                card=T.card(CARD), taker=T.side(f["taker"]))))


def trapped(state, side: int) -> bool:
    """Quagmire / Bear Trap holds ``side``'s action rounds."""
    from .c042_quagmire import TRAPS
    return any(isinstance(state.effects.get(eff), dict)
               and state.effects[eff].get("side") == side for eff, _s in TRAPS.values())


# ---------------------------------------------------------------- Missile Envy changes hands
@hook("card_played", EFFECT)
def _into_hand(state, player, card, how):
    eff = state.effects[EFFECT]
    if card != CARD or not eff.get("give"):
        return
    eff["give"] = False
    state.hands[eff["side"]].append(CARD)
    state.hands[eff["side"]].sort()
    state.say(msg("{card} goes to the {side}'s hand: it must use it for operations in its "
                  "next action round.", card=T.card(CARD), side=T.side(eff["side"])))


@hook("action_round_start", EFFECT)
def _forced_round(state, side):
    eff = state.effects[EFFECT]
    if side != eff["side"] or eff.get("give"):
        return False
    if trapped(state, side):
        # the trap takes this round over (its hook runs first); the obligation moves to
        # the round after, unless the card is discarded to the trap meanwhile
        return False
    del state.effects[EFFECT]
    if CARD not in state.hands[side]:
        return False
    state.push({"kind": "c049_forced", "side": side})
    return True


@hook("can_headline", EFFECT)
def _not_in_headline(state, side, card):
    eff = state.effects[EFFECT]
    if card == CARD and side == eff["side"] and not eff.get("give"):
        return refusal(CARD, msg("the {side} must use it for operations in its next action "
                                 "round, not in the headline", side=T.side(side)))
    return None


@hook("can_play_event", EFFECT)
def _no_event(state, side, card):
    eff = state.effects[EFFECT]
    if card == CARD and side == eff["side"] and not eff.get("give"):
        return ("prohibited", refusal(CARD, msg("the {side} must use it for operations in "
                                                "its next action round", side=T.side(side))))
    return None


def _forced_legal(state, f) -> list:
    """``card:49`` (operations); ``space:49`` too when 6.4 lets the side attempt the
    Space Race with it now (6.0: the Space Race is a use of operations)."""
    acts = ["card:%d" % CARD]
    if space_allowed(state, f["side"], CARD) is None:
        acts.append("space:%d" % CARD)
    return acts


def _forced_apply(state, f, action):
    state.pop()
    side = f["side"]
    state.hands[side].remove(CARD)
    entry = begin_card(state, side, CARD)
    state.push_call("end_card", card=CARD)
    if action.verb == "space":
        entry["how"] = "space"
        state.say(msg("{side} plays {card} on the Space Race (its event does not happen, "
                      "6.4.5).", side=T.side(side), card=titled(CARD)))
        space_attempt(state, side, CARD)
        return
    entry["how"] = "ops"
    state.say(msg("{side} plays {card} for operations, as the card requires.",
                  side=T.side(side), card=titled(CARD)))
    state.push_call("begin_ops", card=CARD, side=side)


def _forced_why(state, f, action):
    if action.verb == "space" and action.number == CARD:
        why = space_allowed(state, f["side"], CARD)
        if why is not None:
            return why
    return refusal(CARD, msg("this action round the {side} must use {card} for operations "
                             "(card:49)", side=T.side(f["side"]), card=T.card(CARD)))


def _forced_label(state, f, action):
    if action.verb == "space":
        from .. import space as SP
        return msg("Space Race ({box})", box=T.space_box(state.space[f["side"]] + 1)) \
            if state.space[f["side"]] < SP.FINAL else msg("Space Race")
    return msg("{card} for operations (required)", card=T.card(CARD))


decision("c049_forced", legal=_forced_legal, apply=_forced_apply, why=_forced_why,
         label=_forced_label,
         prompt=lambda s, f: ask(f["side"], msg("action round {ar}: {card} must be used for "
                                                "operations", ar=s.ar, card=T.card(CARD))))
