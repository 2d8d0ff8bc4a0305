"""What each player of Twilight Struggle may see: the only door from a position to a
screen, a bot or a log. Nothing here may depend on the opponent's hand, an unrevealed
headline or the draw order.
"""

from __future__ import annotations

from . import board as B

USSR, US = B.USSR, B.US
NAMES = B.NAMES
N = B.N


def build_view(state, player) -> dict:
    """The view of seat ``player`` (None: a spectator), with the log."""
    side = None if player is None else state.side_of(player)
    v = public_view(state, side)
    v["log"] = list(state.log)
    return v


def public_view(state, side) -> dict:
    """The view without the log: what ``side`` (None: a spectator) may see."""
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
    mine = top is not None and side is not None and top.get("side") == side
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
        "prompt": state.prompt() if top is not None and mine else None,
        "pending": None if top is None else top["kind"],
        "over": state.over, "winner": state.winner, "end_reason": state.end_reason,
    }

