"""The saved-games list (``web/py/library.py``) and its storage wrapper (``storage.py``)
under CPython, on an in-memory ``Storage`` (issue 14, part 4-6): every game kept, older
single-slot saves migrated with nothing lost, the same game found instead of duplicated,
delete and undo, and storage that is full or refused.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

from engine.core import Session

WEB_PY = Path(__file__).resolve().parents[2] / "web" / "py"
if str(WEB_PY) not in sys.path:
    sys.path.insert(0, str(WEB_PY))

import library  # noqa: E402
import storage  # noqa: E402
from library import CURRENT, META, SAVE, Library  # noqa: E402


class Clock:
    def __init__(self, t: float = 1_700_000_000_000) -> None:
        self.t = t

    def __call__(self) -> float:
        self.t += 1000
        return self.t


def make(quota=None):
    backend = storage.MemoryBackend(quota)
    return backend, Library(storage.Store(backend), Clock())


def played(game="demo", options=None, seed=1, moves=6, rng_seed=0) -> Session:
    session = Session(game, options or {}, seed)
    rng = random.Random(rng_seed)
    for _ in range(moves):
        if session.state.is_over:
            break
        session.play(rng.choice(session.state.legal_actions()))
    return session


def test_a_new_game_gets_its_own_entry_and_never_replaces_another():
    backend, lib = make()
    first = played(seed=1)
    gid1 = lib.add(first)
    second = played(seed=2)
    gid2 = lib.add(second)
    assert gid1 != gid2
    entries = lib.entries()
    assert [e["id"] for e in entries] == [gid2, gid1]          # most recent first
    assert lib.current_id() == gid2
    assert lib.load(gid1).state.digest() == first.state.digest()
    assert lib.load(gid2).state.digest() == second.state.digest()


def test_an_entry_says_game_players_turn_time_and_a_public_summary():
    _, lib = make()
    session = played("twilight", {}, 3, moves=12)
    gid = lib.add(session)
    meta = lib.get(gid)
    assert meta["game"] == "twilight" and meta["title"] == "Twilight Struggle"
    assert meta["players"] == ["USSR", "US"]
    assert meta["moves"] == 12 and meta["turn"].startswith("Turn 1")
    assert "DEFCON" in meta["summary"] and "VP" in meta["summary"]
    assert meta["updated"] >= meta["created"] > 0
    # Public facts only: no card of any hand is named in the list.
    hands = session.state.snapshot().get("hands") or []
    html = library.render(lib.entries(), now=meta["updated"])
    for hand in hands:
        for card in hand:
            assert f">{card}<" not in html


def test_saving_a_move_updates_the_entry_in_place():
    _, lib = make()
    session = played(moves=2)
    gid = lib.add(session)
    created = lib.get(gid)["created"]
    session.play(session.state.legal_actions()[0])
    assert lib.save(gid, session)
    meta = lib.get(gid)
    assert meta["moves"] == 3 and meta["created"] == created and meta["updated"] > created
    assert len(lib.entries()) == 1
    assert lib.load(gid).record.actions == session.record.actions


def test_a_link_of_a_saved_game_continues_it_instead_of_a_duplicate():
    _, lib = make()
    session = played(seed=9, moves=4, rng_seed=1)
    gid = lib.add(session)
    # The same game, further on (a friend played two more moves and sent the link).
    further = Session.from_link(session.to_link())
    for _ in range(2):
        further.play(further.state.legal_actions()[0])
    got, shown, how = lib.adopt(Session.from_link(further.to_link()))
    assert (got, how) == (gid, "extended")
    assert shown.record.actions == further.record.actions
    assert lib.load(gid).record.actions == further.record.actions
    assert len(lib.entries()) == 1
    # The same link again: the same entry, nothing added.
    got, shown, how = lib.adopt(Session.from_link(further.to_link()))
    assert (got, how, len(lib.entries())) == (gid, "same", 1)
    # An older link of it: the saved game (further on) is shown, nothing is lost.
    got, shown, how = lib.adopt(Session.from_link(session.to_link()))
    assert (got, how) == (gid, "further")
    assert shown.record.actions == further.record.actions
    assert len(lib.entries()) == 1


def test_other_games_and_other_lines_of_play_get_entries_of_their_own():
    _, lib = make()
    base = played(seed=5, moves=3, rng_seed=2)
    gid = lib.add(base)
    other_seed = played(seed=6, moves=3, rng_seed=2)
    other_options = played(options={"target": 50}, seed=5, moves=3, rng_seed=2)
    # Same start, then a different move: another line of play, not the same game.
    branch = Session.from_link(base.to_link())
    saved_next = Session.from_link(base.to_link())
    legal = branch.state.legal_actions()
    assert len(legal) > 1
    branch.play(legal[-1])
    saved_next.play(legal[0])
    lib.save(gid, saved_next)
    hows = [lib.adopt(s)[2] for s in (other_seed, other_options, branch)]
    assert hows == ["new", "new", "new"]
    assert len(lib.entries()) == 4
    assert lib.load(gid).record.actions == saved_next.record.actions


def test_delete_then_undo_brings_the_game_back_exactly():
    backend, lib = make()
    keep = lib.add(played(seed=1))
    gid = lib.add(played(seed=2))
    before = dict(backend.data)
    trash = lib.delete(gid)
    assert [e["id"] for e in lib.entries()] == [keep]
    assert lib.current_id() is None
    assert lib.restore(trash, current=True)
    assert backend.data == before


def test_migration_moves_the_old_autosave_and_backup_into_the_list():
    backend, lib = make()
    autosave, previous = played(seed=11, moves=7), played(seed=12, moves=3)
    backend.data["boardgames.autosave"] = autosave.to_json()
    backend.data["boardgames.previous"] = previous.to_json()
    assert lib.migrate() == []
    entries = lib.entries()
    assert len(entries) == 2
    current = lib.current_id()
    assert lib.load(current).record.actions == autosave.record.actions
    other = next(e["id"] for e in entries if e["id"] != current)
    assert lib.load(other).record.actions == previous.record.actions
    assert "boardgames.autosave" not in backend.data and "boardgames.previous" not in backend.data
    # Running it again (or the old slot coming back with the same game) adds nothing.
    backend.data["boardgames.autosave"] = autosave.to_json()
    lib.migrate()
    assert len(lib.entries()) == 2 and lib.current_id() == current


def test_an_unreadable_old_autosave_is_kept_aside_and_reported():
    backend, lib = make()
    bad = json.dumps({"format": "boardgames-save", "version": 1, "game": "demo",
                      "options": {}, "seed": 1, "actions": ["hold"]})
    backend.data["boardgames.autosave"] = bad
    notices = lib.migrate()
    assert len(notices) == 1 and notices[0][0] == "error"
    assert "could not be resumed" in notices[0][1] and "cannot be played" in notices[0][1]
    assert backend.data["boardgames.unreadable"] == bad
    assert lib.entries() == []


def test_migration_keeps_the_old_slot_when_storage_is_full():
    backend, lib = make()
    autosave = played(seed=11, moves=7)
    backend.data["boardgames.autosave"] = autosave.to_json()
    backend.quota = sum(len(k) + len(v) for k, v in backend.data.items()) + 10
    lib.migrate()
    assert backend.data["boardgames.autosave"] == autosave.to_json()      # nothing lost
    assert lib.store.problem == "full"


def test_a_save_whose_entry_is_missing_is_still_listed():
    backend, lib = make()
    gid = lib.add(played(seed=3, moves=5))
    del backend.data[META + gid]
    entries = lib.entries()
    assert [e["id"] for e in entries] == [gid] and entries[0]["moves"] == 5


def test_storage_full_is_reported_and_the_rest_is_kept():
    backend, lib = make(quota=4000)
    session = played(seed=4, moves=2)
    gid = lib.add(session)
    assert lib.store.problem is None
    for _ in range(400):
        if session.state.is_over:
            break
        session.play(session.state.legal_actions()[0])
        if not lib.save(gid, session):
            break
    assert lib.store.problem == "full"
    assert "full" in storage.MESSAGES["full"] and "Save file" in storage.MESSAGES["full"]
    # What was saved before is intact and still opens.
    assert lib.load(gid).record.actions == session.record.actions[:lib.get(gid)["moves"]]
    # Space freed: writing works again and the problem is cleared.
    backend.quota = None
    assert lib.save(gid, session) and lib.store.problem is None


def test_storage_refused_is_reported_and_nothing_raises():
    def refused():
        raise RuntimeError("SecurityError: access is denied for this document")

    lib = Library(storage.Store(refused), Clock())
    assert lib.store.check() is False
    assert lib.store.problem == "unavailable"
    gid = lib.add(played())                 # the game goes on, in memory
    assert gid and lib.entries() == [] and lib.current_id() is None
    assert lib.migrate() == []
    html = library.render(lib.entries(), now=0, problem=storage.MESSAGES["unavailable"])
    assert "private browsing" in html


def test_the_list_markup_offers_open_delete_confirm_and_undo():
    _, lib = make()
    a = lib.add(played(seed=1))
    b = lib.add(played(seed=2))
    entries = lib.entries()
    html = library.render(entries, now=entries[0]["updated"] + 5 * 60_000, current=b)
    assert html.count('data-cmd="saved-open"') == 2 and html.count('data-cmd="saved-delete"') == 2
    assert "5 min ago" in html and "playing" in html
    html = library.render(entries, now=0, confirm=a)
    assert 'data-cmd="saved-confirm"' in html and 'data-cmd="saved-keep"' in html
    trash = lib.delete(a)
    trash["meta_dict"] = json.loads(trash["meta"])
    html = library.render(lib.entries(), now=0, trash=trash)
    assert 'data-cmd="saved-undo"' in html and "Deleted Boost Pig" in html


@pytest.mark.parametrize("seconds, text", [(5, "just now"), (600, "10 min ago"),
                                           (7200, "2 h ago"), (90_000, "yesterday"),
                                           (3 * 86400, "3 days ago"), (30 * 86400, "on 2023-")])
def test_last_played_is_said_in_words(seconds, text):
    now = 1_700_000_000_000
    assert library.ago(now - seconds * 1000, now).startswith(text)


def test_keys_of_other_apps_are_left_alone():
    backend, lib = make()
    backend.data["someone.else"] = "x"
    backend.data[SAVE.rstrip(".")] = "not ours either"
    lib.add(played())
    gid = lib.current_id()
    lib.delete(gid)
    assert backend.data == {"someone.else": "x", SAVE.rstrip("."): "not ours either"}
    assert CURRENT not in backend.data
