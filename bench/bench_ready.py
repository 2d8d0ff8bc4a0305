#!/usr/bin/env python3
"""Time-to-ready of our page against a bare PyScript "hello" page, in the same run.

Both pages use the same vendored runtime from ``site/`` (the build writes the hello page
to ``site/hello/``): the ratio says what our engine wheel, UI modules and first drawing
cost on top of starting Pyodide at all. Each repetition opens each page in a fresh browser
context (empty cache and storage, like a first visit) and waits for
``body[data-ready="1"]``; the two pages alternate so that machine noise hits both alike.

Usage: python bench/bench_ready.py [--reps 5]   (build first: python scripts/build.py)
Prints one line per page, then a JSON summary as the last line.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / "site"
CHROMIUM = "/usr/bin/chromium"
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGES = {"ours": "", "hello": "hello/"}


def _serve():
    spec = importlib.util.spec_from_file_location("site_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server(SITE, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def measure(browser, url: str) -> dict:
    """Seconds from navigation start to data-ready (wall clock and the page's own clock)."""
    context = browser.new_context()
    page = context.new_page()
    try:
        t0 = time.perf_counter()
        page.goto(url)
        page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
        wall = time.perf_counter() - t0
        app = page.evaluate("(performance.getEntriesByName('app-start-to-ready')[0] || {}).duration")
        return {"wall": wall, "app": (app or 0) / 1000}
    finally:
        context.close()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=5, help="repetitions per page (default 5)")
    ap.add_argument("--chromium", default=CHROMIUM)
    args = ap.parse_args(argv)
    for page in PAGES.values():
        if not (SITE / page / "index.html").exists():
            sys.exit(f"site/{page}index.html is missing: run `python scripts/build.py` first")

    from playwright.sync_api import sync_playwright

    server = _serve()
    base = f"http://127.0.0.1:{server.server_port}/"
    times: dict[str, list[float]] = {name: [] for name in PAGES}
    app_part: list[float] = []      # of our page: app.start() (imports, first drawing)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=args.chromium, args=LAUNCH_ARGS)
        for name, path in PAGES.items():        # warm-up: OS file cache, browser start
            measure(browser, base + path)
        for _ in range(args.reps):
            for name, path in PAGES.items():
                result = measure(browser, base + path)
                times[name].append(result["wall"])
                if name == "ours":
                    app_part.append(result["app"])
        browser.close()
    server.shutdown()

    med = {name: statistics.median(values) for name, values in times.items()}
    for name, values in times.items():
        runs = " ".join(f"{v:.2f}" for v in values)
        print(f"{name:>5}: median {med[name]:.2f} s  (runs: {runs})")
    ratio = med["ours"] / med["hello"]
    app_med = statistics.median(app_part)
    print(f"  of ours, app.start() to ready (engine imports, first drawing): {app_med:.3f} s")
    print(f"ratio ours/hello: {ratio:.2f}")
    print(json.dumps({"reps": args.reps, "ours_s": round(med["ours"], 3),
                      "hello_s": round(med["hello"], 3), "ratio": round(ratio, 3),
                      "ours_app_start_s": round(app_med, 3),
                      "runs": {k: [round(v, 3) for v in vs] for k, vs in times.items()}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
