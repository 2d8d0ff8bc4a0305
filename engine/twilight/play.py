"""Card play in an action round (5.0-5.4, 6.0, 6.4, 7.0, 9.x).

Decisions: ``play`` (``card:N``, or ``pass`` when allowed), ``use`` (``event`` / ``ops`` /
``space``), ``timing`` (``event_first`` / ``ops_first``: 5.2, the phasing player decides
whether the opponent's event happens before or after his operations), ``space_roll``
(``roll`` / ``decline``, optional rule).

Calls: ``run_event``, ``event_done``, ``begin_ops``, ``end_card`` (where the card goes
afterwards: removed if a starred event happened, beside the map if persistent, else the
discard pile; the China Card to the opponent face down).

A card being played sits in ``state.resolving`` (one entry per card, a dict with
``card``, ``player``, ``how``, ``event`` (did its event happen), ``dest`` (an event may
force where the card goes: "discard", "removed", "in_play", "hand", "none")).
"""

from __future__ import annotations

from engine.core.i18n import msg, nmsg

from . import board as B
from . import cards as C
from . import space as SP
from . import terms as T
from .events import EVENTS, blocked, implemented
from .rules import RULES, call, decision
from .ops import ops_value, start_ops

SIDE_NAME = B.SIDES
CHINA = C.CHINA


def _entry(state, card):
    for r in reversed(state.resolving):
        if r["card"] == card:
            return r
    return None


# ---------------------------------------------------------------- choosing a card
def _play_legal(state, f):
    side = f["side"]
    acts = ["card:%d" % c for c in state.playable_cards(side)]
    if f.get("optional") or not state.hands[side]:
        # optional extra round (6.4.4 box 8), or only the China Card left (9.8): may pass
        scoring = [c for c in state.hands[side] if C.SCORING[c]]
        if not scoring:
            acts.append("pass")
    return acts


def _play_apply(state, f, action):
    side = f["side"]
    state.pop()
    if action == "pass":
        state.say(msg("{side} passes (action round {round}).", side=T.side(side),
                      round=state.ar))
        return
    card = action.number
    if card == CHINA:
        state.china = None
    else:
        state.hands[side].remove(card)
    begin_card(state, side, card)
    state.push({"kind": "use", "side": side, "card": card})


def begin_card(state, side: int, card: int, headline: bool = False) -> dict:
    """Put ``card`` (already taken from where it was) into play by ``side``."""
    entry = {"card": card, "player": side, "how": None, "event": False, "dest": None,
             "headline": headline}
    state.resolving.append(entry)
    state.card_player = side
    state.defcon_owner = side
    state.reveal()
    return entry


def _play_why(state, f, action):
    side = f["side"]
    if action == "pass":
        if any(C.SCORING[c] for c in state.hands[side]):
            return msg("2.2.1: scoring cards cannot be held: play one")
        return msg("5.1: a player may not pass while he has cards to play")
    if not action.verb == "card" or action.number is None:
        return msg("choose a card to play (card:N)")
    card = action.number
    if card == CHINA:
        if state.china != side:
            return msg("9.3: you do not hold the China Card")
        if not state.china_up:
            return msg("9.3: the China Card was passed to you face down this turn")
        if any(C.SCORING[c] for c in state.hands[side]):
            return msg("9.5: the China Card cannot be played if that means holding a scoring "
                       "card")
        return msg("the China Card cannot be played now")
    if card not in state.hands[side]:
        return msg("5.1: card {number} is not in your hand", number=card)
    return msg("2.2.1 / 4.5 D: scoring cards cannot be held: your remaining action rounds "
               "must be used for your scoring cards")


def _play_label(state, f, action):
    if action == "pass":
        return msg("Pass")
    card = action.number
    ops = C.OPS[card]
    return nmsg("{card} ({n} op)", "{card} ({n} ops)", ops, card=T.card(card)) if ops \
        else T.card(card)


