#!/usr/bin/env bash
# Install everything the tests need, build the site, run ALL tests (engine + end-to-end).
# Exits non-zero when anything fails. .ci/run calls exactly this script.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

# Debian's Chromium for the end-to-end tests (Playwright never downloads a browser here).
if [ ! -x /usr/bin/chromium ]; then
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
# The engine (editable) and the Python test packages (pytest, hypothesis, playwright...).
"$PYTHON" -m pip install --disable-pip-version-check -q -e '.[test]'
# The browser runtimes, pinned by package-lock.json.
npm ci --no-audit --no-fund --loglevel=error
"$PYTHON" scripts/build.py
"$PYTHON" -m pytest tests e2e "$@"
