"""What each player of Risk may see: the only door from a position to a screen, a bot or
a log. A board draws from this and from the legal actions with their labels, nothing
else, so everything it shows is a field here, computed by the engine (no board
recomputes a rule or reads a number out of a prompt or the log).

Hidden, never in a view: the other players' (other team's) territory cards, the order of
the pile, the other players' unclaimed missions (until the end, or until three of them
are shown), the cards given to the neutrals (their number only).

Words: every name in a view (a territory, a continent, a player or a neutral army, a
team, a card's picture, a mission's rank) is its English name, the key that actions, the
map data and the other fields use; ``terms`` gives, for each such key, the term
(:mod:`.terms`, a message with a context) that the page shows in the player's language.
Texts are messages (:mod:`engine.core.i18n`): the log, the prompt, a neutral army's
``status``, a mission's ``text``.

``build_view(state, viewer)`` (``viewer`` a seat, or None for a spectator / the hand-off
screen) returns, besides the game's name, variant, players, turn, phase and log (messages):

``terms``
    ``{"territories": {name: term}, "continents": {...}, "units": {...}, "teams": {...},
    "cards": {...}, "ranks": {...}, "set_values": {...}}``: the term of every English
    name the view, the turn summaries and the actions use (``units``: this game's
    players and neutral armies, by the engine's names; ``cards``: the pictures and
    ``Joker``; ``set_values``: the keys of ``set_values``).

``territories``
    ``{name, continent, owner, armies}`` each (team game: ``stacks`` {player: armies}
    and ``controller``, who controls it for the reinforcements, None on a tie).
``continents``
    ``{name, bonus, territories, holder}``: the bonus table, and who holds each whole.
``reinforcements``
    per player: what a turn begun now would give (``territories`` counted, ``base``,
    ``continents`` held whole with their ``bonus``, ``armies`` in all); None when out.
``hands``
    ``{holder, count}`` each, with ``cards`` ({name, symbol}) for the viewer's own hand
    (team game: their team's shared cards).
``golden_cavalry`` (``{position, next_set_value, track}``) or ``set_values`` (the fixed
    table of the missions and team games: ``{"three infantry": 4, ...}``, the keys' words
    in ``terms["set_values"]``).
``to_place``
    armies left to place in the placement under way (reinforcements, an ally's, the
    setup's), else None.
``attack`` / ``move`` / ``last_battle``
    the attack under way (``from``, ``to``, ``dice``, and the attacker's ``dice_range``
    while choosing), the armies moving (``from``, ``to``, ``least``, ``most``, ``why``:
    "conquest" or "fortify"), the last battle fought (with its ``turn``).
    The attack under way also has ``odds`` (the chance of taking the territory by
    attacking on until it falls, from the armies there now: ``win``, ``attackers_left``,
    ``defenders_left``) and ``plan`` (how it goes on: ``{"kind": "once"}`` one battle
    at a time, ``"falls"`` until it falls, ``"until"`` with ``value`` the armies kept,
    ``"odds"`` with ``value`` the least chance in %).
``table_rules``
    the options chosen for the game: ``territories`` ("dealt" / "claimed"), ``defence``
    ("most": the defender always rolls the most dice / "choose") and ``shortcuts``
    (True: the ``autoplace`` and ``until:N`` / ``odds:X`` actions are offered).
``turns``
    the public record of the last turns, oldest first, the turn under way last (see
    :mod:`.summary` for an entry's fields: armies received, sets traded, placements,
    battles and losses, conquests, eliminations, continents gained and lost...).
``since_last_turn``
    per player still in the game: what happened since their own last turn
    (:func:`.summary.since_last_turn`: the turns, the territories they lost and to whom,
    their armies lost, the continents they lost, the continents others gained, the
    players eliminated, the sets traded). Public, the same in every view: the hand-off
    screen may show it to the player taking the device.
``neutrals`` (2-player games: ``status`` a message, "uninvolved", "an ally of Red" or
    "passive"), ``teams`` (team game), ``missions`` (missions game: ``text`` the mission's
    term, or None while it is secret).
``public_state``
    every field of the position as the viewer may know it (the other hands, the cards
    of the neutrals, the pile and the secret missions replaced by their sizes or None):
    what a bot rebuilds full positions from (:mod:`.determinize`).
``decision``
    the decision pending: ``kind`` (the phase), ``seat`` and ``player`` deciding, and for
    the deciding viewer only ``prompt``, ``targets`` ({action: territory tapped}),
    ``sources`` ({action: territory tapped first} for attacks and fortifications),
    ``amounts`` ({action: number of armies}; ``count``: None), ``verbs`` ({action:
    its verb}, e.g. ``attack`` once or ``assault`` until it falls) and ``odds`` ({action:
    {win, attackers_left, defenders_left}}, exact, :mod:`.odds`): for ``attack:A:B`` and
    ``assault:A:B`` the chance of taking B attacking until it falls, for ``until:N`` and
    ``odds:X`` that of the attack going on that way; others get None / {}. The odds count
    the defender as rolling the most dice allowed (the option ``defence: most``; when
    the defender chooses, the best defence against such an attack).
"""

