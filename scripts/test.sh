#!/usr/bin/env bash
# Install everything the tests need, build the site, run ALL tests (engine + end-to-end).
# Exits non-zero when anything fails. .ci/run calls exactly this script.
#
#   bash scripts/test.sh            all tests (what CI runs)
#   bash scripts/test.sh --quick    the developer's subset (about a minute): the CPython
#                                   tests not marked slow, and a few end-to-end smoke tests
#
# Tests run in parallel (pytest-xdist): TEST_WORKERS workers (default: one more than the
# cores, at least 3: an end-to-end test spends part of its time waiting on the page, which
# another worker's test fills; measured on 2 cores beside a CPU hog: 10 min 12 s with two
# workers, 9 min 19 s with three); each end-to-end worker has its own Chromium, on the one
# site built here.
# Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
QUICK=0
if [ "${1:-}" = "--quick" ]; then
    QUICK=1
    shift
fi

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

# pytest keeps its rewritten test modules in __pycache__/ (ignored by git) only where
# Python may write bytecode: without it every worker rewrites every test file each run.
unset PYTHONDONTWRITEBYTECODE
# Scheduling: e2e/conftest.py puts the longest tests first; "--dist load --maxschedchunk 1"
# then hands each free worker the next test (the default hands out long runs of
# consecutive tests, which put every end-to-end test on one worker).
WORKERS="${TEST_WORKERS:-$(( $(nproc) + 1 ))}"
if [ -z "${TEST_WORKERS:-}" ] && [ "$WORKERS" -lt 3 ]; then
    WORKERS=3
fi
if [ "$QUICK" = 1 ]; then
    "$PYTHON" -m pytest -n "$WORKERS" --dist load --maxschedchunk 1 -m "not slow" \
        tests e2e/test_boot.py e2e/test_two_tabs.py \
        e2e/test_play.py::test_play_demo_to_the_end_by_taps "$@"
else
    "$PYTHON" -m pytest -n "$WORKERS" --dist load --maxschedchunk 1 --durations=30 tests e2e "$@"
fi
