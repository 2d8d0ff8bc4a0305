"""Operations (6.0-6.3): influence placement, realignment rolls, coup attempts.

The three uses are decision frames:

* ``ops`` {side, card, points, bonuses, kinds}: choose how to use the points
  (actions ``influence`` / ``realign`` / ``coup``; only uses with a legal target are offered);
* ``points`` {side, card, mode, points, bonuses, spent, access, ...}: spend the points one
  at a time, ``inf:Country`` (6.1) and/or ``realign:Country`` (6.2), each resolved before
  the next is chosen; the frame ends when nothing more can be bought (6.0: all points
  must be used);
* ``coup`` {side, card, points, bonuses, free, ignore_defcon, countries}: ``coup:Country``.

``points`` is the unconditional operations value (card value with the modifiers of 7.4);
``bonuses`` is a list of ``[scope, amount]`` that count only while every point is spent
inside ``scope`` (the China Card's +1 in Asia, 9.6; events like Vietnam Revolts add more).
"""

from __future__ import annotations

from engine.core.i18n import N_, msg, nmsg
from engine.core.text import quote

from . import board as B
from . import cards as C
from . import terms as T
from .rules import RULES, call, decision

N = B.N
NAMES = B.NAMES
INDEX = B.INDEX
ADJ = B.ADJACENT
STAB = B.STABILITY
BG = B.BATTLEGROUND
REGION = B.REGION
SIDE_NAME = B.SIDES

#: scope name (region or subregion) -> frozenset of country indices
SCOPE = {name: frozenset(idx) for name, idx in B.REGION_COUNTRIES.items()}
#: countries adjacent to each side's superpower space (6.1.4)
SP_ADJ = tuple(tuple(i for i in range(N) if s in B.ADJ_SUPERPOWER[i]) for s in (0, 1))
_SP_ADJ_SET = tuple(frozenset(x) for x in SP_ADJ)

#: 8.1.5: regions closed to coups and realignment at each DEFCON level
DEFCON_CLOSED = {5: (), 4: ("Europe",), 3: ("Europe", "Asia"),
                 2: ("Europe", "Asia", "Middle East"), 1: ("Europe", "Asia", "Middle East")}
_CLOSED_MASK = {d: tuple(REGION[i] in regs for i in range(N)) for d, regs in DEFCON_CLOSED.items()}

KINDS = ("influence", "realign", "coup")


def country(name: str) -> int:
    i = INDEX.get(name)
    if i is None:
        raise KeyError(name)
    return i


def defcon_closed(state, i: int) -> bool:
    """8.1.5: True when DEFCON forbids coups and realignment in country ``i``."""
    return _CLOSED_MASK[max(1, min(5, state.defcon))][i]


# ---------------------------------------------------------------- ops values (7.4, 9.6)
def ops_value(state, side: int, card: int) -> int:
    """The operations value of ``card`` played by ``side``: printed value plus every
    active modifier (7.4, stacking; 7.4.1 a modifier applies to its own side only, which
    the modifier function checks), never below 1 (cards with ops). 0 for scoring cards."""
    base = C.OPS[card]
    if base == 0:
        return 0
    for effect, fn in RULES.hooks["ops_modifier"]:
        if effect in state.effects:
            base += fn(state, side, card)
    return max(1, base)


def scope_bonuses(state, side: int, card: int | None) -> list:
    """Bonuses that count only if every point is spent inside a scope (9.6 and the like)."""
    if card is None:
        return []
    out = [["Asia", 1]] if card == C.CHINA else []
    for effect, fn in RULES.hooks["scope_bonus"]:
        if effect in state.effects:
            out.extend([list(b) for b in fn(state, side, card)])
    return out


def total_if(f: dict, i: int) -> int:
    """Points available if the next point is spent in country ``i``."""
    total = f["points"]
    for scope, amount in f["bonuses"]:
        if i in SCOPE[scope]:
            total += amount
    return total


def _keep_bonuses(f: dict, i: int) -> None:
    f["bonuses"] = [b for b in f["bonuses"] if i in SCOPE[b[0]]]


def remaining(f: dict) -> int:
    return f["points"] + sum(b[1] for b in f["bonuses"]) - f["spent"]


