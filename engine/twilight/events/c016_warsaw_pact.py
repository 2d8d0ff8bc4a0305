"""16 Warsaw Pact Formed (USSR, 3 ops, starred, underlined: stays in play).

Card text: either remove all US Influence from 4 countries of Eastern Europe, or add 5
USSR Influence to Eastern Europe, at most 2 per country. Allows NATO (21) to be played.

Decisions:

* The USSR (the implementer) first chooses the option (``warsaw:remove`` /
  ``warsaw:add``). Both are always offered, as the card offers them; removing when no
  Eastern European country holds US influence has no effect (5.2 example 3).
* Remove: the USSR names *different* Eastern European countries holding US influence, one
  at a time (``clear:Country``), and each loses all its US influence: 4 of them, or all
  of them when fewer than 4 hold US influence.
* Add: 5 points one at a time (``inf:Country``), at most 2 per country; mandatory.
* Eastern Europe includes Austria and Finland (2.1.1).
* The card stays face up in ``state.in_play`` (underlined in this edition; the engine puts
  it there once the event has happened): NATO's prerequisite reads ``16 in state.in_play``.
  Used for operations or the Space Race, the event does not happen, the card is discarded
  and NATO stays unplayable.
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg

from .. import board as B
from .. import terms as T
from ..rules import call, decision
from . import event, push_choice
from .wording import ask_left, refusal

CARD = 16
EASTERN_EUROPE = B.REGION_COUNTRIES["Eastern Europe"]
_EE = frozenset(EASTERN_EUROPE)


@event(CARD)
def warsaw_pact(state, side):
    # the frame's texts are message ids kept as they always were (saved games hold them)
    push_choice(state, side, ["warsaw:remove", "warsaw:add"], "c016_option",
                labels={"warsaw:remove": N_("Remove all US influence from 4 Eastern "
                                            "European countries"),
                        "warsaw:add": N_("Add 5 USSR influence in Eastern Europe (max 2 per "
                                         "country)")},
                prompt=N_("Warsaw Pact Formed: remove all US influence from 4 Eastern "
                          "European countries, or add 5 USSR influence there?"))


@call("c016_option")
def _option(state, f):
    side = f["frame"]["side"]
    if f["frame"]["choice"] == "warsaw:remove":
        state.say(msg("{card}: the USSR removes all US influence from 4 Eastern European "
                      "countries.", card=T.card(CARD)))
        state.push({"kind": "c016_remove", "side": side, "left": 4, "done": []})
    else:
        state.say(msg("{card}: the USSR adds 5 influence in Eastern Europe.",
                      card=T.card(CARD)))
        state.push({"kind": "c016_add", "side": side, "left": 5, "done": []})


# ---------------------------------------------------------------- option (a): remove
def _remove_legal(state, f):
    return ["clear:" + B.NAMES[i] for i in EASTERN_EUROPE
            if state.inf[B.US][i] > 0 and i not in f["done"]]


def _remove_apply(state, f, action):
    i = B.INDEX[action.arg]
    n = state.inf[B.US][i]
    state.add_inf(B.US, i, -n)
    f["done"].append(i)
    f["left"] -= 1
    state.say(nmsg("{card}: the US loses all its {n} influence in {country}.",
                   "{card}: the US loses all its {n} influence in {country}.", n,
                   card=T.card(CARD), country=T.country(i)))
    if f["left"] <= 0:
        state.pop()


def _remove_empty(state, f):
    if not f["done"]:
        state.say(msg("{card}: no Eastern European country has US influence; no effect.",
                      card=T.card(CARD)))


def _not_in_ee(state, f, action, verb):
    """The refusal shared by both options, or None: not a country of Eastern Europe."""
    i = B.INDEX.get(action.arg)
    if action.verb != verb or i is None:
        return refusal(CARD, msg("choose an Eastern European country ({verb}:Country)",
                                 verb=verb))
    if i not in _EE:
        return refusal(CARD, msg("{name} is not in Eastern Europe", name=T.country(i)))
    return None


def _remove_why(state, f, action):
    why = _not_in_ee(state, f, action, "clear")
    if why:
        return why
    i = B.INDEX[action.arg]
    if i in f["done"]:
        return refusal(CARD, msg("{name} was already chosen", name=T.country(i)))
    return refusal(CARD, msg("the US has no influence in {name}", name=T.country(i)))


decision("c016_remove", legal=_remove_legal, apply=_remove_apply, empty=_remove_empty,
         why=_remove_why,
         prompt=lambda s, f: ask_left(B.USSR, msg("{card}: remove all US influence from an "
                                                  "Eastern European country",
                                                  card=T.card(CARD)), f["left"]),
         label=lambda s, f, a: msg("Remove all US influence from {country}",
                                   country=T.country_named(a.arg)))


# ---------------------------------------------------------------- option (b): add
def _add_legal(state, f):
    done = f["done"]
    return ["inf:" + B.NAMES[i] for i in EASTERN_EUROPE if done.count(i) < 2]


def _add_apply(state, f, action):
    i = B.INDEX[action.arg]
    state.add_inf(B.USSR, i, 1)
    f["done"].append(i)
    f["left"] -= 1
    state.say(msg("{card}: the USSR gains 1 influence in {country}.", card=T.card(CARD),
                  country=T.country(i)))
    if f["left"] <= 0:
        state.pop()


def _add_why(state, f, action):
    why = _not_in_ee(state, f, action, "inf")
    if why:
        return why
    return refusal(CARD, msg("at most 2 influence per country ({name} has 2)",
                             name=T.country_named(action.arg)))


decision("c016_add", legal=_add_legal, apply=_add_apply, why=_add_why,
         prompt=lambda s, f: ask_left(B.USSR, msg("{card}: add USSR influence in Eastern "
                                                  "Europe, at most 2 per country",
                                                  card=T.card(CARD)), f["left"]),
         label=lambda s, f, a: msg("+1 in {country}", country=T.country_named(a.arg)))
