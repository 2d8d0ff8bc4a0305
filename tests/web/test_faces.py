"""One home per game on the page side (issue 30): every page-side fact of a game lives in
``web/py/games/NAME/`` (its face and its board), found by name through ``faces.py``; the
generic modules name no game; a board is a function of its ``BoardContext`` (no module
state); a game registered only here gets a working page through its face alone.

The sources are read with :mod:`ast`, so a new module is covered at once.
"""

from __future__ import annotations

import ast
import re
import sys
import types
from pathlib import Path

import pytest

from engine.core import GameSpec, OptionSpec, Session, registry
from engine.core.i18n import N_
from engine.games import GAMES

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import boards  # noqa: E402
import charts  # noqa: E402
import faces  # noqa: E402
import library  # noqa: E402
import newgame  # noqa: E402
import screens  # noqa: E402
import seats  # noqa: E402

#: every module outside ``games/``: the page's generic machinery
#: (rules_ref.py, the rules reference of issue 35, still keeps its per-game tables itself;
#: they move into each game's face when the page shows the reference)
GENERIC = sorted(p for p in WEB_PY.rglob("*.py")
                 if "games" not in p.relative_to(WEB_PY).parts and p.name != "rules_ref.py")
#: every module of a game's face and board
GAME_MODULES = sorted((WEB_PY / "games").rglob("*.py"))
_IDS = dict(ids=lambda p: p.relative_to(WEB_PY).as_posix())


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _docstrings(tree: ast.Module) -> set[int]:
    """ids of the docstring constants (a docstring may give an example)."""
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef,
                             ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.add(id(first.value))
    return out


def names_of_games(tree: ast.Module, games=GAMES) -> list[tuple[int, str]]:
    """Where a source names a game: a string (not a docstring) holding a game's name as a
    word, an identifier or attribute containing it, an import of ``games.NAME``."""
    docs = _docstrings(tree)
    word = re.compile(r"\b(" + "|".join(map(re.escape, games)) + r")\b")
    found = []
    for node in ast.walk(tree):
        text = None
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in docs:
            text = node.value
        elif isinstance(node, ast.Name):
            text = node.id
        elif isinstance(node, ast.Attribute):
            text = node.attr
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            text = node.name
        elif isinstance(node, ast.ImportFrom) and node.module:
            text = node.module.replace(".", " ")
        elif isinstance(node, ast.Import):
            text = " ".join(a.name.replace(".", " ") for a in node.names)
        if text is None:
            continue
        hit = word.search(text.replace("_", " "))
        if hit:
            found.append((node.lineno, hit.group(1)))
    return found


@pytest.mark.parametrize("path", GENERIC, **_IDS)
def test_a_generic_module_names_no_game(path):
    found = names_of_games(_tree(path))
    assert not found, (f"{path.name} names a game {found}: put it in the game's face "
                       "(web/py/games/NAME/face.py, contract in faces.py)")


def test_the_name_check_sees_each_way_of_naming_a_game():
    for src in ('if game == "twilight": pass', "x = {'risk': 1}", "def _demo(): pass",
                "from games.risk import board", "import board_twilight",
                "charts = _twilight(keys)", 'term("risk player", "Red")'):
        assert names_of_games(ast.parse(src)), src
    fine = '"""A docstring may say twilight."""\nrisky = 1\ngame = face(name)\n'
    assert not names_of_games(ast.parse(fine))


# ---------------------------------------------------------------- boards keep no state
_MUTATORS = {"append", "extend", "insert", "update", "setdefault", "pop", "popitem",
             "clear", "add", "discard", "remove", "sort"}


def module_state(tree: ast.Module) -> list[tuple[int, str]]:
    """Where a module keeps state between calls: a ``global`` statement, or a function
    that changes a module-level name (item or attribute assignment, ``del``, ``+=``, a
    mutating method). A memo of a pure function (``functools.lru_cache``) is not state."""
    top = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else []
        for t in targets:
            top |= {n.id for n in ast.walk(t) if isinstance(n, ast.Name)}
    found = []

    def base(node):
        while isinstance(node, (ast.Subscript, ast.Attribute)):
            node = node.value
        return node.id if isinstance(node, ast.Name) else None

    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        local = {a.arg for a in fn.args.args + fn.args.kwonlyargs}
        for node in ast.walk(fn):
            if isinstance(node, ast.Global):
                found.append((node.lineno, "global " + ", ".join(node.names)))
            elif isinstance(node, (ast.Assign, ast.AugAssign, ast.Delete)):
                targets = node.targets if isinstance(node, (ast.Assign, ast.Delete)) \
                    else [node.target]
                for t in targets:
                    name = base(t)
                    if isinstance(t, (ast.Subscript, ast.Attribute)) and name in top \
                            and name not in local:
                        found.append((node.lineno, name))
            elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
                    and node.func.attr in _MUTATORS:
                name = base(node.func.value)
                if name in top and name not in local and not isinstance(
                        node.func.value, ast.Call):
                    found.append((node.lineno, f"{name}.{node.func.attr}"))
    return found


@pytest.mark.parametrize("path", GAME_MODULES, **_IDS)
def test_a_board_keeps_no_module_state(path):
    found = module_state(_tree(path))
    assert not found, (f"{path.name} keeps state in its module {found}: a board is a "
                       "function of its BoardContext (ctx.keep, ctx.ui: boards.py)")


