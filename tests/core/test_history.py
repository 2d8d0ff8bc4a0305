"""The review of a game (issue 24, engine/core/history.py): every position rebuilt
exactly, in any order; rounds and navigation; moments in links; the readable record."""
from __future__ import annotations

import gettext
import re

import pytest

import engine.core.record as record_module
from engine.core import (History, Record, RecordError, Rng, Session, decode_link,
                         decode_moment, encode_link, game_text, replay, split_moment)
from engine.core.errors import reason_of
from engine.core.i18n import is_msg
from engine.core.testing import positions, random_record
from engine.games import get_spec

# games played to their end by random moves: (game, options, seed)
GAMES = [("twilight", {}, 3), ("twilight", {"bidding": True}, 5),
         ("risk", {"variant": "missions", "players": 3}, 1),
         ("risk", {"variant": "two-player-active", "players": 2}, 2),
         ("demo", {}, 4)]
IDS = [f"{g}-{s}" for g, _o, s in GAMES]


@pytest.fixture(scope="module", params=GAMES, ids=IDS)
def game(request):
    g, options, seed = request.param
    record = random_record(g, options, seed)
    digests, keys = [], []
    key_of = get_spec(g).round_key or (lambda s: (s.to_move,))
    for state in positions(record):
        digests.append(state.digest())
        keys.append(key_of(state))
    return record, History(record), digests, keys


def test_every_position_in_random_order_is_the_replayed_one(game):
    record, history, digests, _keys = game
    n = len(record.actions)
    assert history.moves == n and len(digests) == n + 1
    order = list(range(n + 1))
    Rng(17).shuffle(order)
    for i in order:
        assert history.digest(i) == digests[i], i
    for i in order[:6] + [0, n]:            # the reference itself: replay(record, n)
        assert replay(record, i).digest() == digests[i]


def test_stepping_forward_and_back_and_jumping(game):
    record, _h, digests, _keys = game
    history = History(record, every=5)      # small: many checkpoints crossed
    n = history.moves
    i = n // 2
    pick = Rng(3)
    for _ in range(200):
        i = [history.next_action, history.prev_action, history.next_round,
             history.prev_round, lambda k: pick.randbelow(n + 1)][pick.randbelow(5)](i)
        assert 0 <= i <= n
        assert history.state(i).digest() == digests[i]


