"""Risk's decisions: the one :class:`~engine.core.Rules` object of the game.

Risk has one decision pending at a time, named by the position's ``phase`` field; each
phase is a *decision kind* registered here by the rule module it belongs to, with the
handlers of :class:`engine.core.flow.Decision`:

* ``legal(state, frame)``: the actions allowed now, in a fixed order (never change it:
  links store indices into this list);
* ``apply(state, frame, action)``: take one (``action`` is an :class:`~engine.core.Action`:
  ``action.verb``, ``action.args``, ``action.arg``); it sets the next ``phase`` itself;
* ``prompt``, ``why`` (the rule refusing an action, always naming a rulebook section of
  :mod:`.sections`: :func:`.texts.refuse`), ``label`` (button text), all three messages
  (:mod:`engine.core.i18n`, names as :mod:`.terms`), and ``targets`` (``{action:
  territory}``, the territory a tap on the map plays the action on). Every prompt opens
  with the player deciding: its id starts ``"{player}: "``, its argument ``player`` that
  player's term (a page may put the name chosen for the seat in its place).

========================  ==================  ==========================================
decision kind             module              rule
========================  ==================  ==========================================
``claim``                 :mod:`.setup`       initial deployment: claim a territory
``setup_place``           :mod:`.setup`       initial placement: one own army (or all)
``setup_neutral``         :mod:`.setup`       2-player setup: one army of a neutral
``bribe``                 :mod:`.neutrals`    active 2-player, step 1: bribe neutrals
``reinforce``             :mod:`.reinforce`   step 1: trade sets, place reinforcements
``allies``                :mod:`.neutrals`    active 2-player, step 3: roll for an ally
``ally_place``            :mod:`.neutrals`    active 2-player, step 3: place its armies
``attack``                :mod:`.battle`      step 2: declare an attack, end the battles
``invasion``              :mod:`.neutrals`    active 2-player, step 4: go on or stop
``dice``                  :mod:`.battle`      step 2: the attacker's dice (or until...)
``defend``                :mod:`.battle`      step 2: the defender's dice (if chosen)
``move``                  :mod:`.battle`      step 2: armies moving in after a conquest
``fortify``               :mod:`.fortify`     step 3: one fortification, or end the turn
``fortify_count``         :mod:`.fortify`     step 3: how many armies move
``ally_fortify``          :mod:`.neutrals`    active 2-player, step 6: allies fortify
``ally_fortify_count``    :mod:`.neutrals`    active 2-player, step 6: how many
========================  ==================  ==========================================

In each module the handlers of a kind sit together under a heading
``# ===... decision "<kind>"``, with a comment stating its rule.

Risk - Missions adds the ``claim:Rank`` action to the decisions ``reinforce``, ``attack``
and ``fortify`` (the last one also offers the missions shown "at the end of the turn",
:mod:`.missionplay`), and a refused ``claim:Rank`` is explained by the missions rule in
every decision (:func:`decision`); the team game changes who may do what inside the same
decisions (:mod:`.teams`).

The new-game options (issue 15) add actions at the end of the lists of ``setup_place``,
``setup_neutral`` (``autoplace``) and ``dice`` (``until:N``, ``odds:X``) only when the
option ``shortcuts`` is on, and leave ``defend`` unasked with ``defence: most``: a game
made before the options (their legacy values) keeps exactly its old lists.

A frame is the constant ``{"kind": phase}`` (:data:`FRAMES`): everything a decision needs
is in the position's fields (``att``, ``fort``, ``to_place``...), so the snapshot of a
position is the same as before the decision stack existed.
"""

from __future__ import annotations

from engine.core import Rules

RULES = Rules("risk")

FRAMES: dict[str, dict] = {}      # kind -> its (shared, never changed) frame


def decision(kind: str, *, why, **handlers) -> None:
    """Register the decision ``kind`` (see :meth:`engine.core.Rules.decision`).

    In a missions game a refused ``claim:Rank`` is explained by the missions rule in every
    decision (but the setup's ``claim:Territory``): :meth:`.missionplay.MissionRules.
    _why_mission_claim`."""
    if kind != "claim":
        own = why

        def why(s, f, a):
            if a.verb == "claim" and s.missions_on:
                return s._why_mission_claim(a.arg)
            return own(s, f, a)
    RULES.decision(kind, why=why, **handlers)
    FRAMES[kind] = {"kind": kind}