decision("play", legal=_play_legal, apply=_play_apply,
         prompt=lambda s, f: msg("{side}: action round {round}, turn {turn}: choose a card to "
                                 "play", side=T.side(f["side"]), round=s.ar, turn=s.turn),
         why=_play_why, label=_play_label)


# ---------------------------------------------------------------- how to use it
def event_allowed(state, side: int, card: int):
    """Why ``side`` may not play ``card`` as its event (None if it may; 7.1, 7.5)."""
    if card == CHINA:
        return msg("9.0: the China Card has no event; use its operations")
    if card not in EVENTS:
        return msg("the event of {card} is not implemented yet", card=C.title(card))
    if C.is_opponents(card, side):
        return msg("7.1: only events of your own side or of both sides may be played as "
                   "events")
    why = blocked(state, side, card)
    if why:
        return msg("7.5: the event cannot be played now ({reason})", reason=why[1])
    return None


def space_allowed(state, side: int, card: int):
    """Why ``side`` may not use ``card`` in the Space Race (None if it may; 6.4)."""
    if C.SCORING[card]:
        return msg("2.2.1: a scoring card has no operations value")
    pos = state.space[side]
    if pos >= SP.FINAL:
        return msg("6.4.6: you reached the last box of the Space Race")
    if state.space_tries[side] >= SP.attempts_allowed(state.space, side):
        return msg("6.4.2: only one Space Race card per turn (two with {box})",
                   box=T.space_box(SP.ABILITY_BOX["two_attempts"]))
    need = SP.SPACE[pos + 1].ops
    if ops_value(state, side, card) < need:
        return nmsg("6.4.1: the next box ({box}) needs a card of {n}+ operations",
                    "6.4.1: the next box ({box}) needs a card of {n}+ operations", need,
                    box=T.space_box(pos + 1))
    return None


def _use_legal(state, f):
    side, card = f["side"], f["card"]
    acts = []
    if event_allowed(state, side, card) is None:
        acts.append("event")
    if C.OPS[card] > 0:
        acts.append("ops")
        if space_allowed(state, side, card) is None:
            acts.append("space")
    return acts


def _use_apply(state, f, action):
    side, card = f["side"], f["card"]
    state.pop()
    entry = _entry(state, card)
    entry["how"] = action
    state.push_call("end_card", card=card)
    effects = state.effects
    if effects:
        for effect, fn in RULES.hooks["card_used"]:
            if effect in effects:
                fn(state, side, card, action)
    if action == "event":
        state.say(msg("{side} plays {card} as an event.", side=T.side(side),
                      card=C.title(card)))
        state.push_call("run_event", card=card, side=side)
    elif action == "space":
        state.say(msg("{side} plays {card} on the Space Race (its event does not happen, "
                      "6.4.5).", side=T.side(side), card=C.title(card)))
        space_attempt(state, side, card)
    else:
        pts = ops_value(state, side, card)
        state.say(nmsg("{side} plays {card} for {n} operation.",
                       "{side} plays {card} for {n} operations.", pts, side=T.side(side),
                       card=C.title(card)))
        if card != CHINA and C.is_opponents(card, side):
            opp = 1 - side
            why = blocked(state, opp, card)
            if why is None:
                state.push({"kind": "timing", "side": side, "card": card})
                return
            if why[0] == "unimplemented":
                state.say(msg("WARNING: the {side} event of {card} would happen (5.2) but is "
                              "not implemented; it is skipped.", side=T.side(opp),
                              card=C.title(card)))
            else:
                state.say(msg("The {side} event does not happen (5.2: {reason}); the card is "
                              "discarded.", side=T.side(opp), reason=why[1]))
        state.push_call("begin_ops", card=card, side=side)


