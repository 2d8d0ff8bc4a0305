"""A device that cheats in every way the protocol lets one try (``remote cheats``).

Device 1 plays a simulated game honestly until the moment each cheat can be tried, then
sends the cheating message instead; the cheat is *caught* when the honest device 0
refuses it with the expected kind and nothing of its game changed, or, for what can only
be seen at the end (a card swapped in a shuffle, keys withheld), when the audit fails.
"""

from __future__ import annotations

from . import crypto
from .audit import audit, read
from .secrets import Secrets
from .simulate import Table
from .wire import Refusal, b64, encode, line_hash, unb64

#: cheat -> the refusal kinds that catch it
EXPECTED = {
    "tamper": {"tampered", "malformed"}, "forge": {"forged"}, "replay": {"replayed"},
    "duplicate": {"duplicated"}, "reorder": {"reordered"}, "rewrite": {"conflicting"},
    "foreign": {"foreign"}, "wrong_mask": {"cheat_unmask"}, "change_dice": {"cheat_dice"},
    "early_dice": {"early_reveal"}, "illegal_action": {"illegal"},
    "out_of_turn": {"out_of_turn"}, "wrong_keys": {"cheat_keys"},
    "swap_card": {"audit", "cheat_card", "cheat_shuffle"}, "withhold_keys": {"audit"},
    "change_choice": {"cheat_choice"},
}
#: cheats only a game with simultaneous secret choices (Twilight's headlines) allows
CHOICE_CHEATS = ("change_choice",)


def _state_of(dev):
    return (len(dev.chain.lines), dev.applied, dev.state.digest() if dev.state else None,
            len(dev.tokens), dict(dev.last_step))


def _offer(honest, line: str, expected: set) -> bool:
    before = _state_of(honest)
    try:
        honest.receive(line)
    except Refusal as err:
        return err.kind in expected and _state_of(honest) == before
    return False


def _signed(dev, items, **change) -> str:
    body = dev.chain.body(dev.index, items)
    body.update(change)
    return encode(body, dev.sk)


def _until(table: Table, test, limit: int = 5000):
    """Run the table until ``test(items of device 1)`` holds; returns those items."""
    for _ in range(limit):
        items = table.pending(1)
        if items and test(items):
            return items
        if not table.step():
            return None
    return None


def run(game: str, options: dict, secrets, *, seed: int = 0, devices: int = 2) -> dict:
    """{cheat: [tried, caught]} (see the module)."""
    out = {k: [0, 0] for k in EXPECTED}

    def note(kind, caught):
        out[kind][0] += 1
        out[kind][1] += bool(caught)

    t = Table(game, options, secrets, devices=devices, seed=seed, meter=False)
    honest, cheat = t.devs[0], t.devs[1]
    other = Table(game, options, secrets, devices=devices, seed=seed + 1, meter=False)
    other.run(max_messages=6)

    if type(secrets).secret_choice is not Secrets.secret_choice:
        _change_choice(game, options, secrets, seed, devices, note)
    items = _until(t, lambda its: any(i["k"] == "share" for i in its))
    if items:
        share = dict(next(i for i in items if i["k"] == "share"))
        pts = unb64(share["pts"])
        share["pts"] = b64(crypto.point(b"not the card") + pts[32:])
        note("wrong_mask", _offer(honest, _signed(cheat, [share]), EXPECTED["wrong_mask"]))
    items = _until(t, lambda its: any(i["k"] == "rand" for i in its))
    if items:
        bad = [dict(i) for i in items]
        for i in bad:
            if i["k"] == "rand":
                i["e"] = b64(crypto.fresh(32))
        note("change_dice", _offer(honest, _signed(cheat, bad), EXPECTED["change_dice"]))
        early = {"k": "rand", "s": len(cheat.acts) + 3,
                 "e": b64(cheat.elements[len(cheat.acts) + 3])}
        note("early_dice", _offer(honest, _signed(cheat, [early]), EXPECTED["early_dice"]))
    items = _until(t, lambda its: any(i["k"] == "act" for i in its))
    if items:
        bad = [dict(i) for i in items]
        for i in bad:
            if i["k"] == "act":
                i["a"] = "no such move"
        note("illegal_action", _offer(honest, _signed(cheat, bad),
                                      EXPECTED["illegal_action"]))
    for _ in range(5000):
        if honest.can_act() or not t.step():
            break
    if honest.can_act():
        move = honest.state.legal_actions()[0]
        act = {"k": "act", "a": move, "s": len(cheat.acts) + 2}
        note("out_of_turn", _offer(honest, _signed(cheat, [act]), EXPECTED["out_of_turn"]))
    # the wire: a message of device 1, then versions of it changed on its way
    items = _until(t, lambda its: True) or [{"k": "rand", "s": 1, "e": ""}]
    line = _signed(cheat, items)
    head, body, sig = line.split(".")
    flipped = body[:10] + ("A" if body[10] != "A" else "B") + body[11:]
    note("tamper", _offer(honest, f"{head}.{flipped}.{sig}", EXPECTED["tamper"]))
    note("forge", _offer(honest, _signed(cheat, items, f=0), EXPECTED["forge"]))
    note("replay", _offer(honest, t.lines[-3], EXPECTED["replay"]))
    note("duplicate", _offer(honest, t.lines[-1], EXPECTED["duplicate"]))
    note("reorder", _offer(honest, _signed(cheat, items, n=len(t.lines) + 1),
                           EXPECTED["reorder"]))
    note("foreign", _offer(honest, other.lines[-1], EXPECTED["foreign"]))
    # rewriting a message already sent: device 1's last one, signed again changed
    last = max(k for k, s in enumerate(t.senders) if s == 1)
    prev = t.lines[last - 1] if last else ""
    note("rewrite", _offer(honest, _signed(cheat, [{"k": "rand", "s": 0, "e": ""}],
                                           n=last, p=line_hash(prev) if prev else ""),
                           EXPECTED["rewrite"]))
    # the end: wrong keys, then (another game) withheld keys
    fake = {"k": "keys", "master": b64(crypto.fresh(32))}
    note("wrong_keys", _wrong_keys(game, options, secrets, seed, devices, fake))
    note("withhold_keys", _withheld(game, options, secrets, seed, devices))
    note("swap_card", _swapped(game, options, secrets, seed, devices))
    return out


