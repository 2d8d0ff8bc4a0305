"""The transport pieces of play across devices, in the page (issue 34; docs/REMOTE_PAGE.md):

* libsodium in the page under PyNaCl's ``nacl.bindings`` names (web/py/remote/sodium.py):
  every function on fixed inputs gives the bytes CPython's PyNaCl gives; the time of a
  scalar multiplication in the page is printed;
* QR codes: each code drawn for a long link's frames decodes with the vendored decoder to
  the text shown, and the frames join back into the link; the camera (Chromium's fake
  capture device filming a code) reads a code through ``remote.qr.scan``;
* the live channel: two browser contexts (two devices) pair by carrying the offer link to
  the second and the answer link back, exchange messages both ways, see the channel
  close when one side leaves (closed, page closed) or drop (page gone without a word),
  and pair again; sizes and times are printed.

The Python under test runs in the app's own interpreter (a ``<script type="py">`` added to
the page), after the app has started: nothing of it is loaded by the start itself.
"""

from __future__ import annotations

import json
import statistics
import textwrap
import time
from dataclasses import replace

import nacl.bindings as nacl
import pytest

from e2e.conftest import ACTION_TIMEOUT_MS, BOOT_TIMEOUT_MS, SITE, launch_args


_RUNS = iter(range(1, 1_000_000))


def run_py(page, code: str, timeout: float = 60_000):
    """Run ``code`` (Python, may ``await``; sets ``result`` to something JSON-able) in the
    page's interpreter and return ``result``; a Python error fails the test with its
    traceback."""
    key = f"remoteRun{next(_RUNS)}"
    script = (
        "import json as _json, traceback as _tb\n"
        "from pyscript import window as _window\n"
        "async def _run():\n"
        "    result = None\n"
        + textwrap.indent(textwrap.dedent(code), "    ") + "\n"
        "    return result\n"
        "try:\n"
        f"    _window.{key} = _json.dumps({{'ok': await _run()}})\n"
        "except BaseException:\n"
        f"    _window.{key} = _json.dumps({{'error': _tb.format_exc()}})\n")
    page.evaluate("""code => { const s = document.createElement('script'); s.type = 'py';
        s.textContent = code; document.body.appendChild(s); }""", script)
    page.wait_for_function(f"() => window.{key} !== undefined", timeout=timeout)
    out = json.loads(page.evaluate(f"window.{key}"))
    assert "error" not in out, out.get("error")
    return out["ok"]


#: what the page runs before it imports anything of ``remote``
LOAD = "import remote_loader\nawait remote_loader.load()\n"


def _remote_dir():
    """Where the build put the files of play across devices (site/remote/<hash>/)."""
    return SITE / json.loads((SITE / "remote" / "files.json").read_text())["base"][2:]


def _remote_requests(app) -> list[str]:
    return [u for u in app.watch.requests if "/remote/" in u]


# ------------------------------------------------------------------ libsodium
A64 = bytes((i * 7 + 3) % 256 for i in range(64))
B64 = bytes((i * 13 + 5) % 256 for i in range(64))
UNIFORM = bytes(range(32))
SEED = bytes(range(100, 132))
MESSAGE = "Twilight Struggle · turn 3 · ☭".encode()


