"""The installable app works offline (issue 14, parts 1-3 and 8).

* After one visit the service worker has precached the site: with the network off, a
  reload starts the app, each game can be started and played, a link opens (in the open
  page and in a new one), a reload resumes; not one request fails.
* A new build replaces the old cache cleanly; a page open during the update keeps its
  version (and keeps working) until the player taps "Reload" on "A new version is ready";
  the saved games survive the update.
* The manifest makes the app installable (Chromium's own installability check).
* The server sends pre-compressed files, correct types and cache headers; the build's
  precache list matches the files (the worker checks every digest).
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import json
import random
import re
import shutil
import struct
import tempfile
import threading
import urllib.request
import zipfile
from pathlib import Path

import pytest

from e2e.conftest import CHROMIUM, is_reachability_probe, launch_args, wait_ready
from engine.core import Session

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
READY = 'body[data-ready="1"]'


def _serve_module():
    spec = importlib.util.spec_from_file_location("site_serve_offline", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _build_info(site: Path = SITE) -> dict:
    text = (site / "sw.js").read_text()
    found = re.search(r"^const BUILD = (\{.*\});", text, re.M)
    assert found, "sw.js has no BUILD object (was it written by scripts/build.py?)"
    return json.loads(found.group(1))


class Failures:
    """Every request of a browser context (pages and service worker) that failed."""

    def __init__(self, context) -> None:
        self.items: list[str] = []
        self.step = ""
        context.on("requestfailed", lambda r: None if is_reachability_probe(r) else
                   self.items.append(f"{r.url} ({r.method}, {self.step}): {r.failure}"))
        context.on("response", lambda r: self.items.append(f"{r.url}: HTTP {r.status}")
                   if r.status >= 400 else None)


def _wait_for_worker(page) -> None:
    """Until the service worker has precached everything and controls the page."""
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=120_000)
    if not page.evaluate("!!navigator.serviceWorker.controller"):
        page.wait_for_function("!!navigator.serviceWorker.controller", timeout=30_000)


def _renders(page) -> int:
    return page.evaluate("performance.getEntriesByName('render').length")


def _play_moves(app, n: int, rng: random.Random) -> None:
    """Play ``n`` moves by taps, whatever the game: the hand-off button when shown, else a
    legal action on a button or on the board (or a territory of the Risk map)."""
    page = app.page
    start = len(app.record()["actions"])
    for _ in range(n * 6):
        if len(app.record()["actions"]) >= start + n or page.locator('[data-over="1"]').count():
            return
        before = _renders(page)
        if page.locator('[data-cmd="handover"]').count():
            app.tap('[data-cmd="handover"]')        # the mover's check, then the curtain
        elif page.locator('[data-cmd="reveal"]').count():
            app.tap('[data-cmd="reveal"]')
        else:
            legal = set(app.legal())
            offered = [a for a in app.shown_actions() if a in legal]
            if offered:
                page.locator(f'#app [data-action="{rng.choice(offered)}"]').first \
                    .dispatch_event("click")
            else:           # Risk: a territory tap (one action on it: played at once)
                terr = page.locator('#app .terr[data-ui="terr"]')
                assert terr.count(), "nothing to tap"
                terr.nth(rng.randrange(terr.count())).dispatch_event("click")
        page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")
    assert len(app.record()["actions"]) >= start + n, "the moves were not played"


def _start(app, game: str) -> None:
    record = app.new_game(game)
    assert record["game"] == game and record["actions"] == []


def _demo_link() -> Session:
    session = Session("demo", {"target": 50}, 77)
    rng = random.Random(4)
    for _ in range(9):
        session.play(rng.choice(session.state.legal_actions()))
    return session


# Notes, when body[data-ready="1"] appears, whether a service worker controlled the page.
CONTROLLED_AT_READY = """
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.ready === "1") {
    window.__controlledAtReady = !!navigator.serviceWorker.controller;
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


@pytest.mark.slow
@pytest.mark.cold
def test_after_one_visit_everything_works_offline(app):
    page = app.page
    context = page.context
    failures = Failures(context)
    page.add_init_script(CONTROLLED_AT_READY)
    app.open()
    # First visit: the worker is registered after the app started, then precaches.
    assert page.evaluate("window.__controlledAtReady") is False
    _wait_for_worker(page)
    caches = page.evaluate("caches.keys()")
    assert caches == [f"boardgames-{_build_info()['version']}"]

    context.set_offline(True)
    assert page.evaluate("navigator.onLine") is False
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("window.__controlledAtReady") is True
    # The interpreter started from its cached snapshot (e2e/test_snapshot.py).
    assert page.evaluate("document.documentElement.dataset.boot") == "snapshot"
    assert page.locator('[data-cmd="pick"][data-game="demo"]').is_visible()
    rng = random.Random(14)
    for game in ("demo", "twilight", "risk"):
        _start(app, game)
        _play_moves(app, 5, rng)
    risk_moves = app.record()["actions"]

    # A link, in the open page and in a new page (a full load, offline).
    linked = _demo_link()
    page.goto(app.base_url + "#" + linked.to_link())
    page.wait_for_function("d => window.boardgames.digest() === d", arg=linked.state.digest())
    other = context.new_page()
    app.watch.attach(other)
    other.goto(app.base_url + "#" + linked.to_link())
    other.wait_for_selector(READY, timeout=60_000)
    assert other.evaluate("window.boardgames.digest()") == linked.state.digest()
    other.close()

    # Reload again: the game on screen resumes, the others are in Saved games.
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert app.digest() == linked.state.digest()
    app.home()
    titles = page.locator(".saved-item .saved-title").all_inner_texts()
    assert sorted(titles) == sorted(["Boost Pig (demo)", "Twilight Struggle", "Risk",
                                     "Boost Pig (demo)"]), titles
    risk = page.locator('.saved-item:has(.saved-title:text-is("Risk")) [data-cmd="saved-open"]')
    risk.click()
    assert app.record()["actions"] == risk_moves
    assert not failures.items, failures.items
    app.watch.assert_clean()


@pytest.mark.cold
def test_first_visit_preloads_and_a_controlled_visit_does_not(app):
    page = app.open().page
    preloads = page.evaluate("[...document.querySelectorAll('link[rel=preload]')]"
                             ".map(l => new URL(l.href).pathname)")
    assert any(p.endswith(".whl") for p in preloads)
    assert any(p.startswith("/py/ui-") and p.endswith(".zip") for p in preloads)
    # Each was fetched once: PyScript used the preloaded response.
    for path in preloads:
        assert sum(u.endswith(path) for u in app.watch.requests) == 1, path
    # ... and only once Pyodide's wasm was in (boot.mjs signals when Python starts):
    # earlier, they would slow down the runtime's own files.
    timing = page.evaluate("""() => Object.fromEntries(performance.getEntriesByType('resource')
        .map(e => [new URL(e.name).pathname, [e.startTime, e.responseEnd]]))""")
    wasm_in = timing["/pyodide/pyodide.asm.wasm"][1]
    for path in preloads:
        assert timing[path][0] >= wasm_in, (path, timing[path], wasm_in)
    # The modules a start imports one after another are all asked for by the page's head
    # (modulepreload), each fetched once: the module imports reuse them.
    modules = page.evaluate("[...document.querySelectorAll('link[rel=modulepreload]')]"
                            ".map(l => new URL(l.href).pathname)")
    assert "/pyodide/boot.mjs" in modules and "/pyodide/pyodide.mjs" in modules
    assert "/pyscript/core.js" in modules and len(modules) >= 5
    for path in modules:
        assert sum(u.endswith(path) for u in app.watch.requests) == 1, path
        assert timing[path][0] < timing["/pyscript.json"][0], path   # before PyScript asks
    _wait_for_worker(page)
    page.reload()
    page.wait_for_selector(READY, timeout=60_000)
    assert page.evaluate("!!navigator.serviceWorker.controller")
    assert page.evaluate("document.querySelectorAll('link[rel=preload]').length") == 0
    # No micropip, no package install: the wheel is unpacked by PyScript's "files".
    assert not any("micropip" in u for u in app.watch.requests)
    app.watch.assert_clean()


@pytest.fixture
def site_copy():
    """A copy of the built site on a server of its own (the test rebuilds it in place)."""
    tmp = Path(tempfile.mkdtemp(prefix="site-update-"))
    site = tmp / "site"
    shutil.copytree(SITE, site)
    server = _serve_module().make_server(site, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield site, f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()
    shutil.rmtree(tmp, ignore_errors=True)


def _sri(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode()


def _publish_new_version(site: Path) -> str:
    """What a new build changes: index.html, and sw.js (version, digests)."""
    index = site / "index.html"
    html = index.read_text().replace("<head>", '<head>\n<meta name="build-test" content="2">', 1)
    index.write_text(html)
    build = _build_info(site)
    build["files"]["./"] = _sri(html.encode())
    build["version"] = hashlib.sha256(build["version"].encode()).hexdigest()[:12]
    sw = site / "sw.js"
    sw.write_text(re.sub(r"^const BUILD = \{.*\};", lambda _m: "const BUILD = "
                         + json.dumps(build, separators=(",", ":")) + ";", sw.read_text(),
                         count=1, flags=re.M))
    for name in ("index.html.gz", "sw.js.gz"):
        (site / name).unlink(missing_ok=True)
    return build["version"]


def _roll(page) -> None:
    """One move of the demo game: a roll (after the hand-off screen, if it is shown)."""
    page.wait_for_selector('[data-cmd="reveal"], [data-action="roll"]')
    if page.locator('[data-cmd="reveal"]').count():
        page.click('[data-cmd="reveal"]')
    page.click('[data-action="roll"]')


@pytest.mark.slow
def test_a_new_version_replaces_the_cache_and_waits_for_reload(browser, site_copy):
    site, base = site_copy
    old_version = _build_info(site)["version"]
    context = browser.new_context()
    failures = Failures(context)
    try:
        page = context.new_page()
        page.goto(base)
        page.wait_for_selector(READY, timeout=60_000)
        _wait_for_worker(page)
        page.click('[data-cmd="pick"][data-game="demo"]')
        page.click('[data-cmd="advanced"]')         # the seed is under "Advanced"
        page.fill("#seed", "5")
        page.click('[data-cmd="start"]')
        _roll(page)
        moves = json.loads(page.evaluate("window.boardgames.record()"))["actions"]

        failures.step = "publish"
        new_version = _publish_new_version(site)
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_selector("#update:not([hidden])", timeout=120_000)
        assert "A new version is ready" in page.locator("#update").inner_text()
        # Both caches exist while the new worker waits; this page keeps its version...
        assert sorted(page.evaluate("caches.keys()")) == sorted(
            [f"boardgames-{old_version}", f"boardgames-{new_version}"])
        assert page.locator('meta[name="build-test"]').count() == 0
        # ... and keeps working, and so does a page opened now (the old version, still).
        _roll(page)
        assert len(json.loads(page.evaluate("window.boardgames.record()"))["actions"]) == \
            len(moves) + 1
        moves = json.loads(page.evaluate("window.boardgames.record()"))["actions"]
        failures.step = "second page"
        second = context.new_page()
        second.goto(base)
        second.wait_for_selector(READY, timeout=60_000)
        assert second.locator('meta[name="build-test"]').count() == 0
        second.close()

        failures.step = "reload"
        page.click("#update-reload")
        # The page reloads: the condition is evaluated in a document that may have no
        # body yet (wait_ready tolerates it).
        wait_ready(page, when="document.querySelector('meta[name=\"build-test\"]')")
        assert page.evaluate("caches.keys()") == [f"boardgames-{new_version}"]
        # The saved game survived the update, and the page is the new version offline too.
        assert json.loads(page.evaluate("window.boardgames.record()"))["actions"] == moves
        failures.step = "offline"
        context.set_offline(True)
        page.reload()
        page.wait_for_selector(READY, timeout=60_000)
        assert page.locator('meta[name="build-test"]').count() == 1
        assert json.loads(page.evaluate("window.boardgames.record()"))["actions"] == moves
        assert not failures.items, failures.items
    finally:
        context.close()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_makes_the_app_installable(playwright_instance, base_url, tmp_path):
    context = playwright_instance.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM,
        args=launch_args(playwright_instance))
    try:
        page = context.pages[0] if context.pages else context.new_page()
        page.goto(base_url)
        page.wait_for_selector(READY, timeout=60_000)
        _wait_for_worker(page)
        href = page.evaluate("document.querySelector('link[rel=manifest]').href")
        manifest = json.loads(page.evaluate("u => fetch(u).then(r => r.text())", href))
        assert manifest["display"] == "standalone"
        assert manifest["start_url"] == "./" and manifest["name"] and manifest["theme_color"]
        sizes = {}
        for icon in manifest["icons"]:
            path = SITE / icon["src"][2:]
            if icon["type"] == "image/png":
                w, h = _png_size(path.read_bytes())
                assert icon["sizes"] == f"{w}x{h}"
                sizes[icon.get("purpose", "any")] = sizes.get(icon.get("purpose", "any"), []) + [w]
        assert 192 in sizes["any"] and 512 in sizes["any"] and 512 in sizes["maskable"]
        cdp = context.new_cdp_session(page)
        errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        assert errors == [], errors
        parsed = cdp.send("Page.getAppManifest")
        assert not parsed.get("errors"), parsed.get("errors")
    finally:
        context.close()


# --------------------------------------------------------------------- server and build
def _get(url: str, headers: dict | None = None):
    request = urllib.request.Request(url, headers=headers or {})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers), err.read()


def test_the_server_sends_compressed_files_types_and_cache_headers(base_url):
    wasm = SITE / "pyodide" / "pyodide.asm.wasm"
    status, headers, body = _get(base_url + "pyodide/pyodide.asm.wasm",
                                 {"Accept-Encoding": "gzip, deflate, br"})
    assert status == 200 and headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] == "gzip" and "Accept-Encoding" in headers["Vary"]
    assert len(body) < wasm.stat().st_size / 2
    import gzip
    assert gzip.decompress(body) == wasm.read_bytes()
    # A client that does not accept gzip gets the plain file.
    status, headers, body = _get(base_url + "pyodide/pyodide.asm.wasm",
                                 {"Accept-Encoding": "identity"})
    assert "Content-Encoding" not in headers and body == wasm.read_bytes()
    # Revalidation: the ETag gives 304; no-cache everywhere but hashed paths.
    status, headers, _ = _get(base_url + "sw.js", {"Accept-Encoding": "gzip"})
    assert headers["Cache-Control"] == "no-cache" and headers["Content-Type"] == "text/javascript"
    status, _, body = _get(base_url + "sw.js", {"Accept-Encoding": "gzip",
                                                "If-None-Match": headers["ETag"]})
    assert status == 304 and body == b""
    wheel = next((SITE / "wheels").rglob("*.whl")).relative_to(SITE).as_posix()
    status, headers, _ = _get(base_url + wheel)
    assert "immutable" in headers["Cache-Control"] and headers["Content-Type"] == "application/zip"
    status, headers, _ = _get(base_url + "manifest.webmanifest")
    assert headers["Content-Type"] == "application/manifest+json"
    status, _, _ = _get(base_url + "wheels/")
    assert status == 404                                    # no directory listings


