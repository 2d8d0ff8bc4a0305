"""The page side of Twilight Struggle: its face (``face.py``) and its board."""
