"""96 Tear Down This Wall (US, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): cancels / prevents the play of Willy Brandt.
Add 3 US influence in East Germany. Make a free coup attempt or realignment rolls in
Europe, using this card's operations value. (English card text, as transcribed in
glowsplint/twilight-struggle-py, twilight_cards.py: "Then US may make a free Coup attempt
or Realignment rolls in Europe using this card's Ops Value".)

Decisions taken:

* **Cancels Willy Brandt** (55): if it is in play, it leaves ``state.in_play`` for the
  removed cards (a starred event that happened) and its effect ``willy_brandt`` ends, so
  NATO protects a US-controlled West Germany again (c021 reads ``state.in_play``). The
  influence and VP Willy Brandt gave stay. **Prevents**: the event sets the lasting effect
  ``tear_down_this_wall`` and the card lies face up beside the map (underlined in this
  edition, ``carddata``); from then on Willy Brandt's ``can_play`` refuses its event
  ("prohibited", 7.5: the USSR cannot choose it, the US playing it for operations
  triggers nothing, a headlined Willy Brandt has no effect and is discarded).
* Then 3 US influence in East Germany (no condition, 6.1.1 exception for events).
* **Free coup or realignment rolls in Europe**, chosen by the US (the implementer,
  whoever played the card: 5.2, 4.5 C), in a single decision: ``coup:Country`` (one free
  coup attempt), ``realign:Country`` (the first of the realignment rolls) or
  ``decline``. The English card's "may" is kept, as for Junta (6.3.5 speaks of cards on
  which a player *may* make a free coup roll); the Italian imperative is read the same
  way.
* **Operations value**: the card's value for the US with the modifiers in effect for it
  (3; Containment 4, Red Scare/Purge against the US 2; 7.4, 7.4.2). For a coup it is the
  coup strength (6.3.2); for realignment it is the number of rolls (6.2.2: one roll per
  operations point; the English text says "Realignment rolls", plural, and "using this
  card's Ops value" only has a meaning for realignment as a number of rolls; the
  Italian "un tiro" is read as the kind of action). Once realignment is chosen, every
  roll is made while a target remains (as with operations, 6.0); a coup and realignment
  cannot be mixed.
* **DEFCON geography is ignored** (6.3.5: a free coup roll ignores the DEFCON
  restrictions of 8.1.5). The realignment rolls of this card are read the same way (the
  ruling asked for in issue 12): they are granted by the event, not bought with a
  card's operations, and Europe is closed from DEFCON 4 on (8.1.5), so that otherwise
  this half of a Late War card would almost never have a target. Every European country
  holding USSR influence is a target at any DEFCON.
* A free coup gives no military operations (8.2.5); in a battleground (East Germany,
  Poland, West Germany, France, Italy) it still degrades DEFCON by one (6.3.4, 6.3.5),
  blamed on the card's player (8.1.3, D6 of docs/twilight/early_war_events.md: the
  USSR when it played the card for operations).
  Other cards' protections and modifiers still apply (Iran-Contra's -1 to US
  realignments; Cuban Missile Crisis).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from .. import board as B
from .. import ops as O
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, ask_left, refusal, signed

CARD = 96
EFFECT = "tear_down_this_wall"                 # read by 55 Willy Brandt
WILLY_BRANDT = 55
WILLY_BRANDT_EFFECT = "willy_brandt"
EAST_GERMANY = B.INDEX["East Germany"]
INFLUENCE = 3               # the wording below says "3"
EUROPE = tuple(sorted(B.REGION_COUNTRIES["Europe"]))
KIND = "c096_act"
AGAIN = "c096_realign"


def _coups(state):
    return O.coup_targets(state, B.US, EUROPE, free=True, ignore_defcon=True)


def _realigns(state):
    return O.realign_targets(state, B.US, EUROPE, ignore_defcon=True)


@event(CARD)
def tear_down_this_wall(state, side):
    if WILLY_BRANDT in state.in_play or WILLY_BRANDT_EFFECT in state.effects:
        if WILLY_BRANDT in state.in_play:
            state.in_play.remove(WILLY_BRANDT)
            state.removed.append(WILLY_BRANDT)
        state.effects.pop(WILLY_BRANDT_EFFECT, None)
        state.say(msg("{card} cancels {brandt}: the card is removed from the game and {nato} "
                      "covers West Germany again.", card=T.card(CARD),
                      brandt=T.card(WILLY_BRANDT), nato=T.card(21)))
    state.effects[EFFECT] = {}
    state.add_inf(B.US, EAST_GERMANY, INFLUENCE)
    state.say(msg("{card}: the US gains 3 influence in East Germany; {brandt} can no longer "
                  "be played as an event.", card=T.card(CARD), brandt=T.card(WILLY_BRANDT)))
    if not _coups(state) and not _realigns(state):
        state.say(msg("{card}: no European country holds USSR influence; no coup attempt or "
                      "realignment roll.", card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": B.US, "points": O.ops_value(state, B.US, CARD)})


# ---------------------------------------------------------------- coup, realign or decline
def _legal(state, f):
    return (["coup:" + B.NAMES[i] for i in _coups(state)]
            + ["realign:" + B.NAMES[i] for i in _realigns(state)] + ["decline"])


def _apply(state, f, action):
    state.pop()
    if action == "decline":
        state.say(msg("{card}: the US makes no coup attempt or realignment roll.",
                      card=T.card(CARD)))
        return
    i = B.INDEX[action.arg]
    points = f["points"]
    if action.verb == "coup":
        state.say(nmsg("{card}: free coup attempt in {country} with {n} operation (6.3.5).",
                       "{card}: free coup attempt in {country} with {n} operations (6.3.5).",
                       points, card=T.card(CARD), country=T.country(i)))
        O.coup(state, B.US, i, points, free=True)
        return
    state.say(nmsg("{card}: {n} realignment roll in Europe.",
                   "{card}: {n} realignment rolls in Europe.", points, card=T.card(CARD)))
    if points > 1:
        state.push({"kind": AGAIN, "side": B.US, "left": points - 1})
    O.realign(state, B.US, i)


def _why_target(state, action, coup_ok: bool):
    i = B.INDEX.get(action.arg)
    verbs = ("coup", "realign") if coup_ok else ("realign",)
    if action.verb not in verbs or i is None:
        return None
    if i not in EUROPE:
        return refusal(CARD, msg("{name} is not in Europe", name=T.country(i)))
    if action.verb == "coup":
        why = O.coup_blocked(state, B.US, i, free=True, ignore_defcon=True)
    else:
        why = O.realign_blocked(state, B.US, i, ignore_defcon=True)
    return refusal(CARD, why or msg("not allowed"))


def _why(state, f, action):
    return (_why_target(state, action, True)
            or refusal(CARD, msg("choose coup:Country or realign:Country in Europe, or "
                                 "decline")))


def _label(state, f, action):
    if action == "decline":
        return msg("No coup, no realignment")
    i = B.INDEX[action.arg]
    if action.verb == "coup":
        return nmsg("Free coup in {country} ({n} op vs {defence})",
                    "Free coup in {country} ({n} ops vs {defence})", f["points"],
                    country=T.country(i), defence=2 * B.STABILITY[i])
    return _realign_label(state, i, f["points"])


def _realign_label(state, i, rolls):
    return nmsg("Realign {country} ({us} vs {ussr}; {n} roll)",
                "Realign {country} ({us} vs {ussr}; {n} rolls)", rolls, country=T.country(i),
                us=signed(O.realign_modifier(state, B.US, i)),
                ussr=signed(O.realign_modifier(state, B.USSR, i)))


decision(KIND, legal=_legal, apply=_apply, why=_why, label=_label,
         prompt=lambda s, f: ask(B.US, nmsg(
             "{card}: a free coup attempt or {n} realignment roll in Europe (DEFCON does "
             "not restrict them)?",
             "{card}: a free coup attempt or {n} realignment rolls in Europe (DEFCON does "
             "not restrict them)?", f["points"], card=T.card(CARD))))


# ---------------------------------------------------------------- the further rolls
def _again_legal(state, f):
    return ["realign:" + B.NAMES[i] for i in _realigns(state)]


def _again_apply(state, f, action):
    f["left"] -= 1
    if f["left"] <= 0:
        state.pop()
    O.realign(state, B.US, B.INDEX[action.arg])


def _again_empty(state, f):
    state.say(nmsg("{card}: no European country holds USSR influence any more; {n} "
                   "realignment roll unused.",
                   "{card}: no European country holds USSR influence any more; {n} "
                   "realignment rolls unused.", f["left"], card=T.card(CARD)))


decision(AGAIN, legal=_again_legal, apply=_again_apply, empty=_again_empty,
         why=lambda s, f, a: (_why_target(s, a, False)
                              or refusal(CARD, msg("choose the next realignment roll in "
                                                   "Europe (realign:Country)"))),
         label=lambda s, f, a: _realign_label(s, B.INDEX[a.arg], f["left"]),
         prompt=lambda s, f: ask_left(B.US, msg("{card}: next realignment roll in Europe",
                                                card=T.card(CARD)), f["left"]))