# Run as it is by CPython on PyNaCl and by the page on the shim (``b``: nacl.bindings).
COMPUTE = f"""
A64, B64 = bytes.fromhex("{A64.hex()}"), bytes.fromhex("{B64.hex()}")
UNIFORM, SEED = bytes.fromhex("{UNIFORM.hex()}"), bytes.fromhex("{SEED.hex()}")
MESSAGE = bytes.fromhex("{MESSAGE.hex()}")
k, k2 = b.crypto_core_ed25519_scalar_reduce(A64), b.crypto_core_ed25519_scalar_reduce(B64)
p = b.crypto_core_ed25519_from_uniform(UNIFORM)
pk, sk = b.crypto_sign_seed_keypair(SEED)
signed = b.crypto_sign(MESSAGE, sk)
kp = b.crypto_scalarmult_ed25519_noclamp(k, p)
values = {{name: value.hex() for name, value in {{
    "crypto_core_ed25519_from_uniform": p,
    "crypto_core_ed25519_scalar_reduce": k + k2,
    "crypto_scalarmult_ed25519_noclamp": kp,
    "crypto_scalarmult_ed25519_base_noclamp": b.crypto_scalarmult_ed25519_base_noclamp(k),
    "crypto_core_ed25519_scalar_invert": b.crypto_core_ed25519_scalar_invert(k),
    "crypto_core_ed25519_scalar_mul": b.crypto_core_ed25519_scalar_mul(k, k2),
    "crypto_core_ed25519_scalar_add": b.crypto_core_ed25519_scalar_add(k, k2),
    "crypto_core_ed25519_scalar_sub": b.crypto_core_ed25519_scalar_sub(k, k2),
    "crypto_sign_seed_keypair": pk + sk,
    "crypto_sign": signed,
    "crypto_sign_open": b.crypto_sign_open(signed, pk),
}}.items()}}
values["crypto_core_ed25519_is_valid_point"] = [
    b.crypto_core_ed25519_is_valid_point(p), b.crypto_core_ed25519_is_valid_point(bytes(32)),
    b.crypto_core_ed25519_is_valid_point(b"\\x01" + bytes(31))]
# the masks come off: inv(k)·(k·P) == P (what mental poker relies on)
values["unmask"] = b.crypto_scalarmult_ed25519_noclamp(b.crypto_core_ed25519_scalar_invert(k), kp) == p

def refused(fn, *args):
    try:
        fn(*args)
    except Exception as err:
        return type(err).__name__
    return None

bad = bytes([signed[0] ^ 1]) + signed[1:]
values["refusals"] = {{
    "open_tampered": refused(b.crypto_sign_open, bad, pk),
    "open_short": refused(b.crypto_sign_open, signed[:40], pk),
    "mult_identity": refused(b.crypto_scalarmult_ed25519_noclamp, k, bytes(32)),
    "invert_zero": refused(b.crypto_core_ed25519_scalar_invert, bytes(32)),
    "reduce_short": refused(b.crypto_core_ed25519_scalar_reduce, A64[:32]),
    "seed_short": refused(b.crypto_sign_seed_keypair, SEED[:31]),
}}
"""

IN_PAGE = COMPUTE + """
import nacl.exceptions as e
sig = b.crypto_sign_detached(MESSAGE, sk)
extra = {"detached": sig == signed[:64],
         "verify_detached": b.crypto_sign_verify_detached(sig, MESSAGE, pk),
         "verify_tampered": refused(b.crypto_sign_verify_detached, sig, MESSAGE + b"!", pk),
         "crypto_error": all(issubclass(c, e.CryptoError) for c in (
             e.BadSignatureError, e.RuntimeError, e.TypeError, e.ValueError))}
n = 300
t0 = time.perf_counter()
q = p
for _ in range(n):
    q = b.crypto_scalarmult_ed25519_noclamp(k, q)
extra["ms_per_mult"] = (time.perf_counter() - t0) * 1000 / n
t0 = time.perf_counter()
for _ in range(n):
    b.crypto_core_ed25519_scalar_mul(k, k2)
extra["ms_per_scalar_mul"] = (time.perf_counter() - t0) * 1000 / n
t0 = time.perf_counter()
for _ in range(100):
    b.crypto_sign_verify_detached(sig, MESSAGE, pk)
extra["ms_per_verify"] = (time.perf_counter() - t0) * 1000 / 100
result = [values, extra]
"""


