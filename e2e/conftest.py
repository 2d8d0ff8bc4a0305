"""End-to-end fixtures: the built site on a free localhost port, one shared Chromium.

Nothing is built here: ``scripts/test.sh`` runs ``scripts/build.py`` first (run it yourself
before ``pytest e2e``). The browser is Debian's Chromium (``/usr/bin/chromium``, or the
``CHROMIUM`` environment variable); Playwright never downloads one.

Speed without losing a first visit:

* Under pytest-xdist (``scripts/test.sh`` runs ``-n``), each worker has its own server
  thread and its own Chromium; the site is built once, before, and shared.
* ``app``, ``tablet`` (and :func:`make_app` for other devices) give each test a new page
  in a **warm** browser context of its worker: the site was visited once in it, so the
  service worker controls the page, the interpreter starts from its snapshot and the
  HTTP cache holds the runtime. Before each test the origin's storage (localStorage,
  IndexedDB, cookies) is cleared, so a test starts with no saved game, no settings and
  no snapshot trial note, exactly as with a fresh context; only the caches are kept.
* A test about a first visit, going offline, the caches or the service worker itself is
  marked ``@pytest.mark.cold``: its ``app``/``tablet`` is a fresh context of its own.

Waiting: never a fixed sleep for something to happen, always a condition
(``wait_for_selector``, ``wait_for_function``). A condition that may be evaluated while a
page is (re)loading must tolerate a document without a body and a page without
``window.boardgames`` yet (:func:`wait_ready`, :func:`wait_digest`).
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import sys
import threading
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# "--process-per-site": the pages of one site in one context share a renderer process
# (a test's second tab starts no process of its own; e2e time 1081 -> 924 s, measured).
# Tried and taken out: keeping a page of the site open between tests, so that every test's
# page would start in that one process (1.5 -> 0.85 s of CPU per start): the process then
# collects every test's garbage, and under load it crashed ("Page crashed") after a while.
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run",
               "--process-per-site"]
# The browser's own window, which no test looks at: headless Chromium opens a window for
# each new page, and with it the address bar's pop-up, a chrome://omnibox-popup page in a
# renderer process of its own. Turned off, a new page costs 0.84 s of CPU instead of 1.52 s
# (0.62 s instead of 1.02 s to ready; measured, same machine). The site sees no difference.
BROWSER_UI_OFF = ["WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"]
BOOT_TIMEOUT_MS = 60_000
# How long an action (a tap, a selector) may wait for its element. Generous: on a 2-core
# machine running parallel workers beside other loads, a redraw can take seconds (seen:
# a tap timing out at 15 s under a load average of 22). A wait ends as soon as its
# condition holds, so this costs nothing when all goes well.
ACTION_TIMEOUT_MS = 30_000

if str(ROOT) not in sys.path:           # the engine, for CPython-side records and digests
    sys.path.insert(0, str(ROOT))


def _load_serve():
    spec = importlib.util.spec_from_file_location("site_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def pytest_collection_modifyitems(session, config, items) -> None:
    """Longest first, so that the parallel workers end together: the tests marked
    ``slow``, the other end-to-end tests, then the CPython tests (many short ones, which
    fill the gaps at the end)."""
    def rank(item) -> int:
        if item.get_closest_marker("slow"):
            return 0
        if {"browser", "base_url"} & set(getattr(item, "fixturenames", ())):
            return 1
        return 2                                        # no browser, no server
    items.sort(key=rank)         # stable: the order within each rank is kept


@pytest.fixture(scope="session")
def base_url() -> str:
    if not (SITE / "index.html").exists() or not (SITE / "pyscript.json").exists():
        pytest.fail("site/ is not built: run `python scripts/build.py` (scripts/test.sh does).")
    server = _load_serve().make_server(SITE, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as pw:
        yield pw


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="utf-8") as f:
                    parent = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(parent, []).append(int(entry))
    found, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), ()):
            found.append(child)
            todo.append(child)
    return found


def launch_args(playwright_instance) -> list[str]:
    """:data:`LAUNCH_ARGS` and the features of :data:`BROWSER_UI_OFF` turned off. Chromium
    keeps only the last ``--disable-features``, and Playwright passes one of its own:
    ours adds to that list, read off the command line of a browser Playwright launched
    (once per process)."""
    if not _LAUNCH_ARGS:
        theirs: list[str] = []
        browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        try:
            for pid in _descendants(os.getpid()):
                try:
                    with open(f"/proc/{pid}/cmdline", "rb") as f:
                        args = f.read().decode(errors="replace").split("\0")
                except OSError:
                    continue
                if any(a.startswith("--remote-debugging-pipe") for a in args):
                    theirs = [f for a in args if a.startswith("--disable-features=")
                              for f in a.split("=", 1)[1].split(",") if f]
                    break
        finally:
            browser.close()
        _LAUNCH_ARGS.extend(LAUNCH_ARGS)
        if theirs:          # (not found: Playwright's list stays whole, ours is left out)
            off = list(dict.fromkeys(theirs + BROWSER_UI_OFF))
            _LAUNCH_ARGS.append("--disable-features=" + ",".join(off))
    return list(_LAUNCH_ARGS)


_LAUNCH_ARGS: list[str] = []


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `apt-get install -y chromium` (scripts/test.sh does)")
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM,
                                                  args=launch_args(playwright_instance))
    yield browser
    browser.close()


@dataclass
class Watch:
    """What a page asked for and complained about."""

    origin: str
    requests: list = field(default_factory=list)
    errors: list = field(default_factory=list)

    def attach(self, page) -> None:
        page.on("request", lambda r: self.requests.append(r.url))
        page.on("console", lambda m: self.errors.append(f"console.{m.type}: {m.text}")
                if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"page error: {e}"))

    def offsite(self) -> list[str]:
        out = []
        for url in self.requests:
            parts = urlsplit(url)
            if parts.scheme in ("data", "blob"):
                continue
            if f"{parts.scheme}://{parts.netloc}" != self.origin:
                out.append(url)
        return out

    def assert_clean(self) -> None:
        assert not self.offsite(), f"requests left the origin: {self.offsite()}"
        assert not self.errors, "errors in the page:\n" + "\n".join(self.errors)


class App:
    """A page of the app plus helpers that act like a player (taps) and read state."""

    def __init__(self, page, base_url: str, watch: Watch, touch: bool = False) -> None:
        self.page, self.base_url, self.watch, self.touch = page, base_url, watch, touch

    def open(self, fragment: str = "") -> "App":
        self.page.goto(self.base_url + (f"#{fragment}" if fragment else ""))
        self.page.wait_for_selector('body[data-ready="1"]', timeout=BOOT_TIMEOUT_MS)
        return self

    def another_tab(self) -> "App":
        """A second page of the same browser context (shared storage): another tab."""
        page = self.page.context.new_page()
        page.set_default_timeout(ACTION_TIMEOUT_MS)
        self.watch.attach(page)
        return App(page, self.base_url, self.watch, touch=self.touch)

    def home(self) -> None:
        """Back to the home screen by the visible "Games" button (the hand-off curtain
        covers the bar and carries its own, later in the page)."""
        loc = self.page.locator('[data-cmd="home"]').last
        if self.touch:
            loc.tap()
        else:
            loc.click()

    def tap(self, selector: str) -> None:
        loc = self.page.locator(selector).first
        if self.touch:
            loc.tap()
        else:
            loc.click()

    def digest(self) -> str:
        return self.page.evaluate("window.boardgames.digest()")

    def record(self) -> dict:
        return json.loads(self.page.evaluate("window.boardgames.record()"))

    def legal(self) -> list[str]:
        return json.loads(self.page.evaluate("window.boardgames.legal()"))

    def shown_actions(self) -> list[str]:
        return self.page.locator("#app [data-action]:not([disabled])").evaluate_all(
            "els => els.map(e => e.dataset.action)")

    def fill_seed(self, seed) -> None:
        """Type a seed in the new-game form (it sits under "Advanced": opened if closed)."""
        if not self.page.locator("#seed").count():
            self.tap('[data-cmd="advanced"]')
        self.page.fill("#seed", str(seed))

    def new_game(self, game: str) -> dict:
        """A new game of ``game`` from the form, its seed left empty (the page draws one);
        returns its record."""
        if self.page.locator('[data-cmd="home"]').count():
            self.home()
        self.tap(f'[data-cmd="pick"][data-game="{game}"]')
        self.tap('[data-cmd="start"]')
        self.page.wait_for_selector("#decision")
        return self.record()

    def start_demo(self, target: int = 20, seed: int | None = None) -> None:
        self.tap('[data-cmd="pick"][data-game="demo"]')
        self.tap(f'[data-cmd="opt"][data-key="target"]:text-is("{target}")')
        if seed is not None:
            self.fill_seed(seed)
        self.tap('[data-cmd="start"]')
        self.page.wait_for_selector("#decision")

    def step(self, rng: random.Random) -> str | None:
        """One tap of a player: the hand-off button, or one of the offered actions."""
        page = self.page
        if page.locator('[data-over="1"]').count():
            return None
        if page.locator('[data-cmd="handover"]').count():
            self.tap('[data-cmd="handover"]')       # the mover's turn is done: hide it
            return "handover"
        if page.locator('[data-cmd="reveal"]').count():
            self.tap('[data-cmd="reveal"]')
            return "reveal"
        shown = self.shown_actions()
        assert sorted(shown) == sorted(self.legal()), "the UI must offer exactly the legal actions"
        if "hold" in shown and rng.random() < 0.45:
            choice = "hold"
        elif any(a.startswith("boost:") for a in shown) and rng.random() < 0.3:
            choice = rng.choice([a for a in shown if a.startswith("boost:")])
        else:
            choice = "roll"
        self.tap(f'[data-action="{choice}"]')
        return choice

    def play_to_end(self, rng: random.Random, limit: int = 1500) -> int:
        for taps in range(limit):
            if self.step(rng) is None:
                return taps
        raise AssertionError(f"the game did not end after {limit} taps")


def wait_ready(page, timeout: float = BOOT_TIMEOUT_MS, when: str = "") -> None:
    """Until the app in ``page`` is ready (``body[data-ready="1"]``), and ``when`` (a
    JavaScript expression) holds too. Safe across a navigation: it never reads a body or
    an element that a page still loading may not have yet."""
    if when:
        page.wait_for_function(
            f"() => !!(document.body && document.body.dataset.ready === '1' && ({when}))",
            timeout=timeout)
    else:
        page.wait_for_selector('body[data-ready="1"]', timeout=timeout)


def wait_digest(page, digest: str, timeout: float = BOOT_TIMEOUT_MS) -> None:
    """Until the game in the page is at ``digest`` (a reload may be under way)."""
    page.wait_for_function("d => !!window.boardgames && window.boardgames.digest() === d",
                           arg=digest, timeout=timeout)


def wait_installed(page) -> None:
    """Until the service worker has precached the site and controls the page."""
    page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                           timeout=120_000)
    page.wait_for_function("!!navigator.serviceWorker.controller", timeout=30_000)


def is_reachability_probe(request) -> bool:
    """The service worker's own check of whether the site's server answers (web/sw.js
    ``probeServer``: the manifest revalidated at each navigation while the browser says it
    is online). Just after going offline the worker may not know it yet: the probe then
    fails, by design, and the worker answers from its cache."""
    return request.service_worker is not None and request.url.endswith("/manifest.webmanifest")


def next_frame(page) -> None:
    """Until the page has drawn a frame after now: events the browser queued for it by
    then (a resize after a viewport change) have been dispatched."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def wait_untappable_gone(page, selector: str, timeout: float = 5_000) -> None:
    """Until nothing matching ``selector`` can be seen: the app's short-lived covers (the
    Twilight confirm's hold, the shield after it: CSS animations ending hidden) are over.
    The animations run on the clock, so a busy machine does not make them later."""
    page.wait_for_function(
        "sel => [...document.querySelectorAll(sel)].every(e => "
        "getComputedStyle(e).visibility === 'hidden' || !e.checkVisibility())",
        arg=selector, timeout=timeout)


