"""The page's nacl.bindings shim (web/py/remote/sodium.py) under CPython: the same
parameter names as PyNaCl's functions, PyNaCl's checks and exceptions, and install()
leaving a real PyNaCl alone. The bytes themselves are compared with PyNaCl in the page
(e2e/test_remote_transport.py); here a stand-in for the JavaScript glue answers with
PyNaCl, so that only the shim's own Python is under test."""

from __future__ import annotations

import inspect
import sys
from pathlib import Path

import nacl.bindings as nacl
import nacl.exceptions as nacl_exceptions
import pytest


WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

from remote import sodium  # noqa: E402

IN_PYNACL = [name for name in sodium.BINDINGS if hasattr(nacl, name)]


class _Bytes(bytes):
    def to_bytes(self) -> bytes:
        return bytes(self)


class _Glue:
    """Answers as web/remote/sodium.mjs does (bytes, or None for an error), with PyNaCl."""

    def __init__(self) -> None:
        self.calls: list[str] = []

    def __getattr__(self, name):
        def call(*args):
            self.calls.append(name)
            return getattr(self, "_" + name)(*args)
        return call

    @staticmethod
    def _wrap(fn, *args):
        try:
            return _Bytes(fn(*args))
        except nacl_exceptions.RuntimeError:
            return None

    def _from_uniform(self, r): return self._wrap(nacl.crypto_core_ed25519_from_uniform, r)
    def _scalarmult_noclamp(self, n, p): return self._wrap(nacl.crypto_scalarmult_ed25519_noclamp, n, p)
    def _scalar_invert(self, s): return self._wrap(nacl.crypto_core_ed25519_scalar_invert, s)
    def _scalar_add(self, p, q): return self._wrap(nacl.crypto_core_ed25519_scalar_add, p, q)
    def _is_valid_point(self, p): return nacl.crypto_core_ed25519_is_valid_point(p)

    def _sign_open(self, signed, pk):
        try:
            return _Bytes(nacl.crypto_sign_open(signed, pk))
        except nacl_exceptions.BadSignatureError:
            return None


@pytest.fixture
def glue(monkeypatch):
    fake = _Glue()
    monkeypatch.setattr(sodium, "_glue", fake)
    monkeypatch.setattr(sodium, "_to_js", lambda b: b)
    return fake


@pytest.mark.parametrize("name", [n for n in IN_PYNACL if callable(getattr(nacl, n))])
def test_same_parameters_as_pynacl(name):
    ours = list(inspect.signature(getattr(sodium, name)).parameters)
    theirs = list(inspect.signature(getattr(nacl, name)).parameters)
    assert ours == theirs


def test_same_constants_as_pynacl():
    assert set(sodium.BINDINGS) - set(IN_PYNACL) == {
        "crypto_sign_detached", "crypto_sign_verify_detached"}, "PyNaCl has all but these"
    for name in IN_PYNACL:
        if not callable(getattr(nacl, name)):
            assert getattr(sodium, name) == getattr(nacl, name), name


def test_results_and_keyword_arguments_pass_through(glue):
    r = bytes(range(32))
    p = sodium.crypto_core_ed25519_from_uniform(r=r)
    assert p == nacl.crypto_core_ed25519_from_uniform(r)
    k = nacl.crypto_core_ed25519_scalar_reduce(bytes(range(64)))
    assert sodium.crypto_scalarmult_ed25519_noclamp(k, p=p) == nacl.crypto_scalarmult_ed25519_noclamp(k, p)
    assert sodium.crypto_core_ed25519_scalar_add(k, k) == nacl.crypto_core_ed25519_scalar_add(k, k)
    assert sodium.crypto_core_ed25519_is_valid_point(p) is True


def test_refusals_are_pynacls(glue):
    with pytest.raises(sodium.TypeError):
        sodium.crypto_core_ed25519_scalar_add(bytes(31), bytes(32))
    with pytest.raises(TypeError):                        # the built-in, as PyNaCl's is
        sodium.crypto_core_ed25519_from_uniform("x" * 32)
    with pytest.raises(sodium.RuntimeError, match="Unexpected library error"):
        sodium.crypto_core_ed25519_scalar_invert(bytes(32))
    with pytest.raises(RuntimeError):
        sodium.crypto_scalarmult_ed25519_noclamp(bytes([1]) + bytes(31), bytes(32))
    with pytest.raises(sodium.ValueError, match="Invalid seed"):
        sodium.crypto_sign_seed_keypair(bytes(31))
    pk, sk = nacl.crypto_sign_seed_keypair(bytes(32))
    signed = nacl.crypto_sign(b"move", sk)
    assert sodium.crypto_sign_open(signed, pk) == b"move"
    with pytest.raises(sodium.BadSignatureError, match="forged or corrupt"):
        sodium.crypto_sign_open(signed[:-1] + b"!", pk)
    assert glue.calls.count("scalar_add") == 0, "a wrong length never reaches libsodium"
    with pytest.raises(TypeError):
        sodium.crypto_core_ed25519_scalar_mul(bytes(32))  # a missing argument


def test_install_keeps_a_real_pynacl():
    assert sodium.install() is nacl
    assert sys.modules["nacl.bindings"] is nacl


def test_install_without_pynacl_puts_the_shim_in_sys_modules(glue, monkeypatch):
    monkeypatch.delitem(sys.modules, "nacl")
    for name in [m for m in sys.modules if m.startswith("nacl.")]:
        monkeypatch.delitem(sys.modules, name)
    monkeypatch.setattr(sys, "meta_path", [_NoNacl(), *sys.meta_path])
    bindings = sodium.install()
    import nacl.bindings as b
    from nacl.exceptions import BadSignatureError
    assert b is bindings and b.__remote_shim__
    assert set(sodium.BINDINGS) <= set(vars(b))
    assert BadSignatureError is sodium.BadSignatureError
    assert b.crypto_core_ed25519_from_uniform(bytes(32)) == nacl.crypto_core_ed25519_from_uniform(bytes(32))


class _NoNacl:
    """An import system on which PyNaCl is not installed (as in the page)."""

    @staticmethod
    def find_spec(name, path=None, target=None):
        if name == "nacl" or name.startswith("nacl."):
            raise ModuleNotFoundError(f"No module named {name!r}")
        return None