def test_libsodium_in_the_page_gives_pynacls_bytes(app):
    page = app.open().page
    assert not _remote_requests(app), "the page's start loads nothing of play across devices"
    assert run_py(page, "import sys\nresult = sorted(m for m in sys.modules "
                        "if m == 'nacl' or m.startswith(('nacl.', 'remote')))") == []
    # none of it in the UI zip either: the package travels in its own zip
    assert run_py(page, "import os\nresult = sorted(n for n in os.listdir('.') "
                        "if n.startswith('remote'))") == ["remote_loader.py"]
    got, extra = run_py(page, """
import time
t0 = time.perf_counter()
""" + LOAD + """
t1 = time.perf_counter()
from remote import sodium
await sodium.load()
sodium.install()
import nacl.bindings as b
load_ms = [(t1 - t0) * 1000, (time.perf_counter() - t1) * 1000]
""" + IN_PAGE + """
extra["load_ms"] = load_ms
""")
    expected: dict = {"b": nacl}
    exec(COMPUTE, expected)                 # CPython, PyNaCl  # noqa: S102
    want = expected["values"]
    assert set(got) == set(want)
    for name, value in want.items():
        assert got[name] == value, f"{name}: the page gives {got[name]}, PyNaCl {value}"
    assert want["unmask"] is True and want["crypto_core_ed25519_is_valid_point"] == [True, False, False]
    assert want["refusals"] == {"open_tampered": "BadSignatureError", "open_short": "BadSignatureError",
                                "mult_identity": "RuntimeError", "invert_zero": "RuntimeError",
                                "reduce_short": "TypeError", "seed_short": "ValueError"}
    assert extra["detached"] and extra["verify_detached"] is True and extra["crypto_error"]
    assert extra["verify_tampered"] == "BadSignatureError"
    vendored = (_remote_dir() / "vendor" / "libsodium-sumo.mjs").stat().st_size
    print(f"\n[remote] libsodium in the page: {extra['ms_per_mult']:.3f} ms per scalar "
          f"multiplication, {extra['ms_per_scalar_mul']:.3f} ms per scalar product, "
          f"{extra['ms_per_verify']:.3f} ms per signature check; libsodium-sumo.mjs "
          f"{vendored / 1e3:.0f} kB; remote_loader.load() {extra['load_ms'][0]:.0f} ms, "
          f"sodium.load() {extra['load_ms'][1]:.0f} ms")
    assert extra["ms_per_mult"] < 20
    assert sorted({u.rsplit("/", 1)[1] for u in _remote_requests(app)}) == [
        "files.json", "libsodium-sumo.mjs", "py.zip", "sodium.mjs"]
    app.watch.assert_clean()


# ------------------------------------------------------------------ QR codes
QR_IN_PAGE = """
import time
from remote import frames, qr
from pyscript import document
base = str(document.baseURI).split("#")[0] + "#"
link = base + "m=" + LINK_BODY
parts = frames.split(link, prefix=base)
box = document.createElement("div")
box.id = "qr-test"
document.body.appendChild(box)
drawn, decoded, joiner, joined = [], [], frames.Joiner(prefix=base), None
lazy = None
for i, part in enumerate(parts, 1):
    code = await qr.svg(part, title=f"Code {i} of {len(parts)}", id=f"qr-title-{i}")
    figure = document.createElement("figure")
    figure.innerHTML = code.svg
    caption = document.createElement("figcaption")
    caption.textContent = part
    figure.appendChild(caption)
    figure.style.width = "360px"
    box.appendChild(figure)
    drawn.append([code.version, code.modules])
for figure in box.querySelectorAll("figure"):
    if lazy is None:
        from pyscript import window
        lazy = [e.name for e in window.performance.getEntriesByType("resource")
                if "jsQR" in e.name]
    t0 = time.perf_counter()
    text, by = await qr.decode(figure.querySelector("svg"), "jsqr")
    ms = (time.perf_counter() - t0) * 1000
    decoded.append([text, by, str(figure.querySelector("figcaption").textContent), ms])
    joined = joiner.add(text) or joined
canvas = document.createElement("canvas")
single = await qr.svg(base + "m=short")
result = {"link": link, "drawn": drawn, "decoded": decoded, "joined": joined,
          "jsqr_before_decoding": lazy, "detector": await qr.has_detector(),
          "auto": await qr.decode(single.svg), "nothing": await qr.decode(canvas, "jsqr")}
"""


@pytest.mark.parametrize("body_chars", [400, 4800])
def test_qr_codes_drawn_decode_to_the_text_shown_and_join(app, body_chars):
    page = app.open().page
    body = "".join("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[(i * 37 + 11) % 64]
                   for i in range(body_chars))
    got = run_py(page, LOAD + QR_IN_PAGE.replace("LINK_BODY", json.dumps(body)), timeout=120_000)
    assert got["jsqr_before_decoding"] == [], "the decoder is loaded only when first needed"
    assert got["decoded"], "no code drawn"
    for text, by, shown, _ms in got["decoded"]:
        assert by == "jsqr"
        assert text == shown, "the code decodes to the text shown under it"
    assert got["joined"] == got["link"]
    assert got["nothing"] is None
    assert got["auto"] and got["auto"][0].endswith("#m=short")
    n = len(got["drawn"])
    assert n == (1 if body_chars < 600 else 8) and max(v for v, _ in got["drawn"]) <= 21
    print(f"\n[remote] a link of {len(got['link'])} characters: {n} QR code(s), versions "
          f"{sorted({v for v, _ in got['drawn']})} (M), decoded by jsQR in "
          f"{statistics.median(d[3] for d in got['decoded']):.0f} ms median; "
          f"BarcodeDetector here: {got['detector']}")
    app.watch.assert_clean()


