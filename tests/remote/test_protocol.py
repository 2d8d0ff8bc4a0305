"""The protocol's pieces (docs/REMOTE.md): the crypto door, signed hash-chained messages
and every refusal, dice from committed contributions, the masked deck with verifiable
unmasking, resumption from stored messages."""
from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.core.remote import crypto
from engine.core.remote.simulate import Table
from engine.core.remote.table import Device
from engine.core.remote.wire import Chain, Refusal, encode, line_hash
from engine.risk.secrets import SECRETS

OPTIONS = {"variant": "classic", "players": 3, "max_turns": 2}


# ---------------------------------------------------------------- the crypto door
def test_masks_commute_and_an_unmasking_proof_checks_only_the_committed_mask():
    ka, kb = crypto.scalar(b"a"), crypto.scalar(b"b")
    card = crypto.point(b"card", b"7")
    both = crypto.mul(kb, crypto.mul(ka, card))
    assert both == crypto.mul(ka, crypto.mul(kb, card))
    bare, proof = crypto.prove_unmask(ka, crypto.base(ka), both)
    assert bare == crypto.mul(kb, card)
    assert crypto.check_unmask(crypto.base(ka), both, bare, proof)
    # another mask's key, another result, a damaged proof: refused
    assert not crypto.check_unmask(crypto.base(kb), both, bare, proof)
    assert not crypto.check_unmask(crypto.base(ka), both, crypto.point(b"x"), proof)
    assert not crypto.check_unmask(crypto.base(ka), both, bare, proof[:-1] + b"\0")


def test_the_crypto_door_names_every_binding_it_uses():
    import inspect
    import re
    source = inspect.getsource(crypto)
    used = set(re.findall(r"_b\.(crypto_\w+)", source))
    doc = crypto.__doc__
    assert used and all(name in doc for name in used)
    # nothing else in the engine imports nacl
    from pathlib import Path
    root = Path(crypto.__file__).resolve().parents[3] / "engine"
    for path in root.rglob("*.py"):
        if path.name != "crypto.py":
            assert "nacl" not in path.read_text(encoding="utf-8").replace("PyNaCl", ""), path


# ---------------------------------------------------------------- messages
def _pair():
    a = Device(0, SECRETS, master=b"a" * 32, sign_seed=b"A" * 32)
    b = Device(1, SECRETS, master=b"b" * 32, sign_seed=b"B" * 32)
    first = a.send(a.start("risk", {"variant": "classic", "players": 3}, [0, 1, 0], 2))
    b.receive(first)
    second = b.send(b.owed())
    a.receive(second)
    return a, b, [first, second]


def _tamper(line: str) -> str:
    """The same message with one field changed, the signature kept."""
    import json
    from engine.core.remote.wire import b64, unb64
    head, body, sig = line.split(".")
    data = json.loads(unb64(body))
    data["i"] = data["i"] + [{"k": "rand", "s": 1, "e": ""}]
    raw = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return f"{head}.{b64(raw)}.{sig}"


def test_signed_chained_messages_and_every_refusal_leave_the_chain_unchanged():
    a, b, lines = _pair()
    assert a.ready() and b.ready()
    third = a.send([])
    lines = a.chain.lines
    n = len(b.chain.lines)
    cases = {"tampered": _tamper(third), "duplicated": lines[1], "replayed": lines[0],
             "malformed": "hello"}
    for kind, line in cases.items():
        with pytest.raises(Refusal) as err:
            b.receive(line)
        assert err.value.kind == kind, (kind, err.value.kind)
        assert len(b.chain.lines) == n
    b.receive(third)
    assert b.chain.lines == a.chain.lines


