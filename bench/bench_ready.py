#!/usr/bin/env python3
"""Time-to-ready of our page against a bare PyScript "hello" page, cold and warm, same run.

Both pages use the same vendored runtime from ``site/`` (the build writes the hello page
to ``site/hello/``), served by ``scripts/serve.py`` (gzip, ETags) as a static host would.
The ratio says what our engine wheel, UI modules and first drawing cost on top of starting
Pyodide at all. A page is ready when it sets ``body[data-ready="1"]``; the time is taken
by the page's own clock (``performance.now()``: from the start of the navigation), noted
by a MutationObserver that an init script installs in both pages alike, so neither the
test driver's polling nor work the page does after that moment counts.

* **cold** (a first visit): each repetition opens each page in a fresh browser profile
  (empty HTTP cache, no service worker, no storage);
* **warm** (coming back): one profile per page, opened once (ours then installs its
  service worker and precaches; the bench waits until the worker controls the page),
  then reloaded ``--reps`` times. Each page has its own profile: a worker at the site root
  would otherwise control ``hello/`` too.

The pages alternate (ours first, then hello first, ...) so that machine noise hits both
alike; the figures are medians (and the median of the per-repetition ratios), and only
the same-run ratios mean anything on a busy machine.

``--latency MS`` (and ``--mbit N``) emulate a real network between browser and server
(Chromium's network emulation: every request waits that long, responses arrive at that
rate), since no player loads the app from localhost: a warm reload of hello then pays a
revalidation round trip per file, which the service worker's cache does not.

Usage: python bench/bench_ready.py [--reps 5] [--latency 30] [--mbit 40]
(build first: python scripts/build.py)
Prints one line per measurement, then a JSON summary as the last line.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import shutil
import statistics
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
CHROMIUM = "/usr/bin/chromium"
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGES = {"ours": "", "hello": "hello/"}
READY = 'body[data-ready="1"]'
# Notes the page's clock when body[data-ready="1"] appears (same script for both pages).
STOPWATCH = """
new MutationObserver((changes, observer) => {
  if (document.body && document.body.dataset.ready === "1") {
    window.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""
TIMEOUT_MS = 180_000


def _serve(site: Path):
    spec = importlib.util.spec_from_file_location("site_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server(site, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


class Profile:
    """A browser profile of its own (a persistent context in a temporary directory)."""

    def __init__(self, pw, chromium: str, network: dict | None = None) -> None:
        self.dir = tempfile.mkdtemp(prefix="bench-profile-")
        self.context = pw.chromium.launch_persistent_context(
            self.dir, executable_path=chromium, args=LAUNCH_ARGS, headless=True)
        self.context.add_init_script(STOPWATCH)
        self.page = self.context.pages[0] if self.context.pages else self.context.new_page()
        if network:
            cdp = self.context.new_cdp_session(self.page)
            cdp.send("Network.enable")
            cdp.send("Network.emulateNetworkConditions", {"offline": False, **network})

    def timed(self, action) -> float:
        """Seconds from the navigation's start to ready, by the page's clock."""
        action()
        self.page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        return self.page.evaluate("window.__readyAt") / 1000

    def boot(self) -> str | None:
        """Of our page: how its interpreter started ("snapshot" or "fresh": boot.mjs)."""
        return self.page.evaluate("document.documentElement.dataset.boot || null")

    def app_part(self) -> float:
        """Of our page: app.start() to ready (engine imports, first drawing), in seconds."""
        ms = self.page.evaluate(
            "(performance.getEntriesByName('app-start-to-ready')[0] || {}).duration")
        return (ms or 0) / 1000

    def wait_for_worker(self) -> bool:
        """Wait until a service worker controls the page (reloading once if needed)."""
        page = self.page
        if not page.evaluate("'serviceWorker' in navigator"):
            return False
        try:
            page.wait_for_function("document.documentElement.dataset.offline === 'ready'",
                                   timeout=60_000)
        except Exception:       # a build without a service worker (e.g. an older one)
            return False
        if not page.evaluate("!!navigator.serviceWorker.controller"):
            page.reload()
            page.wait_for_selector(READY, timeout=TIMEOUT_MS)
        return page.evaluate("!!navigator.serviceWorker.controller")

    def close(self) -> None:
        self.context.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def _order(rep: int) -> list[tuple[str, str]]:
    """The pages in the order of repetition ``rep``: ours first, then hello first, ...
    (so that neither page always runs right after the other)."""
    pages = list(PAGES.items())
    return pages if rep % 2 == 0 else pages[::-1]


def _median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=5, help="repetitions per page and kind (default 5)")
    ap.add_argument("--chromium", default=CHROMIUM)
    ap.add_argument("--only", choices=["cold", "warm"], help="measure only one kind")
    ap.add_argument("--latency", type=float, default=0,
                    help="emulated round-trip latency in ms (default 0: plain localhost)")
    ap.add_argument("--mbit", type=float, default=0,
                    help="emulated throughput in Mbit/s, both ways (default 0: unlimited)")
    ap.add_argument("--site", type=Path, default=SITE,
                    help="the built site to measure (default: site/; e.g. an older build)")
    args = ap.parse_args(argv)
    rate = args.mbit * 1e6 / 8 if args.mbit else -1
    network = ({"latency": args.latency, "downloadThroughput": rate, "uploadThroughput": rate}
               if args.latency or args.mbit else None)
    for page in PAGES.values():
        if not (args.site / page / "index.html").exists():
            sys.exit(f"{args.site}/{page}index.html is missing: run `python scripts/build.py`")

    from playwright.sync_api import sync_playwright

    server = _serve(args.site)
    base = f"http://127.0.0.1:{server.server_port}/"
    times = {kind: {name: [] for name in PAGES} for kind in ("cold", "warm")}
    app_part: list[float] = []
    boots: dict = {"cold": [], "warm": []}
    controlled = None
    with sync_playwright() as pw:
        # Warm-up (OS file cache, browser binary): one untimed cold load of each page.
        for path in PAGES.values():
            profile = Profile(pw, args.chromium, network)
            profile.timed(lambda: profile.page.goto(base + path))
            profile.close()
        if args.only != "warm":
            for rep in range(args.reps):
                for name, path in _order(rep):
                    profile = Profile(pw, args.chromium, network)
                    try:
                        times["cold"][name].append(profile.timed(
                            lambda: profile.page.goto(base + path)))
                        if name == "ours":
                            app_part.append(profile.app_part())
                            boots["cold"].append(profile.boot())
                    finally:
                        profile.close()
        if args.only != "cold":
            profiles = {name: Profile(pw, args.chromium, network) for name in PAGES}
            try:
                for name, path in PAGES.items():
                    profiles[name].timed(lambda: profiles[name].page.goto(base + path))
                controlled = profiles["ours"].wait_for_worker()
                for rep in range(args.reps):
                    for name, _path in _order(rep):
                        prof = profiles[name]
                        times["warm"][name].append(prof.timed(lambda: prof.page.reload()))
                        if name == "ours":
                            boots["warm"].append(prof.boot())
            finally:
                for prof in profiles.values():
                    prof.close()
    server.shutdown()

    summary = {"reps": args.reps, "latency_ms": args.latency, "mbit": args.mbit}
    if network:
        print(f"emulated network: {args.latency:g} ms latency, "
              f"{f'{args.mbit:g} Mbit/s' if args.mbit else 'unlimited throughput'}")
    for kind in ("cold", "warm"):
        if not times[kind]["ours"]:
            continue
        med = {name: _median(values) for name, values in times[kind].items()}
        for name, values in times[kind].items():
            runs = " ".join(f"{v:.2f}" for v in values)
            print(f"{kind} {name:>5}: median {med[name]:.2f} s  (runs: {runs})")
        ratio = med["ours"] / med["hello"]
        # Each run of ours next to the run of hello just after it: less sensitive to load
        # that comes and goes during the bench than the ratio of the medians.
        paired = _median([o / h for o, h in zip(times[kind]["ours"], times[kind]["hello"])])
        goal = 1.10 if kind == "cold" else 1.0
        print(f"{kind} ratio ours/hello: {ratio:.2f} (median of paired runs: {paired:.2f}; "
              f"goal <= {goal:.2f}: {'met' if max(ratio, paired) <= goal else 'NOT met'})")
        summary[kind] = {"ours_s": round(med["ours"], 3), "hello_s": round(med["hello"], 3),
                         "ratio": round(ratio, 3), "paired_ratio": round(paired, 3),
                         "runs": {k: [round(v, 3) for v in vs] for k, vs in times[kind].items()}}
    if app_part:
        print(f"  of ours (cold), app.start() to ready (engine imports, first drawing): "
              f"{_median(app_part):.3f} s")
        summary["ours_app_start_s"] = round(_median(app_part), 3)
    if controlled is not None:
        print(f"  warm: our page controlled by its service worker: {controlled}")
        summary["warm_service_worker"] = controlled
    for kind, how in boots.items():
        if how:
            print(f"  {kind}: our interpreter's starts (pyodide/boot.mjs): "
                  + ", ".join(f"{how.count(h)} {h}" for h in sorted(set(how), key=str)))
            summary[f"{kind}_boots"] = how
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
