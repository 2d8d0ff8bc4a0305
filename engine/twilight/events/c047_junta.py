"""47 Junta (both, 2 ops, not starred).

Card text (Italian list): place 2 Influence in any one country of South or Central
America. Make a free coup attempt in one of these regions (using this card's operations
value).

Decisions taken:

* The implementer (who plays it as an event) places **both** points in a single Central
  or South American country of his choice (``inf:Country``), whoever controls it (events
  ignore adjacency and control costs, 6.1.1 exception).
* **The free coup** (6.3.5, checked in the Italian rules): "cards that say a player *may*
  make a free coup roll in a region may ignore the DEFCON limitations (8.1.5); against a
  battleground DEFCON still degrades by one as in 6.3.4"; and 8.2.5: "events that allow a
  free coup roll do not count for the required military operations". So: after placing,
  the implementer may (``coup`` / ``no_coup``; 6.3.5 says "può", and the published card
  "may") attempt one coup in any Central or South American country holding opponent
  influence (6.3.1), with no DEFCON restriction, no military operations, and the DEFCON
  drop for a battleground, blamed on the card's player (8.1.3). Coup protections and
  modifiers of other cards apply (Latin American Death Squads, SALT; Cuban Missile Crisis
  makes it a nuclear war for the threatened side).
* **Coup only.** The Italian text grants a coup attempt only; the realignment
  alternative is the later Deluxe wording, not this printing's.
* The strength is "this card's operations value": its value for the implementer with
  the modifiers in effect for him (7.4.2: modifiers count for every purpose; Brezhnev
  Doctrine makes it 3 for the USSR, Red Scare/Purge against him 1).
* With no opponent influence in either region the coup part has no target and is
  skipped (5.2 example 3: the event still counts as played).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from ..ops import coup_targets, ops_value, push_coup, push_realign, realign_targets
from ..rules import call, decision
from . import event, push_choice
from .wording import ask, refusal

CARD = 47
PLACE = 2                   # the wordings below say "2"
AMERICAS = tuple(sorted(B.REGION_COUNTRIES["Central America"]
                        + B.REGION_COUNTRIES["South America"]))
_AMERICAS = frozenset(AMERICAS)
#: the label of the coup option by the card's operations value (1 to 4): a frame keeps
#: message ids, so each count has its own
COUP_LABELS = {1: N_("Free coup attempt in Central or South America (1 op)"),
               2: N_("Free coup attempt in Central or South America (2 ops)"),
               3: N_("Free coup attempt in Central or South America (3 ops)"),
               4: N_("Free coup attempt in Central or South America (4 ops)")}
#: the Deluxe card's other option: one realignment roll per operations point
REALIGN_LABELS = {1: N_("Realignment rolls in Central or South America (1 roll)"),
                  2: N_("Realignment rolls in Central or South America (2 rolls)"),
                  3: N_("Realignment rolls in Central or South America (3 rolls)"),
                  4: N_("Realignment rolls in Central or South America (4 rolls)")}


@event(CARD)
def junta(state, side):
    state.push({"kind": "c047_place", "side": side})


def _place_apply(state, f, action):
    state.pop()
    side = f["side"]
    i = B.INDEX[action.arg]
    state.add_inf(side, i, PLACE)
    state.say(msg("{card}: the {side} places 2 influence in {country}.", card=T.card(CARD),
                  side=T.side(side), country=T.country(i)))
    coups = coup_targets(state, side, AMERICAS, free=True, ignore_defcon=True)
    # the Deluxe card: a free coup attempt *or realignment rolls* (one per operations
    # point of the card) in Central or South America (docs/twilight/editions.md, 3)
    realigns = state.options.get("edition") == "deluxe" and \
        realign_targets(state, side, AMERICAS)
    if not coups and not realigns:
        state.say(msg("{card}: no country of Central or South America holds {enemy} "
                      "influence; no coup attempt.", card=T.card(CARD),
                      enemy=T.side(1 - side)))
        return
    ops = ops_value(state, side, CARD)
    options = (["coup"] if coups else []) + (["realign"] if realigns else []) + ["no_coup"]
    push_choice(state, side, options, "c047_coup",
                labels={"coup": COUP_LABELS[min(4, max(1, ops))],
                        "realign": REALIGN_LABELS[min(4, max(1, ops))],
                        "no_coup": N_("No coup attempt")},
                prompt=N_("{card}: make a free coup attempt in Central or South America?")
                if not realigns else
                N_("{card}: a free coup attempt or realignment rolls in Central or South "
                   "America?"),
                prompt_args={"card": T.card(CARD)})


def _place_why(state, f, action):
    i = B.INDEX.get(action.arg)
    if action.verb != "inf" or i is None:
        return refusal(CARD, msg("choose a Central or South American country (inf:Country)"))
    return refusal(CARD, msg("{name} is not in Central or South America", name=T.country(i)))


decision("c047_place",
         legal=lambda s, f: ["inf:" + B.NAMES[i] for i in AMERICAS],
         apply=_place_apply, why=_place_why,
         targets=lambda s, f: {"inf:" + B.NAMES[i]: B.NAMES[i] for i in AMERICAS},
         label=lambda s, f, a: msg("+2 in {country}", country=T.country_named(a.arg)),
         prompt=lambda s, f: ask(f["side"], msg("{card}: place 2 influence in one Central or "
                                                "South American country", card=T.card(CARD))))


@call("c047_coup")
def _coup(state, f):
    side = f["frame"]["side"]
    if f["frame"]["choice"] == "no_coup":
        state.say(msg("{card}: the {side} makes no coup attempt.", card=T.card(CARD),
                      side=T.side(side)))
        return
    points = ops_value(state, side, CARD)
    if f["frame"]["choice"] == "realign":
        state.say(nmsg("{card}: the {side} makes {n} realignment roll in Central or South "
                       "America.",
                       "{card}: the {side} makes {n} realignment rolls in Central or South "
                       "America.", points, card=T.card(CARD), side=T.side(side)))
        push_realign(state, side, points, countries=AMERICAS, card=CARD)
        return
    state.say(nmsg("{card}: the {side} makes a free coup attempt with {n} operation (6.3.5: "
                   "no DEFCON restriction, no military operations).",
                   "{card}: the {side} makes a free coup attempt with {n} operations (6.3.5: "
                   "no DEFCON restriction, no military operations).", points,
                   card=T.card(CARD), side=T.side(side)))
    push_coup(state, side, points, countries=AMERICAS, card=CARD)