def test_forged_foreign_reordered_and_rewritten_messages_are_refused():
    a, b, lines = _pair()
    forged = encode(dict(b.chain.body(0, [{"k": "rand", "s": 1, "e": ""}])), b.sk)
    with pytest.raises(Refusal) as err:
        a.receive(forged)
    assert err.value.kind == "forged"
    foreign = dict(b.chain.body(1, []))
    foreign["g"] = "0" * 32
    with pytest.raises(Refusal) as err:
        a.receive(encode(foreign, b.sk))
    assert err.value.kind == "foreign"
    ahead = dict(b.chain.body(1, []))
    ahead["n"] += 1
    with pytest.raises(Refusal) as err:
        a.receive(encode(ahead, b.sk))
    assert err.value.kind == "reordered"
    rewrite = {"g": a.chain.game_id, "f": 1, "n": 1, "p": line_hash(lines[0]), "i": []}
    with pytest.raises(Refusal) as err:
        a.receive(encode(rewrite, b.sk))
    assert err.value.kind == "conflicting"
    assert "rewrite" in str(err.value)


def test_a_chain_refuses_a_line_signed_by_nobody_at_the_table():
    c = Chain()
    pk, sk = crypto.sign_keys(b"k" * 32)
    c.keys[0] = pk
    other_pk, other_sk = crypto.sign_keys(b"z" * 32)
    line = encode({"g": "ab", "f": 0, "n": 0, "p": "", "i": []}, other_sk)
    with pytest.raises(Refusal) as err:
        c.check(line)
    assert err.value.kind == "tampered"


# ---------------------------------------------------------------- dice and cards
def test_dice_need_every_contribution_and_a_contribution_must_match_its_commitment():
    t = Table("risk", OPTIONS, SECRETS, devices=3, seed=5, meter=False)
    dev = t.devs[0]
    # the setup rolls for the first player: no device can know it before all reveal
    while dev.state is None and t.step():
        assert dev.needs is None or dev.needs[0] in ("rand", "shuffle")
    assert dev.state is not None
    assert all(1 in dev.revealed[d] for d in range(3))
    from engine.core.remote.wire import b64
    cheat = t.devs[1]
    future = {"k": "rand", "s": len(cheat.acts) + 5, "e": b64(cheat.elements[len(cheat.acts) + 5])}
    with pytest.raises(Refusal) as err:
        dev.receive(encode(cheat.chain.body(1, [future]), cheat.sk))
    assert err.value.kind == "early_reveal"
    step = len(cheat.acts) + 1
    if step not in dev.revealed[1]:
        wrong = {"k": "rand", "s": step, "e": b64(crypto.fresh(32))}
        with pytest.raises(Refusal) as err:
            dev.receive(encode(cheat.chain.body(1, [wrong]), cheat.sk))
        assert err.value.kind == "cheat_dice"


def test_a_card_reaches_only_its_holder_and_a_card_played_is_shown_to_all():
    t = Table("risk", OPTIONS, SECRETS, devices=3, seed=2, meter=False).run()
    assert t.finished and t.leaks == 0
    for k, dev in enumerate(t.devs):
        hand = set(dev.state.hands[k])
        # every card this device may see is known to it, and no other card is
        for c in hand:
            assert dev.idmap[c] in dev.known
        others = [dev.idmap[c] for j in range(3) if j != k for c in t.devs[j].state.hands[j]
                  if c in dev.idmap]
        assert not any(t_ in dev.known and dev.tokens[t_]["card"] is None for t_ in others)


def test_resumption_a_device_rebuilds_its_game_from_the_stored_messages():
    t = Table("risk", OPTIONS, SECRETS, devices=2, seed=4, meter=False)
    for _ in range(60):
        t.step()
    old = t.devs[1]
    again = Device(1, SECRETS, master=old.master, sign_seed=crypto.hash32(b"sim sign", b"x"))
    again.pk, again.sk = old.pk, old.sk
    again.elements = old._chain_elements(SECRETS.max_actions + 2)
    for line in t.lines:
        again.receive(line)
    assert again.state.snapshot() == old.state.snapshot()
    assert again.known == old.known and again.owed() == old.owed()
    # and a lost message is refused until the missing one comes
    fresh = Device(1, SECRETS, master=old.master)
    fresh.receive(t.lines[0])
    with pytest.raises(Refusal) as err:
        fresh.receive(t.lines[2])
    assert err.value.kind == "reordered"
    fresh.receive(t.lines[1])
    fresh.receive(t.lines[2])
