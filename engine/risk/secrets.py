"""Risk's secrets for play across devices (engine.core.remote): the territory cards (the
face-down pile, each player's or team's hand, the cards given to the neutral armies)
and the secret missions. The discard pile is public (every set traded is shown), a
claimed mission too, and every mission at the end (the view's rules, :mod:`.view`)."""

from __future__ import annotations

from engine.core.remote.secrets import Secrets

from .cards import JOKER_IDS, N_CARDS
from .missions import PILES


class RiskSecrets(Secrets):
    max_actions = 60_000

    def cards(self, options: dict) -> list:
        missions = [m for pile in PILES for m in pile] if options.get("variant") == "missions" \
            else []
        return list(range(N_CARDS)) + missions

    def secret_pile(self, state, items: list) -> bool:
        if state is not None:
            return items is state.deck
        # the setup: the pile of territory cards and the four piles of missions are face
        # down; the territories dealt at random are dealt face up
        return len(items) == N_CARDS or (bool(items) and isinstance(items[0], str))

    def visible(self, state, seat: int) -> set:
        out = set(state.hands[state._holder(seat)])
        if state.missions is not None:
            out.update(state.missions[seat])
        return out

    def public(self, state) -> set:
        out = set(state.discard)
        if state.missions is not None:
            for q, row in enumerate(state.missions):
                shown = sum(state.claimed[q]) >= 3 or state.win is not None
                out.update(m for r, m in enumerate(row) if shown or state.claimed[q][r])
        return out

    def named(self, state, action: str) -> list:
        """The cards an action names: a set traded (``trade:A,B,C``) and the active
        2-player game's bribe (``bribe:Neutral:Card``, a card given face down but named)."""
        hand = state.hands[state._holder(state.current)] if state.current is not None \
            and 0 <= state.current < state.n else []
        if action.startswith("bribe:"):
            return state._parse_cards(action.split(":")[2], state.hands[state.current]) or []
        if action.startswith("trade:"):
            return state._parse_cards(action.split(":", 1)[1], hand) or []
        return []

    def alike(self, a, b) -> bool:
        """The two jokers are alike: an action names either as "Joker"."""
        return a != b and a in JOKER_IDS and b in JOKER_IDS

    def turns(self, state) -> int:
        return state.turn

    def swap(self, state, a, b) -> None:
        piles = [state.deck, state.discard, *state.hands, *(state.ncards or [])]
        if isinstance(a, str):
            piles = list(state.missions or [])
        for pile in piles:
            for i, c in enumerate(pile):
                if c == a:
                    pile[i] = b
                elif c == b:
                    pile[i] = a


SECRETS = RiskSecrets()
