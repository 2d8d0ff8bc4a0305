"""What each player of Twilight Struggle may see: the only door from a position to a
screen, a bot or a log. Nothing here may depend on the opponent's hand, an unrevealed
headline or the draw order.

Two layers:

* :func:`public_view` (``state.public(side)``): the raw facts a side may see (flat keys:
  ``hand``, ``opponent_revealed``, ``headline``, ``influence``...). The invariant checks
  read it after every action of a simulation, so it stays cheap.
* :func:`build_view` (``state.view(seat)``): the same plus the log and everything a board
  draws as typed fields, so that a board never recomputes a rule nor reads the State:

  ``phase``, ``era``; ``tracks`` (turn, action round, DEFCON with the regions it closes,
  VP, military operations with the amount required this turn, Space Race boxes);
  ``countries`` (every country's influence and controller); ``regions`` (each region's
  scoring card values and what scoring it would give now, with the engine's scoring
  function and the active card hooks); ``cards`` (the viewer's hand, headlines, cards
  being played, in play, discarded, removed, shown by the opponent, active effects, the
  China Card, each with its printed data); ``decision`` (kind and seat of the pending
  decision; its prompt, its ``targets`` ``{action: country name or card number}`` and
  ``details`` only for the viewer who decides).

``public_state``: every field of the position as the viewing side may know it (the
opponent's hand, the draw pile and a secret headline replaced by their sizes): what a
bot rebuilds full positions from (:mod:`.determinize`).

Static data (adjacency, stability, battlegrounds, the card list) is not repeated here: it
is in ``SPEC.exports["map"]()`` / ``["cards"]()``.
"""

from __future__ import annotations

from engine.core import Action
from engine.core.decisions import frame_text
from engine.core.i18n import msg

from . import board as B
from .events.scoring import scoring_kwargs
from . import cards as C
from . import ops as O
from . import scoring as S
from . import space as SP
from . import terms as T
from .determinize import public_state
from .rules import RULES

USSR, US = B.USSR, B.US
NAMES = B.NAMES
INDEX = B.INDEX
N = B.N

LAST_TURN = 10                      # 4.1: ten turns
#: 4.1 / 4.5 H: Mid War cards join at turn 4, Late War cards at turn 8
ERA_OF_TURN = tuple("early" if t <= 3 else "mid" if t <= 7 else "late"
                    for t in range(1, LAST_TURN + 1))
_SIDE_TEXT = {USSR: "USSR", US: "US", C.BOTH: "both"}
#: the printed data of every card, built once (copied for each view): ``name`` and
#: ``text`` are terms (the page says them in the player's language), ``key`` the English
#: title (an identifier)
_CARD = {n: {"number": n, "key": C.NAME[n], "name": T.card(n), "ops": C.OPS[n],
             "side": _SIDE_TEXT[C.SIDE[n]], "era": C.ERA[n], "text": T.card_text(n),
             "starred": C.STARRED[n], "persistent": C.PERSISTENT[n],
             "scoring": C.SCORING[n]} for n in C.ALL}
for _n, _c in _CARD.items():
    _c["printed"] = C.printed_number(_n, {})
_CARD_DX = {n: {**c, "printed": C.printed_number(n, {"edition": "deluxe"})}
            for n, c in _CARD.items()}
#: the words of the phases (``phase``) and the eras (``era``) the page shows
PHASE_NAMES = {"over": msg("Game over"), "setup": msg("Setup"),
               "bidding": msg("Bidding for sides"), "headline": msg("Headline phase"),
               "turn_end": msg("End of turn")}
ERA_NAMES = {"early": msg("Early War"), "mid": msg("Mid War"), "late": msg("Late War")}
#: the tracks' names (``tracks[...]["name"]``)
TRACK_NAMES = {"turn": msg("Turn"), "action_round": msg("Action round"),
               "defcon": msg("DEFCON"), "vp": msg("Victory points"),
               "milops": msg("Military operations"), "space": msg("Space Race")}
#: the regions' names and the countries' (terms), shared by every view
_REGION_NAMES = {r: T.region(r) for r in B.REGIONS + ("Southeast Asia",)}


def card(n: int, deluxe: bool = False) -> dict:
    """The printed data of card ``n`` (a new dict). ``printed``: the number printed on
    the card in the game's edition (a Deluxe game: 35 Formosan Resolution, 81 South
    America Scoring, 101 Solidarity, 98 Aldrich Ames Remix); ``number`` stays the
    engine's (actions, links)."""
    if deluxe:
        return dict(_CARD_DX[n])
    return dict(_CARD[n])


