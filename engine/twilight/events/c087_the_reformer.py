"""87 The Reformer (USSR, 3 ops, starred, underlined: stays in play; Late War).

Card text (Italian list, our paraphrase): add 4 USSR influence in Europe, at most 2 per
country; if the USSR leads in VP, 6 influence may be added instead. The USSR may no
longer make coup attempts in Europe. Improves the event of Glasnost (90).

Decisions taken:

* Europe is the whole region (Western and Eastern Europe, Canada and Turkey included,
  2.1.1, 2.1.2). The USSR (the implementer, whoever played the card: 5.2) places the
  points one at a time (``inf:Country``), at most 2 per country, no adjacency or control
  condition (G5 of docs/twilight/early_war_events.md).
* **4 or 6**: when the USSR leads in VP (``state.vp < 0``) at the moment of the event,
  the USSR chooses ``reformer:6`` or ``reformer:4`` (Italian "si possono aggiungere 6":
  6 *may* be added instead; the published English text also says "may"); otherwise 4,
  no choice. A tie in VP is not a lead. Like every "add N", the points chosen are then
  all placed (G6).
* **No USSR coups in Europe** from now on: the effect ``c087_the_reformer`` (card beside
  the map, ``state.in_play``) refuses every USSR coup attempt in a European country
  (``can_coup`` hook): operations, and free coups granted by events as well (the card
  forbids coup attempts, not only their DEFCON side). Realignment rolls and influence
  placement in Europe are not affected; US coups are not affected.
* **Glasnost**: card 90 reads ``in_effect(state)`` (this effect) to let the USSR use
  Glasnost's operations for influence or realignment. Nothing cancels The Reformer.
"""

from __future__ import annotations

from engine.core.action import Action
from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import call, hook
from . import event, influence_decision, push_choice
from .wording import ask_left, gains_one, refusal, rule

CARD = 87
EFFECT = "c087_the_reformer"
KIND = "c087_place"
EUROPE = B.REGION_COUNTRIES["Europe"]
_EUROPE = frozenset(EUROPE)


def in_effect(state) -> bool:
    """True once The Reformer's event has happened (Glasnost's improvement, no coups)."""
    return EFFECT in state.effects


@event(CARD)
def the_reformer(state, side):
    state.effects[EFFECT] = {}
    state.say(msg("{card}: from now on the USSR may make no coup attempt in Europe.",
                  card=T.card(CARD)))
    if state.vp < 0:
        push_choice(state, side, ["reformer:6", "reformer:4"], "c087_count",
                    labels={"reformer:6": N_("Add 6 influence in Europe (the USSR leads in "
                                             "VP)"),
                            "reformer:4": N_("Add 4 influence in Europe")},
                    prompt=N_("{card}: the USSR leads in VP: add 6 influence in Europe "
                              "instead of 4?"), prompt_args={"card": T.card(CARD)})
        return
    _place(state, side, 4)


@call("c087_count")
def _count(state, f):
    _place(state, f["frame"]["side"], Action(f["frame"]["choice"]).number)


def _place(state, side, n):
    state.say(nmsg("{card}: the USSR adds {n} influence in Europe, at most 2 per country.",
                   "{card}: the USSR adds {n} influence in Europe, at most 2 per country.", n,
                   card=T.card(CARD)))
    state.push({"kind": KIND, "side": side, "left": n, "done": []})


influence_decision(
    KIND, rule=rule(CARD), whose=B.USSR, countries=EUROPE, cap=2,
    outside=N_("{name} is not in Europe"),
    again=N_("at most 2 influence per country ({name} has had 2)"),
    log=gains_one(CARD, B.USSR),
    prompt=lambda s, f: ask_left(B.USSR, msg("{card}: add influence in Europe, at most 2 per "
                                             "country", card=T.card(CARD)), f["left"]))


@hook("can_coup", EFFECT)
def _no_ussr_coups_in_europe(state, side, i, free):
    if side == B.USSR and i in _EUROPE:
        return refusal(CARD, msg("the USSR may no longer make coup attempts in Europe "
                                 "({name})", name=T.country(i)))
    return None
