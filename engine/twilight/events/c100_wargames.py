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

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, refusal

CARD = 100
KIND = "c100_wargames"
DEFCON = 2
VP = 6                      # the wordings below say "6"


def _defcon_2(state, side):
    if state.defcon != DEFCON:
        return ("prerequisite", refusal(CARD, msg("only at DEFCON 2 (DEFCON is {defcon})",
                                                  defcon=state.defcon)))
    return None


@event(CARD, can_play=_defcon_2)
def wargames(state, side):
    state.push({"kind": KIND, "side": side})


def _apply(state, f, action):
    state.pop()
    side = f["side"]
    opp = 1 - side
    if action == "wargames:continue":
        state.say(msg("{card}: the {side} lets the game go on.", card=T.card(CARD),
                      side=T.side(side)))
        return
    state.say(msg("{card}: the {side} ends the game after giving the {enemy} 6 VP.",
                  card=T.card(CARD), side=T.side(side), enemy=T.side(opp)))
    state.gain_vp(opp, VP, T.card(CARD))
    vp = vp_track(state.vp)
    if side == B.US and state.options.get("scenario") == "late_war":
        # the Late War scenario: the US ending the game needs 20 VP (scenario.py)
        from ..scenario import final_winner
        winner = final_winner(state.vp)
        text = msg("{card} ends the game, Late War scenario: the US needs 20 VP ({vp}).",
                   card=T.card(CARD), vp=vp)
    elif state.vp > 0:
        winner = B.US
        text = msg("{card} ends the game: the VP favour the US ({vp}).", card=T.card(CARD),
                   vp=vp)
    elif state.vp < 0:
        winner = B.USSR
        text = msg("{card} ends the game: the VP favour the USSR ({vp}).", card=T.card(CARD),
                   vp=vp)
    else:
        winner = None
        text = msg("{card} ends the game: the VP are even ({vp}).", card=T.card(CARD), vp=vp)
    state.end_game(winner, "wargames", text)


def _label(state, f, action):
    if action != "wargames:end":
        return msg("Let the game go on")
    return msg("End the game, giving the {side} 6 VP (VP then {vp})",
               side=T.side(1 - f["side"]), vp=_after(state, f))


decision(KIND, legal=lambda s, f: ["wargames:end", "wargames:continue"], apply=_apply,
         why=lambda s, f, a: refusal(CARD, msg("wargames:end (give 6 VP and end the game) "
                                               "or wargames:continue")),
         label=_label,
         prompt=lambda s, f: ask(f["side"], msg("{card}: end the game now after giving your "
                                                "opponent 6 VP?", card=T.card(CARD))))


def _after(state, f):
    """The VP track after the gift."""
    return vp_track(state.vp + (VP if f["side"] == B.USSR else -VP))


def vp_track(vp: int):
    """The VP track as the log says it: 0, "US +4", "USSR +2" (``state.vp_text``)."""
    if vp == 0:
        return 0
    return msg("{side} +{n}", side=T.side(B.US if vp > 0 else B.USSR), n=abs(vp))
