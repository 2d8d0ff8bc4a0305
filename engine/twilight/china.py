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

from .cards import CHINA

__all__ = ["CHINA", "transfer", "holder"]


def holder(state):
    """The side holding the China Card (None while it is being played)."""
    return state.china


def transfer(state, side: int, face_up: bool = True) -> None:
    """9.4: an event gives the China Card to ``side``, face up unless the event says
    otherwise (Nixon Plays the China Card: face down)."""
    state.give_china(side, face_up)
