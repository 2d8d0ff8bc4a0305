"""The live channel between two pages: a WebRTC data channel paired by hand (page only).

Pairing, with no signalling server::

    # inviting device                       # other device
    a = Channel(on_message=..., on_state=...)
    offer = await a.offer()     # "pair=..." -> a link / QR code to the other device
                                            b = Channel(on_message=..., on_state=...)
                                            answer = await b.answer(offer)
                                            # "pair=..." -> back to the first device
    await a.accept(answer)
    # both: on_state("open"), then send(text) / on_message(text)

``stun``: the player's STUN setting (:func:`remote.pairing.ice_servers`; empty: none, which
is enough on one network). States given to ``on_state``: ``connecting``, ``open``,
``dropped`` (interrupted, may come back by itself), ``closed`` (over). After ``closed``
(or a ``dropped`` that lasts), make a new Channel and pair again: a fresh offer and answer.
"""

from __future__ import annotations

from remote import pairing
from remote.glue import module

GLUE = "rtc.mjs"


class ChannelClosed(RuntimeError):
    """Sent on a channel that is not open."""


class Channel:
    def __init__(self, stun: str = "", on_message=None, on_state=None) -> None:
        self.servers = pairing.ice_servers(stun)
        self.on_message = on_message or (lambda text: None)
        self.on_state = on_state or (lambda state: None)
        self.state = "new"
        self.peer = None
        self._proxies: list = []
        #: sizes of the pairing steps made here (characters of the "pair=..." text)
        self.sizes: dict[str, int] = {}

    async def _peer(self):
        if self.peer is None:
            from pyodide.ffi import create_proxy, to_js  # noqa: PLC0415 (only in the page)
            from pyscript import window  # noqa: PLC0415
            glue = await module(GLUE)
            self._proxies = [create_proxy(self._message), create_proxy(self._state)]
            servers = to_js(self.servers, dict_converter=window.Object.fromEntries)
            self.peer = glue.peer(servers, *self._proxies)
        return self.peer

    def _message(self, text) -> None:
        self.on_message(str(text))

    def _state(self, state) -> None:
        self.state = str(state)
        self.on_state(self.state)

    def _step(self, sdp, kind: str) -> str:
        text = pairing.fragment(pairing.parse_sdp(str(sdp), kind))
        self.sizes[kind] = len(text)
        return text

    async def offer(self) -> str:
        """The offer, as ``pair=<token>`` (put it after the page's address and ``#``)."""
        peer = await self._peer()
        return self._step(await peer.offer(), "offer")

    async def answer(self, offer: str) -> str:
        """The answer to ``offer`` (a link, a fragment or a token), as ``pair=<token>``."""
        description = _step_in(offer, "offer")
        peer = await self._peer()
        return self._step(await peer.answer(pairing.to_sdp(description)), "answer")

    async def accept(self, answer: str) -> None:
        """Complete the pairing with the other device's answer."""
        description = _step_in(answer, "answer")
        peer = await self._peer()
        await peer.accept(pairing.to_sdp(description))

    def send(self, text: str) -> None:
        if self.peer is None or not self.peer.send(text):
            raise ChannelClosed(f"the live channel is {self.state}: pair again")

    def close(self) -> None:
        if self.peer is not None:
            self.peer.close()
        for proxy in self._proxies:
            proxy.destroy()
        self._proxies = []


def _step_in(text: str, kind: str) -> pairing.Description:
    description = pairing.from_fragment(text)
    if description is None:
        description = pairing.decode(text)
    if description.kind != kind:
        raise pairing.PairingError(f"this is an {description.kind}, an {kind} was expected",
                                   "wrong-step")
    return description
