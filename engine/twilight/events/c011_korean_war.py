"""11 Korean War (USSR, 2 ops, starred; a war card, 7.6).

Card text (Italian list): North Korea invades South Korea. Degrade DEFCON by one. Roll a
die and subtract 1 for each US-controlled neighbour of South Korea; the USSR wins on a
modified 4-6. The USSR adds 2 to its military operations. Victory: 2 VP to the USSR and
all US influence in South Korea is replaced by USSR influence.

Decisions taken:

* DEFCON (decision D1 of docs/twilight/early_war_events.md): the published English card
  of this printing has no DEFCON drop, nor has the rules' example of play (turn 3: the
  USSR headlines Korean War and DEFCON stays 5); the Italian card list has it, clearly
  written, and the issue asks for it. Implemented, before the roll as on the Italian
  card, behind the constant ``DEGRADES_DEFCON``. The drop is blamed on the phasing player
  in an action round, on the card's player in the headline (8.1.3; engine
  ``defcon_owner``): the US playing it for operations at DEFCON 2 loses. If it ends the
  game nothing more happens.
* Neighbours of South Korea: Japan, Taiwan, North Korea (map adjacency); -1 for each
  controlled by the US when the die is rolled.
* Military operations (8.2.3, 8.2.4): always 2 to the USSR, whoever played the card
  (the number written on the card, 5.5), win or lose.
* Victory: the US influence in South Korea is removed and the same amount of USSR
  influence added.
"""

from __future__ import annotations

# Deluxe edition (docs/twilight/editions.md section 3): the Deluxe card has no DEFCON
# drop; with the Chinese Civil War variant (12) the USSR roll has -1.

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import terms as T
from . import event

CARD = 11
#: D1: the Italian card degrades DEFCON by one (the English card does not).
DEGRADES_DEFCON = True
#: the Chinese Civil War variant (Deluxe 12): -1 to the USSR roll until the China Card is
#: claimed (effect of ``china.CIVIL_WAR``)
CIVIL_WAR = "chinese_civil_war"


@event(CARD)
def korean_war(state, side):
    deluxe = state.options.get("edition") == "deluxe"
    if DEGRADES_DEFCON and not deluxe:      # the Deluxe card: no DEFCON change
        state.degrade_defcon(1, reason=T.card(CARD))
        if state.over:
            return
    state.credit_milops(B.USSR, 2)
    sk = B.INDEX["South Korea"]
    allies = [j for j in B.ADJACENT[sk] if B.controls(state.inf, B.US, j)]
    roll = state.rng.die()
    total = roll - len(allies)
    if CIVIL_WAR in state.effects:              # 12: the USSR subtracts 1 more
        total -= 1
        state.say(msg("{card}: the Chinese Civil War goes on: -1 to the USSR roll (12).",
                      card=T.card(CARD)))
    if allies:
        rolled = msg("{card}: the USSR rolls {roll} -{k} (US controls {countries}) = {total}",
                     card=T.card(CARD), roll=roll, k=len(allies), total=total,
                     countries=[T.country(j) for j in allies])
    else:
        rolled = msg("{card}: the USSR rolls {roll} = {total}", card=T.card(CARD), roll=roll,
                     total=total)
    if total >= 4:
        n = state.inf[B.US][sk]
        state.add_inf(B.US, sk, -n)
        state.add_inf(B.USSR, sk, n)
        state.say(nmsg("{roll}: USSR victory; {n} US influence in South Korea replaced by "
                       "USSR influence. The USSR adds 2 military operations.",
                       "{roll}: USSR victory; {n} US influence in South Korea replaced by "
                       "USSR influence. The USSR adds 2 military operations.", n, roll=rolled))
        state.gain_vp(B.USSR, 2, T.card(CARD))
    else:
        state.say(msg("{roll}: no victory (needs 4-6). The USSR adds 2 military operations.",
                      roll=rolled))
