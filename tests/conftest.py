"""Shared by the CPython tests: the repository's scripts (``scripts/i18n.py``...) are
importable by their names, as ``scripts/build.py`` imports them."""
import sys
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[1] / "scripts"
if str(SCRIPTS) not in sys.path:
    sys.path.insert(0, str(SCRIPTS))
