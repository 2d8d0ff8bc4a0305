"""The end of a game across devices: every secret re-derived and checked, and the game
turned into an ordinary record (``remote verify``).

Once every device has sent its master secret, anyone holding the transcript can redo
everything: each device's masks, permutations and dice chain derive from its master, so
:func:`audit` recomputes every shuffle pass and padding, takes every mask off every card,
checks every card shown against it, replays the game with the true cards and dice (every
action checked legal), and writes the record (options, actions and the outcomes its
replay draws) that opens as a normal save or link.
"""

from __future__ import annotations

from .. import registry
from ..errors import IllegalAction
from ..i18n import msg
from ..record import Record, replay
from . import crypto
from .table import Device, _digits
from .wire import Refusal


class Observer(Device):
    """A device with no seat and no secret: it checks every message (``verify``)."""

    def __init__(self, secrets) -> None:
        super().__init__(-1, secrets, master=b"\0" * 32, sign_seed=b"\0" * 32)

    def owed(self) -> list:
        return []


def read(lines, secrets) -> Observer:
    """An observer that took every line; Refusal (with ``line``) at the first bad one."""
    obs = Observer(secrets)
    for n, line in enumerate(lines):
        try:
            obs.receive(line)
        except Refusal as err:
            err.line = n
            raise
    return obs


def _truth(dev: Device) -> dict:
    """token -> card, every mask taken off with the masters."""
    out = {}
    for t, tok in dev.tokens.items():
        p = tok["full"]
        for d in range(dev.ndev):
            for layer in tok["layers"]:
                p = crypto.mul(crypto.inverse(_mask(dev, d, layer)), p)
        out[t] = dev.decode(p)
    return out


def _mask(dev: Device, d: int, m: int) -> bytes:
    return crypto.scalar(dev.masters[d], b"mask", str(m).encode())


def _check_shuffles(dev: Device) -> list:
    problems = []
    for m, passes in dev.passes.items():
        layers, public = dev.shuffle_layers[m]
        pts = list(dev.shuffle_in[m])
        for d, padded in enumerate(dev.pads.get(m, [])):
            for i, p in zip(public, padded):
                q = pts[i]
                for layer in layers:
                    q = crypto.mul(_mask(dev, d, layer), q)
                if q != p:
                    problems.append(msg("Device {d} padded a card of shuffle {m} with a "
                                        "wrong mask.", d=d, m=m))
                pts[i] = p
        for d, K, out in passes:
            k = _mask(dev, d, m)
            seed = crypto.hash32(dev.masters[d], b"perm", str(m).encode())
            order = list(range(len(pts)))
            for i in range(len(order) - 1, 0, -1):
                j = _digits(seed, i + 1, str(i).encode())
                order[i], order[j] = order[j], order[i]
            if crypto.base(k) != K or [crypto.mul(k, pts[i]) for i in order] != out:
                problems.append(msg("Device {d}'s shuffle of pile {m} is not the one its "
                                    "keys make: a card was swapped or the order forced.",
                                    d=d, m=m))
            pts = out
    return problems


class _Truth:
    """The outcomes of the true game: the dice of the transcript, the shuffles as the
    masks show them; records every draw as a :class:`~engine.core.rng.Script` replays
    it."""

    def __init__(self, dev: Device, truth: dict) -> None:
        self.dev, self.truth = dev, truth
        self.step = self.j = self.m = 0
        self.outcomes: list = []
        self.state = None

    def below(self, n: int) -> int:
        dev = self.dev
        elems = [_element(dev, d, self.step) for d in range(dev.ndev)]
        value = _digits(crypto.hash32(dev.gid.encode(), str(self.step).encode(), *elems),
                        n, str(self.j).encode())
        self.j += 1
        self.outcomes.append(value)
        return value

    def shuffle(self, items: list) -> None:
        if not self.dev.secrets.secret_pile(self.state, items):
            for i in range(len(items) - 1, 0, -1):
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        m = self.m
        self.m += 1
        after = [self.truth.get(f"{m}.{i}") for i in range(len(items))]
        if sorted(map(repr, after)) != sorted(map(repr, items)):
            raise Refusal("cheat_card", msg("Shuffle {m} does not hold the cards of the pile "
                                            "it replaced.", m=m))
        cur = list(items)
        pos = {c: i for i, c in enumerate(cur)}
        for i in range(len(cur) - 1, 0, -1):
            j = pos[after[i]]
            self.outcomes.append(j)
            cur[i], cur[j] = cur[j], cur[i]
            pos[cur[i]], pos[cur[j]] = i, j
        items[:] = after


def _element(dev: Device, d: int, step: int) -> bytes:
    """Device d's dice contribution for ``step`` (from its master when never sent)."""
    e = dev.revealed[d].get(step)
    if e is None:
        chains = dev.__dict__.setdefault("_audit_chains", {})
        if d not in chains:
            chains[d] = _chain_of(dev, dev.masters[d])
        e = chains[d][step]
    return e


def _chain_of(dev: Device, master: bytes) -> list:
    probe = Device.__new__(Device)
    probe.master = master
    return probe._chain_elements(dev.secrets.max_actions + 2)


def audit(dev: Device) -> dict:
    """Check a finished game (every master received) and make its record:
    ``{"ok", "problems": [messages], "record": Record | None, "state": final}``."""
    problems = []
    if len(dev.masters) != dev.ndev:
        missing = [d for d in range(dev.ndev) if d not in dev.masters]
        return {"ok": False, "record": None, "state": None,
                "problems": [msg("Devices {devices} withheld their keys: the game cannot "
                                 "be audited (they abandoned it).", devices=str(missing))]}
    for d in range(dev.ndev):
        if _chain_of(dev, dev.masters[d])[0] != dev.heads[d] or \
                any(crypto.base(_mask(dev, d, m)) != K
                    for (dd, m), K in dev.K.items() if dd == d):
            problems.append(msg("Device {d}'s keys do not make the commitments it sent at "
                                "the start.", d=d))
    problems += _check_shuffles(dev)
    truth = _truth(dev)
    for t, tok in dev.tokens.items():
        if truth[t] is None:
            problems.append(msg("Card {t} is no card of the game.", t=t))
        elif tok["card"] is not None and tok["card"] != truth[t]:
            problems.append(msg("Card {t} was shown as another card than it is.", t=t))
    if problems:
        return {"ok": False, "problems": problems, "record": None, "state": None}
    source = _Truth(dev, truth)
    spec = registry.get_spec(dev.game)
    actions = [a for a, _d in dev.acts]
    try:
        source.step = 1
        state = spec.new(dev.options, source)
        for i, action in enumerate(actions):
            source.state, source.step, source.j = state, i + 2, 0
            state.apply(action)
    except (IllegalAction, Refusal) as err:
        return {"ok": False, "record": None, "state": None,
                "problems": [msg("Move {n} is not legal in the true game: {reason}",
                                 n=i + 1 if actions else 0, reason=str(err))]}
    record = Record(dev.game, dict(dev.options), 0, actions, outcomes=source.outcomes)
    again = replay(record)
    if again.snapshot() != state.snapshot():
        problems.append(msg("The record does not replay to the game the devices played."))
    return {"ok": not problems, "problems": problems, "record": record, "state": state,
            "truth": truth}