from __future__ import annotations

from engine.core import Action
from engine.core.i18n import msg

from .actions import amounts, map_sources
from .determinize import public_state
from .battle import dice_top, move_range, until_odds
from .board import CONTINENT_BONUS, CONTINENT_MEMBERS, CONTINENT_NAMES, CONTINENT_OF, NAMES
from .board import INDEX, N_TERRITORIES
from .cards import CARD_NAMES, CAVALRY_TRACK, FIXED_SET_VALUES, SYMBOL, SYMBOL_NAMES
from .missions import BY_ID as MISSION_BY_ID, RANKS
from .names import NEUTRAL_NAMES, TEAM_NAMES
from .summary import since_last_turn
from .terms import mission, table as term_table

SETUP_PHASES = ("claim", "setup_place", "setup_neutral")


def build_view(s, viewer: int | None) -> dict:
    out = {
        "game": s.game, "variant": s.variant, "players": list(s.names), "you": viewer,
        "to_move": s.to_move, "current": s.current, "phase": s.phase, "turn": s.turn,
        "territories": _territories(s), "continents": _continents(s),
        "reinforcements": _reinforcements(s), "hands": _hands(s, viewer),
        "deck_size": len(s.deck), "discard_size": len(s.discard),
        "to_place": _to_place(s),
        "setup_left": ({s.unit_names[u]: k for u, k in enumerate(s.setup_left)}
                       if s.phase in SETUP_PHASES else None),
        "alive": [s.alive[q] for q in range(s.n)],
        "attack": _attack(s), "move": _move(s),
        "last_battle": dict(s.last_battle) if s.last_battle else None,
        "decision": _decision(s, viewer),
        "winners": [s.names[w] for w in s.winners], "turn_cap": s.capped,
        "table_rules": {"territories": "dealt" if s.deal or s.two else "claimed",
                        "defence": "most" if s.defender_max else "choose",
                        "shortcuts": s.shortcuts},
        "terms": term_table(s.unit_names, s.unit_terms),
    }
    turns = s.turn_summaries()
    out["turns"] = turns
    out["since_last_turn"] = {s.names[q]: since_last_turn(turns, s.names[q])
                              for q in range(s.n) if s.alive[q]}
    if s.fixed_sets:
        out["set_values"] = dict(FIXED_SET_VALUES)
    else:
        out["golden_cavalry"] = {"position": s.cavalry,
                                 "next_set_value": CAVALRY_TRACK[s.cavalry],
                                 "track": list(CAVALRY_TRACK)}
    if s.two:
        out["neutrals"] = _neutrals(s)
    if s.teams:
        out["teams"] = [{"name": TEAM_NAMES[t],
                         "players": [s.names[q] for q in range(s.n) if q % 2 == t]}
                        for t in range(2)]
    if s.missions_on:
        out["missions"] = _missions(s, viewer)
    # every field of the position as this player may know it (hidden parts replaced by
    # counts): what a bot's determinization rebuilds full positions from
    out["public_state"] = public_state(s, viewer)
    out["log"] = list(s.log)
    return out


def _territories(s) -> list[dict]:
    out = []
    for t in range(N_TERRITORIES):
        o = s.owner[t]
        item = {"name": NAMES[t], "continent": CONTINENT_NAMES[CONTINENT_OF[t]],
                "owner": s.unit_names[o] if o >= 0 else None, "armies": s.armies[t]}
        if s.teams:
            item["stacks"] = {s.names[q]: s.stacks[t][q] for q in range(s.n) if s.stacks[t][q]}
            c = s.controller(t)
            item["controller"] = s.names[c] if c is not None else None
        out.append(item)
    return out


def _continents(s) -> list[dict]:
    """The bonus table, and who holds each continent whole (team game: who controls it
    all, as the reinforcements count it)."""
    out = []
    for c, members in enumerate(CONTINENT_MEMBERS):
        if s.teams:
            ctl = {s.controller(t) for t in members}
            holder = s.names[ctl.pop()] if len(ctl) == 1 and None not in ctl else None
        else:
            owners = {s.owner[t] for t in members}
            o = owners.pop() if len(owners) == 1 else -1
            holder = s.unit_names[o] if o >= 0 else None
        out.append({"name": CONTINENT_NAMES[c], "bonus": CONTINENT_BONUS[c],
                    "territories": [NAMES[t] for t in members], "holder": holder})
    return out