# ---------------------------------------------------------------- starting operations
def start_ops(state, side: int, card: int | None, points: int | None = None,
              kinds=KINDS, free: bool = False, bonuses=None) -> None:
    """Push the decision "how to use these operations" for ``side``.

    ``card``: the card whose ops are used (modifiers and scope bonuses apply), or None
    for points granted by an event (``points`` then required; ``bonuses``: the scope
    bonuses of an event's operations that count as a card's, e.g. the Deluxe Olympic
    boycott's "4 Ops card")."""
    if points is None:
        points = ops_value(state, side, card)
    if bonuses is None:
        bonuses = scope_bonuses(state, side, card)
    state.push({"kind": "ops", "side": side, "card": card, "points": points,
                "bonuses": [list(b) for b in bonuses], "kinds": list(kinds),
                "free": free})


def accessible(state, side: int) -> list[int]:
    """6.1.1 / 6.1.4: countries where ``side`` may place influence with operations:
    those with its influence at the start of the action round, their neighbours, and
    the countries adjacent to its superpower."""
    acc = set(SP_ADJ[side])
    for i in state.ar_start[side]:
        acc.add(i)
        acc.update(ADJ[i])
    return sorted(acc)


def place_cost(state, side: int, i: int) -> int:
    """6.1.2: 2 in a country controlled by the enemy, else 1 (re-evaluated per point)."""
    o = 1 - side
    s = STAB[i]
    theirs = state.inf[o][i]
    return 2 if theirs >= s and theirs - state.inf[side][i] >= s else 1


def _placement_blocked(state, side, i):
    for effect, fn in RULES.hooks["can_place"]:
        if effect in state.effects:
            why = fn(state, side, i)
            if why:
                return why
    return None


def realign_blocked(state, side: int, i: int, *, ignore_defcon: bool = False):
    """Why ``side`` may not roll for realignment in ``i`` now (None if it may)."""
    o = 1 - side
    if state.inf[o][i] <= 0:
        return msg("6.2.1: realignment reduces the opponent's influence, and {side} has none "
                   "in {country}", side=T.side(o), country=T.country(i))
    if not ignore_defcon and not state.options.get("realign_no_defcon") \
            and defcon_closed(state, i):
        return msg("8.1.5: at DEFCON {defcon} no realignment rolls in {region} ({country})",
                   defcon=state.defcon, region=T.region(REGION[i]), country=T.country(i))
    for effect, fn in RULES.hooks["can_realign"]:
        if effect in state.effects:
            why = fn(state, side, i)
            if why:
                return why
    return None


def coup_blocked(state, side: int, i: int, *, free: bool = False,
                 ignore_defcon: bool = False):
    """Why ``side`` may not attempt a coup in ``i`` now (None if it may)."""
    o = 1 - side
    if state.inf[o][i] <= 0:
        return msg("6.3.1: a coup needs opponent influence in the target, and {side} has none "
                   "in {country}", side=T.side(o), country=T.country(i))
    if not ignore_defcon and defcon_closed(state, i):
        return msg("8.1.5: at DEFCON {defcon} no coup attempts in {region} ({country})",
                   defcon=state.defcon, region=T.region(REGION[i]), country=T.country(i))
    for effect, fn in RULES.hooks["can_coup"]:
        if effect in state.effects:
            why = fn(state, side, i, free)
            if why:
                return why
    return None


# ---------------------------------------------------------------- the "ops" frame
def realign_targets(state, side: int, countries=None, *, ignore_defcon: bool = False) -> list:
    """Countries (indices, ascending) where ``side`` may roll for realignment now: the
    same test as :func:`realign_blocked`, done once for the whole map (hot path)."""
    theirs = state.inf[1 - side]
    closed = None if ignore_defcon or state.options.get("realign_no_defcon") \
        else _CLOSED_MASK[max(1, min(5, state.defcon))]
    effects = state.effects
    hooks = [fn for effect, fn in RULES.hooks["can_realign"] if effect in effects]
    out = []
    for i in (range(N) if countries is None else countries):
        if theirs[i] <= 0 or (closed is not None and closed[i]):
            continue
        if hooks and any(fn(state, side, i) for fn in hooks):
            continue
        out.append(i)
    return out


