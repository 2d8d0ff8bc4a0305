"""The computer players' thread: a PyScript worker (Pyodide of its own) that decides.

Started by ``bot_seats.py`` (``create_named_worker``) with the config the build writes
(``bot-worker.json``: the same engine wheel as the page, ``sync_main_only``: this worker
never touches the page, so it needs no SharedArrayBuffer and no COOP/COEP headers). The
page's main thread never computes a bot move: it sends JSON text here and awaits the
answer (a promise), so taps keep working while a bot thinks.

Exported (``__export__``), each taking and returning JSON text:

``choose(request)``
    ``{"game", "level", "observed": state.observe(seat), "seed", "params"?}`` ->
    ``{"action": "...", "ms": 12.3}`` or ``{"error": "..."}`` (never raises: the page shows
    a message and a retry button).
``ready(game=None)``
    ``{"ok": true, "levels": [...], "python": "3.14.2"}`` once the engine (and ``game``'s
    rules and bots) is imported.
"""

import sys

sys.path.insert(0, "engine.whl")    # the engine, imported from its wheel (as the page does)

import json  # noqa: E402
import time  # noqa: E402


def _answer(request: str) -> dict:
    data = json.loads(request)
    if not isinstance(data, dict):
        raise ValueError("the request is not a JSON object")
    from engine.bots import decide
    params = data.get("params") or {}
    if not isinstance(params, dict):
        raise ValueError("params must be an object")
    t0 = time.perf_counter()
    action = decide(str(data["game"]), str(data["level"]), data["observed"],
                    seed=int(data["seed"]), **params)
    return {"action": action, "ms": round(1000 * (time.perf_counter() - t0), 2)}


def choose(request):
    """One decision (see the module); any failure is an ``error`` answer."""
    try:
        return json.dumps(_answer(str(request)))
    except Exception as err:            # reported to the page, which offers a retry
        return json.dumps({"error": f"{type(err).__name__}: {err}"})


def ready(game=None):
    """The engine's bots import (and ``game``'s rules and bots, when named: the first
    decision then does not pay for them)."""
    from engine.bots import levels
    found = levels(str(game)) if game else []
    return json.dumps({"ok": True, "levels": found,
                       "python": "{}.{}.{}".format(*sys.version_info[:3])})


__export__ = ["choose", "ready"]
