#!/usr/bin/env python3
"""Tap to screen: from a finger's pointer-down on a board's piece to the end of the redraw
it causes, on an iPad (Chromium's touch emulation), by the page's own clock.

An init script notes ``performance.now()`` at every ``pointerdown`` (capture phase); the
app measures each redraw (``performance.measure("render")``). A tap's figure is the end
of the first redraw after its pointer-down minus that pointer-down: the event's way
through the browser, the app's handler (the engine's move, the autosave) and the new
markup. Measured on the opening moves of a new game (opened from a link, two people at
the table): Twilight's setup, one influence point per tap on a highlighted country;
Risk's claimed setup, one territory per tap. The hand-off panels between two people are
tapped through, not measured.

``--site DIR`` measures another build (another version's ``site/``): run two builds in
the same run, alternating, to compare them (``--site A --site B``).

Usage: python bench/bench_tap.py [--taps 24] [--rounds 2] [--site site] [--site OTHER]
Prints one line per measurement, then a JSON summary as the last line.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
CHROMIUM = "/usr/bin/chromium"
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]
STOPWATCH = """
window.__downs = [];
document.addEventListener("pointerdown", () => window.__downs.push(performance.now()), true);
"""
#: per game: the new game's options and what a measured tap presses
GAMES = {
    "twilight": ({}, "#board [data-action^='inf:']"),
    "risk": ({"players": 3, "territories": "claimed"}, "#board [data-action^='claim:']"),
}
HANDOFF = '[data-cmd="reveal"], [data-cmd="handover"]'


def _serve(site: Path):
    spec = importlib.util.spec_from_file_location("site_serve", ROOT / "scripts" / "serve.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    server = module.make_server(site, "127.0.0.1", 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _renders(page) -> int:
    return page.evaluate("performance.getEntriesByName('render').length")


def _tap(page, selector: str) -> None:
    before = _renders(page)
    page.locator(selector).first.tap()
    page.wait_for_function(f"performance.getEntriesByName('render').length > {before}")


def measure(browser, device: dict, url: str, game: str, taps: int) -> list[float]:
    """Milliseconds from pointer-down to the end of the redraw, for ``taps`` taps."""
    from engine.core import Session
    options, target = GAMES[game]
    link = Session(game, options, 11, players=None).to_link()
    context = browser.new_context(**device)
    context.add_init_script(STOPWATCH)
    page = context.new_page()
    page.goto(url + "#" + link)
    page.wait_for_function("() => window.boardgames && !!window.boardgames.digest()",
                           timeout=180_000)
    out: list[float] = []
    while len(out) < taps:
        if page.locator(HANDOFF).count():
            _tap(page, HANDOFF)
            continue
        if not page.locator(target).count():
            break
        downs = page.evaluate("window.__downs.length")
        _tap(page, target)
        out.append(page.evaluate(f"""() => {{
            const down = window.__downs[{downs}];
            const r = performance.getEntriesByName('render').find(
                e => e.startTime + e.duration >= down);
            return r.startTime + r.duration - down; }}"""))
    context.close()
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--taps", type=int, default=24, help="measured taps per game and round")
    ap.add_argument("--rounds", type=int, default=2)
    ap.add_argument("--site", type=Path, action="append",
                    help="a built site (default: site/); give two to compare them")
    ap.add_argument("--chromium", default=CHROMIUM)
    args = ap.parse_args(argv)
    sites = args.site or [ROOT / "site"]
    from playwright.sync_api import sync_playwright
    servers = [_serve(site) for site in sites]
    urls = [f"http://127.0.0.1:{s.server_address[1]}/" for s in servers]
    found: dict = {(str(site), game): [] for site in sites for game in GAMES}
    with sync_playwright() as pw:
        device = dict(pw.devices["iPad (gen 7)"])
        device.pop("default_browser_type", None)
        browser = pw.chromium.launch(executable_path=args.chromium, args=LAUNCH_ARGS)
        for r in range(args.rounds):
            order = list(zip(sites, urls))
            for site, url in (order if r % 2 == 0 else order[::-1]):
                for game in GAMES:
                    ms = measure(browser, device, url, game, args.taps)
                    found[(str(site), game)] += ms
                    print(f"round {r} {site} {game}: median {statistics.median(ms):.1f} ms "
                          f"({len(ms)} taps)", flush=True)
        browser.close()
    summary = {}
    for (site, game), ms in found.items():
        ms = sorted(ms)
        summary[f"{Path(site).parent.name}/{Path(site).name} {game}"] = {
            "taps": len(ms), "median_ms": round(statistics.median(ms), 1),
            "p90_ms": round(ms[int(0.9 * (len(ms) - 1))], 1)}
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
