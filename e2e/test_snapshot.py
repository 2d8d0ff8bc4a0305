"""A warm start restores the interpreter's start-up snapshot (issue 14, item 7).

``scripts/snapshot.mjs`` (run by the build) saves Pyodide's memory just after Python has
started; the service worker caches it with the site; ``pyodide/boot.mjs`` restores it at
the next start instead of starting Python again (``<html data-boot="snapshot|fresh">``
says which way a start went). What is tried here:

* a warm start restores it, and the engine in the restored interpreter computes exactly
  what CPython computes (digests of replayed games);
* every start gets fresh randomness: the snapshot holds one state of Python's ``random``,
  and a new game's seed must not repeat from one start to the next;
* a damaged snapshot (restore fails), or one whose last start never got ready, is skipped
  and not tried again: the app starts as usual, nothing shown, nothing lost;
* a site whose snapshot cannot be cached (a device short of room) still installs and
  works offline, starting as usual.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import shutil
import tempfile
import threading
from pathlib import Path

import pytest

from engine.core import Session, replay
from engine.core.record import Record

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
READY = 'body[data-ready="1"]'
TRIAL_KEY = "boardgames.snapshot-trial"


def _snapshot_path() -> str:
    """The snapshot's URL path relative to the site root, e.g. ``pyodide/snapshot-….bin``."""
    info = json.loads((SITE / "build-info.json").read_text())
    (path,) = info["precache_optional"]
    return path[2:]


def _snapshot_name() -> str:
    """How boot.mjs names it (relative to itself): what the trial note holds."""
    return "./" + _snapshot_path().split("/")[-1]


def _boot(page) -> str | None:
    return page.evaluate("document.documentElement.dataset.boot")


def _installed(page) -> None:
    """Until the service worker has cached the site (the snapshot too) and controls the page."""
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=120_000)
    if not page.evaluate("!!navigator.serviceWorker.controller"):
        page.wait_for_function("!!navigator.serviceWorker.controller", timeout=30_000)


def _cached(page, path: str) -> bool:
    return page.evaluate("async p => !!(await caches.match(new URL(p, location.href).href))",
                         path)


def _reload(page) -> str | None:
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    return _boot(page)


