"""The page side of Risk: its face (``face.py``) and its board."""
