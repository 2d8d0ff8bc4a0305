"""Devices that share nothing but messages, in one process: ``remote simulate``.

:func:`play` seats the game's seats on devices, lets random players choose, and
delivers every message a device sends to every device (its own included), in the order
sent: the transcript. It measures what the issue asks (messages, sizes, the time spent
in cryptography per action) and what must never happen (a device learning a card it may
not see).
"""

from __future__ import annotations

import random
import time

from . import crypto
from .table import Device
from .wire import Refusal


class Meter:
    """Wall time spent in :mod:`.crypto`, counted by wrapping its functions."""

    NAMES = ("mul", "base", "inverse", "smul", "sadd", "sub", "point", "is_point",
             "prove_unmask", "check_unmask", "sign", "verify", "scalar")

    def __init__(self) -> None:
        self.total = 0.0
        self._saved = {}

    def __enter__(self):
        depth = [0]
        for name in self.NAMES:
            fn = getattr(crypto, name)
            self._saved[name] = fn

            def timed(*a, _fn=fn):
                if depth[0]:
                    return _fn(*a)
                depth[0] += 1
                t = time.perf_counter()
                try:
                    return _fn(*a)
                finally:
                    self.total += time.perf_counter() - t
                    depth[0] -= 1
            setattr(crypto, name, timed)
        return self

    def __exit__(self, *exc):
        for name, fn in self._saved.items():
            setattr(crypto, name, fn)


def seat_devices(seats: int, devices: int) -> list:
    """Seat s on device s mod devices (one or more seats per device)."""
    return [s % devices for s in range(seats)]


class Table:
    """Simulated devices and the transcript between them; :meth:`step` lets one device
    send what it owes (its action included when it holds the seat to move)."""

    def __init__(self, game: str, options: dict, secrets, *, devices: int = 2, seed: int = 0,
                 meter: bool = True) -> None:
        from .. import registry
        spec = registry.get_spec(game)
        options = spec.normalize_options(options)
        nseats = len(spec.new(options, 0).players)
        self.seat_of = seat_devices(nseats, devices)
        self.pick = random.Random(seed)
        # a simulation derives each device's secrets from the seed, so that a run repeats
        self.devs = [Device(d, secrets,
                            master=crypto.hash32(b"sim master", str((seed, d)).encode()),
                            sign_seed=crypto.hash32(b"sim sign", str((seed, d)).encode()))
                     for d in range(devices)]
        self.lines: list[str] = []
        self.senders: list[int] = []
        self.actions_at: list[int] = []     # actions applied after each message
        self.crypto: list[float] = []       # seconds of cryptography for each message
        self.entitled = [set() for _ in self.devs]
        self.meter = Meter() if meter else None
        self.turn = 0
        self.refused: Refusal | None = None
        self.deliver(0, self.devs[0].start(game, options, self.seat_of, devices))

    def deliver(self, d: int, items: list) -> str:
        m = self.meter
        if m:
            m.__enter__()
        try:
            t0 = m.total if m else 0.0
            line = self.devs[d].send(items)
            for o in self.devs:
                if o is not self.devs[d]:
                    o.receive(line)
            t1 = m.total if m else 0.0
        finally:
            if m:
                m.__exit__()
        self.lines.append(line)
        self.senders.append(d)
        self.actions_at.append(self.devs[0].applied)
        self.crypto.append(t1 - t0)
        for k, dev in enumerate(self.devs):
            if dev.state is not None:
                public, seen = dev.sight()
                for c, t in dev.idmap.items():
                    if c in public or c in seen[k]:
                        self.entitled[k].add(t)
        return line

    def pending(self, d: int) -> list:
        """What device d would send now (its action chosen at random)."""
        dev = self.devs[d]
        items = dev.owed()
        if dev.can_act():
            legal = dev.position().legal_actions()
            items += dev.act_items(legal[self.pick.randrange(len(legal))])
        return items

    def step(self) -> bool:
        n = len(self.devs)
        for k in range(n):
            d = (self.turn + k) % n
            items = self.pending(d)
            if items:
                self.deliver(d, items)
                self.turn = d + 1
                return True
        return False

    def run(self, max_messages: int = 200_000) -> "Table":
        """Play on until nobody has anything to send; a refusal (a device whose
        position went astray, or a cheat) stops the game: ``refused`` keeps it."""
        try:
            while len(self.lines) < max_messages and self.step():
                pass
        except Refusal as err:
            self.refused = err
        return self

    @property
    def finished(self) -> bool:
        n = len(self.devs)
        return all(dev.ended and len(dev.masters) == n for dev in self.devs)

    @property
    def leaks(self) -> int:
        """Cards a device came to know that were never where its seats could see them
        (nor shown to all by their holder)."""
        return sum(1 for k, dev in enumerate(self.devs) for t in dev.known
                   if t not in self.entitled[k] and dev.tokens[t]["card"] is None)


