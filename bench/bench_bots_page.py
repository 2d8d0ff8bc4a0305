"""Decision time of the bots in the page (Pyodide, in the bots' worker), next to CPython.

    python bench/bench_bots_page.py [--games twilight,risk] [--levels easy,hard]
                                    [--positions 200] [--seed 1] [--json out.json]

Needs a built site (``python scripts/build.py``) and Chromium (``/usr/bin/chromium`` or
``$CHROMIUM``). The positions are those of real games (easy bots play every seat; every
decision with a choice in Twilight Struggle, every 8th in Risk, which has many small
ones), collected under CPython. Each level then decides on every position, with the
same observation (``state.observe(seat)``) and seed:

Each level has the settings the page gives it (``PAGE_PARAMS`` in ``web/py/bot_seats.py``;
``--defaults``: the engine's defaults):

* under CPython (``engine.bots.decide``, timed with ``time.perf_counter``);
* in the page: the built site is served on a free port, Chromium opens it, and the
  bots' worker of the page (``web/py/bot_worker.py`` with ``bot-worker.json``, as
  ``bot_seats.py`` starts it) receives the same JSON request the app sends. ``worker`` is
  the time of ``decide`` inside the worker, ``round trip`` the time from the main thread's
  request to its answer (JSON both ways, the messages between threads).

The first decision of each level (importing its modules) is timed apart. Prints
median and p95 per game and level (ms), and how many of the page's answers differ
from CPython's (0 expected: no level uses the wall clock unless given a ``time_limit``).
Goal in the page (issue 16, item 6): p95 <= 500 ms for "hard", <= 50 ms for "easy".
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots import decide, levels as bot_levels, make_bot  # noqa: E402
from engine.core import Rng  # noqa: E402
from engine.games import get_spec  # noqa: E402

sys.path.insert(0, str(ROOT / "web" / "py"))
from bot_seats import PAGE_PARAMS  # noqa: E402  (the page's settings of each level)

OPTIONS = {"twilight": {}, "risk": {"variant": "classic", "players": 3}}
TOURNAMENT = {"edition": "deluxe", "optional_cards": True, "handicap": "US+2"}
EVERY = {"twilight": 1, "risk": 8}
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LAUNCH_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
               "--disable-component-update", "--disable-sync", "--no-first-run"]

# Run in the page (main thread): start a worker as bot_seats.py does, and give the
# bench one function that sends a request and resolves with the worker's answer.
BOOT = """
import asyncio
from pyodide.ffi import create_proxy
from pyscript import document, window
from pyscript.workers import create_named_worker

import json

async def boot():
    config = json.loads(str(await (await window.fetch("./bot-worker.json")).text()))
    worker = await create_named_worker(src="./py/bot_worker.py", name="bench", config=config)
    await worker.ready()

    async def run(text):
        return str(await worker.choose(text))

    window.benchDecide = create_proxy(lambda text: asyncio.ensure_future(run(text)))
    document.body.dataset.bench = "1"