def coup_targets(state, side: int, countries=None, *, free: bool = False,
                 ignore_defcon: bool = False) -> list:
    """Countries (indices, ascending) where ``side`` may attempt a coup now: the same
    test as :func:`coup_blocked`, done once for the whole map (hot path)."""
    theirs = state.inf[1 - side]
    closed = None if ignore_defcon else _CLOSED_MASK[max(1, min(5, state.defcon))]
    effects = state.effects
    hooks = [fn for effect, fn in RULES.hooks["can_coup"] if effect in effects]
    out = []
    for i in (range(N) if countries is None else countries):
        if theirs[i] <= 0 or (closed is not None and closed[i]):
            continue
        if hooks and any(fn(state, side, i, free) for fn in hooks):
            continue
        out.append(i)
    return out


def _ops_kind_ok(state, f, kind) -> bool:
    side = f["side"]
    if kind == "influence":
        return True
    if kind == "realign":
        return bool(realign_targets(state, side))
    if kind == "coup":
        return bool(coup_targets(state, side, free=f.get("free", False)))
    return False


def _ops_legal(state, f):
    kinds = f["kinds"]
    if state.options.get("realign_mixed") and "influence" in kinds and "realign" in kinds:
        kinds = [k for k in kinds if k != "realign"]
    return [k for k in KINDS if k in kinds and _ops_kind_ok(state, f, k)]


def _ops_apply(state, f, action):
    state.pop()
    side = f["side"]
    if action == "coup":
        state.say(nmsg("{side} uses {n} operation for a coup attempt.",
                       "{side} uses {n} operations for a coup attempt.", f["points"],
                       side=T.side(side)))
        state.push({"kind": "coup", "side": side, "card": f["card"], "points": f["points"],
                    "bonuses": f["bonuses"], "free": f.get("free", False),
                    "ignore_defcon": False, "countries": None})
        return
    mode = "inf" if action == "influence" else "realign"
    if mode == "inf" and state.options.get("realign_mixed") and "realign" in f["kinds"]:
        mode = "mixed"
    state.say(_USES[mode](f["points"], side=T.side(side)))
    state.push({"kind": "points", "side": side, "card": f["card"], "mode": mode,
                "points": f["points"], "bonuses": f["bonuses"], "spent": 0,
                "access": accessible(state, side) if mode != "realign" else [],
                "placed": [], "realigned": []})


#: the log line of each way to use ``n`` operations
_USES = {
    "inf": lambda n, **a: nmsg("{side} uses {n} operation to place influence.",
                               "{side} uses {n} operations to place influence.", n, **a),
    "realign": lambda n, **a: nmsg("{side} uses {n} operation for realignment rolls.",
                                   "{side} uses {n} operations for realignment rolls.", n,
                                   **a),
    "mixed": lambda n, **a: nmsg("{side} uses {n} operation for influence and realignment.",
                                 "{side} uses {n} operations for influence and "
                                 "realignment.", n, **a),
}


def _ops_prompt(state, f):
    side, n = T.side(f["side"]), f["points"]
    if f["bonuses"]:
        return nmsg("{side}: use {n} operation ({bonuses}): how?",
                    "{side}: use {n} operations ({bonuses}): how?", n, side=side,
                    bonuses=[msg("+{bonus} if all in {region}", bonus=a, region=T.region(r))
                             for r, a in f["bonuses"]])
    return nmsg("{side}: use {n} operation: how?", "{side}: use {n} operations: how?", n,
                side=side)


#: refusals of a use of operations: not allowed by the event, no target now
_NOT_FOR = {"influence": N_("6.0: these operations cannot be used for influence"),
            "realign": N_("6.0: these operations cannot be used for realign"),
            "coup": N_("6.0: these operations cannot be used for coup")}
_NO_TARGET = {"influence": N_("6.0: no legal target for influence now (DEFCON {defcon}, 8.1.5)"),
              "realign": N_("6.0: no legal target for realign now (DEFCON {defcon}, 8.1.5)"),
              "coup": N_("6.0: no legal target for coup now (DEFCON {defcon}, 8.1.5)")}


def _ops_why(state, f, action):
    if action in KINDS:
        if action not in f["kinds"]:
            return msg(_NOT_FOR[action])
        return msg(_NO_TARGET[action], defcon=state.defcon)
    return msg("6.0: choose influence, realign or coup, not {action}",
               action=quote(str(action)))


