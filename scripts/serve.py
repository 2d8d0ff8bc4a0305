#!/usr/bin/env python3
"""Serve the built site (``site/``) over HTTP: ``python scripts/serve.py [--port 8000]``.

Any static host will do (see docs/WEB.md); this one adds what a development server
wants: correct types for ``.mjs``/``.wasm``/``.whl`` and ``Cache-Control: no-cache`` so a
rebuilt site is never hidden by the browser's cache. ``e2e/`` and ``bench/`` import
:func:`make_server` to serve the site on a free port (port 0) from a thread.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".whl": "application/zip", ".json": "application/json", ".svg": "image/svg+xml",
        ".py": "text/plain; charset=utf-8",
    }
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args) -> None:
        if not self.quiet:
            super().log_message(fmt, *args)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True):
    """A ThreadingHTTPServer for ``directory`` (``port=0``: any free port)."""
    handler = type("QuietSiteHandler", (SiteHandler,), {"quiet": quiet})
    server = http.server.ThreadingHTTPServer(
        (host, port), functools.partial(handler, directory=str(directory)))
    server.daemon_threads = True
    return server


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="0.0.0.0",
                    help="address to listen on (default: all, so a tablet on the LAN can join)")
    ap.add_argument("--dir", type=Path, default=ROOT / "site")
    args = ap.parse_args(argv)
    if not (args.dir / "index.html").exists():
        sys.exit(f"{args.dir}/index.html is missing: build first (python scripts/build.py)")
    server = make_server(args.dir, args.host, args.port, quiet=False)
    print(f"Serving {args.dir} at http://localhost:{server.server_port}/  (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