def _random_link(game: str, options: dict, seed: int, moves: int) -> Session:
    session = Session(game, options, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.cold
def test_a_warm_start_restores_the_snapshot_and_the_engine_agrees_with_cpython(app):
    page = app.open().page
    assert _boot(page) == "fresh"                  # a first visit never waits for it
    _installed(page)
    assert _cached(page, _snapshot_path())
    assert _reload(page) == "snapshot"
    assert page.evaluate(f"localStorage.getItem('{TRIAL_KEY}')") is None   # it got ready
    # The restored interpreter plays as CPython does: games opened from links replay to
    # the same digest, and a game played by taps replays in CPython to the page's digest.
    for game, options, moves in (("twilight", {}, 40), ("risk", {"variant": "classic",
                                                                  "players": 3}, 60)):
        session = _random_link(game, options, 5, moves)
        page.goto(app.base_url + "#" + session.to_link())
        page.wait_for_function("d => window.boardgames.digest() === d",
                               arg=session.state.digest())
    app.home()
    app.start_demo(target=30, seed=21)
    rng = random.Random(3)
    for _ in range(12):
        app.step(rng)
    data = app.record()
    played = replay(Record(data["game"], data["options"], data["seed"], data["actions"]))
    assert len(data["actions"]) >= 6 and played.digest() == app.digest()
    assert _boot(page) == "snapshot"
    app.watch.assert_clean()


@pytest.mark.slow
@pytest.mark.cold
def test_every_start_from_the_snapshot_draws_new_random_seeds(app):
    """The snapshot holds one state of Python's random generator: without a reseed after
    each restore, every start would deal the same "random" new game."""
    page = app.open().page
    _installed(page)
    seeds = []
    for _ in range(2):
        assert _reload(page) == "snapshot"
        seeds.append(app.new_game("twilight")["seed"])
    assert seeds[0] != seeds[1], seeds
    app.watch.assert_clean()


@pytest.mark.slow
@pytest.mark.cold
def test_a_damaged_snapshot_is_skipped_and_not_tried_again(app):
    page = app.open().page
    _installed(page)
    app.start_demo(target=20, seed=4)
    rng = random.Random(1)
    for _ in range(5):
        app.step(rng)
    digest = app.digest()
    # Damage the cached copy (its first bytes), as a disk error might.
    page.evaluate("""async p => {
        const href = new URL(p, location.href).href;
        for (const key of await caches.keys()) {
            const cache = await caches.open(key);
            const hit = await cache.match(href);
            if (!hit) continue;
            const bytes = new Uint8Array(await hit.arrayBuffer());
            for (let i = 0; i < 16; i++) bytes[i] ^= 0xff;
            await cache.put(href, new Response(bytes));
        }
    }""", _snapshot_path())
    assert _reload(page) == "fresh"
    assert app.digest() == digest                   # the game in progress is back
    assert page.locator("#oops").is_hidden() and page.locator("#boot").count() == 0
    # Noted as failed: the next start does not even try it.
    assert page.evaluate(f"localStorage.getItem('{TRIAL_KEY}')") == _snapshot_name()
    assert _reload(page) == "fresh"
    assert app.digest() == digest
    app.watch.assert_clean()


@pytest.mark.slow
@pytest.mark.cold
def test_a_snapshot_whose_last_start_never_got_ready_is_not_tried_again(app):
    page = app.open().page
    _installed(page)
    name = _snapshot_name()
    # What a start that restored it and then never got ready leaves behind.
    page.evaluate("n => localStorage.setItem('boardgames.snapshot-trial', n)", name)
    assert _reload(page) == "fresh"
    # Another snapshot (a new version's) is tried: the note names only this one.
    page.evaluate("localStorage.setItem('boardgames.snapshot-trial', './snapshot-older.bin')")
    assert _reload(page) == "snapshot"
    assert page.evaluate(f"localStorage.getItem('{TRIAL_KEY}')") is None
    app.watch.assert_clean()


@pytest.fixture
def site_without_snapshot():
    """The built site, minus its snapshot (as if the device had no room for it: the
    worker's request for it fails), on a server of its own."""
    spec = importlib.util.spec_from_file_location("site_serve_snapshot",
                                                  ROOT / "scripts" / "serve.py")
    serve = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(serve)
    tmp = Path(tempfile.mkdtemp(prefix="site-nosnap-"))
    site = tmp / "site"

    def link_or_copy(src, dst):
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)
    shutil.copytree(SITE, site, copy_function=link_or_copy)
    snapshot = site / _snapshot_path()
    snapshot.unlink()
    snapshot.with_name(snapshot.name + ".gz").unlink(missing_ok=True)
    server = serve.make_server(site, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()
    shutil.rmtree(tmp, ignore_errors=True)


def test_without_room_for_the_snapshot_the_app_still_installs_and_works_offline(
        browser, site_without_snapshot):
    base = site_without_snapshot
    context = browser.new_context()
    try:
        page = context.new_page()
        errors: list = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(base)
        page.wait_for_selector(READY, timeout=60_000)
        _installed(page)
        assert not _cached(page, _snapshot_path())
        context.set_offline(True)
        assert _reload(page) == "fresh"
        page.click('[data-cmd="pick"][data-game="demo"]')
        page.click('[data-cmd="start"]')
        page.wait_for_selector("#decision")
        assert not errors, errors
    finally:
        context.close()


# Run in the page's interpreter: where the start-up modules' code came from.
BYTECODE_PROBE = """
import os, sys
from pyscript import document
import app, engine.core.session as session
found = {
    # The UI: unpacked with its __pycache__/ (hash-based, unchecked: taken as it is).
    "ui_pyc": os.path.exists(app.__spec__.cached),
    # The engine: zipimport took NAME.pyc from the wheel (compiled from the source, the
    # code would name the file by its path inside the wheel on sys.path).
    "engine_file": session.Session.__init__.__code__.co_filename,
    "engine_loader": type(session.__loader__).__name__,
}
import json
document.body.dataset.probe = json.dumps(found)
"""


def test_the_page_imports_bytecode_compiled_by_the_build(app):
    """scripts/pycompile.mjs compiles the UI and the engine with Pyodide's own CPython at
    build time: the page imports that bytecode instead of compiling every start."""
    page = app.open().page
    page.evaluate("""code => { const s = document.createElement('script'); s.type = 'py';
        s.textContent = code; document.body.appendChild(s); }""", BYTECODE_PROBE)
    page.wait_for_function("!!document.body.dataset.probe", timeout=30_000)
    found = json.loads(page.evaluate("document.body.dataset.probe"))
    assert found == {"ui_pyc": True, "engine_file": "engine/core/session.py",
                     "engine_loader": "zipimporter"}, found
    app.watch.assert_clean()
