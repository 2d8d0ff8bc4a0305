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


class Meter:
    """Wall time spent in :mod:`.crypto`, counted by wrapping its functions."""

    NAMES = ("mul", "base", "inverse", "smul", "sadd", "add", "point", "is_point",
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


def play(game: str, options: dict, secrets, *, devices: int = 2, seed: int = 0,
         seats: int | None = None, max_messages: int = 200_000, meter: bool = True) -> dict:
    """One game between ``devices`` simulated devices; returns the transcript and the
    figures (see the module)."""
    from .. import registry
    spec = registry.get_spec(game)
    options = spec.normalize_options(options)
    nseats = seats if seats is not None else len(spec.new(options, 0).players)
    seat_of = seat_devices(nseats, devices)
    pick = random.Random(seed)
    # a simulation derives each device's secrets from the seed, so that a run repeats
    devs = [Device(d, secrets, master=crypto.hash32(b"sim master", str((seed, d)).encode()),
                   sign_seed=crypto.hash32(b"sim sign", str((seed, d)).encode()))
            for d in range(devices)]
    lines: list[str] = []
    senders: list[int] = []
    actions_at: list[int] = []          # number of actions applied after each message
    crypto_per_message: list[float] = []
    entitled = [set() for _ in devs]
    m = Meter() if meter else None

    def deliver(d: int, items: list) -> None:
        t0 = m.total if m else 0.0
        line = devs[d].send(items)
        for o in devs:
            if o is not devs[d]:
                o.receive(line)
        lines.append(line)
        senders.append(d)
        actions_at.append(devs[0].applied)
        crypto_per_message.append((m.total - t0) if m else 0.0)
        for k, dev in enumerate(devs):
            if dev.state is not None:
                public, seen = dev.sight()
                for c, t in dev.idmap.items():
                    if c in public or c in seen[k]:
                        entitled[k].add(t)

    if m:
        m.__enter__()
    try:
        deliver(0, devs[0].start(game, options, seat_of, devices))
        turn = 0
        while len(lines) < max_messages:
            sent = False
            for k in range(devices):
                d = (turn + k) % devices
                dev = devs[d]
                items = dev.owed()
                if dev.can_act():
                    legal = dev.state.legal_actions()
                    items += dev.act_items(legal[pick.randrange(len(legal))])
                if items:
                    deliver(d, items)
                    turn = d + 1
                    sent = True
                    break
            if not sent:
                break
    finally:
        if m:
            m.__exit__()
    leaks = sum(len(set(dev.known) - entitled[k]) for k, dev in enumerate(devs))
    return {"lines": lines, "senders": senders, "actions_at": actions_at,
            "crypto": crypto_per_message, "devices": devs, "leaks": leaks,
            "finished": all(dev.ended for dev in devs) and all(
                len(dev.masters) == devices for dev in devs)}