def test_the_state_check_sees_each_way_of_keeping_state():
    for src in ("_K = {}\ndef f(ctx):\n    _K['a'] = 1",
                "_K = []\ndef f(ctx):\n    _K.append(1)",
                "_K = {}\ndef f(ctx):\n    _K.update(a=1)",
                "N = 0\ndef f(ctx):\n    global N\n    N += 1",
                "class G: pass\nG0 = G()\ndef f(ctx):\n    G0.seen = 1"):
        assert module_state(ast.parse(src)), src
    fine = ("import functools\nT = {'a': 1}\n@functools.lru_cache\ndef f(code):\n"
            "    return T['a']\ndef g(ctx):\n    ctx.keep['x'] = 1\n    out = {}\n"
            "    out['a'] = 1\n    return sorted(T).copy()")
    assert not module_state(ast.parse(fine))


def test_a_board_remembers_through_its_context():
    """The Twilight board's card texts: shown after the toggle, in the next context that
    carries the same ``keep``; a new context (another page) starts without them."""
    from engine.twilight.testing import pos
    from games.twilight import board
    state = pos()
    keep: dict = {}
    observed = dict(state.observe(state.to_move), keep=keep)
    before = board.render(boards.context(observed))
    board.on_ui(boards.context(observed), {"ui": "texts"})
    assert keep["texts"] is True
    after = board.render(boards.context(observed))
    assert 'aria-pressed="true"' in after and 'aria-pressed="false"' in before
    assert 'aria-pressed="false"' in board.render(boards.context(
        state.observe(state.to_move)))


# ---------------------------------------------------------------- levels, words
def test_a_level_without_words_shows_its_name_capitalised():
    assert newgame.level_words("hard") == "Hard"
    assert newgame.level_words("grandmaster") == "Grandmaster"


# ---------------------------------------------------------------- a new game, its face alone
TOY = "toyface"


@pytest.fixture
def toy_game(monkeypatch):
    """A game registered only here (engine side: the demo's State with a spec of its
    own), and its page face and board, as modules ``games.toyface.*``."""
    from engine.demo import PigState

    class ToyState(PigState):
        game = TOY

    spec = GameSpec(name=TOY, title="Toy", state_class=ToyState,
                    options=(OptionSpec("target", N_("Target score"), (20, 30, 50), 30),),
                    describe=lambda view, moves, named: (N_("Toy time"), [N_("pebbles")]),
                    changes=lambda before, after: {"lines": [], "places": ["pebble"]})
    monkeypatch.setitem(registry._SPECS, TOY, spec)
    package = types.ModuleType(f"games.{TOY}")
    package.__path__ = []
    face = types.ModuleType(f"games.{TOY}.face")
    face.BLURB = "a toy for the test"
    face.OPTION_WORDS = {"target": ("Pebbles to win", {20: "20", 30: "30", 50: "50"}, "")}
    face.COLOURS = (("Teal", "#0f766e"), ("Plum", "#6b46c1"))
    face.COLOUR_CONTEXT = "toy colour"
    face.round_name = lambda key: f"toy round {key}"
    board = types.ModuleType(f"games.{TOY}.board")
    board.render = lambda ctx: f'<div class="toy-board">{len(ctx.legal)} moves</div>'
    board.buttons = lambda ctx: []
    for module in (package, face, board):
        monkeypatch.setitem(sys.modules, module.__name__, module)
    faces.face.cache_clear()
    yield spec
    faces.face.cache_clear()


def test_a_toy_game_gets_a_working_page_through_its_face_alone(toy_game):
    """The home screen's card and form, a game screen drawn by its own board, the saved
    games' line, the review's changed places and charts: nothing generic names it."""
    games = [("demo", registry.get_spec("demo")), (TOY, toy_game)]
    home = screens.home(games, "1", picked=TOY, options={"target": 30}, resume=None,
                        previous=None, form={"seats": newgame.fit_seats(TOY, {}, None)})
    assert "a toy for the test" in home and "Pebbles to win" in home
    assert re.findall(r'data-cmd="pick" data-game="(\w+)"', home) == [TOY, "demo"] or \
        re.findall(r'data-cmd="pick" data-game="(\w+)"', home)[-1] == "demo"
    assert 'data-colour="#0f766e"' in home          # the face's colours, offered
    players = newgame.players_for(TOY, {"target": 30}, [])
    assert [p["name"] for p in players] == ["Teal", "Plum"]     # the colours' names
    session = Session(TOY, {"target": 30}, 7, players=players)
    observed = session.state.observe(session.state.to_move)
    observed["table"] = session.record.players
    html = screens.game(observed, title="Toy", version="1", handoff=False, privacy=True,
                        ui={}, moves=0, can_undo=False)
    assert '<div class="toy-board">' in html and 'data-action="roll"' not in html
    assert seats.seat_title(session.state.players, session.record.players, 0, TOY) == "Teal"
    meta = library.meta_for("g1", session, 0, 0)
    assert meta["turn"] == "Toy time" and meta["summary"].startswith("pebbles")
    import review
    assert review._changed(TOY, {"a": 1}, {"a": 2}) == frozenset({"pebble"})
    assert charts.round_name(TOY, [1, 2]) == "toy round [1, 2]"
    rows = [{"round": None, "start": 0, "at": 0, "values": {"score.0": 0, "score.1": 0}}]
    assert [c.id for c in charts.groups(TOY, rows)] == ["score"]    # the generic charts
