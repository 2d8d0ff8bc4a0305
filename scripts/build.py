#!/usr/bin/env python3
"""Assemble the static web site in ``site/`` (git-ignored).

Inputs:
  * the engine wheel, built from this repository with ``pip wheel``;
  * ``web/`` (index.html, CSS, the Python UI in ``web/py/``);
  * the runtimes vendored from ``node_modules`` (``npm ci`` first): the Pyodide core
    files from the npm package ``pyodide`` and ``dist/`` of ``@pyscript/core``;
  * the ``micropip`` and ``packaging`` wheels from PyPI (cached in ``.cache/wheels``),
    whose sha256 (and file name if needed) are rewritten in the copied ``pyodide-lock.json``.

Output layout (every URL in it is relative, so the site works under any sub-path)::

  site/index.html, site/*.css        from web/
  site/py/...                        the Python UI, from web/py/
  site/pyscript.json                 PyScript config (generated)
  site/pyscript/                     @pyscript/core dist/
  site/pyodide/                      pyodide.mjs, wasm, stdlib, lock, micropip, packaging
  site/wheels/<hash>/NAME.whl        the engine wheel (hash in the path busts caches)
  site/hello/                        bare PyScript "hello" page (bench/bench_ready.py)
  site/build-info.json               versions and file list, for humans and tests

Usage: python scripts/build.py [--out DIR]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / ".cache" / "wheels"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
# The Pyodide core files the browser needs (no wheels ship in the npm package).
PYODIDE_FILES = ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
# Wheels from PyPI that the runtime loads by name through pyodide-lock.json.
LOCK_WHEELS = ["micropip", "packaging"]
PY_SUFFIXES = {".py", ".json", ".toml", ".txt"}


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
    subprocess.run(cmd, check=True, cwd=ROOT)
    # setuptools builds in the source tree: remove what this build left there.
    for name in ("build", *(p.name for p in ROOT.glob("*.egg-info"))):
        if name not in before:
            shutil.rmtree(ROOT / name, ignore_errors=True)
    wheels = sorted(tmp.glob("*.whl"))
    if len(wheels) != 1:
        sys.exit(f"[build] expected one engine wheel, got {wheels}")
    return wheels[0]


def fetch_lock_wheel(name: str, version: str) -> Path:
    """Return the cached PyPI wheel ``name==version``, downloading it on first use."""
    CACHE.mkdir(parents=True, exist_ok=True)
    norm = name.replace("-", "_")
    found = sorted(CACHE.glob(f"{norm}-{version}-*.whl"))
    if found:
        return found[0]
    log(f"downloading {name}=={version} from PyPI")
    cmd = [
        sys.executable, "-m", "pip", "download", f"{name}=={version}", "--no-deps",
        "--only-binary=:all:", "--python-version", "3.14", "-q", "-d", str(CACHE),
    ]
    subprocess.run(cmd, check=True)
    found = sorted(CACHE.glob(f"{norm}-{version}-*.whl"))
    if not found:
        sys.exit(f"[build] pip download gave no wheel for {name}=={version}")
    return found[0]


def vendor_pyodide(out: Path) -> dict:
    src = NODE_MODULES / "pyodide"
    dst = out / "pyodide"
    dst.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(src / name, dst / name)
    lock = json.loads((src / "pyodide-lock.json").read_text())
    rewritten = {}
    for name in LOCK_WHEELS:
        entry = lock["packages"][name]
        wheel = fetch_lock_wheel(name, entry["version"])
        digest = sha256(wheel)
        if entry["file_name"] != wheel.name or entry["sha256"] != digest:
            rewritten[name] = {"file_name": wheel.name, "sha256": digest,
                               "was": {"file_name": entry["file_name"], "sha256": entry["sha256"]}}
        entry["file_name"] = wheel.name
        entry["sha256"] = digest
        shutil.copy2(wheel, dst / wheel.name)
    (dst / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")))
    return rewritten


def vendor_pyscript(out: Path) -> None:
    shutil.copytree(NODE_MODULES / "@pyscript" / "core" / "dist", out / "pyscript")


def copy_web(out: Path) -> list[str]:
    """Copy web/ into the site; return the UI's Python files (relative to web/py)."""
    web = ROOT / "web"
    shutil.copytree(web, out, dirs_exist_ok=True,
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc", ".*"))
    py = web / "py"
    return sorted(p.relative_to(py).as_posix() for p in py.rglob("*")
                  if p.is_file() and p.suffix in PY_SUFFIXES and "__pycache__" not in p.parts)


def write_config(out: Path, wheel_url: str, ui_files: list[str]) -> dict:
    config = {
        # Relative to this file, so the site works under any sub-path.
        "interpreter": "./pyodide/pyodide.mjs",
        "packages": [wheel_url],
        # Every UI module lands in the interpreter's working directory (on sys.path),
        # so a game's board renderer is just one more module in web/py/.
        "files": {f"./py/{rel}": f"./{rel}" for rel in ui_files},
        # PyScript's own error display prints Python tracebacks into the page: off (the
        # app shows a short apology instead, see web/index.html; the console keeps them)
        "plugins": ["!error"],
    }
    (out / "pyscript.json").write_text(json.dumps(config, indent=2) + "\n")
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
    # read, not executed: the package's __init__ imports its games (relative imports)
    text = (ROOT / "engine" / "__init__.py").read_text()
    found = re.search(r'^__version__\s*=\s*"([^"]+)"', text, re.M)
    return found.group(1) if found else "?"


def build(out: Path) -> dict:
    t0 = time.perf_counter()
    check_runtimes()
    if out == ROOT or out in ROOT.parents or (out / ".git").exists() or out == ROOT / "web":
        sys.exit(f"[build] refusing to wipe {out}: choose an output directory of its own")
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)

    ui_files = copy_web(out)
    vendor_pyscript(out)
    rewritten = vendor_pyodide(out)
    for name, info in rewritten.items():
        log(f"pyodide-lock.json: {name} -> {info['file_name']} sha256 {info['sha256'][:12]}…")

    wheel = build_engine_wheel()
    digest = sha256(wheel)
    wheel_dir = out / "wheels" / digest[:12]
    wheel_dir.mkdir(parents=True)
    shutil.copy2(wheel, wheel_dir / wheel.name)
    shutil.rmtree(wheel.parent, ignore_errors=True)
    wheel_url = f"./wheels/{digest[:12]}/{wheel.name}"
    config = write_config(out, wheel_url, ui_files)
    write_hello(out)
    # GitHub Pages: serve the files as they are (no Jekyll processing).
    (out / ".nojekyll").write_text("")

    info = {
        "engine_version": engine_version(),
        "engine_wheel": wheel_url,
        "engine_wheel_sha256": digest,
        "pyodide": npm_version("pyodide"),
        "pyscript": npm_version("@pyscript/core"),
        "lock_rewrites": {k: v["file_name"] for k, v in rewritten.items()},
        "ui_files": ui_files,
        "config": config,
    }
    (out / "build-info.json").write_text(json.dumps(info, indent=2) + "\n")
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    log(f"site/ ready: {size / 1e6:.1f} MB, engine {info['engine_version']}, "
        f"{time.perf_counter() - t0:.1f} s")
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site", help="output directory (default: site/)")
    args = ap.parse_args(argv)
    build(args.out.resolve())
    return 0


if __name__ == "__main__":
    sys.exit(main())
