"""End-to-end fixtures: the built site on a free localhost port, one shared Chromium.

Nothing is built here: ``scripts/test.sh`` runs ``scripts/build.py`` first (run it yourself
before ``pytest e2e``). The browser is Debian's Chromium (``/usr/bin/chromium``, or the
``CHROMIUM`` environment variable); Playwright never downloads one.
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
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
BOOT_TIMEOUT_MS = 60_000

if str(ROOT) not in sys.path:           # the engine, for CPython-side records and digests
    sys.path.insert(0, str(ROOT))


def _load_serve():
    spec = importlib.util.spec_from_file_location("site_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


@pytest.fixture(scope="session")
def browser(playwright_instance):
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: `apt-get install -y chromium` (scripts/test.sh does)")
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
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


def _app(browser, base_url, context_kwargs=None, touch=False):
    context = browser.new_context(**(context_kwargs or {}))
    page = context.new_page()
    page.set_default_timeout(15_000)
    watch = Watch(origin=base_url.rstrip("/"))
    watch.attach(page)
    return context, App(page, base_url, watch, touch=touch)


@pytest.fixture
def app(browser, base_url):
    """A fresh browser context (empty storage) on a desktop-sized page."""
    context, app = _app(browser, base_url, {"viewport": {"width": 1280, "height": 900}})
    yield app
    context.close()


@pytest.fixture
def tablet(browser, base_url, playwright_instance):
    """A fresh context emulating an iPad (touch events, tablet viewport)."""
    device = dict(playwright_instance.devices["iPad (gen 7)"])
    device.pop("default_browser_type", None)
    context, app = _app(browser, base_url, device, touch=True)
    yield app
    context.close()
