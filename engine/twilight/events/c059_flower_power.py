"""59 Flower Power (USSR, 4 ops, starred, underlined: stays in play; Mid War).

Card text (Italian list, same as the published card): from now on the USSR gains 2 VP
for each "war" card the US plays (as an event or for operations), unless it is played on
the Space Race. War cards: Arab-Israeli War (13), Indo-Pakistani War (24), Korean War
(11), Brush War (36), Iran-Iraq War (102). Cancelled by An Evil Empire (97).

Decisions:

* The event sets the effect ``flower_power`` (``EFFECT``); the card stays face up in
  ``state.in_play`` (persistent). A ``card_played`` hook gives the USSR 2 VP each time
  the US finishes playing one of the five war cards with ``how`` "event" or "ops":
  its own war event (Indo-Pakistani War, Brush War, Iran-Iraq War), a USSR war card
  played for operations (Korean War, Arab-Israeli War; the VP come after the card is
  fully played, whatever the order of event and operations chosen, 5.2), a war card
  headlined by the US (4.5 C: played as an event) and a war card played with UN
  Intervention (played for its operations: G11 of docs/twilight/early_war_events.md).
  Played on the Space Race (6.4.5): nothing.
* "Played" is read literally: the VP are due when the US plays the card even if the war
  event itself does not happen, e.g. Arab-Israeli War played for operations once Camp
  David Accords (65) is in effect, or headlined then. Cards that leave the US hand
  without being played (discarded by an event, exchanged by Missile Envy) are not
  played and give nothing.
* Only the US: the USSR playing a war card gives nothing; nor does the US implementing
  a war event that the USSR played.
* The VP are netted with the rest of the play and the 20 VP victory is checked when the
  play is over (10.3.1), like any VP.
* An Evil Empire (97, Late War) cancels it by deleting the effect ``flower_power`` (and
  moving 59 from ``state.in_play`` to the removed cards); the hook then stops. It also
  prevents it: once An Evil Empire is in effect (97 in ``state.in_play``, or an effect
  ``an_evil_empire``) the event cannot be played (``can_play`` "prohibited": 5.2, 7.5;
  the card is discarded).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import hook
from . import event
from .wording import refusal, titled

CARD = 59
EFFECT = "flower_power"
AN_EVIL_EMPIRE = 97
EVIL_EMPIRE_EFFECT = "an_evil_empire"
#: Korean War, Arab-Israeli War, Indo-Pakistani War, Brush War, Iran-Iraq War
WAR_CARDS = frozenset({11, 13, 24, 36, 102})
VP = 2                      # the wording below says "2"


def _can_play(state, side):
    if AN_EVIL_EMPIRE in state.in_play or EVIL_EMPIRE_EFFECT in state.effects:
        return ("prohibited", refusal(CARD, msg("{card} (97) is in effect; the event can no "
                                                "longer be played",
                                                card=T.card(AN_EVIL_EMPIRE))))
    return None


@event(CARD, can_play=_can_play)
def flower_power(state, side):
    state.effects[EFFECT] = {}
    state.say(msg("{card}: from now on the USSR gains 2 VP each time the US plays a war card "
                  "as an event or for operations.", card=T.card(CARD)))


@hook("card_played", EFFECT)
def _war_card_played(state, player, card, how):
    if player == B.US and card in WAR_CARDS and how in ("event", "ops"):
        state.gain_vp(B.USSR, VP, msg("{card}: the US played {war}", card=T.card(CARD),
                                      war=titled(card)))
