"""One package per game on the page side (``games/NAME/``: ``face.py``, ``board.py``...),
found by name through ``faces.py``; see docs/ARCHITECTURE.md, "A new game"."""
