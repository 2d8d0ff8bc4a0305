"""101 Formosan Resolution (US, 2 ops, starred, persistent).

Card text: while in effect, Taiwan counts as a battleground for scoring if the US
controls it when Asia is scored; it is a battleground for no other purpose. The card is
discarded after the US plays the China Card (the China Card's own text says the same).

Decisions taken (D7 of docs/twilight/early_war_events.md):

* In effect while the card sits in ``state.in_play`` *and* the effect
  ``state.effects["c101_formosan_resolution"]`` exists (the event sets both; tests that
  need it in effect put both).
* Asia scoring (card 1) and the Asia part of the final scoring (10.3.2 scores each region
  as if its card were played; the original English card says so too): if the US controls
  Taiwan at that moment, Taiwan is one more battleground of Asia (``scoring`` hook,
  ``extra_battlegrounds``): it counts for the US battleground VP, for Domination and for
  Control (the USSR cannot control Asia without it then). Not Southeast Asia Scoring
  (Taiwan is not there). Never a battleground for anything else: a coup in Taiwan does not
  degrade DEFCON (8.1.4), Kitchen Debates and the like ignore it.
* Cancelled when the US plays the China Card in any way (operations or Space Race;
  ``card_played`` hook): the card leaves the play area for the **discard pile** (card
  text; it can come back after a reshuffle). Receiving the China Card through an event
  is not playing it; the USSR playing it changes nothing.
* It is a US event: the USSR playing it for operations puts it in effect for the US (5.2).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import cards as C
from .. import terms as T
from ..rules import hook
from . import event

CARD = 101
EFFECT = "c101_formosan_resolution"
TAIWAN = B.INDEX["Taiwan"]


def in_effect(state) -> bool:
    return EFFECT in state.effects and CARD in state.in_play


@event(CARD)
def formosan_resolution(state, side):
    state.effects[EFFECT] = {}
    state.say(msg("{card}: while in effect, Taiwan counts as a battleground when Asia is "
                  "scored if the US controls it.", card=T.card(CARD)))


@hook("scoring", EFFECT)
def _taiwan_battleground(state, region, kwargs):
    if region not in ("Asia", "final") or CARD not in state.in_play:
        return
    if B.controls(state.inf, B.US, TAIWAN):
        kwargs["extra_battlegrounds"] = frozenset(kwargs["extra_battlegrounds"]) | {TAIWAN}
        state.say(msg("{card}: Taiwan, controlled by the US, counts as a battleground for "
                      "this Asia scoring.", card=T.card(CARD)))


@hook("card_played", EFFECT)
def _china_card_played(state, player, card, how):
    if card != C.CHINA or player != B.US:
        return
    del state.effects[EFFECT]
    if CARD in state.in_play:
        state.in_play.remove(CARD)
        state.discard.append(CARD)
    state.say(msg("{card} is cancelled: the US played the China Card; the card goes to the "
                  "discard pile.", card=T.card(CARD)))
