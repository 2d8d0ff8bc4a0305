"""The rules object of Twilight Struggle: every decision kind, automatic step, turn step
and hook of the game is registered in ``RULES`` (an :class:`engine.core.Rules`), by the
module that implements it:

* decision kinds: ``@RULES.decision(kind, legal=..., apply=..., prompt=..., why=...)`` or
  a generic decision from :mod:`engine.core.decisions` (``RULES.add(...)``); frames on
  ``state.stack`` are plain dicts ``{"kind": K, "side": S, ...}``;
* automatic steps: ``@RULES.call(name)`` - ``fn(state, frame)``, pushed with
  ``state.push_call(name, ...)`` *before* the decision it must follow;
* turn steps: ``@RULES.phase(name)`` - ``fn(state)``, runs when the stack is empty and
  ``state.step == name`` (:mod:`.turn`);
* hooks: ``@RULES.hook(point, effect)`` - consulted at ``point`` only while ``effect`` is a
  key of ``state.effects`` (cards that change rules: modifiers, protections...). The hook
  points are listed below; docs/TWILIGHT_EVENTS.md explains each.
"""

from __future__ import annotations

from engine.core import Rules

HOOK_POINTS = (
    "ops_modifier",      # fn(state, side, card) -> int: added to a card's ops value (7.4)
    "scope_bonus",       # fn(state, side, card) -> list of [scope, amount] (9.6-like bonuses)
    "coup_modifier",     # fn(state, side, country) -> int: added to the coup roll
    "realign_modifier",  # fn(state, side, country) -> int: added to side's realignment roll
    "can_coup",          # fn(state, side, country, free) -> None or a refusal (a message
                         # that starts with the rule or card: msg("{rule}: ...", ...))
    "can_realign",       # fn(state, side, country) -> None or a refusal (message)
    "can_place",         # fn(state, side, country) -> None or a refusal (message; ops placement)
    "can_play_event",    # fn(state, side, card) -> None or ("prohibited"|"prerequisite",
                         # reason: a message)
    "card_played",       # fn(state, player, card, how): after a card is fully played
    "before_coup",       # fn(state, side, country, free): just before a coup resolves
    "scoring",           # fn(state, region, kwargs): adjust score_region keyword arguments
    "after_scoring",     # fn(state, region): after a region is scored
    "action_rounds",     # fn(state, side, total) -> int: action rounds this turn
    "defcon_change",     # fn(state, delta, responsible) -> int: the change actually applied
    "turn_end",          # fn(state): at the end of a turn (before effects expire)
    "can_headline",      # fn(state, side, card) -> None or a refusal (message; 4.5 C)
    "action_round_start",  # fn(state, side) -> bool: as side's action round begins; True
                           # when the effect took the round over (pushed its own frames)
    "action_round_end",  # fn(state) -> bool: once an action round is over, before the
                         # next one (or the end of the turn); True when it pushed frames
                         # (the step then runs again once they are resolved)
    "card_used",         # fn(state, side, card, how): an action round's card is about to
                         # be used (how: event / ops / space), before anything resolves
    "anytime_actions",   # fn(state, side) -> [(action, label, apply_fn | None, why)]: extra
                         # actions side may take at each of its decisions (TwilightState);
                         # label and why are messages
)

RULES = Rules("twilight", HOOK_POINTS)

#: shorthands used by the rule modules and the cards
decision = RULES.decision
call = RULES.call
hook = RULES.hook
