"""PyNaCl's ``nacl.bindings`` in the page, on the libsodium that the site vendors.

No Pyodide wheel of PyNaCl can be had here, so the page runs libsodium itself (npm
``libsodium-sumo``, the build of libsodium's own author, copied by ``scripts/build.py`` to
``site/remote/vendor/``) and this module gives the engine the functions it calls, under
PyNaCl's names, arguments, results and exceptions: engine code written against
``nacl.bindings`` runs unchanged.

Loaded only for a game across devices (the page's start imports nothing of it)::

    import remote_loader
    await remote_loader.load()   # the package remote (web/py/remote_loader.py)
    from remote import sodium
    await sodium.load()          # fetches web/remote/sodium.mjs and libsodium (~0.4 MB)
    sodium.install()             # nacl, nacl.bindings, nacl.exceptions in sys.modules
    import nacl.bindings         # from here on, as under CPython with PyNaCl

Under CPython with PyNaCl installed, :func:`install` leaves the real package alone.

Beyond PyNaCl: ``crypto_sign_detached(message, sk)`` and ``crypto_sign_verify_detached(
signature, message, pk)`` (libsodium's names and argument order; PyNaCl 1.6 has no
binding for them: under CPython use ``crypto_sign(m, sk)[:64]`` and
``crypto_sign_open(sig + m, pk)``, which this module offers too).
"""

from __future__ import annotations

import builtins
import inspect
import sys
import types

GLUE = "sodium.mjs"              # web/remote/sodium.mjs

crypto_core_ed25519_BYTES = 32
crypto_core_ed25519_SCALARBYTES = 32
crypto_core_ed25519_NONREDUCEDSCALARBYTES = 64
crypto_scalarmult_ed25519_BYTES = 32
crypto_scalarmult_ed25519_SCALARBYTES = 32
crypto_sign_BYTES = 64
crypto_sign_SEEDBYTES = 32
crypto_sign_PUBLICKEYBYTES = 32
crypto_sign_SECRETKEYBYTES = 64
has_crypto_core_ed25519 = True
has_crypto_scalarmult_ed25519 = True

_glue = None            # the JavaScript module, once loaded
_to_js = None


# ------------------------------------------------------------------ nacl.exceptions
class CryptoError(Exception):
    """Base of the errors raised here (as in PyNaCl)."""


class BadSignatureError(CryptoError):
    """A signature that does not verify."""


class RuntimeError(builtins.RuntimeError, CryptoError):  # noqa: A001 (PyNaCl's names)
    pass


class AssertionError(builtins.AssertionError, CryptoError):  # noqa: A001
    pass


class TypeError(builtins.TypeError, CryptoError):  # noqa: A001
    pass


class ValueError(builtins.ValueError, CryptoError):  # noqa: A001
    pass


class InvalidkeyError(CryptoError):
    pass


class CryptPrefixError(InvalidkeyError):
    pass


class UnavailableError(RuntimeError):
    pass


def ensure(cond: bool, *args: object, **kwds) -> None:
    """Raise ``kwds["raising"]`` (default AssertionError) with ``args`` unless ``cond``."""
    raising = kwds.pop("raising", AssertionError)
    if kwds:
        raise builtins.TypeError(f"Unexpected keyword arguments: {sorted(kwds)}")
    if not cond:
        raise raising(*args)


EXCEPTIONS = ("CryptoError", "BadSignatureError", "RuntimeError", "AssertionError",
              "TypeError", "ValueError", "InvalidkeyError", "CryptPrefixError",
              "UnavailableError", "ensure")


# ------------------------------------------------------------------ loading
async def load() -> None:
    """Import the glue (``web/remote/sodium.mjs``) and start libsodium; once per page."""
    global _glue, _to_js
    if _glue is not None:
        return
    from pyodide.ffi import to_js  # noqa: PLC0415 (only in the page)

    from remote.glue import module  # noqa: PLC0415
    glue = await module(GLUE)
    await glue.ready()
    _glue, _to_js = glue, to_js


def loaded() -> bool:
    return _glue is not None


