"""Advice for the player about to decide (issue 15): warnings before a move that loses or
costs the game, and previews of what a choice would do. Advice never blocks a legal move
and never changes the game: the UI shows it and asks for a confirm.

:func:`advice` returns ``{action: {"warning": message} | {"preview": message}}`` for
the pending decision of ``side``:

* **DEFCON 1** (8.1.3, 8.1.7): the move brings DEFCON to 1 with the mover responsible,
  whatever the mover does next in the same action round (a battleground coup at DEFCON 2,
  an opponent's DEFCON-lowering event played for operations...);
* **a scoring card still held** (4.5 D, 11.1.2): the card played leaves more scoring
  cards in hand than action rounds left;
* **military operations short** (8.2.1): in the mover's last action round of the turn,
  the move leaves the mover short of the required military operations whatever it does
  next in the round, with the VP it will cost;
* **coup previews** (6.3): the chance of success and what a battleground does to DEFCON;
* **placement previews** (6.1, 2.1.4): a point that changes who controls the country.

"Whatever the mover does next" is judged on a few random continuations of the mover's
own decisions, with dice of its own (never the game's: the advice must not tell the
future rolls), in a position rebuilt from the mover's own view
(:func:`.determinize.determinize`, with a fixed seed): the opponent's hand, a secret
headline and the draw pile are dealt at random there, so advice can never depend on
them (tests/twilight/test_advice.py checks it). Only positions where a warning is
possible are examined, so advice stays cheap enough for every redraw.
"""

from __future__ import annotations

from engine.core import Rng
from engine.core.i18n import N_, msg, nmsg

from . import board as B
from . import cards as C
from . import terms as T
from .determinize import determinize

USSR, US = B.USSR, B.US
SIDE_NAME = B.SIDES
TRIES = 3
MAX_STEPS = 40
MAX_SIMULATED = 12       # decisions with more actions than this are not simulated


def _continue(state, action: str, side: int, k: int):
    """A copy of ``state`` after ``action`` and random choices of ``side`` until the
    action round ends, the opponent decides or the game ends. In the headline phase the
    opponent's headline is chosen at random too (from the cards the copy dealt it), and
    both headlines resolve: the order of the headlines matters (4.5, 8.1.3)."""
    c = state.clone()
    c.rng = Rng(0xAD71CE + 7919 * k)
    slot = (state.turn, state.ar, state.ar_side)
    headline = state.stack[-1]["kind"] == "headline"
    c.apply_unchecked(action)
    chooser = Rng(k)
    for _ in range(MAX_STEPS):
        if c.over or (c.turn, c.ar, c.ar_side) != slot:
            break
        if c.deciding_side != side and not headline:
            break
        legal = c.legal_actions()
        c.apply_unchecked(legal[chooser.randbelow(len(legal))])
    return c


def _nuclear_loss(c, side) -> bool:
    return c.over and c.end_reason == "nuclear_war" and c.winner == 1 - side


def _last_round(state, side) -> bool:
    return state.ar_side == side and state.ar_done[side] >= state.action_rounds(side)


def advice(state, side: int | None) -> dict:
    """Warnings and previews for ``side``'s pending decision (empty for anyone else)."""
    if side is None or state.over or state.deciding_side != side:
        return {}
    f = state.stack[-1]
    legal = state.legal_actions()
    out: dict = {}
    seen = []

    def known():
        """The position as ``side`` may know it (hidden cards dealt at random, seeded)."""
        if not seen:
            seen.append(determinize(state.view(state.seat_of(side)), Rng(0x5EED),
                                    type(state)))
        return seen[0]

    in_round = state.step == "ar" and state.ar_side == side
    risky_defcon = state.defcon <= 3
    short_ops = in_round and _last_round(state, side) and state.milops[side] < state.defcon
    if f["kind"] == "play" and in_round:
        _scoring_warnings(state, side, legal, out)
    if f["kind"] == "coup":
        _coup_previews(state, side, f, legal, out)
    if f["kind"] == "points":
        _placement_previews(state, side, legal, out)
    if short_ops:
        _milops_warnings(state, side, f, legal, out, known)
    # placing points one at a time never moves DEFCON, and long lists cost too much to
    # simulate on every redraw: the choice that led there was judged already
    # (choosing the card to play is judged at DEFCON 2 only: at 3 the danger needs two
    # drops, judged when the card's use is chosen)
    if risky_defcon and (f["kind"] == "coup" or len(legal) <= MAX_SIMULATED) \
            and (f["kind"] != "play" or state.defcon <= 2):
        for a in legal:
            ends = [_continue(known(), a, side, k) for k in range(TRIES)]
            if all(_nuclear_loss(c, side) for c in ends):
                out.setdefault(a, {})["warning"] = msg(
                    "8.1.3: this brings DEFCON to 1 and you are responsible: nuclear war, "
                    "you lose the game.") if f["kind"] != "headline" else msg(
                    "8.1.3, 4.5: as a headline this card is likely to bring DEFCON to 1 "
                    "with you responsible (the headlines resolve by operations, the "
                    "higher first; the opponent's is unknown): nuclear war, you lose.")
    return out


