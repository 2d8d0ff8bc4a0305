"""scripts/snapshot.mjs (the interpreter's start-up snapshot, restored by web/pyodide/boot.mjs).

The snapshot must be the same bytes at every build of the same Pyodide: the site's file
name and the service worker's version come from its digest, and an update that keeps
Pyodide then keeps the snapshot (copied from the old cache, not downloaded again). The
page side (restore, reseed, fallbacks) is tried in e2e/test_snapshot.py.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

import build  # (scripts/build.py, on the path by tests/conftest.py)

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"
SCRIPT = ROOT / "scripts" / "snapshot.mjs"


def _make(out: Path) -> bytes:
    node = shutil.which("node")
    if not node or not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("needs Node.js and node_modules (npm ci)")
    subprocess.run([node, str(SCRIPT), str(PYODIDE), str(out)], check=True, cwd=ROOT,
                   capture_output=True, timeout=120)
    return out.read_bytes()


@pytest.mark.slow
def test_the_snapshot_is_the_same_bytes_at_every_run(tmp_path):
    """A new run against the one the build made and keeps in .cache/ (maybe days ago, from
    the same script and Pyodide; scripts/test.sh builds first), else two runs here."""
    if not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("needs node_modules (npm ci)")
    kept = build.cached_snapshot(PYODIDE)
    first = kept.read_bytes() if kept.is_file() else _make(tmp_path / "a.bin")
    second = _make(tmp_path / "b.bin")
    assert len(first) > 16 << 20                 # Python's whole memory, not a stub
    assert first == second


def test_usage_is_explained_without_arguments():
    node = shutil.which("node")
    if not node:
        pytest.skip("needs Node.js")
    result = subprocess.run([node, str(SCRIPT)], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 2 and "usage:" in result.stderr
