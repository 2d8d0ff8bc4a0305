"""One device of a game played across devices: the protocol of docs/REMOTE.md.

A :class:`Device` holds its own secrets (a master secret from which its masks, its
shuffles and its chain of dice contributions derive, and its signing key), the
transcript it accepted, and its own position of the game: the game's ordinary engine,
fed by a :class:`Source` instead of a seed, whose face-down cards are stand-ins until
the device may know them. Every device sees the same messages; each checks every item
the moment it arrives (signatures, the chain, proofs, commitments) and refuses what is
wrong with a :class:`~engine.core.remote.wire.Refusal`.

Items (the list ``i`` of a message; bytes as base64url):

``start``  device 0: ``{"game", "options", "seats": [device of each seat], "devices"}``
``hello``  ``{"key": signing key, "commit": H(master), "head": chain head, "len": N}``
``act``    ``{"a": action, "s": step}`` the seat to move's action
``rand``   ``{"s": step, "e": chain element}`` a contribution to the step's randomness
``pad``    ``{"m": shuffle, "pts", "pf"}`` public cards joining masked ones get the
           sender's older masks (with proofs)
``pass``   ``{"m", "K": mask public key, "in": hash of the inputs, "out": points}``
``share``  ``{"t": token, "pts": [bare points], "pf": [proofs]}`` the sender's masks
           removed from one face-down card, one layer at a time, each proven
``keys``   ``{"master"}`` the end: every secret derives from it, the audit redoes all
"""

from __future__ import annotations

import json

from .. import registry
from ..errors import IllegalAction
from ..i18n import msg
from ..rng import Rng
from . import crypto
from .wire import Chain, Refusal, b64, encode, unb64


# what a refused message cannot have changed (not copied before each message)
_UNSAVED = frozenset(("secrets", "chain", "state", "_building", "_source", "elements",
                      "point_card", "master", "pk", "sk", "choices", "_owed_shares"))


class Need(Exception):
    """The engine asked for something the transcript does not hold yet."""


def _digits(data: bytes, n: int, label: bytes) -> int:
    """An unbiased integer below n from hash output (rejection sampling)."""
    limit = (1 << 64) - (1 << 64) % n
    counter = 0
    while True:
        x = int.from_bytes(crypto.hash32(data, label, counter.to_bytes(4, "big"))[:8], "big")
        if x < limit:
            return x % n
        counter += 1


class Source:
    """The outcomes of a device's engine: dice made of every device's contribution for
    the step, face-down piles from the masked deck. Raises :class:`Need` when the
    transcript does not hold them yet (the caller applies on a copy and waits)."""

    def __init__(self, device: "Device") -> None:
        self.device = device
        self.step = 0
        self.j = 0
        self.shuffles = 0
        self.bind: list = []            # (items list, shuffle number) made this attempt

    def begin(self, step: int) -> None:
        self.step, self.j, self.bind = step, 0, []
        self.shuffles = self.device.shuffles_started

    def below(self, n: int) -> int:
        dev = self.device
        elems = [dev.revealed[d].get(self.step) for d in range(dev.ndev)]
        if any(e is None for e in elems):
            raise Need(("rand", self.step))
        value = _digits(crypto.hash32(dev.gid.encode(), str(self.step).encode(), *elems),
                        n, str(self.j).encode())
        self.j += 1
        return value

    def shuffle(self, items: list) -> None:
        dev = self.device
        if not dev.secrets.secret_pile(dev._building, items):
            for i in range(len(items) - 1, 0, -1):          # a public order: the dice
                j = self.below(i + 1)
                items[i], items[j] = items[j], items[i]
            return
        m = self.shuffles
        self.shuffles += 1
        inputs = dev.shuffle_inputs(m, items)
        if m not in dev.shuffle_done:
            raise Need(("shuffle", m))
        if dev.shuffle_in[m] != inputs:
            raise Refusal("cheat_shuffle", msg("The cards fed to shuffle {m} differ between "
                                               "the devices.", m=m))
        self.bind.append((list(items), m))      # as it is now: deals follow at once


