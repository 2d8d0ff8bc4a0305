"""The single door to cryptography for play across devices.

Every other module of :mod:`engine.core.remote` goes through this one; nothing else in the
engine imports :mod:`nacl`. The page provides the same functions from libsodium.js (the
names below are libsodium's), so this list is the whole surface a port must shim:

``nacl.bindings`` functions used (exactly these):

* ``crypto_core_ed25519_from_uniform``         -- 32 bytes -> a point of the prime-order group
* ``crypto_core_ed25519_is_valid_point``       -- a received point is on the group
* ``crypto_core_ed25519_sub``                  -- point - point (proof verification)
* ``crypto_scalarmult_ed25519_noclamp``        -- scalar x point
* ``crypto_scalarmult_ed25519_base_noclamp``   -- scalar x base point
* ``crypto_core_ed25519_scalar_reduce``        -- 64 bytes -> a scalar mod L
* ``crypto_core_ed25519_scalar_invert``
* ``crypto_core_ed25519_scalar_mul``
* ``crypto_core_ed25519_scalar_add``
* ``crypto_sign_seed_keypair``                 -- Ed25519 keys from a 32-byte seed
* ``crypto_sign`` / ``crypto_sign_open``       -- Ed25519 signatures (the 64-byte prefix)

plus :mod:`hashlib` (SHA-512 and SHA-256) and :mod:`secrets` for fresh randomness.
No curve arithmetic is written here: only standard constructions on these primitives
(hashing to scalars and points, a Chaum-Pedersen proof of equal discrete logarithms
made non-interactive by Fiat-Shamir).
"""

from __future__ import annotations

import hashlib
import secrets

from nacl import bindings as _b
from nacl.exceptions import BadSignatureError, RuntimeError as _NaclRuntimeError

POINT_BYTES = 32
SCALAR_BYTES = 32
SIG_BYTES = 64

#: wall time spent in this module is counted by the caller (see ``Meter``)


def fresh(n: int = 32) -> bytes:
    """``n`` unpredictable bytes (the browser's getRandomValues under Pyodide)."""
    return secrets.token_bytes(n)


def _hash(h, parts) -> bytes:
    for p in parts:
        h.update(len(p).to_bytes(4, "big"))
        h.update(p)
    return h.digest()


def hash32(*parts: bytes) -> bytes:
    """SHA-256 of length-prefixed parts (no two part lists hash alike)."""
    return _hash(hashlib.sha256(), parts)


def hash64(*parts: bytes) -> bytes:
    """SHA-512 of length-prefixed parts."""
    return _hash(hashlib.sha512(), parts)


# ---------------------------------------------------------------- scalars and points
def scalar(*parts: bytes) -> bytes:
    """A scalar (mod the group order) derived from ``parts``; never zero in practice."""
    return _b.crypto_core_ed25519_scalar_reduce(hash64(b"scalar", *parts))


def point(*parts: bytes) -> bytes:
    """A point of the prime-order group derived from ``parts`` (nobody knows its log)."""
    return _b.crypto_core_ed25519_from_uniform(hash32(b"point", *parts))


def is_point(p) -> bool:
    return (isinstance(p, bytes) and len(p) == POINT_BYTES
            and bool(_b.crypto_core_ed25519_is_valid_point(p)))


def mul(k: bytes, p: bytes) -> bytes:
    return _b.crypto_scalarmult_ed25519_noclamp(k, p)


def base(k: bytes) -> bytes:
    return _b.crypto_scalarmult_ed25519_base_noclamp(k)


def inverse(k: bytes) -> bytes:
    return _b.crypto_core_ed25519_scalar_invert(k)


def smul(a: bytes, b: bytes) -> bytes:
    return _b.crypto_core_ed25519_scalar_mul(a, b)


def sadd(a: bytes, b: bytes) -> bytes:
    return _b.crypto_core_ed25519_scalar_add(a, b)


def sub(p: bytes, q: bytes) -> bytes:
    return _b.crypto_core_ed25519_sub(p, q)


# ---------------------------------------------------------------- Chaum-Pedersen
def prove_unmask(k: bytes, key: bytes, masked: bytes) -> tuple[bytes, bytes]:
    """Remove the mask ``k`` (whose public key is ``key = k*B``) from ``masked``:
    returns ``(bare, proof)`` where ``masked = k*bare``, and the proof (64 bytes: the
    challenge and the response) shows that the same ``k`` links ``B -> key`` and
    ``bare -> masked`` without showing ``k``."""
    bare = mul(inverse(k), masked)
    r = scalar(fresh(32), k, masked)
    c = scalar(b"cp", key, masked, bare, base(r), mul(r, bare))
    return bare, c + sadd(r, smul(c, k))


def check_unmask(key: bytes, masked: bytes, bare: bytes, proof) -> bool:
    """Whether ``proof`` shows that ``bare`` is ``masked`` with exactly the mask whose
    public key is ``key`` removed (every point checked on the group first): the
    commitments ``z*B - c*key`` and ``z*bare - c*masked`` must hash to ``c``."""
    if not (isinstance(proof, bytes) and len(proof) == 64):
        return False
    if not all(is_point(p) for p in (key, masked, bare)):
        return False
    c, z = proof[:32], proof[32:]
    try:
        a1 = sub(base(z), mul(c, key))
        a2 = sub(mul(z, bare), mul(c, masked))
    except (_NaclRuntimeError, ValueError, TypeError):
        return False
    return scalar(b"cp", key, masked, bare, a1, a2) == c


# ---------------------------------------------------------------- signatures
def sign_keys(seed: bytes) -> tuple[bytes, bytes]:
    """(public key, secret key) of Ed25519 from a 32-byte seed."""
    return _b.crypto_sign_seed_keypair(seed)


def sign(secret_key: bytes, data: bytes) -> bytes:
    return _b.crypto_sign(data, secret_key)[:SIG_BYTES]


def verify(public_key: bytes, data: bytes, signature: bytes) -> bool:
    if not (isinstance(signature, bytes) and len(signature) == SIG_BYTES
            and isinstance(public_key, bytes) and len(public_key) == 32):
        return False
    try:
        _b.crypto_sign_open(signature + data, public_key)
        return True
    except (BadSignatureError, _NaclRuntimeError, ValueError, TypeError):
        return False