def install() -> types.ModuleType:
    """Make ``import nacl.bindings`` / ``nacl.exceptions`` work. A real PyNaCl already
    importable is kept; otherwise modules holding exactly this shim's names are put in
    ``sys.modules``. Returns ``nacl.bindings``."""
    try:
        import nacl.bindings as real  # noqa: PLC0415
        if not getattr(real, "__remote_shim__", False):
            return real
    except ImportError:
        pass
    if _glue is None:
        raise builtins.RuntimeError("remote.sodium: await load() before install()")
    package = types.ModuleType("nacl", "PyNaCl's names on the page's libsodium (remote.sodium)")
    package.__path__ = []
    bindings = types.ModuleType("nacl.bindings", __doc__)
    exceptions = types.ModuleType("nacl.exceptions")
    for name in BINDINGS:
        setattr(bindings, name, globals()[name])
    for name in EXCEPTIONS:
        setattr(exceptions, name, globals()[name])
    bindings.__remote_shim__ = True
    package.bindings, package.exceptions = bindings, exceptions
    sys.modules.update({"nacl": package, "nacl.bindings": bindings, "nacl.exceptions": exceptions})
    return bindings


# ------------------------------------------------------------------ calls
def _bytes(value, size: int | None, what: str) -> None:
    if not isinstance(value, bytes) or (size is not None and len(value) != size):
        raise TypeError(f"{what} must be a {size} long bytes sequence" if size is not None
                        else f"{what} must be bytes")


def _call(name: str, *args: bytes):
    if _glue is None:
        raise builtins.RuntimeError("remote.sodium: await load() first")
    return getattr(_glue, name)(*(_to_js(a) for a in args))


def _out(result) -> bytes:
    if result is None:
        raise RuntimeError("Unexpected library error")
    return result.to_bytes()


def crypto_core_ed25519_is_valid_point(p: bytes) -> bool:
    """Whether ``p`` is a canonical point of the prime-order subgroup, not of small order."""
    _bytes(p, crypto_core_ed25519_BYTES, "Point")
    return bool(_call("is_valid_point", p))


def _binding(name: str, glue: str, doc: str, *params: tuple[str, int]):
    """``name(*params)``: each argument checked to be bytes of its size (TypeError), then
    ``glue`` called; its bytes, or RuntimeError when libsodium reports an error."""
    signature = inspect.Signature([inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                     annotation=bytes) for p, _ in params],
                                  return_annotation=bytes)

    def binding(*args, **kwargs) -> bytes:
        values = signature.bind(*args, **kwargs).args
        for value, (param, size) in zip(values, params):
            _bytes(value, size, param)
        return _out(_call(glue, *values))
    binding.__name__ = binding.__qualname__ = name
    binding.__doc__, binding.__signature__ = doc, signature
    return binding


_POINT, _SCALAR, _WIDE = (crypto_core_ed25519_BYTES, crypto_core_ed25519_SCALARBYTES,
                          crypto_core_ed25519_NONREDUCEDSCALARBYTES)
crypto_core_ed25519_from_uniform = _binding(
    "crypto_core_ed25519_from_uniform", "from_uniform",
    "32 bytes -> a point of the main subgroup (Elligator 2, times the cofactor).", ("r", _POINT))
crypto_scalarmult_ed25519_noclamp = _binding(
    "crypto_scalarmult_ed25519_noclamp", "scalarmult_noclamp",
    "``n·p`` (no clamping); RuntimeError when ``p`` is invalid or the result the identity.",
    ("n", _SCALAR), ("p", _POINT))
crypto_scalarmult_ed25519_base_noclamp = _binding(
    "crypto_scalarmult_ed25519_base_noclamp", "scalarmult_base_noclamp",
    "``n·B`` for the base point ``B`` (no clamping).", ("n", _SCALAR))
crypto_core_ed25519_scalar_reduce = _binding(
    "crypto_core_ed25519_scalar_reduce", "scalar_reduce",
    "64 bytes (little-endian) modulo L, the order of the main subgroup.", ("s", _WIDE))
crypto_core_ed25519_scalar_invert = _binding(
    "crypto_core_ed25519_scalar_invert", "scalar_invert",
    "``1/s`` modulo L; RuntimeError for zero.", ("s", _SCALAR))