def play(game: str, options: dict, secrets, *, devices: int = 2, seed: int = 0,
         max_messages: int = 200_000, meter: bool = True) -> Table:
    """One whole game between ``devices`` simulated devices."""
    return Table(game, options, secrets, devices=devices, seed=seed, meter=meter).run(
        max_messages)


def _quantile(values: list, q: float) -> float:
    if not values:
        return 0.0
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def measure(table: Table, secrets) -> dict:
    """The figures of one finished game: an independent observer re-reads the
    transcript and audits it; every device's position, once it learns the true cards,
    must equal the audited game."""
    from .audit import audit, read
    obs = read(table.lines, secrets)
    if table.refused is not None:
        return {"finished": False, "messages": len(table.lines), "actions": len(obs.acts),
                "turns": 0, "transcript_bytes": sum(len(x) + 1 for x in table.lines),
                "message_bytes_max": max(len(x) + 1 for x in table.lines), "crypto_ms": [],
                "leaks": table.leaks, "audit_failure": True, "record_equal": False,
                "record": None, "problems": [str(table.refused)]}
    result = audit(obs) if obs.ended else None
    ok = bool(result and result["ok"])
    leaks = table.leaks             # before the devices learn every card below
    equal = ok
    if ok:
        final = result["state"].snapshot()
        for dev in table.devs:
            for t, card in result["truth"].items():
                dev._learn(t, card)
            equal = equal and dev.state.snapshot() == final
    per_action: dict = {}
    for at, seconds in zip(table.actions_at, table.crypto):
        per_action[at] = per_action.get(at, 0.0) + seconds / len(table.devs)
    ms = [1000 * v for v in per_action.values()]
    turns = secrets.turns(result["state"]) if ok else 0
    sizes = [len(line) + 1 for line in table.lines]
    return {"finished": table.finished and ok, "messages": len(table.lines),
            "actions": len(obs.acts), "turns": turns,
            "transcript_bytes": sum(sizes), "message_bytes_max": max(sizes),
            "crypto_ms": ms, "leaks": leaks, "audit_failure": not ok,
            "record_equal": equal, "record": result["record"] if ok else None,
            "problems": [str(p) for p in (result["problems"] if result else [])]}


def summary(games: list) -> dict:
    """The JSON line of ``remote simulate`` for several measured games."""
    ms = [v for g in games for v in g["crypto_ms"]]
    turns = sum(g["turns"] for g in games)
    return {"games": len(games), "finished": sum(g["finished"] for g in games),
            "messages": sum(g["messages"] for g in games),
            "actions": sum(g["actions"] for g in games),
            "messages_per_turn": round(sum(g["messages"] for g in games) / turns, 2)
            if turns else None,
            "transcript_bytes_max": max((g["transcript_bytes"] for g in games), default=0),
            "message_bytes_max": max((g["message_bytes_max"] for g in games), default=0),
            "crypto_ms_median": round(_quantile(ms, 0.5), 3),
            "crypto_ms_p95": round(_quantile(ms, 0.95), 3),
            "leaks": sum(g["leaks"] for g in games),
            "audit_failures": sum(g["audit_failure"] for g in games),
            "records_equal": sum(g["record_equal"] for g in games)}
