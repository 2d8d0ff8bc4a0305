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
from engine.core import plural

from . import board as B
from . import cards as C
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
              kinds=KINDS, free: bool = False) -> None:
    """Push the decision "how to use these operations" for ``side``.

    ``card``: the card whose ops are used (modifiers and scope bonuses apply), or None
    for points granted by an event (``points`` then required)."""
    if points is None:
        points = ops_value(state, side, card)
    state.push({"kind": "ops", "side": side, "card": card, "points": points,
                "bonuses": scope_bonuses(state, side, card), "kinds": list(kinds),
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
        return (f"6.2.1: realignment reduces the opponent's influence, and "
                f"{SIDE_NAME[o]} has none in {NAMES[i]}")
    if not ignore_defcon and not state.options.get("realign_no_defcon") \
            and defcon_closed(state, i):
        return (f"8.1.5: at DEFCON {state.defcon} no realignment rolls in "
                f"{REGION[i]} ({NAMES[i]})")
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
        return (f"6.3.1: a coup needs opponent influence in the target, and "
                f"{SIDE_NAME[o]} has none in {NAMES[i]}")
    if not ignore_defcon and defcon_closed(state, i):
        return f"8.1.5: at DEFCON {state.defcon} no coup attempts in {REGION[i]} ({NAMES[i]})"
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
        state.say(f"{SIDE_NAME[side]} uses {plural(f['points'], 'operation')} for a coup attempt.")
        state.push({"kind": "coup", "side": side, "card": f["card"], "points": f["points"],
                    "bonuses": f["bonuses"], "free": f.get("free", False),
                    "ignore_defcon": False, "countries": None})
        return
    mode = "inf" if action == "influence" else "realign"
    if mode == "inf" and state.options.get("realign_mixed") and "realign" in f["kinds"]:
        mode = "mixed"
    what = {"inf": "to place influence", "realign": "for realignment rolls",
            "mixed": "for influence and realignment"}[mode]
    state.say(f"{SIDE_NAME[side]} uses {plural(f['points'], 'operation')} {what}.")
    state.push({"kind": "points", "side": side, "card": f["card"], "mode": mode,
                "points": f["points"], "bonuses": f["bonuses"], "spent": 0,
                "access": accessible(state, side) if mode != "realign" else [],
                "placed": [], "realigned": []})


def _ops_prompt(state, f):
    extra = "".join(f" (+{a} if all in {s})" for s, a in f["bonuses"])
    return f"{SIDE_NAME[f['side']]}: use {_ops_text(f['points'])}{extra}: how?"


def _ops_text(n: int) -> str:
    return f"{n} operation" + ("" if n == 1 else "s")


def _ops_why(state, f, action):
    if action in KINDS:
        if action not in f["kinds"]:
            return f"6.0: these operations cannot be used for {action}"
        return f"6.0: no legal target for {action} now (DEFCON {state.defcon}, 8.1.5)"
    return f"6.0: choose influence, realign or coup, not {action!r}"


def _ops_label(state, f, action):
    if action == "influence" and state.options.get("realign_mixed") \
            and "realign" in f["kinds"]:
        return "Place influence and/or realignment rolls"
    return {"influence": "Place influence", "realign": "Realignment rolls",
            "coup": "Coup attempt"}.get(action, action)


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
    if mode != "inf":
        placed = f["placed"]
        for i in realign_targets(state, side):
            if i not in placed and spent + 1 <= total_if(f, i):
                out.append("realign:" + NAMES[i])
    return out


def _points_apply(state, f, action):
    verb, name = action.verb, action.arg
    i = INDEX[name]
    side = f["side"]
    if verb == "inf":
        cost = place_cost(state, side, i)
        _keep_bonuses(f, i)
        f["spent"] += cost
        state.add_inf(side, i, 1)
        if i not in f["placed"]:
            f["placed"].append(i)
        state.say(f"{SIDE_NAME[side]} places 1 influence in {name} (cost {cost}; "
                  f"{remaining(f)} left).")
    else:
        _keep_bonuses(f, i)
        f["spent"] += 1
        if i not in f["realigned"]:
            f["realigned"].append(i)
        realign(state, side, i)
    if remaining(f) <= 0 and state.stack and state.stack[-1] is f:
        state.pop()


def _points_prompt(state, f):
    what = {"inf": "place influence", "realign": "choose a realignment target",
            "mixed": "place influence or choose a realignment target"}[f["mode"]]
    return f"{SIDE_NAME[f['side']]}: {what} ({_ops_text(remaining(f))} left)"


def _points_why(state, f, action):
    verb, name = action.verb, action.arg
    if verb not in ("inf", "realign") or name not in INDEX:
        what = {"inf": "inf:Country", "realign": "realign:Country",
                "mixed": "inf:Country or realign:Country"}[f["mode"]]
        return (f"6.0: spend the operations point by point ({what})"
                + (f"; unknown country {name!r}" if verb in ("inf", "realign") else ""))
    i, side = INDEX[name], f["side"]
    if verb == "inf" and f["mode"] != "realign":
        if i not in f["access"]:
            return (f"6.1.1: {name} is not adjacent to influence {SIDE_NAME[side]} had at the "
                    f"start of the action round, nor to its superpower (6.1.4)")
        if i in f["realigned"]:
            return ("optional rule (realignment variant): no influence where a "
                    "realignment roll was made this action round")
        blocked = _placement_blocked(state, side, i)
        if blocked:
            return blocked
        cost = place_cost(state, side, i)
        if f["spent"] + cost > total_if(f, i):
            return (f"6.1.2: placing in {name} costs {cost} and only "
                    f"{plural(total_if(f, i) - f['spent'], 'operation')} remain for it"
                    + (" (9.6: the bonus needs every point in its region)" if f["bonuses"] else ""))
    if verb == "realign" and f["mode"] != "inf":
        if i in f["placed"]:
            return ("optional rule (realignment variant): no realignment roll where "
                    "influence was placed this action round")
        why = realign_blocked(state, side, i)
        if why:
            return why
        return "9.6: the bonus operations need every point in their region"
    return f"6.0: {action!r} is not a use of these operations"


def _points_empty(state, f):
    if remaining(f) > 0:
        state.say(f"{SIDE_NAME[f['side']]} cannot use its {remaining(f)} remaining "
                  f"operations.")


def _realign_label(state, side, name):
    i = INDEX[name]
    return (f"Realign {name} ({realign_modifier(state, side, i):+d} vs "
            f"{realign_modifier(state, 1 - side, i):+d})")


def _points_label(state, f, action):
    verb, name = action.verb, action.arg
    if verb == "inf":
        i = INDEX[name]
        return f"Influence in {name} ({place_cost(state, f['side'], i)})"
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
    msg = (f"Realignment in {NAMES[i]}: {SIDE_NAME[side]} rolls {ra}{ma:+d} = {ta}, "
           f"{SIDE_NAME[o]} rolls {ro}{mo:+d} = {to}")
    if ta > to:
        lost = min(ta - to, state.inf[o][i])
        state.add_inf(o, i, -lost)
        state.say(f"{msg}: {SIDE_NAME[o]} loses {lost} influence.")
    elif to > ta:
        if state.options.get("realign_no_loss"):
            state.say(f"{msg}: no change (optional rule: the acting player loses nothing).")
            return
        lost = min(to - ta, state.inf[side][i])
        state.add_inf(side, i, -lost)
        state.say(f"{msg}: {SIDE_NAME[side]} loses {lost} influence.")
    else:
        state.say(f"{msg}: tie, no change.")


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
        return "6.2: choose the target of the realignment roll (realign:Country)"
    if f["countries"] is not None and INDEX[name] not in f["countries"]:
        return f"the event does not allow a realignment roll in {name}"
    return realign_blocked(state, f["side"], INDEX[name]) or "not allowed"


decision("free_realign", legal=_free_realign_legal, apply=_free_realign_apply,
         prompt=lambda s, f: f"{SIDE_NAME[f['side']]}: realignment roll ({f['left']} left)",
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
        state.degrade_defcon(1, owner, reason=f"coup in the battleground {NAMES[i]}")
        if state.over:
            return 0
    roll = state.rng.die()
    mod = coup_modifier(state, side, i)
    net = roll + ops + mod - 2 * STAB[i]
    text = (f"Coup in {NAMES[i]} by {SIDE_NAME[side]}: roll {roll} + {ops} ops"
            + (f" {mod:+d}" if mod else "") + f" - 2x{STAB[i]} stability = {net}")
    if net > 0:
        removed = min(net, state.inf[o][i])
        state.add_inf(o, i, -removed)
        added = net - removed
        if added:
            state.add_inf(side, i, added)
        state.say(f"{text}: success, {SIDE_NAME[o]} loses {removed}"
                  + (f", {SIDE_NAME[side]} gains {added}" if added else "") + ".")
    else:
        state.say(f"{text}: the coup fails.")
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
        return "6.3: choose the target of the coup attempt (coup:Country)"
    i = INDEX[name]
    if f["countries"] is not None and i not in f["countries"]:
        return f"the event does not allow a coup in {name}"
    return coup_blocked(state, f["side"], i, free=f["free"],
                        ignore_defcon=f["ignore_defcon"]) or "not allowed"


def _coup_label(state, f, action):
    name = action.arg
    i = INDEX[name]
    return f"Coup in {name} ({plural(total_if(f, i), 'op')} vs {2 * STAB[i]})"


decision("coup", legal=_coup_legal, apply=_coup_apply,
         prompt=lambda s, f: f"{SIDE_NAME[f['side']]}: choose the target of the coup "
                             f"({_ops_text(f['points'])})",
         why=_coup_why, label=_coup_label)

__all__ = ["start_ops", "ops_value", "scope_bonuses", "accessible", "place_cost", "realign",
           "coup", "push_coup", "push_realign", "realign_blocked", "coup_blocked",
           "realign_targets", "coup_targets",
           "defcon_closed", "country", "CALLS", "call"]
