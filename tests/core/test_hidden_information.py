"""Hidden information never reaches a player (issue 13, item 7): a property test.

For random positions of every game and variant, and for every viewer (each seat, and
None: nobody's eyes, as on the hand-off screen), change what that viewer may not know:

* demo: the other hand against the draw pile, the order of the pile;
* Twilight Struggle: the opponent's unrevealed cards against the draw pile, the order of
  the pile, the opponent's secret headline;
* Risk: other players' (teams') cards against the draw pile, the order of the pile, the
  secret missions of two other players, the neutrals' face-down cards (for nobody's eyes);
* every game: the random generator (the dice and draws still to come).

The changed position is built from the original through the game's fields (the names of
``State.FIELDS``, or of ``snapshot()`` where a game still lists them there), and what the
viewer receives must not change: ``view(viewer)`` (which holds the log), and, when the
viewer is the player to move, the prompt, the legal actions and their labels.
"""

from __future__ import annotations

import json
import random

import pytest

from engine.core.i18n import text
from engine.games import get_spec

# --------------------------------------------------------------------------- helpers


def field_names(state) -> list[str]:
    return list(type(state).FIELDS) or list(state.snapshot())


def changed(state, changes: dict):
    """A copy of ``state`` with some of its fields replaced (and its caches dropped)."""
    names = field_names(state)
    other = state.clone()
    for name, value in changes.items():
        if name == "rng":
            other.rng.state = value
            continue
        assert name in names, f"{name} is not a field of {type(state).__name__}"
        setattr(other, name, value)
    for cache in ("_legal", "_cache"):
        if cache in other.__dict__ or hasattr(type(other), cache):
            setattr(other, cache, None)
    return other


def seen(state, viewer) -> dict:
    """Everything a screen for ``viewer`` is drawn from. The log (plain data: a list of
    messages, thousands in a late game) is compared as it is; the rest goes through JSON
    as the page's data would."""
    view = dict(state.view(viewer))
    log = view.pop("log", None)
    out = {"view": view}
    if viewer is not None and viewer == state.to_move:
        legal = list(state.legal_actions())
        out.update(prompt=state.prompt(), legal=legal,
                   labels=[state.label(a) for a in legal])
    out = json.loads(json.dumps(out, sort_keys=True, default=str))
    out["log"] = log
    return out


def first_difference(a, b, path="") -> str:
    if type(a) is not type(b):
        return f"{path or 'top'}: {a!r:.150} != {b!r:.150}"
    if isinstance(a, dict):
        for key in sorted(set(a) | set(b)):
            if a.get(key) != b.get(key):
                return first_difference(a.get(key), b.get(key), f"{path}.{key}")
    if isinstance(a, list) and len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return first_difference(x, y, f"{path}[{i}]")
    return f"{path or 'top'}: {a!r:.150} != {b!r:.150}"


def _swap_with_pile(rng, hidden: list[int], pile: list[int], k: int = 2):
    """Exchange up to ``k`` random cards of ``hidden`` with cards of ``pile`` (copies)."""
    hidden, pile = list(hidden), list(pile)
    for _ in range(k):
        if not hidden or not pile:
            break
        i, j = rng.randrange(len(hidden)), rng.randrange(len(pile))
        hidden[i], pile[j] = pile[j], hidden[i]
    return hidden, pile


def _reordered(rng, pile: list) -> list:
    pile = list(pile)
    rng.shuffle(pile)
    return pile


def _future(rng) -> dict:
    return {"rng": rng.getrandbits(64)}


# --------------------------------------------------------------------------- the secrets
def secrets_demo(state, viewer, rng):
    out = [("the order of the pile", {"deck": _reordered(rng, state.deck)}),
           ("the dice to come", _future(rng))]
    for p in range(2):
        if p != viewer:
            hands = [list(h) for h in state.hands]
            hands[p], deck = _swap_with_pile(rng, hands[p], state.deck)
            out.append((f"the hand of {state.players[p]} against the pile",
                        {"hands": hands, "deck": deck}))
    return out


def secrets_twilight(state, viewer, rng):
    out = [("the order of the draw pile", {"deck": _reordered(rng, state.deck)}),
           ("the draws and dice to come", _future(rng))]
    mine = None if viewer is None else state.side_of(viewer)
    for side in (0, 1):
        if side == mine:
            continue
        shown = state.shown[side]
        if shown and shown.get("live"):
            continue                        # the whole hand is on the table
        known = set(shown["cards"]) if shown else set()
        hands = [list(h) for h in state.hands]
        secret = [c for c in hands[side] if c not in known]
        secret, deck = _swap_with_pile(rng, secret, state.deck, k=3)
        hands[side] = sorted([c for c in hands[side] if c in known] + secret)
        out.append((f"side {side}'s unrevealed cards against the draw pile",
                    {"hands": hands, "deck": deck}))
        card = state.headline[side]
        if card is not None and not state.headline_shown[side]:
            hands = [list(h) for h in state.hands]
            pool = [c for c in hands[side] if c not in known]
            if pool:
                other = rng.choice(pool)
                hands[side][hands[side].index(other)] = card
                headline = list(state.headline)
                headline[side] = other
                out.append((f"side {side}'s secret headline (from its hand)",
                            {"hands": hands, "headline": headline}))
            if state.deck:
                deck = list(state.deck)
                j = rng.randrange(len(deck))
                headline = list(state.headline)
                headline[side], deck[j] = deck[j], card
                out.append((f"side {side}'s secret headline (from the pile)",
                            {"deck": deck, "headline": headline}))
    return out


