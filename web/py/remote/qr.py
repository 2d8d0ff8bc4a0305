"""QR codes in the page: draw a text as SVG, read a code from an image, canvas or camera.

Drawn with npm ``qrcode-generator``; read with the browser's ``BarcodeDetector`` where it
has one (Android, ChromeOS, macOS), else with npm ``jsQR``; both vendored by the build
and loaded on first use. A text longer than one code holds goes through
:mod:`remote.frames` first::

    from remote import frames, qr
    for frame in frames.split(link, prefix=page_address + "#"):
        code = await qr.svg(frame, title="Code 1 of 3")
        element.innerHTML = code.svg          # SVG sized by CSS (a square)
    joiner = frames.Joiner(prefix=page_address + "#")
    stop = await qr.scan(video_element, lambda text, by: joiner.add(text))
"""

from __future__ import annotations

from dataclasses import dataclass

from remote.frames import LEVEL
from remote.glue import module

GLUE = "qr.mjs"


@dataclass(frozen=True)
class Code:
    svg: str            # the markup: <svg viewBox=...> with a white quiet zone
    version: int        # QR version (1-40)
    modules: int        # width in modules, without the quiet zone


async def load() -> None:
    await module(GLUE)


async def svg(text: str, title: str = "", level: str = LEVEL, id: str = "qr-title") -> Code:  # noqa: A002
    """The QR code of ``text`` (UTF-8, byte mode, error correction ``level``)."""
    drawn = (await module(GLUE)).svg(text, level, title, id)
    return Code(str(drawn.svg), int(drawn.version), int(drawn.modules))


async def decode(source, how: str = "auto") -> tuple[str, str] | None:
    """``(text, reader)`` of the code in ``source`` (SVG markup or element, img, canvas,
    video, ImageBitmap, Blob, ImageData), ``reader`` being ``"detector"`` or ``"jsqr"``;
    None when no code is found. ``how``: ``"auto"``, ``"jsqr"`` or ``"detector"``."""
    found = await (await module(GLUE)).decode(source, how)
    if found is None:
        return None
    return str(found.text), str(found.by)


async def has_detector() -> bool:
    """Whether this browser reads QR codes itself (``BarcodeDetector``)."""
    return bool(await (await module(GLUE)).hasDetector())


async def scan(video, on_text, how: str = "auto"):
    """Read codes from the camera (shown in ``video``) until the returned function is
    called: ``on_text(text, reader)`` for each new code seen."""
    from pyodide.ffi import create_proxy  # noqa: PLC0415 (only in the page)
    callback = create_proxy(lambda text, by: on_text(str(text), str(by)))
    stop_js = await (await module(GLUE)).scan(video, callback, how)

    def stop() -> None:
        stop_js()
        callback.destroy()
    return stop
