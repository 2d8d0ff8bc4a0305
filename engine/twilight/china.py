"""The China Card (9.1-9.8): where each rule lives, and helpers for events.

* 9.1 / 9.2: playable by its holder like a card of the hand, not counted in the hand
  size (``turn.deal``), each play is one action round (``play``).
* 9.3: after play it passes to the opponent face down (``play._end_card``); face down it
  cannot be played (``TwilightState.playable_cards``); 4.5 G turns it face up
  (``turn._turn_end3``).
* 9.4: an event that transfers it does so face up: :func:`transfer`.
* 9.5: never in the headline (``turn.headline_cards``); never if it means holding a
  scoring card (``playable_cards``); never discarded by an event (it is not in the hand
  list, so ``events.push_discard`` and random discards never see it).
* 9.6 / 9.7: +1 operation when every point is spent in Asia (``ops.scope_bonuses``), other
  modifiers apply to its value (``ops.ops_value``).
* 9.8: never forced: with only the China Card left a player may pass (``play._play_legal``).
* +1 VP to its holder at the end of turn 10 (``turn._final``).
"""

from __future__ import annotations

from engine.core.i18n import msg

from . import board as B
from . import terms as T
from .cards import CHINA
from .rules import hook

__all__ = ["CHINA", "transfer", "holder", "CIVIL_WAR", "SPACE", "start_civil_war",
           "civil_war_place"]

#: the Chinese Civil War variant (Deluxe 12, option ``chinese_civil_war``): the effect
#: ``chinese_civil_war`` ({"inf": USSR influence in the space}) is active until the USSR
#: claims the China Card; meanwhile ``state.china`` is None (nobody holds it)
CIVIL_WAR = "chinese_civil_war"
#: the action that places 1 USSR influence in the space with operations (6.1)
SPACE = "Chinese Civil War"
CLAIM_AT = 3
RED_SCARE, CULTURAL_REVOLUTION, FORMOSAN, KOREAN_WAR = 31, 58, 101, 11


def holder(state):
    """The side holding the China Card (None while it is being played). During the
    Chinese Civil War (12) the US counts as holding it for Ussuri River Skirmish and
    Nixon Plays the China Card, the two cards that ask."""
    if state.china is None and CIVIL_WAR in state.effects:
        return B.US
    return state.china


def start_civil_war(state) -> None:
    """12: the China Card starts with neither player; the USSR claims it, face up, once
    it has 3 influence in the Chinese Civil War space (placed with operations only)."""
    state.china, state.china_up = None, True
    state.effects[CIVIL_WAR] = {"inf": 0}
    state.say(msg("Chinese Civil War (12): the China Card starts with neither player; the "
                  "USSR claims it with 3 influence in the Chinese Civil War space."))


def civil_war_place(state) -> None:
    """The USSR places 1 influence in the space (6.1: cost 1, adjacent to the USSR)."""
    data = state.effects[CIVIL_WAR]
    data["inf"] += 1
    state.say(msg("The USSR places 1 influence in the Chinese Civil War ({n} of 3).",
                  n=data["inf"]))
    if data["inf"] >= CLAIM_AT:
        del state.effects[CIVIL_WAR]
        state.say(msg("The USSR wins the Chinese Civil War and claims the China Card (12)."))
        state.give_china(B.USSR, face_up=True)


@hook("can_play_event", CIVIL_WAR)
def _civil_war_bans(state, side, card):
    """12: until the China Card is claimed the USSR cannot play Red Scare/Purge nor
    Cultural Revolution as events, the US not Formosan Resolution."""
    if side == B.USSR and card in (RED_SCARE, CULTURAL_REVOLUTION) \
            or side == B.US and card == FORMOSAN:
        return ("prohibited", msg("{card}: not during the Chinese Civil War (12)",
                                  card=T.card_rule(card)))
    return None


def transfer(state, side: int, face_up: bool = True) -> None:
    """9.4: an event gives the China Card to ``side``, face up unless the event says
    otherwise (Nixon Plays the China Card: face down)."""
    state.give_china(side, face_up)