_OPS_LABELS = {"influence": msg("Place influence"), "realign": msg("Realignment rolls"),
               "coup": msg("Coup attempt")}
_MIXED_LABEL = msg("Place influence and/or realignment rolls")


def _ops_label(state, f, action):
    if action == "influence" and state.options.get("realign_mixed") \
            and "realign" in f["kinds"]:
        return _MIXED_LABEL
    return _OPS_LABELS.get(action, action)


decision("ops", legal=_ops_legal, apply=_ops_apply, prompt=_ops_prompt, why=_ops_why,
         label=_ops_label)


# ---------------------------------------------------------------- the "points" frame
def _points_legal(state, f):
    side, mode, spent = f["side"], f["mode"], f["spent"]
    out = []
    if mode != "realign":
        realigned = f["realigned"]
        mine, theirs = state.inf[side], state.inf[1 - side]
        plain = f["points"] - spent if not f["bonuses"] else None   # no scope bonus
        hooks = [fn for effect, fn in RULES.hooks["can_place"] if effect in state.effects]
        for i in f["access"]:
            if i in realigned:
                continue
            st = STAB[i]                # 6.1.2 cost, as place_cost (inlined: hot path)
            cost = 2 if theirs[i] >= st and theirs[i] - mine[i] >= st else 1
            if cost > (plain if plain is not None else total_if(f, i) - spent):
                continue
            if hooks and any(fn(state, side, i) for fn in hooks):
                continue
            out.append("inf:" + NAMES[i])
        if side == 0 and _CIVIL_WAR in state.effects and f["points"] + sum(
                b[1] for b in f["bonuses"] if b[0] == "Asia") - spent >= 1:
            out.append(_CIVIL_WAR_ACTION)        # 12: the Chinese Civil War space
    if mode != "inf":
        placed = f["placed"]
        for i in realign_targets(state, side):
            if i not in placed and spent + 1 <= total_if(f, i):
                out.append("realign:" + NAMES[i])
    return out


#: the Chinese Civil War variant (12, ``china.py``): its space takes USSR influence from
#: operations; it counts as in Asia (not Southeast Asia) for the scope bonuses
_CIVIL_WAR = "chinese_civil_war"
_CIVIL_WAR_ACTION = "inf:Chinese Civil War"


def _points_apply(state, f, action):
    verb, name = action.verb, action.arg
    side = f["side"]
    if action == _CIVIL_WAR_ACTION:
        from .china import civil_war_place
        f["bonuses"] = [b for b in f["bonuses"] if b[0] == "Asia"]
        f["spent"] += 1
        civil_war_place(state)
        if remaining(f) <= 0 and state.stack and state.stack[-1] is f:
            state.pop()
        return
    i = INDEX[name]
    if verb == "inf":
        cost = place_cost(state, side, i)
        _keep_bonuses(f, i)
        f["spent"] += cost
        state.add_inf(side, i, 1)
        if i not in f["placed"]:
            f["placed"].append(i)
        state.say(nmsg("{side} places 1 influence in {country} (cost {cost}; {n} left).",
                       "{side} places 1 influence in {country} (cost {cost}; {n} left).",
                       remaining(f), side=T.side(side), country=T.country(i), cost=cost))
    else:
        _keep_bonuses(f, i)
        f["spent"] += 1
        if i not in f["realigned"]:
            f["realigned"].append(i)
        realign(state, side, i)
    if remaining(f) <= 0 and state.stack and state.stack[-1] is f:
        state.pop()


#: the prompt of each way to spend points (``n`` operations left)
_SPEND = {
    "inf": lambda n, **a: nmsg("{side}: place influence ({n} operation left)",
                               "{side}: place influence ({n} operations left)", n, **a),
    "realign": lambda n, **a: nmsg("{side}: choose a realignment target ({n} operation left)",
                                   "{side}: choose a realignment target ({n} operations "
                                   "left)", n, **a),
    "mixed": lambda n, **a: nmsg("{side}: place influence or choose a realignment target "
                                 "({n} operation left)",
                                 "{side}: place influence or choose a realignment target "
                                 "({n} operations left)", n, **a),
}
#: the refusal of an action that is no point of these operations, per way to spend them
_POINT_BY_POINT = {
    "inf": N_("6.0: spend the operations point by point (inf:Country)"),
    "realign": N_("6.0: spend the operations point by point (realign:Country)"),
    "mixed": N_("6.0: spend the operations point by point (inf:Country or realign:Country)"),
}