def _use_why(state, f, action):
    side, card = f["side"], f["card"]
    if action == "event":
        return event_allowed(state, side, card)
    if action == "space":
        return space_allowed(state, side, card)
    if action == "ops":
        return msg("2.2.1: scoring cards have no operations; play them as events")
    return msg("choose event, ops or space")


def _use_label(state, f, action):
    side, card = f["side"], f["card"]
    if action == "event":
        return msg("Event: {card}", card=T.card(card))
    if action == "space":
        return msg("Space Race ({box})", box=T.space_box(state.space[side] + 1))
    if card != CHINA and C.is_opponents(card, side):
        return msg("Operations ({ops}) + opponent's event", ops=ops_value(state, side, card))
    return msg("Operations ({ops})", ops=ops_value(state, side, card))


def _use_empty(state, f):
    """Never a dead end: a card with no possible use (a scoring card whose event a card
    effect forbids) is discarded, and the action round is over (5.1)."""
    state.say(msg("{card} can be used neither as an event nor for operations; it is "
                  "discarded.", card=C.title(f["card"])))
    state.push_call("end_card", card=f["card"])


decision("use", legal=_use_legal, apply=_use_apply,
         prompt=lambda s, f: msg("{side}: how do you use {card}?", side=T.side(f["side"]),
                                 card=C.title(f["card"])),
         why=_use_why, label=_use_label, empty=_use_empty)


def _timing_apply(state, f, action):
    side, card = f["side"], f["card"]
    state.pop()
    if action == "event_first":
        state.push_call("begin_ops", card=card, side=side)
        state.push_call("run_event", card=card, side=1 - side)
    else:
        state.push_call("run_event", card=card, side=1 - side)
        state.push_call("begin_ops", card=card, side=side)


_TIMING_LABELS = {"event_first": msg("Opponent's event first"),
                  "ops_first": msg("My operations first")}

decision("timing", legal=lambda s, f: ["event_first", "ops_first"], apply=_timing_apply,
         prompt=lambda s, f: msg("{side}: the {other} event of {card} happens: before or "
                                 "after your operations? (5.2)", side=T.side(f["side"]),
                                 other=T.side(1 - f["side"]), card=C.title(f["card"])),
         why=lambda s, f, a: msg("5.2: choose event_first or ops_first"),
         label=lambda s, f, a: _TIMING_LABELS.get(a, a))


@call("begin_ops")
def _begin_ops(state, f):
    start_ops(state, f["side"], f["card"])


# ---------------------------------------------------------------- events
@call("run_event")
def _run_event(state, f):
    """Resolve the event of ``f["card"]`` implemented by ``f["side"]``."""
    card, side = f["card"], f["side"]
    entry = _entry(state, card)
    why = blocked(state, side, card)
    if why is not None:
        state.say(msg("The event of {card} does not happen ({reason}).", card=C.title(card),
                      reason=why[1]))
        return
    if entry is not None:
        entry["event"] = True
    state.events_open += 1
    state.push_call("event_done", card=card, side=side, phasing=state.phasing)
    state.phasing = side
    EVENTS[card].fn(state, side)


@call("event_done")
def _event_done(state, f):
    state.events_open -= 1
    state.phasing = f["phasing"]


def resolve_event(state, card: int, implementer: int, player: int | None = None) -> None:
    """Play the event of ``card`` (already out of any pile or hand) for ``implementer``;
    the card then goes where an event card goes. For events that play another card's
    event (5.2 note: the implementer acts as if he played it)."""
    begin_card(state, implementer if player is None else player, card)
    _entry(state, card)["how"] = "event"
    state.push_call("end_card", card=card)
    state.push_call("run_event", card=card, side=implementer)