def _wrong_keys(game, options, secrets, seed, devices, fake) -> bool:
    t = _keys_held_back(game, options, secrets, seed, devices)
    if not t.devs[0].ended or 1 in t.devs[0].masters:
        return False
    return _offer(t.devs[0], _signed(t.devs[1], [fake]), EXPECTED["wrong_keys"])


def _keys_held_back(game, options, secrets, seed, devices) -> Table:
    """A game played to its end in which device 1 never sends its keys."""
    t = Table(game, options, secrets, devices=devices, seed=seed, meter=False)
    cheat = t.devs[1]
    real = cheat.owed

    def owed():
        return [i for i in real() if i["k"] != "keys"]
    cheat.owed = owed
    t.run()
    return t


def _withheld(game, options, secrets, seed, devices) -> bool:
    t = _keys_held_back(game, options, secrets, seed, devices)
    if not t.devs[0].ended:
        return False
    result = audit(read(t.lines, t.devs[0].secrets))
    return not result["ok"] and result["record"] is None


def _swapped(game, options, secrets, seed, devices) -> bool:
    """Device 1 puts a card of its choice in place of another in its first shuffle."""
    t = Table.__new__(Table)

    def rigged(dev):
        real_pass = dev.my_pass

        def my_pass(m):
            item = real_pass(m)
            if m == 0:
                pts = unb64(item["out"])
                k = dev.mask(m)
                fake = crypto.mul(k, crypto.mul(k, pts[:32]))     # not a card any more
                item["out"] = b64(fake + pts[32:])
            return item
        dev.my_pass = my_pass
    try:
        t.__init__(game, options, secrets, devices=devices, seed=seed, meter=False)
    except Refusal:
        return True
    rigged(t.devs[1])
    try:
        t.run()
    except Refusal as err:
        return err.kind in EXPECTED["swap_card"]
    result = audit(read(t.lines, t.devs[0].secrets)) if t.devs[0].ended else None
    return result is not None and not result["ok"]


def _change_choice(game, options, secrets, seed, devices, note) -> None:
    """Device 1 shows another secret choice than the one it committed to."""
    t = Table(game, options, secrets, devices=devices, seed=seed, meter=False)
    items = _until(t, lambda its: any(i["k"] == "open" for i in its))
    if not items:
        return
    cheat = t.devs[1]
    bad = [dict(i) for i in items]
    for i in bad:
        if i["k"] == "open":
            others = [a for a in cheat.state.legal_actions() if a != i["a"]] or ["x"]
            i["a"] = others[0]
    note("change_choice", _offer(t.devs[0], _signed(cheat, bad), EXPECTED["change_choice"]))