def secrets_risk(state, viewer, rng):
    out = [("the order of the draw pile", {"deck": _reordered(rng, state.deck)}),
           ("the dice to come", _future(rng))]
    own = None if viewer is None else state._holder(viewer)
    for h in range(len(state.hands)):
        if h != own:
            hands = [list(x) for x in state.hands]
            hands[h], deck = _swap_with_pile(rng, hands[h], state.deck)
            out.append((f"the cards of hand {h} against the pile",
                        {"hands": hands, "deck": deck}))
            hands = [list(x) for x in state.hands]
            hands[h], deck = _swap_with_pile(rng, hands[h], state.deck, k=len(hands[h]))
            out.append((f"all the cards of hand {h} against the pile",
                        {"hands": hands, "deck": deck}))
    if state.missions and state.win is None:
        for rank in range(4):
            hidden = [q for q in range(state.n) if q != viewer and not state.claimed[q][rank]
                      and sum(state.claimed[q]) < 3]
            if len(hidden) >= 2:
                a, b = rng.sample(hidden, 2)
                missions = [list(m) for m in state.missions]
                missions[a][rank], missions[b][rank] = missions[b][rank], missions[a][rank]
                out.append((f"the secret rank-{rank} missions of players {a} and {b}",
                            {"missions": missions}))
    if viewer is None and state.active and any(state.ncards):
        ncards = [list(c) for c in state.ncards]
        k = next(i for i, c in enumerate(ncards) if c)
        ncards[k], deck = _swap_with_pile(rng, ncards[k], state.deck)
        out.append(("a neutral's face-down cards against the pile",
                    {"ncards": ncards, "deck": deck}))
    return out


SECRETS = {"demo": secrets_demo, "twilight": secrets_twilight, "risk": secrets_risk}

# (game, options, moves to play, positions looked at (about twice this), seed)
CASES = [
    ("demo", {"target": 30}, 80, 30, 1),
    ("demo", {"target": 50}, 120, 30, 2),
    ("twilight", {}, 400, 50, 1),
    ("twilight", {}, 400, 50, 2),
    ("twilight", {"tournament": True, "bidding": True, "realign_mixed": True,
                  "space_decline": True}, 400, 50, 3),
    ("twilight", {"realign_no_defcon": True, "realign_no_loss": True}, 400, 40, 4),
    ("risk", {"variant": "classic", "players": 3}, 1500, 15, 1),
    ("risk", {"variant": "classic", "players": 5}, 1500, 15, 2),
    ("risk", {"variant": "two-player-passive", "players": 2}, 1500, 15, 3),
    ("risk", {"variant": "two-player-active", "players": 2}, 3000, 15, 4),
    ("risk", {"variant": "missions", "players": 4}, 1500, 15, 5),
    ("risk", {"variant": "teams", "players": 4}, 1500, 15, 6),
    ("risk", {"variant": "teams", "players": 6}, 1500, 12, 7),
]


def _case_id(case) -> str:
    game, options, seed = case[0], case[1], case[4]
    return game + "".join(f"-{k}={v}" for k, v in options.items() if v is not False) \
        + f"-seed{seed}"


def _decision(state) -> tuple:
    """What kind of decision is pending (the first words of the prompt), and whose."""
    words = "".join(ch for ch in str(state.prompt()) if not ch.isdigit()).split()
    return state.to_move, " ".join(words[:4])


def positions(game: str, options: dict, seed: int, moves: int, most: int):
    """Positions of a random game: the first of each kind of decision (the start of a
    prompt, a player), at most ``most`` of them, and about ``most`` others at random."""
    state = get_spec(game).new(options, seed)
    chooser = random.Random(seed * 7919)
    kinds: set = set()
    for step in range(moves):
        if state.is_over:
            return
        kind = _decision(state)
        new = kind not in kinds and len(kinds) < most
        if new or chooser.random() < most / moves:
            kinds.add(kind)
            yield step, state, chooser
        state.apply_unchecked(chooser.choice(state.legal_actions()))


@pytest.mark.parametrize("case", CASES, ids=_case_id)
def test_what_a_viewer_may_not_know_changes_nothing_they_see(case):
    game, options, moves, most, seed = case
    leaks: dict[str, str] = {}
    looked = 0
    for step, state, chooser in positions(game, options, seed, moves, most):
        for viewer in [None, *range(len(state.players))]:
            before = seen(state, viewer)
            for what, changes in SECRETS[game](state, viewer, chooser):
                other = changed(state, changes)
                if other.snapshot() == state.snapshot() and "rng" not in changes:
                    continue            # nothing moved (e.g. an empty hand)
                after = seen(other, viewer)
                looked += 1
                if after != before:
                    who = "nobody (hand-off screen)" if viewer is None \
                        else f"{state.players[viewer]} (seat {viewer})"
                    leaks.setdefault(f"{who} / {what}",
                                     f"after move {step} ({state.prompt()!r:.80}): "
                                     + first_difference(before, after))
    assert looked > 20, "too few positions looked at"
    assert not leaks, (f"{game} {options}: what a viewer must not know changes what they "
                       f"see ({len(leaks)} kinds):\n"
                       + "\n".join(f"- {k}: {v}" for k, v in sorted(leaks.items())[:12]))


def test_the_changed_positions_really_differ():
    """The property cannot pass by changing nothing: each kind of secret is changed."""
    kinds = set()
    for game, options, moves, most, seed in CASES:
        for _, state, chooser in positions(game, options, seed + 10, moves, most):
            for viewer in (None, 0):
                for what, changes in SECRETS[game](state, viewer, chooser):
                    if changed(state, changes).snapshot() != state.snapshot():
                        kinds.add(what)
    text = " | ".join(sorted(kinds))
    for words in ("order of the", "against the pile", "secret headline", "missions of",
                  "neutral's face-down"):
        assert words in text, f"no position changed {words!r}: {text}"
