"""Risk (Hasbro 2004 European edition): classic, 2-player (passive / active neutrals),
Secret Missions and the team game.

Specification: the Hebrew rulebook (shared/seeds/003); where the scan skips a passage the
standard rules of the 2004 edition are used, marked STANDARD-2004 in the code. The rules
live in small modules named for what they hold (see :mod:`.state` for the table):
:mod:`.setup`, :mod:`.turn`, :mod:`.reinforce`, :mod:`.battle`, :mod:`.fortify`,
:mod:`.neutrals`, :mod:`.teams`, :mod:`.missionplay`; the data in :mod:`.board`,
:mod:`.cards` and :mod:`.missions`; what each player sees in :mod:`.view`.

Where to find the rule of a decision: every decision pending in a game is a *decision
kind* of the one ``Rules("risk")`` object (:mod:`.rules`, with the table kind -> module);
the kind is the position's ``phase``, and its handlers (legal actions, applying one,
prompt, refusal, labels, map targets) sit together in the module of its rule, under a
heading ``decision "<kind>"``.

Variants (option ``variant``): ``classic`` (3-6 players), ``two-player-passive`` and
``two-player-active`` (2 players and 4 neutral armies), ``missions`` (3-6 players) and
``teams`` (4-6 players, two teams, seats alternating).

Table rules (issue 15; a game saved before an option existed plays with its ``legacy``
value, :data:`.names.LEGACY`, the rule every game followed until then):

* ``territories``: ``dealt`` (default: the 42 territories are dealt at random, one army
  on each, :mod:`.setup`) or ``claimed`` (legacy: the initial deployment, in turn); the
  2-player games always deal, as their rules say;
* ``defence``: ``most`` (default: the defender always rolls the most dice allowed and is
  never asked) or ``choose`` (legacy: the defender chooses 1 or 2 dice every battle);
* ``shortcuts``: ``on`` (default: ``autoplace`` in the setup, ``until:N`` and ``odds:X``
  after ``attack:A:B``) or ``off`` (legacy: every army and every battle by hand).

Action grammar
==============

Every action is a string ``verb`` or ``verb:arg[:arg]``; territory names as in
:data:`.board.NAMES` (``"Western United States"``), card names as territory names or
``Joker``. ``legal_actions()`` lists exactly the legal ones; ``label(action)`` gives the
button text and ``prompt()`` the question being answered, as messages
(:mod:`engine.core.i18n`; so are the log lines and the refusals), whose names are the
terms of :mod:`.terms` (``SPEC.terms``). Phases (decision kinds) are in
``view()["phase"]`` and ``view()["decision"]["kind"]``.

Setup
  ``claim:T``            initial deployment: put one army in a territory nobody holds
                         (phase ``claim``)
  ``place:T``            initial placement: one army in an own territory (``setup_place``);
                         2-player game: one army of the neutral named in the prompt in one
                         of its territories (``setup_neutral``)
  ``autoplace``          (shortcuts) all the armies still to place, at once, by a fixed
                         rule: the borders where the player stands weakest first; in the
                         2-player game also the player's share of the neutral armies

Step 1 - reinforcements (phase ``reinforce``)
  ``trade:A,B,C``        trade a set of three cards (one listed per kind of set the hand
                         allows: which cards of one picture go makes no difference)
  ``place:T:N``          place N of the armies received in T; N is one of 1, 2, 3, 5, 10,
                         20, 50, 100 (when fewer than that remain) or all that remain, so any
                         distribution can be made by repeated placements

2-player active game
  ``bribe:Neutral:Card`` step 1: give a card to a neutral army (phase ``bribe``)
  ``done``               step 1: no more bribes / step 3: go on to the battles
  ``ally:Neutral``       step 3: roll a die for an ally's reinforcements (phase ``allies``),
                         then ``place:T:N`` in its territories (phase ``ally_place``)
  ``stop``               step 4: end an invasion of a neutral territory (phase
                         ``invasion``; the loyalty dice are then rolled)

Step 2 - battles (phases ``attack``, ``dice``, ``defend``, ``move``)
  ``attack:A:B``         one battle from A against B; then the attacker chooses
                         ``dice:N`` (1-3) unless only one die is possible, or (shortcuts)
  ``until:N``            battles until B falls, keeping N armies in A (N one of 2, 3, 5,
                         10, 20, 50 below the armies in A)
  ``odds:X``             battles with the most dice while the chance of taking B stays
                         at X % or more (X one of 90, 75, 50 that holds now)
  ``assault:A:B``        battles with the most dice until B falls or A cannot attack on
  ``defend:N``           the defender's dice (1 or 2), asked when B holds 2 or more armies
                         and the option ``defence`` is ``choose``
  ``end_attack``         end the battles

Moving armies after a conquest (phase ``move``) or when fortifying (``fortify_count``,
``ally_fortify_count``): any number in the allowed range may be moved.
  ``move:N``             move N armies
  ``count``              with more than 5 possible numbers the choice comes in two steps:
                         first ``move:least``, ``move:most`` or ``count``; after ``count``
                         every ``move:N`` of the range is offered

Step 3 - fortification (phases ``fortify``, ``ally_fortify``)
  ``fortify:A:B``        move armies from A to B (connected through own territories), then
                         ``move:N``
  ``end_turn``           no (more) fortification: the turn ends (step 4: the card)

Risk - Missions
  ``claim:Rank``         show a completed mission (Captain, Major, Colonel, General):
                         offered when fulfilled, during the reinforcements, between
                         battles, and in the fortification step, which also offers the
                         missions shown "at the end of the turn" (see :mod:`.missionplay`)
"""

