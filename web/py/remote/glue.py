"""The JavaScript glue of web/remote/, imported on first use (page only)."""

from __future__ import annotations

#: the folder of the glue, relative to the page (set by remote_loader.load())
BASE = "./remote/"
_modules: dict = {}


async def module(name: str):
    """The ES module ``name`` of the glue (e.g. ``qr.mjs``), imported once per page."""
    if name not in _modules:
        from pyscript import js_import, window  # noqa: PLC0415 (only in the page)
        href = window.URL.new(BASE + name, window.document.baseURI).href
        _modules[name] = (await js_import(href))[0]
    return _modules[name]