asyncio.ensure_future(boot())
"""

# Run in the page (JavaScript): the requests one after another, each timed.
RUN = """async (requests) => {
  const out = [];
  for (const text of requests) {
    const t0 = performance.now();
    const answer = await window.benchDecide(text);
    out.push([answer, performance.now() - t0]);
  }
  return out;
}"""


def positions(game: str, count: int, seed: int, options=None) -> list[tuple[dict, int]]:
    """``count`` observations (with a seed each) from seeded games of easy bots."""
    spec = get_spec(game)
    opts = spec.normalize_options({**spec.simulation_options,
                                   **(options if options is not None else OPTIONS.get(game, {}))})
    player = make_bot(game, "easy")
    rng = Rng(seed)
    out: list = []
    g = k = 0
    while len(out) < count and g < 500:
        state = spec.new(opts, seed + g)
        g += 1
        while not state.is_over and len(out) < count:
            obs = state.observe(state.to_move)
            if len(obs["legal"]) > 1:
                k += 1
                if k % EVERY.get(game, 1) == 0:
                    out.append((obs, k))
            state.apply(player.choose(obs, rng))
    return out


def stats(ms: list[float]) -> dict:
    xs = sorted(ms)
    n = len(xs)
    if not n:
        return {"n": 0}
    return {"n": n, "median_ms": round(xs[n // 2], 2),
            "p95_ms": round(xs[min(n - 1, int(0.95 * n))], 2), "max_ms": round(xs[-1], 2)}


def cpython(game: str, level: str, pos: list, params: dict) -> tuple[list[str], list[float]]:
    actions, ms = [], []
    decide(game, level, pos[0][0], seed=pos[0][1], **params)    # imports, as in the page
    for obs, seed in pos:
        t = time.perf_counter()
        actions.append(decide(game, level, obs, seed=seed, **params))
        ms.append(1000 * (time.perf_counter() - t))
    return actions, ms


def serve(site: Path):
    """The built site on a free localhost port (bench_ready's server), and its URL."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_ready import _serve
    server = _serve(site)
    return server, f"http://127.0.0.1:{server.server_port}/"


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", default="twilight,risk")
    p.add_argument("--levels", default="", help="default: every level but random")
    p.add_argument("--positions", type=int, default=200, help="positions per game")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--site", type=Path, default=ROOT / "site")
    p.add_argument("--json", type=Path, help="also write the results here")
    p.add_argument("--tournament", action="store_true",
                   help="Twilight Struggle in tournament settings (Deluxe, optional cards, "
                        "US +2), as the expert level is measured")
    p.add_argument("--defaults", action="store_true",
                   help="the engine's default settings of each level, not the page's "
                        "(web/py/bot_seats.py PAGE_PARAMS)")
    a = p.parse_args()
    if not (a.site / "bot-worker.json").exists():
        sys.exit(f"{a.site} is not built (or predates the bots' worker): "
                 "run python scripts/build.py")
    from playwright.sync_api import sync_playwright

    results: dict = {"python": platform.python_version(), "positions": a.positions,
                     "seed": a.seed, "games": {}}
    server, url = serve(a.site.resolve())
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        page = browser.new_page()
        page.set_default_timeout(600_000)
        errors: list = []
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(url)
        page.wait_for_selector('body[data-ready="1"]', timeout=120_000)
        t0 = time.perf_counter()
        page.evaluate("""code => { const s = document.createElement('script'); s.type = 'py';
            s.textContent = code; document.body.appendChild(s); }""", BOOT)
        page.wait_for_selector("body[data-bench]", timeout=120_000, state="attached")
        results["worker_start_s"] = round(time.perf_counter() - t0, 2)
        results["pyodide"] = page.evaluate("window.boardgames && window.boardgames.version")
        for game in a.games.split(","):
            lv = [x for x in (a.levels.split(",") if a.levels else bot_levels(game))
                  if x in bot_levels(game) and x != "random"]
            pos = positions(game, a.positions, a.seed,
                            TOURNAMENT if a.tournament and game == "twilight" else None)
            out = results["games"][game] = {}
            for level in lv:
                params = {} if a.defaults else PAGE_PARAMS.get((game, level), {})
                want, cp_ms = cpython(game, level, pos, params)
                requests = [json.dumps({"game": game, "level": level, "observed": obs,
                                        "seed": seed, "params": params}, separators=(",", ":"))
                            for obs, seed in pos]
                # the first decision of a level imports its modules: timed apart
                first = page.evaluate(RUN, requests[:1])[0][1]
                answers = page.evaluate(RUN, requests)
                worker_ms, trip_ms, differ, failed = [], [], 0, 0
                for (text, trip), action in zip(answers, want):
                    answer = json.loads(text)
                    if "error" in answer:
                        failed += 1
                        continue
                    worker_ms.append(answer["ms"])
                    trip_ms.append(trip)
                    differ += answer["action"] != action
                out[level] = {"cpython": stats(cp_ms), "page_worker": stats(worker_ms),
                              "page_round_trip": stats(trip_ms), "differ": differ,
                              "page_first_call_ms": round(first, 1),
                              "failed": failed, "params": params}
                print(f"{game:9} {level:7} n={len(pos):4}  CPython median {stats(cp_ms)['median_ms']:8.2f}"
                      f" p95 {stats(cp_ms)['p95_ms']:8.2f} | page worker median "
                      f"{stats(worker_ms).get('median_ms', 0):8.2f} p95 "
                      f"{stats(worker_ms).get('p95_ms', 0):8.2f} | round trip median "
                      f"{stats(trip_ms).get('median_ms', 0):8.2f} p95 "
                      f"{stats(trip_ms).get('p95_ms', 0):8.2f} ms | differ {differ}, "
                      f"failed {failed}", flush=True)
        results["console_errors"] = errors
        browser.close()
    server.shutdown()
    results["platform"] = platform.platform()
    text = json.dumps(results, indent=1)
    print(text)
    if a.json:
        a.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
