"""Every package imports only what sits below it: no import circle anywhere in engine/ or
in the page's Python (web/py/), not even through an import inside a function (a "lazy"
import is still a circle); the generic packages (the core, the computer players') name no
game.

The graph is read from the source with :mod:`ast` (every ``import`` and ``from ... import``
statement, wherever it stands), so the test also catches circles that never run.
"""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "engine"
WEB_PY = ROOT / "web" / "py"            # the page's modules: on the page's sys.path
GAMES = ("engine.demo", "engine.twilight", "engine.risk")


def _modules(top: Path = ENGINE, base: Path = ROOT) -> dict[str, Path]:
    mods = {}
    for path in top.rglob("*.py"):
        parts = list(path.relative_to(base).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        mods[".".join(parts)] = path
    return mods


def _resolve(module: str, is_package: bool, level: int, name: str | None) -> str:
    if level == 0:
        return name or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([name] if name else []))


def import_graph(mods: dict[str, Path] | None = None) -> dict[str, set[str]]:
    mods = _modules() if mods is None else mods
    graph: dict[str, set[str]] = {m: set() for m in mods}
    for mod, path in mods.items():
        is_package = path.name == "__init__.py"
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _resolve(mod, is_package, node.level, node.module)
                targets = [f"{base}.{a.name}" for a in node.names] + [base]
            for t in targets:
                # the module itself, or the package a name comes from (not a parent
                # package's __init__ reached from inside it)
                while t and t not in mods:
                    t = t.rpartition(".")[0]
                if t and t != mod and not mod.startswith(t + "."):
                    graph[mod].add(t)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def web_graph() -> dict[str, set[str]]:
    """The page's modules (``app``, ``boards``, ``games.twilight.board``...) and what
    each imports among them."""
    return import_graph(_modules(WEB_PY, WEB_PY))


def test_no_import_circle_in_the_engine():
    found = circles(import_graph())
    assert found == [], "import circles (each package must read bottom-up):\n" + "\n".join(
        " <-> ".join(c) for c in found)


def test_no_import_circle_in_the_page():
    graph = web_graph()
    assert {"app", "faces", "seats", "games.twilight.board"} <= set(graph)
    found = circles(graph)
    assert found == [], "import circles in web/py:\n" + "\n".join(
        " <-> ".join(c) for c in found)


def test_the_page_checker_sees_a_circle_through_a_lazy_import():
    graph = web_graph()
    graph["faces"] = graph["faces"] | {"seats"}        # seats imports faces at its top
    assert ["faces", "seats"] in circles(graph)


def _names_a_game(deps) -> list[str]:
    return sorted(d for d in deps if any(d == g or d.startswith(g + ".") for g in GAMES))


def test_the_computer_players_package_names_no_game():
    """``engine/bots`` is generic (arena, testing, search): a game's permutations, player
    counts and bots come from the game's own package, found by name."""
    graph = import_graph()
    bad = {m: _names_a_game(d) for m, d in graph.items()
           if (m == "engine.bots" or m.startswith("engine.bots.")) and _names_a_game(d)}
    assert not bad, f"engine/bots imports a game: {bad}"


def test_the_core_imports_no_game_and_games_import_no_other_game():
    graph = import_graph()
    games = set(GAMES)
    for mod, deps in graph.items():
        if mod.startswith("engine.core"):
            assert not [d for d in deps if not d.startswith("engine.core")], mod
        for game in games:
            if mod == game or mod.startswith(game + "."):
                others = [d for d in deps if any(d == g or d.startswith(g + ".")
                                                 for g in games - {game})]
                assert not others, (mod, others)


def test_the_checker_sees_a_lazy_circle():
    graph = {"a": {"b"}, "b": {"a"}, "c": {"a"}}
    assert circles(graph) == [["a", "b"]]
    # the engine graph really contains function-level imports
    graph = import_graph()
    assert "engine.core.registry" in graph["engine.core.state"]