def _reinforcements(s) -> list:
    """Per player: the reinforcements a turn begun now would bring (step 1)."""
    out = []
    for p in range(s.n):
        if not s.alive[p] or s.phase in SETUP_PHASES:
            out.append(None)
            continue
        armies, conts = s.reinforcements(p)
        counted = len(s._controlled(p))
        out.append({"player": s.names[p], "territories": counted, "base": max(3, counted // 3),
                    "continents": [{"name": CONTINENT_NAMES[c], "bonus": CONTINENT_BONUS[c]}
                                   for c in conts],
                    "armies": armies})
    return out


def _hands(s, viewer) -> list[dict]:
    own = None if viewer is None else s._holder(viewer)
    out = []
    for h, hand in enumerate(s.hands):
        entry = {"holder": TEAM_NAMES[h] if s.teams else s.names[h], "count": len(hand)}
        if h == own:
            entry["cards"] = [{"name": CARD_NAMES[c], "symbol": SYMBOL_NAMES[SYMBOL[c]]}
                              for c in sorted(hand)]
        out.append(entry)
    return out


def _to_place(s) -> int | None:
    ph = s.phase
    if ph in ("reinforce", "ally_place"):
        return s.to_place
    if ph == "setup_place":
        return s.setup_left[s.current]
    if ph == "setup_neutral":
        return s.setup_left[2 + s.neutral_turn]
    return None


def _attack(s) -> dict | None:
    if not s.att or s.win is not None:
        return None
    a, b, unit, dice, plan = s.att
    out = {"from": NAMES[a], "to": NAMES[b], "dice": dice, "attacker": s.unit_names[unit],
           "defender": s.unit_names[s.owner[b]]}
    if s.phase == "dice":
        out["dice_range"] = [1, dice_top(s)]
    if s.phase != "move":
        out["odds"] = s.attack_odds(a, b)
    if plan is True:
        out["plan"] = {"kind": "falls"}
    elif plan:
        out["plan"] = {"kind": plan[0], "value": plan[1]}
    else:
        out["plan"] = {"kind": "once"}
    return out


def _move(s) -> dict | None:
    ph = s.phase
    if s.win is not None or ph not in ("move", "fortify_count", "ally_fortify_count"):
        return None
    lo, hi = move_range(s)
    a, b = (s.att[0], s.att[1]) if ph == "move" else (s.fort[0], s.fort[1])
    return {"from": NAMES[a], "to": NAMES[b], "least": lo, "most": hi,
            "why": "conquest" if ph == "move" else "fortify"}


def _neutrals(s) -> list[dict]:
    out = []
    for k in range(4):
        ally = s.ally[k] if s.active else -1
        out.append({"name": NEUTRAL_NAMES[k], "territories": s.tcount[2 + k],
                    "alive": s.alive[2 + k],
                    "status": s._status_text(k) if s.active else msg("passive"),
                    "ally": s.names[ally] if ally >= 0 else None,
                    "cards": len(s.ncards[k]) if s.active else 0})
    return out


def _missions(s, viewer) -> list[dict]:
    out = []
    for q in range(s.n):
        shown = sum(s.claimed[q]) >= 3
        row = []
        for r in range(4):
            mid = s.missions[q][r]
            # Risk - Missions: unclaimed missions stay secret until the end
            visible = q == viewer or s.claimed[q][r] or shown or s.win is not None
            row.append({"rank": RANKS[r], "claimed": s.claimed[q][r],
                        "text": mission(mid) if visible else None,
                        "when": MISSION_BY_ID[mid]["when"] if visible else None})
        out.append({"player": s.names[q], "missions": row})
    return out


def _decision(s, viewer) -> dict | None:
    f = s.pending()
    if f is None:
        return None
    seat = s.seat_of_frame(f)
    mine = viewer is not None and viewer == seat
    out = {"kind": f["kind"], "seat": seat, "player": s.names[seat],
           "prompt": None, "targets": {}, "sources": {}, "amounts": {}, "verbs": {},
           "odds": {}}
    if mine:
        legal = s.legal_actions()
        out["prompt"] = s.prompt()
        out["targets"] = s.targets()
        out["sources"] = map_sources(legal)
        out["amounts"] = amounts(legal)
        out["verbs"] = {a: Action(a).verb for a in legal}
        out["odds"] = _odds(s, legal)
    return out


def _odds(s, legal) -> dict:
    """The exact odds of the attacks offered (see the module's ``decision``)."""
    out = {}
    for text in legal:
        a = Action(text)
        if a.verb in ("attack", "assault"):
            out[text] = s.attack_odds(INDEX[a.args[0]], INDEX[a.args[1]])
        elif a.verb in ("until", "odds"):
            out[text] = until_odds(s, a)
    return out
