"""The browser's ``localStorage``, behind a wrapper that never lets a storage problem
break the game. Pure Python: the backend is any object with the ``Storage`` methods
(``getItem``, ``setItem``, ``removeItem``, ``key``, ``length``), so CPython tests pass a
fake one.

Why ``localStorage`` (and not IndexedDB) for saved games: it is synchronous, so a move
is written in the same tap that plays it (closing the page right after a move loses
nothing, and no write can interleave with the next move); the app's code stays a plain
sequence of calls instead of callbacks; a saved game is a few kB of JSON (a long Twilight
Struggle game is under 40 kB), so the ~5 MB an origin gets holds hundreds of games. Each
game has keys of its own (see ``library.py``), so a write costs one game, not the list.

Problems are remembered in :attr:`Store.problem`:

* ``"unavailable"`` — the browser refuses storage (private mode in some browsers, storage
  or cookies blocked for the site): reading gives nothing, writing fails;
* ``"full"`` — a write hit the quota (``QuotaExceededError``).

:data:`MESSAGES` says each one to the player, with what still works.
"""

from __future__ import annotations

from engine.core.i18n import N_

#: message ids (the page says them in its language: ``lang._``)
MESSAGES = {
    "unavailable": N_("This browser does not let the page keep games (private browsing, or "
                      "storage blocked for this site). You can play, but the game is not kept "
                      "when the page closes: use Save file to keep it."),
    "full": N_("The browser's storage for this page is full, so the last move is not saved. "
               "Delete games you no longer need from Saved games, or use Save file to keep "
               "this one. You can keep playing."),
}
PROBE_KEY = "boardgames.probe"


def _is_quota(err: Exception) -> bool:
    text = f"{getattr(err, 'name', '')} {err}".lower()
    return "quota" in text          # QuotaExceededError; Firefox: NS_ERROR_DOM_QUOTA_REACHED


class Store:
    """Key/value text storage; every method catches the browser's errors."""

    def __init__(self, backend) -> None:
        """``backend``: the storage object, or a callable returning it (reading
        ``window.localStorage`` itself throws when storage is blocked)."""
        self._backend = backend
        self.problem: str | None = None

    def _get(self):
        try:
            backend = self._backend() if callable(self._backend) else self._backend
        except Exception:
            backend = None
        if backend is None:
            self.problem = "unavailable"
        return backend

    def check(self) -> bool:
        """Whether a write works now (sets :attr:`problem` when it does not)."""
        if self.set(PROBE_KEY, "1"):
            self.remove(PROBE_KEY)
            return True
        return False

    def get(self, key: str) -> str | None:
        backend = self._get()
        if backend is None:
            return None
        try:
            value = backend.getItem(key)
        except Exception:
            self.problem = "unavailable"
            return None
        # A missing key gives JavaScript's null (Pyodide's ``jsnull``, not None).
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> bool:
        backend = self._get()
        if backend is None:
            return False
        try:
            backend.setItem(key, value)
        except Exception as err:
            self.problem = "full" if _is_quota(err) else "unavailable"
            return False
        if self.problem == "full":          # a write worked again (space was freed)
            self.problem = None
        return True

    def remove(self, key: str) -> bool:
        backend = self._get()
        if backend is None:
            return False
        try:
            backend.removeItem(key)
        except Exception:
            self.problem = "unavailable"
            return False
        return True

    def keys(self, prefix: str = "") -> list[str]:
        backend = self._get()
        if backend is None:
            return []
        try:
            names = [backend.key(i) for i in range(int(backend.length))]
        except Exception:
            self.problem = "unavailable"
            return []
        return [k for k in names if isinstance(k, str) and k.startswith(prefix)]


class MemoryBackend:
    """A ``Storage`` look-alike in memory (CPython tests; optional quota in characters)."""

    def __init__(self, quota: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.quota = quota

    @property
    def length(self) -> int:
        return len(self.data)

    def key(self, i: int):
        keys = list(self.data)
        return keys[i] if 0 <= i < len(keys) else None

    def getItem(self, key: str):  # noqa: N802 (the browser's names)
        return self.data.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                err = RuntimeError("QuotaExceededError: the quota has been exceeded")
                err.name = "QuotaExceededError"
                raise err
        self.data[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self.data.pop(key, None)
