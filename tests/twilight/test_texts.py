"""Texts agree with their numbers (issue 15 item 9): "1 operation", "2 operations"."""
from __future__ import annotations

from engine.core import plural
from engine.twilight.testing import log_text, play, pos


def test_plural_helper():
    assert plural(1, "move") == "1 move" and plural(2, "move") == "2 moves"
    assert plural(0, "die", "dice") == "0 dice" and plural(1, "die", "dice") == "1 die"


def test_6_a_one_operation_card_is_logged_in_the_singular():
    """6: Blockade (10) has 1 operation point; played for operations the log says so."""
    s = pos(hands=[[10, 8], [19, 20]], inf={"Cuba": (1, 0)}, defcon=4, ar=1)
    assert "(1 op)" in str(s.label("card:10"))
    play(s, "card:10", "ops", "influence")
    assert "USSR plays Blockade (10) for 1 operation." in log_text(s)
    assert "USSR uses 1 operation to place influence." in log_text(s)
    assert not any("1 operations" in line for line in log_text(s))
