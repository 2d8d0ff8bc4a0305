#!/usr/bin/env python3
"""Serve the built site (``site/``) over HTTP the way a static host would:
``python scripts/serve.py [--port 8000]``.

* **Compression**: when the browser accepts gzip and the build wrote ``NAME.gz`` beside
  ``NAME``, that file is sent with ``Content-Encoding: gzip`` (and ``Vary:
  Accept-Encoding``): the wasm goes from 9.6 to 3.5 MB, the whole first load from about
  15 to 6 MB. Nothing is compressed on the fly.
* **Types**: ``.mjs``/``.js`` as ``text/javascript``, ``.wasm`` as ``application/wasm``
  (streaming compilation needs it), ``.webmanifest`` as ``application/manifest+json``,
  ``.whl`` as ``application/zip``.
* **Caching**: every response carries an ``ETag`` (a conditional request gets ``304 Not
  Modified``). Paths with a content hash in them (``wheels/<hash>/``, ``py/ui-<hash>.zip``)
  are ``immutable``
  for a year; everything else is ``no-cache`` (always revalidated), so a rebuilt site,
  and in particular a new ``sw.js``, is seen on the next load. The service worker
  (``sw.js``) takes care of offline use; the HTTP cache only has to stay correct.
* HTTP/1.1 with keep-alive, like any real host.

``e2e/`` and ``bench/`` import :func:`make_server` to serve the site on a free port
(port 0) from a thread.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import http.server
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# A content hash in the path (scripts/build.py: wheels/<sha[:12]>/, py/ui-<sha[:12]>.zip).
HASHED = re.compile(r"[/-][0-9a-f]{12,64}[/.]")
IMMUTABLE = "public, max-age=31536000, immutable"


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header allows gzip (``q=0`` refuses it)."""
    for part in (header or "").split(","):
        name, _, params = part.strip().partition(";")
        if name.strip().lower() in ("gzip", "*"):
            q = re.search(r"q\s*=\s*([0-9.]+)", params)
            return not (q and float(q.group(1)) == 0)
    return False


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
        ".whl": "application/zip", ".zip": "application/zip", ".json": "application/json",
        ".svg": "image/svg+xml", ".png": "image/png", ".css": "text/css",
        ".html": "text/html; charset=utf-8", ".py": "text/plain; charset=utf-8",
        ".webmanifest": "application/manifest+json", ".gz": "application/gzip",
        ".mo": "application/octet-stream",          # compiled message catalogs (i18n/)
    }
    quiet = False

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
                return super().send_head()          # the redirect to "dir/"
            path = os.path.join(path, "index.html")
        if not os.path.isfile(path):
            self.send_error(404, "File not found")
            return None
        ctype = self.guess_type(path)
        has_gz = os.path.isfile(path + ".gz")
        encoded = has_gz and accepts_gzip(self.headers.get("Accept-Encoding"))
        served = path + ".gz" if encoded else path
        try:
            f = open(served, "rb")
        except OSError:
            self.send_error(404, "File not found")
            return None
        try:
            st = os.fstat(f.fileno())
            etag = f'"{st.st_mtime_ns:x}-{st.st_size:x}{"-gz" if encoded else ""}"'
            url_path = self.path.split("?", 1)[0]
            cache = IMMUTABLE if HASHED.search(url_path) else "no-cache"
            if etag in [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]:
                f.close()
                self.send_response(304)
                self._common_headers(etag, cache, has_gz)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return None
            self.send_response(200)
            self.send_header("Content-Type", ctype)
            if encoded:
                self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(st.st_size))
            self.send_header("Last-Modified", email.utils.formatdate(st.st_mtime, usegmt=True))
            self._common_headers(etag, cache, has_gz)
            self.end_headers()
            return f
        except Exception:
            f.close()
            raise

    def _common_headers(self, etag: str, cache: str, varies: bool) -> None:
        self.send_header("ETag", etag)
        self.send_header("Cache-Control", cache)
        if varies:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("X-Content-Type-Options", "nosniff")

    def log_message(self, fmt, *args) -> None:
        if not self.quiet:
            super().log_message(fmt, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address) -> None:
        # A browser closing a kept-alive connection (or a reload cutting a download
        # short) is normal, not an error worth a traceback.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path, host: str = "127.0.0.1", port: int = 0, quiet: bool = True):
    """A threading HTTP server for ``directory`` (``port=0``: any free port)."""
    handler = type("QuietSiteHandler", (SiteHandler,), {"quiet": quiet})
    server = SiteServer((host, port), functools.partial(handler, directory=str(directory)))
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
