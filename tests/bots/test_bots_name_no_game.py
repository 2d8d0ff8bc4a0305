"""The generic bots package (engine/bots: interface, determinization, arena, test
helpers) names no game: no import of a game package, and no game's name in its code
(docstrings aside), so that a new game brings its levels, its permutations of hidden
information and its seat count in its own package (issue 30)."""
from __future__ import annotations

import ast
from pathlib import Path

from engine.games import GAMES

BOTS = Path(__file__).resolve().parents[2] / "engine" / "bots"


def _docstrings(tree) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef,
                             ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def names_of_games(path: Path) -> list[str]:
    """Every import of a game package and every game name in the code of ``path``."""
    games = set(GAMES)
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            mods = [node.module or ""]
        else:
            mods = []
        for m in mods:
            parts = m.split(".")
            if len(parts) > 1 and parts[0] == "engine" and parts[1] in games:
                found.append(f"{path.name}:{node.lineno} imports {m}")
        if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and id(node) not in skip:
            words = set(node.value.replace(".", " ").replace(":", " ").split())
            if words & games:
                found.append(f"{path.name}:{node.lineno} names {sorted(words & games)}")
        if isinstance(node, (ast.Name, ast.Attribute)):
            name = node.id if isinstance(node, ast.Name) else node.attr
            if any(g in name.lower() for g in games):
                found.append(f"{path.name}:{node.lineno} uses {name}")
    return found


def test_engine_bots_names_no_game():
    found = [x for p in sorted(BOTS.glob("*.py")) for x in names_of_games(p)]
    assert found == []


def test_the_check_sees_a_game_named(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text('"""Docs may say twilight."""\nfrom engine.risk.missions import PILES\n'
                   'def f(game):\n    return permute_twilight if game == "risk" else 0\n')
    found = names_of_games(bad)
    assert len(found) == 3, found
