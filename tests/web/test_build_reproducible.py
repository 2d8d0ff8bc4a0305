"""scripts/build.py gives the same engine wheel for the same engine: its hashed URL, and
with it the service worker's version, change only when the engine does (a player then
downloads the wheel again only when there is something new in it)."""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _build_module():
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "scripts" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.slow
def test_the_engine_wheel_is_the_same_bytes_at_every_build():
    build = _build_module()
    first = build.build_engine_wheel()
    second = build.build_engine_wheel()
    try:
        assert first.name == second.name
        assert first.read_bytes() == second.read_bytes()
    finally:
        for wheel in (first, second):
            shutil.rmtree(wheel.parent, ignore_errors=True)