crypto_core_ed25519_scalar_mul = _binding(
    "crypto_core_ed25519_scalar_mul", "scalar_mul", "``p·q`` modulo L.", ("p", _SCALAR), ("q", _SCALAR))
crypto_core_ed25519_scalar_add = _binding(
    "crypto_core_ed25519_scalar_add", "scalar_add", "``p+q`` modulo L.", ("p", _SCALAR), ("q", _SCALAR))
crypto_core_ed25519_scalar_sub = _binding(
    "crypto_core_ed25519_scalar_sub", "scalar_sub", "``p-q`` modulo L.", ("p", _SCALAR), ("q", _SCALAR))


def crypto_sign_seed_keypair(seed: bytes) -> tuple[bytes, bytes]:
    """Ed25519 ``(public key, secret key)`` from a 32-byte seed."""
    if not isinstance(seed, bytes) or len(seed) != crypto_sign_SEEDBYTES:
        raise ValueError("Invalid seed")
    result = _call("sign_seed_keypair", seed)
    if result is None:
        raise RuntimeError("Unexpected library error")
    return result[0].to_bytes(), result[1].to_bytes()


def crypto_sign(message: bytes, sk: bytes) -> bytes:
    """The signed message: the 64-byte signature followed by ``message``."""
    _bytes(message, None, "Message")
    _bytes(sk, crypto_sign_SECRETKEYBYTES, "Secret key")
    return _out(_call("sign", message, sk))


def crypto_sign_open(signed: bytes, pk: bytes) -> bytes:
    """The message of ``signed`` if its signature verifies with ``pk``, else
    BadSignatureError."""
    _bytes(signed, None, "Signed message")
    _bytes(pk, crypto_sign_PUBLICKEYBYTES, "Public key")
    result = _call("sign_open", signed, pk)
    if result is None:
        raise BadSignatureError("Signature was forged or corrupt")
    return result.to_bytes()


def crypto_sign_detached(message: bytes, sk: bytes) -> bytes:
    """The 64-byte signature of ``message`` (== ``crypto_sign(message, sk)[:64]``)."""
    _bytes(message, None, "Message")
    _bytes(sk, crypto_sign_SECRETKEYBYTES, "Secret key")
    return _out(_call("sign_detached", message, sk))


def crypto_sign_verify_detached(signature: bytes, message: bytes, pk: bytes) -> bool:
    """True if ``signature`` is ``pk``'s signature of ``message``, else BadSignatureError."""
    _bytes(signature, crypto_sign_BYTES, "Signature")
    _bytes(message, None, "Message")
    _bytes(pk, crypto_sign_PUBLICKEYBYTES, "Public key")
    if not _call("sign_verify_detached", signature, message, pk):
        raise BadSignatureError("Signature was forged or corrupt")
    return True


#: what ``nacl.bindings`` holds once installed
BINDINGS = (
    "crypto_core_ed25519_BYTES",
    "crypto_core_ed25519_SCALARBYTES", "crypto_core_ed25519_NONREDUCEDSCALARBYTES",
    "crypto_scalarmult_ed25519_BYTES", "crypto_scalarmult_ed25519_SCALARBYTES",
    "crypto_sign_BYTES", "crypto_sign_SEEDBYTES", "crypto_sign_PUBLICKEYBYTES",
    "crypto_sign_SECRETKEYBYTES", "has_crypto_core_ed25519", "has_crypto_scalarmult_ed25519",
    "crypto_core_ed25519_from_uniform", "crypto_scalarmult_ed25519_noclamp",
    "crypto_scalarmult_ed25519_base_noclamp", "crypto_core_ed25519_scalar_reduce",
    "crypto_core_ed25519_scalar_invert", "crypto_core_ed25519_scalar_mul",
    "crypto_core_ed25519_scalar_add", "crypto_core_ed25519_scalar_sub",
    "crypto_core_ed25519_is_valid_point", "crypto_sign_seed_keypair", "crypto_sign",
    "crypto_sign_open", "crypto_sign_detached", "crypto_sign_verify_detached",
)
