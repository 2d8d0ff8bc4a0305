"""53 South African Unrest (USSR, 2 ops, not starred; Mid War).

Card text (Italian list, same as the published card): the USSR either adds 2 Influence
in South Africa, or adds 1 Influence in South Africa and 2 in countries adjacent to it.

Decisions:

* The USSR (the implementer, whoever played the card: 5.2) chooses the option with
  ``sa_unrest:south_africa`` (+2 in South Africa) or ``sa_unrest:neighbours`` (+1 in
  South Africa, then 2 points in its neighbours). Both are always offered: the card
  offers both, and the neighbours cannot run out (influence is only added).
* The neighbours are the countries adjacent to South Africa on the map (2.1.6): Angola
  and Botswana. The 2 points go one at a time (``inf:Country``), in one neighbour or
  split between them ("2 in any countries adjacent", no per-country limit on the card).
  Adjacency and control do not matter for an event's placement (6.1.1 exception, G5).
* Not starred: discarded after the event (2.2.4).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg

from .. import board as B
from .. import terms as T
from ..rules import call
from . import event, influence_decision, push_choice
from .wording import ask_left, gains_one, rule

CARD = 53
SOUTH_AFRICA = B.INDEX["South Africa"]
NEIGHBOURS = sorted(B.ADJACENT[SOUTH_AFRICA])       # Angola, Botswana (in the wordings)
ONLY = "sa_unrest:south_africa"
SPLIT = "sa_unrest:neighbours"


@event(CARD)
def south_african_unrest(state, side):
    push_choice(state, side, [ONLY, SPLIT], "c053_option",
                labels={ONLY: N_("+2 USSR influence in South Africa"),
                        SPLIT: N_("+1 in South Africa and +2 in Angola or Botswana")},
                prompt=N_("{rule}: add 2 influence in South Africa, or 1 there and 2 in "
                          "adjacent countries (Angola or Botswana)?"),
                prompt_args={"rule": rule(CARD)})


@call("c053_option")
def _option(state, f):
    side = f["frame"]["side"]
    if f["frame"]["choice"] == ONLY:
        state.add_inf(B.USSR, SOUTH_AFRICA, 2)
        state.say(msg("{card}: the USSR gains 2 influence in South Africa.",
                      card=T.card(CARD)))
        return
    state.add_inf(B.USSR, SOUTH_AFRICA, 1)
    state.say(msg("{card}: the USSR gains 1 influence in South Africa and places 2 in "
                  "adjacent countries.", card=T.card(CARD)))
    if state.options.get("edition") == "deluxe":
        # the Deluxe text (TW, 2015): the 2 go into a single adjacent country
        # (docs/twilight/editions.md, section 3 and uncertain item 1)
        options = ["inf:" + B.NAMES[i] for i in NEIGHBOURS]
        push_choice(state, side, options, "c053_single",
                    labels={a: N_("+2 USSR influence in {country}") for a in options},
                    label_args={a: {"country": T.country(B.INDEX[a[4:]])} for a in options},
                    prompt=N_("{rule}: add 2 influence in one country adjacent to South "
                              "Africa"), prompt_args={"rule": rule(CARD)})
        return
    state.push({"kind": "c053_adjacent", "side": side, "left": 2, "done": []})


@call("c053_single")
def _single(state, f):
    i = B.INDEX[f["frame"]["choice"][4:]]
    state.add_inf(B.USSR, i, 2)
    state.say(msg("{card}: the USSR gains 2 influence in {country}.", card=T.card(CARD),
                  country=T.country(i)))


influence_decision(
    "c053_adjacent", rule=rule(CARD), whose=B.USSR, countries=NEIGHBOURS, cap=None,
    outside=N_("{name} is not adjacent to South Africa"),
    log=gains_one(CARD, B.USSR),
    prompt=lambda s, f: ask_left(B.USSR, msg("{rule}: add 1 influence in a country adjacent "
                                             "to South Africa", rule=rule(CARD)), f["left"]))