def test_a_state_handed_out_is_a_copy(game):
    record, history, digests, _keys = game
    n = history.moves
    s = history.state(n // 2)
    s.log.append("changed")
    if s.legal_actions():
        s.apply(s.legal_actions()[0])
    assert history.digest(n // 2) == digests[n // 2]
    assert history.state(n).digest() == digests[n]
    assert "changed" not in history.observe(n // 2)["view"].get("log", [])


def test_rounds_begin_exactly_where_the_round_key_changes(game):
    record, history, _digests, keys = game
    n = history.moves
    starts = [0] + [i for i in range(1, n) if keys[i] != keys[i - 1]]
    rounds = history.rounds()
    assert [r["start"] for r in rounds] == starts
    assert [r["end"] for r in rounds] == starts[1:] + [n]
    assert all(r["key"] == list(keys[r["start"]]) for r in rounds)
    for i in range(n + 1):
        k = history.round_of(i)
        assert rounds[k]["start"] <= i and (i < rounds[k]["end"] or i == n)
        assert history.next_round(i) == next((s for s in starts if s > i), n)
        assert history.prev_round(i) == max([s for s in starts if s < i], default=0)
    assert history.start() == 0 and history.end() == n
    assert history.next_action(n) == n and history.prev_action(0) == 0
    assert history.next_action(3) == 4 and history.prev_action(3) == 2


def test_the_log_is_split_by_move_and_every_view_holds_it_all(game):
    record, history, _digests, _keys = game
    n = history.moves
    final = replay(record)
    lines = []
    for i in range(n + 1):
        lines.extend(history.new_lines(i))
        assert history.log_length(i) == len(lines)
    assert lines == final.log
    i = n // 3
    seats = len(final.players)
    for viewer in [None, *range(seats)]:
        assert len(history.observe(i, viewer)["view"]["log"]) == history.log_length(i)


def test_series_rows_follow_the_rounds(game):
    record, history, _digests, _keys = game
    rows = history.series()
    if get_spec(record.game).stats is None:
        assert rows == []
        return
    rounds = history.rounds()
    assert rows[0]["round"] is None and rows[0]["at"] == 0
    assert [r["round"] for r in rows[1:]] == [r["key"] for r in rounds]
    assert [(r["start"], r["at"]) for r in rows[1:]] == [(r["start"], r["end"]) for r in rounds]
    assert all(isinstance(v, int) for r in rows for v in r["values"].values())
    rows[1]["values"]["x"] = 1                       # a copy
    assert "x" not in history.series()[1]["values"]


def test_observations_in_review_play_nothing(game):
    record, history, _digests, _keys = game
    n = history.moves
    for i in (0, n // 2, n):
        s = replay(record, i)
        for viewer in (None, s.to_move):
            obs = history.observe(i, viewer)
            assert obs["legal"] == [] and obs["advice"] == {} and obs["prompt"] is None
            assert obs["at"] == i and obs["moves"] == n
            assert obs["to_move"] == s.to_move and obs["view"] == s.view(viewer)


def test_moves_and_their_players(game):
    record, history, _digests, _keys = game
    for i, state in enumerate(positions(record)):
        if i == history.moves:
            break
        mover = state.to_move
        move = history.move(i)
        assert history.mover(i) == mover == move["seat"]
        assert move["action"] == record.actions[i]
        assert move["label"] == state.label(record.actions[i])


def test_all_hands_are_shown_only_when_the_game_is_over():
    record = random_record("twilight", {}, 3)
    history = History(record)
    assert history.over
    views = history.views(10)
    assert [v["view"]["hand"] for v in views] == \
        [sorted(h) for h in replay(record, 10).hands]
    unfinished = History(Record(record.game, record.options, record.seed,
                                record.actions[:40]))
    assert not unfinished.over
    with pytest.raises(RecordError, match="once the game is over"):
        unfinished.views(10)


@pytest.mark.parametrize("g", ["twilight", "risk", "demo"])
def test_a_game_without_moves(g):
    record = Record(g, get_spec(g).normalize_options({}), 9, [])
    history = History(record)
    assert history.moves == 0 and not history.over
    assert history.digest(0) == replay(record).digest()
    assert [(r["start"], r["end"]) for r in history.rounds()] == [(0, 0)]
    assert history.next_round(0) == history.prev_round(0) == 0
    rows = history.series()
    assert len(rows) == (2 if get_spec(g).stats else 0)
    assert history.observe(0)["view"] == replay(record).view(None)
    assert game_text(record).count("\n\n") == 1


def test_no_such_position():
    history = History(random_record("demo", {}, 1))
    for bad in (-1, history.moves + 1, "3", 2.0, None, True):
        with pytest.raises(RecordError, match="no position") as err:
            history.observe(bad)
        assert is_msg(reason_of(err.value))
    with pytest.raises(RecordError):
        history.mover(history.moves)


def test_a_record_that_cannot_be_replayed_is_refused_with_its_move():
    record = random_record("demo", {}, 1)
    bad = Record("demo", record.options, record.seed, record.actions[:3] + ["fly"])
    with pytest.raises(RecordError, match="Move 4"):
        History(bad)


def test_the_checkpoints_are_spaced_by_every_and_capped():
    import engine.core.history as H
    record = random_record("demo", {}, 2)
    assert History(record, every=4).every == 4
    assert History(record).every == max(H.EVERY, -(-len(record.actions) // H.MAX_CHECKPOINTS))
    assert len(History(record, every=4)._checkpoints) == -(-len(record.actions) // 4)
    long = Record("demo", record.options, record.seed, ["x"] * (H.MAX_CHECKPOINTS * 50))
    assert max(H.EVERY, -(-len(long.actions) // H.MAX_CHECKPOINTS)) == 50
    with pytest.raises(ValueError):
        History(record, every=0)


def test_a_trusted_record_gives_the_same_history():
    record = random_record("risk", {"variant": "two-player-passive", "players": 2}, 2)
    a, b = History(record), History(record, trusted=True)
    assert a.series() == b.series() and a.rounds() == b.rounds()
    assert a.digest(a.moves) == b.digest(b.moves) == replay(record).digest()


# ---------------------------------------------------------------- moments in links
@pytest.fixture(scope="module")
def twilight_record():
    return random_record("twilight", {}, 3)


def test_a_moment_link_round_trips(twilight_record):
    record = twilight_record
    n = len(record.actions)
    plain = encode_link(record)
    for at in (0, 1, n // 2, n):
        link = encode_link(record, at=at)
        assert link == f"{plain}@{at}"
        got = decode_moment(link)
        assert got.at == at and got.record.actions == record.actions
        assert got.state.digest() == replay(record).digest()
        r2, s2 = decode_link(link)              # old callers: (record, final state)
        assert r2.actions == record.actions and s2.digest() == got.state.digest()
        session = Session.from_link(link)
        assert session.moment == at and session.record.actions == record.actions
        assert session.to_link(at) == link
        assert History(got.record).digest(at) == replay(record, at).digest()
    assert decode_moment(plain).at is None and Session.from_link(plain).moment is None
    assert decode_moment(f"#game={plain}%40{n // 2}\n").at == n // 2
    assert split_moment(f"{plain}@7") == (plain, 7) and split_moment(plain) == (plain, None)


@pytest.mark.parametrize("suffix", ["@", "@x", "@-1", "@1.5", "@ 3", "@+4", "@0x10",
                                    "@1234567890", "@4@5", "@٣"])
def test_a_bad_moment_is_refused_before_anything_is_read(twilight_record, suffix,
                                                         monkeypatch):
    link = encode_link(twilight_record)

    def never(*_a, **_k):
        raise AssertionError("the link was replayed")
    monkeypatch.setattr(record_module, "new_state", never)
    monkeypatch.setattr(record_module, "_link_contents", never)
    with pytest.raises(RecordError, match="not a move number") as err:
        decode_moment(link + suffix)
    assert is_msg(reason_of(err.value))
    with pytest.raises(RecordError, match="not a move number"):
        Session.from_link(link + suffix)


def test_a_moment_beyond_the_game_is_refused_before_the_replay(twilight_record, monkeypatch):
    record = twilight_record
    n = len(record.actions)
    link = encode_link(record)

    def never(*_a, **_k):
        raise AssertionError("the link was replayed")
    monkeypatch.setattr(record_module, "new_state", never)
    for at in (n + 1, 10 ** 8):
        with pytest.raises(RecordError, match=f"only {n} moves") as err:
            decode_link(f"{link}@{at}")
        assert is_msg(reason_of(err.value))
    monkeypatch.undo()
    for at in (-1, n + 1, "3", True):
        with pytest.raises(RecordError, match="only"):
            encode_link(record, at=at)


def test_old_links_open_as_before(twilight_record):
    link = encode_link(twilight_record)
    assert "@" not in link
    record, state = decode_link(link)
    assert state.digest() == replay(twilight_record).digest()


# ---------------------------------------------------------------- the readable record
def _shout(text: str) -> str:
    return re.sub(r"[^{}]+(?=\{|$)|(?<=\})[^{}]+", lambda m: m.group().upper(), text)


class Shouting(gettext.NullTranslations):
    """A "translation" that shows it was asked: every text in capitals (not the names of
    its fields)."""

    def gettext(self, message):
        return _shout(message)

    def pgettext(self, context, message):
        return _shout(message)

    def ngettext(self, singular, plural, n):
        return _shout(singular if n == 1 else plural)

    def npgettext(self, context, singular, plural, n):
        return self.ngettext(singular, plural, n)


def _body(text: str) -> list[str]:
    head, _sep, body = text.partition("\n\n")
    return [line for line in body.splitlines() if line]


@pytest.mark.parametrize("g, options, seed", GAMES, ids=IDS)
def test_game_text_is_the_log_in_order_with_a_header(g, options, seed):
    record = random_record(g, options, seed)
    record.players = [{"name": f"Ann{i}", "colour": None, "bot": None}
                      for i in range(len(replay(record, 0).players))]
    final = replay(record)
    text = game_text(record)
    head = text.partition("\n\n")[0]
    assert head.splitlines()[0] == get_spec(g).title
    assert "Ann0" in head and f"Random seed: {record.seed}" in head
    assert f"after {len(record.actions)} moves" in head
    assert _body(text) == [str(line) for line in final.log]
    history = History(record)
    blocks = text.partition("\n\n")[2].split("\n\n")
    assert len(blocks) <= len(history.rounds())


def test_game_text_of_an_unfinished_game_hides_the_seed(twilight_record):
    record = Record("twilight", twilight_record.options, twilight_record.seed,
                    twilight_record.actions[:60])
    text = game_text(record)
    assert "Random seed" not in text and "in progress: 60 moves" in text
    assert f"Random seed: {record.seed}" in game_text(record, owner=True)
    final = replay(record)
    for viewer in (None, 0, 1):
        assert _body(game_text(record, viewer=viewer)) == \
            [str(line) for line in final.view(viewer)["log"]]


def test_game_text_in_another_language(twilight_record):
    english = game_text(twilight_record)
    shouted = game_text(twilight_record, Shouting())
    assert shouted.splitlines()[0] == "TWILIGHT STRUGGLE"
    assert "RANDOM SEED: " in shouted
    # every line of messages goes through the translations; plain lines stay as they are
    assert len(shouted.splitlines()) == len(english.splitlines())
