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

from .. import board as B
from . import event, influence_decision

CARD = 88
KIND = "c088_remove"
LEBANON = B.INDEX["Lebanon"]
MIDDLE_EAST = B.REGION_COUNTRIES["Middle East"]


@event(CARD)
def marine_barracks_bombing(state, side):
    lost = -state.add_inf(B.US, LEBANON, -state.inf[B.US][LEBANON])
    state.say(f"Marine Barracks Bombing: the US loses all its {lost} influence in Lebanon.")
    state.push({"kind": KIND, "side": side, "left": 2, "done": []})


def _has_us(state, f, i):
    if state.inf[B.US][i] <= 0:
        return f"the US has no influence left in {B.NAMES[i]}"
    return None


def _empty(state, f):
    if f["left"] == 2:
        state.say("Marine Barracks Bombing: no US influence elsewhere in the Middle East.")


influence_decision(
    KIND, verb="remove", rule="88 Marine Barracks Bombing", whose=B.US, amount=-1,
    countries=MIDDLE_EAST, allowed=_has_us, cap=None, empty=_empty,
    outside="{name} is not in the Middle East",
    log=lambda s, f, i, n: f"Marine Barracks Bombing: the US loses 1 influence in "
                           f"{B.NAMES[i]}.",
    prompt=lambda s, f: f"USSR: Marine Barracks Bombing: remove US influence in the Middle "
                        f"East ({f['left']} left)")