def wait_takes_taps(page, selector: str, timeout: float = 5_000) -> None:
    """Until ``selector`` takes taps (the Risk pop-ups ignore them for 0.4 s after they
    appear: ``pointer-events: none`` during a CSS animation)."""
    page.wait_for_function(
        "sel => { const e = document.querySelector(sel); "
        "return !!e && getComputedStyle(e).pointerEvents !== 'none'; }",
        arg=selector, timeout=timeout)


#: The one fixed wait of the suite, and only where the behaviour under test is that
#: nothing more happens: a tap by touch becomes a click in the browser after the call that
#: sent it has returned, so "the second tap of a double tap played nothing" needs a moment
#: for that tap to land before it is checked. (A mouse click is handled before the call
#: returns: no wait is needed after one.)
LATE_TAP_MS = 500


def let_late_taps_land(page) -> None:
    page.wait_for_timeout(LATE_TAP_MS)


DEVICES = {                 # context options of each kind of device the tests use
    "desktop": {"viewport": {"width": 1280, "height": 900}},
    "tablet": "iPad (gen 7)",
    "ipad landscape": "iPad (gen 7) landscape",
}
# A kind that differs from another only by its screen's size: its pages are made in the
# other's warm context, sized as it is (one visit fewer per worker).
SAME_DEVICE = {"ipad landscape": "tablet"}
# What is cleared between two tests in a warm context: all but the caches and the
# service worker ("cache_storage", "service_workers").
CLEARED = "local_storage,indexeddb,cookies,websql,file_systems,shader_cache"