@call("end_card")
def _end_card(state, f):
    card = f["card"]
    entry = _entry(state, card)
    state.resolving.remove(entry)
    player = entry["player"]
    if state.resolving:                        # back to the enclosing card (nested play)
        state.card_player = state.defcon_owner = state.resolving[-1]["player"]
    dest = entry["dest"]
    if card == CHINA:
        if state.china is None:               # not taken by an event meanwhile
            state.give_china(1 - player, face_up=False)
    elif dest is None:
        if entry["event"] and C.PERSISTENT[card]:
            dest = "in_play"
        elif entry["event"] and C.STARRED[card]:
            dest = "removed"
        else:
            dest = "discard"
    if dest == "in_play":
        state.in_play.append(card)
    elif dest == "removed":
        state.removed.append(card)
        state.say(msg("{card} is removed from the game.", card=C.title(card)))
    elif dest == "discard":
        state.discard.append(card)
    for effect, fn in RULES.hooks["card_played"]:
        if effect in state.effects:
            fn(state, player, card, entry["how"])


# ---------------------------------------------------------------- space race (6.4)
def space_attempt(state, side: int, card: int | None) -> None:
    state.space_tries[side] += 1
    if state.options.get("space_decline"):
        state.push({"kind": "space_roll", "side": side})
    else:
        space_roll(state, side)


def space_roll(state, side: int) -> bool:
    """Roll for the next Space Race box (6.4.1, 6.4.3, 6.4.4). True on success."""
    box = state.space[side] + 1
    b = SP.SPACE[box]
    roll = state.rng.die()
    if roll > b.max_roll:
        state.say(msg("{side} rolls {roll} for {box} (needs 1-{max}): failure.",
                      side=T.side(side), roll=roll, box=T.space_box(box), max=b.max_roll))
        return False
    return space_advance(state, side, msg("{side} rolls {roll} (needs 1-{max})",
                                          side=T.side(side), roll=roll, max=b.max_roll))


def space_advance(state, side: int, how=None) -> bool:
    """Move ``side`` one box up the Space Race, with its VP (6.4.3). Events use this too:
    ``how`` says how it moved, a whole clause naming the side
    (``msg("{side} advances with {card}", side=..., card=...)``; default "{side}
    advances")."""
    box = state.space[side] + 1
    if box > SP.FINAL:
        return False                           # 6.4.6 nothing beyond the last box
    b = SP.SPACE[box]
    first = state.space[1 - side] < box
    state.space[side] = box
    if how is None:
        how = msg("{side} advances", side=T.side(side))
    state.say(msg("{how}: reaches {box} (box {number}), first.", how=how,
                  box=T.space_box(box), number=box) if first else
              msg("{how}: reaches {box} (box {number}), second.", how=how,
                  box=T.space_box(box), number=box))
    vp = b.first_vp if first else b.second_vp
    if vp:
        state.gain_vp(side, vp, msg("Space Race, {box}", box=T.space_box(box)))
    if b.ability:
        if first:
            state.say(msg("{side} gains the ability of {box} (6.4.4).", side=T.side(side),
                          box=T.space_box(box)))
        else:
            state.say(msg("{side} loses the ability of {box} (6.4.4).",
                          side=T.side(1 - side), box=T.space_box(box)))
    return True


def _space_roll_apply(state, f, action):
    state.pop()
    if action == "roll":
        space_roll(state, f["side"])
    else:
        state.say(msg("{side} declines to roll for the Space Race (optional rule).",
                      side=T.side(f["side"])))


_SPACE_ROLL_LABELS = {"roll": msg("Roll"), "decline": msg("Do not roll")}

decision("space_roll", legal=lambda s, f: ["roll", "decline"], apply=_space_roll_apply,
         prompt=lambda s, f: msg("{side}: roll for the Space Race, or decline?",
                                 side=T.side(f["side"])),
         why=lambda s, f, a: msg("optional rule (Space Race, 6.4.1): roll or decline"),
         label=lambda s, f, a: _SPACE_ROLL_LABELS.get(a, a))

__all__ = ["begin_card", "resolve_event", "space_attempt", "space_roll", "space_advance",
           "event_allowed", "space_allowed", "implemented"]
