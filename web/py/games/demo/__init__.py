"""The page side of the demo game: its face (``face.py``) and its board."""
