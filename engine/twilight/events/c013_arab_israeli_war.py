"""13 Arab-Israeli War (USSR, 2 ops, not starred; a war card, 7.6).

Card text (Italian list, same as the published 2006 card): a Pan-Arab coalition invades
Israel. Roll a die and subtract 1 for each US-controlled country adjacent to Israel; the
USSR wins on a modified 4-6. The USSR adds 2 to its military operations track. Effects of
victory: the USSR gains 2 VP and replaces all US Influence in Israel with USSR Influence.

Decisions:

* Only Israel's *neighbours* count for the modifier (Lebanon, Syria, Jordan, Egypt), as
  the Italian text says; US control of Israel itself does not (the English card's extra
  -1 for Israel is not in this printing's text: decision D2 of the spec). The rules'
  example of play (turn 3, US action round 5: Israel US-controlled, roll 4 "modified to
  3" by one US-controlled neighbour, Jordan) agrees.
* The 2 military operations always go to the USSR, the side that implements the event,
  win or lose (7.6, 8.2.4: also when the US played the card for operations); the printed
  2, never changed by Red Scare/Purge or Containment (G11 / D4 of the spec
  docs/twilight/early_war_events.md). A war is not a coup: no DEFCON change, no DEFCON
  restriction, NATO and US/Japan do not apply.
* Replacing: the USSR gains as much influence as the US loses in Israel.
* Not playable as an event while Camp David Accords (65) is in effect (the Mid War card
  says so): ``can_play`` reports it as a prohibition (5.2: no event, ops only, 7.5).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event
from .wording import signed

CARD = 13
CAMP_DAVID = 65
ISRAEL = B.INDEX["Israel"]
MILOPS = 2


def _camp_david(state, side):
    if CAMP_DAVID in state.in_play:
        return ("prohibited", msg("{card} (65) is in effect: the {event} can no longer be "
                                  "played as an event", card=T.card(CAMP_DAVID),
                                  event=T.card(CARD)))
    return None


def war_modifier(state) -> int:
    """-1 per US-controlled country adjacent to Israel; the Deluxe card also -1 when
    the US controls Israel itself (docs/twilight/editions.md section 3; tsreplayer_26)."""
    mod = -sum(1 for j in B.ADJACENT[ISRAEL] if B.controls(state.inf, B.US, j))
    if state.options.get("edition") == "deluxe" and B.controls(state.inf, B.US, ISRAEL):
        mod -= 1
    return mod


@event(CARD, can_play=_camp_david)
def arab_israeli_war(state, side):
    state.credit_milops(side, MILOPS)
    roll = state.rng.die()
    mod = war_modifier(state)
    total = roll + mod
    state.say(nmsg("{card}: USSR military operations +{ops}; the USSR rolls {roll}{mod} = "
                   "{total} (needs 4-6; {n} US-controlled neighbour of Israel).",
                   "{card}: USSR military operations +{ops}; the USSR rolls {roll}{mod} = "
                   "{total} (needs 4-6; {n} US-controlled neighbours of Israel).", -mod,
                   card=T.card(CARD), ops=MILOPS, roll=roll, mod=signed(mod), total=total))
    if total >= 4:
        n = state.inf[B.US][ISRAEL]
        state.add_inf(B.US, ISRAEL, -n)
        state.add_inf(side, ISRAEL, n)
        state.say(nmsg("The Pan-Arab coalition wins: the US loses {n} influence in Israel "
                       "and the USSR gains {n}.",
                       "The Pan-Arab coalition wins: the US loses {n} influence in Israel "
                       "and the USSR gains {n}.", n))
        state.gain_vp(side, 2, T.card(CARD))
    else:
        state.say(msg("Israel holds: no further effect."))