def _points_prompt(state, f):
    return _SPEND[f["mode"]](remaining(f), side=T.side(f["side"]))


def _points_why(state, f, action):
    verb, name = action.verb, action.arg
    if verb not in ("inf", "realign") or name not in INDEX:
        why = msg(_POINT_BY_POINT[f["mode"]])
        if verb in ("inf", "realign"):
            return msg("{reason}; unknown country {name}", reason=why, name=quote(name))
        return why
    i, side = INDEX[name], f["side"]
    if verb == "inf" and f["mode"] != "realign":
        if i not in f["access"]:
            return msg("6.1.1: {country} is not adjacent to influence {side} had at the start "
                       "of the action round, nor to its superpower (6.1.4)",
                       country=T.country(i), side=T.side(side))
        if i in f["realigned"]:
            return msg("optional rule (realignment variant): no influence where a "
                       "realignment roll was made this action round")
        blocked = _placement_blocked(state, side, i)
        if blocked:
            return blocked
        cost = place_cost(state, side, i)
        if f["spent"] + cost > total_if(f, i):
            left = total_if(f, i) - f["spent"]
            if f["bonuses"]:
                return nmsg("6.1.2: placing in {country} costs {cost} and only {n} operation "
                            "remains for it (9.6: the bonus needs every point in its region)",
                            "6.1.2: placing in {country} costs {cost} and only {n} operations "
                            "remain for it (9.6: the bonus needs every point in its region)",
                            left, country=T.country(i), cost=cost)
            return nmsg("6.1.2: placing in {country} costs {cost} and only {n} operation "
                        "remains for it",
                        "6.1.2: placing in {country} costs {cost} and only {n} operations "
                        "remain for it", left, country=T.country(i), cost=cost)
    if verb == "realign" and f["mode"] != "inf":
        if i in f["placed"]:
            return msg("optional rule (realignment variant): no realignment roll where "
                       "influence was placed this action round")
        why = realign_blocked(state, side, i)
        if why:
            return why
        return msg("9.6: the bonus operations need every point in their region")
    return msg("6.0: {action} is not a use of these operations", action=quote(str(action)))


def _points_empty(state, f):
    if remaining(f) > 0:
        state.say(nmsg("{side} cannot use its {n} remaining operation.",
                       "{side} cannot use its {n} remaining operations.", remaining(f),
                       side=T.side(f["side"])))


def _realign_label(state, side, name):
    i = INDEX[name]
    return msg("Realign {country} ({mine} vs {theirs})", country=T.country(i),
               mine=f"{realign_modifier(state, side, i):+d}",
               theirs=f"{realign_modifier(state, 1 - side, i):+d}")


def _points_label(state, f, action):
    verb, name = action.verb, action.arg
    if action == _CIVIL_WAR_ACTION:
        return msg("Influence in the Chinese Civil War (1)")
    if verb == "inf":
        i = INDEX[name]
        return msg("Influence in {country} ({cost})", country=T.country(i),
                   cost=place_cost(state, f["side"], i))
    return _realign_label(state, f["side"], name)


decision("points", legal=_points_legal, apply=_points_apply, prompt=_points_prompt,
         why=_points_why, label=_points_label, empty=_points_empty)


# ---------------------------------------------------------------- realignment (6.2)
def realign_modifier(state, side: int, i: int) -> int:
    """6.2.2: +1 per adjacent country controlled, +1 for more influence in the target,
    +1 if the own superpower is adjacent; plus card modifiers."""
    inf = state.inf
    mine, theirs = inf[side], inf[1 - side]
    mod = 0
    for j in ADJ[i]:
        s = STAB[j]
        if mine[j] >= s and mine[j] - theirs[j] >= s:
            mod += 1
    if mine[i] > theirs[i]:
        mod += 1
    if i in _SP_ADJ_SET[side]:
        mod += 1
    for effect, fn in RULES.hooks["realign_modifier"]:
        if effect in state.effects:
            mod += fn(state, side, i)
    return mod