def build_view(state, player) -> dict:
    """The view of seat ``player`` (None: a spectator), with the log and the board data."""
    side = None if player is None else state.side_of(player)
    v = public_view(state, side)
    v["seat"] = player
    v["sides"] = list(B.SIDES)
    v["side_names"] = [T.side(USSR), T.side(US)]
    v["phase"] = _phase(state)
    v["phase_name"] = _phase_name(state, v["phase"])
    v["era"] = state.eras[-1] if state.eras else "early"
    v["era_name"] = ERA_NAMES[v["era"]]
    v["tracks"] = _tracks(state)
    v["countries"] = {NAMES[i]: {"name": T.country(i),
                                 "influence": [state.inf[0][i], state.inf[1][i]],
                                 "controller": B.controller(state.inf, i)} for i in range(N)}
    v["regions"] = _regions(state)
    v["cards"] = _cards(state, side, v)
    v["decision"] = _decision(state, player)
    # every field of the position as this side may know it (hidden parts replaced by
    # counts): what a bot's determinization rebuilds full positions from
    v["public_state"] = public_state(state, side)
    v["log"] = list(state.log)
    return v


def check_views(state) -> list[str]:
    """The views' invariants, for simulations: each side's view shows its own hand, no
    card of the opponent's hand it was not shown, and no secret headline."""
    p = []
    for s in (USSR, US):
        v = public_view(state, s)
        other = set(state.hands[1 - s])
        sh = state.shown[1 - s]
        known = (set(state.hands[1 - s]) if sh.get("live") else set(sh["cards"])) \
            if sh else set()
        if set(v["hand"]) != set(state.hands[s]):
            p.append(f"view of {B.SIDES[s]} shows a wrong hand")
        leaked = (other - known) & set(v["opponent_revealed"])
        if leaked:
            p.append(f"view of {B.SIDES[s]} shows opponent cards {sorted(leaked)}")
        hl = v["headline"][1 - s]
        if hl is not None and not state.headline_shown[1 - s]:
            p.append(f"view of {B.SIDES[s]} shows the opponent's secret headline")
        # issue 22: the draw pile is seen only by the player of Our Man in Tehran, only
        # while it looks (and never in order); the spectator sees none of it
        top = state.stack[-1] if state.stack else None
        looking = top is not None and top.get("kind") == "c108_tehran" and top["side"] == s
        if v["peek"] and not looking:
            p.append(f"view of {B.SIDES[s]} shows cards of the draw pile")
        if set(v["peek"]) - set(state.deck):
            p.append(f"view of {B.SIDES[s]} peeks at cards that are not in the draw pile")
    if public_view(state, None)["peek"] or public_view(state, None)["opponent_revealed"]:
        p.append("the spectator's view shows hidden cards")
    # The Cambridge Five shows the US scoring cards to the USSR only: nothing of a hand
    # the opponent was shown may reach the spectator (checked above) nor the log
    return p


def public_view(state, side) -> dict:
    """The view without the log and the board data: what ``side`` (None: a spectator)
    may see."""
    opp_shown = []
    headline = [None, None]
    for s in (USSR, US):
        if state.headline[s] is not None and (s == side or state.headline_shown[s]):
            headline[s] = state.headline[s]
    if side is not None and state.shown[1 - side] is not None:
        sh = state.shown[1 - side]
        # "live": the hand as it is now, for the rest of the reveal (CIA Created)
        opp_shown = sorted(state.hands[1 - side]) if sh.get("live") else list(sh["cards"])
    top = state.stack[-1] if state.stack and not state.over else None
    mine = top is not None and side is not None and state.to_move == state.seat_of(side)
    return {
        "game": state.game, "players": list(state.players), "side": side,
        "turn": state.turn, "action_round": state.ar, "phasing": state.phasing,
        "defcon": state.defcon, "vp": state.vp, "milops": list(state.milops),
        "space": list(state.space), "space_tries": list(state.space_tries),
        "influence": {NAMES[i]: [state.inf[0][i], state.inf[1][i]]
                      for i in range(N) if state.inf[0][i] or state.inf[1][i]},
        "hand": sorted(state.hands[side]) if side is not None else None,
        "hand_sizes": [len(state.hands[0]), len(state.hands[1])],
        "opponent_revealed": opp_shown,
        "deck_size": len(state.deck), "discard": list(state.discard),
        "removed": list(state.removed), "in_play": list(state.in_play),
        "resolving": [r["card"] for r in state.resolving], "headline": headline,
        "china": {"holder": state.china, "face_up": state.china_up},
        "effects": sorted(state.effects), "to_move": state.to_move,
        "deciding_side": state.deciding_side,
        "prompt": state.prompt() if mine else None,
        "pending": None if top is None else top["kind"],
        "over": state.over, "winner": state.winner, "end_reason": state.end_reason,
        # 108 Our Man in Tehran: the cards on top of the draw pile its player looks at
        # (only that player's view; never the order)
        "peek": _peek(state, side),
    }


