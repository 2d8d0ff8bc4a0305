"""33 De-Stalinization (USSR, 3 ops, starred).

Card text: the USSR may move up to 4 of its influence points into countries not
controlled by the US, no more than 2 into any one country. (The published English card:
"relocate / reallocate up to 4 Influence to non-US controlled countries, no more than 2
per country"; the same meaning.)

Decisions taken (D9 of docs/twilight/early_war_events.md):

* Two steps. First the USSR takes away k points of its own influence, 0 <= k <= 4, one at
  a time, from any countries of the map (action ``destal:Country``), and may stop at any
  time (``stop``): "up to 4" makes the whole relocation optional, k = 0 is a legal play
  with no effect (the card is removed all the same, 5.2 example 3). After the 4th point
  (or when no USSR influence is left on the map) the placement starts by itself.
* Then it places exactly those k points, one at a time (``destal:Country``): every point
  removed is relocated. A destination must not be US-controlled *when the point is
  placed*, which is after all the removals (a country the USSR just emptied may have
  become US-controlled); at most 2 of these points per destination; no adjacency
  requirement (6.1.1 exception); any region. Putting a point back where it came from is
  allowed (it satisfies both limits).
* The USSR always carries it out, also when the US plays the card for operations (5.2;
  the worked example, turn 3 US 4). It is an event, not operations: Chernobyl (94) does
  not restrict it.
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg
from engine.core.text import quote

from .. import board as B
from .. import terms as T
from ..rules import decision
from . import event
from .wording import ask, ask_left, refusal

CARD = 33
KIND = "c033_de_stalinization"
MAX_POINTS = 4              # the wordings below say "4" and "2"
MAX_PER_COUNTRY = 2
USSR, US = B.USSR, B.US


@event(CARD)
def de_stalinization(state, side):
    state.say(msg("{card}: the USSR may relocate up to 4 of its influence points to "
                  "countries not controlled by the US (at most 2 per country).",
                  card=T.card(CARD)))
    state.push({"kind": KIND, "side": side, "phase": "remove", "removed": [],
                "placed": []})


def _remove_targets(state):
    return [i for i in range(B.N) if state.inf[USSR][i] > 0]


def _place_targets(state, f):
    placed = f["placed"]
    return [i for i in range(B.N) if not B.controls(state.inf, US, i)
            and placed.count(i) < MAX_PER_COUNTRY]


def _legal(state, f):
    if f["phase"] == "remove":
        acts = ["destal:" + B.NAMES[i] for i in _remove_targets(state)]
        return acts + ["stop"]
    return ["destal:" + B.NAMES[i] for i in _place_targets(state, f)]


def _start_placing(state, f):
    k = len(f["removed"])
    f["phase"] = "place"
    if k == 0:
        state.pop()
        state.say(msg("{card}: the USSR relocates no influence.", card=T.card(CARD)))
    else:
        state.say(nmsg("{card}: the USSR now places the {n} influence point removed.",
                       "{card}: the USSR now places the {n} influence points removed.", k,
                       card=T.card(CARD)))


def _apply(state, f, action):
    if action == "stop":
        _start_placing(state, f)
        return
    i = B.INDEX[action.arg]
    if f["phase"] == "remove":
        state.add_inf(USSR, i, -1)
        f["removed"].append(i)
        state.say(msg("{card}: the USSR takes 1 influence from {country}.",
                      card=T.card(CARD), country=T.country(i)))
        if len(f["removed"]) >= MAX_POINTS or not _remove_targets(state):
            _start_placing(state, f)
        return
    state.add_inf(USSR, i, 1)
    f["placed"].append(i)
    state.say(msg("{card}: the USSR places 1 influence in {country}.", card=T.card(CARD),
                  country=T.country(i)))
    if len(f["placed"]) >= len(f["removed"]):
        state.pop()


def _why(state, f, action):
    if action == "stop":
        return refusal(CARD, msg("every point removed must now be placed"))
    i = B.INDEX.get(action.arg)
    if not action.verb == "destal" or i is None:
        return refusal(CARD, msg("choose a country (destal:Country), not {action}",
                                 action=quote(str(action))))
    name = T.country(i)
    if f["phase"] == "remove":
        return refusal(CARD, msg("the USSR has no influence in {name} to relocate",
                                 name=name))
    if B.controls(state.inf, US, i):
        return refusal(CARD, msg("{name} is controlled by the US", name=name))
    return refusal(CARD, msg("no more than 2 points into {name}", name=name))


def _prompt(state, f):
    if f["phase"] == "remove":
        return ask(USSR, nmsg("{card}: take 1 influence to relocate ({n} of up to 4 taken), "
                              "or stop",
                              "{card}: take 1 influence to relocate ({n} of up to 4 taken), "
                              "or stop", len(f["removed"]), card=T.card(CARD)))
    return ask_left(USSR, msg("{card}: place 1 relocated influence in a country not "
                              "controlled by the US", card=T.card(CARD)),
                    len(f["removed"]) - len(f["placed"]))


def _label(state, f, action):
    if action == "stop":
        return msg("Stop taking influence") if f["removed"] else msg("Relocate nothing")
    name = T.country_named(action.arg)
    if f["phase"] == "remove":
        return msg("Take 1 from {country}", country=name)
    return msg("Place 1 in {country}", country=name)


decision(KIND, legal=_legal, apply=_apply, why=_why, prompt=_prompt, label=_label)
