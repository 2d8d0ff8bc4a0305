"""102 Iran-Iraq War (both sides, 2 ops, starred; Late War; a war card, 7.6).

Card text (Italian list, our paraphrase): Iran or Iraq invades its neighbour. Roll a die
and subtract one for each country adjacent to the invaded one that the opponent
controls. The phasing player wins on a modified 4-6. The player adds 2 to his military
operations track. Effects of victory: 2 VP, and the opponent's influence in the
invaded country is replaced with the player's.

Decisions taken (as for 24 Indo-Pakistani War, whose resolution this card shares:
``c024_indo_pakistani_war.war``):

* "The player" / "the phasing player" is the one who plays the card as its event (a card
  of both sides; in the headline he becomes the phasing player, 4.5 C note). He chooses
  ``invade:Iraq`` (Iran invades Iraq) or ``invade:Iran`` (Iraq invades Iran), then one
  die is rolled.
* The modifier counts every country adjacent to the *invaded* country that the opponent
  controls, the invading country included when the opponent controls it (Iraq: Iran,
  Jordan, Saudi Arabia, Gulf States; Iran: Iraq, Afghanistan, Pakistan). The invaded
  country itself does not count.
* The 2 military operations go to the player, win or lose (7.6, 8.2.4); they are the
  card's fixed 2 (5.5; Containment or Red Scare/Purge change ops values of cards played
  for operations, not this number). A war is not a coup: no DEFCON change, no DEFCON
  restriction (8.1.5 concerns coups and realignment), no coup protection.
* Victory: the player gains 2 VP and the opponent's influence in the invaded country is
  removed and the same amount of his own added (none if the opponent had none; the VP are
  still gained). The 20 VP check waits for the end of the event (10.3.1).
* Starred: removed after its event (the invasion happened, whatever the roll).
* **Flower Power** (59): a war card; the US playing it (as its event or for operations,
  not on the Space Race) gives the USSR 2 VP while Flower Power is in effect (c059's
  ``card_played`` hook, which lists card 102).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .c024_indo_pakistani_war import modifier, war
from .wording import ask, refusal

CARD = 102
KIND = "c102_invade"
IRAN, IRAQ = B.INDEX["Iran"], B.INDEX["Iraq"]


@event(CARD)
def iran_iraq_war(state, side):
    state.push({"kind": KIND, "side": side})


def _apply(state, f, action):
    state.pop()
    target = B.INDEX[action.arg]
    invader = IRAN if target == IRAQ else IRAQ
    state.say(msg("{card}: {invader} invades {target}.", card=T.card(CARD),
                  invader=T.country(invader), target=T.country(target)))
    war(state, f["side"], target, CARD)


def _label(state, f, action):
    target = B.INDEX[action.arg]
    invader = IRAN if target == IRAQ else IRAQ
    need = 4 + modifier(state, f["side"], target)
    if need <= 6:
        return msg("{invader} invades {target} (wins on {need}-6)",
                   invader=T.country(invader), target=T.country(target), need=need)
    return msg("{invader} invades {target} (cannot win)", invader=T.country(invader),
               target=T.country(target))


decision(KIND, legal=lambda s, f: ["invade:Iraq", "invade:Iran"], apply=_apply,
         why=lambda s, f, a: refusal(CARD, msg("Iran or Iraq is invaded (invade:Iraq or "
                                               "invade:Iran)")),
         label=_label,
         prompt=lambda s, f: ask(f["side"], msg("{card}: which country is invaded?",
                                                card=T.card(CARD))))