def _peek(state, side) -> list:
    top = state.stack[-1] if state.stack else None
    if top is None or top.get("kind") != "c108_tehran" or side != top["side"]:
        return []
    from .events.c108_our_man_in_tehran import peeked
    return peeked(state)


# ------------------------------------------------------------------ board data
def _phase(state) -> str:
    """setup, bidding, headline, action_round, turn_end or over."""
    if state.over:
        return "over"
    top = state.stack[-1] if state.stack else None
    kind = top["kind"] if top else None
    if kind == "bid" or not state.bidding_done:
        return "bidding"
    if kind == "setup" or state.step in ("start", "deal0"):
        return "setup"
    if state.step.startswith("turn_end") or state.step == "final":
        return "turn_end"
    if state.ar == 0:                 # headline choice and its events (4.5 C)
        return "headline"
    return "action_round"


def _phase_name(state, phase: str):
    """The phase as the page says it: ``Headline phase``, ``Action round 3 · US``."""
    if phase == "action_round":
        return msg("Action round {round} · {side}", round=state.ar,
                   side=T.side(state.phasing))
    return PHASE_NAMES[phase]


def _tracks(state) -> dict:
    defcon = state.defcon
    closed = list(O.DEFCON_CLOSED.get(defcon, ()))
    required = defcon            # 8.2.1: military operations required = the DEFCON level
    vp = state.vp
    era = ERA_OF_TURN[min(state.turn, LAST_TURN) - 1]
    return {
        "turn": {"name": TRACK_NAMES["turn"], "value": state.turn, "last": LAST_TURN,
                 "era": era, "era_name": ERA_NAMES[era], "eras": list(ERA_OF_TURN)},
        "action_round": {"name": TRACK_NAMES["action_round"], "value": state.ar,
                         "phasing": state.phasing,
                         "rounds": [state.action_rounds(s) for s in (USSR, US)],
                         "done": list(state.ar_done)},
        # 8.1.5: no coups (nor realignment rolls, unless the optional rule) there
        "defcon": {"name": TRACK_NAMES["defcon"], "value": defcon, "coup_closed": closed,
                   "coup_closed_names": [_REGION_NAMES[r] for r in closed],
                   "realign_closed": [] if state.options.get("realign_no_defcon") else closed},
        "vp": {"name": TRACK_NAMES["vp"], "value": vp,
               "leader": None if vp == 0 else (US if vp > 0 else USSR), "lead": abs(vp)},
        "milops": {"name": TRACK_NAMES["milops"], "required": required,
                   "sides": [{"value": m, "short": max(0, required - m)}
                             for m in state.milops]},
        "space": {"name": TRACK_NAMES["space"], "last": SP.FINAL,
                  "sides": [{"box": k, "name": T.space_box(k),
                             "tries": state.space_tries[s]}
                            for s, k in enumerate(state.space)]},
    }


def _scoring_kwargs(state):
    """``region -> keyword arguments`` of the active ``scoring`` hooks (Formosan
    Resolution...), run on a copy of the position: a hook may change it."""
    if not RULES.active("scoring", state.effects):
        return lambda region: {"extra_battlegrounds": frozenset(),
                               "minus_battleground": None}
    probe = state.clone()
    return lambda region: scoring_kwargs(probe, region)


def _regions(state) -> dict:
    """Per region: its scoring card (presence / domination / control VP; control None =
    automatic victory, 10.3.1), whether DEFCON closes it to coups (8.1.5), and what
    scoring it would give now (10.1): net VP (> 0 favours the US), outright winner, each
    side's level. Southeast Asia: its own card (38), VP only."""
    inf = state.inf
    closed = O.DEFCON_CLOSED.get(state.defcon, ())
    kwargs = _scoring_kwargs(state)
    out = {}
    for r in B.REGIONS:
        kw = kwargs(r)
        vp, winner = S.score_region(inf, r, **kw)
        levels = S.region_status(inf, r, kw["extra_battlegrounds"], kw["minus_battleground"])
        p, d, c = S.SCORING_TABLE[r]
        out[r] = {"name": _REGION_NAMES[r], "presence": p, "domination": d, "control": c,
                  "coup_closed": r in closed,
                  "now": {"vp": vp, "winner": winner,
                          "levels": [levels[0].level, levels[1].level]}}
    out["Southeast Asia"] = {"name": _REGION_NAMES["Southeast Asia"],
                             "presence": None, "domination": None, "control": None,
                             "coup_closed": "Asia" in closed,
                             "now": {"vp": S.score_southeast_asia(inf), "winner": None,
                                     "levels": None}}
    return out