# ------------------------------------------------------------------ the live channel
# Headless Chromium hides the machine's addresses behind mDNS names (.local), which two
# contexts on one machine cannot resolve without multicast; this sandbox allows traffic to
# loopback addresses only. So the test browser shows plain addresses, loopback included
# (the flags below, for this browser only), and the test keeps only 127.0.0.1 candidates in
# the links it carries: the pairing codes are made and read exactly as between two devices.
RTC_FLAGS = ["--allow-loopback-in-peer-connection", "--use-fake-ui-for-media-stream"]
RTC_FEATURES_OFF = ["WebRtcHideLocalIpsWithMdns"]


# The test browser's camera films a QR code (Chromium's fake capture device playing a
# Y4M file drawn here from the code that the vendored generator makes for CAMERA_TEXT).
CAMERA_TEXT = "https://friends.example/boardgames/#pair=" + "EXAMPLE-pairing_step" * 8
_MODULES_JS = """
const { default: qrcode } = await import(process.argv[1]);
const code = qrcode(0, "M"); code.addData(process.argv[2], "Byte"); code.make();
const n = code.getModuleCount(), rows = [];
for (let r = 0; r < n; r++) { let row = ""; for (let c = 0; c < n; c++) row += code.isDark(r, c) ? "1" : "0"; rows.push(row); }
console.log(JSON.stringify(rows));
"""


