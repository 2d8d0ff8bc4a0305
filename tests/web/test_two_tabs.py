"""Two pages on one saved game (defect 6 of issue 25), under CPython: the demo game open
in two tabs, moves played in one, then in the other (which never heard of them). Nothing
may be overwritten: the newer game is brought in, or both lines are kept as separate
saved games. The page side (the ``storage`` event, the notice) is
``e2e/test_two_tabs.py``.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from engine.core import Session

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import library  # noqa: E402
import storage  # noqa: E402
from library import SAVE, Library, relation  # noqa: E402


class Tab:
    """What one page keeps: its session, its entry, the save text it last wrote or read
    (as ``saved_games.SavedGames`` does)."""

    def __init__(self, lib: Library, gid: str) -> None:
        self.lib, self.gid = lib, gid
        self.known = lib.store.get(SAVE + gid)
        self.session = lib.load(gid)

    def play(self, n: int, rng: random.Random, avoid: str | None = None) -> list:
        """``n`` moves (the first one not ``avoid``), each saved as a page saves it:
        [action, how, action, how, ...]."""
        out = []
        for _ in range(n):
            legal = self.session.state.legal_actions()
            action = rng.choice([a for a in legal if a != avoid] or legal)
            avoid = None
            self.session.play(action)
            out.append(action)
            how, value = self.lib.save_checked(self.gid, self.session, self.known)
            if how == "saved":
                self.known = value
            elif how == "further":
                self.session, self.known = Session.from_json(value), value
            elif how == "forked":
                self.gid, self.known = value, self.lib.store.get(SAVE + value)
            out.append(how)
        return out


def _stored_actions(lib: Library, gid: str) -> list:
    return json.loads(lib.store.get(SAVE + gid))["actions"]


def _two_tabs(moves: int = 4):
    lib = Library(storage.Store(storage.MemoryBackend()))
    session = Session("demo", {"target": 50}, 5)
    rng = random.Random(1)
    for _ in range(moves):
        session.play(rng.choice(session.state.legal_actions()))
    gid = lib.add(session)
    return lib, gid, Tab(lib, gid), Tab(lib, gid)


def test_a_tab_that_never_heard_of_the_other_tabs_moves_keeps_both_lines():
    lib, gid, a, b = _two_tabs()
    start = list(a.session.record.actions)
    assert set(a.play(5, random.Random(2))[1::2]) == {"saved"}
    a_line = list(a.session.record.actions)
    assert len(a_line) == len(start) + 5
    hows = b.play(3, random.Random(3), avoid=a_line[len(start)])[1::2]
    # B's first write finds A's moves: B's line goes to an entry of its own, and B's
    # next moves are saved there, unchecked against A's any more
    assert hows == ["forked", "saved", "saved"], hows
    assert b.gid != gid
    assert _stored_actions(lib, gid) == a_line                     # A's 5 moves are kept
    assert _stored_actions(lib, b.gid) == list(b.session.record.actions)
    assert _stored_actions(lib, b.gid)[:len(start)] == start
    assert len(lib.entries()) == 2
    # and A goes on in its own entry, undisturbed
    assert set(a.play(2, random.Random(4))[1::2]) == {"saved"}
    assert _stored_actions(lib, gid) == list(a.session.record.actions)


def test_a_tab_behind_the_stored_game_brings_it_in_when_it_holds_all_its_moves():
    lib, gid, a, b = _two_tabs()
    a.play(5, random.Random(2))
    a_line = list(a.session.record.actions)
    # B's move happens to be A's next one: the stored game has it and more
    b.session.play(a_line[len(b.session.record.actions)])
    how, value = lib.save_checked(gid, b.session, b.known)
    assert how == "further" and json.loads(value)["actions"] == a_line
    assert _stored_actions(lib, gid) == a_line                     # nothing written


def test_a_tab_further_on_than_the_stored_game_saves_over_it():
    lib, gid, a, b = _two_tabs()
    # Another page rewrote the entry with fewer moves (its player took one back).
    shorter = Session.from_json(lib.store.get(SAVE + gid))
    shorter = Session(shorter.record.game, shorter.record.options, shorter.record.seed)
    for action in b.session.record.actions[:-1]:
        shorter.play(action)
    lib.save(gid, shorter)
    rng = random.Random(7)
    b.session.play(rng.choice(b.session.state.legal_actions()))
    how, _ = lib.save_checked(gid, b.session, b.known)
    assert how == "saved"
    assert _stored_actions(lib, gid) == list(b.session.record.actions)


def test_relation_of_two_lines_of_one_game():
    lib, gid, a, _b = _two_tabs(moves=3)
    text = lib.store.get(SAVE + gid)
    session = Session.from_json(text)
    assert relation(text, session) == "same"
    longer = Session.from_json(text)
    longer.play(longer.state.legal_actions()[0])
    assert relation(longer.to_json(), session) == "further"
    assert relation(text, longer) == "behind"
    other = Session.from_json(text)
    other.play(other.state.legal_actions()[-1])
    if other.record.actions != longer.record.actions:
        assert relation(other.to_json(), longer) == "apart"
    assert relation(Session("demo", {"target": 50}, 6).to_json(), session) == "apart"
    assert relation("not json", session) == "apart"
    assert relation(None, session) == "apart"


def test_an_unchanged_entry_is_saved_as_usual_and_storage_refusal_is_reported():
    lib, gid, a, _b = _two_tabs()
    assert a.play(1, random.Random(2))[1] == "saved"
    full = Library(storage.Store(storage.MemoryBackend(quota=10)))
    assert full.save_checked("x", a.session, None) == ("failed", None)
    assert library.relation(lib.store.get(SAVE + gid), a.session) == "same"
