"""42 Quagmire (USSR, 3 ops, starred, stays in play until escaped).

Card text (Italian list, our paraphrase): in its next action round the US must discard an
operations card worth 2 or more and roll less than 5; repeat this in every US action
round until it succeeds or has no suitable card left. Once out of suitable cards the US
may only play scoring cards until the next turn. The same mechanism serves 44 Bear Trap
(the USSR trapped): both live here, :mod:`.c044_bear_trap` only registers its card.

Decisions taken:

* **The trap takes over the trapped side's action rounds** (``action_round_start`` hook,
  from the first action round of that side that begins after the event: a Quagmire
  headlined or played by the USSR catches the US's very next round; one played by the US
  for operations, 5.2, catches its following round). The headline phase is not an action
  round: the trap does not touch it.
* **The discard** (``discard:N``): a card of the hand whose operations value *after the
  modifiers of 7.4* is 2 or more (Red Scare/Purge can make a 2 unusable, Containment or
  Brezhnev Doctrine can make a 1 usable: the value counts for every purpose, 7.4.2).
  Scoring cards have no operations value. **Never the China Card** (9.5: it is never a
  discard an event imposes; nor may it be played instead: the trapped round is only the
  discard and the roll). The discarded card's event does not happen (5.4); it goes face
  up to the discard pile (public, logged). Then one die: 1-4 escapes (the card says
  "less than 5"): the effect ends and the card is removed from the game (starred); 5-6:
  still trapped. The action round is over either way.
* **No suitable card**: only scoring cards may be played ("può solo giocare carte di
  punteggio"; the 2015 official English wording, reproduced in ``srm88/twistr``, spells
  it out: play all the scoring cards, then skip the rest of the turn's action rounds;
  the card says "sino al turno seguente", so this lasts the turn). With scoring
  cards the round must play one (``card:N``, resolved like any scoring card play); with
  none the side passes the round automatically and keeps its cards (4.5 D "held"
  cards; twilightstrategy.com's Bear Trap page: skipping the round with nothing to
  discard holds the remaining cards). The trap stays: next turn, with a new hand, the
  discards resume.
* **10.1.5 over the card text** (5.5: card text beats the rules *except* 10.1.5): an
  event never forces a player to hold a scoring card. When the trapped side holds as
  many scoring cards as it has action rounds left (this one included), it may play a
  scoring card instead of discarding (``card:N`` is offered next to the discards).
* An optional action round (6.4.4 box 8, or any round beyond the turn's normal number)
  may be passed instead (``pass``), unless a scoring card must be played.
* The trapped side is fixed by the card: the US for Quagmire, the USSR for Bear Trap,
  whoever played it (5.2: an opponent's event played for operations still happens).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import decision, hook
from . import event
from .wording import ask, refusal, rule, titled

CARD = 42
EFFECT = "c042_quagmire"
KIND = "c042_trap"
ESCAPE = 4                                   # "tirare meno di 5": 1-4 escapes
MIN_OPS = 2                                  # the wordings below say "1-4" and "2+"

#: card -> (effect name, trapped side)
TRAPS = {42: (EFFECT, B.US)}


def start_trap(state, card: int) -> None:
    """The event: put the trap on its side (the card goes in play: persistent)."""
    effect, side = TRAPS[card]
    state.effects[effect] = {"card": card, "side": side}
    state.say(msg("{card}: from its next action round the {side} must discard a card of 2+ "
                  "operations and roll 1-4 to escape.", card=T.card(card), side=T.side(side)))


def eligible(state, side: int) -> list[int]:
    """Cards ``side`` may discard to the trap: 2+ operations after modifiers (7.4.2)."""
    from ..ops import ops_value
    return [c for c in sorted(state.hands[side])
            if C.OPS[c] > 0 and ops_value(state, side, c) >= MIN_OPS]


def rounds_left(state, side: int) -> int:
    """Action rounds of ``side`` left this turn, the current one included."""
    return state.action_rounds(side) - state.ar_done[side] + (1 if state.ar_side == side
                                                              else 0)


def _scoring_allowed(state, side: int) -> bool:
    scoring = [c for c in state.hands[side] if C.SCORING[c]]
    return bool(scoring) and (not eligible(state, side)
                              or len(scoring) >= rounds_left(state, side))


def take_round(state, side: int, card: int) -> bool:
    """``action_round_start``: the trap takes over ``side``'s action round."""
    if TRAPS[card][1] != side:
        return False
    optional = state.ar > state.base_rounds()
    if not eligible(state, side) and not any(C.SCORING[c] for c in state.hands[side]):
        state.say(msg("{card}: the {side} has no card of 2+ operations to discard and no "
                      "scoring card: it passes action round {ar}.", card=T.card(card),
                      side=T.side(side), ar=state.ar))
        return True
    state.push({"kind": KIND, "side": side, "card": card, "optional": optional})
    return True