from __future__ import annotations

from engine.core import GameSpec, OptionSpec, registry
from engine.core.i18n import msg
from engine.core.text import quote

from . import review
from .board import export_map
from .cards import export_cards
from .missions import export_missions
from .names import LEGACY
from .state import VARIANTS, RiskState
from .terms import VARIANTS as VARIANT_NAMES, all_terms
from .view import build_view

PLAYERS_BY_VARIANT = {
    "classic": (3, 4, 5, 6),
    "two-player-passive": (2,),
    "two-player-active": (2,),
    "missions": (3, 4, 5, 6),
    "teams": (4, 5, 6),
}


#: the simulations' turn cap (a hidden option): 0 (no cap) up to this many turns
MAX_TURNS_CAP = 100_000


def check_options(options: dict):
    """None, or the problem of a combination of options (a message)."""
    allowed = PLAYERS_BY_VARIANT[options["variant"]]
    if options["players"] not in allowed:
        variant = VARIANT_NAMES[options["variant"]]
        if len(allowed) > 1:
            return msg("{variant} is for {low} to {high} players, not {n}.", variant=variant,
                       low=allowed[0], high=allowed[-1], n=options["players"])
        return msg("{variant} is for {count} players, not {n}.", variant=variant,
                   count=allowed[0], n=options["players"])
    mt = options.get("max_turns", 0)
    if not isinstance(mt, int) or isinstance(mt, bool) or not 0 <= mt <= MAX_TURNS_CAP:
        return msg("max_turns must be a whole number from 0 (no cap) to {limit}, not "
                   "{value}.", limit=MAX_TURNS_CAP, value=quote(mt))
    return None


SPEC = GameSpec(
    name="risk", title="Risk", state_class=RiskState,
    options=(
        OptionSpec("variant", msg("Game"), VARIANTS, "classic",
                   (msg("Classic (3-6 players)"), msg("2 players, passive neutrals"),
                    msg("2 players, active neutrals"), msg("Secret missions (3-6 players)"),
                    msg("Teams (4-6 players)"))),
        OptionSpec("players", msg("Players"), (2, 3, 4, 5, 6), 3),
        # issue 15: table rules that save taps; a game saved before an option existed
        # replays with its ``legacy`` value (names.LEGACY), the rules it was played with
        OptionSpec("territories", msg("Starting territories"), ("dealt", "claimed"),
                   "dealt", (msg("Dealt at random"), msg("Claimed in turn")),
                   legacy=LEGACY["territories"]),
        OptionSpec("defence", msg("Defender's dice"), ("most", "choose"), "most",
                   (msg("Always the most allowed"), msg("The defender chooses")),
                   legacy=LEGACY["defence"]),
        OptionSpec("shortcuts", msg("Automatic setup and attack-until buttons"),
                   ("on", "off"), "on", (msg("yes"), msg("no")), legacy=LEGACY["shortcuts"]),
    ),
    exports={"map": export_map, "cards": export_cards, "missions": export_missions},
    check_options=check_options,
    # simulation only: end a game as a draw after this many turns per player (0: never)
    hidden_options={"max_turns": 0},
    # random games can go on for very long (teams above all): simulations cap them and
    # report how many games hit the cap (summary "flags")
    simulation_options={"max_turns": 200},
    view=build_view,
    round_key=review.round_key, stats=review.STATS,
    describe=review.describe, changes=review.changes,
    terms=all_terms,
)
registry.register(SPEC)

__all__ = ["SPEC", "RiskState"]
