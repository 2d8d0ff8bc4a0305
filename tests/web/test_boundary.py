"""The web code's import boundary (issue 10, part 3): the Python of the page (``web/py``)
reaches the engine only through its public API (``engine``, ``engine.core``,
``engine.games``), and boards and screens receive plain data (the view, the legal
actions, their labels), never the engine's State.

Checked on the source with ``ast``, so a new module or a new import is covered at once.
"""

from __future__ import annotations

import ast
import dataclasses
import sys
from pathlib import Path

import pytest

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
MODULES = sorted(WEB_PY.rglob("*.py"))
#: the engine's public API: what web code may import (``engine.bots``: the computer
#: players' interface, imported by the bots' worker, web/py/bot_worker.py)
ALLOWED = ("engine", "engine.core", "engine.games", "engine.bots")
#: names ``from engine import ...`` may take (no game package)
ALLOWED_FROM_ENGINE = {"__version__", "core", "games"}
GAMES = ("twilight", "risk", "demo")
#: modules that draw: they get a BoardContext / the observed data, never a State
DRAWING = [p for p in MODULES if p.name.startswith("board") or p.name == "screens.py"
           or "games" in p.relative_to(WEB_PY).parts]


def _tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path))


def _engine_imports(tree: ast.Module) -> list[tuple[int, str]]:
    """Every engine module a source imports (``import``, ``from ... import``, and
    ``importlib.import_module`` / ``__import__`` with a constant name)."""
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            out.append((node.lineno, node.module))
            if node.module == "engine":
                out += [(node.lineno, f"engine.{a.name}") for a in node.names
                        if a.name not in ALLOWED_FROM_ENGINE]
        elif isinstance(node, ast.Call):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
            if name in ("import_module", "__import__") and node.args \
                    and isinstance(node.args[0], ast.Constant) \
                    and isinstance(node.args[0].value, str):
                out.append((node.lineno, node.args[0].value))
    return [(line, m) for line, m in out if m == "engine" or m.startswith("engine.")]


def _allowed(module: str) -> bool:
    return any(module == a or module.startswith(a + ".") for a in ALLOWED[1:]) \
        or module == "engine"


def test_there_are_web_modules_to_check():
    names = {p.relative_to(WEB_PY).as_posix() for p in MODULES}
    assert {"app.py", "boards.py", "screens.py", "faces.py", "games/twilight/board.py",
            "games/demo/board.py"} <= names


@pytest.mark.parametrize("path", MODULES, ids=lambda p: p.relative_to(WEB_PY).as_posix())
def test_web_code_imports_only_the_public_engine_api(path):
    bad = [f"line {line}: {m}" for line, m in _engine_imports(_tree(path))
           if not _allowed(m) or any(m == f"engine.{g}" or m.startswith(f"engine.{g}.")
                                     for g in GAMES)]
    assert not bad, f"{path.name} imports engine internals: {bad}"


def test_the_boundary_check_catches_every_form_of_import():
    """The checker itself: each way of reaching a game package is seen."""
    sources = ["import engine.twilight.cards", "from engine.twilight import cards",
               "from engine.risk.state import RiskState", "from engine import demo",
               "import importlib\nimportlib.import_module('engine.twilight.ops')",
               "__import__('engine.risk')"]
    for src in sources:
        found = [m for _line, m in _engine_imports(ast.parse(src)) if not _allowed(m)
                 or any(m.startswith(f"engine.{g}") for g in GAMES)]
        assert found, src
    fine = "from engine.games import get_spec\nfrom engine.core import Session\n" \
           "from engine import __version__"
    assert all(_allowed(m) for _l, m in _engine_imports(ast.parse(fine)))


def _state_reads(tree: ast.Module) -> list[tuple[int, str]]:
    """Attribute reads named ``state`` or ``session`` (``x.state``, ``ctx.session``)."""
    return [(node.lineno, node.attr) for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr in ("state", "session")]


@pytest.mark.parametrize("path", DRAWING, ids=lambda p: p.relative_to(WEB_PY).as_posix())
def test_boards_and_screens_never_touch_a_state(path):
    tree = _tree(path)
    assert not _state_reads(tree), f"{path.name} reads {_state_reads(tree)}"
    params = {a.arg for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)
              for a in node.args.args + node.args.kwonlyargs}
    assert not params & {"state", "session"}, f"{path.name} takes {params & {'state', 'session'}}"


def test_the_app_reaches_the_state_only_through_its_session():
    """app.py is the controller: it keeps the Session; ``.state`` is read only as
    ``session.state`` / ``self.session.state``."""
    tree = _tree(WEB_PY / "app.py")
    bad = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "state":
            base = node.value
            ok = (isinstance(base, ast.Name) and base.id == "session") or \
                 (isinstance(base, ast.Attribute) and base.attr == "session")
            if not ok:
                bad.append(node.lineno)
    assert not bad, f"app.py reads .state outside the session at lines {bad}"


@pytest.mark.parametrize("path", DRAWING, ids=lambda p: p.relative_to(WEB_PY).as_posix())
def test_boards_parse_no_engine_text(path):
    """No regular expressions over prompts, labels or log lines: what a board needs is a
    field of the view."""
    tree = _tree(path)
    imported = {a.name for node in ast.walk(tree) if isinstance(node, ast.Import)
                for a in node.names}
    imported |= {node.module for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert "re" not in imported, f"{path.name} imports re"


def test_board_context_carries_data_only():
    sys.path.insert(0, str(WEB_PY))
    try:
        import boards
    finally:
        sys.path.remove(str(WEB_PY))
    names = [f.name for f in dataclasses.fields(boards.BoardContext)]
    assert names == ["game", "view", "viewer", "legal", "labels", "ui", "since", "fresh",
                     "advice", "table", "changed", "keep", "screen"]
    assert "state" not in names and not hasattr(boards.BoardContext, "label")