def _legal(state, f):
    side = f["side"]
    acts = ["discard:%d" % c for c in eligible(state, side)]
    scoring = _scoring_allowed(state, side)
    if scoring:
        acts += ["card:%d" % c for c in sorted(state.hands[side]) if C.SCORING[c]]
    if f["optional"] and not any(C.SCORING[c] for c in state.hands[side]):
        acts.append("pass")
    return acts


def _apply(state, f, action):
    side, card = f["side"], f["card"]
    state.pop()
    if action == "pass":
        state.say(msg("{side} passes its optional action round {ar}.", side=T.side(side),
                      ar=state.ar))
        return
    chosen = action.number
    state.hands[side].remove(chosen)
    if action.verb == "card":
        from ..play import begin_card
        state.say(msg("{card}: the {side} plays the scoring card {scoring}.",
                      card=T.card(card), side=T.side(side), scoring=titled(chosen)))
        begin_card(state, side, chosen)
        state.push({"kind": "use", "side": side, "card": chosen})
        return
    state.discard.append(chosen)
    state.reveal()
    roll = state.rng.die()
    escaped = roll <= ESCAPE
    args = dict(card=T.card(card), side=T.side(side), discarded=titled(chosen), roll=roll)
    if escaped:
        state.say(msg("{card}: the {side} discards {discarded} (its event does not happen, "
                      "5.4) and rolls {roll} (needs 1-4): escaped.", **args))
        end_trap(state, card)
    else:
        state.say(msg("{card}: the {side} discards {discarded} (its event does not happen, "
                      "5.4) and rolls {roll} (needs 1-4): still trapped.", **args))


def end_trap(state, card: int) -> None:
    """The trap is over: the effect ends and the (starred) card leaves the game."""
    effect, _side = TRAPS[card]
    state.effects.pop(effect, None)
    if card in state.in_play:
        state.in_play.remove(card)
        state.removed.append(card)
    state.say(msg("{card} is removed from the game.", card=titled(card)))


def _why(state, f, action):
    side, card = f["side"], f["card"]
    if action == "pass":
        return refusal(card, msg("only an optional action round may be passed, and not "
                                 "while a scoring card must be played"))
    if action.verb == "card":
        if action.number == C.CHINA:
            return refusal(card, msg("the China Card can be neither played nor discarded "
                                     "(9.5)"))
        if action.number is not None and C.SCORING.get(action.number):
            return refusal(card, msg("a scoring card may be played only when no card of 2+ "
                                     "operations is left, or to avoid holding it (10.1.5)"))
        return refusal(card, msg("the {side} must discard a card of 2+ operations instead "
                                 "of playing a card", side=T.side(side)))
    if action.verb == "discard":
        if action.number == C.CHINA:
            return refusal(card, msg("the China Card is never discarded by an event (9.5)"))
        if action.number not in state.hands[side]:
            return refusal(card, msg("that card is not in your hand"))
        return refusal(card, msg("the discard must be worth 2+ operations (7.4 modifiers "
                                 "included)"))
    return refusal(card, msg("discard a card of 2+ operations (discard:N)"))


def _label(state, f, action):
    from ..ops import ops_value
    if action == "pass":
        return msg("Pass this action round")
    c = action.number
    if action.verb == "card":
        return msg("Play {card}", card=T.card(c))
    return nmsg("Discard {card} ({n} op), roll 1-4", "Discard {card} ({n} ops), roll 1-4",
                ops_value(state, f["side"], c), card=T.card(c))


def _prompt(state, f):
    return ask(f["side"], msg("{rule}, action round {ar}: discard a card of 2+ operations "
                              "and roll 1-4 to escape", rule=rule(f["card"]), ar=state.ar))


decision(KIND, legal=_legal, apply=_apply, prompt=_prompt, why=_why, label=_label)


@event(CARD)
def quagmire(state, side):
    start_trap(state, CARD)
    # the Deluxe card: Quagmire cancels NORAD (106, an optional card)
    from .c106_norad import cancel
    cancel(state, T.card(CARD))


@hook("action_round_start", EFFECT)
def _quagmire_round(state, side):
    return take_round(state, side, CARD)