def _context_options(playwright_instance, kind: str) -> tuple[dict, bool]:
    spec = DEVICES[kind]
    if isinstance(spec, str):
        device = dict(playwright_instance.devices[spec])
        device.pop("default_browser_type", None)
        return device, True
    return dict(spec), False


def _app(browser, base_url, context_kwargs=None, touch=False):
    """A fresh context (empty storage, empty caches) and an App on its first page."""
    context = browser.new_context(**(context_kwargs or {}))
    return context, _page_app(context, base_url, touch)


def _page_app(context, base_url, touch):
    page = context.new_page()
    page.set_default_timeout(ACTION_TIMEOUT_MS)
    watch = Watch(origin=base_url.rstrip("/"))
    watch.attach(page)
    return App(page, base_url, watch, touch=touch)


class WarmContexts:
    """One context per kind of device for a worker, each visited once (service worker
    installed, snapshot cached), reused by every test that needs no first visit."""

    def __init__(self, browser, base_url, playwright_instance) -> None:
        self.browser, self.base_url, self.pw = browser, base_url, playwright_instance
        self.contexts: dict = {}

    def get(self, kind: str):
        if kind not in self.contexts:
            options, _touch = _context_options(self.pw, kind)
            context = self.browser.new_context(**options)
            page = context.new_page()
            page.goto(self.base_url)
            wait_ready(page)
            wait_installed(page)
            page.close()
            self.contexts[kind] = context
        return self.contexts[kind]

    def page_app(self, kind: str):
        options, touch = _context_options(self.pw, kind)
        context = self.get(SAME_DEVICE.get(kind, kind))
        app = _page_app(context, self.base_url, touch)
        if kind in SAME_DEVICE:
            app.page.set_viewport_size(options["viewport"])
        cdp = context.new_cdp_session(app.page)
        try:
            cdp.send("Storage.clearDataForOrigin", {"origin": self.base_url.rstrip("/"),
                                                    "storageTypes": CLEARED})
        finally:
            cdp.detach()
        return app

    def close(self) -> None:
        for context in self.contexts.values():
            context.close()


