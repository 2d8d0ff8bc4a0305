"""Event handlers that never let an error reach the page: :func:`guarded`."""

from __future__ import annotations

import functools
import inspect


def guarded(handler):
    """Run an event handler; an unexpected exception becomes the apology, never a
    traceback on the page (and never an uncaught error in the browser)."""
    if inspect.iscoroutinefunction(handler):
        @functools.wraps(handler)
        async def run_async(self, *args):
            try:
                return await handler(self, *args)
            except Exception:
                self.oops(handler.__name__)
        return run_async

    @functools.wraps(handler)
    def run(self, *args):
        try:
            return handler(self, *args)
        except Exception:
            self.oops(handler.__name__)
    return run
