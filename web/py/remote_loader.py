"""Loads the package of play across devices (``web/py/remote/``) when a game needs it.

The page's start never imports it: the UI zip leaves ``remote`` out, and the build ships
it beside its JavaScript in ``site/remote/<hash>/`` (``scripts/build.py``,
``vendor_remote``; ``site/remote/files.json`` names the folder)::

    import remote_loader
    await remote_loader.load()           # ~60 kB, once per page
    from remote import sodium, qr, frames, pairing, live
"""

from __future__ import annotations

import importlib
import sys

FILES = "remote/files.json"
_base: str | None = None


async def load() -> str:
    """Put ``remote`` on ``sys.path`` (imported from its zip); returns the folder of its
    JavaScript, relative to the page. Once per page."""
    global _base
    if _base is None:
        from pyodide.ffi import to_js  # noqa: PLC0415 (only in the page)
        from pyscript import window  # noqa: PLC0415

        async def get(path: str, **options):
            url = window.URL.new(path, window.document.baseURI).href
            response = await window.fetch(url, to_js(options, dict_converter=window.Object.fromEntries))
            if not response.ok:
                raise OSError(f"{path}: HTTP {response.status}")
            return response

        # "no-cache": the folder of this build, never a stale one (offline: the service worker)
        base = str((await (await get(FILES, cache="no-cache")).json()).base)
        data = (await (await get(base + "py.zip")).arrayBuffer()).to_bytes()
        path = f"/tmp/remote-{base.strip('/').rsplit('/', 1)[-1]}.zip"
        with open(path, "wb") as f:
            f.write(data)
        sys.path.insert(0, path)
        importlib.invalidate_caches()
        import remote.glue  # noqa: PLC0415
        remote.glue.BASE = base
        _base = base
    return _base
