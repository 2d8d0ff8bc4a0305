"""95 Latin American Debt Crisis (USSR, 2 ops, not starred; Late War).

Card text (Italian list, our paraphrase): unless the US immediately discards an
operations card worth 3 or more, double the influence in two South American countries.
(The English card text, as transcribed in glowsplint/twilight-struggle-py,
twilight_cards.py, says "double USSR Influence in two countries in South America"; the
Italian list leaves "USSR" implicit on a USSR card.)

Decisions taken:

* **The US chooses first** (``discard:N`` or ``decline``, the generic discard of
  :func:`~engine.twilight.events.push_discard`): any card of its hand whose operations
  value, with the modifiers in effect for the US (7.4, 7.4.2: Containment makes a 2 a
  3, Red Scare/Purge a 3 a 2), is 3 or more; never a scoring card (no operations value)
  nor the China Card (9.5: not part of the hand, never discarded by an event). The
  discarded card's event does not happen (5.4). Holding no such card, the US cannot
  discard and the doubling follows.
* **Doubling** (US declined or could not): the USSR (the implementer, whoever played the
  card: 5.2, 4.5 C) chooses two different South American countries (``double:Country``)
  and its influence there is doubled (n more influence where it had n). Only countries
  where the USSR has influence are offered (doubling nothing changes nothing); with a
  single such country, only that one; with none, nothing happens. Doubling ignores
  control and stability (an event's placement, 6.1.1 exception).
* Either way the card goes to the discard pile (not starred).
"""

from __future__ import annotations

from engine.core.i18n import msg

from .. import board as B
from .. import terms as T
from ..rules import call, decision
from . import event, push_discard
from .wording import ask_left, refusal

CARD = 95
KIND = "c095_double"
MIN_OPS = 3                 # the wordings below say "3+" and "2"
COUNTRIES = 2
SOUTH_AMERICA = tuple(sorted(B.REGION_COUNTRIES["South America"]))


@event(CARD)
def latin_american_debt_crisis(state, side):
    state.say(msg("{card}: the US may discard a card of 3+ operations, or the USSR doubles "
                  "its influence in 2 South American countries.", card=T.card(CARD)))
    push_discard(state, B.US, min_ops=MIN_OPS, optional=True, then="c095_after")


@call("c095_after")
def _after(state, f):
    done = f["frame"]
    if done["choice"] is not None:
        state.say(msg("{card}: the US paid; no doubling.", card=T.card(CARD)))
        return
    if not _targets(state, {"done": []}):
        state.say(msg("{card}: the USSR has no influence in South America to double.",
                      card=T.card(CARD)))
        return
    state.push({"kind": KIND, "side": B.USSR, "left": COUNTRIES, "done": []})


def _targets(state, f):
    return [i for i in SOUTH_AMERICA if state.inf[B.USSR][i] > 0 and i not in f["done"]]


def _legal(state, f):
    return ["double:" + B.NAMES[i] for i in _targets(state, f)]


def _apply(state, f, action):
    i = B.INDEX[action.arg]
    n = state.inf[B.USSR][i]
    state.add_inf(B.USSR, i, n)
    f["done"].append(i)
    f["left"] -= 1
    state.say(msg("{card}: USSR influence in {country} doubles from {before} to {after}.",
                  card=T.card(CARD), country=T.country(i), before=n, after=2 * n))
    if f["left"] <= 0:
        state.pop()


def _why(state, f, action):
    i = B.INDEX.get(action.arg)
    if action.verb != "double" or i is None:
        return refusal(CARD, msg("choose a South American country (double:Country)"))
    name = T.country(i)
    if i not in SOUTH_AMERICA:
        return refusal(CARD, msg("{name} is not in South America", name=name))
    if i in f["done"]:
        return refusal(CARD, msg("two different countries; {name} is already doubled",
                                 name=name))
    return refusal(CARD, msg("the USSR has no influence in {name} to double", name=name))


def _empty(state, f):
    if f["left"] > 0 and f["done"]:
        state.say(msg("{card}: no other South American country holds USSR influence.",
                      card=T.card(CARD)))


def _label(state, f, action):
    n = state.inf[B.USSR][B.INDEX[action.arg]]
    return msg("Double {country} ({before} -> {after})", country=T.country_named(action.arg),
               before=n, after=2 * n)


decision(KIND, legal=_legal, apply=_apply, why=_why, empty=_empty, label=_label,
         prompt=lambda s, f: ask_left(B.USSR, msg("{card}: double your influence in a South "
                                                  "American country", card=T.card(CARD)),
                                      f["left"]))
