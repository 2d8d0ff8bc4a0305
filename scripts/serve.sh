#!/usr/bin/env bash
# Install what the build needs, build the static site into site/, serve it at
# http://localhost:8000 (PORT=8080 bash scripts/serve.sh for another port). Ctrl-C stops.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
PORT="${PORT:-8000}"

command -v npm >/dev/null || { echo "npm (Node 20) is needed: apt-get install -y nodejs npm" >&2; exit 1; }
"$PYTHON" -m pip --version >/dev/null 2>&1 || { echo "pip is needed: apt-get install -y python3-pip" >&2; exit 1; }

# What the build needs from PyPI (Babel compiles the message catalogs).
"$PYTHON" -m pip install --disable-pip-version-check -q -e '.[build]'
# The browser runtimes (Pyodide, PyScript), pinned by package-lock.json.
npm ci --no-audit --no-fund --loglevel=error
# Builds the engine wheel, the UI zip, the service worker and icons; vendors the runtimes.
"$PYTHON" scripts/build.py
# Serves site/ as a static host would: pre-compressed (gzip) files, correct types, ETags.
exec "$PYTHON" scripts/serve.py --port "$PORT"
