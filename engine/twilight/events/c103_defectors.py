"""103 Defectors (US, 2 ops, not starred).

Card text: played in the Headline Phase, it cancels the USSR headline event (scoring
cards included); the cancelled card goes to the discard pile. If the USSR plays it in a
Soviet action round, the US gains 1 VP (not when it is used for the Space Race).

Decisions taken (D8 of docs/twilight/early_war_events.md):

* **US headline.** Defectors is resolved *before* the USSR headline whatever the ops
  values (turn.py, ``_headline_resolve``): that is the only way it can cancel it. The
  USSR headline card, whoever's event it bears and even a scoring card, does not happen
  and goes to the discard pile, even if starred (its event did not happen). It was
  played, not held. Defectors goes to the discard pile.
* **USSR headline.** The USSR headlining Defectors: the US implements it, there is
  nothing to cancel (Defectors *is* the USSR headline), and the headline is not an action
  round: no VP. Discarded.
* **USSR action round**, the USSR plays it for operations: the US event gives the US
  1 VP (5.2; the worked example, turn 4 USSR 2). Space Race: no event (6.4.5). With UN
  Intervention: the event is cancelled, no VP.
* **Discarded by Five Year Plan in a Soviet action round** (the USSR plays Five Year
  Plan for operations, its US event discards Defectors at random from the USSR hand):
  the US gains 1 VP. Five Year Plan makes a US event on the discarded card happen at
  once ("questo avviene immediatamente"), and Defectors' condition is met: the card
  comes out of the USSR hand, by the USSR's play, in the USSR's action round. The
  published implementations rule the same way: the open-source GMT-licensed Saito
  Twilight Struggle (``SaitoTech/saito-lite``, ``mods/twilight/src/cards/core/
  defectors.js``: the VP whenever the Defectors event happens outside the headline in
  the USSR's round, Five Year Plan included) and the Discord bot ``events/Defectors.java``
  (VP for any Defectors event outside the headline with the USSR phasing). The opposite
  case keeps its answer: Five Year Plan played *by the US* in its own round discards
  Defectors in a US action round: no VP. Five Year Plan records ``discarded_from`` on
  the card's entry for this test.
* **Anything else** (the US playing it in an action round; Defectors discarded by Five
  Year Plan played by the US in its own action round, or in the headline phase: the US
  did not headline it; taken and played by the US with Grain Sales) the event cannot
  happen (``can_play``: "prohibited"): the US may only use the card for operations or
  the Space Race, and a discarded Defectors does nothing.
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from . import event
from .wording import refusal, titled

CARD = 103
FIVE_YEAR_PLAN = 5


def _entry(state):
    return next((r for r in reversed(state.resolving) if r["card"] == CARD), None)


def _headlined(state) -> bool:
    entry = _entry(state)
    return entry is not None and bool(entry.get("headline"))


def _played_by_ussr_in_its_round(state) -> bool:
    entry = _entry(state)
    from_ussr = entry is not None and (entry["player"] == B.USSR
                                       or entry.get("discarded_from") == B.USSR)
    return (from_ussr and not entry.get("headline")
            and state.ar >= 1 and state.ar_side == B.USSR)


def _can_play(state, side):
    if _headlined(state) or _played_by_ussr_in_its_round(state):
        return None
    return ("prohibited", refusal(CARD, msg("its event happens only as a headline, or (+1 VP "
                                            "to the US) when the USSR plays it in its own "
                                            "action round")))


@event(CARD, can_play=_can_play)
def defectors(state, side):
    entry = _entry(state)
    if entry is not None and entry.get("headline"):
        if entry["player"] != B.US:
            state.say(msg("{card}: headlined by the USSR, it has nothing to cancel.",
                          card=T.card(CARD)))
            return
        card = state.headline[B.USSR]
        if card is None:
            state.say(msg("{card}: there is no USSR headline to cancel.", card=T.card(CARD)))
            return
        state.headline[B.USSR] = None
        state.discard.append(card)
        state.say(msg("{card}: the USSR headline {headline} is cancelled; its event does not "
                      "happen and the card goes to the discard pile.", card=T.card(CARD),
                      headline=titled(card)))
        return
    if entry is not None and entry.get("discarded_from") == B.USSR:
        state.gain_vp(B.US, 1, msg("{card} discarded by {plan} in its action round",
                                   card=T.card(CARD), plan=T.card(FIVE_YEAR_PLAN)))
    else:
        state.gain_vp(B.US, 1, msg("{card} played by the USSR in its action round",
                                   card=T.card(CARD)))
