"""A whole game in each language (issue 21, "done when"): Twilight Struggle (2nd edition and
Deluxe) and Risk played to their end by computer players, and the game screen drawn as
the page draws it (``screens.game`` from ``state.observe``) for the player to move along
the way, the hand-off curtain and the game-over screen, with the language's real catalog
(``web/i18n/LANG.po`` compiled as the build compiles it).

Every text the screens look up must be in the catalog: a lookup that falls through to
English is recorded (a gettext fallback) and fails the test, naming the ids. The screens
must draw without an error in every language, Hebrew right to left included.
"""

from __future__ import annotations

import copy
import gettext
import sys
from pathlib import Path

import pytest

from engine.bots import make_bot
from engine.core import Session
from engine.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
WEB_PY = ROOT / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import i18n as I18N  # noqa: E402  (scripts/i18n.py, on the path by tests/conftest.py)
import lang  # noqa: E402
import screens  # noqa: E402

pytest.importorskip("babel")
pytestmark = pytest.mark.slow          # whole games: the full run, not --quick

GAMES = [
    ("twilight", {}, 3),
    ("twilight", {"edition": "deluxe", "chinese_civil_war": True, "handicap": "USSR+2"}, 8),
    ("risk", {"players": 3}, 5),
    ("risk", {"variant": "missions", "players": 4}, 6),
]
#: one screen in so many moves is drawn (and the last ones, and the end)
EVERY = 15


class Misses(gettext.NullTranslations):
    """The catalog's fallback: what it lacks, noted (and shown in English)."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: set = set()

    def gettext(self, message):
        self.ids.add((None, message))
        return message

    def ngettext(self, singular, plural, n):
        self.ids.add((None, singular))
        return singular if n == 1 else plural

    def pgettext(self, context, message):
        self.ids.add((context, message))
        return message

    def npgettext(self, context, singular, plural, n):
        self.ids.add((context, singular))
        return singular if n == 1 else plural


@pytest.fixture(scope="module")
def catalogs(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("mo")
    return {p.stem: p.read_bytes() for p in I18N.compile_catalogs(out)}


_PLAYED: dict = {}


def _played(game: str, options: dict, seed: int):
    """The game played to its end by computer players (once per test process), and the
    screens' inputs along the way: ``[(observed, handoff)]`` (the mover's screen, the
    curtain), the game over's last."""
    key = (game, tuple(sorted(options.items())), seed)
    if key not in _PLAYED:
        names = ["Ω", "Ψ", "Φ", "Σ"][:options.get("players", 2)]
        session = Session(game, options, seed,
                          players=[{"name": n, "colour": None, "bot": None} for n in names])
        bot, rng = make_bot(game, "easy"), Rng(seed)
        shots = []
        for move in range(20_000):
            state = session.state
            if state.is_over:
                break
            if move % EVERY == 0:
                shots += [(state.observe(state.to_move), False), (state.observe(None), True)]
            session.play(bot.choose(state.observe(state.to_move), rng))
        assert session.state.is_over, "the computer players finish the game"
        shots.append((session.state.observe(None), False))
        _PLAYED[key] = (session, shots)
    return _PLAYED[key]


def _screen(session, observed, handoff) -> str:
    observed = copy.deepcopy(observed)
    observed["table"] = session.record.players
    return screens.game(observed, title=session.spec.title, version="0", handoff=handoff,
                        privacy=False, ui={}, moves=len(session.record.actions),
                        can_undo=bool(session.record.actions),
                        persons=len(session.record.players or []) or 2)


@pytest.mark.parametrize("game,options,seed", GAMES,
                         ids=[f"{g}-{'-'.join(map(str, o.values())) or 'standard'}"
                              for g, o, _s in GAMES])
def test_a_whole_game_is_drawn_in_each_language(catalogs, game, options, seed):
    """(One test per game, its languages in turn: the game is played once.)"""
    session, shots = _played(game, options, seed)
    assert len(shots) > 20
    english: dict = {}
    for code in ("it", "he", "el", "pl"):
        assert lang.use(code, catalogs[code])
        misses = Misses()
        lang._cur.tr.add_fallback(misses)
        try:
            for observed, handoff in shots:
                assert _screen(session, observed, handoff)
            assert 'data-over="1"' in _screen(session, *shots[-1])
            assert lang.rtl() == (code == "he")
        finally:
            lang.use("en")
        if misses.ids:
            english[code] = sorted(misses.ids, key=str)
    assert not english, "texts shown in English (python scripts/i18n.py missing LANG): " + \
        "; ".join(f"{code}: {len(ids)} {ids[:12]}" for code, ids in english.items())