@pytest.fixture(scope="session")
def warm_contexts(browser, base_url, playwright_instance):
    contexts = WarmContexts(browser, base_url, playwright_instance)
    yield contexts
    contexts.close()


@pytest.fixture
def make_app(request, browser, base_url, playwright_instance):
    """``make_app(kind)``: an App on a new page for a kind of device of :data:`DEVICES`,
    in the worker's warm context (a fresh context for a test marked ``cold``)."""
    cold = request.node.get_closest_marker("cold") is not None
    warm = None if cold else request.getfixturevalue("warm_contexts")
    contexts: list = []

    def make(kind: str = "desktop") -> App:
        if warm is not None:
            app = warm.page_app(kind)
            contexts.append(app.page.context)
        else:
            options, touch = _context_options(playwright_instance, kind)
            context, app = _app(browser, base_url, options, touch=touch)
            contexts.append(context)
        return app

    yield make
    for context in contexts:
        if warm is not None:        # the context stays: every page the test opened goes
            for page in context.pages:
                page.close()
        else:
            context.close()


@pytest.fixture
def app(make_app):
    """A page of the app on a desktop-sized screen, with empty storage."""
    return make_app("desktop")


@pytest.fixture
def tablet(make_app):
    """A page emulating an iPad (touch events, tablet viewport), with empty storage."""
    return make_app("tablet")
