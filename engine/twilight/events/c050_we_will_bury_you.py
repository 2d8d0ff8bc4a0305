'''50 "We Will Bury You" (USSR, 4 ops, starred).

Card text (Italian list): unless UN Intervention is played as an event in the US's
following action round, the USSR gains 3 VP. Degrade DEFCON by one level.

Decisions taken:

* DEFCON degrades by 1 at once, blamed on the card's player (8.1.3: in an action round
  the phasing player, also when the US played the card for operations; in the headline
  the player who headlined it). If that is DEFCON 1 the game ends and nothing else
  happens.
* **The US's next action round**: the first US action round that *begins after* the
  event: the same-numbered US round when the event comes in a USSR round or in the
  headline (then US round 1), the following one when it comes in a US round (the US
  played the card for operations), or the first US round of the next turn when the US has
  no round left this turn (the effect outlives the turn, ``target`` = [turn, round]).
* **UN Intervention (32) played as an event** by the US during that round (its event
  actually played: a card with the ``how`` "event" reaching ``card_played``, also when
  another event plays it) cancels the 3 VP. Anything else (another card, UN Intervention
  for operations or the Space Race, a pass, no card at all, a round taken over by
  Quagmire) and the USSR gains 3 VP.
* **When the VP come.** The Italian text gives no moment; the condition can be known
  only once that US round is over, so the 3 VP are gained as soon as it ends (a call
  waiting under the round's first decision), or, for a round the US does not play
  (no card left), at the next action round start or at the end of that turn. (The
  English card's "prior to any US Action Round" is not in this printing's text.) The 20
  VP check follows (10.3.1).
'''

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import call, hook
from . import event

CARD = 50
EFFECT = "c050_we_will_bury_you"
UN_INTERVENTION = 32
VP = 3                      # the wording below says "3"


def us_next_round(state) -> list:
    """[turn, round] of the US's next action round, seen from now."""
    r = max(1, state.ar) if state.ar == 0 or state.ar_side == B.USSR else state.ar + 1
    if r <= state.action_rounds(B.US):
        return [state.turn, r]
    return [state.turn + 1, 1]


@event(CARD)
def we_will_bury_you(state, side):
    state.degrade_defcon(1, reason=T.card(CARD))
    if state.over:
        return
    target = us_next_round(state)
    state.effects[EFFECT] = {"target": target, "un": False}
    state.say(msg('"{card}": the USSR gains 3 VP unless the US plays {un} as an event in its '
                  "next action round (turn {turn}, round {ar}).", card=T.card(CARD),
                  un=T.card(UN_INTERVENTION), turn=target[0], ar=target[1]))


def _settle(state):
    eff = state.effects.pop(EFFECT)
    if eff["un"]:
        state.say(msg('"{card}": the US played {un} as an event; the USSR gains no VP.',
                      card=T.card(CARD), un=T.card(UN_INTERVENTION)))
    else:
        state.gain_vp(B.USSR, VP, msg('"{card}": no {un} in the US\'s next action round',
                                      card=T.card(CARD), un=T.card(UN_INTERVENTION)))


def _past(state, turn, ar, side) -> bool:
    """True when (turn, ar, side) comes after the target US round."""
    t, r = state.effects[EFFECT]["target"]
    return (turn, ar, side) > (t, r, B.US)


@hook("action_round_start", EFFECT)
def _round_start(state, side):
    t, r = state.effects[EFFECT]["target"]
    if _past(state, state.turn, state.ar, side):
        _settle(state)                         # the target round went by unplayed
    elif side == B.US and [state.turn, state.ar] == [t, r]:
        state.push_call("c050_round_over")     # runs once the US round is over
    return False


@call("c050_round_over")
def _round_over(state, f):
    if EFFECT in state.effects:
        _settle(state)


@hook("card_used", EFFECT)
def _card_used(state, side, card, how):
    """The Deluxe timing (docs/twilight/editions.md section 3, uncertain item 6; the
    logs): the 3 VP come as the US's next round begins, before its card does anything,
    unless that card is UN Intervention played as an event."""
    if state.options.get("edition") != "deluxe" or side != B.US:
        return
    t, r = state.effects[EFFECT]["target"]
    if state.ar_side == B.US and [state.turn, state.ar] == [t, r]:
        if card == UN_INTERVENTION and how == "event":
            state.effects[EFFECT]["un"] = True
        _settle(state)


@hook("card_played", EFFECT)
def _un_played(state, player, card, how):
    t, r = state.effects[EFFECT]["target"]
    if (card == UN_INTERVENTION and how == "event" and player == B.US
            and state.ar_side == B.US and [state.turn, state.ar] == [t, r]):
        state.effects[EFFECT]["un"] = True


@hook("turn_end", EFFECT)
def _turn_end(state):
    if state.effects[EFFECT]["target"][0] <= state.turn:
        _settle(state)
