"""Twilight Struggle's secrets for play across devices (engine.core.remote): the draw
pile (face down, reshuffled by the masked deck), each side's hand, a headline until it
is shown, the cards Our Man in Tehran lets the US look at. Public: the discards, the
removed cards, the cards in play or being resolved, a headline once shown; a hand shown
to the opponent (CIA Created, Lone Gunman, Aldrich Ames...) is seen by both devices."""

from __future__ import annotations

from engine.core.remote.secrets import Secrets

from . import cards as C
from .board import US
from .events import implemented
from .events.c108_our_man_in_tehran import peeked


#: actions that name a card of the actor's hand (``verb:N``)
CARD_VERBS = frozenset(("card", "headline", "discard", "un", "give"))


class TwilightSecrets(Secrets):
    max_actions = 4000

    def cards(self, options: dict) -> list:
        return sorted({c for era in ("early", "mid", "late")
                       for c in C.era_cards(options, era) if implemented(c)})

    def secret_pile(self, state, items: list) -> bool:
        return True                     # the only shuffles are of the draw pile

    def visible(self, state, seat: int) -> set:
        side = state.seat_side[seat]
        out = set(state.hands[side])
        if state.headline[side] is not None:
            out.add(state.headline[side])
        shown = state.shown[1 - side]
        if shown:
            out.update(state.hands[1 - side] if shown.get("live") else shown["cards"])
        if side == US:
            out.update(peeked(state))
        return out

    def public(self, state) -> set:
        out = set(state.discard) | set(state.removed) | set(state.in_play)
        out.update(r["card"] for r in state.resolving)
        out.update(c for s, c in enumerate(state.headline)
                   if c is not None and state.headline_shown[s])
        return out

    def secret_choice(self, state, action: str) -> bool:
        """4.5 C: the headlines are chosen at the same time (a headline the rules make
        shown first, 6.4.4, is not secret)."""
        f = state.stack[-1] if state.stack else None
        return (action.startswith("headline:") and f is not None
                and f.get("kind") == "headline" and not f.get("show"))

    def named(self, state, action: str) -> list:
        """A card chosen from a hand (played, headlined, discarded, given) is shown."""
        verb, _, arg = action.partition(":")
        if verb in CARD_VERBS and arg.isdigit():
            return [int(arg)]
        return []

    def turns(self, state) -> int:
        return state.turn

    def swap(self, state, a, b) -> None:
        def flip(c):
            return b if c == a else a if c == b else c
        for pile in (state.deck, *state.hands):
            pile[:] = [flip(c) for c in pile]
        state.headline = [flip(c) for c in state.headline]
        for shown in state.shown:
            if shown and "cards" in shown:
                shown["cards"] = sorted(flip(c) for c in shown["cards"])


SECRETS = TwilightSecrets()