def _short_text(state, side, have: int):
    cost = state.defcon - have
    return msg("8.2.1: you will end the turn with {ops} of the {required} required: "
               "{penalty}.", ops=nmsg("{n} military operation", "{n} military operations",
                                      have),
               required=state.defcon,
               penalty=nmsg("{side} gains {n} VP", "{side} gains {n} VP", cost,
                            side=T.side(1 - side)))


def _milops_warnings(state, side, f, legal, out, known) -> None:
    """Last action round, short of military operations: warn on the choice that gives up
    the coup still possible (operations used for influence or realignment, the card put
    on the Space Race, an event that credits none)."""
    have = state.milops[side]
    if f["kind"] == "ops" and "coup" in legal:
        for a in legal:
            if a != "coup":
                out.setdefault(a, {})["warning"] = _short_text(state, side, have)
    elif f["kind"] == "use" and "ops" in legal:
        for a in legal:
            if a == "space":
                out.setdefault(a, {})["warning"] = _short_text(state, side, have)
            elif a == "event":
                ends = [_continue(known(), a, side, k) for k in range(TRIES)]
                best = max(c.milops[side] for c in ends)
                if all(not c.over for c in ends) and best < state.defcon:
                    out.setdefault(a, {})["warning"] = _short_text(state, side, best)


def _scoring_warnings(state, side, legal, out) -> None:
    held = [c for c in state.hands[side] if C.SCORING[c]]
    if not held:
        return
    left_after = state.action_rounds(side) - state.ar_done[side]
    cards = [int(a[5:]) for a in legal if a.startswith("card:")]
    avoidable = any(len(held) - (c in held) <= left_after for c in cards)
    for a in legal:
        if a.startswith("card:") and avoidable:
            card = int(a[5:])
            still = len(held) - (1 if card in held else 0)
            if still > left_after:
                out[a] = {"warning": msg(
                    "4.5 D: after this card you will still hold {cards} with {rounds} left: a "
                    "scoring card may not be held at the end of the turn (4.5 D; 11.1.2: you "
                    "lose the game).",
                    cards=nmsg("{n} scoring card", "{n} scoring cards", still),
                    rounds=nmsg("{n} action round", "{n} action rounds", left_after))}


#: a coup's odds (6.3) by (chance, battleground: DEFCON falls, 6.3.4)
_COUP_ODDS = {
    ("some", False): N_("Coup in {country}: succeeds on a roll of {roll}+ ({percent}%)."),
    ("some", True): N_("Coup in {country}: succeeds on a roll of {roll}+ ({percent}%); "
                       "battleground: DEFCON falls to {defcon}."),
    ("always", False): N_("Coup in {country}: always succeeds."),
    ("always", True): N_("Coup in {country}: always succeeds; battleground: DEFCON falls to "
                         "{defcon}."),
    ("never", False): N_("Coup in {country}: cannot succeed."),
    ("never", True): N_("Coup in {country}: cannot succeed; battleground: DEFCON falls to "
                        "{defcon}."),
}


def _coup_previews(state, side, f, legal, out) -> None:
    from .ops import total_if, coup_modifier
    for a in legal:
        i = B.INDEX[a.partition(":")[2]]
        ops = total_if(f, i)
        need = 2 * B.STABILITY[i] - ops - coup_modifier(state, side, i)   # roll must beat it
        wins = sum(1 for roll in range(1, 7) if roll > need)
        odds = "some" if 0 < wins < 6 else "always" if wins == 6 else "never"
        args = {"country": T.country(i)}
        if odds == "some":
            args.update(roll=max(1, need + 1), percent=round(100 * wins / 6))
        if B.BATTLEGROUND[i]:
            args["defcon"] = state.defcon - 1
        out[a] = {"preview": msg(_COUP_ODDS[odds, bool(B.BATTLEGROUND[i])], **args)}


def _placement_previews(state, side, legal, out) -> None:
    for a in legal:
        verb, _, name = a.partition(":")
        if verb != "inf" or name not in B.INDEX:
            continue
        i = B.INDEX[name]
        before = _controller(state.inf, i)
        inf = [list(state.inf[0]), list(state.inf[1])]
        inf[side][i] += 1
        after = _controller(inf, i)
        if after != before:
            out[a] = {"preview": msg("{country}: {side} control after this point.",
                                     country=T.country(i), side=T.side(after))
                      if after is not None else
                      msg("{country}: no control after this point.", country=T.country(i))}


def _controller(inf, i):
    for s in (USSR, US):
        if B.controls(inf, s, i):
            return s
    return None