def realign(state, side: int, i: int) -> None:
    """Resolve one realignment roll by ``side`` in country ``i`` (6.2.2, 6.2.3).
    The acting side rolls first, then the opponent (order of forced dice)."""
    o = 1 - side
    ma, mo = realign_modifier(state, side, i), realign_modifier(state, o, i)
    ra, ro = state.rng.die(), state.rng.die()
    ta, to = ra + ma, ro + mo
    rolls = dict(country=T.country(i), side=T.side(side), roll=ra, mod=f"{ma:+d}", total=ta,
                 other=T.side(o), other_roll=ro, other_mod=f"{mo:+d}", other_total=to)
    if ta > to:
        lost = min(ta - to, state.inf[o][i])
        state.add_inf(o, i, -lost)
        state.say(_realign_loss(lost, loser=T.side(o), **rolls))
    elif to > ta:
        if state.options.get("realign_no_loss"):
            state.say(msg("Realignment in {country}: {side} rolls {roll}{mod} = {total}, "
                          "{other} rolls {other_roll}{other_mod} = {other_total}: no change "
                          "(optional rule: the acting player loses nothing).", **rolls))
            return
        lost = min(to - ta, state.inf[side][i])
        state.add_inf(side, i, -lost)
        state.say(_realign_loss(lost, loser=T.side(side), **rolls))
    else:
        state.say(msg("Realignment in {country}: {side} rolls {roll}{mod} = {total}, {other} "
                      "rolls {other_roll}{other_mod} = {other_total}: tie, no change.",
                      **rolls))


def _realign_loss(n: int, **rolls):
    if not n:
        return msg("Realignment in {country}: {side} rolls {roll}{mod} = {total}, {other} "
                   "rolls {other_roll}{other_mod} = {other_total}: {loser} has no influence "
                   "there to lose.", **rolls)
    return nmsg("Realignment in {country}: {side} rolls {roll}{mod} = {total}, {other} rolls "
                "{other_roll}{other_mod} = {other_total}: {loser} loses {n} influence.",
                "Realignment in {country}: {side} rolls {roll}{mod} = {total}, {other} rolls "
                "{other_roll}{other_mod} = {other_total}: {loser} loses {n} influence.", n,
                **rolls)


def push_realign(state, side: int, points: int, *, countries=None, card=None) -> None:
    """Free realignment rolls granted by an event (``points`` rolls, optionally limited
    to ``countries``, a list of indices)."""
    state.push({"kind": "free_realign", "side": side, "left": points,
                "countries": None if countries is None else sorted(countries), "card": card})


def _free_realign_legal(state, f):
    return ["realign:" + NAMES[i] for i in realign_targets(state, f["side"], f["countries"])]


def _free_realign_apply(state, f, action):
    f["left"] -= 1
    if f["left"] <= 0:
        state.pop()
    realign(state, f["side"], INDEX[action.arg])


def _free_realign_why(state, f, action):
    verb, name = action.verb, action.arg
    if verb != "realign" or name not in INDEX:
        return msg("6.2: choose the target of the realignment roll (realign:Country)")
    if f["countries"] is not None and INDEX[name] not in f["countries"]:
        return msg("the event does not allow a realignment roll in {country}",
                   country=T.country(INDEX[name]))
    return realign_blocked(state, f["side"], INDEX[name]) or msg("not allowed")


decision("free_realign", legal=_free_realign_legal, apply=_free_realign_apply,
         prompt=lambda s, f: nmsg("{side}: realignment roll ({n} left)",
                                  "{side}: realignment roll ({n} left)", f["left"],
                                  side=T.side(f["side"])),
         why=_free_realign_why,
         label=lambda s, f, a: _realign_label(s, f["side"], a.arg))


# ---------------------------------------------------------------- coups (6.3)
def coup_modifier(state, side: int, i: int) -> int:
    mod = 0
    for effect, fn in RULES.hooks["coup_modifier"]:
        if effect in state.effects:
            mod += fn(state, side, i)
    return mod