class Device:
    """One device: its secrets, its transcript and its position (see the module)."""

    def __init__(self, index: int, secrets, *, master: bytes | None = None,
                 sign_seed: bytes | None = None) -> None:
        self.index = index
        self.secrets = secrets
        self.master = master or crypto.fresh(32)
        self.pk, self.sk = crypto.sign_keys(sign_seed or crypto.fresh(32))
        self.chain = Chain()
        self.reset_public()
        self.choices: dict = {}          # step -> this device's secret choice
        self._owed_shares: set = set()   # tokens owed() just shared

    # ------------------------------------------------------------ derived secrets
    def mask(self, m: int) -> bytes:
        return crypto.scalar(self.master, b"mask", str(m).encode())

    def _chain_elements(self, n: int) -> list[bytes]:
        e = crypto.hash32(self.master, b"dice")
        out = [e]
        for _ in range(n):
            e = crypto.hash32(e)
            out.append(e)
        out.reverse()           # out[0] is the head, out[r] revealed at step r
        return out

    # ------------------------------------------------------------ public protocol state
    def reset_public(self) -> None:
        self.gid = ""
        self.game = self.options = self.seats = None
        self.ndev = 0
        self.keys: dict = {}
        self.commits: dict = {}
        self.heads: dict = {}
        self.revealed: dict = {}         # device -> {step: element}
        self.last_step: dict = {}        # device -> highest step revealed
        self.masters: dict = {}
        self.shuffle_in: dict = {}       # m -> input points (as this device computes them)
        self.shuffle_layers: dict = {}   # m -> older layers of the masked inputs
        self.pads: dict = {}             # m -> [points after each device's pad]
        self.passes: dict = {}           # m -> [(device, K, outputs)]
        self.shuffle_done: dict = {}     # m -> final outputs
        self.K: dict = {}                # (device, m) -> mask public key
        self.tokens: dict = {}           # tid -> {"full", "layers", "peel", "peeled", "card"}
        self.acts: list = []             # (action, device); action None: committed
        self.sealed: dict = {}           # step -> hash of a secret choice (None: shown)
        self.applied = 0
        self.state = None
        self._building = None
        self.shuffles_started = 0
        self.idmap: dict = {}            # local card id -> token id
        self.known: dict = {}            # token id -> card (what this device may know)
        self.point_card: dict = {}
        self.ended = False
        self.needs = None
        self.elements = None

    # ------------------------------------------------------------ starting a game
    def start(self, game: str, options: dict, seats: list, devices: int) -> list:
        """Device 0 opens the game: its first message's items."""
        self.chain.game_id = crypto.fresh(16).hex()
        return [{"k": "start", "game": game, "options": options, "seats": seats,
                 "devices": devices}, self.hello()]

    def hello(self) -> dict:
        n = self.secrets.max_actions + 2
        self.elements = self._chain_elements(n)
        return {"k": "hello", "key": b64(self.pk), "commit": b64(crypto.hash32(self.master)),
                "head": b64(self.elements[0]), "len": n}

    # ------------------------------------------------------------ sending
    def send(self, items: list) -> str:
        line = encode(self.chain.body(self.index, items), self.sk)
        self.receive(line)
        return line

    # ------------------------------------------------------------ receiving
    def receive(self, line: str) -> None:
        """Check and take one message; a Refusal changes nothing."""
        hello_key = None
        try:
            from .wire import parse
            body = parse(line)[0]
            for it in body["i"]:
                if isinstance(it, dict) and it.get("k") == "hello":
                    hello_key = unb64(it.get("key"))
        except (Refusal, ValueError):
            pass
        body = self.chain.check(line, hello_key=hello_key)
        snapshot = self._save()
        try:
            for item in body["i"]:
                self._item(body["f"], item)
            self._advance()
        except Refusal:
            self._restore(snapshot)
            raise
        except (KeyError, TypeError, ValueError, IndexError) as err:
            self._restore(snapshot)
            raise Refusal("malformed", msg("Message {n} is not readable: {detail}.",
                                           n=body["n"], detail=str(err)[:80])) from None
        self.chain.accept(line, body, hello_key)

    def _save(self):
        """What a refused message must not have changed: every field copied two levels
        deep (deeper data is never changed in place: a token's ``peeled`` list is
        replaced, not appended to)."""
        keep = {k: _copy2(v) for k, v in self.__dict__.items() if k not in _UNSAVED}
        return keep, (self.state.clone() if self.state is not None else None)

    def _restore(self, snapshot) -> None:
        data, state = snapshot
        self.__dict__.update(data)
        self.state = state

    def _item(self, sender: int, it: dict) -> None:
        kind = it["k"]
        handler = getattr(self, "_on_" + kind, None)
        if handler is None:
            raise Refusal("malformed", msg("Unknown item {kind}.", kind=str(kind)[:20]))
        handler(sender, it)

    def _on_start(self, sender, it) -> None:
        if sender != 0 or self.game is not None:
            raise Refusal("out_of_turn", msg("Only the first message of device 0 opens "
                                             "a game."))
        self.game = it["game"]
        self.options = registry.get_spec(self.game).normalize_options(dict(it["options"]))
        self.seats, self.ndev = list(it["seats"]), int(it["devices"])
        self.chain.devices = self.ndev
        self.revealed = {d: {} for d in range(self.ndev)}
        self.last_step = {d: 0 for d in range(self.ndev)}

    def _on_hello(self, sender, it) -> None:
        if sender in self.keys:
            raise Refusal("replayed", msg("Device {d} introduced itself twice.", d=sender))
        self.keys[sender] = unb64(it["key"])
        self.commits[sender] = unb64(it["commit"])
        self.heads[sender] = unb64(it["head"])
        self.revealed[sender][0] = self.heads[sender]

    def ready(self) -> bool:
        return self.game is not None and len(self.keys) == self.ndev

    @property
    def gid_ok(self):
        return self.chain.game_id

    def _on_act(self, sender, it) -> None:
        if not self.ready() or self.ended:
            raise Refusal("out_of_turn", msg("An action arrived before the game began or "
                                             "after it ended."))
        self._advance()
        position = self.position()
        if position is None:
            raise Refusal("out_of_turn", msg("Device {d} acted before the last action was "
                                             "settled.", d=sender))
        seat = position.to_move
        if seat is None or self.seats[seat] != sender:
            raise Refusal("out_of_turn", msg("Device {d} acted for a seat it does not hold "
                                             "(the seat to move is {seat}).", d=sender,
                                             seat=seat))
        if it["s"] != len(self.acts) + 2:
            raise Refusal("reordered", msg("The action names step {s}, but the game is at "
                                           "step {t}.", s=it["s"], t=len(self.acts) + 2))
        if it["k"] == "commit":
            self.sealed[it["s"]] = unb64(it["h"])
            self.acts.append((None, sender))
            return
        if position is not self.state:
            raise Refusal("out_of_turn", msg("Device {d} acted before the secret choices "
                                             "made were shown.", d=sender))
        action = it["a"]
        if not isinstance(action, str) or not (self.state.is_legal(action)
                                               or self._may_be_legal(sender, action)):
            raise Refusal("illegal", msg("Device {d} played {action}, which is not a legal "
                                         "action here.", d=sender, action=str(action)[:60]))
        self._unalike(sender, action)
        self.acts.append((action, sender))

    _on_commit = _on_act

    def _unalike(self, device: int, action: str) -> None:
        """Cards the rules make alike (Risk's two jokers: an action names "Joker") must
        not stand in for another card in the actor's hand, or this position would take
        the stand-in where the actor took its true card: such a stand-in trades places
        with one of a pile nobody sees."""
        if self.index == device or not hasattr(self.secrets, "alike"):
            return
        named = set(self.secrets.named(self.state, action))
        if not named:
            return
        sight = self.sight()
        hidden = [c for c, t in self.idmap.items() if self.tokens[t]["card"] is None
                  and t not in self.known and self.viewers(c, sight) == [device]]
        free = [c for c, t in self.idmap.items() if self.tokens[t]["card"] is None
                and t not in self.known and self.viewers(c, sight) == []]
        def clash(card):        # a stand-in the action could be read as naming
            return card in named or any(self.secrets.alike(card, n) for n in named)
        for c in hidden:
            if clash(c):
                other = next((f for f in free if not clash(f)), None)
                if other is None:
                    continue
                free.remove(other)
                self.secrets.swap(self.state, c, other)
                self.idmap[c], self.idmap[other] = self.idmap[other], self.idmap[c]

    def _on_open(self, sender, it) -> None:
        """A secret choice shown: it must be the one committed to."""
        step = int(it["s"])
        if self.sealed.get(step) is None or self.acts[step - 2][1] != sender:
            raise Refusal("out_of_turn", msg("Device {d} showed a choice it never made.",
                                             d=sender))
        action = it["a"]
        if crypto.hash32(action.encode(), unb64(it["n"])) != self.sealed[step]:
            raise Refusal("cheat_choice", msg("Device {d} showed another choice than the one "
                                              "it committed to (step {s}).", d=sender, s=step))
        self.acts[step - 2] = (action, sender)
        self.sealed[step] = None
        before = self.applied
        self._advance()
        if self.applied < step - 1 and before <= step - 2 and self.applied == step - 2:
            if not (self.state.is_legal(action) or self._may_be_legal(sender, action)):
                raise Refusal("illegal", msg("Device {d} played {action}, which is not a "
                                             "legal action here.", d=sender,
                                             action=str(action)[:60]))

    def position(self):
        """The position the next decision is taken in: the game's, with a stand-in for
        each secret choice committed and not shown yet (None: not settled)."""
        st = self.state
        if st is None:
            return None
        if self.applied == len(self.acts):
            return st
        if any(a is not None for a, _d in self.acts[self.applied:]):
            return None
        st = st.clone()
        st.rng = Rng(_Trial())
        try:
            for _ in self.acts[self.applied:]:
                legal = st.legal_actions()
                if not legal:
                    return None
                st.apply_unchecked(legal[0])
        except _Stop:
            return None
        return st

    def _may_be_legal(self, device: int, action: str) -> bool:
        """Whether an action this position refuses may be legal with the cards
        ``device`` holds and this device cannot see (which cards of a picture a trade
        offers...): then it is played, and the audit checks it with the true cards."""
        if not self._unseen_cards(device):
            return False
        trial = self.state.clone()
        trial.rng = Rng(_Trial())
        try:
            trial.apply_unchecked(action)
        except _Stop:
            return True
        except Exception:       # noqa: BLE001 - any failure: not a move of this game
            return False
        return True

    def _unseen_cards(self, device: int) -> bool:
        """Whether ``device`` holds cards this device cannot see now."""
        sight = self.sight()
        return any(self.tokens[t]["card"] is None and t not in self.known
                   and device in (self.viewers(c, sight) or ())
                   for c, t in self.idmap.items())

    def _on_rand(self, sender, it) -> None:
        step, e = int(it["s"]), unb64(it["e"])
        if step > len(self.acts) + 1 or step < 1:
            raise Refusal("early_reveal", msg("Device {d} revealed its dice contribution for "
                                              "step {s} before that step's action was fixed.",
                                              d=sender, s=step))
        last = self.last_step[sender]
        if step <= last:
            raise Refusal("replayed", msg("Device {d} revealed step {s} again.", d=sender,
                                          s=step))
        h = e
        for _ in range(step - last):
            h = crypto.hash32(h)
        if h != self.revealed[sender][last]:
            raise Refusal("cheat_dice", msg("Device {d}'s dice contribution for step {s} is "
                                            "not the one it committed to.", d=sender, s=step))
        self.revealed[sender][step] = e
        self.last_step[sender] = step

    # ------------------------------------------------------------ the masked deck
    def card_point(self, card) -> bytes:
        return crypto.point(b"card", self.gid_ok.encode(), json.dumps(card).encode())

    def decode(self, point: bytes):
        if not self.point_card:
            for c in self.secrets.cards(self.options):
                self.point_card[self.card_point(c)] = c
        return self.point_card.get(point)

    def shuffle_inputs(self, m: int, items: list) -> list:
        """The points fed to shuffle m (computed alike on every device) and, the first
        time, the shuffle's bookkeeping."""
        pts, layers, public = [], None, []
        for i, c in enumerate(items):
            t = self.idmap.get(c)
            if t is None or self.tokens[t]["card"] is not None:     # a card shown to all
                pts.append(self.card_point(c))
                public.append(i)
            else:
                tok = self.tokens[t]
                if layers is None:
                    layers = tok["layers"]
                elif layers != tok["layers"]:
                    raise Refusal("cheat_shuffle", msg("Shuffle {m} mixes cards masked "
                                                       "differently.", m=m))
                pts.append(tok["full"])
        if m not in self.shuffle_in:
            self.shuffle_in[m] = pts
            self.shuffle_layers[m] = (layers or [], public)
            self.pads[m] = []
            self.passes[m] = []
        return self.shuffle_in[m]

    def _pad_done(self, m: int) -> bool:
        layers, public = self.shuffle_layers[m]
        return not (layers and public) or len(self.pads[m]) == self.ndev

    def _current(self, m: int) -> list:
        """The points the next pass of shuffle m works on."""
        if self.passes[m]:
            return self.passes[m][-1][2]
        pts = list(self.shuffle_in[m])
        layers, public = self.shuffle_layers[m]
        for padded in self.pads[m]:
            for i, p in zip(public, padded):
                pts[i] = p
        return pts

    def _on_pad(self, sender, it) -> None:
        m = int(it["m"])
        if m not in self.shuffle_in or self._pad_done(m) or len(self.pads[m]) != sender:
            raise Refusal("out_of_turn", msg("Device {d} padded shuffle {m} out of turn.",
                                             d=sender, m=m))
        layers, public = self.shuffle_layers[m]
        before = self._current(m)
        pts = _points(it["pts"])
        proofs = [unb64(p) for p in it["pf"]]
        if len(pts) != len(public) * len(layers) or len(proofs) != len(pts):
            raise Refusal("cheat_shuffle", msg("Device {d}'s padding of shuffle {m} has the "
                                               "wrong size.", d=sender, m=m))
        out, k = [], 0
        for i in public:
            p = before[i]
            for layer in layers:
                if not crypto.check_unmask(self.K[(sender, layer)], pts[k], p, proofs[k]):
                    raise Refusal("cheat_mask", msg("Device {d} padded a card of shuffle {m} "
                                                    "with a mask it did not commit to.",
                                                    d=sender, m=m))
                p = pts[k]
                k += 1
            out.append(p)
        self.pads[m].append(out)

    def _on_pass(self, sender, it) -> None:
        m = int(it["m"])
        if m not in self.shuffle_in or not self._pad_done(m) or m in self.shuffle_done:
            raise Refusal("out_of_turn", msg("Device {d} shuffled pile {m} out of turn.",
                                             d=sender, m=m))
        order = self._pass_order(m)
        if order[len(self.passes[m])] != sender:
            raise Refusal("out_of_turn", msg("Device {d} shuffled pile {m} out of turn.",
                                             d=sender, m=m))
        if unb64(it["in"]) != _hash_points(self._current(m)):
            raise Refusal("cheat_shuffle", msg("Device {d} shuffled other cards than pile {m} "
                                               "holds.", d=sender, m=m))
        K, out = unb64(it["K"]), _points(it["out"])
        if len(out) != len(self.shuffle_in[m]) or not crypto.is_point(K):
            raise Refusal("cheat_shuffle", msg("Device {d}'s shuffle of pile {m} has the "
                                               "wrong size.", d=sender, m=m))
        self.K[(sender, m)] = K
        self.passes[m].append((sender, K, out))
        if len(self.passes[m]) == self.ndev:
            self.shuffle_done[m] = out
            layers = self.shuffle_layers[m][0] + [m]
            for i, p in enumerate(out):
                self.tokens[f"{m}.{i}"] = {"full": p, "layers": layers, "peel": p,
                                           "peeled": [], "card": None}

    def _pass_order(self, m: int) -> list:
        """Devices shuffle in turn; with padding, the last to pad shuffles first."""
        layers, public = self.shuffle_layers[m]
        if layers and public:
            return [self.ndev - 1] + list(range(self.ndev - 1))
        return list(range(self.ndev))

    def my_pad(self, m: int) -> dict:
        layers, public = self.shuffle_layers[m]
        before = self._current(m)
        pts, proofs = [], []
        for i in public:
            p = before[i]
            for layer in layers:
                k = self.mask(layer)
                masked = crypto.mul(k, p)
                # a proof that masked = k * p for the committed k: the unmask proof read
                # backwards (bare p, masked)
                _bare, proof = crypto.prove_unmask(k, crypto.base(k), masked)
                pts.append(masked)
                proofs.append(proof)
                p = masked
        return {"k": "pad", "m": m, "pts": _join(pts), "pf": [b64(p) for p in proofs]}

    def my_pass(self, m: int) -> dict:
        k = self.mask(m)
        before = self._current(m)
        order = list(range(len(before)))
        seed = crypto.hash32(self.master, b"perm", str(m).encode())
        for i in range(len(order) - 1, 0, -1):
            j = _digits(seed, i + 1, str(i).encode())
            order[i], order[j] = order[j], order[i]
        out = [crypto.mul(k, before[i]) for i in order]
        return {"k": "pass", "m": m, "K": b64(crypto.base(k)), "in": b64(_hash_points(before)),
                "out": _join(out)}

    # ------------------------------------------------------------ unmasking
    def _on_share(self, sender, it) -> None:
        t = it["t"]
        tok = self.tokens[t]
        if sender in tok["peeled"]:
            raise Refusal("replayed", msg("Device {d} removed its masks from card {t} twice.",
                                          d=sender, t=t))
        pts, proofs = _points(it["pts"]), [unb64(p) for p in it["pf"]]
        if len(pts) != len(tok["layers"]) or len(proofs) != len(pts):
            raise Refusal("cheat_unmask", msg("Device {d} removed the wrong number of masks "
                                              "from card {t}.", d=sender, t=t))
        p = tok["peel"]
        for layer, bare, proof in zip(tok["layers"], pts, proofs):
            if not crypto.check_unmask(self.K[(sender, layer)], p, bare, proof):
                raise Refusal("cheat_unmask", msg("Device {d} removed a wrong mask from card "
                                                  "{t}: its proof fails.", d=sender, t=t))
            p = bare
        tok["peel"] = p
        tok["peeled"] = tok["peeled"] + [sender]
        if len(tok["peeled"]) == self.ndev:
            card = self.decode(p)
            if card is None:
                raise Refusal("cheat_card", msg("Card {t}, once every mask is off, is no card "
                                                "of the game: a card was swapped.", t=t))
            tok["card"] = card
            self._learn(t, card)
        elif len(tok["peeled"]) == self.ndev - 1 and self.index not in tok["peeled"] \
                and self.index >= 0:
            q = p
            for layer in tok["layers"]:
                q = crypto.mul(crypto.inverse(self.mask(layer)), q)
            card = self.decode(q)
            if card is None:
                raise Refusal("cheat_card", msg("Card {t}, once every mask is off, is no card "
                                                "of the game: a card was swapped.", t=t))
            self._learn(t, card)

    def my_share(self, t: str) -> dict:
        tok = self.tokens[t]
        p, pts, proofs = tok["peel"], [], []
        for layer in tok["layers"]:
            k = self.mask(layer)
            bare, proof = crypto.prove_unmask(k, crypto.base(k), p)
            pts.append(bare)
            proofs.append(b64(proof))
            p = bare
        return {"k": "share", "t": t, "pts": _join(pts), "pf": proofs}

    def _learn(self, t: str, card) -> None:
        """Token t is ``card``: correct the stand-in of the position."""
        self.known[t] = card
        if self.state is None:
            return
        local = next((c for c, tt in self.idmap.items() if tt == t), None)
        if local is None or local == card:
            return
        other = self.idmap.get(card)
        self.secrets.swap(self.state, local, card)
        self.idmap[card] = t
        if other is None:
            del self.idmap[local]
        else:
            self.idmap[local] = other

    # ------------------------------------------------------------ the engine
    def _advance(self) -> None:
        """Create the position and apply the actions the transcript allows."""
        if not self.ready():
            return
        while True:
            if self.state is None:
                if not self._attempt(None, 1):
                    return
            elif self.applied < len(self.acts) and self.acts[self.applied][0] is not None:
                if not self._attempt(self.acts[self.applied][0], self.applied + 2):
                    return
            else:
                return

    def _attempt(self, action, step: int) -> bool:
        source = self.source
        source.begin(step)
        try:
            if action is None:
                self._building = None
                state = registry.get_spec(self.game).new(self.options, source)
            else:
                state = self.state.clone()
                self._building = state
                state.apply_unchecked(action)
        except Need as need:
            self.needs = need.args[0]
            return False
        finally:
            self._building = None
        for items, m in source.bind:
            self.shuffles_started = max(self.shuffles_started, m + 1)
            for i, c in enumerate(items):
                self.idmap[c] = f"{m}.{i}"
                self.known.pop(f"{m}.{i}", None)
        self.shuffles_started = source.shuffles
        self.state = state
        self.needs = None
        if action is not None:
            self.applied += 1
        if state.to_move is None:
            self.ended = True
        return True

    @property
    def source(self) -> Source:
        if not hasattr(self, "_source"):
            self._source = Source(self)
        return self._source

    # ------------------------------------------------------------ what this device owes
    def my_seats(self) -> list:
        return [s for s, d in enumerate(self.seats or []) if d == self.index]

    def sight(self):
        """(public cards, {device: cards it may see}) now."""
        st = self.state
        seen = {d: set() for d in range(self.ndev)}
        for s, d in enumerate(self.seats):
            seen[d] |= set(self.secrets.visible(st, s))
        return set(self.secrets.public(st)), seen

    @staticmethod
    def viewers(card, sight) -> list | None:
        """Devices that may see the card now (all: None)."""
        public, seen = sight
        if card in public:
            return None
        out = [d for d, cards in seen.items() if card in cards]
        return None if len(out) == len(seen) else out     # seen by every device

    def owed(self) -> list:
        """The items this device must send now (not its action)."""
        if not self.ready():
            return [] if self.index == 0 or self.index in self.keys or self.game is None \
                else [self.hello()]
        items = []
        need = getattr(self, "needs", None)
        if need is not None:
            kind, arg = need
            if kind == "rand" and arg not in self.revealed[self.index] \
                    and arg <= len(self.acts) + 1:
                items.append(self.my_rand(arg))
            elif kind == "shuffle":
                m = arg
                if m in self.shuffle_in and m not in self.shuffle_done:
                    if not self._pad_done(m):
                        if len(self.pads[m]) == self.index:
                            items.append(self.my_pad(m))
                    elif self._pass_order(m)[len(self.passes[m])] == self.index:
                        items.append(self.my_pass(m))
        self._owed_shares = set()
        if self.state is not None:
            sight = self.sight()
            for c, t in self.idmap.items():
                tok = self.tokens[t]
                if self.index in tok["peeled"]:
                    continue
                v = self.viewers(c, sight)
                if v is None or (v and self.index not in v):
                    items.append(self.my_share(t))
                    self._owed_shares.add(t)
        mine = [s_ for s_, h in self.sealed.items() if h is not None
                and self.acts[s_ - 2][1] == self.index]
        if mine:
            st = self.position()
            if st is None or st.to_move is None or not any(
                    self.secrets.secret_choice(st, a) for a in st.legal_actions()):
                for step in sorted(mine):
                    action = self.choices[step]
                    items += [i for i in self._shares_for(self.state, action)
                              if i["t"] not in self._owed_shares]
                    items.append({"k": "open", "s": step, "a": action,
                                  "n": b64(self.nonce(step))})
        if self.ended and self.index not in self.masters:
            items.append({"k": "keys", "master": b64(self.master)})
        return items

    def my_rand(self, step: int) -> dict:
        return {"k": "rand", "s": step, "e": b64(self.elements[step])}

    def can_act(self) -> bool:
        """Whether this device holds the seat to move and its position is settled."""
        st = self.position()
        if st is None or st.to_move is None:
            return False
        if st is not self.state and not any(self.secrets.secret_choice(st, a)
                                            for a in st.legal_actions()):
            return False            # the secret choices made are shown first
        if self.seats[st.to_move] != self.index:
            return False
        sight = self.sight()
        for c, t in self.idmap.items():
            v = self.viewers(c, sight)
            if self.tokens[t]["card"] is None and (v is None or self.index in v) \
                    and t not in self.known:
                return False
        return True

    def nonce(self, step: int) -> bytes:
        return crypto.hash32(self.master, b"choice", str(step).encode())

    def _shares_for(self, state, action: str) -> list:
        cards = set(self.secrets.named(state, action))
        return [self.my_share(t) for c, t in self.idmap.items()
                if c in cards and self.tokens[t]["card"] is None and t in self.known
                and self.index not in self.tokens[t]["peeled"]]

    def act_items(self, action: str) -> list:
        """The items of this device's action: first the cards it shows by playing it
        (found on a trial run), then the action, then its dice contribution. A choice
        the rules make simultaneous is committed to instead (shown later)."""
        step = len(self.acts) + 2
        position = self.position()
        if self.secrets.secret_choice(position, action):
            self.choices[step] = action
            return [{"k": "commit", "s": step,
                     "h": b64(crypto.hash32(action.encode(), self.nonce(step)))}]
        trial = self.state.clone()
        trial.rng = Rng(_Trial())
        chance = False
        try:
            trial.apply(action)
        except _Stop:
            chance = True
        public = self.secrets.public(trial) | set(self.secrets.named(self.state, action))
        items = []
        for c, t in self.idmap.items():
            if c in public and self.tokens[t]["card"] is None and t in self.known \
                    and self.index not in self.tokens[t]["peeled"] \
                    and t not in self._owed_shares:
                items.append(self.my_share(t))
        step = len(self.acts) + 2
        items.append({"k": "act", "a": action, "s": step})
        if chance:
            items.append(self.my_rand(step))
        return items

    # ------------------------------------------------------------ the end
    def _on_keys(self, sender, it) -> None:
        if not self.ended:
            raise Refusal("early_keys", msg("Device {d} revealed its keys before the end.",
                                            d=sender))
        master = unb64(it["master"])
        if crypto.hash32(master) != self.commits[sender]:
            raise Refusal("cheat_keys", msg("Device {d}'s keys are not the ones it committed "
                                            "to.", d=sender))
        self.masters[sender] = master


class _Stop(Exception):
    pass


class _Trial:
    """The outcomes of a trial run (what an action shows, before its dice exist)."""

    def below(self, n):
        raise _Stop

    def shuffle(self, items):
        raise _Stop


def _copy2(value):
    if isinstance(value, dict):
        return {k: (v.copy() if isinstance(v, (dict, list, set)) else v)
                for k, v in value.items()}
    if isinstance(value, (list, set)):
        return value.copy()
    return value


def _points(text) -> list:
    raw = unb64(text)
    if len(raw) % 32:
        raise ValueError("points")
    pts = [raw[i:i + 32] for i in range(0, len(raw), 32)]
    if not all(crypto.is_point(p) for p in pts):
        raise Refusal("cheat_point", msg("A message carries a value that is not a point of "
                                         "the group."))
    return pts


def _join(points) -> str:
    return b64(b"".join(points))


def _hash_points(points) -> bytes:
    return crypto.hash32(b"".join(points))