def test_the_precache_list_is_the_build_and_every_digest_matches():
    build = _build_info()
    files = build["files"]
    for path, integrity in files.items():
        data = (SITE / ("index.html" if path == "./" else path[2:])).read_bytes()
        assert integrity == _sri(data), path
    info = json.loads((SITE / "build-info.json").read_text())
    assert info["build"] == build["version"]
    config = json.loads((SITE / "pyscript.json").read_text())
    assert "packages" not in config                        # no micropip at run time
    assert all(url in files for url in config["files"])   # everything PyScript fetches
    assert "./pyodide/pyodide.asm.wasm" in files and "./manifest.webmanifest" in files
    assert build["network_first"] == ["./pyodide/pyodide.asm.wasm"]
    # PyScript starts Pyodide through boot.mjs, which knows the snapshot (the one optional
    # file: the install does not fail for want of room for it); hello/ stays bare.
    for name in ("pyscript.json", "bot-worker.json"):
        assert json.loads((SITE / name).read_text())["interpreter"] == "./pyodide/boot.mjs"
    assert json.loads((SITE / "hello" / "pyscript.json").read_text())["interpreter"] \
        == "../pyodide/pyodide.mjs"
    assert "./pyodide/boot.mjs" in files
    (snapshot,) = build["optional"]
    assert re.fullmatch(r"\./pyodide/snapshot-[0-9a-f]{12}\.bin", snapshot) and snapshot in files
    boot = (SITE / "pyodide" / "boot.mjs").read_text()
    assert f'const BUILD = {{"snapshot":"./{snapshot.split("/")[-1]}"}};' in boot
    # The engine wheel carries its bytecode (scripts/pycompile.mjs) and stays a valid
    # wheel: its RECORD lists every file with its digest and size.
    (wheel_url,) = [u for u in config["files"] if u.endswith(".whl")]
    with zipfile.ZipFile(SITE / wheel_url[2:]) as wheel:
        names = wheel.namelist()
        (record,) = [n for n in names if n.endswith(".dist-info/RECORD")]
        rows = {}
        for line in wheel.read(record).decode().splitlines():
            path, digest, size = line.rsplit(",", 2)
            rows[path] = (digest, size)
        assert set(rows) == set(names)
        for name in names:
            if name != record:
                data = wheel.read(name)
                want = "sha256=" + base64.urlsafe_b64encode(
                    hashlib.sha256(data).digest()).rstrip(b"=").decode()
                assert rows[name] == (want, str(len(data))), name
        assert "engine/core/session.pyc" in names
