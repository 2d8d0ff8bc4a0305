"""100 Wargames (both sides, 4 ops, starred; Late War).

Card text (Italian list, our paraphrase): if DEFCON is at 2, you may end the game at
once after giving your opponent 6 VP.

Decisions taken:

* **Only at DEFCON 2**, checked when the event would happen: at any other level the event
  cannot happen (a condition of play, handled as a prerequisite like Star Wars' Space
  Race lead: ``can_play`` "prerequisite", 7.5): the card cannot be chosen as an event,
  only for operations or the Space Race. Headlined at another DEFCON (4.5 C allows any
  card to be headlined, D10 of docs/twilight/early_war_events.md), it has no effect and
  is discarded, not removed (5.2, second bullet). A headline that changes DEFCON before
  it resolves counts (headlines resolve in order, 4.5 C).
* "You" is the player who plays the card as its event (a card of both sides; also in the
  headline). With DEFCON at 2 he chooses ``wargames:end`` or ``wargames:continue``
  (the card says "may"). Continuing: no effect, and the card is still removed (an event
  that happened, 2.2.4).
* **Ending**: the opponent gains 6 VP, then the game ends at once, without the end of the
  turn and without final scoring (the English card text, as transcribed in
  glowsplint/twilight-struggle-py, twilight_cards.py, says "without Final Scoring
  Phase"; the Italian "terminare il gioco immediatamente" means the same). The
  winner is decided by the VP track as it then stands: the US if the VP favour the US,
  the USSR if they favour the USSR, a draw at 0. The end reason is ``wargames`` (flag
  ``wargames`` in ``result()``). The 6 VP may take the opponent to 20 VP: he wins
  either way, by the VP.
"""

from __future__ import annotations

from .. import board as B
from ..rules import decision
from . import event

CARD = 100
KIND = "c100_wargames"
DEFCON = 2
VP = 6
NAME = "100 Wargames"


def _defcon_2(state, side):
    if state.defcon != DEFCON:
        return ("prerequisite", f"{NAME}: only at DEFCON {DEFCON} (DEFCON is "
                                f"{state.defcon})")
    return None


@event(CARD, can_play=_defcon_2)
def wargames(state, side):
    state.push({"kind": KIND, "side": side})


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    opp = 1 - side
    if action == "wargames:continue":
        state.say(f"Wargames: the {B.SIDES[side]} lets the game go on.")
        return
    state.say(f"Wargames: the {B.SIDES[side]} ends the game after giving the {B.SIDES[opp]} "
              f"{VP} VP.")
    state.gain_vp(opp, VP, "Wargames")
    if state.vp > 0:
        winner, text = B.US, "the VP favour the US"
    elif state.vp < 0:
        winner, text = B.USSR, "the VP favour the USSR"
    else:
        winner, text = None, "the VP are even"
    state.end_game(winner, "wargames", f"Wargames ends the game: {text} ({state.vp_text()}).")


decision(KIND, legal=lambda s, f: ["wargames:end", "wargames:continue"], apply=_apply,
         why=lambda s, f, a: f"{NAME}: wargames:end (give {VP} VP and end the game) or "
                             f"wargames:continue",
         label=lambda s, f, a: (f"End the game, giving the {B.SIDES[1 - f['side']]} {VP} VP "
                                f"(VP then {_after(s, f)})" if a == "wargames:end"
                                else "Let the game go on"),
         prompt=lambda s, f: f"{B.SIDES[f['side']]}: Wargames: end the game now after giving "
                             f"your opponent {VP} VP?")


def _after(state, f) -> str:
    vp = state.vp + (VP if f["side"] == B.USSR else -VP)
    return "0" if vp == 0 else (f"US +{vp}" if vp > 0 else f"USSR +{-vp}")
