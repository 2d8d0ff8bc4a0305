"""Risk's colours: the players' (the face's one table, or a colour a seat chose), the
neutral armies', the teams', the sea's."""

from __future__ import annotations

from games.risk import face


# ---------------------------------------------------------------- colours
# Players are named after their colour in the engine: (strong, tint of their land, ink),
# one table with the colours the new-game form offers (the face's).
PLAYER_COLOURS = face.PLAYER_COLOURS

FALLBACK = (("#6b46c1", "#cdbdf0", "#fff"), ("#0f766e", "#9fd8d1", "#fff"),
            ("#9d174d", "#efb1c9", "#fff"), ("#4a5568", "#c3cad4", "#fff"))

# 2-player neutral armies: all grey land, told apart by the badge's colour.
NEUTRAL_LAND = "#c3c7cc"

NEUTRAL_BADGE = {"Yellow": "#c9a227", "Blue": "#5b7fa8", "Grey": "#7d838a",
                 "Black": "#33383d"}

TEAM_COLOURS = (("#d9822b", "#f5cfa6"), ("#7e57c2", "#d4c6ef"))   # Team A, Team B

SEA = "#cfe3ee"

SEA_LINE = "#4f7892"


# ---------------------------------------------------------------- reading the view
def _colours_of(view) -> dict:
    """Unit name -> (strong, tint, ink, kind) for players and neutral armies."""
    out = {}
    players = list(view.get("players") or [])
    for i, name in enumerate(players):
        strong, tint, ink = PLAYER_COLOURS.get(name, FALLBACK[i % len(FALLBACK)])
        chosen = getattr(view, "seats", {}).get(name, (None, None))[1]
        if chosen:                                  # the colour chosen for this seat
            strong, tint, ink = _shades(chosen)
        out[name] = (strong, tint, ink, "player")
    for n in view.get("neutrals") or []:
        name = n["name"]
        if name not in out:
            out[name] = (NEUTRAL_BADGE.get(name, "#7d838a"), NEUTRAL_LAND, "#fff", "neutral")
    return out


def _shades(colour: str) -> tuple[str, str, str]:
    """(strong, tint of the land, ink on the strong colour) from a ``#rrggbb`` colour."""
    r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    tint = "#" + "".join(f"{round(v + (255 - v) * 0.55):02x}" for v in (r, g, b))
    light = 0.299 * r + 0.587 * g + 0.114 * b > 160
    return colour.lower(), tint, "#1d232b" if light else "#fff"


def _ally_of(view) -> dict:
    """2-player active game: neutral name -> the player it is allied with."""
    return {n["name"]: n["ally"] for n in view.get("neutrals") or [] if n.get("ally")}


def _team_of(view) -> dict:
    out = {}
    for i, team in enumerate(view.get("teams") or []):
        for p in team.get("players", []):
            out[p] = i
    return out