def _camera_file(path) -> str:
    import subprocess
    vendored = _remote_dir() / "vendor" / "qrcode.mjs"
    out = subprocess.run(["node", "--input-type=module", "-e", _MODULES_JS, "--",
                          vendored.as_uri(), CAMERA_TEXT], capture_output=True, text=True,
                         check=True).stdout
    rows = json.loads(out)
    width, height, cell = 640, 480, 5
    side = (len(rows) + 8) * cell
    assert side <= height
    y = bytearray([235]) * (width * height)             # white paper
    x0, y0 = (width - side) // 2, (height - side) // 2
    for r, row in enumerate(rows):
        for c, dark in enumerate(row):
            if dark == "1":
                for dy in range(cell):
                    start = (y0 + (r + 4) * cell + dy) * width + x0 + (c + 4) * cell
                    y[start:start + cell] = bytes([16]) * cell
    frame = b"FRAME\n" + bytes(y) + bytes([128]) * (width * height // 2)
    path.write_bytes(f"YUV4MPEG2 W{width} H{height} F5:1 Ip A1:1 C420jpeg\n".encode() + frame * 3)
    return str(path)


@pytest.fixture(scope="module")
def rtc_browser(playwright_instance, tmp_path_factory):
    from e2e.conftest import CHROMIUM
    camera = _camera_file(tmp_path_factory.mktemp("camera") / "qr.y4m")
    args = ["--use-fake-device-for-media-stream", f"--use-file-for-fake-video-capture={camera}"]
    for arg in launch_args(playwright_instance):
        if arg.startswith("--disable-features="):
            arg += "," + ",".join(RTC_FEATURES_OFF)
        args.append(arg)
    if not any(a.startswith("--disable-features=") for a in args):
        args.append("--disable-features=" + ",".join(RTC_FEATURES_OFF))
    browser = playwright_instance.chromium.launch(executable_path=CHROMIUM, args=args + RTC_FLAGS)
    yield browser
    browser.close()


def test_the_camera_reads_a_code(rtc_browser, base_url):
    context = rtc_browser.new_context(viewport={"width": 900, "height": 800})
    try:
        app = _reopen(context, base_url)
        got = run_py(app.page, LOAD + """
import asyncio, time
from remote import qr
from pyscript import document
video = document.createElement("video")
document.body.appendChild(video)
seen = []
t0 = time.perf_counter()
stop = await qr.scan(video, lambda text, by: seen.append([text, by, time.perf_counter() - t0]))
for _ in range(200):
    if seen:
        break
    await asyncio.sleep(0.1)
stop()
video.id = "camera-test"
result = seen
""")
        seen = got
        assert seen, "no code read from the camera"
        text, by, seconds = seen[0]
        assert text == CAMERA_TEXT and by in ("jsqr", "detector")
        assert app.page.evaluate("document.getElementById('camera-test').srcObject === null"), \
            "the camera is released by stop()"
        print(f"\n[remote] camera: the code ({len(CAMERA_TEXT)} characters) read by {by} "
              f"{seconds:.2f} s after the scan started")
        app.watch.assert_clean()
    finally:
        context.close()


def _device(rtc_browser, base_url):
    context = rtc_browser.new_context(viewport={"width": 900, "height": 800})
    return context, _reopen(context, base_url)


def _reopen(context, base_url):
    from e2e.conftest import App, Watch
    page = context.new_page()
    page.set_default_timeout(ACTION_TIMEOUT_MS)
    watch = Watch(origin=base_url.rstrip("/"))
    watch.attach(page)
    app = App(page, base_url, watch)
    page.goto(base_url)
    page.wait_for_selector('body[data-ready="1"]', timeout=BOOT_TIMEOUT_MS)
    run_py(page, LOAD + """
from remote import live
from pyscript import window
import json
got = []
states = []
def on_message(text):
    got.append([text, float(window.performance.timeOrigin + window.performance.now())])
    window.remoteGot = json.dumps(got)
def on_state(state):
    states.append(state)
    window.remoteStates = json.dumps(states)
window.remoteGot = "[]"
window.remoteStates = "[]"
import builtins
builtins._remote_test = {"live": live, "on_message": on_message, "on_state": on_state,
                         "got": got, "states": states}
""")
    return app


def _loopback_only(step: str) -> str:
    import sys
    web_py = str(SITE.parent / "web" / "py")
    if web_py not in sys.path:
        sys.path.insert(0, web_py)
    from remote import pairing
    d = pairing.from_fragment(step)
    kept = tuple(c for c in d.candidates if c.address == "127.0.0.1")
    assert kept, f"no loopback candidate in {d.candidates}"
    return pairing.fragment(replace(d, candidates=kept))


def _pair(a, b, round_: int) -> dict:
    offer = run_py(a.page, f"""
import builtins
t = builtins._remote_test
t["channel"] = t["live"].Channel(on_message=t["on_message"], on_state=t["on_state"])
import time
t0 = time.perf_counter()
step = await t["channel"].offer()
result = [len(str(t["channel"].peer.pc.localDescription.sdp)), step,
          (time.perf_counter() - t0) * 1000]
""")
    offer_link = a.base_url + "#" + offer[1]
    answer = run_py(b.page, f"""
import builtins, time
t = builtins._remote_test
t["channel"] = t["live"].Channel(on_message=t["on_message"], on_state=t["on_state"])
t0 = time.perf_counter()
step = await t["channel"].answer({json.dumps(_loopback_only(offer_link))})
result = [step, (time.perf_counter() - t0) * 1000]
""")
    answer_link = b.base_url + "#" + answer[0]
    t_accept = run_py(a.page, f"""
import builtins, time
t = builtins._remote_test
t0 = time.perf_counter()
await t["channel"].accept({json.dumps(_loopback_only(answer_link))})
result = time.perf_counter() * 1000
""")
    for app in (a, b):
        app.page.wait_for_function(
            f"() => JSON.parse(window.remoteStates).filter(s => s === 'open').length >= {round_}",
            timeout=30_000)
    return {"offer": offer_link, "answer": answer_link, "offer_ms": offer[2],
            "answer_ms": answer[1], "accepted_at": t_accept, "raw_offer": offer[0]}


def _send(app, texts: list[str]) -> list[float]:
    return run_py(app.page, f"""
import builtins
from pyscript import window
t = builtins._remote_test
sent = []
for text in {json.dumps(texts)}:
    sent.append(float(window.performance.timeOrigin + window.performance.now()))
    t["channel"].send(text)
result = sent
""")


def _received(app, count: int) -> list:
    app.page.wait_for_function(f"() => JSON.parse(window.remoteGot).length >= {count}",
                               timeout=30_000)
    return json.loads(app.page.evaluate("window.remoteGot"))


def test_two_devices_pair_by_links_talk_both_ways_and_pair_again(rtc_browser, base_url):
    ctx_a, a = _device(rtc_browser, base_url)
    ctx_b, b = _device(rtc_browser, base_url)
    try:
        first = _pair(a, b, 1)
        texts = [f"move {i}: " + "x" * (i * 40) for i in range(20)]
        sent = _send(a, texts)
        got = _received(b, len(texts))
        assert [g[0] for g in got] == texts, "in order, whole"
        one_way = [g[1] - s for g, s in zip(got, sent)]
        back = _send(b, ["ack " + t[:7] for t in texts[:10]])
        got_a = _received(a, 10)
        assert [g[0] for g in got_a] == ["ack " + t[:7] for t in texts[:10]]
        one_way += [g[1] - s for g, s in zip(got_a, back)]

        # One device leaves: the other sees the channel closed, and sending there refuses.
        run_py(a.page, "import builtins\nbuiltins._remote_test['channel'].close()")
        b.page.wait_for_function("() => JSON.parse(window.remoteStates).includes('closed')",
                                 timeout=30_000)
        refused = run_py(b.page, """
import builtins
from remote.live import ChannelClosed
try:
    builtins._remote_test["channel"].send("lost?")
    result = None
except ChannelClosed as err:
    result = str(err)
""")
        assert refused and "pair again" in refused

        # Pair again with a fresh offer and answer: the channel carries messages again.
        second = _pair(a, b, 2)
        assert second["offer"] != first["offer"] and second["answer"] != first["answer"]
        _send(b, ["after re-pairing"])
        assert _received(a, 11)[-1][0] == "after re-pairing"
        _send(a, ["and back"])
        assert _received(b, len(texts) + 1)[-1][0] == "and back"

        # A device that goes away without closing (its page closed: a reload, a phone
        # put to sleep): the other sees the channel drop; the reopened page pairs again.
        run_py(b.page, "import builtins, json\nfrom pyscript import window\n"
                       "builtins._remote_test['states'].clear()\nwindow.remoteStates = '[]'")
        a.page.close()
        t_gone = time.perf_counter()
        b.page.wait_for_function("() => JSON.parse(window.remoteStates).some("
                                 "s => s === 'closed' || s === 'dropped')", timeout=60_000)
        detected_s = time.perf_counter() - t_gone
        a = _reopen(ctx_a, base_url)
        _pair(a, b, 1)
        _send(a, ["back after a reload"])
        assert _received(b, len(texts) + 2)[-1][0] == "back after a reload"

        # A device that vanishes without a word (its renderer crashes: like a phone whose
        # Wi-Fi or battery is gone): the other sees the channel drop by itself.
        run_py(b.page, "import builtins, json\nfrom pyscript import window\n"
                       "builtins._remote_test['states'].clear()\nwindow.remoteStates = '[]'")
        t_gone = time.perf_counter()
        try:
            a.page.goto("chrome://crash", timeout=5_000)
        except Exception:  # noqa: BLE001 (the navigation never ends: the page is gone)
            pass
        b.page.wait_for_function("() => JSON.parse(window.remoteStates).some("
                                 "s => s === 'closed' || s === 'dropped')", timeout=60_000)
        silent_s = time.perf_counter() - t_gone
        assert json.loads(b.page.evaluate("window.remoteStates")) == ["dropped"]

        sizes = {k: len(first[k].split("#", 1)[1]) for k in ("offer", "answer")}
        full = {k: len(_loopback_only_sdp_chars(first[k])) for k in ("offer", "answer")}
        print(f"\n[remote] pairing steps: offer {sizes['offer']} characters of fragment "
              f"(link {len(first['offer'])}; the browser's own offer {first['raw_offer']}), "
              f"answer {sizes['answer']} (link "
              f"{len(first['answer'])}); the rebuilt SDPs are {full['offer']} and "
              f"{full['answer']} characters. A page closed: seen by the other in "
              f"{detected_s:.1f} s; a page gone without a word: 'dropped' after "
              f"{silent_s:.1f} s. Offer made in {first['offer_ms']:.0f} ms, answer "
              f"in {first['answer_ms']:.0f} ms. Send to receive: median "
              f"{statistics.median(one_way):.1f} ms, max {max(one_way):.1f} ms "
              f"({len(one_way)} messages, loopback)")
        assert all(s < 300 for s in sizes.values())
        assert statistics.median(one_way) < 200
        b.watch.assert_clean()
    finally:
        ctx_a.close()
        ctx_b.close()


def _loopback_only_sdp_chars(link: str) -> str:
    from remote import pairing
    return pairing.to_sdp(pairing.from_fragment(link))
