"""81 Solidarity (US, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): add 3 US influence to Poland. The event may be
played only once John Paul II Elected Pope (68) has been played as an event.

Decisions taken:

* The prerequisite is John Paul II's *event* having happened: the effect
  ``john_paul_ii`` that card 68's event leaves in ``state.effects``, or card 68 face up
  beside the map (``state.in_play``: 68 is underlined; either is read). John Paul II
  used for operations or the Space Race does not count. Without it the event cannot
  happen (``can_play`` -> "prerequisite", 7.5): the US cannot choose it as an event, and
  when the USSR plays the card for operations the event does not happen and the card
  goes to the **discard pile**, not removed (5.2, second bullet; example 1).
  Headlined without John Paul II it has no event and is discarded (D10 of
  docs/twilight/early_war_events.md).
* With John Paul II: +3 US influence in Poland, no choice (influence placed by an event
  ignores control and adjacency, G5). The US implements it whoever played the card (5.2).
* Solidarity does not cancel John Paul II (the card says nothing of it): the effect stays.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event
from .wording import rule

CARD = 81
JOHN_PAUL_II = "john_paul_ii"          # effect left by 68 John Paul II Elected Pope
JOHN_PAUL_II_CARD = 68
POLAND = B.INDEX["Poland"]


def _needs_john_paul(state, side):
    if JOHN_PAUL_II not in state.effects and JOHN_PAUL_II_CARD not in state.in_play:
        return ("prerequisite", msg("{rule} needs {card} (68) to have been played as an "
                                    "event", rule=rule(CARD), card=T.card(JOHN_PAUL_II_CARD)))
    return None


@event(CARD, can_play=_needs_john_paul)
def solidarity(state, side):
    n = state.add_inf(B.US, POLAND, 3)
    state.say(nmsg("{card}: the US gains {n} influence in Poland.",
                   "{card}: the US gains {n} influence in Poland.", n, card=T.card(CARD)))
