"""88 Marine Barracks Bombing (USSR, 2 ops, starred; Late War).

Card text (Italian list, our paraphrase): remove all US influence from Lebanon, and 2 more
US influence from anywhere in the Middle East.

Decisions taken:

* First Lebanon loses all its US influence (no choice). Then the USSR (the implementer,
  whoever played the card: 5.2, 4.5 C) removes 2 more US influence points, one at a time
  (``remove:Country``), from any Middle East countries holding US influence (Libya and
  Egypt included, 2.1.1 note); both may come from the same country (no per-country limit
  on the card). Lebanon has none left by then.
* Fewer than 2 points of US influence left in the Middle East: all of them are removed;
  none: only Lebanon is cleared. With no US influence anywhere there, the event has no
  effect and the card is still removed (5.2, fourth bullet; example 3).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from . import event, influence_decision
from .wording import ask_left, loses_one, rule

CARD = 88
KIND = "c088_remove"
LEBANON = B.INDEX["Lebanon"]
MIDDLE_EAST = B.REGION_COUNTRIES["Middle East"]


@event(CARD)
def marine_barracks_bombing(state, side):
    lost = -state.add_inf(B.US, LEBANON, -state.inf[B.US][LEBANON])
    state.say(nmsg("{card}: the US loses all its {n} influence in Lebanon.",
                   "{card}: the US loses all its {n} influence in Lebanon.", lost,
                   card=T.card(CARD)))
    state.push({"kind": KIND, "side": side, "left": 2, "done": []})


def _has_us(state, f, i):
    if state.inf[B.US][i] <= 0:
        return msg("the US has no influence left in {name}", name=T.country(i))
    return None


def _empty(state, f):
    if f["left"] == 2:
        state.say(msg("{card}: no US influence elsewhere in the Middle East.",
                      card=T.card(CARD)))


influence_decision(
    KIND, verb="remove", rule=rule(CARD), whose=B.US, amount=-1,
    countries=MIDDLE_EAST, allowed=_has_us, cap=None, empty=_empty,
    outside=N_("{name} is not in the Middle East"),
    log=loses_one(CARD, B.US),
    prompt=lambda s, f: ask_left(B.USSR, msg("{card}: remove US influence in the Middle East",
                                             card=T.card(CARD)), f["left"]))
