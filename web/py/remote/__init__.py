"""Play across devices: the page's transport pieces (docs/REMOTE_PAGE.md).

* :mod:`remote.sodium`  PyNaCl's ``nacl.bindings`` on the vendored libsodium (page only)
* :mod:`remote.qr`      QR codes: draw one as SVG, read one from an image, canvas or camera
* :mod:`remote.frames`  a text too long for one code as a short numbered series of codes
* :mod:`remote.pairing` WebRTC offers and answers in a few hundred bytes, for a link or a code
* :mod:`remote.live`    the live channel between two pages (WebRTC data channel)

Nothing here is loaded when the page starts: the build ships this package apart from the
UI (``site/remote/<hash>/py.zip``) and ``await remote_loader.load()`` puts it on
``sys.path`` when a game across devices needs it. :mod:`remote.frames` and :mod:`remote.pairing` are pure Python (tested under
CPython); the others drive the JavaScript glue in ``web/remote/``.
"""
