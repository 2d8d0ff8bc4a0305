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

from .. import board as B
from ..rules import decision
from . import event

KIND = "c033_de_stalinization"
MAX_POINTS = 4
MAX_PER_COUNTRY = 2
USSR, US = B.USSR, B.US


@event(33)
def de_stalinization(state, side):
    state.say("De-Stalinization: the USSR may relocate up to 4 of its influence points to "
              "countries not controlled by the US (at most 2 per country).")
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
        state.say("De-Stalinization: the USSR relocates no influence.")
    else:
        state.say(f"De-Stalinization: the USSR now places the {k} influence points "
                  f"removed.")


def _apply(state, f, action):
    if action == "stop":
        _start_placing(state, f)
        return
    i = B.INDEX[action.arg]
    if f["phase"] == "remove":
        state.add_inf(USSR, i, -1)
        f["removed"].append(i)
        state.say(f"De-Stalinization: the USSR takes 1 influence from {B.NAMES[i]}.")
        if len(f["removed"]) >= MAX_POINTS or not _remove_targets(state):
            _start_placing(state, f)
        return
    state.add_inf(USSR, i, 1)
    f["placed"].append(i)
    state.say(f"De-Stalinization: the USSR places 1 influence in {B.NAMES[i]}.")
    if len(f["placed"]) >= len(f["removed"]):
        state.pop()


def _why(state, f, action):
    if action == "stop":
        return "33 De-Stalinization: every point removed must now be placed"
    name = action.arg
    i = B.INDEX.get(name)
    if not action.verb == "destal" or i is None:
        return f"33 De-Stalinization: choose a country (destal:Country), not {action!r}"
    if f["phase"] == "remove":
        return f"33 De-Stalinization: the USSR has no influence in {name} to relocate"
    if B.controls(state.inf, US, i):
        return f"33 De-Stalinization: {name} is controlled by the US"
    return f"33 De-Stalinization: no more than {MAX_PER_COUNTRY} points into {name}"


def _prompt(state, f):
    if f["phase"] == "remove":
        return (f"USSR: De-Stalinization: take 1 influence to relocate "
                f"({len(f['removed'])} of up to {MAX_POINTS} taken), or stop")
    return (f"USSR: De-Stalinization: place 1 relocated influence in a country not "
            f"controlled by the US ({len(f['removed']) - len(f['placed'])} left)")


def _label(state, f, action):
    if action == "stop":
        return "Stop taking influence" if f["removed"] else "Relocate nothing"
    name = action.arg
    return f"Take 1 from {name}" if f["phase"] == "remove" else f"Place 1 in {name}"


decision(KIND, legal=_legal, apply=_apply, why=_why, prompt=_prompt, label=_label)
