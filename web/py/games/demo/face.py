"""The demo game's face (the contract is in ``faces.py``)."""

from __future__ import annotations

from engine.core.i18n import N_

BLURB = N_("2 players · a short dice game to try the app")
LISTED_LAST = True
SIDE_CONTEXT = "demo player"
OPTION_WORDS = {
    "target": (N_("Points to win"), {20: "20", 30: "30", 50: "50"}, ""),
}