def coup(state, side: int, i: int, ops: int, *, free: bool = False) -> int:
    """Resolve a coup attempt by ``side`` in ``i`` with ``ops`` operations (6.3.2-6.3.5).
    Returns the net result (>0 success). Military operations are credited first (6.3.3,
    not for free coups 8.2.5), then a battleground lowers DEFCON (6.3.4; the card's
    player is responsible, 8.1.3), then the roll."""
    o = 1 - side
    for effect, fn in RULES.hooks["before_coup"]:
        if effect in state.effects:
            fn(state, side, i, free)
            if state.over:
                return 0
    if not free:
        state.credit_milops(side, ops)
    if BG[i]:
        # 8.1.3: the side responsible is the card's player (``defcon_owner``): the attacker
        # himself, except for operations an opponent's event gives him (CIA Created played
        # by the USSR: the US coups, the USSR is responsible; D6)
        owner = state.defcon_owner if state.defcon_owner is not None else side
        state.degrade_defcon(1, owner, reason=msg("coup in the battleground {country}",
                                                  country=T.country(i)))
        if state.over:
            return 0
    roll = state.rng.die()
    mod = coup_modifier(state, side, i)
    net = roll + ops + mod - 2 * STAB[i]
    detail = nmsg("roll {roll} + {n} op {mod} - 2x{stability} stability = {net}",
                  "roll {roll} + {n} ops {mod} - 2x{stability} stability = {net}", ops,
                  roll=roll, mod=f"{mod:+d}", stability=STAB[i], net=net) if mod else \
        nmsg("roll {roll} + {n} op - 2x{stability} stability = {net}",
             "roll {roll} + {n} ops - 2x{stability} stability = {net}", ops, roll=roll,
             stability=STAB[i], net=net)
    who = dict(country=T.country(i), side=T.side(side), detail=detail)
    if net > 0:
        removed = min(net, state.inf[o][i])
        state.add_inf(o, i, -removed)
        added = net - removed
        if added:
            state.add_inf(side, i, added)
            state.say(msg("Coup in {country} by {side}: {detail}: success, {other} loses "
                          "{removed}, {side} gains {added}.", other=T.side(o),
                          removed=removed, added=added, **who))
        else:
            state.say(msg("Coup in {country} by {side}: {detail}: success, {other} loses "
                          "{removed}.", other=T.side(o), removed=removed, **who))
    else:
        state.say(msg("Coup in {country} by {side}: {detail}: the coup fails.", **who))
    return net


def push_coup(state, side: int, points: int, *, free: bool = True, ignore_defcon: bool = True,
              countries=None, card=None) -> None:
    """A coup granted by an event ("free coup roll", 6.3.5: ignores DEFCON restrictions,
    a battleground still lowers DEFCON, no military operations credit 8.2.5)."""
    state.push({"kind": "coup", "side": side, "card": card, "points": points, "bonuses": [],
                "free": free, "ignore_defcon": ignore_defcon,
                "countries": None if countries is None else sorted(countries)})


def _coup_legal(state, f):
    return ["coup:" + NAMES[i] for i in coup_targets(state, f["side"], f["countries"],
                                                     free=f["free"],
                                                     ignore_defcon=f["ignore_defcon"])]


def _coup_apply(state, f, action):
    state.pop()
    i = INDEX[action.arg]
    coup(state, f["side"], i, total_if(f, i), free=f["free"])


def _coup_why(state, f, action):
    verb, name = action.verb, action.arg
    if verb != "coup" or name not in INDEX:
        return msg("6.3: choose the target of the coup attempt (coup:Country)")
    i = INDEX[name]
    if f["countries"] is not None and i not in f["countries"]:
        return msg("the event does not allow a coup in {country}", country=T.country(i))
    return coup_blocked(state, f["side"], i, free=f["free"],
                        ignore_defcon=f["ignore_defcon"]) or msg("not allowed")


def _coup_label(state, f, action):
    i = INDEX[action.arg]
    return nmsg("Coup in {country} ({n} op vs {defence})",
                "Coup in {country} ({n} ops vs {defence})", total_if(f, i),
                country=T.country(i), defence=2 * STAB[i])


decision("coup", legal=_coup_legal, apply=_coup_apply,
         prompt=lambda s, f: nmsg("{side}: choose the target of the coup ({n} operation)",
                                  "{side}: choose the target of the coup ({n} operations)",
                                  f["points"], side=T.side(f["side"])),
         why=_coup_why, label=_coup_label)

__all__ = ["start_ops", "ops_value", "scope_bonuses", "accessible", "place_cost", "realign",
           "coup", "push_coup", "push_realign", "realign_blocked", "coup_blocked",
           "realign_targets", "coup_targets",
           "defcon_closed", "country", "CALLS", "call"]
