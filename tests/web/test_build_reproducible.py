"""scripts/build.py gives the same engine wheel for the same engine: its hashed URL, and
with it the service worker's version, change only when the engine does (a player then
downloads the wheel again only when there is something new in it)."""

from __future__ import annotations

import shutil

import pytest

import build  # (scripts/build.py, on the path by tests/conftest.py)


@pytest.mark.slow
def test_the_engine_wheel_is_the_same_bytes_at_every_build():
    first = build.build_engine_wheel()
    second = build.build_engine_wheel()
    try:
        assert first.name == second.name
        assert first.read_bytes() == second.read_bytes()
    finally:
        for wheel in (first, second):
            shutil.rmtree(wheel.parent, ignore_errors=True)
