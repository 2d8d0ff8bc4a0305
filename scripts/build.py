#!/usr/bin/env python3
"""Assemble the static web site in ``site/`` (git-ignored).

Inputs:
  * the engine wheel, built from this repository with ``pip wheel``;
  * ``web/`` (index.html, CSS, the manifest, the service worker template ``sw.js``, the
    Python UI in ``web/py/``);
  * the runtimes vendored from ``node_modules`` (``npm ci`` first): the Pyodide core
    files from the npm package ``pyodide`` and ``dist/`` of ``@pyscript/core``.
Nothing is downloaded: the page installs no package at run time (no micropip). PyScript's
``files`` setting fetches the engine wheel (imported from as it is: zipimport) and the UI
zip (unpacked: ``"./*"``). Node (there for npm) runs the vendored Pyodide twice: to make
the interpreter's start-up snapshot (``scripts/snapshot.mjs``) and to compile our Python
to bytecode (``scripts/pycompile.mjs``), which the wheel and the UI zip carry.

Output layout (every URL in it is relative, so the site works under any sub-path)::

  site/index.html, site/*.css        from web/ (index.html gets the preload list and the
                                     loading screen's words in every language)
  site/i18n/LANG.mo                  the message catalogs, compiled (scripts/i18n.py; Babel),
                                     and the test pseudo-language en-XA.mo
  site/manifest.webmanifest          web app manifest (installable app)
  site/icons/*.png                   app icons, drawn by scripts/icons.py
  site/sw.js                         service worker: web/sw.js + version + precache list
  site/py/...                        the Python UI, from web/py/
  site/pyscript.json                 PyScript config (generated)
  site/bot-worker.json               config of the computer players' worker (py/bot_worker.py)
  site/pyscript/                     @pyscript/core dist/
  site/pyodide/                      pyodide.mjs, pyodide.asm.mjs/.wasm, stdlib, lock;
                                     boot.mjs (web/pyodide/: how PyScript starts Pyodide)
                                     and snapshot-<hash>.bin (Python's memory just after
                                     its start, made by scripts/snapshot.mjs with Node)
  site/wheels/<hash>/NAME.whl        the engine wheel (hash in the path busts caches)
  site/hello/                        bare PyScript "hello" page (bench/bench_ready.py)
  site/remote/<hash>/                play across devices, loaded on demand: web/remote/ (glue),
                                     vendor/ (libsodium-sumo, qrcode-generator, jsQR), py.zip
                                     (web/py/remote/); site/remote/files.json names <hash>
  site/build-info.json               versions, build hash and file list, for humans and tests
  site/**/*.gz                       gzip copies of the compressible files, for servers that
                                     send pre-compressed files (scripts/serve.py does)

Usage: python scripts/build.py [--out DIR]
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache"
sys.path.insert(0, str(Path(__file__).resolve().parent))
import icons  # noqa: E402  (scripts/icons.py)
import languages  # noqa: E402  (scripts/languages.py: the page's languages, from lang.py)

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
# The Pyodide core files the browser needs (no wheels ship in the npm package).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# PyScript's "interpreter": web/pyodide/boot.mjs, which starts Pyodide (from the start-up
# snapshot when the service worker has it: scripts/snapshot.mjs).
BOOT = "./pyodide/boot.mjs"
PY_SUFFIXES = {".py", ".json", ".toml", ".txt"}
# Where the engine wheel goes in the interpreter's file system (index.html puts it on sys.path).
ENGINE_WHEEL = "./engine.whl"
# The computer players' worker: its config (written by the build) and its script (web/py).
WORKER_CONFIG = "bot-worker.json"
WORKER_SCRIPT = "py/bot_worker.py"
# Left to the network (and the browser's HTTP cache) while online: see web/sw.js.
NETWORK_FIRST = ["./pyodide/pyodide.asm.wasm"]
# Icons written to site/icons/ (web/manifest.webmanifest names them): name -> (size, maskable)
ICONS = {"icon-192.png": (192, False), "icon-512.png": (512, False),
         "maskable-512.png": (512, True), "apple-touch-icon.png": (180, True)}
# Files worth compressing, and a floor below which gzip is not worth a second file.
GZIP_SUFFIXES = {".html", ".css", ".js", ".mjs", ".json", ".svg", ".wasm", ".py",
                 ".webmanifest", ".txt", ".bin", ".mo"}
GZIP_MIN_BYTES = 1024
# PyScript's modules that every start imports, one after another (its core chunk, then
# the plugins it loads before the interpreter), by name before the content hash.
PYSCRIPT_START_CHUNKS = ["core", "deprecations-manager", "donkey", "error", "py-editor",
                         "py-game", "py-terminal"]
MODULE_PRELOAD_MARK = "<!-- module preloads: filled in by scripts/build.py -->"
# Marker lines the build fills in (index.html's preload list, sw.js's BUILD object).
FILL_MARK = "// filled in by scripts/build.py"


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def npm_version(package: str) -> str:
    pkg = NODE_MODULES / package / "package.json"
    if not pkg.exists():
        sys.exit(f"[build] {pkg} is missing: run `npm ci` first")
    return json.loads(pkg.read_text())["version"]


def check_runtimes() -> None:
    for name, want in (("pyodide", PYODIDE_VERSION), ("@pyscript/core", PYSCRIPT_VERSION)):
        got = npm_version(name)
        if got != want:
            sys.exit(f"[build] node_modules/{name} is {got}, package.json pins {want}: run `npm ci`")


def build_engine_wheel() -> Path:
    tmp = Path(tempfile.mkdtemp(prefix="engine-wheel-"))
    before = {p.name for p in ROOT.iterdir()}
    cmd = [sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(tmp)]
    # Fixed dates inside the wheel: the same engine gives the same bytes, so its hashed URL
    # (and the service worker's version) changes only when the engine does.
    env = {**os.environ, "SOURCE_DATE_EPOCH": "1577836800"}
    subprocess.run(cmd, check=True, cwd=ROOT, env=env)
    # setuptools builds in the source tree: remove what this build left there.
    for name in ("build", *(p.name for p in ROOT.glob("*.egg-info"))):
        if name not in before:
            shutil.rmtree(ROOT / name, ignore_errors=True)
    wheels = sorted(tmp.glob("*.whl"))
    if len(wheels) != 1:
        sys.exit(f"[build] expected one engine wheel, got {wheels}")
    return wheels[0]


def vendor_pyodide(out: Path) -> None:
    src = NODE_MODULES / "pyodide"
    dst = out / "pyodide"
    dst.mkdir(parents=True, exist_ok=True)      # web/pyodide/boot.mjs is already there
    # The lock file is read at start-up; no package it lists is loaded (no micropip).
    for name in (*PYODIDE_FILES, "pyodide-lock.json"):
        shutil.copy2(src / name, dst / name)


# Play across devices (web/py/remote/, docs/REMOTE_PAGE.md): nothing of it is loaded at
# start-up. JavaScript libraries pinned in package.json, copied from node_modules; the
# Python package web/py/remote/ is left out of the UI zip and shipped beside them.
# npm package -> (its file, its name in site/remote/<hash>/vendor/)
REMOTE_VENDOR = {
    "libsodium-sumo": ("dist/modules-sumo-esm/libsodium-sumo.mjs", "libsodium-sumo.mjs"),
    "qrcode-generator": ("dist/qrcode.mjs", "qrcode.mjs"),
    "jsqr": ("dist/jsQR.js", "jsQR.js"),
}
REMOTE_PACKAGE = "remote"


def vendor_remote(out: Path) -> list[str]:
    """Everything a game across devices loads, in ``site/remote/<hash>/`` (named by its
    content, so that a browser never mixes two builds' files): the glue of ``web/remote/``
    (which copy_web put in ``site/remote/``), the libraries of :data:`REMOTE_VENDOR` (each
    checked against package.json's pin; licences beside them) and ``py.zip``, the package
    ``web/py/remote/`` (imported from the zip by ``web/py/remote_loader.py``; the UI zip
    leaves it out). ``site/remote/files.json`` names the folder. Returns the URLs for the
    service worker: precached (0.7 MB, 0.25 MB gzipped) in the background after the app
    started, so that a game across devices works offline too once the app is installed."""
    pinned = json.loads((ROOT / "package.json").read_text())["dependencies"]
    staging = out / "remote"
    (staging / "vendor").mkdir(parents=True, exist_ok=True)
    for package, (src, name) in REMOTE_VENDOR.items():
        got = npm_version(package)
        if got != pinned.get(package):
            sys.exit(f"[build] node_modules/{package} is {got}, package.json pins "
                     f"{pinned.get(package)}: run `npm ci`")
        shutil.copy2(NODE_MODULES / package / src, staging / "vendor" / name)
        licence = NODE_MODULES / package / "LICENSE"       # (qrcode-generator: in its file)
        if licence.exists():
            shutil.copy2(licence, staging / "vendor" / f"{name}.LICENSE.txt")
    package_dir = out / "py" / REMOTE_PACKAGE
    with zipfile.ZipFile(staging / "py.zip", "w", zipfile.ZIP_DEFLATED) as z:
        for f in sorted(package_dir.rglob("*.py")):
            z.writestr(_zip_entry(f.relative_to(out / "py").as_posix()), f.read_bytes())
    shutil.rmtree(package_dir)
    files = sorted(p.relative_to(staging).as_posix() for p in staging.rglob("*") if p.is_file())
    digest = hashlib.sha256("".join(f"{rel} {sha256(staging / rel)}\n" for rel in files).encode())
    folder = staging / digest.hexdigest()[:12]
    for rel in files:
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (staging / rel).rename(folder / rel)
    shutil.rmtree(staging / "vendor")
    base = f"./remote/{folder.name}/"
    (staging / "files.json").write_text(json.dumps({"base": base}) + "\n")
    return ["./remote/files.json",
            *(base + rel for rel in files if rel.endswith((".mjs", ".js", ".zip")))]


def node_executable() -> str:
    """Node.js (installed with npm by the README's commands): it runs the vendored Pyodide
    for the start-up snapshot and the bytecode."""
    found = shutil.which("node")
    if not found:
        sys.exit("[build] Node.js is needed to run Pyodide at build time (see README)")
    return found


def cached_snapshot(pyodide: Path) -> Path:
    """Where ``.cache/`` keeps the snapshot made by this scripts/snapshot.mjs from the
    Pyodide in the directory ``pyodide`` (it may not exist yet)."""
    h = hashlib.sha256((ROOT / "scripts" / "snapshot.mjs").read_bytes())
    for name in PYODIDE_FILES:
        h.update(hashlib.sha256((pyodide / name).read_bytes()).digest())
    return CACHE / "snapshot" / f"{h.hexdigest()[:16]}.bin"


def make_snapshot(out: Path) -> str:
    """The interpreter's start-up snapshot (``scripts/snapshot.mjs``, run with Node on the
    vendored Pyodide), as ``site/pyodide/snapshot-<hash>.bin``; returns its URL relative to
    ``site/pyodide/``. The same Pyodide always gives the same bytes, so it is made once
    and kept in ``.cache/`` by what it is made from."""
    script = ROOT / "scripts" / "snapshot.mjs"
    cached = cached_snapshot(out / "pyodide")
    if not cached.exists():
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial = cached.with_suffix(".part")
        subprocess.run([node_executable(), str(script), str(out / "pyodide"), str(partial)], check=True,
                       cwd=ROOT, stdout=subprocess.DEVNULL)
        partial.rename(cached)
    name = f"snapshot-{sha256(cached)[:12]}.bin"
    shutil.copy2(cached, out / "pyodide" / name)
    return f"./{name}"


def vendor_pyscript(out: Path) -> None:
    shutil.copytree(NODE_MODULES / "@pyscript" / "core" / "dist", out / "pyscript")


def copy_web(out: Path) -> list[str]:
    """Copy web/ into the site; return the UI's Python files (relative to web/py)."""
    web = ROOT / "web"
    shutil.copytree(web, out, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*", "*.po", "*.pot"))
    py = web / "py"
    return sorted(p.relative_to(py).as_posix() for p in py.rglob("*")
                  if p.is_file() and p.suffix in PY_SUFFIXES and "__pycache__" not in p.parts)


def write_catalog(out: Path) -> str:
    """``py/catalog.json``: each game's title, so the home screen can be drawn before any
    game's rules are imported (web/py/catalog.py)."""
    code = ("import json; from engine.games import GAMES, get_spec; "
            "print(json.dumps({n: {'title': get_spec(n).title} for n in GAMES}))")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True,
                            capture_output=True, text=True)
    (out / "py" / "catalog.json").write_text(result.stdout)
    return "catalog.json"


def compile_bytecode(trees: dict[str, Path]) -> tuple[str, dict[str, Path]]:
    """Bytecode of every ``.py`` of each tree, compiled by the page's own interpreter
    (``scripts/pycompile.mjs``: Pyodide under Node). Returns the interpreter's cache tag
    and, per tree, the directory holding ``NAME.pyc`` beside where each ``NAME.py`` is."""
    tmp = Path(tempfile.mkdtemp(prefix="bytecode-"))
    args = []
    for name, tree in trees.items():
        (tmp / name).mkdir()
        args += [str(tree), str(tmp / name)]
    result = subprocess.run([node_executable(), str(ROOT / "scripts" / "pycompile.mjs"),
                             str(NODE_MODULES / "pyodide"), *args],
                            check=True, cwd=ROOT, capture_output=True, text=True)
    return result.stdout.strip().splitlines()[-1], {name: tmp / name for name in trees}


def write_catalogs(out: Path) -> list[str]:
    """``site/i18n/LANG.mo``: the message catalogs compiled by ``scripts/i18n.py`` (Babel:
    a build dependency, ``pip install -e '.[build]'``), and the pseudo-language. Returns
    the catalogs of the languages offered (the pseudo-language is for tests only: it is
    not kept offline)."""
    try:
        import i18n  # noqa: PLC0415  (scripts/i18n.py)
        written = i18n.compile_catalogs(out / "i18n")
    except ImportError as err:
        sys.exit(f"[build] the message catalogs need Babel ({err}): pip install -e '.[build]'")
    return [f"./i18n/{p.name}" for p in written if p.stem != i18n.PSEUDO]


def shell_words(out: Path) -> dict:
    """The texts of index.html outside Python (``lang.SHELL``) in every language whose
    catalog translates them: ``{code: {key: text}}`` (English: the page's own text)."""
    import gettext
    lang = languages.page_lang()
    english = lang.shell_words(gettext.NullTranslations())
    words = {}
    for code in [c for c, _name in lang.LANGUAGES] + [lang.PSEUDO]:
        mo = out / "i18n" / f"{code}.mo"
        if not mo.exists():
            continue
        with mo.open("rb") as fh:
            said = lang.shell_words(gettext.GNUTranslations(fh))
        said = {k: v for k, v in said.items() if v != english[k]}
        if said:
            words[code] = said
    return words


def _zip_entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def add_bytecode_to_wheel(wheel: Path, pycs: Path) -> None:
    """Put ``NAME.pyc`` beside each ``NAME.py`` inside the wheel, where zipimport looks
    first, and list them in its RECORD (it stays a valid wheel)."""
    with zipfile.ZipFile(wheel) as z:
        entries = [(info, z.read(info)) for info in z.infolist()]
    record = next(info.filename for info, _ in entries
                  if info.filename.endswith(".dist-info/RECORD"))
    files = [(info, data) for info, data in entries if info.filename != record]
    for pyc in sorted(pycs.rglob("*.pyc")):
        files.append((_zip_entry(pyc.relative_to(pycs).as_posix()), pyc.read_bytes()))
    # The package first, then the .dist-info files, RECORD last (as wheel builders do).
    files.sort(key=lambda item: (".dist-info/" in item[0].filename, item[0].filename))
    lines = []
    for info, data in files:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{info.filename},sha256={digest},{len(data)}")
    lines.append(f"{record},,")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as z:
        for info, data in files:
            z.writestr(info, data)
        z.writestr(_zip_entry(record), "\n".join(lines) + "\n")


def write_ui_zip(out: Path, ui_files: list[str], pycs: Path, cache_tag: str) -> str:
    """All of the UI (``web/py``) in one content-hashed zip: one request instead of one
    per module, with each module's bytecode in ``__pycache__/`` (unpacked beside it, the
    import system takes it instead of compiling the source). Deterministic (fixed dates),
    so the same UI gives the same file name."""
    buffer = out / "py" / "ui.zip"
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for rel in ui_files:
            z.writestr(_zip_entry(rel), (out / "py" / rel).read_bytes())
            pyc = pycs / (rel + "c")
            if rel.endswith(".py") and pyc.exists():
                folder, _, name = rel.rpartition("/")
                cached = f"__pycache__/{name[:-3]}.{cache_tag}.pyc"
                z.writestr(_zip_entry(f"{folder}/{cached}" if folder else cached),
                           pyc.read_bytes())
    name = f"ui-{sha256(buffer)[:12]}.zip"
    buffer.rename(out / "py" / name)
    return f"./py/{name}"


def write_config(out: Path, wheel_url: str, ui_url: str) -> dict:
    # The engine wheel is written as it is to ENGINE_WHEEL, which index.html puts on
    # sys.path: the engine is imported straight from it (zipimport), so nothing is
    # extracted and only the modules used are ever read (a game's rules when first played).
    # The UI zip is unpacked into the interpreter's working directory (on sys.path), so a
    # game's board renderer is just one more module in web/py/.
    files = {wheel_url: ENGINE_WHEEL, ui_url: "./*"}
    config = {
        # Relative to this file, so the site works under any sub-path.
        "interpreter": BOOT,
        # No "packages" entry: the page never loads micropip.
        "files": files,
        # PyScript's own error display prints Python tracebacks into the page: off (the
        # app shows a short apology instead, see web/index.html; the console keeps them)
        "plugins": ["!error"],
    }
    (out / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
    return config


def write_worker_config(out: Path, wheel_url: str) -> dict:
    """``site/bot-worker.json``: the config of the computer players' worker
    (``web/py/bot_worker.py``, started by ``web/py/bot_seats.py``): the same runtime and
    engine wheel as the page, no UI. ``sync_main_only``: the worker never touches the
    page, so it needs no SharedArrayBuffer (no COOP/COEP headers on a static host)."""
    config = {
        "interpreter": BOOT,
        "files": {wheel_url: ENGINE_WHEEL},
        "sync_main_only": True,
        "plugins": ["!error"],
    }
    (out / WORKER_CONFIG).write_text(json.dumps(config, indent=2) + "\n")
    return config


HELLO_HTML = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>PyScript hello (bench baseline)</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../pyscript/core.css">
<script type="module" src="../pyscript/core.js"></script>
</head>
<body>
<p id="out">loading…</p>
<script type="py" config="./pyscript.json">
from pyscript import document
document.getElementById("out").textContent = "hello"
document.body.dataset.ready = "1"
</script>
</body>
</html>
"""


def write_hello(out: Path) -> None:
    """A bare PyScript page on the same vendored runtime: the bench's baseline."""
    hello = out / "hello"
    hello.mkdir()
    (hello / "index.html").write_text(HELLO_HTML)
    (hello / "pyscript.json").write_text(
        json.dumps({"interpreter": "../pyodide/pyodide.mjs"}, indent=2) + "\n")


def engine_version() -> str:
    import ast
    for node in ast.parse((ROOT / "engine" / "__init__.py").read_text()).body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "__version__":
            return node.value.value
    return "?"


def write_icons(out: Path) -> None:
    """PNG icons for the manifest, drawn once per version of scripts/icons.py (cached)."""
    key = hashlib.sha256(Path(icons.__file__).read_bytes()).hexdigest()[:12]
    cache = CACHE / "icons" / key
    (out / "icons").mkdir()
    for name, (size, maskable) in ICONS.items():
        cached = cache / name
        if not cached.exists():
            cache.mkdir(parents=True, exist_ok=True)
            cached.write_bytes(icons.icon_png(size, maskable))
        shutil.copy2(cached, out / "icons" / name)


def fill(path: Path, value, name: str = "BUILD") -> None:
    """Replace the value on the one line of ``path`` that ends with FILL_MARK and sets
    ``const NAME``."""
    lines = path.read_text().splitlines(keepends=True)
    hits = [i for i, line in enumerate(lines) if line.rstrip().endswith(FILL_MARK)
            and re.match(r"^\s*const " + re.escape(name) + r" = ", line)]
    if len(hits) != 1:
        sys.exit(f"[build] {path.name}: expected one line `const {name} = ...;  "
                 f"{FILL_MARK}`, found {len(hits)}")
    line = lines[hits[0]]
    found = re.match(r"^(\s*const \w+ = ).*(;\s*" + re.escape(FILL_MARK) + r"\s*)$", line, re.S)
    if not found:
        sys.exit(f"[build] {path.name}: the marked line is not `const NAME = ...;  {FILL_MARK}`")
    lines[hits[0]] = found.group(1) + json.dumps(value, separators=(",", ":")) + found.group(2)
    path.write_text("".join(lines))


def fill_languages(index: Path) -> None:
    """index.html's languages (``LANGS``, ``RTL``: the choice made before Python starts)
    from their one home, ``web/py/lang.py``."""
    for name, value in languages.shell().items():
        fill(index, value, name)


def module_preloads(out: Path) -> list[str]:
    """``<link rel="modulepreload">`` in index.html for every module a start imports in a
    chain (PyScript's core.js, its core chunk and start-up plugins, then boot.mjs and
    pyodide.mjs once pyscript.json is read): all are fetched at once while the page is
    parsed, instead of each only when the one before has run (measured: Pyodide starts
    loading ~0.14 s sooner on a first visit, sooner than on the bare hello page)."""
    hrefs = ["./pyscript/core.js"]
    for name in PYSCRIPT_START_CHUNKS:
        found = sorted((out / "pyscript").glob(f"{name}-*.js"))
        found = [f for f in found if re.fullmatch(re.escape(name) + r"-[\w-]{8}\.js", f.name)]
        if len(found) != 1:
            sys.exit(f"[build] expected one PyScript chunk '{name}-<hash>.js', found "
                     f"{[f.name for f in found]}: PYSCRIPT_START_CHUNKS needs updating")
        hrefs.append(f"./pyscript/{found[0].name}")
    hrefs += [BOOT, "./pyodide/pyodide.mjs"]
    index = out / "index.html"
    html = index.read_text()
    if html.count(MODULE_PRELOAD_MARK) != 1:
        sys.exit(f"[build] index.html: expected one '{MODULE_PRELOAD_MARK}'")
    links = "\n".join(f'<link rel="modulepreload" href="{h}">' for h in hrefs)
    index.write_text(html.replace(MODULE_PRELOAD_MARK, links))
    return hrefs


def sri(path: Path) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(path.read_bytes()).digest()).decode()


def precache_paths(out: Path, archives: list[str]) -> list[str]:
    """Everything the app needs offline, as URLs relative to the site root."""
    paths = ["./", "./style.css", "./a11y.js", "./favicon.svg", "./manifest.webmanifest", "./pyscript.json",
             *archives,
             *(f"./icons/{name}" for name in ICONS),
             *(f"./pyodide/{name}" for name in ("boot.mjs", *PYODIDE_FILES, "pyodide-lock.json"))]
    # All of PyScript's chunks (1.3 MB, 0.4 MB gzipped), not only those the start uses:
    # an error path or a lazily imported chunk must work offline too.
    for f in sorted((out / "pyscript").iterdir()):
        if f.suffix in (".js", ".css") and f.name != "service-worker.js":
            paths.append(f"./pyscript/{f.name}")
    return paths


def write_service_worker(out: Path, paths: list[str], optional: list[str]) -> str:
    """Fill site/sw.js in (version + precache list, of which ``optional`` may fail to be
    cached without failing the install); returns the build version."""
    paths = [*paths, *optional]
    files = {}
    for rel in paths:
        files[rel] = sri(out / ("index.html" if rel == "./" else rel[2:]))
    template = (ROOT / "web" / "sw.js").read_bytes()
    h = hashlib.sha256(template)
    for rel in paths:
        h.update(f"\n{rel} {files[rel]}".encode())
    version = h.hexdigest()[:12]
    fill(out / "sw.js", {"version": version, "files": files, "network_first": NETWORK_FIRST,
                         "optional": optional})
    return version


def gzip_site(out: Path) -> tuple[int, int]:
    """Write NAME.gz beside every compressible file (big ones cached by content hash)."""
    plain = packed = 0
    cache = CACHE / "gzip"
    for f in sorted(out.rglob("*")):
        if not f.is_file() or f.suffix not in GZIP_SUFFIXES or f.stat().st_size < GZIP_MIN_BYTES:
            continue
        data = f.read_bytes()
        cached = cache / (hashlib.sha256(data).hexdigest() + ".gz")
        if cached.exists():
            small = cached.read_bytes()
        else:
            small = gzip.compress(data, 9, mtime=0)
            if len(data) > 1 << 20:
                cache.mkdir(parents=True, exist_ok=True)
                cached.write_bytes(small)
        if len(small) < len(data) * 0.9:
            f.with_name(f.name + ".gz").write_bytes(small)
            plain += len(data)
            packed += len(small)
    return plain, packed


def build(out: Path) -> dict:
    t0 = time.perf_counter()
    check_runtimes()
    if out == ROOT or out in ROOT.parents or (out / ".git").exists() or out == ROOT / "web":
        sys.exit(f"[build] refusing to wipe {out}: choose an output directory of its own")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    # (the package of play across devices is shipped apart: vendor_remote)
    ui_files = [f for f in copy_web(out) if not f.startswith(f"{REMOTE_PACKAGE}/")]
    ui_files.append(write_catalog(out))
    catalogs = write_catalogs(out)
    fill_languages(out / "index.html")
    fill(out / "index.html", shell_words(out), "SHELL")
    vendor_pyscript(out)
    vendor_pyodide(out)
    snapshot = make_snapshot(out)
    fill(out / "pyodide" / "boot.mjs", {"snapshot": snapshot})
    write_icons(out)

    wheel = build_engine_wheel()
    unpacked = Path(tempfile.mkdtemp(prefix="engine-src-"))
    with zipfile.ZipFile(wheel) as z:
        z.extractall(unpacked)
    cache_tag, pycs = compile_bytecode({"engine": unpacked, "ui": out / "py"})
    add_bytecode_to_wheel(wheel, pycs["engine"])
    digest = sha256(wheel)
    wheel_dir = out / "wheels" / digest[:12]
    wheel_dir.mkdir(parents=True)
    shutil.copy2(wheel, wheel_dir / wheel.name)
    shutil.rmtree(wheel.parent, ignore_errors=True)
    wheel_url = f"./wheels/{digest[:12]}/{wheel.name}"
    ui_url = write_ui_zip(out, ui_files, pycs["ui"], cache_tag)
    shutil.rmtree(unpacked, ignore_errors=True)
    shutil.rmtree(pycs["ui"].parent, ignore_errors=True)
    config = write_config(out, wheel_url, ui_url)
    worker_config = write_worker_config(out, wheel_url)
    # What PyScript fetches only once the interpreter is up: index.html preloads it on a
    # first visit (when no service worker answers yet).
    preload = [wheel_url, ui_url]
    fill(out / "index.html", {"preload": preload})
    modules = module_preloads(out)
    # The bots' worker (its script and config; the wheel is already listed) works offline too.
    # The catalogs too: the language chosen works offline (a few kB each).
    paths = precache_paths(out, [*preload, f"./{WORKER_CONFIG}", f"./{WORKER_SCRIPT}",
                                 *catalogs, *vendor_remote(out)])
    # The snapshot (31 MB, 6 MB gzipped) is only a speed-up: a device short of room still
    # installs the app without it.
    optional = [f"./pyodide/{snapshot[2:]}"]
    version = write_service_worker(out, paths, optional)
    write_hello(out)
    # GitHub Pages: serve the files as they are (no Jekyll processing).
    (out / ".nojekyll").write_text("")

    info = {
        "build": version,
        "engine_version": engine_version(),
        "engine_wheel": wheel_url,
        "engine_wheel_sha256": digest,
        "pyodide": npm_version("pyodide"),
        "pyscript": npm_version("@pyscript/core"),
        "ui_files": ui_files,
        "ui_zip": ui_url,
        "config": config,
        "worker_config": worker_config,
        "module_preloads": modules,
        "precache": paths,
        "precache_optional": optional,
    }
    (out / "build-info.json").write_text(json.dumps(info, indent=2) + "\n")
    plain, packed = gzip_site(out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file() and p.suffix != ".gz")
    cached = sum((out / ("index.html" if p == "./" else p[2:])).stat().st_size for p in paths)
    log(f"site/ ready: {size / 1e6:.1f} MB (precached {cached / 1e6:.1f} MB, gzip "
        f"{plain / 1e6:.1f} -> {packed / 1e6:.1f} MB), build {version}, engine "
        f"{info['engine_version']}, {time.perf_counter() - t0:.1f} s")
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="output directory (default: site/)")
    args = ap.parse_args(argv)
    build(args.out.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