def _slug(name: str) -> str:
    return "_".join("".join(ch if ch.isalnum() else " " for ch in name.lower()).split())


#: card title as an effect key names it (``willy_brandt``) -> card number
_SLUGS = {_slug(C.NAME[n]): n for n in C.ALL}


def _effect_card(key: str):
    """The card behind an effect key, or None: ``c025_containment`` -> 25, and a key made
    of the card's title (``willy_brandt`` -> 55) or its first words (``john_paul_ii``)."""
    head = key.partition("_")[0]
    if len(head) > 1 and head[0] == "c" and head[1:].isdigit() and int(head[1:]) in C.NAME:
        return int(head[1:])
    if key in _SLUGS:
        return _SLUGS[key]
    found = [n for slug, n in _SLUGS.items() if slug.startswith(key + "_")]
    return found[0] if len(found) == 1 else None


def _effect_text(key: str, n):
    """An effect as the page names it: its card's title (every card's effect today), else
    its key (an identifier, as the engine names it)."""
    if n is not None:
        return T.card(n)
    return msg("effect {key}", key=key)


def _cards(state, side, v) -> dict:
    dx = C.is_deluxe(state.options)
    in_play = v["in_play"]
    effects = []
    for key in v["effects"]:
        n = _effect_card(key)
        effects.append({"key": key, "card": None if n is None else card(n, dx),
                        "in_play": n in in_play, "text": _effect_text(key, n)})
    sh = state.shown[1 - side] if side is not None else None
    return {
        "hand": None if v["hand"] is None else [card(n, dx) for n in v["hand"]],
        "opponent_revealed": [card(n, dx) for n in v["opponent_revealed"]],
        "revealed_why": frame_text(sh["why"], sh.get("why_args"))
        if sh and v["opponent_revealed"] else None,
        "headline": [None if n is None else card(n, dx) for n in v["headline"]],
        "resolving": [card(n, dx) for n in v["resolving"]],
        "in_play": [card(n, dx) for n in in_play],
        "discard": [card(n, dx) for n in v["discard"]],
        "removed": [card(n, dx) for n in v["removed"]],
        "effects": effects,
        "china": card(C.CHINA, dx),
        # the cards Our Man in Tehran lets this player look at (their own view only)
        "peek": [card(n, dx) for n in v["peek"]],
    }


def _decision(state, player):
    """The pending decision: its kind and who decides for everyone; the prompt, the
    board element each legal action is about (``targets``), per-action figures
    (``details``: placement cost 6.1.2, coup strength vs defence 6.3.2) and why the
    cards of the hand and the uses of a card that are not legal now are refused
    (``refused``: {action: message}) only for the viewer who decides."""
    top = state.stack[-1] if state.stack and not state.over else None
    if top is None:
        return None
    seat = state.to_move
    out = {"kind": top["kind"], "seat": seat, "side": top.get("side"),
           "prompt": None, "targets": {}, "details": {}, "refused": {}}
    if player is None or player != seat:
        return out
    legal = state.legal_actions()
    named = state.targets()
    targets = {}
    for a in legal:
        t = named.get(a)
        if t is None:
            act = Action(a)
            if len(act.args) != 1:
                continue
            t = act.arg
        if isinstance(t, str):
            if t in INDEX:
                targets[a] = t
            elif t.isdigit() and int(t) in C.NAME:
                targets[a] = int(t)
        elif isinstance(t, int) and t in C.NAME:
            targets[a] = t
    out["prompt"] = state.prompt()
    out["targets"] = targets
    out["details"] = _details(state, top, targets)
    out["refused"] = _refused(state, top, legal)
    return out


def _refused(state, f, legal) -> dict:
    """``{action: reason}``: the cards of the hand that cannot be played now (``play``)
    and the uses of the card that are not allowed (``use``: event 7.1 / 7.5, Space Race
    6.4), each with the rule that refuses it."""
    kind = f["kind"]
    if kind == "play":
        asked = ["card:%d" % c for c in sorted(state.hands[f["side"]])]
    elif kind == "use":
        asked = ["event", "space"] if C.OPS[f["card"]] else ["event"]
    else:
        return {}
    why = RULES.decisions[kind].why
    return {a: why(state, f, Action(a)) for a in asked if a not in legal}


def _details(state, f, targets) -> dict:
    kind = f["kind"]
    out = {}
    if kind == "points":
        for a, t in targets.items():
            if a.startswith("inf:"):
                out[a] = {"cost": O.place_cost(state, f["side"], INDEX[t])}
    elif kind == "coup":
        for a, t in targets.items():
            i = INDEX[t]
            out[a] = {"ops": O.total_if(f, i), "defense": 2 * B.STABILITY[i]}
    return out
