"""The JavaScript glue of web/remote/, imported on first use (page only)."""

from __future__ import annotations

_modules: dict = {}


async def module(path: str):
    """The ES module at ``path`` (relative to the page, e.g. ``remote/qr.mjs``), imported
    once per page."""
    if path not in _modules:
        from pyscript import js_import, window  # noqa: PLC0415 (only in the page)
        href = window.URL.new(path, window.document.baseURI).href
        _modules[path] = (await js_import(href))[0]
    return _modules[path]
